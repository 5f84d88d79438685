/** `path?query` of a URL with some parameters set (a string) or removed (null). */
export function withParams(
  url: URL | string,
  changes: Record<string, string | number | null | undefined>,
  path?: string,
) {
  const current = typeof url === "string" ? new URL(url, "http://x") : url;
  const params = new URLSearchParams(current.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${path ?? current.pathname}${query ? `?${query}` : ""}`;
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
