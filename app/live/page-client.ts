let id: string | undefined;

/**
 * This page's own id, made once per page load: its live socket names it (`?client=`) and so do
 * the changes it sends (`X-Larder-Client`), so the API does not echo the page's own changes back
 * to it (the page has already read the list again after saving).
 */
export function pageClientId() {
  // crypto.randomUUID exists only in secure contexts (https, localhost).
  id ??=
    crypto.randomUUID?.() ??
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return id;
}

/** The header naming the page a change comes from. */
export const CLIENT_HEADER = "X-Larder-Client";
/** What the API accepts as a page's id; anything else is not passed on. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
