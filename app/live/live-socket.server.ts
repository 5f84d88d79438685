import type { WebEnv } from "~/env.server";
import type { Session } from "~/session.server";
import { CLIENT_ID_PATTERN } from "./page-client";

const LIVE_PATH = /^\/shopping-lists\/([1-9]\d{0,14})\/live$/;

/** Whether a request is a page's WebSocket upgrade for a list's live changes. */
export function isLiveListUpgrade(request: Request) {
  return request.headers.get("Upgrade")?.toLowerCase() === "websocket" && LIVE_PATH.test(new URL(request.url).pathname);
}

/**
 * Passes a page's WebSocket upgrade to the API worker over the service binding (`fetch`: a socket
 * cannot cross JS RPC), with the session's access token and active group; the API checks both and
 * hands the socket to the list's Durable Object. The token is used as it is, never refreshed here:
 * a refresh rotates the refresh token, and a 101 answer is no place to write the new cookie. An
 * expired token is refused; the page then reloads its data (which refreshes the session) and
 * connects again.
 */
export function connectLiveList(request: Request, env: WebEnv, session: Session) {
  const url = new URL(request.url);
  const listId = LIVE_PATH.exec(url.pathname)![1];
  // Another site's page must not listen in with the visitor's cookie (cross-site WebSocket hijacking).
  const origin = request.headers.get("Origin");
  if (origin !== null && origin !== url.origin)
    return new Response("Cross-site connections are not accepted.", { status: 403 });
  const token = session.data.access_token;
  if (!token) return new Response("Authentication required", { status: 401 });
  const headers = new Headers({ Upgrade: "websocket", Authorization: `Bearer ${token}` });
  if (session.data.active_group_id) headers.set("X-Larder-Group", String(session.data.active_group_id));
  // The page's own id: the API skips this page's sockets for the changes it sends itself.
  const client = url.searchParams.get("client");
  const query = client && CLIENT_ID_PATTERN.test(client) ? `?client=${client}` : "";
  return env.API.fetch(new Request(`https://larder-api/v1/shopping-lists/${listId}/live${query}`, { headers }));
}
