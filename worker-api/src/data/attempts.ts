import { sql } from "drizzle-orm";
import { runBatch, schema, type Database } from "../db";
import { TooManyAttempts } from "../lib/domain-errors";

export type RateLimit = { key: string; limit: number; windowMs: number };

const windowStartOf = (windowMs: number, now: number) => now - (now % windowMs);

/** One more attempt under `key` in its window, answering the new count: one atomic upsert. */
const countAttemptStatement = (db: Database, key: string, windowMs: number, now: number) =>
  db
    .insert(schema.authAttempts)
    .values({ key, windowStart: windowStartOf(windowMs, now), count: 1 })
    .onConflictDoUpdate({
      target: [schema.authAttempts.key, schema.authAttempts.windowStart],
      set: { count: sql`${schema.authAttempts.count} + 1` },
    })
    .returning({ count: schema.authAttempts.count });

/** Counts one attempt under `key` and answers how many there have been in its window. */
export async function countAttempt(db: Database, key: string, windowMs: number) {
  const [row] = await countAttemptStatement(db, key, windowMs, Date.now());
  return row?.count ?? 1;
}

/**
 * Counts one attempt against each limit and refuses with 429 once any is past its limit.
 * The increment and the read are one atomic upsert, so parallel attempts cannot slip
 * under the limit together.
 */
export async function consumeAttempt(db: Database, limits: RateLimit[], message: string) {
  const now = Date.now();
  const results = await runBatch(
    db,
    limits.map(({ key, windowMs }) => countAttemptStatement(db, key, windowMs, now)),
  );
  let retryAfterMs = 0;
  results.forEach((rows, i) => {
    const { limit, windowMs } = limits[i]!;
    if ((rows[0]?.count ?? 0) > limit) {
      retryAfterMs = Math.max(retryAfterMs, windowStartOf(windowMs, now) + windowMs - now);
    }
  });
  if (retryAfterMs > 0) {
    const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new TooManyAttempts(
      `${message} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      retryAfterSeconds,
    );
  }
}

/** Forgets failures after the account proved itself (a successful sign-in or code). */
export async function clearAttempts(db: Database, ...limits: RateLimit[]) {
  await runBatch(
    db,
    limits.map(({ key }) => db.delete(schema.authAttempts).where(sql`${schema.authAttempts.key} = ${key}`)),
  );
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** Where a guess is made: each has its own budgets, so failures in one never lock the others. */
type GuessBucket = "login" | "totp:sign-in" | "totp:reset" | "totp:settings";

/**
 * The budgets of one account in one bucket (docs/decisions/0005): tight for the account from one
 * address (10 passwords or 5 codes in 15 minutes), loose for the account from anywhere (100
 * failures in a row, NIST SP 800-63B §5.2.2; a success clears both). Someone who knows an e-mail
 * and rotates addresses can spend the loose budget, never the owner's own tight one first.
 */
export function accountLimits(bucket: GuessBucket, account: string | number, address: string): [RateLimit, RateLimit] {
  return [
    {
      key: `${bucket}:account-address:${account}:${address}`,
      limit: bucket === "login" ? 10 : 5,
      windowMs: FIFTEEN_MINUTES,
    },
    { key: `${bucket}:account:${account}`, limit: 100, windowMs: ONE_DAY },
  ];
}

/** The client address Cloudflare saw (the web worker forwards its visitor's). */
export const clientAddress = (headers: { header(name: string): string | undefined }) =>
  headers.header("CF-Connecting-IP") ?? "unknown";
