import { afterEach, describe, expect, it, vi } from "vitest";
import { SECTIONS } from "../../worker-api/src/contract/sections";
import { gql, login, personalGroupId, rows, signedInUser } from "./helpers";

// Stores through the API on real D1: a tick is recorded in its store, a finished trip teaches the
// store its walk, lists answer in a store's walk, a moved line teaches the group, and stores are
// renamed, dragged and deleted without losing a list.

/** One item per section of the walk below, named as the dictionaries file them. */
const ITEMS: Record<string, string> = {
  Produce: "Apples",
  Bakery: "Sourdough bread",
  "Dairy & eggs": "Milk",
  "Meat & fish": "Chicken thighs",
  Pantry: "Rice",
  Household: "Dish soap",
};
/** The order this store is walked in: not the default one. */
const WALK = ["Household", "Pantry", "Dairy & eggs", "Produce", "Meat & fish", "Bakery"];

type StoreRow = { id: number; name: string; position: number; section_order: string | null };
type TickRow = { store_id: number; item_id: number; section: string };

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, query, variables);
    expect(answer.body.errors, query).toBeUndefined();
    return answer.body.data;
  };
  const list = async (names = Object.values(ITEMS)) => {
    const { createShoppingList } = await ask(
      `mutation { createShoppingList(title: "Saturday", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const items: Record<string, number> = {};
    for (const name of names) {
      const { createShoppingItem } = await ask(
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id section } }`,
        { l: createShoppingList.id, n: name },
      );
      items[name] = createShoppingItem.id;
    }
    return { id: createShoppingList.id as number, items };
  };
  const tick = (id: number, isBought = true, storeId?: number) =>
    gql(
      user.token,
      `mutation($id: Int!, $b: Boolean!, $s: Int) { updateShoppingItem(id: $id, is_bought: $b, store_id: $s) { id is_bought } }`,
      {
        id,
        b: isBought,
        s: storeId ?? null,
      },
    );
  const stores = () => rows<StoreRow>("SELECT * FROM stores WHERE group_id = ? ORDER BY position, id", groupId);
  const ticks = () => rows<TickRow>("SELECT store_id, item_id, section FROM store_ticks WHERE group_id = ?", groupId);
  const learned = async (storeId: number) => {
    const { stores: all } = await ask(`{ stores { id section_order } }`);
    return (all as { id: number; section_order: string[] }[]).find((store) => store.id === storeId)!.section_order;
  };
  return { user, groupId, ask, list, tick, stores, ticks, learned };
}

/** Ticks the items of `walk`'s sections a minute apart, on a clock the worker shares. */
async function walkThrough(
  tick: (id: number) => Promise<unknown>,
  items: Record<string, number>,
  walk: readonly string[],
  start = Date.now(),
) {
  vi.useFakeTimers({ toFake: ["Date"] });
  let at = start;
  for (const section of walk) {
    vi.setSystemTime((at += 60_000));
    await tick(items[ITEMS[section]!]!);
  }
  return at;
}

const visited = (order: readonly string[]) => order.filter((section) => WALK.includes(section));

afterEach(() => {
  vi.useRealTimers();
});

