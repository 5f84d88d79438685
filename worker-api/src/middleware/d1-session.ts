import { createMiddleware } from "hono/factory";
import { createDb } from "../db";
import { isLocalEnvironment, type AppEnv } from "../env";
import { meteredD1, parseSimulatedLatency, type D1Meter } from "../lib/d1-meter";
import { BOOKMARK_HEADER } from "../contract/d1-session";
import { formatD1Timing, isBookmark } from "../shared/d1-session";

/**
 * Every D1 access of a request goes through one D1 session (docs/decisions/0021). It starts at
 * the bookmark the client sent, so it reads at least what that client has seen and written, from
 * a replica that has it; without one (or with anything not shaped like one) it starts anywhere.
 * The answer carries the session's newest bookmark in `x-d1-bookmark`, and `Server-Timing` says
 * what D1 cost.
 */
export const withSession = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const sent = c.req.header(BOOKMARK_HEADER);
  const session = c.env.DB.withSession(isBookmark(sent) ? sent : "first-unconstrained");
  const timing: D1Meter = { ms: 0, trips: 0, statements: 0, longestStatement: 0 };
  // The simulated distance to D1 is for the edge benchmark only, never honoured in production.
  const latency = isLocalEnvironment(c.env) ? parseSimulatedLatency(c.env.D1_SIMULATED_LATENCY) : null;
  c.set("db", createDb(meteredD1(session, timing, latency)));
  await next();

  const bookmark = session.getBookmark();
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
});
