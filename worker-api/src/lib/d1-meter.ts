import type { D1Timing } from "../contract/d1-session";
import { sendRetrying } from "./d1-retry";

/** What drizzle's d1 driver calls on its client (drizzle-orm 0.45, d1/session.js): a D1 session has both. */
export type D1Queryable = Pick<D1DatabaseSession, "prepare" | "batch">;

/**
 * A simulated distance to D1 for `npm run bench:edge`: each round trip that must reach the primary
 * (a write, or a batch with one) waits `primaryMs`, any other `replicaMs` (a replica near the user).
 */
export type SimulatedLatency = { primaryMs: number; replicaMs: number };

/** `primary:150,replica:10`; null for anything else. */
export function parseSimulatedLatency(value: string | undefined): SimulatedLatency | null {
  const match = value ? /^primary:(\d{1,4}),replica:(\d{1,4})$/.exec(value.trim()) : null;
  return match ? { primaryMs: Number(match[1]), replicaMs: Number(match[2]) } : null;
}

/** Only reads start with SELECT or WITH and change nothing (bound parameters carry the values). */
export const isWrite = (sql: string) =>
  !/^\s*(select|with)\b/i.test(sql) || /\b(insert|update|delete|replace)\s/i.test(sql);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request's use of D1, across every database it reaches (the directory and the shards): its
 * `Server-Timing` share, the statements it ran (each one in a batch too) and the length of the
 * longest statement it prepared (SQL text; values are bound, never in it).
 *
 * `trips` and `ms` are wall time: round trips sent while another is still out (the directory's
 * check and a shard's read, sent together) count once, and their time once.
 */
export type D1Meter = D1Timing & { statements: number; longestStatement: number; inFlight?: number; since?: number };

/** A meter with nothing counted yet. */
export const newD1Meter = (): D1Meter => ({ ms: 0, trips: 0, statements: 0, longestStatement: 0 });

/**
 * Counts a request's D1 round trips (each query, each batch) and statements, and adds up the time
 * spent waiting on them, for `Server-Timing`; with `latency`, waits that long first. A round trip
 * that meets a locked database is sent again (`sendRetrying`) and counted once. One Proxy per
 * statement and two clock reads per round trip. Databases of one request share one meter.
 */
export function meteredD1(d1: D1Queryable, timing: D1Meter, latency: SimulatedLatency | null): D1Queryable {
  const real = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

  const roundTrip = async <T>(write: boolean, statements: number, send: () => Promise<T>) => {
    timing.statements += statements;
    if (!timing.inFlight) {
      timing.trips += 1;
      timing.since = performance.now();
    }
    timing.inFlight = (timing.inFlight ?? 0) + 1;
    try {
      if (latency) await sleep(write ? latency.primaryMs : latency.replicaMs);
      return await sendRetrying(write, send);
    } finally {
      timing.inFlight -= 1;
      if (!timing.inFlight) timing.ms += performance.now() - timing.since!;
    }
  };

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (property === "all" || property === "run" || property === "first" || property === "raw") {
          const method = target[property] as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => roundTrip(isWrite(sql), 1, () => method.apply(target, args));
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    real.set(proxy, { statement, sql });
    return proxy;
  };

  return {
    prepare: (query: string) => {
      timing.longestStatement = Math.max(timing.longestStatement, query.length);
      return wrap(d1.prepare(query), query);
    },
    batch: <T>(statements: D1PreparedStatement[]) => {
      const unwrapped = statements.map((statement) => real.get(statement) ?? { statement, sql: "" });
      return roundTrip(
        unwrapped.some(({ sql }) => isWrite(sql)),
        statements.length,
        () => d1.batch<T>(unwrapped.map(({ statement }) => statement)),
      );
    },
  };
}
