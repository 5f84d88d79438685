import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";

// recipe_line_cache is written only by triggers (migrations 0004, 0005, 0012, 0014 and 0031, decision
// record 9), which copy what the view recipe_line_cache_source defines. These tests drive every write
// path that touches recipe lines or ingredient names and check, in the database, that each cached
// array still equals the lines it summarises, and the view's, and that its line count is theirs.

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id ingredients { id name } } }`;
const UPDATE = `mutation($id: Int!, $ingredients: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $ingredients) { id } }`;
const PAGE = `{ recipes(limit: 100, page: 0, search: "") { id ingredients { id name quantity unit } } }`;
const ONE = `query($id: Int!) { recipe(id: $id) { id ingredients { id name quantity unit } } }`;

type CachedLine = [
  ingredientId: number,
  name: string,
  quantity: number,
  unit: string,
  note: string,
  quantityMax: number | null,
];

/** Each recipe's cached lines, as cached, next to the same lines read from recipe_ingredients in the recipe's order. */
async function cacheAndSource(groupId: number) {
  const recipes = await rows<{
    id: number;
    lines: string | null;
    defined: string;
    line_count: number | null;
    held_lines: number | null;
    defined_held: number;
  }>(
    `SELECT r.id, c.lines, s.lines AS defined, c.line_count, c.held_lines, s.held_lines AS defined_held FROM recipes r
     LEFT JOIN recipe_line_cache c ON c.recipe_id = r.id JOIN recipe_line_cache_source s ON s.recipe_id = r.id
     WHERE r.group_id = ? ORDER BY r.id`,
    groupId,
  );
  const source = await rows<{
    recipe_id: number;
    position: number;
    id: number;
    ingredient_id: number;
    name: string;
    quantity: number;
    quantity_max: number | null;
    unit: string;
    note: string;
  }>(
    `SELECT ri.recipe_id, ri.position, ri.id, ri.ingredient_id, i.name, ri.quantity, ri.quantity_max, ri.unit, ri.note
     FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id JOIN recipes r ON r.id = ri.recipe_id
     WHERE r.group_id = ? ORDER BY ri.recipe_id, ri.position, ri.id`,
    groupId,
  );
  // What the pantry holds, by merge key, written here without the view: a line is held when any
  // pantry line of its group is of an ingredient with the same merge key.
  const held = await rows<{ recipe_id: number; held: number }>(
    `SELECT ri.recipe_id, count(*) AS held FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
     JOIN recipes r ON r.id = ri.recipe_id
     WHERE r.group_id = ? AND i.merge_key IN (
       SELECT f.merge_key FROM pantry_items p JOIN ingredients f ON f.id = p.ingredient_id WHERE p.group_id = r.group_id
     )
     GROUP BY ri.recipe_id`,
    groupId,
  );
  return recipes.map(({ id, lines, defined, line_count, held_lines, defined_held }) => ({
    id,
    lineCount: line_count,
    heldLines: held_lines,
    definedHeld: defined_held,
    held: held.find((row) => row.recipe_id === id)?.held ?? 0,
    cached: lines === null ? null : (JSON.parse(lines) as CachedLine[]),
    defined: JSON.parse(defined) as CachedLine[],
    source: source
      .filter((line) => line.recipe_id === id)
      .map((line): CachedLine => [
        line.ingredient_id,
        line.name,
        line.quantity,
        line.unit,
        line.note,
        line.quantity_max,
      ]),
  }));
}

async function expectCacheInStep(groupId: number) {
  const recipes = await cacheAndSource(groupId);
  for (const recipe of recipes) {
    expect(recipe.cached, `cached lines of recipe ${recipe.id}`).toEqual(recipe.source);
    expect(recipe.defined, `the view's lines of recipe ${recipe.id}`).toEqual(recipe.source);
    expect(recipe.lineCount, `the line count of recipe ${recipe.id}`).toBe(recipe.source.length);
    expect(recipe.heldLines, `the held lines of recipe ${recipe.id}`).toBe(recipe.held);
    expect(recipe.definedHeld, `the view's held lines of recipe ${recipe.id}`).toBe(recipe.held);
  }
  return recipes;
}

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const create = async (title: string, ingredients: { name: string; quantity: number; unit: string }[]) => {
    const created = await gql(user.token, CREATE, {
      data: { title, description: `About ${title}`, category: "Mains", ingredients },
    });
    expect(created.body.errors).toBeUndefined();
    return created.body.data.createRecipe as { id: number; ingredients: { id: number; name: string }[] };
  };
  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, query, variables);
    expect(answer.body.errors, query).toBeUndefined();
    return answer.body.data;
  };
  return { user, groupId, create, ask };
}

