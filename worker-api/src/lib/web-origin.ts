import type { Context } from "hono";
import type { AppEnv } from "../env";

/** Where the addresses the API hands out open: the web app's origin, or the API's own without one set. */
export const webOriginOf = (c: Context<AppEnv>) => (c.env.WEB_ORIGIN || new URL(c.req.url).origin).replace(/\/$/, "");
