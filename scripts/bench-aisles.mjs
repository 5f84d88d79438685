// npm run bench:aisles [-- STORES]
//
// How fast a store's order of sections is learned from ticks (worker-api/src/shopping/store-order.ts,
// bundled for Node with esbuild and run as it is). For each of STORES simulated stores (default
// 1,000; store i uses seed i, so every run is the same):
//   - the store has a hidden walk: a random order of the ten sections;
//   - the household shops there three times, each trip a new list of 30–50 items whose sections
//     follow the share of lines per section of a weekly list (MIX below);
//   - the shopper walks the hidden order, picking each section's items in any order and ticking
//     each as it goes into the trolley, except for a share of the items (NOISE) ticked out of
//     place: late (remembered some sections on), after doubling back (one to three sections on),
//     early (seen on an end display or ticked from the list ahead of time) or at the till (a burst
//     a second apart);
//   - after each trip the learned order is compared with the hidden walk by Kendall's tau over the
//     sections ticked so far in that store (a section never ticked there is never on its list, so
//     its place cannot be seen; it keeps its default place).
// The goal, checked on the default noise (10–20% of each trip's items out of place, drawn per
// trip): after three trips the median tau is at least 0.9 and at least 90% of the stores reach 0.9.
// Heavier noise is reported too, without a goal, and so is what a plain average of each section's
// place over the three trips would give ("mean place"). Exits 1 when the goal is missed.

import { importTypeScript } from "./import-typescript.mjs";

const STORES = Number(process.argv[2] ?? 1000);
const TRIPS = 3;
const GOAL_TAU = 0.9;
const GOAL_SHARE = 0.9;

const { emptyStoreOrder, recordTrip, sectionOrder, SECTIONS } = await importTypeScript(
  'export * from "./worker-api/src/shopping/store-order.ts"; export { SECTIONS } from "./worker-api/src/contract/sections.ts";',
);

// Share of a weekly list's lines per section: fresh produce leads, then the pantry, dairy and meat;
// the rarer sections (frozen, drinks, household, other) are absent from many single trips.
const MIX = {
  Produce: 0.28,
  Bakery: 0.05,
  "Dairy & eggs": 0.12,
  "Meat & fish": 0.1,
  Pantry: 0.16,
  "Spices & baking": 0.09,
  Frozen: 0.04,
  Drinks: 0.06,
  Household: 0.06,
  Other: 0.04,
};

function random(seed) {
  // mulberry32: small, fast and the same on every machine.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, rand) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function drawSection(rand) {
  let x = rand();
  for (const section of SECTIONS) {
    x -= MIX[section];
    if (x < 0) return section;
  }
  return SECTIONS[SECTIONS.length - 1];
}

/** One trip's ticks: where each item is ticked along the walk, then a time for each tick. */
function trip(walk, noise, rand) {
  const place = new Map(walk.map((section, i) => [section, i]));
  const length = walk.length;
  const count = 30 + Math.floor(rand() * 21);
  const share = noise[0] + rand() * (noise[1] - noise[0]);
  const items = Array.from({ length: count }, () => {
    const section = drawSection(rand);
    const position = place.get(section) + rand();
    return { section, position, till: false };
  });
  for (const item of shuffled(items, rand).slice(0, Math.round(count * share))) {
    const kind = rand();
    if (kind < 0.4) item.position += rand() * (length - item.position);
    else if (kind < 0.7) item.position += 1 + rand() * 2;
    else if (kind < 0.9) item.position = rand() * item.position;
    else item.till = true;
  }
  const walked = items.filter((item) => !item.till).sort((a, b) => a.position - b.position);
  let at = Date.UTC(2026, 10, 26, 10);
  const ticks = walked.map((item) => {
    at += 10_000 + Math.floor(rand() * 50_000);
    return { section: item.section, at };
  });
  for (const item of items.filter((item) => item.till)) {
    at += 1_000;
    ticks.push({ section: item.section, at });
  }
  return ticks;
}

