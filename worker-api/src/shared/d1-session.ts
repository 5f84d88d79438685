import type { D1Timing } from "../contract/d1-session";

/**
 * D1 sessions as both workers handle them (docs/decisions/0021): the shape of a bookmark, which of
 * two is newer, and the `d1` entry of `Server-Timing` written and read. Shared with the web worker
 * as `@larder/shared/d1-session`.
 */

/**
 * D1's bookmarks are three 8-digit hex counters and a 32-digit hex hash
 * (`00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`). Anything else is ignored: the
 * runtime would take any string and keep it as the session's position.
 */
const ONE_BOOKMARK = "[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}";

/** The most databases one value keeps a position in: the directory and the shards a person plans on. */
const MOST_POSITIONS = 16;

/**
 * What a client sends back is a position in each database the API reached for it: the
 * directory's bookmark bare, then `s<n>=<bookmark>` for shard n, `;` between them
 * (`<directory>;s1=<shard 1>`). A value with only the directory's is a plain bookmark.
 */
const BOOKMARKS_SHAPE = new RegExp(
  `^(?:${ONE_BOOKMARK}|s\\d{1,4}=${ONE_BOOKMARK})(?:;s\\d{1,4}=${ONE_BOOKMARK}){0,${MOST_POSITIONS - 1}}$`,
);

export const isBookmark = (value: unknown): value is string =>
  typeof value === "string" && value.length < 100 * MOST_POSITIONS && BOOKMARKS_SHAPE.test(value);

/** Each database's bookmark in a value shaped as `isBookmark` wants: "" for the directory, `s<n>` for a shard. */
export function bookmarksOf(value: unknown): Map<string, string> {
  const positions = new Map<string, string>();
  if (!isBookmark(value)) return positions;
  for (const part of value.split(";")) {
    const equals = part.indexOf("=");
    positions.set(equals < 0 ? "" : part.slice(0, equals), part.slice(equals + 1));
  }
  return positions;
}

/** One value from each database's bookmark: the directory's first, then the shards in order. */
export function formatBookmarks(positions: ReadonlyMap<string, string>): string | null {
  const keys = [...positions.keys()].sort((a, b) =>
    a === "" ? -1 : b === "" ? 1 : Number(a.slice(1)) - Number(b.slice(1)),
  );
  const parts = keys
    .slice(0, MOST_POSITIONS)
    .map((key) => (key === "" ? positions.get(key)! : `${key}=${positions.get(key)}`));
  return parts.length ? parts.join(";") : null;
}

/**
 * The later of two values in each database they name, or null when neither is one; a value that
 * is not one never wins. Fixed-width hex parts order as strings do.
 */
export function newerBookmark(a: unknown, b: unknown): string | null {
  const merged = bookmarksOf(a);
  for (const [key, bookmark] of bookmarksOf(b)) {
    const kept = merged.get(key);
    if (kept === undefined || bookmark > kept) merged.set(key, bookmark);
  }
  return formatBookmarks(merged);
}

/** `d1;dur=12.3;desc="2 round trips"`: one `Server-Timing` entry (W3C Server Timing). */
export const formatD1Timing = ({ ms, trips }: D1Timing) =>
  `d1;dur=${ms.toFixed(1)};desc="${trips} round trip${trips === 1 ? "" : "s"}"`;

const D1_ENTRY = /(?:^|,)\s*d1;dur=(\d+(?:\.\d+)?);desc="(\d+) round trips?"/;

/** The `d1` entry of a `Server-Timing` header written by `formatD1Timing`; zero when there is none. */
export function parseD1Timing(header: string | null): D1Timing {
  const match = header ? D1_ENTRY.exec(header) : null;
  return match ? { ms: Number(match[1]), trips: Number(match[2]) } : { ms: 0, trips: 0 };
}
