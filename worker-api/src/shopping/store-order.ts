// A store's order of sections, learned from the order in which the household ticks items there.
//
// The state is a matrix of decayed evidence: `before[a][b]` is how strongly past trips say that
// section a comes before section b in this store. Each trip adds, for every pair of sections ticked
// in it, the share of their cross pairs of ticks in which a's tick came first (and the rest to b
// before a); the older evidence about that pair is first multiplied by DECAY, so a store that moves
// its aisles is relearned within a few trips. Pairs a trip did not see keep their evidence: a quick
// trip for milk and bread says nothing about where the frozen aisle is. A share rather than one
// vote per trip keeps a single late tick, a doubling back or an item grabbed from an end display
// from flipping a pair: it moves the share a little, where a section's first or median tick could
// jump.
//
// What counts is the order of the ticks, not the time between them: a shopper who ticks a trolley
// section by section in a few seconds, or a phone replaying ticks made offline, still says which
// section came first. Only ticks at the very same millisecond say nothing about their order.
//
// The order answered is the one that contradicts the least evidence (a Kemeny order, found exactly
// by a dynamic programme over subsets: 2^n·n steps, about 10,000 for ten sections). Among orders
// contradicting equally little, the one closest to the catalogue's default order wins, so a
// section never ticked in this store, or two sections never seen together, keep their default
// places relative to the rest. So a store's first trip is followed as it was walked, and one odd
// trip after two that agree does not flip a pair (0.8 + 1 against 1 after decay).
//
// A drag to fix the order replaces all the evidence by MANUAL_WEIGHT unanimous trips in the
// dragged order (the household has looked at the whole order and put it right). It then decays
// like any trip: one or two trips that walk otherwise do not undo the drag (a shopper who doubled
// back once should not lose their fix), three that clearly do mean the store has changed, and the
// learned order follows them.

/** How much of the older evidence survives each new trip. */
const DECAY = 0.8;
/** A drag counts as this many trips that all walked in the dragged order. */
const MANUAL_WEIGHT = 3;
/** Evidence is stored rounded to this many decimals: small, stable JSON. */
const DECIMALS = 4;
/** The exact order search is exponential in the number of sections. */
export const MAX_SECTIONS = 12;
/** Differences of evidence below this are ties (floating-point noise). */
const TIE = 1e-9;

export interface StoreOrderState {
  /** The sections the matrix is indexed by, in the catalogue's order when it was last written. */
  sections: string[];
  /** `before[i][j]`: decayed evidence that sections[i] comes before sections[j]. */
  before: number[][];
  /** Trips recorded since the state was created (drags excluded). */
  trips: number;
}

export interface Tick {
  /** The section of the ticked item, one of the catalogue's. */
  section: string;
  /** When it was ticked, in milliseconds (epoch or any monotone clock of the trip). */
  at: number;
  /** The list the ticked item is on, when known: a tick on another list starts another trip. */
  list?: number | null;
}

const round = (value: number) => {
  const factor = 10 ** DECIMALS;
  return Math.round(value * factor) / factor;
};

function checkCatalogue(catalogue: readonly string[]) {
  if (catalogue.length > MAX_SECTIONS) throw new Error(`A store order has at most ${MAX_SECTIONS} sections.`);
  if (new Set(catalogue).size !== catalogue.length) throw new Error("A store's sections must be distinct.");
}

/** The state of a store with no trips and no drag: its order is the catalogue's. */
export function emptyStoreOrder(catalogue: readonly string[]): StoreOrderState {
  checkCatalogue(catalogue);
  return { sections: [...catalogue], before: catalogue.map(() => catalogue.map(() => 0)), trips: 0 };
}

/**
 * A stored state (parsed JSON, possibly written when the catalogue was different, or damaged)
 * re-indexed by the current catalogue: sections added since start with no evidence, sections gone
 * are dropped, anything that is not a finite non-negative number counts as no evidence. A section
 * named more than once counts where it is first named, so the work is one pass over the stored
 * sections and a catalogue-sized read of the matrix, whatever a damaged row holds.
 */
