import type { HonoRequest, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { FieldErrors } from "./domain-errors";
import { ApiError, fieldErrors, validationError } from "./errors";

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

export const MALFORMED_TEXT = "Text must be valid Unicode: it holds a lone surrogate (half of a character).";

/**
 * The path of the first string in a value that is not well-formed UTF-16 (a lone surrogate, which
 * JSON's \ud800 escapes can carry), or null. D1 would store it as U+FFFD: refused instead. Walked
 * without recursion, in document order, however deep the value nests.
 */
export function malformedTextAt(value: unknown): string[] | null {
  const pending: [unknown, string[]][] = [[value, []]];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    // With the u flag a surrogate pair reads as one code point, so \p{Cs} matches only lone halves.
    if (typeof item === "string") {
      if (/\p{Cs}/u.test(item)) return path;
    } else if (item && typeof item === "object") {
      const inner = Object.entries(item);
      for (let i = inner.length - 1; i >= 0; i--) pending.push([inner[i]![1], [...path, inner[i]![0]]]);
    }
  }
  return null;
}

/**
 * How deep arrays and objects may nest in a request body: far more than any body the API takes
 * (flat objects). The depth is measured without recursion, so a body of 100,000 nested brackets
 * is refused with a 400 like any other body that cannot be read, before anything walks it.
 */
export const MAX_BODY_DEPTH = 32;

/** True when arrays and objects in `value` nest more than `max` levels; walked without recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [item, level] = pending.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (level > max) return true;
    for (const inner of Object.values(item)) pending.push([inner, level + 1]);
  }
  return false;
}

/** True when a request carries no body, or an empty one (Content-Length: 0, whatever its Content-Type). */
const hasNoBody = (req: HonoRequest) => req.raw.body === null || req.header("Content-Length") === "0";

/**
 * Validates a JSON body with a zod schema; handlers read it typed with `c.req.valid("json")`.
 * A body that is not JSON is a 400 or 415, a body that breaks the schema a 422 naming the fields.
 * `invalidMessage` is that refusal's sentence: a fixed one, or one chosen from the fields'
 * messages. With `optional`, a request without a body (an empty one too, whatever its
 * Content-Type) is validated as `{}`.
 */
export const jsonBody = <Schema extends z.ZodType>(
  schema: Schema,
  options: { invalidMessage?: string | ((fields: FieldErrors) => string); optional?: boolean } = {},
) => {
  const check = async (value: unknown) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new ApiError(400, "Request body must be a JSON object.");
    }
    if (nestsDeeperThan(value, MAX_BODY_DEPTH))
      throw new ApiError(400, `Request body nests too deeply (at most ${MAX_BODY_DEPTH} levels).`);
    const malformed = malformedTextAt(value);
    if (malformed) throw new ApiError(422, MALFORMED_TEXT, { fields: { [malformed[0] ?? "body"]: MALFORMED_TEXT } });
    const result = await schema.safeParseAsync(value);
    if (!result.success) {
      const { invalidMessage } = options;
      throw validationError(
        result.error,
        typeof invalidMessage === "function" ? invalidMessage(fieldErrors(result.error)) : invalidMessage,
      );
    }
    return result.data as z.output<Schema>;
  };
  const validateJson = validator("json", async (value, c) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
    if (!jsonMediaType.test(mediaType))
      throw new ApiError(415, "Request body must be JSON (Content-Type: application/json).");
    return check(value);
  });
  if (!options.optional) return validateJson;
  const withOptionalBody: MiddlewareHandler = async (c, next) => {
    if (!hasNoBody(c.req)) {
      await validateJson(c, next);
      return;
    }
    c.req.addValidatedData("json", (await check({})) as object);
    await next();
  };
  return withOptionalBody as typeof validateJson;
};

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
