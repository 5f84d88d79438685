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

/** The offset of an IANA time zone at `now` ("GMT+05:30" → 330); null for a name Intl does not know. */
function offsetOfZone(timeZone: string, now: number): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return null;
  }
  if (name === "GMT") return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? "");
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