export function readStoreOrder(stored: unknown, catalogue: readonly string[]): StoreOrderState {
  const state = emptyStoreOrder(catalogue);
  if (typeof stored !== "object" || stored === null) return state;
  const { sections, before, trips } = stored as Partial<Record<keyof StoreOrderState, unknown>>;
  if (!Array.isArray(sections) || !Array.isArray(before)) return state;
  const index = new Map(catalogue.map((section, i) => [section, i]));
  // [place in the stored state, place in the catalogue] of each catalogue section the state names.
  const places: [number, number][] = [];
  const placed = new Set<number>();
  for (let i = 0; i < sections.length && places.length < catalogue.length; i++) {
    const name: unknown = sections[i];
    const at = typeof name === "string" ? index.get(name) : undefined;
    if (at === undefined || placed.has(at)) continue;
    placed.add(at);
    places.push([i, at]);
  }
  for (const [i, ai] of places) {
    const row: unknown = before[i];
    if (!Array.isArray(row)) continue;
    for (const [j, bi] of places) {
      const value: unknown = row[j];
      if (ai === bi || typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
      state.before[ai]![bi] = value;
    }
  }
  state.trips = typeof trips === "number" && Number.isInteger(trips) && trips > 0 ? trips : 0;
  return state;
}

/**
 * The state after one shopping trip: the ticks of one session in this store, in any order (they
 * are ordered by time, ticks at the same time keeping their given order). Ticks in sections the
 * catalogue does not know are ignored; a trip ticking fewer than two sections teaches nothing and
 * leaves the evidence as it was, but still counts as a trip.
 */
export function recordTrip(
  state: StoreOrderState,
  ticks: readonly Tick[],
  catalogue: readonly string[],
): StoreOrderState {
  const next = readStoreOrder(state, catalogue);
  const index = new Map(catalogue.map((section, i) => [section, i]));
  const walk = ticks
    .map((tick, order) => ({ section: index.get(tick.section), at: tick.at, order }))
    .filter(
      (tick): tick is { section: number; at: number; order: number } =>
        tick.section !== undefined && Number.isFinite(tick.at),
    )
    .sort((x, y) => x.at - y.at || x.order - y.order);

  const n = catalogue.length;
  // first[a][b]: cross pairs of ticks (one in a, one in b) in which a's came first; ties count half.
  const first = catalogue.map(() => new Array<number>(n).fill(0));
  walk.forEach((earlier, i) => {
    for (const later of walk.slice(i + 1)) {
      if (later.section === earlier.section) continue;
      if (later.at === earlier.at) {
        first[earlier.section]![later.section]! += 0.5;
        first[later.section]![earlier.section]! += 0.5;
      } else {
        first[earlier.section]![later.section]! += 1;
      }
    }
  });

  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      const pairs = first[a]![b]! + first[b]![a]!;
      if (pairs > 0) next.before[a]![b] = round(next.before[a]![b]! * DECAY + first[a]![b]! / pairs);
    }
  }
  next.trips += 1;
  return next;
}

/**
 * The state after the household dragged the sections into `order`. A drag may name only some
 * sections (those on the list at the time): they take the places they held in the current order,
 * in the dragged order, and every other section stays where it was. The whole evidence becomes
 * MANUAL_WEIGHT unanimous trips walking that completed order, so it shows at once. Names the
 * catalogue does not know are ignored.
 */
