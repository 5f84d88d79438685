import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { findAuthUser } from "../data/users";
import { Unauthenticated } from "../lib/domain-errors";
import { verifyAccessToken } from "../data/sessions";

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Refuses the request with 401 'Authentication required' unless it carries a valid access token of a live user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  const claims = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  const user = claims ? await findAuthUser(c.get("db"), claims.userId, claims.familyId) : undefined;
  if (!user) throw new Unauthenticated();
  c.set("user", user);
  await next();
});
