import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Each test file gets its own fresh D1; bring it to the current schema first.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
