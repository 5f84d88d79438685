// `npm run bench:edge`: what a person far from D1's primary waits for each page. Starts both
// workers on a fresh local D1 (the benchmark's households) with a simulated distance to D1: every
// round trip that must reach the primary (a write, or a batch with one) waits PRIMARY_MS, any other
// REPLICA_MS, as from a replica near the person (D1_SIMULATED_LATENCY, honoured only locally). Then
// loads each page the benchmark measures, and ticks an item with the list page's form, one request
// after another as one browser would (its session cookie, and so its D1 bookmark, kept between
// them), and compares each with the model: a read page costs one replica round trip and its
// render, a write one primary round trip (the write) and one replica round trip (the membership
// check it is conditioned on, decision 7); the page a write leads to is a read page.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { apiLogin, benchPages, gqlData, largeListId, webCookie } from "./bench-client.mjs";
import { root, withFreshApp } from "./lib.mjs";
import { BENCH_ACCOUNT } from "./seed-large.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8817);
const API_PORT = PORT + 1;
const REQUESTS = Number(process.env.BENCH_EDGE_REQUESTS ?? 30);
const PRIMARY_MS = 150;
const REPLICA_MS = 10;

const web = `http://127.0.0.1:${PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/** What the web worker's `Server-Timing` says of one page (app/worker.ts). */
function pageTiming(header) {
  const entry = (name) => Number(new RegExp(`(?:^|, )${name};dur=([\\d.]+)`).exec(header ?? "")?.[1] ?? NaN);
  return { d1Ms: entry("d1"), renderMs: entry("render"), trips: Number(/desc="(\d+) round trip/.exec(header)?.[1]) };
}

/** Primary and replica round trips of a request that made `trips` trips and waited `d1Ms` on D1. */
function splitTrips({ d1Ms, trips }) {
  const primary = Math.max(0, Math.min(trips, Math.round((d1Ms - trips * REPLICA_MS) / (PRIMARY_MS - REPLICA_MS))));
  return { primary, replica: trips - primary };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const median = (values) => quantile(values, 0.5);

/** A browser of one person: keeps the session cookie the web app writes. */
class Browser {
  constructor(cookie) {
    this.cookie = cookie;
  }

  async request(path, init = {}) {
    const started = performance.now();
    const response = await fetch(`${web}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, Cookie: this.cookie },
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
    const cookie = response.headers.get("set-cookie")?.split(";")[0];
    if (cookie) this.cookie = cookie;
    return { ms, response, ...pageTiming(response.headers.get("server-timing")) };
  }
}

/** `REQUESTS` runs of `step`, one after another; each run answers the requests it made. */
async function measure(name, goal, step) {
  await step(); // warm-up
  const runs = [];
  for (let i = 0; i < REQUESTS; i++) runs.push(await step(i));
  const total = (run) => run.reduce((sum, request) => sum + request.ms, 0);
  const sum = (run, key) => run.reduce((all, request) => all + request[key], 0);
  const last = runs.at(-1);
  const trips = splitTrips({ d1Ms: median(runs.map((run) => sum(run, "d1Ms"))), trips: sum(last, "trips") });
  const renderMs = median(runs.map((run) => sum(run, "renderMs")));
  const overheadMs = median(runs.map((run) => total(run) - sum(run, "d1Ms")));
  return {
    name,
    medianMs: median(runs.map(total)),
    p95Ms: quantile(runs.map(total), 0.95),
    d1Ms: median(runs.map((run) => sum(run, "d1Ms"))),
    renderMs,
    trips,
    goal,
    // The model: the goal's round trips at the simulated distances, plus what this page costs besides D1.
    modelMs: goal.primary * PRIMARY_MS + goal.replica * REPLICA_MS + overheadMs,
  };
}

const app = {
  name: "bench-edge",
  port: PORT,
  apiPort: API_PORT,
  large: true,
  vars: { D1_COUNT_ROUND_TRIPS: "1", D1_SIMULATED_LATENCY: `primary:${PRIMARY_MS},replica:${REPLICA_MS}` },
};
await withFreshApp(app, async () => {
  const token = await apiLogin(api, BENCH_ACCOUNT);
  const listId = await largeListId(api, token);
  const { shoppingList } = await gqlData(api, token, "query($id: Int!) { shoppingList(id: $id) { items { id } } }", {
    id: listId,
  });
  const itemId = String(shoppingList.items[0].id);
  const browser = new Browser(await webCookie(web, BENCH_ACCOUNT));

  const probe = await browser.request("/home");
  if (!(probe.d1Ms >= REPLICA_MS))
    throw new Error(
      `The API did not simulate D1's distance (Server-Timing: ${probe.response.headers.get("server-timing")}). ` +
        "It does so only in local development: worker-api/.dev.vars must say ENVIRONMENT=development.",
    );

  const read = { primary: 0, replica: 1 };
  const rows = [];
  for (const path of [...benchPages(listId), "/plan"]) {
    process.stderr.write(`  ${path}…\n`);
    rows.push(await measure(`GET ${path}`, read, async () => [await browser.request(path)]));
  }
  process.stderr.write("  tick an item…\n");
  const tick = (i = 0) =>
    browser.request(`/shopping-lists/${listId}`, {
      method: "POST",
      headers: { Origin: web, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "toggle", id: itemId, is_bought: String(i % 2 === 0) }),
    });
  rows.push(await measure("POST tick (the write alone)", { primary: 1, replica: 1 }, async (i) => [await tick(i)]));
  rows.push(
    await measure("POST tick, then the page it redirects to", { primary: 1, replica: 2 }, async (i) => {
      const write = await tick(i);
      return [write, await browser.request(write.response.headers.get("location"))];
    }),
  );

  const trips = ({ primary, replica }) => `${primary} primary + ${replica} replica`;
  console.log(
    `\nSimulated distance: primary ${PRIMARY_MS} ms, replica ${REPLICA_MS} ms per round trip; ${REQUESTS} sequential requests each, ${new Date().toISOString()}\n`,
  );
  console.log(
    "| request | median ms | p95 ms | D1 ms (median) | render ms (median) | D1 round trips | goal | model ms |",
  );
  console.log("|---|---:|---:|---:|---:|---|---|---:|");
  for (const row of rows) {
    const met = row.trips.primary <= row.goal.primary && row.trips.replica <= row.goal.replica;
    console.log(
      `| ${row.name} | ${row.medianMs.toFixed(0)} | ${row.p95Ms.toFixed(0)} | ${row.d1Ms.toFixed(0)} | ${row.renderMs.toFixed(1)} | ${trips(row.trips)}${met ? "" : " **over**"} | ${trips(row.goal)} | ${row.modelMs.toFixed(0)} |`,
    );
  }
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  const file = join(root, "bench", "results", `edge-${new Date().toISOString().replaceAll(":", "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), primaryMs: PRIMARY_MS, replicaMs: REPLICA_MS, requests: REQUESTS, rows },
      null,
      2,
    ),
  );
  console.log(`\nWrote ${file.slice(root.length + 1)}`);
});
