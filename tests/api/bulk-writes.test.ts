import { testDb } from "../shared/test-db";
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "../../worker-api/src/db";
import { recipeLineInserts } from "../../worker-api/src/data/recipe-writes";
import type { Scope } from "../../worker-api/src/data/scope";
import { syncLineInserts } from "../../worker-api/src/data/shopping-sync";
import type { ShoppingLine } from "../../worker-api/src/shopping/lines";
import { D1_MAX_BOUND_PARAMETERS, inValues, statementsWithinLimit } from "../../worker-api/src/lib/bulk";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";
import { checkedScope } from "./helpers";

/**
 * Every multi-row writer at 0, 1, its chunk boundary ±1 and 300 rows (D1 binds at most 100
 * parameters per statement). A writer's boundary is the most rows it puts in one statement.
 */
const bound = (statement: { toSQL(): { params: unknown[] } }) => statement.toSQL().params.length;

function boundary<Row>(row: (i: number) => Row, statementsFor: (rows: Row[]) => unknown[]) {
  let n = 1;
  while (statementsFor(Array.from({ length: n + 1 }, (_, i) => row(i))).length === 1) n++;
  return n;
}

const fakeScope = {
  db: createDb(env.SHARD_0),
  directory: createDb(env.DB),
  groupId: 1,
  userId: 1,
  read: async () => [],
  verified: true,
} as Scope;
const need = (i: number): ShoppingLine => ({
  key: `ingredient ${i}`,
  ingredientId: i,
  name: `Ingredient ${i}`,
  section: "Pantry",
  group: "Pantry",
  mealIds: [1, 2],
  amount: { quantity: 1.5, unit: "pcs", needed: 1.5 },
  more: [{ quantity: 1, unit: "can", needed: null }],
  have: 0.5,
  heldAtHome: {
    from: "2026-06-04",
    amounts: [{ quantity: 1, unit: "pcs" }],
    meals: [{ title: "Supper", at: "2026-06-02T18:00:00.000Z" }],
  },
});

const syncBoundary = boundary(need, (part) => syncLineInserts(fakeScope, 7, part));

