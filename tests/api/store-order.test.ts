import { describe, expect, it } from "vitest";
import {
  emptyStoreOrder,
  finishedTrips,
  readStoreOrder,
  recordTrip,
  sectionOrder,
  setManualOrder,
  type StoreOrderState,
  type Tick,
} from "../../worker-api/src/shopping/store-order";
import { SECTIONS as STORE_SECTIONS } from "../../worker-api/src/contract/sections";

const SECTIONS = [...STORE_SECTIONS];
// A store walked nearly backwards from the default order, so nothing passes by luck.
const WALK = [
  "Household",
  "Drinks",
  "Frozen",
  "Pantry",
  "Spices & baking",
  "Meat & fish",
  "Dairy & eggs",
  "Bakery",
  "Produce",
  "Other",
];

/** Ticks a minute apart, in the order given: `counts[i]` items of `sections[i]`. */
function walkTicks(sections: readonly string[], counts: readonly number[] = sections.map(() => 3), start = 0): Tick[] {
  const ticks: Tick[] = [];
  sections.forEach((section, i) => {
    for (let k = 0; k < counts[i]!; k++) ticks.push({ section, at: start + ticks.length * 60_000 });
  });
  return ticks;
}

const trips = (state: StoreOrderState, list: Tick[][]) =>
  list.reduce((s, ticks) => recordTrip(s, ticks, SECTIONS), state);

