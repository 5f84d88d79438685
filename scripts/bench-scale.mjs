// `npm run bench:scale`: what spreading households over D1 databases costs and how evenly it
// spreads them (docs/scale.md).
// 1. Placement: 10,000 simulated households, sizes drawn from the demo household to the
//    benchmark's large one (both measured here, as D1 reports their shards' sizes), made one after
//    another on 4 shards by the API's rule: the least full shard as last measured, each group made
//    in the last day counting 200 KB (worker-api/src/shards/placement.ts).
// 2. Cost: the benchmark's reads and a write, on today's single-database Larder (the last commit
//    before shards, checked out beside this one) and on this one with 2 shards, in the same run,
//    alternately: round trips (X-D1-Round-Trips) and latency under the same load.
// `BENCH_SCALE_SECONDS` sets each load's length (default 4), `BENCH_SCALE_BEFORE` the commit to
// compare with. Writes bench/results/scale.json; exits non-zero when a goal is missed.
import autocannon from "autocannon";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiLogin, benchPages, gqlRequest, largeListId, webCookie } from "./bench-client.mjs";
import { DEMO_ACCOUNT, d1Query, root, run, waitForWorkers, withFreshApp } from "./lib.mjs";
import { BENCH_ACCOUNT } from "./seed-large.mjs";
import { SHARD_DATABASES } from "./local-d1.mjs";

const BEFORE = process.env.BENCH_SCALE_BEFORE ?? "e62533e";
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
const HOUSEHOLDS = 10_000;
const SHARDS = 4;
const NEW_GROUP_BYTES = 200_000;
/** Sizes are measured again after this many new households (an isolate sees sizes as it serves). */
const MEASURE_EVERY = 50;
/** Households made in a day, each counted 200 KB on its shard for that day. */
const MADE_PER_DAY = 50;
const GOALS = { spread: 0.2, latency: 0.1 };
const ADMIN_KEY = "bench-scale-operator-key";

/** A deterministic generator, so every run places the same households. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The households' final sizes: log-uniform from `small` to `large` bytes. */
function householdSizes(small, large) {
  const next = random(37);
  return Array.from({ length: HOUSEHOLDS }, () => Math.round(small * (large / small) ** next()));
}

/**
 * Places the households one after another by the API's rule, and answers each shard's bytes.
 * The rule sees sizes as last measured (every `MEASURE_EVERY` households) plus 200 KB for each
 * group made on the shard in the last day (the last `MADE_PER_DAY` households); a household is
 * taken to have reached its size by the next measure.
 */
function place(sizes) {
  const bytes = Array(SHARDS).fill(0);
  const measured = Array(SHARDS).fill(0);
  const placed = [];
  sizes.forEach((size, i) => {
    if (i % MEASURE_EVERY === 0) measured.splice(0, SHARDS, ...bytes);
    const counted = [...measured];
    for (const shard of placed.slice(-MADE_PER_DAY)) counted[shard] += NEW_GROUP_BYTES;
    let least = 0;
    for (let shard = 1; shard < SHARDS; shard++) if (counted[shard] < counted[least]) least = shard;
    placed.push(least);
    bytes[least] += size;
  });
  return bytes;
}

async function operator(api, path) {
  const response = await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${ADMIN_KEY}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** How many of a group's rows a shard holds, over the tables that make up most of a household. */
function rowsOf(stateDir, database, groupId) {
  const tables = ["recipes", "meals", "shopping_items", "ingredients", "pantry_items", "shopping_lists"];
  const sql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t} WHERE group_id = ${groupId})`).join(" + ")} + (SELECT count(*) FROM recipe_ingredients WHERE recipe_id IN (SELECT id FROM recipes WHERE group_id = ${groupId})) AS n`;
  return d1Query(stateDir, sql, database)[0].n;
}

