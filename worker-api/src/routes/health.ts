import { Hono } from "hono";
import type { AppEnv } from "../env";

/** Liveness of the API and its database; the baseline target of the benchmark. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.env.DB.prepare("SELECT 1").first();
  return c.json({ status: "ok" });
});
