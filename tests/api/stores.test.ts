import { describe, expect, it } from "vitest";
import type { Scope } from "../../worker-api/src/data/scope";
import {
  createStore,
  listStores,
  recordStoreTrip,
  setStoreSectionOrder,
  storeSectionOrder,
} from "../../worker-api/src/data/stores";
import type { Tick } from "../../worker-api/src/shopping/store-order";
import { checkedScope, personalGroupId, rows, signedInUser } from "./helpers";
import { SECTIONS as STORE_SECTIONS } from "../../worker-api/src/contract/sections";

const SECTIONS = [...STORE_SECTIONS];
const WALK = ["Drinks", "Household", "Pantry", "Produce", "Bakery", "Dairy & eggs", "Meat & fish", "Frozen"];

const walkTicks = (walk: readonly string[]): Tick[] =>
  walk.flatMap((section, i) => [0, 1].map((k) => ({ section, at: (i * 2 + k) * 60_000 })));

/** A household's scope, as the API's middleware builds it, membership checked in D1. */
async function household(): Promise<Scope> {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  return checkedScope(user.id, groupId);
}

type StoreRow = { id: number; group_id: number; name: string; position: number; section_order: string | null };
const storedStores = (groupId: number) =>
  rows<StoreRow>("SELECT * FROM stores WHERE group_id = ? ORDER BY position, id", groupId);
const storedStore = async (id: number) => (await rows<StoreRow>("SELECT * FROM stores WHERE id = ?", id))[0];

describe("a group's stores", () => {
  it("start with the group's default one, and are listed in the order they were made", async () => {
    const scope = await household();
    expect((await storedStores(scope.groupId)).map(({ name, position }) => ({ name, position }))).toEqual([
      { name: "My store", position: 0 },
    ]);
    await createStore(scope, "  Lidl ");
    await createStore(scope, "Corner shop");
    expect((await listStores(scope)).map((store) => store.name)).toEqual(["My store", "Lidl", "Corner shop"]);
    const stored = await storedStores(scope.groupId);
    expect(stored.map(({ name, position, section_order }) => ({ name, position, section_order }))).toEqual([
      { name: "My store", position: 0, section_order: null },
      { name: "Lidl", position: 1, section_order: null },
      { name: "Corner shop", position: 2, section_order: null },
    ]);
    expect(storeSectionOrder((await listStores(scope))[1]!, SECTIONS)).toEqual(SECTIONS);
  });

  it("refuse a name the group has already, whatever the case, and a blank one: nothing written", async () => {
    const scope = await household();
    await createStore(scope, "Lidl");
    await expect(createStore(scope, "LIDL")).rejects.toMatchObject({
      kind: "conflict",
      message: 'Store "LIDL" already exists.',
    });
    await expect(createStore(scope, "   ")).rejects.toMatchObject({ kind: "bad-input" });
    await expect(createStore(scope, "x".repeat(61))).rejects.toMatchObject({ kind: "bad-input" });
    expect((await storedStores(scope.groupId)).map((store) => store.name)).toEqual(["My store", "Lidl"]);
    // Another group may use the name.
    const other = await household();
    await createStore(other, "Lidl");
    expect(await storedStores(other.groupId)).toHaveLength(2);
  });

  it("learn their order from trips, stored as small JSON in D1", async () => {
    const scope = await household();
    const store = await createStore(scope, "Lidl");
    let updated = store;
    for (let trip = 0; trip < 3; trip++) updated = await recordStoreTrip(scope, store.id, walkTicks(WALK), SECTIONS);
    const order = storeSectionOrder(updated, SECTIONS);
    expect(order.filter((section) => WALK.includes(section))).toEqual(WALK);
    const stored = await storedStore(store.id);
    expect(stored!.section_order!.length).toBeLessThan(2_048);
    const state = JSON.parse(stored!.section_order!) as { sections: string[]; trips: number };
    expect(state.sections).toEqual(SECTIONS);
    expect(state.trips).toBe(3);
    expect(storeSectionOrder((await listStores(scope))[1]!, SECTIONS)).toEqual(order);
  });

  it("count every one of trips recorded at the same time", async () => {
    const scope = await household();
    const store = await createStore(scope, "Lidl");
    await Promise.all([0, 1, 2].map(() => recordStoreTrip(scope, store.id, walkTicks(WALK), SECTIONS)));
    const stored = await storedStore(store.id);
    expect((JSON.parse(stored!.section_order!) as { trips: number }).trips).toBe(3);
  });

  it("take a drag over what trips taught", async () => {
    const scope = await household();
    const store = await createStore(scope, "Lidl");
    await recordStoreTrip(scope, store.id, walkTicks(WALK), SECTIONS);
    const dragged = await setStoreSectionOrder(scope, store.id, SECTIONS, SECTIONS);
    expect(storeSectionOrder(dragged, SECTIONS)).toEqual(SECTIONS);
    const stored = await storedStore(store.id);
    expect(storeSectionOrder({ ...dragged, sectionOrder: JSON.parse(stored!.section_order!) }, SECTIONS)).toEqual(
      SECTIONS,
    );
  });

  it("of another group answer like missing ones, and stay as they were", async () => {
    const owner = await household();
    const store = await createStore(owner, "Lidl");
    const stranger = await household();
    await expect(recordStoreTrip(stranger, store.id, walkTicks(WALK), SECTIONS)).rejects.toMatchObject({
      kind: "not-found",
      message: "Store not found",
    });
    await expect(setStoreSectionOrder(stranger, store.id, WALK, SECTIONS)).rejects.toMatchObject({ kind: "not-found" });
    expect((await storedStore(store.id))!.section_order).toBeNull();
    expect((await listStores(stranger)).map((one) => one.name)).toEqual(["My store"]);
  });
});
