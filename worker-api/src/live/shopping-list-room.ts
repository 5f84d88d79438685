import { DurableObject } from "cloudflare:workers";
import { LIVE_CLOSE } from "../contract/live";
import {
  MAX_SOCKETS_PER_LIST,
  MAX_SOCKETS_PER_PERSON,
  MAX_UNANSWERED_CLOSES_PER_PERSON,
  ownerFromUrl,
  type AccessEnd,
  type SocketOwner,
} from "./socket-owner";

const attachment = (socket: WebSocket) => socket.deserializeAttachment() as SocketOwner | null;

const TOO_MANY_PAGES = "Too many pages are following this list. Try again later.";
const TOO_MANY_CLOSING = "Too many of your connections to this list are still closing. Try again later.";

/** A refused socket, with the reason in words the API passes on to the page. */
const tooMany = (message: string) => new Response(message, { status: 429 });

/**
 * One shopping list's open pages. D1 holds the list; this object only relays what changed to
 * every page showing it. Sockets are accepted with the Hibernation API and no timers run, so an
 * idle list costs nothing. Only the API worker reaches it: through `fetch` (after checking the
 * session and the membership) for a socket, through `broadcast` after a change commits, and
 * through `endAccess` when someone's access or session ends. Each socket carries who opened it,
 * in which group and session, and its place in the order of accepting, as its attachment (it
 * survives hibernation, so the oldest socket is known after a wake too).
 */
export class ShoppingListRoom extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object: pages ping to keep their socket warm.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  /** The object's sockets (open, or closing and not yet answered) with their owners. */
  #sockets() {
    const sockets: { socket: WebSocket; owner: SocketOwner }[] = [];
    for (const socket of this.ctx.getWebSockets()) {
      const owner = attachment(socket);
      if (owner) sockets.push({ socket, owner });
    }
    return sockets;
  }

  #open() {
    return this.#sockets().filter(({ socket }) => socket.readyState === WebSocket.OPEN);
  }

  /**
   * Accepts a page's socket. Everything from counting the sockets to accepting the new one runs in
   * one synchronous turn, so upgrades arriving together are decided one after another, each seeing
   * the sockets the previous ones accepted and closed.
   */
  override fetch(request: Request) {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade.", { status: 426 });
    }
    const sockets = this.#sockets().sort((a, b) => a.owner.order - b.owner.order);
    const owner = ownerFromUrl(new URL(request.url), (sockets.at(-1)?.owner.order ?? 0) + 1);
    if (!owner) return new Response("The socket's owner is missing.", { status: 400 });
    const open = sockets.filter(({ socket }) => socket.readyState === WebSocket.OPEN);
    const theirOpen = open.filter((socket) => socket.owner.userId === owner.userId);
    if (theirOpen.length >= MAX_SOCKETS_PER_PERSON) {
      const unanswered = sockets.filter(
        ({ socket, owner: { userId } }) => userId === owner.userId && socket.readyState === WebSocket.CLOSING,
      ).length;
      if (unanswered >= MAX_UNANSWERED_CLOSES_PER_PERSON) return tooMany(TOO_MANY_CLOSING);
      // The person's oldest pages make room: most likely tabs left open and forgotten.
      for (const { socket } of theirOpen.slice(0, theirOpen.length - MAX_SOCKETS_PER_PERSON + 1))
        socket.close(LIVE_CLOSE.tooManySockets, "Too many connections");
    } else if (open.length >= MAX_SOCKETS_PER_LIST) {
      return tooMany(TOO_MANY_PAGES);
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