export function setManualOrder(
  state: StoreOrderState,
  order: readonly string[],
  catalogue: readonly string[],
): StoreOrderState {
  const known = new Set(catalogue);
  const dragged = [...new Set(order)].filter((section) => known.has(section));
  const moved = new Set(dragged);
  let next = 0;
  const complete = sectionOrder(state, catalogue).map((section) => (moved.has(section) ? dragged[next++]! : section));
  const place = new Map(complete.map((section, i) => [section, i]));
  return {
    sections: [...catalogue],
    before: catalogue.map((a) => catalogue.map((b) => (place.get(a)! < place.get(b)! ? MANUAL_WEIGHT : 0))),
    trips: readStoreOrder(state, catalogue).trips,
  };
}

/**
 * The store's order of every catalogue section: the order contradicting the least evidence, ties
 * broken towards the catalogue's order. Deterministic: the same state and catalogue always give the
 * same order.
 */
export function sectionOrder(state: StoreOrderState, catalogue: readonly string[]): string[] {
  const { before } = readStoreOrder(state, catalogue);
  const n = catalogue.length;
  const size = 1 << n;
  const full = size - 1;
  const lowest = (set: number) => 31 - Math.clz32(set & -set);
  // against[next * size + set]: the evidence that `next` comes before the sections in `set`, all
  // contradicted by placing it after them; bits[set]: how many sections `set` holds.
  const against = new Float64Array(n * size);
  const bits = new Uint8Array(size);
  for (let set = 1; set < size; set++) {
    const rest = set & (set - 1);
    const placed = lowest(set);
    bits[set] = bits[rest]! + 1;
    for (let next = 0; next < n; next++) {
      against[next * size + set] = against[next * size + rest]! + before[next]![placed]!;
    }
  }
  // cost[set], inversions[set]: the least (contradicted evidence, then inversions of the default
  // order) of placing the sections in `set` first, in some order; from[set]: the section placed
  // last to reach it.
  const cost = new Float64Array(size).fill(Infinity);
  const inversions = new Float64Array(size).fill(Infinity);
  const from = new Int8Array(size).fill(-1);
  cost[0] = 0;
  inversions[0] = 0;
  for (let set = 0; set < full; set++) {
    for (let next = 0; next < n; next++) {
      if (set & (1 << next)) continue;
      const target = set | (1 << next);
      const candidateCost = cost[set]! + against[next * size + set]!;
      // Each section in `set` that the default order puts after `next` is an inversion.
      const candidateInversions = inversions[set]! + bits[set & ~((2 << next) - 1)]!;
      const better =
        candidateCost < cost[target]! - TIE ||
        (candidateCost <= cost[target]! + TIE && candidateInversions < inversions[target]!);
      if (better) {
        cost[target] = candidateCost;
        inversions[target] = candidateInversions;
        from[target] = next;
      }
    }
  }
  const order: string[] = [];
  for (let set = full; set !== 0; set &= ~(1 << from[set]!)) order.unshift(catalogue[from[set]!]!);
  return order;
}

/** A gap this long between two ticks in one store means the second began another trip. */
const TRIP_GAP_MS = 3 * 60 * 60 * 1000;

/**
 * The ticks of a store not yet learned from, as the trips that are over. A trip is a run of ticks
 * on one list: it is over when the next tick in the store comes TRIP_GAP_MS or more later, or is
 * on another list (the household has moved on to its next shop, however soon), and the last run
 * is over too when its list has nothing left to buy (`listDone`). Answers the trips, each in time
 * order, and the time of the last tick they hold.
 */
export function finishedTrips(ticks: readonly Tick[], listDone: boolean): { trips: Tick[][]; upTo: number | null } {
  const sorted = [...ticks].sort((x, y) => x.at - y.at);
  const trips: Tick[][] = [];
  let current: Tick[] = [];
  for (const tick of sorted) {
    const last = current.at(-1);
    if (last && (tick.at - last.at >= TRIP_GAP_MS || (tick.list ?? null) !== (last.list ?? null))) {
      trips.push(current);
      current = [];
    }
    current.push(tick);
  }
  if (listDone && current.length > 0) trips.push(current);
  return { trips, upTo: trips.length > 0 ? trips.at(-1)!.at(-1)!.at : null };
}