describe("a store's learned order of sections", () => {
  it("is the default order before any trip", () => {
    expect(sectionOrder(emptyStoreOrder(SECTIONS), SECTIONS)).toEqual(SECTIONS);
  });

  it("follows a clean walk after one trip", () => {
    const state = recordTrip(emptyStoreOrder(SECTIONS), walkTicks(WALK), SECTIONS);
    expect(sectionOrder(state, SECTIONS)).toEqual(WALK);
    expect(state.trips).toBe(1);
  });

  it("orders ticks by time, not by the order they arrive in", () => {
    const shuffled = [...walkTicks(WALK)].reverse();
    expect(sectionOrder(recordTrip(emptyStoreOrder(SECTIONS), shuffled, SECTIONS), SECTIONS)).toEqual(WALK);
  });

  it("shrugs off a late tick, a doubling back and a till tick in each of three trips", () => {
    const noisy = (late: string, back: string, till: string) => {
      const ticks = walkTicks(
        WALK,
        WALK.map(() => 4),
      );
      // The shopper forgot to tick one `late` item until the end of the walk, went back for one
      // `back` item after the next section, and ticked one `till` item at the checkout.
      const move = (section: string, to: number) => {
        const i = ticks.findIndex((tick) => tick.section === section);
        const [tick] = ticks.splice(i, 1);
        ticks.splice(to, 0, tick!);
      };
      move(late, ticks.length - 3);
      move(back, ticks.findIndex((tick) => tick.section === WALK[WALK.indexOf(back) + 1]) + 2);
      move(till, ticks.length);
      return ticks.map((tick, i) => ({ section: tick.section, at: i * 45_000 }));
    };
    const state = trips(emptyStoreOrder(SECTIONS), [
      noisy("Household", "Frozen", "Bakery"),
      noisy("Pantry", "Drinks", "Produce"),
      noisy("Meat & fish", "Dairy & eggs", "Household"),
    ]);
    expect(sectionOrder(state, SECTIONS)).toEqual(WALK);
  });

  it("is not flipped by one trip whose single item of a section was ticked out of place", () => {
    const good = walkTicks(WALK);
    // One bread roll, ticked at the very end on the third trip.
    const odd = walkTicks(
      WALK.filter((section) => section !== "Bakery"),
      WALK.filter((section) => section !== "Bakery").map(() => 3),
    );
    odd.push({ section: "Bakery", at: odd.length * 60_000 + 60_000 });
    expect(sectionOrder(trips(emptyStoreOrder(SECTIONS), [good, good, odd]), SECTIONS)).toEqual(WALK);
  });

  it("relearns a store that moved its aisles within three trips", () => {
    const moved = [...WALK].reverse();
    const old = trips(emptyStoreOrder(SECTIONS), [walkTicks(WALK), walkTicks(WALK), walkTicks(WALK)]);
    const after = (count: number) => sectionOrder(trips(old, Array(count).fill(walkTicks(moved))), SECTIONS);
    expect(after(1)).not.toEqual(moved);
    expect(after(3)).toEqual(moved);
  });

  it("keeps a section never ticked in this store in its default place among the rest", () => {
    // Frozen is never bought here; it sits between the sections around it by default.
    const walk = ["Pantry", "Produce", "Drinks", "Household"];
    const order = sectionOrder(recordTrip(emptyStoreOrder(SECTIONS), walkTicks(walk), SECTIONS), SECTIONS);
    expect(order.filter((section) => walk.includes(section))).toEqual(walk);
    expect(order.indexOf("Frozen")).toBeGreaterThan(order.indexOf("Produce"));
    expect(order.indexOf("Frozen")).toBeLessThan(order.indexOf("Drinks"));
  });

  it("ignores sections it does not know and ticks without a time", () => {
    const base = recordTrip(emptyStoreOrder(SECTIONS), walkTicks(WALK), SECTIONS);
    const junk = recordTrip(
      base,
      [
        { section: "Garden centre", at: 0 },
        { section: "Produce", at: Number.NaN },
        { section: "Household", at: 60_000 },
      ],
      SECTIONS,
    );
    expect(sectionOrder(junk, SECTIONS)).toEqual(WALK);
    expect(junk.sections).toEqual(SECTIONS);
    expect(junk.trips).toBe(2);
  });

  it("learns from ticks made a fraction of a second apart, in the order they were made", () => {
    // A trolley ticked section by section at the till, or ticks made offline and replayed together:
    // the order still says which section came first. Only ticks at the same millisecond say nothing.
    const quick = recordTrip(
      emptyStoreOrder(SECTIONS),
      WALK.flatMap((section, i) => [0, 1].map((k) => ({ section, at: 1_000 + (i * 2 + k) * 150 }))),
      SECTIONS,
    );
    expect(sectionOrder(quick, SECTIONS)).toEqual(WALK);
    const together = recordTrip(
      emptyStoreOrder(SECTIONS),
      [
        { section: "Household", at: 1_000 },
        { section: "Produce", at: 1_000 },
      ],
      SECTIONS,
    );
    expect(sectionOrder(together, SECTIONS)).toEqual(SECTIONS);
    expect(together.before[SECTIONS.indexOf("Household")]![SECTIONS.indexOf("Produce")]).toBe(0.5);
  });

  it("keeps what it knows of the sections a short trip did not visit", () => {
    const learned = trips(emptyStoreOrder(SECTIONS), [walkTicks(WALK), walkTicks(WALK)]);
    // A quick trip for milk and bread, walked the other way round in those two sections only.
    const quick = recordTrip(learned, walkTicks(["Bakery", "Dairy & eggs"]), SECTIONS);
    const frozen = SECTIONS.indexOf("Frozen");
    const household = SECTIONS.indexOf("Household");
    expect(quick.before[household]![frozen]).toBe(learned.before[household]![frozen]);
    expect(sectionOrder(quick, SECTIONS)).toEqual(WALK);
    expect(quick.trips).toBe(3);
  });

  it("takes a new section added to the catalogue and drops one removed from it", () => {
    const state = recordTrip(emptyStoreOrder(SECTIONS), walkTicks(WALK), SECTIONS);
    const catalogue = [...SECTIONS.filter((section) => section !== "Other"), "Pharmacy"];
    const read = readStoreOrder(JSON.parse(JSON.stringify(state)), catalogue);
    expect(read.sections).toEqual(catalogue);
    const order = sectionOrder(read, catalogue);
    expect(order.filter((section) => section !== "Pharmacy")).toEqual(WALK.filter((section) => section !== "Other"));
    expect(order).toContain("Pharmacy");
    // Damaged JSON reads as a store with no trips.
    expect(readStoreOrder({ sections: "x", before: 3 }, SECTIONS)).toEqual(emptyStoreOrder(SECTIONS));
    expect(readStoreOrder(null, SECTIONS)).toEqual(emptyStoreOrder(SECTIONS));
  });

  it("puts a dragged order first at once, even against three learned trips", () => {
    const learned = trips(emptyStoreOrder(SECTIONS), Array(3).fill(walkTicks(WALK)));
    const dragged = setManualOrder(learned, SECTIONS, SECTIONS);
    expect(sectionOrder(dragged, SECTIONS)).toEqual(SECTIONS);
  });

  it("keeps the drag through two trips that walk otherwise and follows a third", () => {
    const dragged = setManualOrder(emptyStoreOrder(SECTIONS), SECTIONS, SECTIONS);
    const after = (count: number) => sectionOrder(trips(dragged, Array(count).fill(walkTicks(WALK))), SECTIONS);
    expect(after(1)).toEqual(SECTIONS);
    expect(after(2)).toEqual(SECTIONS);
    expect(after(3)).toEqual(WALK);
  });

  it("moves only the sections a partial drag names, into the places they held", () => {
    const learned = recordTrip(emptyStoreOrder(SECTIONS), walkTicks(WALK), SECTIONS);
    // Only Bakery and Household were on the list; unknown names are ignored.
    const dragged = setManualOrder(learned, ["Bakery", "Nowhere", "Household"], SECTIONS);
    const swapped = WALK.map((section) =>
      section === "Bakery" ? "Household" : section === "Household" ? "Bakery" : section,
    );
    expect(sectionOrder(dragged, SECTIONS)).toEqual(swapped);
    expect(dragged.trips).toBe(1);
  });

  it("stays small: under 2 KB of JSON after a hundred trips of fifty items", () => {
    let state = emptyStoreOrder(SECTIONS);
    for (let trip = 0; trip < 100; trip++) {
      const walk = trip % 2 === 0 ? WALK : SECTIONS;
      state = recordTrip(
        state,
        walkTicks(
          walk,
          walk.map(() => 5),
          trip * 10_000_000,
        ),
        SECTIONS,
      );
    }
    const json = JSON.stringify(state);
    expect(json.length).toBeLessThan(2_048);
    expect(state.before.flat().every((value) => Number.isFinite(value) && value >= 0 && value <= 5)).toBe(true);
  });

  it("is deterministic: the same trips give the same state and order, as JSON round trips do", () => {
    const list = [walkTicks(WALK), walkTicks([...WALK].reverse()), walkTicks(SECTIONS)];
    const a = trips(emptyStoreOrder(SECTIONS), list);
    const b = trips(emptyStoreOrder(SECTIONS), list);
    expect(b).toEqual(a);
    const stored = readStoreOrder(JSON.parse(JSON.stringify(a)), SECTIONS);
    expect(stored).toEqual(a);
    expect(sectionOrder(stored, SECTIONS)).toEqual(sectionOrder(a, SECTIONS));
  });

  it("refuses a catalogue too large to order exactly or with a repeated section", () => {
    expect(() => emptyStoreOrder(Array.from({ length: 13 }, (_, i) => `S${i}`))).toThrow();
    expect(() => emptyStoreOrder(["Produce", "Produce"])).toThrow();
  });
});

describe("a store's trips", () => {
  const tick = (section: string, at: number, list: number) => ({ section, at, list });

  it("end at a gap of three hours, at a tick on another list, and at the list's last line bought", () => {
    const hour = 3_600_000;
    const open = [
      tick("Produce", 0, 1),
      tick("Bakery", 60_000, 1),
      // The next list, ticked at once: the household has moved on to its next shop.
      tick("Pantry", 120_000, 2),
      tick("Frozen", 180_000, 2),
      tick("Drinks", 180_000 + 3 * hour, 2),
    ];
    expect(finishedTrips(open, false)).toEqual({ trips: [open.slice(0, 2), open.slice(2, 4)], upTo: 180_000 });
    expect(finishedTrips(open, true)).toEqual({
      trips: [open.slice(0, 2), open.slice(2, 4), open.slice(4)],
      upTo: 180_000 + 3 * hour,
    });
    expect(finishedTrips(open.slice(0, 2), false)).toEqual({ trips: [], upTo: null });
  });
});
