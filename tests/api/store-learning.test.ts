import { describe, expect, it } from "vitest";
import { rows } from "./helpers";
import { kitchen } from "./kitchen";

// A store learns its aisle order from the household's trips through the API on real D1, at the
// pace a phone ticks (a fraction of a second apart): a new store follows its first trip, three
// trips in one walk order the next, unseen list in that walk, and new lists are shopped in the
// store the household last shopped in.

/** The walk of the store: not the default order (which starts with Produce). */
const WALK = ["Bakery", "Produce", "Meat & fish", "Dairy & eggs", "Frozen", "Pantry"];
/** One thing per section of the walk, for each trip and for a list the store has not seen. */
const FOODS: Record<string, string>[] = [
  {
    Bakery: "Sourdough bread",
    Produce: "Apples",
    "Meat & fish": "Chicken thighs",
    "Dairy & eggs": "Milk",
    Frozen: "Frozen peas",
    Pantry: "Rice",
  },
  {
    Bakery: "Bagels",
    Produce: "Carrots",
    "Meat & fish": "Salmon",
    "Dairy & eggs": "Butter",
    Frozen: "Ice cream",
    Pantry: "Pasta",
  },
  {
    Bakery: "Baguette",
    Produce: "Onions",
    "Meat & fish": "Ground beef",
    "Dairy & eggs": "Eggs",
    Frozen: "Frozen berries",
    Pantry: "Lentils",
  },
];
const UNSEEN: Record<string, string> = {
  Bakery: "Croissants",
  Produce: "Lemons",
  "Meat & fish": "Pork chops",
  "Dairy & eggs": "Yogurt",
  Frozen: "Frozen spinach",
  Pantry: "Oats",
};

const DAY = 86_400_000;
const ddmmyyyy = (ms: number) => {
  const day = new Date(ms);
  return `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
};

/** Kendall's tau of the sections in `order` against the walk: 1 when they follow it exactly. */
function kendallTau(order: readonly string[]) {
  const place = new Map(WALK.map((section, i) => [section, i]));
  let agree = 0;
  let disagree = 0;
  for (let i = 0; i < order.length; i++)
    for (let j = i + 1; j < order.length; j++) {
      if (place.get(order[i]!)! < place.get(order[j]!)!) agree++;
      else disagree++;
    }
  return (agree - disagree) / (agree + disagree);
}

type Line = { id: number; name: string; section: string; quantity: number };
type StoreRow = { id: number; name: string; section_order: string | null; last_shopped_at: number | null };

async function household() {
  const k = await kitchen();
  const list = async (title = "Next") => {
    const { createShoppingList } = await k.ask(
      `mutation($t: String!) { createShoppingList(title: $t, start_date: "01/12/2026", end_date: "07/12/2026") { id store { id name } } }`,
      { t: title },
    );
    return createShoppingList as { id: number; store: { id: number; name: string } };
  };
  const add = async (listId: number, name: string) =>
    (
      await k.ask(
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id name section quantity } }`,
        { l: listId, n: name },
      )
    ).createShoppingItem as Line;
  /** Ticks the lines in the walk's order, as fast as the API answers (no clock games). */
  const walk = async (lines: readonly Line[]) => {
    for (const section of WALK)
      for (const line of lines.filter((one) => one.section === section))
        await k.ask(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: line.id });
  };
  const read = async (listId: number) =>
    (
      await k.ask(`query($id: Int!) { shoppingList(id: $id) { store { id name } items { name section } } }`, {
        id: listId,
      })
    ).shoppingList as { store: { id: number; name: string }; items: { name: string; section: string }[] };
  const stores = () =>
    rows<StoreRow>(
      "SELECT id, name, section_order, last_shopped_at FROM stores WHERE group_id = ? ORDER BY position",
      k.groupId,
    );
  const learned = async (storeId: number) =>
    ((await k.ask(`{ stores { id section_order } }`)).stores as { id: number; section_order: string[] }[])
      .find((store) => store.id === storeId)!
      .section_order.filter((section) => WALK.includes(section));
  const openTicks = () => rows("SELECT id FROM store_ticks WHERE group_id = ?", k.groupId);
  return { ...k, list, add, walk, read, stores, learned, openTicks };
}

