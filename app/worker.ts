import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The classic compiler's virtual module: the app's routes, compiled.
import * as build from "@remix-run/dev/server-build";
import { formatD1Timing } from "@larder/shared/d1-session";
import { declaresTooLong, readBodyWithin } from "@larder/shared/request-body";
import { emptyReports, sessionApi } from "./api-binding.server";
import { serverI18n } from "./i18n/instance.server";
import { localeOf } from "./i18n/locale.server";
import { ApiUnreachableError, refreshGroups, refreshSessionIfExpiring } from "./api.server";
import { assertSessionSecret, isDevelopment, wantsPseudoLocale, type WebEnv } from "./env.server";
import { connectLiveList, isLiveListUpgrade } from "./live/live-socket.server";
import { Session } from "./session.server";
import { timeZoneOffsetOf } from "./time-zone.server";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/** Form posts are small; anything larger is refused before Remix reads it. (Not exported: a worker module exports only handlers.) */
const MAX_FORM_BYTES = 256 * 1024;
/** A pasted recipe page may be up to 5 MB (the API's own limit for imports), sent as multipart. */
const MAX_IMPORT_FORM_BYTES = 6 * 1024 * 1024;
/** A recipe photo may be up to 5 MB (the API's limit), sent as multipart. */
const MAX_PHOTO_FORM_BYTES = 6 * 1024 * 1024;
/** A group's export file may be up to 32 MB (the API's limit for group imports), sent as multipart. */
const MAX_ARCHIVE_FORM_BYTES = 33 * 1024 * 1024;
/** The route's largest body, and the message (a key of the api area) that refuses a larger one. */
function bodyLimitOf(request: Request) {
  const path = new URL(request.url).pathname;
  if (path === "/recipes/import") return { bytes: MAX_IMPORT_FORM_BYTES, message: "messages.PAGE_TOO_LARGE" } as const;
  if (/^\/groups\/[^/]+\/import$/.test(path))
    return { bytes: MAX_ARCHIVE_FORM_BYTES, message: "messages.ARCHIVE_TOO_LARGE" } as const;
  if (/^\/recipes\/[^/]+\/photo$/.test(path))
    return { bytes: MAX_PHOTO_FORM_BYTES, message: "messages.PHOTO_TOO_LARGE" } as const;
  return { bytes: MAX_FORM_BYTES, message: "PAYLOAD_TOO_LARGE" } as const;
}

/**
 * The request, when its body is within the route's limit (a body sent in chunks, without a length,
 * is read here to know); null when it is larger, having kept none of it.
 */
async function withinBodyLimit(request: Request) {
  // A page load has neither: nothing to weigh, and no route's limit to look up.
  if (!request.body && !request.headers.has("Content-Length")) return request;
  const limit = bodyLimitOf(request).bytes;
  if (declaresTooLong(request, limit)) return null;
  if (!request.body || (request.headers.has("Content-Length") && !request.headers.has("Transfer-Encoding")))
    return request;
  const body = await readBodyWithin(request.body, limit);
  return body && new Request(request, { body });
}

/** The refusal of a body over the route's limit, in the visitor's language: what it was that was too large. */
async function tooLarge(request: Request, env: WebEnv) {
  const locale = await localeOf(request, await Session.fromRequest(request, env));
  const text = serverI18n(locale).t(`api:${bodyLimitOf(request).message}`);
  return new Response(text, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": locale },
  });
}

/**
 * Scripts run only from our own origin or with this response's nonce (Remix's inline scripts);
 * nothing may frame the app. Inline style attributes (React's `style`) stay allowed.
 */
const contentSecurityPolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // Recipe photos are links to the sites they were imported from (https only).
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

/** A state-changing request whose Origin is another site is refused (CSRF). */
function isCrossSitePost(request: Request) {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/** Recipe photos are the API's R2 objects, served from this origin so pages show them with <img>. */
const isPhotoRequest = (request: Request) =>
  (request.method === "GET" || request.method === "HEAD") && new URL(request.url).pathname.startsWith("/photos/");

/** Asks the API for the photo (no cookie: photos need no session); its answer comes back unchanged. */
function servePhoto(request: Request, env: WebEnv) {
  const headers = new Headers();
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) headers.set("If-None-Match", ifNoneMatch);
  const { pathname } = new URL(request.url);
  return env.API.fetch(new Request(`https://larder-api/v1${pathname}`, { method: request.method, headers }));
}

/**
 * The API's health check, answered through this worker and its binding: what `npm run deploy`
 * checks last, so that one answer says both workers run and reach the directory.
 */
