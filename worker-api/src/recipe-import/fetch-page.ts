import { BadInput } from "../lib/domain-errors";
import { ApiError } from "../lib/errors";
import { readBodyWithin } from "../shared/request-body";
import { isPublicHost } from "../shared/public-host";

/** The largest page the importer reads, fetched or pasted. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const PAGE_TOO_LARGE = "The page is larger than 5 MB";

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_MEDIA_TYPES = new Set(["text/html", "application/xhtml+xml"]);

const ENTER_A_LINK = "Enter a link starting with http:// or https://";
const NO_CREDENTIALS = "Enter the link without a user name or password";
const NOT_PUBLIC = "That address is not a public web site";
const NOT_A_WEB_PAGE = "That link is not a web page";
const NO_SUCH_PAGE = "The site has no page at that link";
const REFUSED = "The site refused to send the page: paste it instead";
const TOO_SLOW = "The site took too long to answer: paste the page instead";
const TOO_MANY_REDIRECTS = "The link redirects too many times: paste the page instead";

/** Sent like a browser's, so sites answer with the page people see; the User-Agent says who asks. */
const REQUEST_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "User-Agent": "Mozilla/5.0 (compatible; Larder recipe importer; +https://larder.app)",
};

type FetchPageOptions = {
  /** Hosts on this machine and private networks too: local development and tests only. */
  allowPrivateHosts: boolean;
  /** For the whole fetch, redirects and body included. */
  timeoutMs?: number;
};

type FetchedPage = { html: string; url: string };

/** What a fetch accepts besides the page rules: its Accept header, media types, and the largest body. */
type FetchedKind = {
  accept: string;
  /** Media types refused up front from Content-Type (absent means any). */
  mediaTypes?: ReadonlySet<string>;
  maxBytes: number;
  /** The 413's message when the body is larger. */
  tooLarge: string;
};

/** A link the importer may fetch or take as a pasted page's address: http or https, without credentials. */
export function parsePageAddress(address: string): URL {
  const url = URL.parse(address.trim());
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new BadInput(ENTER_A_LINK, { url: ENTER_A_LINK });
  }
  if (url.username || url.password) throw new BadInput(NO_CREDENTIALS, { url: NO_CREDENTIALS });
  return url;
}

/**
 * Fetches a page's HTML, following redirects by hand so that each address is checked before it
 * is asked; `url` is where the page was found. Every way it can fail is a BadInput (422), or a
 * 413 for a page over 5 MB.
 */
export async function fetchPage(address: URL, options: FetchPageOptions): Promise<FetchedPage> {
  const { bytes, url, contentType } = await fetchFromWeb(address, options, {
    accept: REQUEST_HEADERS.Accept,
    mediaTypes: HTML_MEDIA_TYPES,
    maxBytes: MAX_PAGE_BYTES,
    tooLarge: PAGE_TOO_LARGE,
  });
  return { html: decodePage(bytes, contentType), url: url.href };
}

/**
 * A body from the web under the page fetcher's rules (public hosts, checked redirects, the time
 * limit, a size read as it streams in); the page fetcher and the photo copier share them.
 */
export async function fetchFromWeb(
  address: URL,
  options: FetchPageOptions,
  kind: FetchedKind,
): Promise<{ bytes: Uint8Array; url: URL; contentType: string | null }> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // A failed connection or read is the site's doing, unless the clock ran out.
  const overNetwork = <T>(step: Promise<T>) =>
    step.catch(() => {
      throw new BadInput(signal.aborted ? TOO_SLOW : REFUSED);
    });

  let url = address;
  let response: Response;
  for (let redirects = 0; ; redirects++) {
    if (!options.allowPrivateHosts && !isPublicHost(url.hostname)) throw new BadInput(NOT_PUBLIC, { url: NOT_PUBLIC });
    response = await overNetwork(
      fetch(url, { headers: { ...REQUEST_HEADERS, Accept: kind.accept }, redirect: "manual", signal }),
    );
    if (!REDIRECT_STATUSES.has(response.status)) break;
    await response.body?.cancel();
    if (redirects === MAX_REDIRECTS) throw new BadInput(TOO_MANY_REDIRECTS);
    url = redirectTarget(response, url);
  }

  if (response.status === 404 || response.status === 410) throw new BadInput(NO_SUCH_PAGE);
  if (!response.ok) throw new BadInput(REFUSED);
  const contentType = response.headers.get("Content-Type");
  const mediaType = contentType?.split(";")[0]!.trim().toLowerCase();
  if (mediaType && kind.mediaTypes && !kind.mediaTypes.has(mediaType)) {
    await response.body?.cancel();
    throw new BadInput(NOT_A_WEB_PAGE);
  }
  const bytes = await readAtMost(response, kind, overNetwork);
  return { bytes, url, contentType };
}

function redirectTarget(response: Response, from: URL) {
  const location = response.headers.get("Location");
  const target = location === null ? null : URL.parse(location, from);
  if (!target) throw new BadInput(REFUSED);
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new BadInput(NOT_A_WEB_PAGE);
  if (target.username || target.password) throw new BadInput(REFUSED);
  return target;
}

/** The body, read as it streams in and abandoned as soon as it passes `limit`, whatever Content-Length said. */
async function readAtMost(
  response: Response,
  { maxBytes: limit, tooLarge }: FetchedKind,
  overNetwork: <T>(step: Promise<T>) => Promise<T>,
): Promise<Uint8Array> {
  if (Number(response.headers.get("Content-Length")) > limit) {
    await response.body?.cancel();
    throw new ApiError(413, tooLarge);
  }
  if (!response.body) return new Uint8Array();
  const bytes = await overNetwork(readBodyWithin(response.body, limit, { pastLimit: "cancel" }));
  if (!bytes) throw new ApiError(413, tooLarge);
  return bytes;
}

/**
 * Decodes a page as a browser would: a byte-order mark first, then the charset of Content-Type,
 * then a `<meta>` charset in the first 4 KB, else UTF-8. An encoding the runtime does not know
 * reads as UTF-8.
 */
function decodePage(bytes: Uint8Array, contentType: string | null): string {
  const charset = byteOrderMarkCharset(bytes) ?? charsetParameter(contentType) ?? metaCharset(bytes) ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}

function byteOrderMarkCharset(bytes: Uint8Array) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

const charsetParameter = (contentType: string | null) =>
  contentType?.match(/;\s*charset\s*=\s*["']?([^"';\s]+)/i)?.[1] ?? null;

/** `<meta charset="…">` or `<meta http-equiv="Content-Type" content="text/html; charset=…">`. */
function metaCharset(bytes: Uint8Array) {
  // Charset names are ASCII, so the bytes can be read one character each before the encoding is known.
  const head = String.fromCharCode(...bytes.subarray(0, 4096));
  return head.match(/<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1] ?? null;
}