describe("a store learning from trips", () => {
  it("follows a new store's first trip, and opens the next list there", async () => {
    const h = await household();
    const { createStore: corner } = await h.ask(`mutation { createStore(name: "Corner shop") { id } }`);
    const first = await h.list("Saturday");
    expect(first.store.name).toBe("My store");
    // As the list screen's "add a store" does: the list is shopped in the new store.
    await h.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
      id: first.id,
      s: corner.id,
    });
    const lines = [];
    for (const section of [...WALK].reverse()) lines.push(await h.add(first.id, FOODS[0]![section]!));
    expect(lines.map((line) => line.section)).toEqual([...WALK].reverse());
    await h.walk(lines);

    expect(await h.learned(corner.id)).toEqual(WALK);
    const [mine, shop] = await h.stores();
    expect(JSON.parse(shop!.section_order!).trips).toBe(1);
    expect(shop!.last_shopped_at).toEqual(expect.any(Number));
    expect(mine).toMatchObject({ name: "My store", section_order: null, last_shopped_at: null });
    expect(await h.openTicks()).toEqual([]);

    const next = await h.list();
    expect(next.store).toEqual({ id: corner.id, name: "Corner shop" });
    expect(await rows("SELECT store_id FROM shopping_lists WHERE id = ?", next.id)).toEqual([{ store_id: corner.id }]);
    for (const section of WALK) await h.add(next.id, UNSEEN[section]!);
    expect((await h.read(next.id)).items.map((item) => item.section)).toEqual(WALK);
  });

  it("orders an unseen list in the walk of three synced trips, meals cooked between them", async () => {
    const h = await household();
    const [dinner] = (await h.ask(`{ mealTypes { id } }`)).mealTypes as { id: number }[];
    const { createStore: market } = await h.ask(`mutation { createStore(name: "Market") { id } }`);
    const today = Math.floor(Date.now() / DAY) * DAY;
    for (const [trip, foods] of FOODS.entries()) {
      const day = today + (trip + 2) * DAY;
      const { createRecipe } = await h.ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: {
          title: `Dinner ${crypto.randomUUID()}`,
          description: "Dinner",
          category: "Mains",
          servings: 4,
          ingredients: [
            ...WALK.map((section) => ({ name: foods[section]!, quantity: 1, unit: "pcs" })),
            // Under "Check you have": looked for at home, never ticked.
            { name: "Salt and pepper", quantity: null, unit: "" },
          ],
        },
      });
      const { createMeal } = await h.ask(
        `mutation($r: Int!, $t: Int!, $d: String!) { createMeal(title: "Dinner", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
        { r: createRecipe.id, t: dinner!.id, d: new Date(day + 18 * 3_600_000).toISOString() },
      );
      const { syncShoppingList: list } = await h.ask(
        `mutation($s: String!, $e: String!) { syncShoppingList(title: "Shop", start_date: $s, end_date: $e) { id store { id } items { id name section quantity } } }`,
        { s: ddmmyyyy(day), e: ddmmyyyy(day) },
      );
      // The first list is shopped in the market by choice, the next ones open there by themselves.
      if (trip === 0) {
        await h.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
          id: list.id,
          s: market.id,
        });
      } else expect(list.store.id).toBe(market.id);
      const toBuy = (list.items as Line[]).filter((line) => line.quantity > 0);
      expect(new Set(toBuy.map((line) => line.section))).toEqual(new Set(WALK));
      expect(list.items).toHaveLength(WALK.length + 1);
      await h.walk(toBuy);
      await h.ask(`mutation($m: Int!) { markMealCooked(meal_id: $m) { id } }`, { m: createMeal.id });
    }

    const [, stored] = await h.stores();
    expect(stored!.name).toBe("Market");
    expect(JSON.parse(stored!.section_order!).trips).toBe(3);
    expect(await h.openTicks()).toEqual([]);
    const next = await h.list();
    expect(next.store.id).toBe(market.id);
    // A list of things the store has never seen, added in the default order.
    for (const section of ["Produce", "Bakery", "Dairy & eggs", "Meat & fish", "Pantry", "Frozen"])
      await h.add(next.id, UNSEEN[section]!);
    const order = (await h.read(next.id)).items.map((item) => item.section);
    expect(new Set(order)).toEqual(new Set(WALK));
    expect(kendallTau(order)).toBeGreaterThanOrEqual(0.9);
    expect(order[0]).toBe("Bakery");
  });

  it("ends a trip with a line left on the shelf when the household makes its next list", async () => {
    const h = await household();
    const { createStore: corner } = await h.ask(`mutation { createStore(name: "Corner shop") { id } }`);
    const first = await h.list("Saturday");
    await h.ask(`mutation($id: Int!, $s: Int) { updateShoppingList(id: $id, store_id: $s) { id } }`, {
      id: first.id,
      s: corner.id,
    });
    const lines = [];
    for (const section of WALK) lines.push(await h.add(first.id, FOODS[1]![section]!));
    // The ice cream was sold out: the list is never all bought, and no hours pass.
    await h.walk(lines.filter((line) => line.section !== "Frozen"));
    expect(await h.openTicks()).toHaveLength(WALK.length - 1);
    expect((await h.stores())[1]!.section_order).toBeNull();

    const next = await h.list();
    expect(next.store.id).toBe(corner.id);
    expect(await h.openTicks()).toEqual([]);
    expect(JSON.parse((await h.stores())[1]!.section_order!).trips).toBe(1);
    for (const section of WALK.filter((one) => one !== "Frozen")) await h.add(next.id, UNSEEN[section]!);
    expect((await h.read(next.id)).items.map((item) => item.section)).toEqual(WALK.filter((one) => one !== "Frozen"));
  });
});