function kendallTau(learned, hidden, seen) {
  const a = learned.filter((section) => seen.has(section));
  const rank = new Map(hidden.map((section, i) => [section, i]));
  let concordant = 0;
  let discordant = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) {
      if (rank.get(a[i]) < rank.get(a[j])) concordant += 1;
      else discordant += 1;
    }
  }
  const pairs = concordant + discordant;
  return pairs === 0 ? 1 : (concordant - discordant) / pairs;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))];
}

/**
 * For comparison, what a plain average gives: each section's mean place in the trips (a tick's
 * place is its index over the trip's length), sections ordered by it.
 */
function meanPlaceOrder(places) {
  const mean = (section) => {
    const list = places.get(section) ?? [];
    return list.length === 0
      ? SECTIONS.indexOf(section) / SECTIONS.length
      : list.reduce((a, b) => a + b, 0) / list.length;
  };
  return [...SECTIONS].sort((a, b) => mean(a) - mean(b));
}

function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p10: quantile(sorted, 0.1),
    worst: sorted[0],
    reached: sorted.filter((tau) => tau >= GOAL_TAU).length / sorted.length,
  };
}

function run(noise) {
  const taus = Array.from({ length: TRIPS }, () => []);
  const meanPlaceTaus = [];
  for (let store = 0; store < STORES; store++) {
    const rand = random(store + 1);
    const walk = shuffled(SECTIONS, rand);
    const seen = new Set();
    const places = new Map();
    let state = emptyStoreOrder(SECTIONS);
    for (let t = 0; t < TRIPS; t++) {
      const ticks = trip(walk, noise, rand);
      ticks.forEach((tick, i) => {
        seen.add(tick.section);
        places.set(tick.section, [...(places.get(tick.section) ?? []), i / ticks.length]);
      });
      state = recordTrip(state, ticks, SECTIONS);
      taus[t].push(kendallTau(sectionOrder(state, SECTIONS), walk, seen));
    }
    meanPlaceTaus.push(kendallTau(meanPlaceOrder(places), walk, seen));
  }
  return { learned: taus.map(summary), meanPlace: summary(meanPlaceTaus) };
}

const runs = [
  { label: "10–20% out of place", noise: [0.1, 0.2], goal: true },
  { label: "no noise", noise: [0, 0] },
  { label: "30% out of place", noise: [0.3, 0.3] },
];
const fixed = (value) => value.toFixed(3);
const percent = (value) => `${(value * 100).toFixed(1)}%`;
console.log(`${STORES} stores, ${SECTIONS.length} sections, ${TRIPS} trips of 30–50 items each`);
console.log("noise                 | after trip | median tau | 10th pct | worst  | stores with tau >= 0.9");
let met = true;
for (const { label, noise, goal } of runs) {
  const { learned: results, meanPlace } = run(noise);
  results.forEach((result, t) => {
    console.log(
      `${(t === 0 ? label : "").padEnd(21)} | ${String(t + 1).padStart(10)} | ${fixed(result.median).padStart(10)} | ${fixed(result.p10).padStart(8)} | ${fixed(result.worst).padStart(6)} | ${percent(result.reached).padStart(6)}`,
    );
  });
  console.log(
    `${"".padEnd(21)} | mean place | ${fixed(meanPlace.median).padStart(10)} | ${fixed(meanPlace.p10).padStart(8)} | ${fixed(meanPlace.worst).padStart(6)} | ${percent(meanPlace.reached).padStart(6)}`,
  );
  if (goal) {
    const last = results[TRIPS - 1];
    met = last.median >= GOAL_TAU && last.reached >= GOAL_SHARE;
    console.log(
      `goal (${label}, after ${TRIPS} trips: median tau >= ${GOAL_TAU} and >= ${percent(GOAL_SHARE)} of stores at tau >= ${GOAL_TAU}): ${met ? "met" : "MISSED"}`,
    );
  }
}
if (!met) process.exit(1);
