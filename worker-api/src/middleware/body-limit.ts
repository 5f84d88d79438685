import type { MiddlewareHandler } from "hono";
import { ApiError } from "../lib/errors";
import { declaresTooLong, readBodyWithin } from "../shared/request-body";

/**
 * Refuses a request body larger than `maxSize` bytes with 413 and `message`. A declared length is
 * judged before anything is read; a body in chunks is read up to the limit, and the rest of a
 * larger one is dropped as it arrives (shared/request-body.ts), so the refusal costs nothing and
 * the connection is free for the next request.
 */
export function limitBody(maxSize: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    if (declaresTooLong(request, maxSize)) throw new ApiError(413, message);
    if (request.headers.has("Content-Length") && !request.headers.has("Transfer-Encoding")) return next();
    const body = await readBodyWithin(request.body, maxSize, { pastLimit: "drain" });
    if (!body) throw new ApiError(413, message);
    c.req.raw = new Request(request, { body });
    return next();
  };
}
