import { Hono } from "hono";
import { getShoppingList } from "../data/shopping-lists";
import type { AppEnv } from "../env";
import { listRoom } from "../live/list-notifier";
import { ownerUrl } from "../live/socket-owner";
import { ApiError } from "../lib/errors";
import { pathParams, queryParams } from "../lib/validation";
import { requireActiveGroup } from "../middleware/auth";
import { liveListParams, liveListQuery } from "../contract/shopping";

/**
 * Live shopping lists (docs/decisions/0018): a page's WebSocket, passed on by the web worker with
 * the session's token and the active group, joins its list's object once the session, the
 * membership and the list are checked. The object keeps who opened the socket, in which session,
 * so the socket closes when that access ends (live/live-access.ts). Changes never travel up the
 * socket; they go through GraphQL.
 */
export const shoppingListRoutes = new Hono<AppEnv>().get(
  "/:id/live",
  requireActiveGroup,
  pathParams(liveListParams),
  queryParams(liveListQuery),
  async (c) => {
    const { id } = c.req.valid("param");
    await getShoppingList(c.get("scope"), id);
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw new ApiError(426, "Connect with a WebSocket (Upgrade: websocket).", { headers: { Upgrade: "websocket" } });
    }
    const { client } = c.req.valid("query");
    const { userId, groupId } = c.get("scope");
    const url = ownerUrl({ userId, groupId, familyId: c.get("familyId"), client: client ?? null });
    const joined = await listRoom(c.env.SHOPPING_LIST_ROOMS, id).fetch(url, { headers: { Upgrade: "websocket" } });
    // The object says which cap refused the socket (the list's, or the person's closes unanswered).
    if (joined.status === 429) throw new ApiError(429, await joined.text(), { headers: { "Retry-After": "30" } });
    // A response of our own: the object's has immutable headers, and the middleware adds some.
    return new Response(null, { status: joined.status, webSocket: joined.webSocket });
  },
);
