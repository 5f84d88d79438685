import type { D1Migration } from "cloudflare:test";
import type { ShoppingListRoom } from "../worker-api/src/live/shopping-list-room";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The directory. */
      DB: D1Database;
      SHARD_0: D1Database;
      SHARD_1: D1Database;
      TEST_MIGRATIONS: D1Migration[];
      TEST_SHARD_MIGRATIONS: D1Migration[];
      SHARD_ADMIN_TOKEN: string;
      JWT_SECRET: string;
      SESSION_SECRET: string;
      ENVIRONMENT: string;
      PAGE_FETCH_TIMEOUT_MS: string;
      API: Fetcher;
      /** The API project's photo bucket (worker-api/wrangler.toml). */
      PHOTOS: R2Bucket;
      /** The API project's live list rooms (worker-api/wrangler.toml). */
      SHOPPING_LIST_ROOMS: DurableObjectNamespace<ShoppingListRoom>;
    }
  }
}
export {};
