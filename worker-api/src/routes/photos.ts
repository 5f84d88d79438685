import { Hono } from "hono";
import type { AppEnv } from "../env";
import { NotFound } from "../lib/domain-errors";
import { photoKeyOfServedPath } from "../photos/photo-store";

const PHOTO_NOT_FOUND = "Photo not found";

/**
 * Serves recipe photos to anyone with the path: keys are unguessable, and pages load them with
 * <img> from the web origin (which passes `/photos/*` here). An object never changes under its key.
 */
export const photoRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = photoKeyOfServedPath(c.req.path.replace(/^\/v1\/photos\//, ""));
  if (!key) throw new NotFound(PHOTO_NOT_FOUND);
  const object = await c.env.PHOTOS.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new NotFound(PHOTO_NOT_FOUND);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  // A photo is shown, never run: opened on its own it cannot script, load or frame anything,
  // and the browser takes it as the type it was stored with.
  headers.set("Content-Disposition", "inline");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("X-Content-Type-Options", "nosniff");
  // Without a body, the object matched the request's If-None-Match.
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