describe("statementsWithinLimit", () => {
  const build = (part: number[]) =>
    fakeScope.db.insert(schema.mealTypes).values(part.map((i) => ({ groupId: 1, name: `T${i}` })));

  it("builds no statement for no rows and one for one row", () => {
    expect(statementsWithinLimit([], build)).toEqual([]);
    expect(statementsWithinLimit([1], build)).toHaveLength(1);
  });

  it("fills each statement up to the limit and never past it, counting parameters outside the rows", () => {
    for (const size of [1, 2, 49, 50, 51, 99, 100, 101, 300]) {
      const rows = Array.from({ length: size }, (_, i) => i);
      const statements = statementsWithinLimit(rows, build);
      expect(statements.every((statement) => bound(statement) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);
      expect(statements.reduce((sum, statement) => sum + bound(statement), 0)).toBe(size * 2);
    }
    // A sub-query parameter in every row (like a synced line's list) counts too.
    const perRow = fakeScope.db.insert(schema.shoppingItems);
    const withSubQuery = (part: number[]) =>
      perRow.values(
        part.map((i) => ({
          groupId: 1,
          listId: sql<number>`(SELECT max(id) FROM shopping_lists WHERE group_id = ${1})`,
          name: `x${i}`,
          quantity: 1,
          unit: "g",
        })),
      );
    const statements = statementsWithinLimit(
      Array.from({ length: 300 }, (_, i) => i),
      withSubQuery,
    );
    expect(statements.every((statement) => bound(statement) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);
  });

  it("says so when one row alone is over the limit", () => {
    expect(() => statementsWithinLimit([1], build, 1)).toThrow(/One row binds 2 parameters/);
  });

  it("sizes the synced-line and recipe-line inserts by their parameters, not a fixed row count", () => {
    const inserts = syncLineInserts(
      fakeScope,
      7,
      Array.from({ length: 300 }, (_, i) => need(i)),
    );
    expect(syncBoundary).toBeGreaterThan(1);
    expect(inserts.length).toBe(Math.ceil(300 / syncBoundary));
    // The boundary is the most that fits: one more row would bind more than 100 parameters.
    const full = bound(
      syncLineInserts(
        fakeScope,
        7,
        Array.from({ length: syncBoundary }, (_, i) => need(i)),
      )[0]!,
    );
    expect(full).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
    expect(full + full / syncBoundary).toBeGreaterThan(D1_MAX_BOUND_PARAMETERS);
    expect(inserts.every((statement) => bound(statement) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);

    const line = (i: number) => ({ name: `Ingredient ${i}`, quantity: 1, unit: "g" });
    const recipeRef = sql<number>`(SELECT id FROM recipes WHERE group_id = ${1} AND slug = ${"soup"})`;
    const lines = recipeLineInserts(
      fakeScope,
      recipeRef,
      Array.from({ length: 100 }, (_, i) => line(i)),
    );
    expect(lines.every((statement) => bound(statement) <= D1_MAX_BOUND_PARAMETERS)).toBe(true);
  });
});

describe("inValues", () => {
  it("matches any number of ids with one bound parameter, and nothing for none", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const { db } = await checkedScope(user.id, groupId);
    await testDb.batch(
      Array.from({ length: 300 }, (_, i) =>
        testDb.prepare("INSERT INTO meal_types (group_id, name) VALUES (?, ?)").bind(groupId, `Type ${i}`),
      ),
    );
    const ids = (await rows<{ id: number }>("SELECT id FROM meal_types WHERE group_id = ?", groupId)).map(
      (row) => row.id,
    );
    for (const size of [0, 1, 99, 100, 101, 300]) {
      const query = db
        .select({ id: schema.mealTypes.id })
        .from(schema.mealTypes)
        .where(inValues(schema.mealTypes.id, ids.slice(0, size)));
      expect(bound(query)).toBe(1);
      expect((await query).map((row) => row.id).sort((a, b) => a - b)).toEqual(
        ids.slice(0, size).sort((a, b) => a - b),
      );
    }
  });
});

const SYNC = `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { id item_count items { id name quantity unit ingredient { name } } } }`;

/** A household whose week needs `count` different ingredients on 2 June 2026 (recipes of up to 100 lines). */
async function householdNeeding(count: number) {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const typeId = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
    .id as number;
  const mealIds: number[] = [];
  for (let first = 0; first < count; first += 100) {
    const ingredients = Array.from({ length: Math.min(100, count - first) }, (_, i) => ({
      name: `Item ${String(first + i).padStart(3, "0")}`,
      quantity: 100 + i,
      unit: "g",
    }));
    const created = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: { title: `Big ${first}`, description: "d", category: "Mains", servings: 2, ingredients },
    });
    expect(created.body.errors).toBeUndefined();
    const meal = await gql(
      user.token,
      `mutation($r: Int!, $t: Int!) { createMeal(title: "M", description: "d", recipe_id: $r, type_id: $t, scheduled_date: "2026-06-02T18:00:00.000Z") { id } }`,
      {
        r: created.body.data.createRecipe.id,
        t: typeId,
      },
    );
    mealIds.push(meal.body.data.createMeal.id);
  }
  return { user, groupId, mealIds };
}

