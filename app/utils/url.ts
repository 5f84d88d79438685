/** `path?query` of a URL with some parameters set (a string) or removed (null). */
export function withParams(url: URL | string, changes: Record<string, string | number | null | undefined>, path?: string) {
  return linksFrom(url, path)(changes);
}

/**
 * `withParams` for the links of one page: the URL is parsed once, not once per link (a list of
 * 50 rows builds two links a row).
 */
export function linksFrom(url: URL | string, path?: string) {
  const current = typeof url === "string" ? new URL(url, "http://x") : url;
  const pathname = path ?? current.pathname;
  const search = current.search;
  return (changes: Record<string, string | number | null | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "") params.delete(key);
      else params.set(key, String(value));
    }
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
}

/** The parameters that open dialogs on the meals screen; closing or finishing a dialog drops them. */
export const DIALOG_PARAMS = { action: null, id: null, q: null, rp: null, recipe: null, type: null, new_type: null } as const;