describe("a store's trips", () => {
  it("start in the group's default store, and a list all bought teaches the store its walk", async () => {
    const home = await household();
    const [store] = await home.stores();
    expect(store).toMatchObject({ name: "My store", position: 0, section_order: null });
    const { items } = await home.list();
    await walkThrough(home.tick, items, WALK.slice(0, -1));
    // The trip is under way: its ticks wait in the store, the order has not moved yet.
    expect((await home.ticks()).map((tick) => tick.section)).toEqual(WALK.slice(0, -1));
    expect((await home.stores())[0]!.section_order).toBeNull();

    await walkThrough(home.tick, items, WALK.slice(-1), Date.now());
    expect(await home.ticks()).toEqual([]);
    const [taught] = await home.stores();
    expect(JSON.parse(taught!.section_order!).trips).toBe(1);
    expect(visited(await home.learned(store!.id))).toEqual(WALK);
  });

  it("end after three hours without a tick, even with the list not all bought", async () => {
    const home = await household();
    const { items } = await home.list();
    const end = await walkThrough(home.tick, items, WALK.slice(0, 3));
    vi.setSystemTime(end + 3 * 60 * 60 * 1000 + 1);
    // Hours later the phone has a new access token.
    home.user.token = (await login(home.user.email)).access_token;
    expect((await home.tick(items[ITEMS[WALK[3]!]!]!)).body.errors).toBeUndefined();
    const [store] = await home.stores();
    expect(JSON.parse(store!.section_order!).trips).toBe(1);
    const firstThree = WALK.slice(0, 3);
    expect((await home.learned(store!.id)).filter((section) => firstThree.includes(section))).toEqual(firstThree);
    // The new trip's first tick waits for the rest of it.
    expect((await home.ticks()).map((tick) => tick.section)).toEqual([WALK[3]]);
  });

  it("take an untick back, and keep one tick per item ticked twice", async () => {
    const home = await household();
    const { items } = await home.list();
    await home.tick(items.Milk!);
    await home.tick(items.Milk!);
    expect(await home.ticks()).toHaveLength(1);
    await home.tick(items.Milk!, false);
    expect(await home.ticks()).toEqual([]);
  });

  it("record a tick in the store it names, and refuse another group's store with nothing written", async () => {
    const home = await household();
    const { createStore } = await home.ask(`mutation { createStore(name: "Lidl") { id name is_default } }`);
    expect(createStore).toMatchObject({ name: "Lidl", is_default: false });
    const { items } = await home.list();
    await home.tick(items.Milk!, true, createStore.id);
    expect(await home.ticks()).toEqual([{ store_id: createStore.id, item_id: items.Milk, section: "Dairy & eggs" }]);

    const stranger = await household();
    const [strangers] = await stranger.stores();
    const refused = await home.tick(items.Apples!, true, strangers!.id);
    expect(refused.body.errors?.[0]?.message).toBe("Store not found");
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", items.Apples)).toEqual([{ is_bought: 0 }]);
    expect(await home.ticks()).toHaveLength(1);
  });

  it("start afresh from a store's damaged order instead of failing the tick", async () => {
    const home = await household();
    const [store] = await home.stores();
    await rows("UPDATE stores SET section_order = '{not json' WHERE id = ?", store!.id);
    const { items } = await home.list(["Milk"]);
    expect((await home.tick(items.Milk!)).body.errors).toBeUndefined();
    expect(JSON.parse((await home.stores())[0]!.section_order!).trips).toBe(1);
  });

  it("go with their group, lists shopped there and all", async () => {
    const home = await household();
    const { createStore: lidl } = await home.ask(`mutation { createStore(name: "Lidl") { id } }`);
    const { id, items } = await home.list(["Milk", "Apples"]);
    await home.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
      id,
      s: lidl.id,
    });
    await home.tick(items.Milk!);
    await rows("DELETE FROM groups WHERE id = ?", home.groupId);
    await rows("DELETE FROM hosted_groups WHERE id = ?", home.groupId);
    for (const table of ["stores", "store_ticks", "store_prices", "section_choices", "shopping_lists"])
      expect(await rows(`SELECT id FROM ${table} WHERE group_id = ?`, home.groupId), table).toEqual([]);
  });

  it("count a trip once when its last two ticks arrive together", async () => {
    const home = await household();
    const { items } = await home.list();
    const end = await walkThrough(home.tick, items, WALK.slice(0, -2));
    vi.setSystemTime(end + 60_000);
    await Promise.all(WALK.slice(-2).map((section) => home.tick(items[ITEMS[section]!]!)));
    const [store] = await home.stores();
    expect(JSON.parse(store!.section_order!).trips).toBe(1);
    expect(await home.ticks()).toEqual([]);
  });
});

describe("a list in a store's walk", () => {
  it("answers its items in the walk of the store asked for, else its own store's, with each line's place", async () => {
    const home = await household();
    const { createStore: lidl } = await home.ask(`mutation { createStore(name: "Lidl") { id } }`);
    await home.ask(`mutation($id: Int!, $o: [String!]) { updateStore(id: $id, order: $o) { id } }`, {
      id: lidl.id,
      o: WALK,
    });
    const { id } = await home.list();
    const read = async (storeId?: number) =>
      (
        await home.ask(
          `query($id: Int!, $s: Int) { shoppingList(id: $id, store_id: $s) { store { name } items { section store_position } } }`,
          { id, s: storeId ?? null },
        )
      ).shoppingList as { store: { name: string }; items: { section: string; store_position: number }[] };

    const inDefault = await read();
    expect(inDefault.store.name).toBe("My store");
    expect(inDefault.items.map((item) => item.section)).toEqual(SECTIONS.filter((section) => section in ITEMS));
    const inLidl = await read(lidl.id);
    expect(inLidl.store.name).toBe("Lidl");
    expect(inLidl.items.map((item) => item.section)).toEqual(WALK);
    // Places in the store's whole walk: the drag named six sections, which took the places those
    // six held (Household's was the ninth, after Frozen and Drinks, which Bakery now holds).
    expect(inLidl.items.map((item) => item.store_position)).toEqual([0, 1, 2, 3, 4, 8]);

    // The list's own store: chosen once, it is where the list is read and ticked.
    await home.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
      id,
      s: lidl.id,
    });
    expect((await read()).items.map((item) => item.section)).toEqual(WALK);
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", id)).toEqual([{ store_id: lidl.id }]);

    const stranger = await household();
    const [strangers] = await stranger.stores();
    const refused = await gql(
      home.user.token,
      `query($id: Int!, $s: Int) { shoppingList(id: $id, store_id: $s) { id } }`,
      {
        id,
        s: strangers!.id,
      },
    );
    expect(refused.body.errors?.[0]?.message).toBe("Store not found");
    const notSet = await gql(
      home.user.token,
      `mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`,
      {
        id,
        s: strangers!.id,
      },
    );
    expect(notSet.body.errors?.[0]?.message).toBe("Store not found");
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", id)).toEqual([{ store_id: lidl.id }]);
  });
});

