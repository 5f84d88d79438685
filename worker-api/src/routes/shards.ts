import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { timingSafeEqual } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/validation";
import { moveGroup } from "../shards/move";
import { measureShards } from "../shards/placement";
import { sweepShards } from "../shards/sweep";
import { bearerToken } from "../middleware/auth";

const moveSchema = z
  .object({
    group_id: z.number().int().positive(),
    to: z.number().int().min(0),
    /** How long the source keeps the copy readable after the switch (tests move with less). */
    grace_ms: z.number().int().min(0).max(60_000).optional(),
  })
  .strict();

/**
 * The operator's shard work (`npm run shard:move`): answered only when the deployment sets a
 * `SHARD_ADMIN_TOKEN` and the request bears it; to anyone else the routes do not exist.
 */
export const shardRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const expected = c.env.SHARD_ADMIN_TOKEN;
    const sent = bearerToken(c.req.header("Authorization"));
    if (!expected || !sent || !timingSafeEqual(sent, expected)) throw new ApiError(404, "Not found");
    await next();
  })
  /** Each shard's size as D1 reports it and the groups it hosts; the directory keeps the sizes for placement. */
  .get("/", async (c) => c.json({ shards: await measureShards(c.get("db"), c.get("databases")) }))

  .post("/moves", jsonBody(moveSchema), async (c) => {
    const { group_id, to, grace_ms } = c.req.valid("json");
    return c.json(await moveGroup(c.get("db"), c.get("databases"), group_id, to, { graceMs: grace_ms }));
  })

  /** Deletes the rows shards still hold of groups the directory no longer has, and names them. */
  .post("/sweeps", async (c) => c.json({ shards: await sweepShards(c.get("databases")) }));
