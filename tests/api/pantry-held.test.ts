import { describe, expect, it } from "vitest";
import { api, gql, rows } from "./helpers";
import { dishesOfOneFood, kitchen, riceBowl } from "./kitchen";

// Meals planned and not cooked yet hold the food they need, earlier meals first: a later list and
// "what can I cook" count only what is free. And every line bought stocks the pantry, lines
// added by hand too, on real D1.

const DAY = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const today = Math.floor(Date.now() / DAY) * DAY;
/**
 * Two days of planned meals, named in the tests as Tuesday and Thursday: two and four days from
 * today, whatever today is, so both fall within the week ahead whose meals hold food. (The first
 * Tuesday two or more days away was eight days off on a Monday, past that week.)
 */
const tuesday = today + 2 * DAY;
const thursday = tuesday + 2 * DAY;

const ddmmyyyy = (ms: number) => {
  const day = new Date(ms);
  return `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
};

type Line = { id: number; name: string; quantity: number; unit: string; have: number | null; held_for: string | null };

async function household() {
  const k = await kitchen();
  const [dinner] = (await k.ask(`{ mealTypes { id } }`)).mealTypes as { id: number }[];
  /** A recipe for 4 and a meal of it for 4 on `day` at 18:00. */
  const plan = async (title: string, day: number, lines: { name: string; quantity: number; unit: string }[]) => {
    const { createRecipe } = await k.ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: `${title} ${crypto.randomUUID()}`,
        description: "Dinner",
        category: "Mains",
        servings: 4,
        ingredients: lines,
      },
    });
    const { createMeal } = await k.ask(
      `mutation($r: Int!, $t: Int!, $d: String!, $title: String!) { createMeal(title: $title, recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
      { r: createRecipe.id, t: dinner!.id, d: new Date(day + 18 * 3_600_000).toISOString(), title },
    );
    return createMeal.id as number;
  };
  const sync = async (from: number, to = from) =>
    (
      await k.ask(
        `mutation($s: String!, $e: String!) { syncShoppingList(title: "Shop", start_date: $s, end_date: $e) { id items { id name quantity unit have held_for } } }`,
        { s: ddmmyyyy(from), e: ddmmyyyy(to) },
      )
    ).syncShoppingList as { id: number; items: Line[] };
  const toBuy = async (from: number, to = from) =>
    (
      await k.ask(
        `query($s: String!, $e: String!) { findIngredientsByDateRange(start_date: $s, end_date: $e) { name quantity unit have held_for } }`,
        { s: ddmmyyyy(from), e: ddmmyyyy(to) },
      )
    ).findIngredientsByDateRange as Omit<Line, "id">[];
  const tick = (id: number, change: string | null = null, bought = true) =>
    k.ask(
      `mutation($i: Int!, $b: Boolean!, $c: String) { updateShoppingItem(id: $i, is_bought: $b, change_id: $c) { id } }`,
      {
        i: id,
        b: bought,
        c: change,
      },
    );
  /** A list's lines as D1 holds them: the note's facts parsed, and the words older versions kept. */
  const heldInD1 = async (listId: number) =>
    (
      await rows<{ name: string; quantity: number; held_for: string | null; held_at_home: string | null }>(
        "SELECT name, quantity, held_for, held_at_home FROM shopping_items WHERE list_id = ? ORDER BY name",
        listId,
      )
    ).map((row) => ({ ...row, held_at_home: row.held_at_home === null ? null : JSON.parse(row.held_at_home) }));
  /** A GraphQL request from a page in `language` (its Accept-Language), with its D1 round trips. */
  const askIn = async (language: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await api("/v1/api", {
      method: "POST",
      token: k.user.token,
      headers: { Accept: "application/graphql-response+json", "Accept-Language": language },
      json: { query, variables },
    });
    const body = (await response.json()) as { data: any; errors?: unknown };
    expect(body.errors, query).toBeUndefined();
    return { data: body.data, trips: Number(response.headers.get("X-D1-Round-Trips")) };
  };
  return { ...k, plan, sync, toBuy, tick, heldInD1, askIn };
}

/**
 * What D1 keeps of a note: the list's first day, the amounts held and the meals holding them (the
 * tests plan every meal at 18:00).
 */
const facts = (from: number, amounts: { quantity: number; unit: string }[], meals: [string, number][]) => ({
  from: new Date(from).toISOString().slice(0, 10),
  amounts,
  meals: meals.map(([title, day]) => ({ title, at: new Date(day + 18 * 3_600_000).toISOString() })),
});

