import { env } from "cloudflare:workers";
import { createSchema } from "../shared/test-db";

// Each test file gets its own fresh D1 databases; give them the schema the migrations make first.
await createSchema(env.TEST_SCHEMA);