describe("recipe_line_cache", () => {
  it("holds a new recipe's lines, and an empty array for a recipe written without any", async () => {
    const { groupId, create } = await household();
    const bake = await create("Pasta Bake", [
      { name: "Pasta", quantity: 250, unit: "g" },
      { name: "Tomato", quantity: 3, unit: "pcs" },
      { name: "Basil", quantity: 0.125, unit: "bunch" },
    ]);
    // The API refuses a recipe without lines; a row written straight into the table still gets one.
    const bare = await insertRecipe(groupId, "Toast");
    const recipes = await expectCacheInStep(groupId);
    expect(recipes.find((recipe) => recipe.id === bake.id)?.cached?.map((line) => line[1])).toEqual([
      "Pasta",
      "Tomato",
      "Basil",
    ]);
    expect(recipes.find((recipe) => recipe.id === bare)?.cached).toEqual([]);
  });

  it("follows lines replaced, reordered, added and removed by updateRecipe", async () => {
    const { user, groupId, create } = await household();
    const recipe = await create("Soup", [
      { name: "Leek", quantity: 2, unit: "pcs" },
      { name: "Potato", quantity: 500, unit: "g" },
    ]);
    const update = async (ingredients: { name: string; quantity: number; quantity_max?: number; unit: string }[]) => {
      const updated = await gql(user.token, UPDATE, { id: recipe.id, ingredients });
      expect(updated.body.errors).toBeUndefined();
      return expectCacheInStep(groupId);
    };
    let recipes = await update([
      { name: "Potato", quantity: 600, unit: "g" },
      { name: "Leek", quantity: 2, quantity_max: 3, unit: "pcs" },
      { name: "Cream", quantity: 100, unit: "ml" },
    ]);
    expect(recipes[0]!.cached!.map((line) => [line[1], line[2], line[5]])).toEqual([
      ["Potato", 600, null],
      ["Leek", 2, 3],
      ["Cream", 100, null],
    ]);
    recipes = await update([{ name: "Leek", quantity: 3, unit: "pcs" }]);
    expect(recipes[0]!.cached!.map((line) => [line[1], line[2]])).toEqual([["Leek", 3]]);
  });

  it("keeps lines in the recipe's order (position, then id), whatever order they were written in", async () => {
    const { groupId } = await household();
    const recipe = await insertRecipe(groupId, "Layer cake");
    const ingredient = (name: string) =>
      testDb.prepare("INSERT INTO ingredients (group_id, name) VALUES (?, ?)").bind(groupId, name);
    const line = (name: string, position: number) =>
      testDb
        .prepare(
          "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES (?, (SELECT id FROM ingredients WHERE group_id = ? AND name = ?), 1, 'pcs', ?)",
        )
        .bind(recipe, groupId, name, position);
    await testDb.batch([
      ingredient("Jam"),
      ingredient("Sponge"),
      ingredient("Cream"),
      ingredient("Icing"),
      line("Icing", 3),
      line("Jam", 1),
      line("Sponge", 0),
      line("Cream", 1),
    ]);
    const recipes = await expectCacheInStep(groupId);
    expect(recipes.find((cached) => cached.id === recipe)?.cached?.map((cached) => cached[1])).toEqual([
      "Sponge",
      "Jam",
      "Cream",
      "Icing",
    ]);
  });

  it("follows an ingredient renamed, in every recipe that uses it and no other", async () => {
    const { user, groupId, create } = await household();
    const first = await create("Omelette", [
      { name: "Egg", quantity: 3, unit: "pcs" },
      { name: "Salt", quantity: 1, unit: "pinch" },
    ]);
    await create("Pancakes", [{ name: "Egg", quantity: 2, unit: "pcs" }]);
    await create("Porridge", [{ name: "Oats", quantity: 80, unit: "g" }]);
    const egg = first.ingredients.find((line) => line.name === "Egg")!;
    const renamed = await gql(
      user.token,
      `mutation($id: Int!) { updateIngredient(id: $id, name: "Free-range egg") { name } }`,
      { id: egg.id },
    );
    expect(renamed.body.errors).toBeUndefined();
    const recipes = await expectCacheInStep(groupId);
    expect(recipes.flatMap((recipe) => recipe.cached!.map((line) => line[1])).sort()).toEqual([
      "Free-range egg",
      "Free-range egg",
      "Oats",
      "Salt",
    ]);
    // A change that keeps the name (here the type) leaves the cache as it was.
    const retyped = await gql(user.token, `mutation($id: Int!) { updateIngredient(id: $id, type: "Dairy") { name } }`, {
      id: egg.id,
    });
    expect(retyped.body.errors).toBeUndefined();
    await expectCacheInStep(groupId);
  });

  it("drops the lines of an ingredient deleted with detach", async () => {
    const { user, groupId, create } = await household();
    const recipe = await create("Salad", [
      { name: "Lettuce", quantity: 1, unit: "head" },
      { name: "Croutons", quantity: 50, unit: "g" },
    ]);
    const croutons = recipe.ingredients.find((line) => line.name === "Croutons")!;
    const deleted = await gql(user.token, `mutation($id: Int!) { deleteIngredient(id: $id, detach: true) }`, {
      id: croutons.id,
    });
    expect(deleted.body.data?.deleteIngredient).toBe(true);
    const recipes = await expectCacheInStep(groupId);
    expect(recipes[0]!.cached!.map((line) => line[1])).toEqual(["Lettuce"]);
  });

  it("goes with a deleted recipe", async () => {
    const { user, groupId, create } = await household();
    const recipe = await create("Stew", [{ name: "Beef", quantity: 800, unit: "g" }]);
    const deleted = await gql(user.token, `mutation($id: Int!) { deleteRecipe(id: $id) }`, { id: recipe.id });
    expect(deleted.body.data?.deleteRecipe).toBe(true);
    expect(await rows("SELECT recipe_id FROM recipe_line_cache WHERE recipe_id = ?", recipe.id)).toEqual([]);
    await expectCacheInStep(groupId);
  });

  it("counts the lines the pantry holds, through every write to the pantry and the catalogue", async () => {
    const { groupId, create, ask } = await household();
    const omelette = await create("Omelette", [
      { name: "Large eggs", quantity: 3, unit: "pcs" },
      { name: "Butter", quantity: 10, unit: "g" },
      { name: "Chives", quantity: 1, unit: "tbsp" },
    ]);
    await create("Pancakes", [
      { name: "Egg", quantity: 2, unit: "pcs" },
      { name: "Flour", quantity: 200, unit: "g" },
      { name: "Butter", quantity: 30, unit: "g" },
    ]);
    await create("Porridge", [{ name: "Oats", quantity: 80, unit: "g" }]);
    const idOf = (name: string) => omelette.ingredients.find((line) => line.name === name)!.id;
    const heldOf = async () =>
      Object.fromEntries(
        (
          await rows<{ title: string; held_lines: number }>(
            "SELECT r.title, c.held_lines FROM recipes r JOIN recipe_line_cache c ON c.recipe_id = r.id WHERE r.group_id = ? ORDER BY r.title",
            groupId,
          )
        ).map((row) => [row.title, row.held_lines]),
      );
    const stock = async (ingredientId: number, quantity: number, unit: string) =>
      (
        await ask(
          `mutation($i: Int!, $q: Float!, $u: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u) { id } }`,
          { i: ingredientId, q: quantity, u: unit },
        )
      ).updatePantryItem.id as number;
    expect(await heldOf()).toEqual({ Omelette: 0, Pancakes: 0, Porridge: 0 });

    // Eggs in the pantry are held by both recipes, whichever spelling each used ("Large eggs", "Egg").
    const eggs = await stock(idOf("Large eggs"), 6, "pcs");
    const butter = await stock(idOf("Butter"), 250, "g");
    expect(await heldOf()).toEqual({ Omelette: 2, Pancakes: 2, Porridge: 0 });
    await expectCacheInStep(groupId);
    // A second line of the same food changes nothing; using one up leaves the other.
    const moreEggs = await stock(idOf("Large eggs"), 0, "");
    await ask(`mutation($id: Int!) { usePantryItem(id: $id) { id } }`, { id: moreEggs });
    expect((await heldOf()).Omelette).toBe(2);
    // Using all of a line or throwing it away takes the food out.
    await ask(`mutation($id: Int!) { usePantryItem(id: $id) { id } }`, { id: eggs });
    await ask(`mutation($id: Int!) { deletePantryItem(id: $id) }`, { id: butter });
    await expectCacheInStep(groupId);
    const left = await rows<{ id: number }>("SELECT id FROM pantry_items WHERE group_id = ?", groupId);
    for (const { id } of left) await ask(`mutation($id: Int!) { deletePantryItem(id: $id) }`, { id });
    expect(await heldOf()).toEqual({ Omelette: 0, Pancakes: 0, Porridge: 0 });

    // Renaming a food in the pantry to another food's merge key makes that food held too.
    await stock(idOf("Chives"), 1, "bunch");
    expect(await heldOf()).toEqual({ Omelette: 1, Pancakes: 0, Porridge: 0 });
    await ask(`mutation($id: Int!) { updateIngredient(id: $id, name: "Oat") { name } }`, { id: idOf("Chives") });
    expect(await heldOf()).toEqual({ Omelette: 1, Pancakes: 0, Porridge: 1 });
    await ask(`mutation($id: Int!) { updateIngredient(id: $id, name: "Garden chives") { name } }`, {
      id: idOf("Chives"),
    });
    expect(await heldOf()).toEqual({ Omelette: 1, Pancakes: 0, Porridge: 0 });
    await ask(`mutation($id: Int!) { updateIngredient(id: $id, name: "Oat") { name } }`, { id: idOf("Chives") });
    await expectCacheInStep(groupId);

    // A recipe's new line of a held food counts at once; an ingredient deleted takes its stock along.
    await ask(UPDATE, {
      id: omelette.id,
      ingredients: [
        { name: "Large eggs", quantity: 3, unit: "pcs" },
        { name: "Oats", quantity: 20, unit: "g" },
      ],
    });
    expect((await heldOf()).Omelette).toBe(1);
    await ask(`mutation($id: Int!) { deleteIngredient(id: $id, detach: true) }`, { id: idOf("Chives") });
    expect(await heldOf()).toEqual({ Omelette: 0, Pancakes: 0, Porridge: 0 });
    await expectCacheInStep(groupId);
  });

  it("is what a page of recipes answers, the same as each recipe read alone", async () => {
    const { user, groupId, create } = await household();
    await create("Curry", [
      { name: "Chickpeas", quantity: 400, unit: "g" },
      { name: "Coconut milk", quantity: 1.5, unit: "cans" },
    ]);
    const second = await create("Rice", [{ name: "Rice", quantity: 200, unit: "g" }]);
    await gql(user.token, `mutation($id: Int!) { updateIngredient(id: $id, name: "Basmati rice") { name } }`, {
      id: second.ingredients[0]!.id,
    });
    await expectCacheInStep(groupId);
    const page = await gql(user.token, PAGE);
    expect(page.body.errors).toBeUndefined();
    for (const listed of page.body.data.recipes) {
      const alone = await gql(user.token, ONE, { id: listed.id });
      expect(listed).toEqual(alone.body.data.recipe);
    }
    expect(page.body.data.recipes.find((recipe: { id: number }) => recipe.id === second.id).ingredients[0].name).toBe(
      "Basmati rice",
    );
  });

  it("draws a new lines version whenever a recipe's lines change, and only then", async () => {
    const { groupId, create, ask } = await household();
    const soup = await create("Soup", [
      { name: "Leek", quantity: 2, unit: "pcs" },
      { name: "Stock", quantity: 1, unit: "l" },
    ]);
    const salad = await create("Salad", [
      { name: "Lettuce", quantity: 1, unit: "head" },
      { name: "Croutons", quantity: 50, unit: "g" },
    ]);
    const versions = async () =>
      Object.fromEntries(
        (
          await rows<{ recipe_id: number; lines_version: number }>(
            "SELECT c.recipe_id, c.lines_version FROM recipe_line_cache c JOIN recipes r ON r.id = c.recipe_id WHERE r.group_id = ?",
            groupId,
          )
        ).map((row) => [row.recipe_id, row.lines_version]),
      );
    /** Runs a write and says which recipes' versions changed, checking each stays a whole number JS reads exactly. */
    const changedBy = async (write: () => Promise<unknown>) => {
      const before = await versions();
      await write();
      const after = await versions();
      for (const version of Object.values(after)) expect(Number.isSafeInteger(version), String(version)).toBe(true);
      return Object.keys(after)
        .filter((id) => after[id] !== before[id])
        .map(Number)
        .sort();
    };
    const first = await versions();
    expect(first[soup.id]).not.toBe(first[salad.id]);
    expect(first[soup.id]).not.toBe(0);

    // A line changed by updateRecipe, an ingredient renamed, one deleted with detach: new lines, a new version.
    expect(
      await changedBy(() =>
        ask(UPDATE, {
          id: soup.id,
          ingredients: [
            { name: "Leek", quantity: 3, unit: "pcs" },
            { name: "Stock", quantity: 1, unit: "l" },
          ],
        }),
      ),
    ).toEqual([soup.id]);
    const lettuce = salad.ingredients.find((line) => line.name === "Lettuce")!;
    expect(
      await changedBy(() =>
        ask(`mutation($id: Int!) { updateIngredient(id: $id, name: "Romaine") { name } }`, { id: lettuce.id }),
      ),
    ).toEqual([salad.id]);
    const croutons = salad.ingredients.find((line) => line.name === "Croutons")!;
    expect(
      await changedBy(() =>
        ask(`mutation($id: Int!) { deleteIngredient(id: $id, detach: true) }`, { id: croutons.id }),
      ),
    ).toEqual([salad.id]);

    // A type changed, the pantry holding a food: the same lines, the same version. (updateRecipe
    // writing the same lines again draws one: it replaces them, and a version costs one miss.)
    expect(
      await changedBy(() =>
        ask(`mutation($id: Int!) { updateIngredient(id: $id, type: "Produce") { name } }`, { id: lettuce.id }),
      ),
    ).toEqual([]);
    expect(
      await changedBy(() =>
        ask(`mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 2, unit: "pcs") { id } }`, {
          i: lettuce.id,
        }),
      ),
    ).toEqual([]);
    expect((await cacheAndSource(groupId)).find((recipe) => recipe.id === salad.id)!.heldLines).toBe(1);
  });

  it("is rebuilt by the triggers from the view one recipe at a time, by primary key", async () => {
    // What the line triggers run for each recipe they touch: the view folds into a seek of that recipe.
    const plan = await rows<{ detail: string }>(
      "EXPLAIN QUERY PLAN SELECT s.lines FROM recipe_line_cache_source s WHERE s.recipe_id = ?",
      1,
    );
    const details = plan.map((step) => step.detail);
    expect(details[0], details.join("\n")).toBe("SEARCH r USING INTEGER PRIMARY KEY (rowid=?)");
    expect(
      details.filter((detail) => detail.startsWith("SCAN")),
      details.join("\n"),
    ).toEqual([]);
  });
});