describe("syncShoppingList at every size", () => {
  it.each([0, 1, syncBoundary - 1, syncBoundary, syncBoundary + 1, 150, 300])(
    "syncs %i ingredients, and syncing again changes nothing",
    async (count) => {
      const h = await householdNeeding(count);
      const args = { t: `Week of ${count}`, s: "01/06/2026", e: "07/06/2026" };
      const first = await gql(h.user.token, SYNC, args);
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data.syncShoppingList.item_count).toBe(count);
      const stored = await rows<{ name: string; quantity: number; unit: string }>(
        "SELECT name, quantity, unit FROM shopping_items WHERE list_id = ? ORDER BY name",
        first.body.data.syncShoppingList.id,
      );
      expect(stored).toEqual(
        Array.from({ length: count }, (_, i) => ({
          name: `Item ${String(i).padStart(3, "0")}`,
          quantity: 100 + (i % 100),
          unit: "g",
        })),
      );
      // Every line's ingredient resolves (one loader call for all of them).
      expect(
        first.body.data.syncShoppingList.items.every(
          (item: { ingredient: { name: string } | null; name: string }) => item.ingredient?.name === item.name,
        ),
      ).toBe(true);

      const before = await rows("SELECT * FROM shopping_items WHERE group_id = ? ORDER BY id", h.groupId);
      const again = await gql(h.user.token, SYNC, args);
      expect(again.body.errors).toBeUndefined();
      expect(again.body.data.syncShoppingList.id).toBe(first.body.data.syncShoppingList.id);
      expect(await rows("SELECT * FROM shopping_items WHERE group_id = ? ORDER BY id", h.groupId)).toEqual(before);
      expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", h.groupId)).toEqual([{ n: 1 }]);
    },
  );

  it("takes every line away in one sync when the week's meals go (300 lines)", async () => {
    const h = await householdNeeding(300);
    const args = { t: "Emptied", s: "01/06/2026", e: "07/06/2026" };
    const list = (await gql(h.user.token, SYNC, args)).body.data.syncShoppingList;
    for (const id of h.mealIds) await gql(h.user.token, `mutation($id: Int!) { deleteMeal(id: $id) }`, { id });
    const emptied = await gql(h.user.token, SYNC, args);
    expect(emptied.body.errors).toBeUndefined();
    expect(emptied.body.data.syncShoppingList).toMatchObject({ id: list.id, item_count: 0 });
    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE list_id = ?", list.id)).toEqual([{ n: 0 }]);
  });
});

describe("recipe lines at every size", () => {
  const recipeBoundary = boundary(
    (i: number) => ({ name: `Ingredient ${i}`, quantity: 1, unit: "g" }),
    (part) =>
      recipeLineInserts(
        fakeScope,
        sql<number>`(SELECT id FROM recipes WHERE group_id = ${1} AND slug = ${"soup"})`,
        part,
      ),
  );

  // The ingredient names a recipe creates bind 2 parameters a row: 50 a statement, so 49–51 too.
  it.each([...new Set([1, recipeBoundary - 1, recipeBoundary, recipeBoundary + 1, 49, 50, 51, 100])])(
    "creates and then replaces a recipe of %i lines",
    async (count) => {
      const user = await signedInUser();
      const lines = (prefix: string) =>
        Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i}`, quantity: i + 1, unit: "g" }));
      const created = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: { title: "Many", description: "d", category: "Mains", ingredients: lines("A") },
      });
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data.createRecipe.id;
      expect(
        await rows(
          "SELECT i.name, l.quantity, l.position FROM recipe_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.recipe_id = ? ORDER BY l.position",
          id,
        ),
      ).toEqual(lines("A").map((line, position) => ({ name: line.name, quantity: line.quantity, position })));
      const updated = await gql(
        user.token,
        `mutation($id: Int!, $ing: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $ing) { id } }`,
        { id, ing: lines("B") },
      );
      expect(updated.body.errors).toBeUndefined();
      expect(
        (
          await rows<{ name: string }>(
            "SELECT i.name FROM recipe_ingredients l JOIN ingredients i ON i.id = l.ingredient_id WHERE l.recipe_id = ? ORDER BY l.position",
            id,
          )
        ).map((r) => r.name),
      ).toEqual(lines("B").map((line) => line.name));
    },
  );

  it("refuses 0 and 101 lines with the rule's words, and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    for (const count of [0, 101]) {
      const ingredients = Array.from({ length: count }, (_, i) => ({ name: `N ${i}`, quantity: 1, unit: "g" }));
      const answer = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
        data: { title: "Too", description: "d", category: "Mains", ingredients },
      });
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(answer.body.errors?.[0]?.message).toMatch(
        count ? /at most 100 ingredients/ : /At least one ingredient is required/,
      );
    }
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM ingredients WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });
});
