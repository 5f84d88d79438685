import { WorkerEntrypoint } from "cloudflare:workers";
import { createApp } from "./app";
import type { Bindings } from "./env";

export { ShoppingListRoom } from "./live/shopping-list-room";

const app = createApp();

/**
 * The API worker. `fetch` serves HTTP clients; `handle` serves the web worker, which calls it
 * over its service binding as JS RPC: the same app and middleware, without an HTTP subrequest
 * per call (docs/decisions/0008).
 */
export default class LarderApi extends WorkerEntrypoint<Bindings> {
  override fetch(request: Request) {
    return app.fetch(request, this.env, this.ctx);
  }

  handle(request: Request) {
    return this.fetch(request);
  }
}
