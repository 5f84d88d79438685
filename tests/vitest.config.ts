import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

const root = resolve(import.meta.dirname, "..");
const alias = {
  "~": resolve(root, "app"),
  "@larder/contract": resolve(root, "worker-api/src/contract"),
  "@larder/shared": resolve(root, "worker-api/src/shared"),
};

/** Secrets for tests only: the workers read them from `env` like in production. */
export const TEST_SECRETS = {
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcdef",
  SESSION_SECRET: "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
};

const migrations = () => readD1Migrations(resolve(root, "migrations"));
const shardMigrations = () => readD1Migrations(resolve(root, "migrations-shard"));

/** The directory and the two shards the web tests share with the API worker they call. */
const WEB_TEST_DATABASES = {
  DB: "larder-web-tests",
  SHARD_0: "larder-web-tests-shard-0",
  SHARD_1: "larder-web-tests-shard-1",
};

function requireBuilt(path: string) {
  if (!existsSync(resolve(root, path))) {
    throw new Error(`${path} is missing: run the tests with \`npm test\`, which builds both workers first.`);
  }
  return path;
}

export default defineConfig({
  root,
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./worker-api/wrangler.toml" },
            miniflare: {
              bindings: {
                JWT_SECRET: TEST_SECRETS.JWT_SECRET,
                ENVIRONMENT: "test",
                D1_COUNT_ROUND_TRIPS: "1",
                // The operator's key for moving groups between shards (tests/api/shards.test.ts).
                SHARD_ADMIN_TOKEN: "test-shard-admin-key",
                // The recipe importer gives up on a page after 1 s instead of 10 (its slow-site tests).
                PAGE_FETCH_TIMEOUT_MS: "1000",
                TEST_MIGRATIONS: await migrations(),
                TEST_SHARD_MIGRATIONS: await shardMigrations(),
              },
            },
          })),
        ],
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // Sign-ins hash with scrypt on purpose; rate-limit tests make dozens of them.
          testTimeout: 30_000,
          // A local web site for the recipe importer to fetch from.
          globalSetup: [resolve(root, "tests/api/page-server.ts"), resolve(root, "tests/api/memory-probe.ts")],
          setupFiles: ["tests/api/setup.ts"],
        },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            main: requireBuilt("build/index.js"),
            miniflare: {
              // JWT_SECRET is here only so tests can forge nearly expired tokens; the web worker never reads it.
              // REPORT_GRAPHQL_EXECUTOR: pages list which executor answered each read (fast-path-screens test).
              bindings: {
                ...TEST_SECRETS,
                ENVIRONMENT: "test",
                REPORT_GRAPHQL_EXECUTOR: "1",
                // Pages add up their reads' D1 round trips in `X-D1-Round-Trips` (plan test).
                D1_COUNT_ROUND_TRIPS: "1",
                // A page asked for it answers in the pseudo language (pseudo-locale test).
                PSEUDO_LOCALE: "1",
                TEST_MIGRATIONS: await migrations(),
                TEST_SHARD_MIGRATIONS: await shardMigrations(),
              },
              // The same D1 database as the API worker, so tests can set up and inspect data.
              d1Databases: WEB_TEST_DATABASES,
              serviceBindings: { API: "larder-api" },
              workers: [
                {
                  name: "larder-api",
                  modules: true,
                  scriptPath: requireBuilt("dist/api/index.js"),
                  compatibilityDate: "2026-04-01",
                  compatibilityFlags: ["nodejs_compat"],
                  d1Databases: WEB_TEST_DATABASES,
                  durableObjects: { SHOPPING_LIST_ROOMS: "ShoppingListRoom" },
                  r2Buckets: ["PHOTOS"],
                  bindings: {
                    JWT_SECRET: TEST_SECRETS.JWT_SECRET,
                    ENVIRONMENT: "test",
                    REPORT_GRAPHQL_EXECUTOR: "1",
                    D1_COUNT_ROUND_TRIPS: "1",
                  },
                },
              ],
            },
          })),
        ],
        test: {
          name: "web",
          include: ["tests/web/**/*.test.ts"],
          setupFiles: ["tests/web/setup.ts"],
        },
      },
      {
        // The operator's scripts in plain Node: `npm run deploy` against a stand-in for wrangler.
        test: {
          name: "scripts",
          include: ["tests/scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: [resolve(root, "tests/e2e/global-setup.ts")],
          setupFiles: ["tests/e2e/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One app and one browser for the whole run; files run one after another.
          fileParallelism: false,
          // A test that fails is tried once more, and `npm test` names every test that passed only
          // then, with its first failure, so a flaky test is seen and fixed rather than hidden
          // (docs/decisions/0054-e2e-second-try.md).
          retry: 1,
        },
      },
    ],
  },
});
