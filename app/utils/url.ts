/** `path?query` of a URL with some parameters set (a string) or removed (null). */
export function withParams(
  url: URL | string,
  changes: Record<string, string | number | null | undefined>,
  path?: string,
) {
  const current = typeof url === "string" ? new URL(url, "http://x") : url;
  return pathWith(path ?? current.pathname, current.searchParams, changes);
}

/** `path` with `params` and `changes` made to them (null, undefined or "" removes one). */
function pathWith(path: string, params: URLSearchParams, changes: Record<string, string | number | null | undefined>) {
  const changed = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") changed.delete(key);
    else changed.set(key, String(value));
  }
  const query = changed.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** The parameters that open dialogs on the meals screen; closing or finishing a dialog drops them. */
export const DIALOG_PARAMS = {
  action: null,
  id: null,
  q: null,
  rp: null,
  recipe: null,
  type: null,
  new_type: null,
} as const;

/**
 * The links of a screen whose dialogs open by search parameters: the screen as it is (`here`),
 * `to(changes)` with some parameters set or removed, and `closed`, the screen without the
 * parameters `dialogParams` names (closing or finishing a dialog goes there).
 */
export function dialogLinks(path: string, searchParams: URLSearchParams, dialogParams: Record<string, null> = {}) {
  const here = `${path}?${searchParams}`;
  // Built from the parameters as they are, not by parsing `here` again: a list calls it on every row.
  const to = (changes: Record<string, string | number | null>) => pathWith(path, searchParams, changes);
  return { here, to, closed: to(dialogParams) };
}
