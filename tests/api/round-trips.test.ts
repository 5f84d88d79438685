import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

/** Issue 9's budget: at most 3 D1 round trips per GraphQL operation, whatever the data size. */
const BUDGET = 3;

describe("D1 round trips per operation", () => {
  it("stay within budget, and do not grow with the data", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const type = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
      .id;
    const fill = async (count: number) => {
      const statements = [];
      for (let i = 0; i < count; i++) {
        const slug = `r-${count}-${i}`;
        statements.push(
          testDb
            .prepare("INSERT INTO recipes (group_id, slug, title, servings) VALUES (?, ?, ?, 2)")
            .bind(groupId, slug, `Recipe ${slug}`),
        );
        statements.push(
          testDb
            .prepare("INSERT OR IGNORE INTO ingredients (group_id, name) VALUES (?, ?)")
            .bind(groupId, `Thing ${i % 7}`),
        );
        statements.push(
          testDb
            .prepare(
              "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) VALUES ((SELECT id FROM recipes WHERE group_id = ? AND slug = ?), (SELECT id FROM ingredients WHERE group_id = ? AND name = ?), 100, 'g')",
            )
            .bind(groupId, slug, groupId, `Thing ${i % 7}`),
        );
        statements.push(
          testDb
            .prepare(
              "INSERT INTO meals (group_id, title, recipe_id, type_id, scheduled_date) VALUES (?, 'M', (SELECT id FROM recipes WHERE group_id = ? AND slug = ?), ?, ?)",
            )
            .bind(groupId, groupId, slug, type, Date.parse("2026-06-03T12:00:00Z") + i * 60_000),
        );
      }
      await testDb.batch(statements);
      const list = (
        await gql(
          user.token,
          `mutation { syncShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
        )
      ).body.data.syncShoppingList.id;
      return list as number;
    };
    const operations = (listId: number) => [
      `{ mealsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { id type { name } recipe { slug title image } } }`,
      `{ meals { id type { name } recipe { title } } }`,
      `{ recipes(limit: 100, page: 0, search: "") { id category { name } ingredients { name quantity unit } } }`,
      `{ shoppingList(id: ${listId}) { title item_count bought_count items_total items { name price list_name ingredient { name category { name } } } } }`,
      // Relations are read with the list only when selected; selected through a fragment, they still ride in its batch.
      `{ shoppingList(id: ${listId}) { title items { id name quantity unit price is_bought type } } }`,
      `{ shoppingList(id: ${listId}) { items { ...withIngredient } } } fragment withIngredient on ShoppingItem { ingredient { name category { name } } }`,
      `{ mealsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { id title } }`,
      `{ mealsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { ... on Meal { recipe { title } } ...typed } } fragment typed on Meal { type { name } }`,
      `{ shoppingLists { title item_count bought_count spent } }`,
      `{ findIngredientsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { name quantity unit } }`,
      // What to cook weighs every recipe of the group against the pantry, in the same one read.
      `{ cookable(limit: 20) { recipe { slug title image } have_count total_count missing use_soon_count } pantryItems { name } }`,
      // A screen's whole read: the list page with the catalogue's names (its quick-add suggestions).
      `{ shoppingList(id: ${listId}) { title items { id name is_bought } } ingredientNames }`,
      // The same with the rows' sections and amounts and the group's stores, which file them.
      `{ shoppingList(id: ${listId}) { title items { id name section needed more_amounts { quantity unit } } } stores { name section_order } ingredientNames }`,
      `{ recipes(limit: 1) { slug } getAllRecipeCategories { name } getAllIngredients { name } getAllIngredientGroups { name } tasks { id } shoppingItems { id } }`,
    ];
    const smallList = await fill(3);
    const small = await Promise.all(operations(smallList).map((query) => gql(user.token, query)));
    const largeList = await fill(90);
    const large = await Promise.all(operations(largeList).map((query) => gql(user.token, query)));
    large.forEach((result, i) => {
      expect(result.body.errors, operations(largeList)[i]).toBeUndefined();
      expect(result.trips, operations(largeList)[i]).toBeLessThanOrEqual(BUDGET);
      expect(result.trips, operations(largeList)[i]).toBe(small[i]!.trips);
      // The membership check rides in the read's own batch (docs/decisions/0007).
      expect(result.trips, operations(largeList)[i]).toBe(1);
    });
    // Reads of one request share one batch, check included: the home screen's pair is one trip.
    const home = await gql(
      user.token,
      `{ mealsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { id } shoppingLists { id item_count } }`,
    );
    expect(home.body.errors).toBeUndefined();
    expect(home.trips).toBe(1);
  });
  it("a tick is the membership check and its write: two round trips, with or without a change id; the tick that ends a trip, three", async () => {
    const user = await signedInUser();
    const list = (
      await gql(
        user.token,
        `mutation { createShoppingList(title: "Shop", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id;
    const ids: number[] = [];
    for (const name of ["Milk", "Bread"]) {
      ids.push(
        (
          await gql(
            user.token,
            `mutation { createShoppingItem(list_id: ${list}, name: "${name}", quantity: 1, unit: "pcs") { id } }`,
          )
        ).body.data.createShoppingItem.id as number,
      );
    }
    const [item, bread] = ids as [number, number];
    const tick = await gql(user.token, `mutation { updateShoppingItem(id: ${item}, is_bought: true) { is_bought } }`);
    expect(tick.body.data.updateShoppingItem.is_bought).toBe(true);
    expect(tick.trips).toBe(2);
    const change = await gql(
      user.token,
      `mutation { updateShoppingItem(id: ${item}, is_bought: false, change_id: "tick-${item}") { is_bought } }`,
    );
    expect(change.body.data.updateShoppingItem.is_bought).toBe(false);
    expect(change.trips).toBe(2);
    const missing = await gql(user.token, `mutation { updateShoppingItem(id: 999999, is_bought: true) { id } }`);
    expect(missing.body.errors?.[0]?.message).toBe("Shopping item not found");
    // Buying the whole list ends the trip: its ticks teach the store, in one more batch.
    await gql(user.token, `mutation { updateShoppingItem(id: ${item}, is_bought: true) { is_bought } }`);
    const last = await gql(user.token, `mutation { updateShoppingItem(id: ${bread}, is_bought: true) { is_bought } }`);
    expect(last.trips).toBe(3);
    expect(await rows("SELECT count(*) AS open FROM store_ticks WHERE item_id IN (?, ?)", item, bread)).toEqual([
      { open: 0 },
    ]);
  });
});
