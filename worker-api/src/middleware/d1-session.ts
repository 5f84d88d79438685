import { createMiddleware } from "hono/factory";
import { createDb } from "../db";
import { isLocalEnvironment, type AppEnv } from "../env";
import { newD1Meter, parseSimulatedLatency } from "../lib/d1-meter";
import { BOOKMARK_HEADER } from "../contract/d1-session";
import { formatD1Timing } from "../shared/d1-session";
import { RequestDatabases } from "../shards/shard-set";

/**
 * Every D1 access of a request goes through one D1 session per database it reaches: the
 * directory and the shards (docs/decisions/0021, 0037). Each starts at the position the client
 * sent for that database, so it reads at least what that client has seen and written, from a
 * replica that has it; without one it starts anywhere. The answer carries each session's newest
 * position in `x-d1-bookmark`, and `Server-Timing` says what D1 cost.
 */
export const withSession = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const timing = newD1Meter();
  // The simulated distance to D1 is for the edge benchmark only, never honoured in production.
  const latency = isLocalEnvironment(c.env) ? parseSimulatedLatency(c.env.D1_SIMULATED_LATENCY) : null;
  const databases = new RequestDatabases(c.env, c.req.header(BOOKMARK_HEADER), timing, latency);
  c.set("databases", databases);
  c.set("db", createDb(databases.directory));
  const later: (() => Promise<unknown>)[] = [];
  c.set("afterAnswer", (work) => later.push(work));
  await next();

  const bookmark = databases.bookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
  c.res.headers.append(
    "Server-Timing",
    `${formatD1Timing(timing)}, total;dur=${(performance.now() - started).toFixed(1)}`,
  );
  if (c.env.D1_COUNT_ROUND_TRIPS === "1") {
    c.res.headers.set("X-D1-Round-Trips", String(timing.trips));
    c.res.headers.set("X-D1-Statements", String(timing.statements));
    c.res.headers.set("X-D1-Longest-Statement", String(timing.longestStatement));
  }
  for (const work of later) c.executionCtx.waitUntil(work());
});
