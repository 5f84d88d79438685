import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

type Line = { name: string; quantity: number; unit: string };

/** A recipe line as written: `"Flour 500 g"`. */
function line(text: string): Line {
  const [name, quantity, unit] = text.split(" ");
  return { name: name!, quantity: Number(quantity), unit: unit! };
}

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const typeId = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
    .id as number;
  const recipe = async (title: string, lines: string[], servings = 2) =>
    (
      await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: { title, description: title, category: "Mains", servings, ingredients: lines.map(line) },
      })
    ).body.data.createRecipe.id as number;
  const meal = async (recipeId: number, day: string, servings?: number) =>
    (
      await gql(
        user.token,
        `mutation($r: Int!, $t: Int!, $d: String, $s: Int) { createMeal(title: "M", recipe_id: $r, type_id: $t, scheduled_date: $d, servings: $s) { id } }`,
        {
          r: recipeId,
          t: typeId,
          d: `${day}T18:00:00.000Z`,
          s: servings ?? null,
        },
      )
    ).body.data.createMeal.id as number;
  const list = async (title: string) =>
    (
      await gql(
        user.token,
        `mutation($t: String!) { createShoppingList(title: $t, start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
        { t: title },
      )
    ).body.data.createShoppingList.id as number;
  return { user, groupId, recipe, meal, list };
}

const NEEDS = `query($s: String!, $e: String!) { findIngredientsByDateRange(start_date: $s, end_date: $e) { id name quantity unit meal_ids group { name } } }`;
const NEEDS_WITH_MORE = `query($s: String!, $e: String!) { findIngredientsByDateRange(start_date: $s, end_date: $e) { name quantity unit meal_ids more_amounts { quantity unit } } }`;
/** The week's needs as `"Flour 1.25 kg (meals: 2)"`, or `"Basil 10 g + 1 bunch (meals: 2)"`. */
const needs = async (token: string, s = "01/06/2026", e = "07/06/2026") =>
  (
    (await gql(token, NEEDS_WITH_MORE, { s, e })).body.data.findIngredientsByDateRange as (Line & {
      meal_ids: number[];
      more_amounts: Line[];
    })[]
  ).map(({ name, quantity, unit, meal_ids, more_amounts }) => {
    const amounts = [{ quantity, unit }, ...more_amounts].map((amount) => `${amount.quantity} ${amount.unit}`);
    return `${name} ${amounts.join(" + ")} (meals: ${meal_ids.length})`;
  });

describe("findIngredientsByDateRange merges what the week's meals need", () => {
  it("sums the same unit, converts mass and volume within their family, pieces and weight where a piece's weight is known, keeps other counts apart on one line", async () => {
    const h = await household();
    const a = await h.recipe("A", [
      "Flour 500 g",
      "Milk 200 ml",
      "Oil 2 tbsp",
      "Eggs 2 pcs",
      "Salt 5 g",
      "Basil 1 bunch",
    ]);
    const b = await h.recipe("B", ["Flour 0.75 kg", "Milk 1 l", "Oil 30 ml", "Eggs 100 g", "Salt 3 g", "Basil 10 g"]);
    await h.meal(a, "2026-06-01");
    await h.meal(b, "2026-06-03");
    expect(await needs(h.user.token)).toEqual([
      // One line per thing: 2 eggs and 100 g of egg (about 1.8 eggs) are 4 eggs to buy.
      "Basil 10 g + 1 bunch (meals: 2)",
      "Eggs 4 pcs (meals: 2)",
      "Flour 1.25 kg (meals: 2)",
      "Milk 1.2 l (meals: 2)",
      "Oil 60 ml (meals: 2)",
      "Salt 8 g (meals: 2)",
    ]);
  });

  it("counts a recipe planned twice twice, and scales by the meal's servings", async () => {
    const h = await household();
    const soup = await h.recipe("Soup", ["Leek 2 pcs", "Stock 500 ml"], 2);
    await h.meal(soup, "2026-06-02");
    await h.meal(soup, "2026-06-04", 6);
    await h.meal(soup, "2026-06-20"); // outside the week
    expect(await needs(h.user.token)).toEqual(["Leek 8 pcs (meals: 2)", "Stock 2 l (meals: 2)"]);
  });

  it("takes units named like Object's own properties as plain units", async () => {
    const h = await household();
    const odd = await h.recipe("Odd", ["Constructor 2 constructor", "Proto 1 __proto__", "Flour 1 toString"]);
    await h.meal(odd, "2026-06-03");
    await h.meal(odd, "2026-06-05");
    expect(await needs(h.user.token)).toEqual([
      "Constructor 4 constructor (meals: 2)",
      "Flour 2 tostring (meals: 2)",
      "Proto 2 __proto__ (meals: 2)",
    ]);
    const list = (
      await gql(
        h.user.token,
        `mutation { syncShoppingList(title: "Odd", start_date: "01/06/2026", end_date: "07/06/2026") { item_count } }`,
      )
    ).body;
    expect(list.errors).toBeUndefined();
    expect(list.data.syncShoppingList.item_count).toBe(3);
  });

  it("refuses bad ranges", async () => {
    const h = await household();
    for (const [s, e] of [
      ["31/02/2026", "01/03/2026"],
      ["07/06/2026", "01/06/2026"],
    ]) {
      expect((await gql(h.user.token, NEEDS, { s, e })).body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("findIngredientsByDateRange and ingredient groups", () => {
  it("names each need's group and its meals in date order, and a synced list files its lines by group", async () => {
    const h = await household();
    const soup = await h.recipe("Soup", ["Leek 2 pcs", "Stock 1 l"]);
    const [leek, stock] = await Promise.all(
      ["Leek", "Stock"].map(
        async (name) =>
          (
            await rows<{ id: number }>("SELECT id FROM ingredients WHERE group_id = ? AND name = ?", h.groupId, name)
          )[0]!.id,
      ),
    );
    await gql(h.user.token, `mutation($id: Int!) { updateIngredient(id: $id, group: "Vegetables") { id } }`, {
      id: leek,
    });
    const later = await h.meal(soup, "2026-06-02");
    const earlier = await h.meal(soup, "2026-06-01", 4);
    const found = (await gql(h.user.token, NEEDS, { s: "01/06/2026", e: "07/06/2026" })).body.data
      .findIngredientsByDateRange;
    expect(found).toEqual([
      { id: leek, name: "Leek", quantity: 6, unit: "pcs", meal_ids: [earlier, later], group: { name: "Vegetables" } },
      { id: stock, name: "Stock", quantity: 3, unit: "l", meal_ids: [earlier, later], group: null },
    ]);
    const list = (await gql(h.user.token, SYNC, { t: "Soup week", s: "01/06/2026", e: "07/06/2026" })).body.data
      .syncShoppingList;
    const items = list.items.map(({ name, quantity, unit, type }: Line & { type: string }) => ({
      name,
      quantity,
      unit,
      type,
    }));
    expect(items.sort((a: Line, b: Line) => a.name.localeCompare(b.name))).toEqual([
      { name: "Leek", quantity: 6, unit: "pcs", type: "Vegetables" },
      { name: "Stock", quantity: 3, unit: "l", type: "Other" },
    ]);
    expect(await rows("SELECT name, type FROM shopping_items WHERE list_id = ? ORDER BY name", list.id)).toEqual([
      { name: "Leek", type: "Vegetables" },
      { name: "Stock", type: "Other" },
    ]);
  });
});

const LIST =
  "id title status start_date end_date total_price item_count bought_count items_total spent items { id name quantity unit price is_bought type source meal_ids }";
const SYNC = `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { ${LIST} } }`;

const SYNC_RESULT = `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { id title sync_result { created changes } } }`;

describe("syncShoppingList", () => {
  it("builds a list from the week, then applies only the difference when synced again", async () => {
    const h = await household();
    const pasta = await h.recipe("Pasta", ["Spaghetti 200 g", "Tomato 4 pcs"]);
    const salad = await h.recipe("Salad", ["Tomato 2 pcs", "Lettuce 1 pcs"]);
    const curry = await h.recipe("Curry", ["Rice 300 g"]);
    await h.meal(pasta, "2026-06-01");
    const saladMeal = await h.meal(salad, "2026-06-02");
    const args = { t: "Week 23", s: "01/06/2026", e: "07/06/2026" };
    const first = (await gql(h.user.token, SYNC, args)).body.data.syncShoppingList;
    expect(first.items.map((i: Line) => `${i.name} ${i.quantity} ${i.unit}`).sort()).toEqual([
      "Lettuce 1 pcs",
      "Spaghetti 200 g",
      "Tomato 6 pcs",
    ]);

    // The shopper ticks the tomatoes, prices the spaghetti, edits the lettuce and adds soap by hand.
    const byName = Object.fromEntries(first.items.map((i: { name: string; id: number }) => [i.name, i.id]));
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, {
      id: byName.Tomato,
    });
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, price: 1.89) { id } }`, {
      id: byName.Spaghetti,
    });
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, quantity: 2) { id } }`, {
      id: byName.Lettuce,
    });
    await gql(
      h.user.token,
      `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Soap", quantity: 1, unit: "pcs", price: 2.5, type: "Toiletries") { id } }`,
      { l: first.id },
    );

    // The plan changes: no salad, curry added, pasta for 6 instead of 2.
    await gql(h.user.token, `mutation($id: Int!) { deleteMeal(id: $id) }`, { id: saladMeal });
    await h.meal(curry, "2026-06-05");
    const pastaMeal = (await gql(h.user.token, `{ meals { id recipe { title } } }`)).body.data.meals.find(
      (m: { recipe: { title: string } }) => m.recipe.title === "Pasta",
    ).id;
    await gql(h.user.token, `mutation($id: Int!) { updateMeal(id: $id, servings: 6) { id } }`, { id: pastaMeal });

    const second = (await gql(h.user.token, SYNC, args)).body.data.syncShoppingList;
    expect(second.id).toBe(first.id);
    const lines = Object.fromEntries(
      second.items.map((i: Line & { is_bought: boolean; price: number; source: string }) => [i.name, i]),
    );
    expect(Object.keys(lines).sort()).toEqual(["Lettuce", "Rice", "Soap", "Spaghetti", "Tomato"]);
    expect(lines.Spaghetti).toMatchObject({ quantity: 600, unit: "g", price: 1.89 });
    // The 6 tomatoes bought stay as bought (and are in the pantry now); the 6 more the bigger pasta
    // needs are a line of their own, still to buy.
    expect(
      second.items
        .filter((item: { name: string }) => item.name === "Tomato")
        .map((item: { quantity: number; is_bought: boolean }) => [item.quantity, item.is_bought])
        .sort(),
    ).toEqual([
      [6, false],
      [6, true],
    ]);
    expect(lines.Lettuce).toMatchObject({ quantity: 2 }); // edited by hand: left alone
    expect(lines.Rice).toMatchObject({ quantity: 300, unit: "g", source: "sync" });
    expect(lines.Soap).toMatchObject({ source: "manual", price: 2.5 });
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", h.groupId)).toEqual([{ n: 1 }]);

    // The same range under another title is the same list, which keeps its title; another range is another list.
    const renamed = await gql(h.user.token, SYNC_RESULT, { ...args, t: "Other" });
    expect(renamed.body.data.syncShoppingList).toEqual({
      id: first.id,
      title: "Week 23",
      sync_result: { created: false, changes: 0 },
    });
    const saved = await gql(
      h.user.token,
      `mutation { saveMealList(start_date: "01/06/2026", end_date: "07/06/2026") { id title item_count } }`,
    );
    // Five things, tomatoes on two lines (the bought ones and the ones still to buy).
    expect(saved.body.data.saveMealList).toEqual({ id: first.id, title: "Week 23", item_count: 6 });
    expect(await rows("SELECT id, title FROM shopping_lists WHERE group_id = ?", h.groupId)).toEqual([
      { id: first.id, title: "Week 23" },
    ]);
    const days = await gql(
      h.user.token,
      `mutation { saveMealList(start_date: "02/06/2026", end_date: "05/06/2026") { id title item_count } }`,
    );
    expect(days.body.data.saveMealList).toMatchObject({ title: "02/06 – 05/06/2026", item_count: 1 });
    expect(days.body.data.saveMealList.id).not.toBe(first.id);
  });

  it("says whether it made the list or how many lines it changed, and titles a range after its days", async () => {
    const h = await household();
    const pasta = await h.recipe("Pasta", ["Spaghetti 200 g", "Tomato 4 pcs"]);
    const salad = await h.recipe("Salad", ["Lettuce 1 pcs"]);
    await h.meal(pasta, "2026-11-30");
    const sync = async (t: string) =>
      (await gql(h.user.token, SYNC_RESULT, { t, s: "30/11/2026", e: "06/12/2026" })).body.data.syncShoppingList;
    const made = await sync("Week of 30/11/2026");
    expect(made).toMatchObject({ title: "Week of 30/11/2026", sync_result: { created: true, changes: 2 } });
    expect(await sync("Week of 30/11/2026")).toMatchObject({
      id: made.id,
      sync_result: { created: false, changes: 0 },
    });
    // One meal more: its one line is added.
    await h.meal(salad, "2026-12-01");
    const again = await sync("Another name");
    expect(again).toEqual({ id: made.id, title: "Week of 30/11/2026", sync_result: { created: false, changes: 1 } });
    expect(await rows("SELECT name FROM shopping_items WHERE list_id = ? ORDER BY name", made.id)).toEqual(
      ["Lettuce", "Spaghetti", "Tomato"].map((name) => ({ name })),
    );
    // Elsewhere a list says nothing of a sync.
    const read = await gql(h.user.token, `query($id: Int!) { shoppingList(id: $id) { sync_result { created } } }`, {
      id: made.id,
    });
    expect(read.body.data.shoppingList.sync_result).toBeNull();
    const saved = await gql(
      h.user.token,
      `mutation { saveMealList(start_date: "28/12/2026", end_date: "03/01/2027") { title } a: saveMealList(start_date: "29/12/2026", end_date: "02/01/2027") { title } b: saveMealList(start_date: "01/12/2026", end_date: "01/12/2026") { title } }`,
    );
    expect(saved.body.data).toEqual({
      saveMealList: { title: "Week of 28/12/2026" },
      a: { title: "29/12/2026 – 02/01/2027" },
      b: { title: "01/12/2026" },
    });
  });
});

