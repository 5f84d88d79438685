// The steps of `npm run deploy`, in order: each says what it does (the dry run prints that) and
// does it against the account through the wrangler runner, creating what is missing and reusing
// what exists, so a second run, or a run after one that stopped half way, continues safely.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { idRangeStatements } from "../../worker-api/src/shards/id-range.mjs";
import { DEPLOY_API_CONFIG, WEB_CONFIG, writeDeployApiConfig } from "./config.mjs";
import { StepFailed } from "./step-failed.mjs";
import { UPGRADE_DETAILS, upgradeData, upgradeOrder } from "./upgrade-step.mjs";

/** The secrets each worker needs, made here the first time and never replaced after. */
const WORKER_SECRETS = {
  api: [{ name: "JWT_SECRET", about: "signs access tokens, calendar and shared-recipe addresses" }],
  web: [{ name: "SESSION_SECRET", about: "the AES-GCM key of the session cookie" }],
};
/** 32 random bytes as 64 hex characters: what both secrets take. */
const newSecret = () => randomBytes(32).toString("hex");

/** Wrangler's JSON answer, after any lines it printed before it. */
function jsonOf(text) {
  const start = text.search(/^\s*[[{]/m);
  if (start < 0) throw new Error("no JSON in wrangler's answer");
  return JSON.parse(text.slice(start));
}

async function call(ctx, args, what) {
  const result = await ctx.wrangler(args, { env: ctx.env });
  if (result.status !== 0) throw new StepFailed(`${what} failed`, `${result.stdout}\n${result.stderr}`);
  return result;
}

async function d1Databases(ctx) {
  const result = await call(ctx, ["d1", "list", "--json"], "Listing the account's D1 databases");
  return jsonOf(result.stdout);
}

async function r2Buckets(ctx) {
  const result = await call(ctx, ["r2", "bucket", "list"], "Listing the account's R2 buckets");
  return [...result.stdout.matchAll(/^name:\s+(\S+)\s*$/gm)].map((match) => match[1]);
}

/** Names of the secrets the worker of `config` has; none when the worker was never deployed. */
async function secretNames(ctx, config) {
  const result = await ctx.wrangler(["secret", "list", "--format", "json", "-c", config], { env: ctx.env });
  if (result.status !== 0) {
    if (/Worker "[^"]+".* not found/.test(`${result.stdout}\n${result.stderr}`)) return [];
    throw new StepFailed("Listing the worker's secrets failed", `${result.stdout}\n${result.stderr}`);
  }
  return jsonOf(result.stdout).map((secret) => secret.name);
}

/** The https address wrangler reports for a deployed worker (its workers.dev address, or a route's). */
function deployedAddress(result) {
  const targets = result.outputs.filter((output) => output.type === "deploy").flatMap((output) => output.targets ?? []);
  const https = targets.find((target) => /^https:\/\//.test(target));
  if (https) return new URL(https).origin;
  const route = targets.find((target) => /^[a-z0-9.-]+\.[a-z]+(\/|$)/i.test(target));
  return route ? `https://${route.split("/")[0]}` : null;
}

/**
 * Deploys the worker of `config`, uploading `secrets` with it (only those it lacks: a deploy with a
 * secrets file keeps the worker's other secrets). The file lives in a private temporary folder
 * for the length of the call.
 */
async function deployWorker(ctx, config, { vars = {}, secrets = {} }, what) {
  const args = [
    "deploy",
    "-c",
    config,
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  let folder;
  try {
    if (Object.keys(secrets).length) {
      folder = mkdtempSync(join(tmpdir(), "larder-secrets-"));
      const file = join(folder, "secrets.json");
      writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
      args.push("--secrets-file", file);
    }
    return await call(ctx, args, what);
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** The secrets of `kind` the worker lacks, each made now; the names it has are left as they are. */
async function missingSecrets(ctx, kind, config) {
  const have = new Set(await secretNames(ctx, config));
  const missing = WORKER_SECRETS[kind].filter((secret) => !have.has(secret.name));
  ctx.state.secrets[kind] = Object.fromEntries(missing.map((secret) => [secret.name, newSecret()]));
  for (const secret of WORKER_SECRETS[kind])
    ctx.log(`  ${secret.name}: ${have.has(secret.name) ? "kept as it is" : "made now, set with the deploy"}`);
}

/**
 * Every step of a deploy of `configs` (config.mjs `readConfigs`), in order. `migrations` maps each
 * database's name to its migration files (for the dry run's list); `sizes` maps a worker's name
 * to its gzip size in bytes, when measured.
 */
export function deploySteps({ api, webWorkerName }, { migrations = {}, sizes = {}, webOrigin } = {}) {
  const kib = (name) => (sizes[name] === undefined ? "" : ` (${(sizes[name] / 1024).toFixed(1)} KiB gzip)`);
  const databases = [api.directory, ...api.shards];
  const roleOf = (database) => (database.shard === null ? "the directory" : `shard ${database.shard}`);
  return [
    {
      title: "Build the web worker (Remix, production)",
      details: ["build/index.js and public/build/; the API worker is bundled by its deploy"],
      run: async (ctx) => ctx.build(),
    },
    ...databases.map((database) => ({
      title: `D1 database ${database.name} (${roleOf(database)}, binding ${database.binding}): create if missing`,
      details: [],
      run: async (ctx) => {
        ctx.state.databaseList ??= await d1Databases(ctx);
        let found = ctx.state.databaseList.find((db) => db.name === database.name);
        if (found) ctx.log(`  reused (${found.uuid})`);
        else {
          await call(ctx, ["d1", "create", database.name], `Creating D1 database ${database.name}`);
          ctx.state.databaseList = await d1Databases(ctx);
          found = ctx.state.databaseList.find((db) => db.name === database.name);
          if (!found) throw new StepFailed(`${database.name} was created but the account does not list it`);
          ctx.log(`  created (${found.uuid})`);
        }
        ctx.state.ids[database.name] = found.uuid;
      },
    })),
    ...api.buckets.map((bucket) => ({
      title: `R2 bucket ${bucket.name} (recipe photos, binding ${bucket.binding}): create if missing`,
      details: [],
      run: async (ctx) => {
        ctx.state.bucketList ??= await r2Buckets(ctx);
        if (ctx.state.bucketList.includes(bucket.name)) return ctx.log("  reused");
        await call(ctx, ["r2", "bucket", "create", bucket.name], `Creating R2 bucket ${bucket.name}`);
        ctx.state.bucketList.push(bucket.name);
        ctx.log("  created");
      },
    })),
    {
      title: `Write ${DEPLOY_API_CONFIG} with the databases' ids (git-ignored)`,
      details: [`${api.workerName}'s config as committed, the placeholder ids replaced by this account's`],
      run: async (ctx) => writeDeployApiConfig(ctx.root, ctx.apiText, ctx.state.ids),
    },
    {
      title: "Upgrade data: bring an earlier Larder's rows forward, then each database's migrations",
      details: [
        ...UPGRADE_DETAILS,
        "then the migrations not applied yet, the shards first, then the directory:",
        ...upgradeOrder(api).flatMap((database) => [
          `${database.name} (${database.migrationsDir}):`,
          ...(migrations[database.name] ?? []).map((file) => `  ${file}`),
        ]),
      ],
      run: async (ctx) =>
        upgradeData({
          root: ctx.root,
          api,
          wrangler: ctx.wrangler,
          env: ctx.env,
          report: (line) => ctx.log(`  ${line}`),
        }),
    },
    ...api.shards
      .filter((shard) => shard.shard > 0)
      .map((shard) => ({
        title: `Id range of ${shard.name}: ids from ${shard.shard} × 2^25 (never lowers a count)`,
        details: [],
        run: async (ctx) => {
          const sql = idRangeStatements(shard.shard).join(";\n");
          await call(
            ctx,
            ["d1", "execute", shard.name, "--remote", "-c", DEPLOY_API_CONFIG, "--command", sql],
            `Setting ${shard.name}'s id range`,
          );
        },
      })),
    {
      title: `Secrets of ${api.workerName}: make those it lacks, keep those it has`,
      details: WORKER_SECRETS.api.map((secret) => `${secret.name}: ${secret.about}`),
      run: async (ctx) => missingSecrets(ctx, "api", DEPLOY_API_CONFIG),
    },
    {
      title: `Deploy ${api.workerName}${kib(api.workerName)}`,
      details: [
        `bindings: ${databases.map((database) => database.binding).join(", ")}, ${api.buckets.map((bucket) => bucket.binding).join(", ")}`,
        ...api.durableObjects.map(
          (name) => `Durable Object ${name}: created by the first deploy (its [[migrations]] entry), kept after`,
        ),
        webOrigin ? `WEB_ORIGIN ${webOrigin}` : "WEB_ORIGIN: the web worker's address, once known",
      ],
      run: async (ctx) => {
        const vars = ctx.state.webOrigin ? { WEB_ORIGIN: ctx.state.webOrigin } : {};
        const result = await deployWorker(
          ctx,
          DEPLOY_API_CONFIG,
          { vars, secrets: ctx.state.secrets.api },
          `Deploying ${api.workerName}`,
        );
        ctx.state.apiWebOrigin = ctx.state.webOrigin;
        ctx.log(`  deployed${deployedAddress(result) ? ` (${deployedAddress(result)})` : ""}`);
      },
    },
    {
      title: `Secrets of ${webWorkerName}: make those it lacks, keep those it has`,
      details: WORKER_SECRETS.web.map((secret) => `${secret.name}: ${secret.about}`),
      run: async (ctx) => missingSecrets(ctx, "web", WEB_CONFIG),
    },
    {
      title: `Deploy ${webWorkerName}${kib(webWorkerName)}`,
      details: [`binding API: the service ${api.workerName}; static files from public/`],
      run: async (ctx) => {
        const result = await deployWorker(
          ctx,
          WEB_CONFIG,
          { secrets: ctx.state.secrets.web },
          `Deploying ${webWorkerName}`,
        );
        const address = ctx.state.webOrigin ?? deployedAddress(result);
        if (!address)
          throw new StepFailed(
            `wrangler did not say where ${webWorkerName} answers`,
            "Give its address: npm run deploy -- --web-origin https://larder.example",
          );
        ctx.state.webOrigin = address;
        ctx.log(`  deployed (${address})`);
      },
    },
    {
      title: `Point ${api.workerName}'s WEB_ORIGIN at the web worker (deploys it again only when that changed)`,
      details: ["calendar feeds and shared recipes open on the web worker's address"],
      run: async (ctx) => {
        ctx.saveWebOrigin(ctx.state.webOrigin);
        if (ctx.state.apiWebOrigin === ctx.state.webOrigin) return ctx.log("  already set");
        await deployWorker(
          ctx,
          DEPLOY_API_CONFIG,
          { vars: { WEB_ORIGIN: ctx.state.webOrigin } },
          `Deploying ${api.workerName} again`,
        );
        ctx.log(`  set to ${ctx.state.webOrigin}`);
      },
    },
    {
      title: `Check /v1/health through ${webWorkerName}`,
      details: [
        'GET <web address>/v1/health answers 200 {"status":"ok"}: both workers, the binding between them and the directory',
      ],
      run: async (ctx) => {
        const url = `${ctx.state.webOrigin}/v1/health`;
        const deadline = Date.now() + ctx.healthTimeoutMs;
        let last = "no answer";
        for (;;) {
          try {
            const response = await ctx.fetch(url, { redirect: "manual" });
            const body = await response.text();
            if (response.status === 200 && /"status"\s*:\s*"ok"/.test(body)) break;
            last = `${response.status} ${body.slice(0, 200)}`;
          } catch (error) {
            last = error.message;
          }
          // A new workers.dev address can take a little while to answer everywhere.
          if (Date.now() >= deadline) throw new StepFailed(`${url} did not answer ok`, `last answer: ${last}`);
          await new Promise((resolve) => setTimeout(resolve, ctx.healthRetryMs));
        }
        ctx.log(`  ${url}: ok`);
      },
    },
  ];
}
