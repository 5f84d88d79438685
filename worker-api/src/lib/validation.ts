import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError, validationError } from "./errors";

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates a JSON body with a zod schema; handlers read it typed with `c.req.valid("json")`.
 * A body that is not JSON is a 400 or 415, a body that breaks the schema a 422 naming the fields.
 * With `optional`, a request without a body is validated as `{}`.
 */
export const jsonBody = <Schema extends z.ZodType>(
  schema: Schema,
  options: { invalidMessage?: string; optional?: boolean } = {},
) =>
  validator("json", async (value, c) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
    const bodyless = !mediaType && !c.req.header("Content-Length") && !c.req.header("Transfer-Encoding");
    if (!jsonMediaType.test(mediaType) && !(options.optional && bodyless)) {
      throw new ApiError(415, "Request body must be JSON (Content-Type: application/json).");
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new ApiError(400, "Request body must be a JSON object.");
    }
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw validationError(result.error, options.invalidMessage);
    return result.data as z.output<Schema>;
  });

/** Validates query-string parameters: a bad one is a 400 (they are addresses, not a form). */
export const queryParams = <Schema extends z.ZodType>(schema: Schema) =>
  validator("query", async (value) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw validationError(result.error, "Invalid query parameters.", 400);
    return result.data as z.output<Schema>;
  });

/** Validates path parameters (ids are integers): a bad one is a 400. */
export const pathParams = <Schema extends z.ZodType>(schema: Schema) =>
  validator("param", async (value) => {
    const result = await schema.safeParseAsync(value);
    if (!result.success) throw validationError(result.error, "Invalid path parameters.", 400);
    return result.data as z.output<Schema>;
  });
