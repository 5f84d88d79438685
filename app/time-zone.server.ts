/**
 * The visitor's UTC offset, in minutes east of UTC, for rendering times on the server.
 *
 * The page's script stores the browser's own offset in the `larder_tz` cookie. Before it has run
 * (the first page of a visit) or when it never runs (JavaScript off), Cloudflare's guess from the
 * visitor's address (`request.cf.timezone`, an IANA name) gives the zone's offset at this moment.
 * Without either, times render in UTC.
 */
export function timeZoneOffsetOf(request: Request, now = Date.now()): number {
  const match = /(?:^|;\s*)larder_tz=(-?\d{1,4})(?:;|$)/.exec(request.headers.get("Cookie") ?? "");
  if (match) {
    const offset = Number(match[1]);
    return Math.abs(offset) <= 14 * 60 ? offset : 0;
  }
  const timeZone = (request as Request & { cf?: { timezone?: unknown } }).cf?.timezone;
  return typeof timeZone === "string" ? (offsetOfZone(timeZone, now) ?? 0) : 0;
}

/**
 * Each zone's offset-naming format, made once per zone the worker meets (a few hundred at most):
 * making an `Intl.DateTimeFormat` on every page without the cookie cost it more than the rest of
 * this file. A name Intl does not know is kept as null. `KEEP_ZONE_FORMATS = false` makes one per call.
 */
const KEEP_ZONE_FORMATS = true;
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = KEEP_ZONE_FORMATS ? zoneFormats.get(timeZone) : undefined;
  if (format !== undefined) return format;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  } catch {
    format = null;
  }
  if (KEEP_ZONE_FORMATS) zoneFormats.set(timeZone, format);
  return format;
}

/** The offset of an IANA time zone at `now` ("GMT+05:30" → 330); null for a name Intl does not know. */
function offsetOfZone(timeZone: string, now: number): number | null {
  const name = zoneFormat(timeZone)
    ?.formatToParts(now)
    .find((part) => part.type === "timeZoneName")?.value;
  if (name === undefined) return null;
  if (name === "GMT") return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
