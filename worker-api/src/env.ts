import type { Database } from "./db";
import type { AuthUser } from "./lib/auth-user";

export type Bindings = {
  DB: D1Database;
  /** Signs access and challenge tokens (HS256). A secret: read per request, never at module load. */
  JWT_SECRET: string;
  /** `development` turns on GraphiQL and introspection; anything else is production. */
  ENVIRONMENT?: string;
  /** "1" counts D1 round trips per request in an `X-D1-Round-Trips` header (tests, benchmark only). */
  D1_COUNT_ROUND_TRIPS?: string;
};

export type Variables = {
  db: Database;
  requestId: string;
  /** Set by `requireUser` on authenticated routes. */
  user: AuthUser;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };

export const isDevelopment = (env: Bindings) => env.ENVIRONMENT === "development";