describe("list status", () => {
  it("starts a pending list when one of its items is bought, with or without a change id", async () => {
    const h = await household();
    const [one, two] = [await h.list("One"), await h.list("Two")];
    const add = async (l: number) =>
      (
        await gql(
          h.user.token,
          `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Bread", quantity: 1, unit: "pcs") { id } }`,
          { l },
        )
      ).body.data.createShoppingItem.id as number;
    const [bread, milk] = [await add(one), await add(two)];
    const status = async () =>
      Object.fromEntries(
        (
          await rows<{ id: number; status: string }>(
            "SELECT id, status FROM shopping_lists WHERE group_id = ?",
            h.groupId,
          )
        ).map((row) => [row.id, row.status]),
      );
    // A price or an untick leaves the list as it is.
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, price: 2, is_bought: false) { id } }`, {
      id: bread,
    });
    expect(await status()).toEqual({ [one]: "pending", [two]: "pending" });
    const ticked = await gql(
      h.user.token,
      `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { is_bought } }`,
      {
        id: bread,
      },
    );
    expect(ticked.body.data.updateShoppingItem.is_bought).toBe(true);
    expect(await status()).toEqual({ [one]: "active", [two]: "pending" });
    await gql(
      h.user.token,
      `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true, change_id: "tick-milk-1") { id } }`,
      { id: milk },
    );
    expect(await status()).toEqual({ [one]: "active", [two]: "active" });
    // A completed list stays completed.
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingList(id: $id, status: "completed") { id } }`, {
      id: one,
    });
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: false) { id } }`, {
      id: bread,
    });
    await gql(h.user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, {
      id: bread,
    });
    expect(await status()).toEqual({ [one]: "completed", [two]: "active" });
  });
});

describe("lists and items", () => {
  it("answers a list's items in its store's walk, by name as a shopper reads them, capitals or not", async () => {
    const h = await household();
    const list = (
      await gql(
        h.user.token,
        `mutation { createShoppingList(title: "Shop", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      )
    ).body.data.createShoppingList;
    // Two names, not one name twice: the same name added again is one line.
    for (const name of ["butter", "Zest", "BREAD", "apples", "Buttermilk", "Bananas"]) {
      await gql(
        h.user.token,
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs", type: "Food") { id } }`,
        { l: list.id, n: name },
      );
    }
    const items = (
      await gql(h.user.token, `query($id: Int!) { shoppingList(id: $id) { items { name } } }`, { id: list.id })
    ).body.data.shoppingList.items as { name: string }[];
    // Produce, Bakery, Dairy & eggs, then what no section knows: the default store's walk.
    expect(items.map((item) => item.name)).toEqual(["apples", "Bananas", "BREAD", "butter", "Buttermilk", "Zest"]);
  });

  it("adds prices exactly in cents", async () => {
    const h = await household();
    const list = (
      await gql(
        h.user.token,
        `mutation { createShoppingList(title: "Shop", start_date: "01/06/2026", end_date: "02/06/2026") { id start_date end_date status } }`,
      )
    ).body.data.createShoppingList;
    expect(list).toMatchObject({ start_date: "01/06/2026", end_date: "02/06/2026", status: "pending" });
    for (const [name, price] of [
      ["Gum", 0.1],
      ["Mints", 0.2],
    ] as const) {
      await gql(
        h.user.token,
        `mutation($l: Int!, $n: String!, $p: Float) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs", price: $p, type: "Food") { id } }`,
        { l: list.id, n: name, p: price },
      );
    }
    const read = (
      await gql(h.user.token, `query($id: Int!) { shoppingList(id: $id) { items_total spent item_count } }`, {
        id: list.id,
      })
    ).body.data.shoppingList;
    expect(read).toEqual({ items_total: 0.3, spent: 0, item_count: 2 });
    expect(await rows("SELECT price_cents FROM shopping_items WHERE list_id = ? ORDER BY id", list.id)).toEqual([
      { price_cents: 10 },
      { price_cents: 20 },
    ]);
  });

  it("answers only the newest lists with limit, with their own counts", async () => {
    const h = await household();
    const ids: number[] = [];
    for (const title of ["Oldest", "Middle", "Newest"]) {
      const id = await h.list(title);
      await gql(
        h.user.token,
        `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Gum", quantity: 1, unit: "pcs", type: "Food") { id } }`,
        { l: id },
      );
      ids.push(id);
    }
    await gql(
      h.user.token,
      `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Tea", quantity: 1, unit: "pcs", type: "Food") { id } }`,
      { l: ids[2] },
    );
    const newest = (await gql(h.user.token, `{ shoppingLists(limit: 2) { title item_count } }`)).body.data
      .shoppingLists;
    expect(newest).toEqual([
      { title: "Newest", item_count: 2 },
      { title: "Middle", item_count: 1 },
    ]);
    expect((await gql(h.user.token, `{ shoppingLists { title } }`)).body.data.shoppingLists).toHaveLength(3);
    const refused = await gql(h.user.token, `{ shoppingLists(limit: 0) { title } }`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.message).toBe("limit must be between 1 and 100");
  });

  it("accepts only pending, active and completed, and checks dates and items", async () => {
    const h = await household();
    const id = await h.list("Shop");
    expect(
      (
        await gql(
          h.user.token,
          `mutation($id: Int!) { updateShoppingList(id: $id, status: "active", total_price: 4550) { status total_price } }`,
          { id },
        )
      ).body.data.updateShoppingList,
    ).toEqual({
      status: "active",
      total_price: 4550,
    });
    for (const bad of [
      `status: "cancelled"`,
      `total_price: -1`,
      `end_date: "01/01/2026"`,
      `start_date: "30/02/2026"`,
    ]) {
      expect(
        (await gql(h.user.token, `mutation($id: Int!) { updateShoppingList(id: $id, ${bad}) { id } }`, { id })).body
          .errors![0]!.extensions!.code,
        bad,
      ).toBe("BAD_USER_INPUT");
    }
    const createBad = await gql(
      h.user.token,
      `mutation { createShoppingList(title: " ", start_date: "02/06/2026", end_date: "01/06/2026") { id } }`,
    );
    expect(createBad.body.errors![0]!.message).toBe("Shopping list name is required");
    for (const [args, message] of [
      [`name: " ", quantity: 1, unit: "g", price: 1, type: "Food"`, "Name is required"],
      [`name: "X", quantity: 0, unit: "g", price: 1, type: "Food"`, "Quantity must be greater than 0"],
      [`name: "X", quantity: 1, unit: " ", price: 1, type: "Food"`, "Unit is required"],
      [`name: "X", quantity: 1, unit: "g", price: -0.01, type: "Food"`, "Price must be 0 or greater"],
      [`name: "X", quantity: 1, unit: "g", price: 1, type: " "`, "Type is required"],
    ]) {
      expect(
        (await gql(h.user.token, `mutation($l: Int!) { createShoppingItem(list_id: $l, ${args}) { id } }`, { l: id }))
          .body.errors![0]!.message,
      ).toBe(message);
    }
    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE list_id = ?", id)).toEqual([{ n: 0 }]);
    expect(await rows("SELECT status FROM shopping_lists WHERE id = ?", id)).toEqual([{ status: "active" }]);
  });

  it("ticks, moves and deletes items, and deletes a list with its items", async () => {
    const h = await household();
    const [one, two] = [await h.list("One"), await h.list("Two")];
    const item = (
      await gql(
        h.user.token,
        `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Bread", quantity: 1, unit: "pcs") { id type price } }`,
        { l: one },
      )
    ).body.data.createShoppingItem;
    expect(item).toMatchObject({ type: "Other", price: 0 });
    const ticked = await gql(
      h.user.token,
      `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { is_bought } }`,
      { id: item.id },
    );
    expect(ticked.body.data.updateShoppingItem.is_bought).toBe(true);
    await gql(h.user.token, `mutation($id: Int!, $l: Int!) { updateShoppingItem(id: $id, list_id: $l) { id } }`, {
      id: item.id,
      l: two,
    });
    expect(
      (await gql(h.user.token, `query($l: Int!) { shoppingItemsByList(list_id: $l) { name list_name } }`, { l: two }))
        .body.data.shoppingItemsByList,
    ).toEqual([{ name: "Bread", list_name: "Two" }]);
    expect((await gql(h.user.token, `{ shoppingItems { name } shoppingLists { title } }`)).body.data).toEqual({
      shoppingItems: [{ name: "Bread" }],
      shoppingLists: [{ title: "Two" }, { title: "One" }],
    });
    expect(
      (await gql(h.user.token, `mutation($id: Int!) { deleteShoppingList(id: $id) }`, { id: two })).body.data
        .deleteShoppingList,
    ).toBe(true);
    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE group_id = ?", h.groupId)).toEqual([{ n: 0 }]);
    expect(
      (await gql(h.user.token, `mutation($id: Int!) { deleteShoppingItem(id: $id) }`, { id: item.id })).body.errors![0]!
        .extensions!.code,
    ).toBe("NOT_FOUND");
  });

  it("answers NOT_FOUND for another household's lists and items, and changes nothing", async () => {
    const a = await household();
    const b = await household();
    const list = await a.list("A");
    const item = (
      await gql(
        a.user.token,
        `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "Bread", quantity: 1, unit: "pcs") { id } }`,
        { l: list },
      )
    ).body.data.createShoppingItem.id;
    for (const [query, vars] of [
      [`query($id: Int!) { shoppingList(id: $id) { id } }`, { id: list }],
      [`query($id: Int!) { shoppingItem(id: $id) { id } }`, { id: item }],
      [`query($id: Int!) { shoppingItemsByList(list_id: $id) { id } }`, { id: list }],
      [`mutation($id: Int!) { updateShoppingList(id: $id, title: "B") { id } }`, { id: list }],
      [`mutation($id: Int!) { deleteShoppingList(id: $id) }`, { id: list }],
      [
        `mutation($id: Int!) { createShoppingItem(list_id: $id, name: "X", quantity: 1, unit: "g") { id } }`,
        { id: list },
      ],
      [`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: item }],
      [`mutation($id: Int!) { deleteShoppingItem(id: $id) }`, { id: item }],
    ] as const) {
      expect((await gql(b.user.token, query, vars)).body.errors![0]!.extensions!.code, query).toBe("NOT_FOUND");
    }
    expect(await rows("SELECT title FROM shopping_lists WHERE id = ?", list)).toEqual([{ title: "A" }]);
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", item)).toEqual([{ is_bought: 0 }]);
  });

  it("answers a 200-item list in the same number of D1 round trips as a 2-item one", async () => {
    const h = await household();
    const make = async (title: string, count: number) => {
      const id = await h.list(title);
      const statements = Array.from({ length: count }, (_, i) =>
        testDb
          .prepare(
            "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, ?, 1, 'pcs', 99, ?)",
          )
          .bind(h.groupId, id, `Item ${i}`, i % 2 ? "Food" : "Other"),
      );
      await testDb.batch(statements);
      return id;
    };
    const small = await make("Small", 2);
    const large = await make("Large", 200);
    const query = `query($id: Int!) { shoppingList(id: $id) { title item_count bought_count items_total items { id name list_name price ingredient { name } } } }`;
    const a = await gql(h.user.token, query, { id: small });
    const b = await gql(h.user.token, query, { id: large });
    expect(b.body.data.shoppingList.items).toHaveLength(200);
    expect(b.body.data.shoppingList.items_total).toBe(198);
    expect(b.trips).toBe(a.trips);
  });
});
