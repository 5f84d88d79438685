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
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isBookmark = (value: unknown): value is string => typeof value === "string" && BOOKMARK_SHAPE.test(value);

/**
 * The later of two bookmarks, or null when neither is one; a value that is not a bookmark never
 * wins. Fixed-width hex parts order as strings do.
 */
export function newerBookmark(a: unknown, b: unknown): string | null {
  const first = isBookmark(a) ? a : null;
  const second = isBookmark(b) ? b : null;
  if (first === null || second === null) return first ?? second;
  return second > first ? second : first;
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