function load(target) {
  return new Promise((resolve, reject) =>
    autocannon({ url: target.url, connections: 4, duration: SECONDS, ...target.init }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

async function tripsOf(target) {
  const response = await fetch(target.url, { ...target.init, redirect: "manual" });
  await response.text();
  if (response.status >= 400) throw new Error(`${target.name} answered ${response.status}`);
  return Number(response.headers.get("x-d1-round-trips") ?? 0);
}

/** The benchmark's reads and one write, against one running Larder. */
async function targetsOf(port) {
  const api = `http://127.0.0.1:${port + 1}`;
  const web = `http://127.0.0.1:${port}`;
  const token = await apiLogin(api, BENCH_ACCOUNT);
  const cookie = await webCookie(web, DEMO_ACCOUNT);
  const benchCookie = await webCookie(web, BENCH_ACCOUNT);
  const listId = await largeListId(api, token);
  const graphql = (name, query, variables) => ({
    name: `GraphQL ${name}`,
    url: `${api}/v1/api`,
    init: gqlRequest(token, query, variables),
  });
  return [
    graphql(
      "recipes",
      `
        {
          recipes(limit: 100) {
            id
            slug
            title
            category {
              name
            }
            ingredients {
              name
              quantity
              unit
            }
          }
        }
      `,
    ),
    graphql(
      "cookable",
      `
        {
          cookable(limit: 20) {
            recipe {
              slug
              title
            }
            have_count
            total_count
            missing
          }
        }
      `,
    ),
    graphql(
      "mealTypes",
      `
        {
          mealTypes {
            id
            name
          }
        }
      `,
    ),
    graphql(
      "createTask (a write)",
      `
        mutation {
          createTask(content: "Bench task") {
            id
          }
        }
      `,
    ),
    ...benchPages(listId).map((path) => ({
      name: `page ${path}`,
      url: `${web}${path}`,
      init: { method: "GET", headers: { Cookie: path.startsWith("/shopping-lists") ? benchCookie : cookie } },
    })),
  ];
}

/** Today's Larder (one database) checked out beside this one, sharing its installed packages. */
function checkoutBefore() {
  const dir = join(tmpdir(), `larder-before-${BEFORE}`);
  if (!existsSync(join(dir, "package.json"))) {
    rmSync(dir, { recursive: true, force: true });
    run("git", ["worktree", "add", "--force", "--detach", dir, BEFORE], { capture: true });
  }
  if (!existsSync(join(dir, "node_modules"))) symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  for (const file of [".dev.vars", "worker-api/.dev.vars"])
    if (!existsSync(join(dir, file)) && existsSync(join(root, file)))
      writeFileSync(join(dir, file), run("cat", [join(root, file)], { capture: true }));
  return dir;
}

/** `attempt`, again after a pause when a worker was reloading (a closed socket). */
async function retried(attempt, tries = 5) {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i === tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const before = checkoutBefore();
  const { withFreshApp: withFreshBefore } = await import(join(before, "scripts", "lib.mjs"));

  // Today's Larder first, then this one beside it: both run while each is measured in turn.
  const counted = { D1_COUNT_ROUND_TRIPS: "1" };
  await withFreshBefore({ name: "scale-before", port: 8817, apiPort: 8818, large: true, vars: counted }, async () =>
    withFreshApp(
      {
        name: "scale",
        port: 8827,
        apiPort: 8828,
        large: true,
        vars: { ...counted, SHARD_ADMIN_TOKEN: ADMIN_KEY },
      },
      async ({ stateDir }) => {
        // 1. Footprints, as D1 reports the shards' sizes: shard 1 holds the large household.
        const { shards } = await operator("http://127.0.0.1:8828", "/v1/shards");
        const groups = (database, sql) => d1Query(stateDir, sql, database);
        const [demo] = groups(undefined, "SELECT id FROM groups WHERE name = 'Personal' ORDER BY id LIMIT 1");
        const [large] = groups(
          undefined,
          "SELECT g.id FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = 'bench@larder.app' AND g.is_personal = 1",
        );
        const largeRows = rowsOf(stateDir, SHARD_DATABASES[1], large.id);
        const demoRows = rowsOf(stateDir, SHARD_DATABASES[0], demo.id);
        const largeBytes = shards[1].bytes - shards[0].bytes;
        const smallBytes = Math.max(4096, Math.round((largeBytes * demoRows) / largeRows));
        const sizes = householdSizes(smallBytes, largeBytes);
        const placed = place(sizes);
        const mean = placed.reduce((sum, b) => sum + b, 0) / SHARDS;
        const spread = Math.max(...placed) / mean - 1;

        // 2. The same targets on both, alternately. (Local D1 read by wrangler beside a running
        // `wrangler dev` can make it reload its worker: wait until both answer again.)
        await waitForWorkers({ port: 8827, apiPort: 8828 }, 60_000);
        await waitForWorkers({ port: 8817, apiPort: 8818 }, 60_000);
        const [now, then] = [await retried(() => targetsOf(8827)), await retried(() => targetsOf(8817))];
        const rows = [];
        for (const [i, target] of now.entries()) {
          const old = then[i];
          const trips = { before: await retried(() => tripsOf(old)), now: await retried(() => tripsOf(target)) };
          const runs = { before: [], now: [] };
          for (let round = 0; round < 3; round++) {
            runs.before.push((await load(old)).latency.mean);
            runs.now.push((await load(target)).latency.mean);
          }
          const [b, n] = [median(runs.before), median(runs.now)];
          rows.push({
            name: target.name,
            tripsBefore: trips.before,
            tripsNow: trips.now,
            msBefore: b,
            msNow: n,
            change: n / b - 1,
          });
          process.stderr.write(`  ${target.name}: ${b.toFixed(2)} → ${n.toFixed(2)} ms\n`);
        }
        return report({ shards, demoRows, largeRows, smallBytes, largeBytes, placed, mean, spread, rows });
      },
    ),
  );
}

function report(result) {
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `\nMeasured: the large household ${mb(result.largeBytes)} (${result.largeRows} rows), the demo ~${(result.smallBytes / 1e3).toFixed(0)} KB (${result.demoRows} rows).`,
  );
  console.log(`Placed ${HOUSEHOLDS} households on ${SHARDS} shards:`);
  result.placed.forEach((bytes, shard) =>
    console.log(`  shard ${shard}  ${mb(bytes)}  (${((bytes / result.mean - 1) * 100).toFixed(1)}% from the mean)`),
  );
  console.log(`  largest within ${(result.spread * 100).toFixed(1)}% of the mean (goal ${GOALS.spread * 100}%)\n`);
  console.log("Target                          trips before/now   mean ms before → now   change");
  for (const row of result.rows)
    console.log(
      `${row.name.padEnd(32)}${`${row.tripsBefore} / ${row.tripsNow}`.padEnd(19)}${`${row.msBefore.toFixed(2)} → ${row.msNow.toFixed(2)}`.padEnd(23)}${(row.change * 100).toFixed(1)}%`,
    );
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    join(root, "bench", "results", "scale.json"),
    JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2),
  );
  const missed = [
    ...(result.spread > GOALS.spread ? [`spread ${(result.spread * 100).toFixed(1)}%`] : []),
    ...result.rows
      .filter((row) => row.change > GOALS.latency)
      .map((row) => `${row.name} ${(row.change * 100).toFixed(1)}% slower`),
    ...result.rows
      .filter((row) => row.tripsNow > row.tripsBefore)
      .map((row) => `${row.name}: ${row.tripsNow} round trips, ${row.tripsBefore} before`),
  ];
  if (missed.length) {
    console.log(`\nMissed: ${missed.join("; ")}`);
    process.exitCode = 1;
  } else console.log("\nEvery goal met.");
}

await main();
