import { testDb } from "../shared/test-db";
import type { GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const RECIPE = "id slug title name description servings category { id name } ingredients { id name quantity unit }";
const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { ${RECIPE} } }`;

const pasta = (overrides: Record<string, unknown> = {}) => ({
  title: "Pasta Bake",
  description: "Baked pasta with tomato",
  category: "Main Dishes",
  ingredients: [
    { name: "Pasta", quantity: 250, unit: "g" },
    { name: "Tomato", quantity: 3, unit: "pcs" },
  ],
  ...overrides,
});

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

describe("createRecipe", () => {
  it("creates the recipe, its category and new ingredients in one batch", async () => {
    const { user, groupId } = await cook();
    const created = await gql(user.token, CREATE, { data: pasta() });
    expect(created.body.errors).toBeUndefined();
    const recipe = created.body.data.createRecipe;
    expect(recipe).toMatchObject({
      slug: "pasta-bake",
      title: "Pasta Bake",
      name: "Pasta Bake",
      servings: 4,
      category: { name: "Main Dishes" },
      ingredients: [
        { name: "Pasta", quantity: 250, unit: "g" },
        { name: "Tomato", quantity: 3, unit: "pcs" },
      ],
    });
    expect(await rows("SELECT name FROM ingredients WHERE group_id = ? ORDER BY name", groupId)).toEqual([
      { name: "Pasta" },
      { name: "Tomato" },
    ]);
    // Names match existing rows case-insensitively: no second "main dishes", no second "tomato".
    const second = await gql(user.token, CREATE, {
      data: pasta({
        title: "Tomato Soup",
        category: " main DISHES ",
        ingredients: [{ name: "TOMATO", quantity: 6, unit: "pcs" }],
      }),
    });
    expect(second.body.data.createRecipe.category.id).toBe(recipe.category.id);
    expect(second.body.data.createRecipe.ingredients[0].id).toBe(recipe.ingredients[1].id);
    expect(await rows("SELECT count(*) AS n FROM recipe_categories WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
  });

  it("takes a null note as no note, as GraphQL clients send a field left empty", async () => {
    const { user, groupId } = await cook();
    const created = await gql(user.token, CREATE, {
      data: pasta({ ingredients: [{ name: "Pasta", quantity: 250, unit: "g", note: null }] }),
    });
    expect(created.body.errors).toBeUndefined();
    expect(
      await rows(
        "SELECT l.note FROM recipe_ingredients l JOIN recipes r ON r.id = l.recipe_id WHERE r.group_id = ?",
        groupId,
      ),
    ).toEqual([{ note: "" }]);
  });

  it("gives a second recipe of the same title another slug", async () => {
    const { user } = await cook();
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await gql(user.token, CREATE, { data: pasta({ title: "Pasta" }) })).body.data.createRecipe.slug);
    expect(slugs).toEqual(["pasta", "pasta-2", "pasta-3"]);
    const accents = await gql(user.token, CREATE, { data: pasta({ title: "Crème brûlée!" }) });
    expect(accents.body.data.createRecipe.slug).toBe("creme-brulee");
  });

  it("writes nothing when one ingredient is bad", async () => {
    const { user, groupId } = await cook();
    for (const ingredients of [
      [
        { name: "Pasta", quantity: 250, unit: "g" },
        { name: "Salt", quantity: 0, unit: "g" },
      ],
      [
        { name: "Pasta", quantity: 250, unit: "g" },
        { name: "Salt", quantity: 1, unit: "  " },
      ],
      [
        { name: "Pasta", quantity: 250, unit: "g" },
        { name: "pasta", quantity: 1, unit: "g" },
      ],
      [],
    ]) {
      const result = await gql(user.token, CREATE, { data: pasta({ ingredients }) });
      expect(result.status).toBe(400);
      expect(result.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
    const blank = await gql(user.token, CREATE, { data: pasta({ title: "  " }) });
    expect(blank.body.errors![0]!.message).toBe("Title is required");
    for (const table of ["recipes", "ingredients", "recipe_categories"]) {
      expect(await rows(`SELECT count(*) AS n FROM ${table} WHERE group_id = ?`, groupId)).toEqual([{ n: 0 }]);
    }
  });
});

describe("updateRecipe and deleteRecipe", () => {
  it("updates fields and ingredients, keeping the slug unless asked", async () => {
    const { user } = await cook();
    const { id } = (await gql(user.token, CREATE, { data: pasta() })).body.data.createRecipe;
    const updated = await gql(
      user.token,
      `mutation($id: Int!, $ingredients: [RecipeIngredientInput!]) { updateRecipe(id: $id, title: "Cheesy Pasta Bake", category: "Comfort", ingredients: $ingredients) { ${RECIPE} } }`,
      {
        id,
        ingredients: [
          { name: "Pasta", quantity: 300.5, unit: "g" },
          { name: "Cheese", quantity: 100, unit: "g" },
        ],
      },
    );
    expect(updated.body.data.updateRecipe).toMatchObject({
      slug: "pasta-bake",
      title: "Cheesy Pasta Bake",
      category: { name: "Comfort" },
      ingredients: [
        { name: "Pasta", quantity: 300.5 },
        { name: "Cheese", quantity: 100 },
      ],
    });
    const renamed = await gql(
      user.token,
      `mutation($id: Int!) { updateRecipe(id: $id, title: "Cheesy Pasta Bake", regenerate_slug: true) { slug } }`,
      { id },
    );
    expect(renamed.body.data.updateRecipe.slug).toBe("cheesy-pasta-bake");
  });

  it("deletes a recipe and leaves its meals without one", async () => {
    const { user, groupId } = await cook();
    const { id } = (await gql(user.token, CREATE, { data: pasta() })).body.data.createRecipe;
    const type = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
      .id;
    const meal = (
      await gql(
        user.token,
        `mutation($r: Int!, $t: Int!) { createMeal(title: "Bake", recipe_id: $r, type_id: $t) { id } }`,
        { r: id, t: type },
      )
    ).body.data.createMeal.id;
    expect(
      (await gql(user.token, `mutation($id: Int!) { deleteRecipe(id: $id) }`, { id })).body.data.deleteRecipe,
    ).toBe(true);
    expect(await rows("SELECT recipe_id FROM meals WHERE id = ?", meal)).toEqual([{ recipe_id: null }]);
    expect(await rows("SELECT count(*) AS n FROM recipe_ingredients WHERE recipe_id = ?", id)).toEqual([{ n: 0 }]);
    expect((await gql(user.token, `{ meals { id recipe { id } } }`)).body.data.meals).toEqual([
      { id: meal, recipe: null },
    ]);
    expect(await rows("SELECT count(*) AS n FROM ingredients WHERE group_id = ?", groupId)).toEqual([{ n: 2 }]);
  });
});

describe("recipes query", () => {
  it("pages and searches title and description case-insensitively, wildcards literal", async () => {
    const { user } = await cook();
    for (const [title, description] of [
      ["Pasta Bake", "Oven"],
      ["Soup", "With PASTA bits"],
      ["Salad", "100% green"],
      ["Rice", "Plain"],
    ]) {
      await gql(user.token, CREATE, { data: pasta({ title, description }) });
    }
    const found = await gql(user.token, `{ recipes(search: "pasta") { title } recipeCount(search: "pasta") }`);
    expect(found.body.data.recipes.map((r: { title: string }) => r.title).sort()).toEqual(["Pasta Bake", "Soup"]);
    expect(found.body.data.recipeCount).toBe(2);
    expect(
      (await gql(user.token, `{ recipes(search: "%") { title } }`)).body.data.recipes.map(
        (r: { title: string }) => r.title,
      ),
    ).toEqual(["Salad"]);
    const page1 = await gql(user.token, `{ recipes(limit: 3, page: 1) { title } }`);
    expect(page1.body.data.recipes).toHaveLength(1);
    expect((await gql(user.token, `{ recipes(limit: 3, page: 9) { title } }`)).body.data.recipes).toEqual([]);
    for (const args of ["limit: 0", "limit: 101", "page: -1"]) {
      expect((await gql(user.token, `{ recipes(${args}) { id } }`)).body.errors![0]!.extensions!.code).toBe(
        "BAD_USER_INPUT",
      );
    }
  });

  it("filters by category and by ingredients (recipes that have all of them)", async () => {
    const { user } = await cook();
    const make = (title: string, category: string, names: string[]) =>
      gql(user.token, CREATE, {
        data: pasta({ title, category, ingredients: names.map((name) => ({ name, quantity: 1, unit: "g" })) }),
      });
    await make("Pesto Pasta", "Main", ["Pasta", "Basil"]);
    await make("Tomato Pasta", "Main", ["Pasta", "Tomato"]);
    await make("Caprese", "Salads", ["Tomato", "Basil"]);
    const ids = Object.fromEntries(
      (
        (await gql(user.token, `{ getAllIngredients { id name } }`)).body.data.getAllIngredients as {
          id: number;
          name: string;
        }[]
      ).map((i) => [i.name, i.id]),
    );
    const main = (
      await gql(user.token, `{ getAllRecipeCategories { id name } }`)
    ).body.data.getAllRecipeCategories.find((c: { name: string }) => c.name === "Main").id;
    const titles = async (args: string) =>
      (await gql(user.token, `{ recipes(${args}) { title } recipeCount(${args}) }`)).body.data as {
        recipes: { title: string }[];
        recipeCount: number;
      };
    const byCategory = await titles(`category_id: ${main}`);
    expect(byCategory.recipes.map((r) => r.title).sort()).toEqual(["Pesto Pasta", "Tomato Pasta"]);
    expect(byCategory.recipeCount).toBe(2);
    expect((await titles(`ingredient_ids: [${ids.Basil}]`)).recipes.map((r) => r.title).sort()).toEqual([
      "Caprese",
      "Pesto Pasta",
    ]);
    expect((await titles(`ingredient_ids: [${ids.Basil}, ${ids.Tomato}]`)).recipes.map((r) => r.title)).toEqual([
      "Caprese",
    ]);
    expect((await titles(`ingredient_ids: [${ids.Basil}], category_id: ${main}`)).recipeCount).toBe(1);
  });

  it("finds a recipe by slug and by id, and NOT_FOUND for another group's", async () => {
    const a = await cook();
    const b = await cook();
    const { id } = (await gql(a.user.token, CREATE, { data: pasta() })).body.data.createRecipe;
    expect((await gql(a.user.token, `{ recipeBySlug(slug: "pasta-bake") { id } }`)).body.data.recipeBySlug.id).toBe(id);
    expect(
      (await gql(b.user.token, `{ recipeBySlug(slug: "pasta-bake") { id } }`)).body.errors![0]!.extensions!.code,
    ).toBe("NOT_FOUND");
    expect(
      (await gql(b.user.token, `query($id: Int!) { recipe(id: $id) { id } }`, { id })).body.errors![0]!.extensions!
        .code,
    ).toBe("NOT_FOUND");
    expect(
      (await gql(b.user.token, `mutation($id: Int!) { updateRecipe(id: $id, title: "Mine") { id } }`, { id })).body
        .errors![0]!.extensions!.code,
    ).toBe("NOT_FOUND");
    expect(
      (await gql(b.user.token, `mutation($id: Int!) { deleteRecipe(id: $id) }`, { id })).body.errors![0]!.extensions!
        .code,
    ).toBe("NOT_FOUND");
    expect(await rows("SELECT title FROM recipes WHERE id = ?", id)).toEqual([{ title: "Pasta Bake" }]);
  });

  it("answers a page exactly as reading each recipe alone does: every field, newest first, lines in order", async () => {
    const { user } = await cook();
    const FULL =
      "id slug title name description image difficulty isFavorite servings category { id name } ingredients { id name quantity unit } created_at updated_at";
    await gql(user.token, CREATE, { data: pasta({ title: "First", difficulty: "easy", servings: 3 }) });
    await gql(user.token, CREATE, {
      data: pasta({
        title: "Second",
        category: "Soups",
        ingredients: [
          { name: "Leek", quantity: 0.35, unit: "kg" },
          { name: "Pasta", quantity: 1.5, unit: "cup" },
          { name: "Salt", quantity: 1, unit: "pinch" },
        ],
      }),
    });
    await gql(user.token, CREATE, {
      data: pasta({
        title: "Third",
        description: 'Quotes " and \\ backslashes, ünïcödé',
        image: "https://example.com/a.png",
      }),
    });
    // Lines come in position order, whatever order their rows were written in.
    await testDb
      .prepare(
        "UPDATE recipe_ingredients SET position = 10 - position WHERE recipe_id = (SELECT id FROM recipes WHERE title = 'Second' AND group_id = ?)",
      )
      .bind(await personalGroupId(user.id))
      .run();
    const page = (await gql(user.token, `{ recipes(limit: 10, page: 0) { ${FULL} } }`)).body.data.recipes as {
      id: number;
      title: string;
    }[];
    expect(page.map((recipe) => recipe.title)).toEqual(["Third", "Second", "First"]);
    expect((page[1] as unknown as { ingredients: { name: string }[] }).ingredients.map((line) => line.name)).toEqual([
      "Salt",
      "Pasta",
      "Leek",
    ]);
    for (const recipe of page) {
      const alone = (await gql(user.token, `query($id: Int!) { recipe(id: $id) { ${FULL} } }`, { id: recipe.id })).body
        .data.recipe;
      expect(recipe).toEqual(alone);
    }
    const browser = (
      await gql(user.token, `{ recipeBrowser(limit: 2, page: 0) { recipes { ${FULL} } matching total } }`)
    ).body.data.recipeBrowser;
    expect(browser.recipes).toEqual(page.slice(0, 2));
    expect([browser.matching, browser.total]).toEqual([3, 3]);
    expect((await gql(user.token, `{ recipes(limit: 10, page: 5) { id } }`)).body.data.recipes).toEqual([]);
  });

  it("reads what the selection asks for, through fragments and aliases, and answers it right", async () => {
    const { user } = await cook();
    await gql(user.token, CREATE, { data: pasta({ title: "Alpha" }) });
    const query = `{
      plain: recipes(limit: 5) { name }
      viaFragments: recipes(limit: 5) { ...Head ... on Recipe { ingredients { name quantity } } }
    }
    fragment Head on Recipe { slug category { name } }`;
    const { body } = await gql(user.token, query);
    expect(body.errors).toBeUndefined();
    expect(body.data.plain).toEqual([{ name: "Alpha" }]);
    expect(body.data.viaFragments).toEqual([
      {
        slug: "alpha",
        category: { name: "Main Dishes" },
        ingredients: [
          { name: "Pasta", quantity: 250 },
          { name: "Tomato", quantity: 3 },
        ],
      },
    ]);
  });

  it("knows the columns of every Recipe field, so no field falls back to reading whole rows", async () => {
    const { graphqlSchema } = await import("../../worker-api/src/graphql/schema");
    const recipeType = graphqlSchema.getType("Recipe") as GraphQLObjectType;
    const source = await import("../../worker-api/src/graphql/modules/recipe");
    expect(Object.keys(recipeType.getFields()).filter((field) => !source.RECIPE_FIELD_COLUMNS.has(field))).toEqual([]);
  });

  it("answers 200 recipes with categories and ingredients in a bounded number of D1 round trips", async () => {
    const { user, groupId } = await cook();
    const statements = [
      testDb.prepare("INSERT INTO recipe_categories (group_id, name) VALUES (?, 'Bulk')").bind(groupId),
    ];
    for (let i = 0; i < 8; i++)
      statements.push(
        testDb.prepare("INSERT INTO ingredients (group_id, name) VALUES (?, ?)").bind(groupId, `Thing ${i}`),
      );
    for (let r = 0; r < 200; r++) {
      statements.push(
        testDb
          .prepare(
            "INSERT INTO recipes (group_id, slug, title, category_id) VALUES (?, ?, ?, (SELECT id FROM recipe_categories WHERE group_id = ? AND name = 'Bulk'))",
          )
          .bind(groupId, `r-${r}`, `Recipe ${r}`, groupId),
      );
      for (let i = 0; i < 8; i++) {
        statements.push(
          testDb
            .prepare(
              "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES ((SELECT id FROM recipes WHERE group_id = ? AND slug = ?), (SELECT id FROM ingredients WHERE group_id = ? AND name = ?), 1, 'g', ?)",
            )
            .bind(groupId, `r-${r}`, groupId, `Thing ${i}`, i),
        );
      }
    }
    await testDb.batch(statements);
    const query = `query($limit: Int!, $page: Int!) { recipes(limit: $limit, page: $page, search: "") { id category { name } ingredients { name } } }`;
    const small = await gql(user.token, query, { limit: 2, page: 0 });
    const large = await gql(user.token, query, { limit: 100, page: 0 });
    const last = await gql(user.token, query, { limit: 100, page: 1 });
    expect(large.body.data.recipes).toHaveLength(100);
    expect(last.body.data.recipes).toHaveLength(100);
    expect(large.body.data.recipes[0].ingredients).toHaveLength(8);
    expect(large.body.data.recipes[0].category).toEqual({ name: "Bulk" });
    // The viewer and group check, the page, then one query per relation for all rows at once:
    // the same count for 2 recipes as for 100 (800 ingredient lines).
    expect(large.trips).toBe(small.trips);
    expect(last.trips).toBe(small.trips);
    expect(large.trips).toBeLessThanOrEqual(4);
  });
});

describe("categories", () => {
  it("are listed and read by id within the group only", async () => {
    const a = await cook();
    const b = await cook();
    await gql(a.user.token, CREATE, { data: pasta({ category: "Vegetables" }) });
    const list = await gql(a.user.token, `{ getAllRecipeCategories { id name } }`);
    expect(list.body.data.getAllRecipeCategories).toEqual([{ id: expect.any(Number), name: "Vegetables" }]);
    const id = list.body.data.getAllRecipeCategories[0].id;
    expect(
      (await gql(a.user.token, `query($id: Int!) { getRecipeCategoryByID(id: $id) { name } }`, { id })).body.data
        .getRecipeCategoryByID.name,
    ).toBe("Vegetables");
    expect(
      (await gql(b.user.token, `query($id: Int!) { getRecipeCategoryByID(id: $id) { name } }`, { id })).body.errors![0]!
        .extensions!.code,
    ).toBe("NOT_FOUND");
  });
});
