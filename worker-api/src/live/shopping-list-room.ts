import { DurableObject } from "cloudflare:workers";
import { LIVE_CLOSE } from "../contract/live";
import {
  MAX_SOCKETS_PER_LIST,
  MAX_SOCKETS_PER_PERSON,
  ownerFromUrl,
  type AccessEnd,
  type SocketOwner,
} from "./socket-owner";

const attachment = (socket: WebSocket) => socket.deserializeAttachment() as SocketOwner | null;

/**
 * One shopping list's open pages. D1 holds the list; this object only relays what changed to
 * every page showing it. Sockets are accepted with the Hibernation API and no timers run, so an
 * idle list costs nothing. Only the API worker reaches it: through `fetch` (after checking the
 * session and the membership) for a socket, through `broadcast` after a change commits, and
 * through `endAccess` when someone's access or session ends. Each socket carries who opened it,
 * in which group and session, as its attachment (it survives hibernation).
 */
export class ShoppingListRoom extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object: pages ping to keep their socket warm.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The sockets still open, with their owners, oldest first. */
  #open() {
    const open: { socket: WebSocket; owner: SocketOwner }[] = [];
    for (const socket of this.ctx.getWebSockets()) {
      const owner = attachment(socket);
      if (owner && socket.readyState === WebSocket.OPEN) open.push({ socket, owner });
    }
    return open.sort((a, b) => a.owner.openedAt - b.owner.openedAt);
  }

  override async fetch(request: Request) {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade.", { status: 426 });
    }
    const owner = ownerFromUrl(new URL(request.url), Date.now());
    if (!owner) return new Response("The socket's owner is missing.", { status: 400 });
    const open = this.#open();
    const theirs = open.filter((socket) => socket.owner.userId === owner.userId);
    if (theirs.length >= MAX_SOCKETS_PER_PERSON) {
      // The person's oldest pages make room: most likely tabs left open and forgotten.
      for (const { socket } of theirs.slice(0, theirs.length - MAX_SOCKETS_PER_PERSON + 1))
        socket.close(LIVE_CLOSE.tooManySockets, "Too many connections");
    } else if (open.length >= MAX_SOCKETS_PER_LIST) {
      return new Response("Too many pages follow this list.", { status: 429 });
    }
    const [page, socket] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(socket);
    socket.serializeAttachment(owner);
    return new Response(null, { status: 101, webSocket: page });
  }

  /**
   * Sends `message` to every open socket of the list but the sending page's own (`except`: its
   * client id, honoured only on that person's sockets); answers how many it reached.
   */
  broadcast(message: string, except?: { client: string; userId: number }) {
    let sent = 0;
    for (const { socket, owner } of this.#open()) {
      if (except && owner.client === except.client && owner.userId === except.userId) continue;
      try {
        socket.send(message);
        sent += 1;
      } catch {
        // A socket closing while we send: its close handler tidies it up.
      }
    }
    return sent;
  }

  /** Closes the sockets of a person, of a session, or all of them; answers how many it closed. */
  endAccess(end: AccessEnd) {
    let closed = 0;
    for (const { socket, owner } of this.#open()) {
      if (end.userId !== undefined && owner.userId !== end.userId) continue;
      if (end.familyId !== undefined && owner.familyId !== end.familyId) continue;
      socket.close(end.code, end.reason);
      closed += 1;
    }
    return closed;
  }

  /** Pages send nothing the list needs: changes go through the API. */
  override webSocketMessage() {}

  override webSocketClose(socket: WebSocket, code: number, reason: string) {
    // 1005 and 1006 say no code was sent; they may not be sent back. A socket this object closed
    // (access ended, too many) is already closing: the page's answer completes it.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Closed already.
    }
  }

  override webSocketError(socket: WebSocket) {
    socket.close(1011, "WebSocket error");
  }
}
