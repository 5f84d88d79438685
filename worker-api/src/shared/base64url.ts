/**
 * Base64url (RFC 4648 §5, no padding) for session cookies and signed tokens. Read on every page
 * request (the session cookie is a few kilobytes), so the bytes are copied in a plain loop:
 * `Uint8Array.from(text, fn)` walks the string through the iterator protocol and cost a page
 * several percent of its time.
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at++) binary += String.fromCharCode(bytes[at]!);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The bytes of a base64url text; throws (as `atob` does) on a text that is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}
