import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Liveness of the API and its database; the baseline target of the benchmark. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.get("db").run(sql`SELECT 1`);
  return c.json({ status: "ok" });
});