describe("moving a line to another section", () => {
  it("files it there and teaches the group: the next line of that name lands there too", async () => {
    const home = await household();
    const { id, items } = await home.list(["Tahini", "Oat milk"]);
    const { moveItemToSection } = await home.ask(
      `mutation($i: Int!) { moveItemToSection(item_id: $i, section: "Spices & baking") { id section } }`,
      { i: items.Tahini },
    );
    expect(moveItemToSection.section).toBe("Spices & baking");
    expect(await rows("SELECT name_key, section FROM section_choices WHERE group_id = ?", home.groupId)).toEqual([
      { name_key: expect.any(String), section: "Spices & baking" },
    ]);
    // Another spelling of the same thing, on another list.
    const next = await home.list(["tahini"]);
    expect(await rows("SELECT section FROM shopping_items WHERE id = ?", next.items.tahini)).toEqual([
      { section: "Spices & baking" },
    ]);
    // The line itself is read in its new section.
    const { shoppingList } = await home.ask(`query($id: Int!) { shoppingList(id: $id) { items { name section } } }`, {
      id,
    });
    expect(shoppingList.items).toContainEqual({ name: "Tahini", section: "Spices & baking" });
  });

  it("refuses a section that is not one, and another group's line, with nothing written", async () => {
    const home = await household();
    const { items } = await home.list(["Tahini"]);
    const bad = await gql(
      home.user.token,
      `mutation($i: Int!) { moveItemToSection(item_id: $i, section: "Aisle 9") { id } }`,
      {
        i: items.Tahini,
      },
    );
    expect(bad.body.errors?.[0]?.message).toMatch(/^Section must be one of Produce, Bakery/);
    const stranger = await household();
    const foreign = await gql(
      stranger.user.token,
      `mutation($i: Int!) { moveItemToSection(item_id: $i, section: "Frozen") { id } }`,
      { i: items.Tahini },
    );
    expect(foreign.body.errors?.[0]?.message).toBe("Shopping item not found");
    expect(await rows("SELECT section FROM shopping_items WHERE id = ?", items.Tahini)).toEqual([
      { section: "Pantry" },
    ]);
    expect(
      await rows("SELECT * FROM section_choices WHERE group_id IN (?, ?)", home.groupId, stranger.groupId),
    ).toEqual([]);
  });
});