const salmon = (grams: number) => [{ name: "Salmon", quantity: grams, unit: "g" }];
const line = ({ name, quantity, unit, have, held_for }: Omit<Line, "id">) => ({ name, quantity, unit, have, held_for });
const tuesdays = `at home are for ${WEEKDAYS[new Date(tuesday).getUTCDay()]}'s Salmon traybake`;

describe("food held for planned meals", () => {
  it("keeps what was bought for Tuesday's meal from Thursday's list, and says so", async () => {
    const h = await household();
    await h.plan("Salmon traybake", tuesday, salmon(400));
    await h.plan("Salmon salad", thursday, salmon(400));

    const first = await h.sync(tuesday);
    expect(first.items.map(line)).toEqual([{ name: "Salmon", quantity: 400, unit: "g", have: null, held_for: null }]);
    for (const item of first.items) await h.tick(item.id);
    expect(await h.pantry()).toEqual([{ name: "Salmon", quantity: 400, unit: "g", best_before: null }]);

    const second = await h.sync(thursday);
    expect(second.items.map(line)).toEqual([
      { name: "Salmon", quantity: 400, unit: "g", have: null, held_for: `400 g ${tuesdays}` },
    ]);
    const tuesdaysFacts = facts(thursday, [{ quantity: 400, unit: "g" }], [["Salmon traybake", tuesday]]);
    expect(await h.heldInD1(second.id)).toEqual([
      { name: "Salmon", quantity: 400, held_for: null, held_at_home: tuesdaysFacts },
    ]);
    expect((await h.toBuy(thursday)).map(line)).toEqual(second.items.map(line));

    // 200 g more at home is free for Thursday: the re-sync asks for the rest.
    await h.stock("Salmon", 200, "g");
    expect((await h.pantry()).reduce((sum, row) => sum + row.quantity, 0)).toBe(600);
    const again = await h.sync(thursday);
    expect(again.id).toBe(second.id);
    expect(again.items.map(line)).toEqual([
      { name: "Salmon", quantity: 200, unit: "g", have: 200, held_for: `400 g ${tuesdays}` },
    ]);
    expect(await h.heldInD1(second.id)).toEqual([
      { name: "Salmon", quantity: 200, held_for: null, held_at_home: tuesdaysFacts },
    ]);
  });

  it("keeps what the note says, and words it in each reader's language; a re-sync from another changes nothing", async () => {
    const h = await household();
    await h.plan("Lachs vom Blech", tuesday, salmon(1500));
    await h.plan("Lachssalat", thursday, salmon(1500));
    await h.stock("Salmon", 1500, "g");
    const syncIn = async (language: string) =>
      (
        await h.askIn(
          language,
          `mutation($s: String!, $e: String!) { syncShoppingList(title: "Einkauf", start_date: $s, end_date: $e) { id sync_result { created changes } items { held_for } } }`,
          { s: ddmmyyyy(thursday), e: ddmmyyyy(thursday) },
        )
      ).data.syncShoppingList as { id: number; sync_result: { created: boolean; changes: number }; items: unknown[] };
    const readIn = async (language: string) => {
      const { data, trips } = await h.askIn(
        language,
        `query($id: Int!) { shoppingList(id: $id) { items { held_for } } }`,
        {
          id: listId,
        },
      );
      return { notes: (data.shoppingList.items as { held_for: string | null }[]).map((item) => item.held_for), trips };
    };
    const weekdayIn = (language: string) =>
      new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(tuesday);
    const german = `1,5 kg im Vorrat: für Lachs vom Blech am ${weekdayIn("de")}`;
    const english = `1.5 kg at home are for ${WEEKDAYS[new Date(tuesday).getUTCDay()]}'s Lachs vom Blech`;
    const arabic = `1.5 kg في المنزل: لـ Lachs vom Blech يوم ${weekdayIn("ar")}`;

    const synced = await syncIn("de-DE,de;q=0.9");
    const listId = synced.id;
    expect(synced.items).toEqual([{ held_for: german }]);
    // D1 holds what the note says, in no language.
    const kept = [
      {
        name: "Salmon",
        quantity: 1.5,
        held_for: null,
        held_at_home: facts(thursday, [{ quantity: 1500, unit: "g" }], [["Lachs vom Blech", tuesday]]),
      },
    ];
    expect(await h.heldInD1(listId)).toEqual(kept);

    // Each reader reads it in their own language, in the one round trip of the read.
    const byGerman = await readIn("de");
    expect(byGerman).toEqual({ notes: [german], trips: 1 });
    expect(await readIn("en-GB,en;q=0.8")).toEqual({ notes: [english], trips: 1 });
    expect(await readIn("ar")).toEqual({ notes: [arabic], trips: 1 });
    // A language Larder does not speak reads English.
    expect((await readIn("ja")).notes).toEqual([english]);

    // Synced again from an English page: the same facts, so no line changed.
    const again = await syncIn("en");
    expect(again.sync_result).toEqual({ created: false, changes: 0 });
    expect(again.items).toEqual([{ held_for: english }]);
    expect(await h.heldInD1(listId)).toEqual(kept);
  });

  it("shows a note older versions wrote in words as it is, until a re-sync keeps its facts", async () => {
    const h = await household();
    await h.plan("Salmon traybake", tuesday, salmon(400));
    await h.plan("Salmon salad", thursday, salmon(400));
    await h.stock("Salmon", 400, "g");
    const list = await h.sync(thursday);
    const written = `400 g ${tuesdays}`;
    // The line as an older version left it: its note in the words of the page that synced.
    await rows("UPDATE shopping_items SET held_for = ?, held_at_home = NULL WHERE list_id = ?", written, list.id);
    const read = async (language: string) =>
      (await h.askIn(language, `query($id: Int!) { shoppingList(id: $id) { items { held_for } } }`, { id: list.id }))
        .data.shoppingList.items;
    expect(await read("de")).toEqual([{ held_for: written }]);
    expect(await read("en")).toEqual([{ held_for: written }]);

    // A re-sync changes the line once: the words give way to the facts, read in German again.
    const again = await h.askIn(
      "de",
      `mutation($s: String!) { syncShoppingList(title: "Shop", start_date: $s, end_date: $s) { sync_result { created changes } } }`,
      { s: ddmmyyyy(thursday) },
    );
    expect(again.data.syncShoppingList.sync_result).toEqual({ created: false, changes: 1 });
    expect(await h.heldInD1(list.id)).toEqual([
      {
        name: "Salmon",
        quantity: 400,
        held_for: null,
        held_at_home: facts(thursday, [{ quantity: 400, unit: "g" }], [["Salmon traybake", tuesday]]),
      },
    ]);
    expect(await read("de")).toEqual([
      {
        held_for: `400 g im Vorrat: für Salmon traybake am ${new Intl.DateTimeFormat("de", { weekday: "long", timeZone: "UTC" }).format(tuesday)}`,
      },
    ]);
  });

  it("counts the synced days' own meals against nothing, and later meals after them", async () => {
    const h = await household();
    await h.plan("Salmon fishcakes", tuesday - DAY, salmon(400));
    await h.plan("Salmon traybake", tuesday, salmon(400));
    await h.plan("Salmon salad", thursday, salmon(400));
    await h.stock("Salmon", 800, "g");

    // Tuesday to Thursday: Monday's meal comes first and holds 400 g; the other 400 g count for
    // the list's own two meals.
    const both = await h.sync(tuesday, thursday);
    const mondays = `400 g at home are for ${WEEKDAYS[new Date(tuesday - DAY).getUTCDay()]}'s Salmon fishcakes`;
    expect(both.items.map(line)).toEqual([{ name: "Salmon", quantity: 400, unit: "g", have: 400, held_for: mondays }]);
    expect(await h.heldInD1(both.id)).toEqual([
      {
        name: "Salmon",
        quantity: 400,
        held_for: null,
        held_at_home: facts(tuesday, [{ quantity: 400, unit: "g" }], [["Salmon fishcakes", tuesday - DAY]]),
      },
    ]);
    // Tuesday alone: Thursday's meal comes later and holds nothing before it.
    expect(await h.toBuy(tuesday)).toEqual([]);
    const alone = await h.sync(tuesday);
    expect(await h.heldInD1(alone.id)).toEqual([]);
  });

  it("lets meals from before yesterday that were never cooked hold nothing, and yesterday's hold", async () => {
    const h = await household();
    await h.plan("Forgotten salmon", today - 2 * DAY, salmon(400));
    await h.plan("Salmon salad", thursday, salmon(400));
    await h.stock("Salmon", 400, "g");
    expect(await h.toBuy(thursday)).toEqual([]);

    await h.plan("Yesterday's salmon", today - DAY, salmon(300));
    const list = await h.sync(thursday);
    expect(list.items.map(line)).toEqual([
      {
        name: "Salmon",
        quantity: 300,
        unit: "g",
        have: 100,
        held_for: expect.stringMatching(/^300 g at home are for .*Yesterday's salmon/),
      },
    ]);
    expect(await h.heldInD1(list.id)).toEqual([
      {
        name: "Salmon",
        quantity: 300,
        held_for: null,
        held_at_home: facts(thursday, [{ quantity: 300, unit: "g" }], [["Yesterday's salmon", today - DAY]]),
      },
    ]);

    // Cooked, it holds nothing more: its salmon left the pantry.
    const [yesterdays] = await rows<{ id: number }>(
      "SELECT id FROM meals WHERE title = ? AND group_id = ?",
      "Yesterday's salmon",
      h.groupId,
    );
    await h.cook(yesterdays!.id);
    expect(await h.pantry()).toEqual([{ name: "Salmon", quantity: 100, unit: "g", best_before: null }]);
    expect((await h.sync(thursday)).items.map(line)).toEqual([
      { name: "Salmon", quantity: 300, unit: "g", have: 100, held_for: null },
    ]);
  });

  it("shows what can be cooked from free food only: Tuesday's salmon is not Thursday's", async () => {
    const h = await household();
    await h.plan("Salmon traybake", tuesday, [...salmon(400), { name: "Lemon", quantity: 1, unit: "pcs" }]);
    await h.plan("Salmon salad", thursday, salmon(400));
    await h.stock("Salmon", 400, "g");
    await h.stock("Lemon", 1, "pcs");
    const { cookable } = await h.ask(
      `{ cookable(limit: 10) { recipe { title } have_count total_count missing_lines { name quantity unit } } }`,
    );
    const byTitle = (start: string) =>
      (cookable as { recipe: { title: string } }[]).find((row) => row.recipe.title.startsWith(start));
    expect(byTitle("Salmon traybake")).toMatchObject({ have_count: 2, total_count: 2, missing_lines: [] });
    expect(byTitle("Salmon salad")).toMatchObject({
      have_count: 0,
      total_count: 1,
      missing_lines: [{ name: "Salmon", quantity: 400, unit: "g" }],
    });
    // Reading changed nothing at home.
    expect(await h.pantry()).toEqual([
      { name: "Lemon", quantity: 1, unit: "pcs", best_before: null },
      { name: "Salmon", quantity: 400, unit: "g", best_before: null },
    ]);
  });

  it("ranks what can be cooked by free food in one read, though held food fills the best bounds", async () => {
    // 30 recipes need only salmon, and tomorrow's meal holds all the salmon at home: counted by
    // what the pantry holds at all they fill the first read; weighed by free food they cover
    // nothing. SQL must rank them by free food too, or the read widens to a second round trip.
    const h = await household();
    await h.plan("Salmon traybake", today + DAY, salmon(400));
    await riceBowl(h.ask);
    await dishesOfOneFood(h.groupId, "Salmon", 30, "Fish", 200);
    await h.stock("Salmon", 0.4, "kg");
    await h.stock("Rice", 1, "kg");

    const answer = await gql(
      h.user.token,
      `{ cookable(limit: 3) { recipe { title } have_count total_count missing } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    const titles = (answer.body.data.cookable as { recipe: { title: string } }[]).map((row) => row.recipe.title);
    // The planned meal's own recipe may use what it holds; the rice bowl is half covered by free
    // rice; a fish dish has none of the salmon, all of it held.
    expect(titles[0]).toMatch(/^Salmon traybake /);
    expect(answer.body.data.cookable.slice(1)).toEqual([
      { recipe: { title: "Rice bowl" }, have_count: 1, total_count: 2, missing: ["Nori"] },
      { recipe: { title: "Fish 1" }, have_count: 0, total_count: 1, missing: ["Salmon"] },
    ]);
    expect(answer.trips).toBe(1);
  });

  it("ranks the first few exactly as it ranks every recipe, with meals holding food in many units", async () => {
    // SQL's ranking must stay a bound: food it takes as held in full must be held in full when
    // weighed. Mixed units, partly held food and planned recipes, against the whole ranking.
    const h = await household();
    const foods = ["Flour", "Milk", "Eggs", "Butter", "Rice", "Stock", "Onion", "Salmon"];
    const units = ["g", "kg", "ml", "l", "pcs", "cup", "tbsp", "g"];
    const lines = (seed: number) =>
      [0, 1, 2].map((l) => ({
        name: foods[(seed * 3 + l * 5) % foods.length]!,
        quantity: 1 + ((seed * 7 + l * 11) % 5) * 100,
        unit: units[(seed + l * 3) % units.length]!,
      }));
    for (let day = 0; day < 4; day++) await h.plan(`Planned ${day}`, today + day * DAY, lines(day));
    for (let r = 0; r < 24; r++)
      await h.ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: { title: `Dish ${r}`, description: "Dish", category: "Mains", servings: 2, ingredients: lines(r + 4) },
      });
    await h.stock("Flour", 500, "g");
    await h.stock("Milk", 1, "l");
    await h.stock("Eggs", 6, "pcs");
    await h.stock("Butter", 250, "g");
    await h.stock("Rice", 1, "kg");
    await h.stock("Stock", 500, "ml");
    await h.stock("Onion", 3, "pcs");
    await h.stock("Salmon", 300, "g");
    const ranked = async (limit: number) =>
      (
        await h.ask(`query($l: Int) { cookable(limit: $l) { recipe { title } have_count total_count missing } }`, {
          l: limit,
        })
      ).cookable as unknown[];
    const every = await ranked(100);
    expect(every).toHaveLength(28);
    for (const limit of [1, 3, 5, 10]) expect(await ranked(limit)).toEqual(every.slice(0, limit));
  });
});

describe("lines added by hand", () => {
  it("stock the pantry when bought, matched to the catalogue by name or added to it", async () => {
    const h = await household();
    await h.plan("Salmon traybake", today - 5 * DAY, [{ name: "Lemon", quantity: 1, unit: "pcs" }]);
    await h.stock("Lemon", 1, "pcs");
    const { createShoppingList } = await h.ask(
      `mutation { createShoppingList(title: "Corner shop", start_date: "01/06/2026", end_date: "01/06/2026") { id } }`,
    );
    const add = async (name: string, quantity: number, unit: string, change: string | null = null) =>
      (
        await h.ask(
          `mutation($l: Int!, $n: String!, $q: Float!, $u: String!, $c: String) { createShoppingItem(list_id: $l, name: $n, quantity: $q, unit: $u, change_id: $c) { id } }`,
          { l: createShoppingList.id, n: name, q: quantity, u: unit, c: change },
        )
      ).createShoppingItem.id as number;
    const oatMilk = await add("oat milk", 1, "l");
    const sourdough = await add("Sourdough", 1, "pcs", `add-${crypto.randomUUID()}`);
    const lemons = await add("Lemons", 3, "pcs");

    await h.tick(oatMilk);
    // From an offline outbox: sent twice, stocked once.
    const change = `tick-${crypto.randomUUID()}`;
    await h.tick(sourdough, change);
    await h.tick(sourdough, change);
    await h.tick(lemons);
    expect(await h.pantry()).toEqual([
      { name: "Lemon", quantity: 4, unit: "pcs", best_before: null },
      { name: "Sourdough", quantity: 1, unit: "pcs", best_before: null },
      { name: "oat milk", quantity: 1000, unit: "ml", best_before: null },
    ]);
    // Lemons went to the catalogue's lemon; the others are new in the catalogue.
    expect(await rows("SELECT name, merge_key FROM ingredients WHERE group_id = ? ORDER BY name", h.groupId)).toEqual([
      { name: "Lemon", merge_key: "lemon" },
      { name: "Sourdough", merge_key: "sourdough" },
      { name: "oat milk", merge_key: "oat milk" },
    ]);

    // A line renamed names the food of its new name: "Lemmon" fixed to "lemons" is the lemon at home.
    const typo = await add("Lemmon", 2, "pcs");
    await h.ask(`mutation($i: Int!) { updateShoppingItem(id: $i, name: "lemons") { id } }`, { i: typo });
    await h.tick(typo);
    // (Filed where "Lemmon" was, so in a line of its own place.)
    const lemonsAtHome = async () =>
      (await h.pantry()).filter((row) => row.name === "Lemon").reduce((sum, row) => sum + row.quantity, 0);
    expect(await lemonsAtHome()).toBe(6);
    await h.tick(typo, null, false);
    expect(await lemonsAtHome()).toBe(4);

    // Taken back when unticked.
    await h.tick(lemons, null, false);
    expect((await h.pantry()).find((row) => row.name === "Lemon")).toEqual({
      name: "Lemon",
      quantity: 1,
      unit: "pcs",
      best_before: null,
    });
  });
});