const isHealthCheck = (request: Request) =>
  (request.method === "GET" || request.method === "HEAD") && new URL(request.url).pathname === "/v1/health";

/** A whole page (not a loader's data for a page already open): the bar is rendered with it. */
const isDocument = (request: Request, response: Response) =>
  response.status === 200 &&
  !new URL(request.url).searchParams.has("_data") &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html");

/** A loader's data for a page opened in the browser (a navigation with JavaScript). */
const isLoaderData = (request: Request) => new URL(request.url).searchParams.has("_data");

/**
 * Remix's answer for a data request that redirects, pointed at the page asked for with every
 * loader run again: the bar's loader too, which the browser would otherwise keep from before.
 */
function revalidateEveryLoader(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": `${url.pathname}${url.search}`,
      "X-Remix-Status": "302",
      "X-Remix-Revalidate": "yes",
      "X-Remix-Replace": "true",
    },
  });
}

export default {
  async fetch(request: Request, env: WebEnv, ctx: ExecutionContext): Promise<Response> {
    assertSessionSecret(env);
    if (isCrossSitePost(request)) {
      return new Response("Cross-site form submissions are not accepted.", { status: 403 });
    }
    const limited = await withinBodyLimit(request);
    if (!limited) return tooLarge(request, env);
    request = limited;
    if (isPhotoRequest(request)) return servePhoto(request, env);
    if (isHealthCheck(request))
      return env.API.fetch(new Request("https://larder-api/v1/health", { method: request.method }));
    const started = performance.now();
    const cspNonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    const session = await Session.fromRequest(request, env);
    const reports = emptyReports();
    const pageEnv = { ...env, API: sessionApi(env.API, session, reports) };
    if (isLiveListUpgrade(request)) return connectLiveList(request, pageEnv, session);
    const signedOut = await refreshSessionIfExpiring(session, pageEnv, request);

    // Read after a sign-out, so it is the language the sign-in page will be shown in.
    const locale = await localeOf(request, session);
    const loadContext = {
      env: pageEnv,
      ctx,
      session,
      timeZoneOffset: timeZoneOffsetOf(request),
      cspNonce,
      locale,
      i18n: serverI18n(locale, { pseudo: wantsPseudoLocale(env, request) }),
    };
    // What the sign-in page says once, under its form.
    if (signedOut) session.update({ auth_error: loadContext.i18n.t(`api:web.${signedOut}`) });
    const toasts = session.data.toasts;
    let response = await handleRemixRequest(request, loadContext);
    // The page's API answers said the person joined or left a group since the bar's list was read:
    // the list is read again, and a whole page is rendered again with it (its toasts with it).
    if (session.groupsNews !== undefined && session.user && request.method === "GET") {
      // Unread, the list stays as it was for this page: the next page's answers say so again.
      const read = await refreshGroups(request, loadContext).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiUnreachableError) return false;
          throw error;
        },
      );
      if (read && isDocument(request, response)) {
        session.update({ toasts });
        response = await handleRemixRequest(request, loadContext);
      } else if (read && isLoaderData(request)) response = revalidateEveryLoader(request);
    }

    // Responses from Remix may be immutable (redirects); copy before adding headers.
    const headers = new Headers(response.headers);
    // A page's language follows Accept-Language for people who have not chosen one.
    if ((headers.get("Content-Type") ?? "").startsWith("text/html")) headers.append("Vary", "Accept-Language, Cookie");
    if (env.D1_COUNT_ROUND_TRIPS === "1") headers.set("X-D1-Round-Trips", String(reports.d1.trips));
    if (env.REPORT_GRAPHQL_EXECUTOR === "1") headers.set("X-GraphQL-Executors", reports.executors.join(", "));
    if (session.dirty) headers.append("Set-Cookie", await session.commit());
    const total = performance.now() - started;
    // `render` is the page's own time: everything but waiting on the API. (Deployed, the Workers
    // clock moves only on I/O, so there it reads close to 0.)
    headers.append(
      "Server-Timing",
      `${formatD1Timing(reports.d1)}, api;dur=${reports.apiMs.toFixed(1)}, render;dur=${(total - reports.apiMs).toFixed(1)}, total;dur=${total.toFixed(1)}`,
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    if ((headers.get("Content-Type") ?? "").startsWith("text/html"))
      headers.set("Content-Security-Policy", contentSecurityPolicy(cspNonce));
    if (!isDevelopment(env)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
} satisfies ExportedHandler<WebEnv>;
