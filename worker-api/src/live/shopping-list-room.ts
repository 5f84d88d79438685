import { DurableObject } from "cloudflare:workers";

/** The tag a socket carries when its page named itself (`?client=`): a page's own changes skip it. */
const clientTag = (client: string) => `client:${client}`;

/**
 * One shopping list's open pages. D1 holds the list; this object only relays what changed to
 * every page showing it. Sockets are accepted with the Hibernation API and no timers run, so an
 * idle list costs nothing. Only the API worker reaches it: through `fetch` (after checking the
 * session and the membership) for a socket, and through `broadcast` after a change commits.
 */
export class ShoppingListRoom extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object: pages ping to keep their socket warm.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request) {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade.", { status: 426 });
    }
    const client = new URL(request.url).searchParams.get("client");
    const [page, socket] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(socket, client ? [clientTag(client)] : []);
    return new Response(null, { status: 101, webSocket: page });
  }

  /** Sends `message` to every socket of the list but those of `exceptClient`; answers how many it reached. */
  broadcast(message: string, exceptClient?: string) {
    const sockets = this.ctx.getWebSockets();
    const skipped = exceptClient ? new Set(this.ctx.getWebSockets(clientTag(exceptClient))) : new Set();
    let sent = 0;
    for (const socket of sockets) {
      if (skipped.has(socket)) continue;
      try {
        socket.send(message);
        sent += 1;
      } catch {
        // A socket closing while we send: its close handler tidies it up.
      }
    }
    return sent;
  }

  /** Pages send nothing the list needs: changes go through the API. */
  override webSocketMessage() {}

  override webSocketClose(socket: WebSocket, code: number, reason: string) {
    // 1005 and 1006 say no code was sent; they may not be sent back.
    socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  override webSocketError(socket: WebSocket) {
    socket.close(1011, "WebSocket error");
  }
}
