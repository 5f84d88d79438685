/**
 * Bodies read up to a byte limit: a request's, which both workers refuse without it costing them
 * anything, and a page the API fetches from the web. Shared with the web worker as
 * `@larder/shared/request-body`.
 */

/** Past the limit, a drained body is still read (and dropped at once) for at most this much more… */
const DRAIN_BYTES = 16 * 1024 * 1024;
/** …and at most this long. */
const DRAIN_MS = 5000;

/**
 * Whether the body declares a length over `maxSize`: such a request is refused before anything
 * reads it (the runtime skips the declared bytes by itself).
 */
export const declaresTooLong = (request: Request, maxSize: number) =>
  !request.headers.has("Transfer-Encoding") && Number(request.headers.get("Content-Length") ?? 0) > maxSize;

/**
 * What becomes of the rest of a body past the limit. `drain` (a request's body): it is read and
 * dropped, never kept, up to `DRAIN_BYTES` or `DRAIN_MS`, whichever comes first, and only then
 * cancelled. Left unread, a request's body held the connection: under `wrangler dev` the next
 * request on it hung, or the refusal itself came back as 503 "Your worker restarted
 * mid-request". A body larger still is cut off there. `cancel` (a page fetched from the web): the
 * stream is cancelled at once, so the site stops sending.
 */
type PastLimit = "drain" | "cancel";

/**
 * Reads a body as it streams in, whatever length it declared, up to `maxSize` bytes, or answers
 * null when it is larger, its rest drained (the default) or cancelled (`pastLimit`). A failed
 * read rejects.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
  maxSize: number,
  { pastLimit = "drain" }: { pastLimit?: PastLimit } = {},
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await (pastLimit === "drain" ? drain(reader) : reader.cancel());
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DRAIN_MS)));
  try {
    for (let drained = 0; drained <= DRAIN_BYTES;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next?.done) return;
      if (!next) break;
      drained += next.value.byteLength;
    }
    // A failed cancel has nothing left to stop; the refusal does not wait for it.
    reader.cancel().catch(() => {});
  } catch {
    // The sender went away: nothing is left to read.
  } finally {
    clearTimeout(timer);
  }
}
