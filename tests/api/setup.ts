import { env } from "cloudflare:workers";
import { migrateAll } from "../shared/test-db";

// Each test file gets its own fresh D1 databases; bring them to the current schema first.
await migrateAll(env.TEST_MIGRATIONS, env.TEST_SHARD_MIGRATIONS);
