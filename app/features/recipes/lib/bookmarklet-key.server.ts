/**
 * The key baked into a person's bookmarklet (app/features/recipes/components/bookmarklet.tsx): an HMAC-SHA-256 of
 * their user id under the session secret, labelled so it can stand for nothing else, cut to 128
 * bits. It is the same on every visit, so a bookmarklet dragged once keeps working; only Larder's
 * own pages show it, and a new session secret makes every old bookmarklet ask to be dragged again.
 */
export async function bookmarkletKey(secretHex: string, userId: number) {
  const raw = new Uint8Array(secretHex.match(/../g)!.map((byte) => parseInt(byte, 16)));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`larder-bookmarklet:${userId}`));
  return [...new Uint8Array(mac, 0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
