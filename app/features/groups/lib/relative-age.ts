const DAY_MS = 86_400_000;

/**
 * How the groups screens say when something was made: today, yesterday, 'N days ago' (<7),
 * 'N weeks ago' (<30), 'N months ago' (<365), then a date.
 */
export function relativeAge(iso: string, now = Date.now()) {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return `${Math.floor(days / 7)} week${days < 14 ? "" : "s"} ago`;
  if (days < 365) return `${Math.floor(days / 30)} month${days < 60 ? "" : "s"} ago`;
  return longDate(iso);
}

/** 'November 21, 2026' (en-US), the long date of the groups screens. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** '11/21/2026' (en-US short). */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { timeZone: "UTC" });
