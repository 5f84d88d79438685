/**
 * iCalendar text (RFC 5545) for a published calendar: CRLF line ends, lines folded at 75 octets,
 * text values escaped, instants in UTC (so no VTIMEZONE is needed: every calendar shows them in
 * its own zone).
 */

const encoder = new TextEncoder();

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters
 * (which the standard forbids, and rows written before they were refused may hold) left out. A
 * tab is kept: the standard allows it.
 */
const icsText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[^\P{Cc}\t]/gu, "");

/** A DATE-TIME in UTC: 20261127T120000Z. */
const icsInstant = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 character. */
function foldLine(line: string) {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, leaving 74.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export type IcsEvent = {
  uid: string;
  stamp: Date;
  created: Date;
  modified: Date;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  url: string | null;
  categories: string[];
};

/** A whole calendar of events, named `name`. */
export function icsCalendar(name: string, events: IcsEvent[]) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Larder//Meal plan//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    // How often a subscribed calendar should look again (Apple, Outlook; Google decides itself).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${icsInstant(event.stamp)}`,
      `CREATED:${icsInstant(event.created)}`,
      `LAST-MODIFIED:${icsInstant(event.modified)}`,
      `DTSTART:${icsInstant(event.start)}`,
      `DURATION:PT${Math.max(1, Math.round(event.minutes))}M`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      ...(event.categories.length ? [`CATEGORIES:${event.categories.map(icsText).join(",")}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