describe("a group's stores", () => {
  it("are renamed and dragged; a taken name or a repeated section is refused with nothing written", async () => {
    const home = await household();
    const [mine] = await home.stores();
    const { createStore: lidl } = await home.ask(`mutation { createStore(name: "Lidl") { id } }`);
    const { updateStore } = await home.ask(
      `mutation($id: Int!) { updateStore(id: $id, name: "Corner shop", order: ["Bakery", "Produce"]) { name section_order } }`,
      { id: mine!.id },
    );
    expect(updateStore.name).toBe("Corner shop");
    expect(updateStore.section_order.slice(0, 2)).toEqual(["Bakery", "Produce"]);

    const taken = await gql(home.user.token, `mutation($id: Int!) { updateStore(id: $id, name: "LIDL") { id } }`, {
      id: mine!.id,
    });
    expect(taken.body.errors?.[0]?.message).toBe('Store "LIDL" already exists.');
    const twice = await gql(
      home.user.token,
      `mutation($id: Int!) { updateStore(id: $id, order: ["Bakery", "Bakery"]) { id } }`,
      { id: lidl.id },
    );
    expect(twice.body.errors?.[0]?.message).toBe("A section is named once in a store's order");
    expect((await home.stores()).map(({ name, section_order }) => [name, section_order === null])).toEqual([
      ["Corner shop", false],
      ["Lidl", true],
    ]);
  });

  it("are deleted with their lists going back to the default store, and never the last one", async () => {
    const home = await household();
    const [mine] = await home.stores();
    const { createStore: lidl } = await home.ask(`mutation { createStore(name: "Lidl") { id } }`);
    const { id } = await home.list(["Milk"]);
    await home.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
      id,
      s: mine!.id,
    });
    await home.ask(`mutation($id: Int!) { deleteStore(id: $id) }`, { id: mine!.id });
    expect(await home.stores()).toMatchObject([{ id: lidl.id, name: "Lidl", position: 0 }]);
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", id)).toEqual([{ store_id: null }]);
    const { stores } = await home.ask(`{ stores { name is_default } }`);
    expect(stores).toEqual([{ name: "Lidl", is_default: true }]);

    const last = await gql(home.user.token, `mutation($id: Int!) { deleteStore(id: $id) }`, { id: lidl.id });
    expect(last.body.errors?.[0]?.message).toBe(
      "A group keeps at least one store: add another before deleting this one.",
    );
    expect(await home.stores()).toHaveLength(1);
  });
});

describe("a list's estimate", () => {
  it("remembers the last price paid in a store and estimates the next list there, scaled to its amounts", async () => {
    const home = await household();
    const item = (listId: number, name: string, quantity: number, unit: string) =>
      home
        .ask(
          `mutation($l: Int!, $n: String!, $q: Float!, $u: String!) { createShoppingItem(list_id: $l, name: $n, quantity: $q, unit: $u) { id } }`,
          { l: listId, n: name, q: quantity, u: unit },
        )
        .then((answer) => answer.createShoppingItem.id as number);
    const price = (id: number, euros: number) =>
      home.ask(`mutation($id: Int!, $p: Float!) { updateShoppingItem(id: $id, price: $p) { id } }`, { id, p: euros });
    const { id: first } = await home.list([]);
    const milk = await item(first, "Milk", 1, "l");
    const apples = await item(first, "Apples", 1, "kg");
    const bread = await item(first, "Bread", 1, "pcs");
    // A price typed after the tick, one typed before it, and one typed at home after the trip.
    await home.tick(milk);
    await price(milk, 1.2);
    await price(apples, 2.5);
    await home.tick(apples);
    await home.tick(bread);
    expect(await home.ticks()).toEqual([]);
    await price(bread, 2.1);
    const [store] = await home.stores();
    // Lines added by hand name their food in the catalogue: prices are remembered by it.
    expect(
      await rows(
        "SELECT i.name, p.price_cents, p.quantity, p.unit FROM store_prices p JOIN ingredients i ON p.item_key = 'i:' || i.id WHERE p.store_id = ? ORDER BY i.name",
        store!.id,
      ),
    ).toEqual([
      { name: "Apples", price_cents: 250, quantity: 1, unit: "kg" },
      { name: "Bread", price_cents: 210, quantity: 1, unit: "pcs" },
      { name: "Milk", price_cents: 120, quantity: 1, unit: "l" },
    ]);

    const { id: next } = await home.list([]);
    await item(next, "milk", 2, "l");
    await item(next, "Apples", 500, "g");
    await item(next, "Bread", 1, "pcs");
    await item(next, "Saffron", 1, "g");
    const estimate = async (storeId?: number) =>
      (
        await home.ask(
          `query($id: Int!, $s: Int) { shoppingList(id: $id, store_id: $s) { estimate { total priced_lines lines } } }`,
          {
            id: next,
            s: storeId ?? null,
          },
        )
      ).shoppingList.estimate;
    // 2 l of milk at €1.20 a litre, 500 g of apples at €2.50 a kilo, a loaf; saffron never bought.
    expect(await estimate()).toEqual({ total: 5.75, priced_lines: 3, lines: 4 });
    // The same through the lists' loader.
    const { shoppingLists } = await home.ask(`{ shoppingLists { id estimate { total } } }`);
    expect(shoppingLists.find((list: { id: number }) => list.id === next).estimate).toEqual({ total: 5.75 });
    // Nothing was bought at Lidl yet.
    const { createStore: lidl } = await home.ask(`mutation { createStore(name: "Lidl") { id } }`);
    expect(await estimate(lidl.id)).toEqual({ total: 0, priced_lines: 0, lines: 4 });
  });
});
