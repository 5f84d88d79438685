import { describe, expect, it } from "vitest";
import { createApp } from "../../worker-api/src/app";
import { graphqlSchema } from "../../worker-api/src/graphql/schema";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";

type Ids = Record<
  | "meal"
  | "mealType"
  | "recipe"
  | "category"
  | "ingredient"
  | "list"
  | "item"
  | "user"
  | "group"
  | "store"
  | "pantryItem"
  | "place",
  number
> & { slug: string };

/**
 * Every GraphQL operation, asked by household B with household A's ids. A new operation without
 * a case here fails the suite. `refused` ops must answer NOT_FOUND or FORBIDDEN; `own` ops are
 * lists or creations that can only ever touch B's own group (their result must hold none of A's ids).
 */
const CASES: Record<string, { kind: "refused" | "own"; query: (ids: Ids) => string }> = {
  user: { kind: "refused", query: (ids) => `{ user(id: ${ids.user}) { id } }` },
  updateUser: { kind: "refused", query: (ids) => `mutation { updateUser(id: ${ids.user}, bio: "x") { id } }` },
  meals: { kind: "own", query: () => `{ meals { id } }` },
  meal: { kind: "refused", query: (ids) => `{ meal(id: ${ids.meal}) { id } }` },
  mealsByDateRange: {
    kind: "own",
    query: () => `{ mealsByDateRange(start_date: "01/01/2020", end_date: "31/12/2030") { id } }`,
  },
  nutritionByDay: {
    kind: "own",
    query: () => `{ nutritionByDay(start_date: "01/01/2020", end_date: "31/12/2030") { date meals_total } }`,
  },
  mealTypes: { kind: "own", query: () => `{ mealTypes { id } }` },
  suggestWeek: {
    kind: "refused",
    query: (ids) =>
      `{ suggestWeek(start_date: "01/06/2026", meal_type_id: ${ids.mealType}, keep: [{ date: "01/06/2026", recipe_id: ${ids.recipe} }]) { date recipe { id } } }`,
  },
  weekPlanRules: { kind: "own", query: () => `{ weekPlanRules { fixed_days { recipe_id } } }` },
  updateWeekPlanRules: {
    kind: "refused",
    query: (ids) =>
      `mutation { updateWeekPlanRules(rules: { no_repeat: true, repeat_weeks: 2, weekday_limit: false, weekday_minutes: 45, use_soon: true, variety: true, category_limits: [], favourites: true, fixed_days: [{ weekday: 5, recipe_id: ${ids.recipe} }] }) { no_repeat } }`,
  },
  planMeals: {
    kind: "refused",
    query: (ids) =>
      `mutation { planMeals(meals: [{ recipe_id: ${ids.recipe}, type_id: ${ids.mealType}, scheduled_date: "2026-06-01T18:00:00.000Z" }]) { id } }`,
  },
  // Answers how many of B's own meals went: none of A's.
  unplanMeals: { kind: "own", query: (ids) => `mutation { unplanMeals(ids: [${ids.meal}]) }` },
  tasks: { kind: "own", query: () => `{ tasks { id } }` },
  createMeal: {
    kind: "refused",
    query: (ids) => `mutation { createMeal(title: "x", type_id: ${ids.mealType}) { id } }`,
  },
  updateMeal: { kind: "refused", query: (ids) => `mutation { updateMeal(id: ${ids.meal}, title: "x") { id } }` },
  deleteMeal: { kind: "refused", query: (ids) => `mutation { deleteMeal(id: ${ids.meal}) }` },
  copyWeek: {
    kind: "own",
    query: () => `mutation { copyWeek(from_start: "01/06/2026", to_start: "08/06/2026") { id title } }`,
  },
  createMealType: { kind: "own", query: () => `mutation { createMealType(name: "B's own type") { id } }` },
  updateMealType: {
    kind: "refused",
    query: (ids) =>
      `mutation { updateMealType(id: ${ids.mealType}, name: "Taken over", default_time: "03:00") { id } }`,
  },
  createTask: { kind: "own", query: () => `mutation { createTask(content: "B's task") { id } }` },
  recipes: { kind: "own", query: () => `{ recipes { id } }` },
  recipeCount: { kind: "own", query: () => `{ recipeCount }` },
  recipeBrowser: {
    kind: "own",
    query: () => `{ recipeBrowser { recipes { id } categories { id } ingredients { id } } }`,
  },
  recipe: { kind: "refused", query: (ids) => `{ recipe(id: ${ids.recipe}) { id } }` },
  recipeBySlug: { kind: "refused", query: (ids) => `{ recipeBySlug(slug: "${ids.slug}") { id } }` },
  getAllRecipeCategories: { kind: "own", query: () => `{ getAllRecipeCategories { id } }` },
  getRecipeCategoryByID: { kind: "refused", query: (ids) => `{ getRecipeCategoryByID(id: ${ids.category}) { id } }` },
  createRecipe: {
    kind: "own",
    query: () =>
      `mutation { createRecipe(data: { title: "B soup", description: "d", category: "c", ingredients: [{ name: "n", quantity: 1, unit: "g" }] }) { id } }`,
  },
  updateRecipe: { kind: "refused", query: (ids) => `mutation { updateRecipe(id: ${ids.recipe}, title: "x") { id } }` },
  deleteRecipe: { kind: "refused", query: (ids) => `mutation { deleteRecipe(id: ${ids.recipe}) }` },
  getAllIngredients: { kind: "own", query: () => `{ getAllIngredients { id } }` },
  ingredientNames: { kind: "own", query: () => `{ ingredientNames }` },
  getIngredientByID: { kind: "refused", query: (ids) => `{ getIngredientByID(id: ${ids.ingredient}) { id } }` },
  getAllIngredientGroups: { kind: "own", query: () => `{ getAllIngredientGroups { id } }` },
  createIngredient: {
    kind: "own",
    query: () => `mutation { createIngredient(name: "B salt", type: "t", group: "g") { id } }`,
  },
  updateIngredient: {
    kind: "refused",
    query: (ids) => `mutation { updateIngredient(id: ${ids.ingredient}, name: "x") { id } }`,
  },
  deleteIngredient: {
    kind: "refused",
    query: (ids) => `mutation { deleteIngredient(id: ${ids.ingredient}, detach: true) }`,
  },
  shoppingLists: { kind: "own", query: () => `{ shoppingLists { id } }` },
  shoppingList: { kind: "refused", query: (ids) => `{ shoppingList(id: ${ids.list}) { id } }` },
  shoppingItems: { kind: "own", query: () => `{ shoppingItems { id } }` },
  shoppingItem: { kind: "refused", query: (ids) => `{ shoppingItem(id: ${ids.item}) { id } }` },
  shoppingItemsByList: { kind: "refused", query: (ids) => `{ shoppingItemsByList(list_id: ${ids.list}) { id } }` },
  stores: { kind: "own", query: () => `{ stores { id } }` },
  findIngredientsByDateRange: {
    kind: "own",
    query: () => `{ findIngredientsByDateRange(start_date: "01/01/2020", end_date: "31/12/2030") { id } }`,
  },
  createShoppingList: {
    kind: "own",
    query: () =>
      `mutation { createShoppingList(title: "B list", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
  },
  syncShoppingList: {
    kind: "own",
    query: () =>
      `mutation { syncShoppingList(title: "B sync", start_date: "01/01/2020", end_date: "31/12/2030") { id items { id } } }`,
  },
  saveMealList: {
    kind: "own",
    query: () => `mutation { saveMealList(start_date: "01/01/2020", end_date: "31/12/2030") { id items { id } } }`,
  },
  updateShoppingList: {
    kind: "refused",
    query: (ids) => `mutation { updateShoppingList(id: ${ids.list}, title: "x") { id } }`,
  },
  deleteShoppingList: { kind: "refused", query: (ids) => `mutation { deleteShoppingList(id: ${ids.list}) }` },
  createShoppingItem: {
    kind: "refused",
    query: (ids) => `mutation { createShoppingItem(list_id: ${ids.list}, name: "x", quantity: 1, unit: "g") { id } }`,
  },
  updateShoppingItem: {
    kind: "refused",
    query: (ids) => `mutation { updateShoppingItem(id: ${ids.item}, is_bought: true) { id } }`,
  },
  deleteShoppingItem: { kind: "refused", query: (ids) => `mutation { deleteShoppingItem(id: ${ids.item}) }` },
  moveItemToSection: {
    kind: "refused",
    query: (ids) => `mutation { moveItemToSection(item_id: ${ids.item}, section: "Frozen") { id } }`,
  },
  createStore: { kind: "own", query: () => `mutation { createStore(name: "B's store") { id } }` },
  updateStore: {
    kind: "refused",
    query: (ids) => `mutation { updateStore(id: ${ids.store}, name: "Taken over", order: ["Frozen"]) { id } }`,
  },
  deleteStore: { kind: "refused", query: (ids) => `mutation { deleteStore(id: ${ids.store}) }` },
  markMealCooked: { kind: "refused", query: (ids) => `mutation { markMealCooked(meal_id: ${ids.meal}) { id } }` },
  undoMealCooked: { kind: "refused", query: (ids) => `mutation { undoMealCooked(meal_id: ${ids.meal}) { id } }` },
  pantryItems: { kind: "own", query: () => `{ pantryItems { id } }` },
  pantryPlaces: { kind: "own", query: () => `{ pantryPlaces { id } }` },
  cookable: { kind: "own", query: () => `{ cookable { recipe { id } } }` },
  updatePantryItem: {
    kind: "refused",
    query: (ids) =>
      `mutation { updatePantryItem(id: ${ids.pantryItem}, ingredient_id: ${ids.ingredient}, quantity: 1, place_id: ${ids.place}) { id } }`,
  },
  usePantryItem: {
    kind: "refused",
    query: (ids) => `mutation { usePantryItem(id: ${ids.pantryItem}, quantity: 1) { id } }`,
  },
  deletePantryItem: { kind: "refused", query: (ids) => `mutation { deletePantryItem(id: ${ids.pantryItem}) }` },
};

/** Every REST route with an id in its path, asked by B with A's ids; each must answer 404. */
const REST_CASES: Record<string, (ids: Ids) => { method: string; path: string; json?: unknown }[]> = {
  "/v1/groups/:id": (ids) => [
    { method: "GET", path: `/v1/groups/${ids.group}` },
    { method: "PUT", path: `/v1/groups/${ids.group}`, json: { name: "Taken over" } },
    { method: "DELETE", path: `/v1/groups/${ids.group}` },
  ],
  "/v1/groups/:id/members": (ids) => [
    { method: "GET", path: `/v1/groups/${ids.group}/members` },
    { method: "POST", path: `/v1/groups/${ids.group}/members`, json: { user_id: ids.user } },
  ],
  "/v1/groups/:id/members/:userId": (ids) => [
    { method: "PUT", path: `/v1/groups/${ids.group}/members/${ids.user}`, json: { role: "admin" } },
    { method: "DELETE", path: `/v1/groups/${ids.group}/members/${ids.user}` },
  ],
  "/v1/recipes/:id/photo": (ids) => [
    { method: "PUT", path: `/v1/recipes/${ids.recipe}/photo`, json: {} },
    { method: "DELETE", path: `/v1/recipes/${ids.recipe}/photo` },
  ],
  "/v1/shopping-lists/:id/live": (ids) => [{ method: "GET", path: `/v1/shopping-lists/${ids.list}/live` }],
  "/v1/groups/:id/export": (ids) => [{ method: "GET", path: `/v1/groups/${ids.group}/export` }],
  "/v1/groups/:id/import": (ids) => [{ method: "POST", path: `/v1/groups/${ids.group}/import`, json: {} }],
  "/v1/recipes/:id/share": (ids) => [
    { method: "POST", path: `/v1/recipes/${ids.recipe}/share` },
    { method: "DELETE", path: `/v1/recipes/${ids.recipe}/share` },
  ],
  // Public addresses open with their signature, never with an id alone.
  "/v1/shared-recipes/:token": (ids) => [{ method: "GET", path: `/v1/shared-recipes/${forged(ids.recipe)}` }],
  "/v1/shared-recipes/:token/copy": (ids) => [
    { method: "POST", path: `/v1/shared-recipes/${forged(ids.recipe)}/copy` },
  ],
  "/v1/calendar/:file{[^/]+\\.ics}": (ids) => [{ method: "GET", path: `/v1/calendar/${forged(ids.user)}.ics` }],
};

/** A public address for the row with a made-up signature. */
const forged = (id: number) => `${id}.1.${"A".repeat(43)}`;

/** Everything of A's group, to prove that nothing changed. */
async function snapshot(groupId: number) {
  const tables = [
    "meals",
    "meal_types",
    "recipes",
    "recipe_categories",
    "ingredients",
    "ingredient_groups",
    "shopping_lists",
    "shopping_items",
    "tasks",
    "stores",
    "store_ticks",
    "section_choices",
    "store_prices",
    "pantry_places",
    "pantry_items",
    "pantry_moves",
  ];
  const data: Record<string, unknown> = {};
  for (const table of tables)
    data[table] = await rows(`SELECT * FROM ${table} WHERE group_id = ? ORDER BY id`, groupId);
  data.recipe_ingredients = await rows(
    "SELECT ri.* FROM recipe_ingredients ri JOIN recipes r ON r.id = ri.recipe_id WHERE r.group_id = ? ORDER BY ri.id",
    groupId,
  );
  data.groups = await rows("SELECT * FROM groups WHERE id = ?", groupId);
  data.members = await rows("SELECT * FROM group_members WHERE group_id = ? ORDER BY user_id", groupId);
  return data;
}

describe("cross-group access", () => {
  it("has a case for every GraphQL operation and every REST route with an id", () => {
    const operations = [graphqlSchema.getQueryType()!, graphqlSchema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()),
    );
    expect(operations.filter((name) => !CASES[name])).toEqual([]);
    const idRoutes = [
      ...new Set(
        createApp()
          .routes.filter((route) => route.method !== "ALL" && route.path.includes(":"))
          .map((route) => route.path),
      ),
    ];
    expect(idRoutes.filter((path) => !REST_CASES[path]).sort()).toEqual([]);
  });

  it("answers another household's ids with not-found or forbidden, and changes nothing", async () => {
    const a = await signedInUser({ first_name: "Alice" });
    const b = await signedInUser({ first_name: "Bob" });
    const aGroup = await personalGroupId(a.id);
    // A shared group of A's, to aim the REST routes at.
    const shared = (await (
      await api("/v1/groups", { method: "POST", token: a.token, json: { name: "A's shared kitchen" } })
    ).json()) as { id: number };
    const type = (await gql(a.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType.id;
    const recipe = (
      await gql(
        a.token,
        `mutation { createRecipe(data: { title: "A pie", description: "d", category: "Pies", ingredients: [{ name: "Apple", quantity: 3, unit: "pcs" }] }) { id slug category { id } ingredients { id } } }`,
      )
    ).body.data.createRecipe;
    const meal = (
      await gql(
        a.token,
        `mutation($r: Int!, $t: Int!) { createMeal(title: "A dinner", recipe_id: $r, type_id: $t, scheduled_date: "2026-06-02T18:00:00Z") { id } }`,
        { r: recipe.id, t: type },
      )
    ).body.data.createMeal.id;
    const list = (
      await gql(
        a.token,
        `mutation { syncShoppingList(title: "A list", start_date: "01/06/2026", end_date: "07/06/2026") { id items { id } } }`,
      )
    ).body.data.syncShoppingList;
    await gql(a.token, `mutation { createTask(content: "A's task") { id } }`);
    const [store] = await rows<{ id: number }>(
      "INSERT INTO stores (group_id, name) VALUES (?, 'A''s corner shop') RETURNING id",
      aGroup,
    );
    const pantryItem = (
      await gql(
        a.token,
        `mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 6, unit: "pcs") { id place_id } }`,
        { i: recipe.ingredients[0].id },
      )
    ).body.data.updatePantryItem;
    const ids: Ids = {
      meal,
      mealType: type,
      recipe: recipe.id,
      slug: recipe.slug,
      category: recipe.category.id,
      ingredient: recipe.ingredients[0].id,
      list: list.id,
      item: list.items[0].id,
      user: a.id,
      group: shared.id,
      store: store!.id,
      pantryItem: pantryItem.id,
      place: pantryItem.place_id,
    };
    const aObjects = new Set([
      `Meal:${ids.meal}`,
      `MealType:${ids.mealType}`,
      `Recipe:${ids.recipe}`,
      `RecipeCategory:${ids.category}`,
      `Ingredient:${ids.ingredient}`,
      `ShoppingList:${ids.list}`,
      `ShoppingItem:${ids.item}`,
      `Store:${store!.id}`,
      `PantryItem:${ids.pantryItem}`,
      `PantryPlace:${ids.place}`,
    ]);
    const before = [await snapshot(aGroup), await snapshot(shared.id)];

    for (const [name, testCase] of Object.entries(CASES)) {
      // Every object carries its type name, so ids of different tables are never confused.
      const result = await gql(b.token, testCase.query(ids).replaceAll("{ id", "{ __typename id"));
      if (testCase.kind === "refused") {
        expect(result.body.errors?.[0]?.extensions?.code, name).toMatch(/^(NOT_FOUND|FORBIDDEN)$/);
      } else {
        expect(result.body.errors, name).toBeUndefined();
        // Nothing of A's comes back: collect every typed object in the answer.
        const seen: string[] = [];
        JSON.stringify(result.body.data, (_key, value) => {
          if (value && typeof value === "object" && "__typename" in value && "id" in value)
            seen.push(`${value.__typename}:${value.id}`);
          return value;
        });
        expect(
          seen.filter((object) => aObjects.has(object)),
          name,
        ).toEqual([]);
      }
    }
    // A read that answers no ids: B, who planned nothing, sees none of A's days.
    expect((await gql(b.token, CASES.nutritionByDay!.query(ids))).body.data.nutritionByDay).toEqual([]);
    // B's own writes landed in B's group, none in A's.
    for (const [path, requests] of Object.entries(REST_CASES)) {
      for (const request of requests(ids)) {
        const response = await api(request.path, { method: request.method, token: b.token, json: request.json });
        expect(response.status, `${request.method} ${path}`).toBe(404);
      }
    }
    expect((await api(`/v1/users/search?q=al&group_id=${shared.id}`, { token: b.token })).status).toBe(404);
    // Choosing A's group, or the group of A's list, meal or recipe, answers exactly like a row
    // that does not exist: nothing tells B that A's rows are there.
    const choose = async (choice: Record<string, unknown>) => {
      const response = await api("/v1/groups/active", { method: "PUT", token: b.token, json: choice });
      return { status: response.status, body: await response.json() };
    };
    const missing = await choose({ meal_id: 987_654_321 });
    expect(missing).toEqual({
      status: 404,
      body: { error: { code: "GROUP_NOT_FOUND", message: "Group not found." } },
    });
    for (const choice of [
      { group_id: ids.group },
      { group_id: aGroup },
      { shopping_list_id: ids.list },
      { meal_id: ids.meal },
      { recipe_slug: ids.slug },
    ])
      expect(await choose(choice), JSON.stringify(choice)).toEqual(missing);
    expect(await rows("SELECT activated_at FROM group_members WHERE user_id = ?", b.id)).toEqual([
      { activated_at: null },
    ]);
    // A's group as B's active group is refused too.
    expect((await gql(b.token, `{ meals { id } }`, {}, aGroup)).body.errors![0]!.extensions!.code).toBe(
      "GROUP_NOT_FOUND",
    );
    expect([await snapshot(aGroup), await snapshot(shared.id)]).toEqual(before);
    expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", await personalGroupId(b.id))).toEqual([
      { n: 0 },
    ]);
  });
});
