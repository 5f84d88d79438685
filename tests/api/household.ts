/**
 * A household with some of everything the screens and the GraphQL queries read: ingredients in
 * groups and without, recipes in categories with shared ingredients, a week of meals (with and
 * without a recipe, servings set and not, one unscheduled), a task, a synced list with a bought
 * line and a hand-made active list. Used by tests/api/fast-execution.test.ts and
 * tests/web/fast-path-screens.test.ts, each through its own way to the API.
 */

/** Runs one GraphQL operation as the household's owner; answers its `data`, throws on errors. */
export type RunGraphQL = (query: string, variables?: Record<string, unknown>) => Promise<any>;

const DAY_MS = 86_400_000;

/** DD/MM/YYYY, the API's day format. */
export const apiDay = (ms: number) => new Date(ms).toISOString().slice(0, 10).split("-").reverse().join("/");

/** Seeds the household's planning data; its meals fall in the week that starts on `monday` (YYYY-MM-DD). */
export async function seedHousehold(run: RunGraphQL, monday: string) {
  const start = Date.parse(`${monday}T00:00:00Z`);
  const week = { start: apiDay(start), end: apiDay(start + 6 * DAY_MS) };
  const at = (days: number, hour: number) => new Date(start + days * DAY_MS + hour * 3_600_000).toISOString();

  const typeIds = (await run(`{ mealTypes { id } }`)).mealTypes.map((type: { id: number }) => type.id);
  for (const [name, group, calories] of [
    ["Tomato", "Vegetables", 18],
    ["Flour", "Baking", 364],
    ["Salt", null, null],
  ] as const)
    await run(
      `mutation($name: String!, $group: String, $calories: Float) { createIngredient(name: $name, type: "food", group: $group, calories_per_100g: $calories) { id } }`,
      { name, group, calories },
    );
  const recipes = [
    [
      "Tomato soup",
      "Soups",
      [
        ["Tomato", 6, "pcs"],
        ["Salt", 1, "pinch"],
        ["Water", 0.5, "l"],
      ],
    ],
    [
      "Bread",
      "Baking",
      [
        ["Flour", 500, "g"],
        ["Salt", 10, "g"],
        ["Yeast", 7, "g"],
      ],
    ],
    [
      "Pizza",
      "Baking",
      [
        ["Flour", 300, "g"],
        ["Tomato", 2, "pcs"],
        ["Cheese", 0.2, "kg"],
      ],
    ],
    ["Toast", "Breakfast", [["Bread slice", 2, "pcs"]]],
  ] as const;
  const recipeIds: number[] = [];
  for (const [title, category, lines] of recipes) {
    const data = await run(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title,
        description: `How to make ${title}`,
        category,
        servings: 2,
        ingredients: lines.map(([name, quantity, unit]) => ({ name, quantity, unit })),
      },
    });
    recipeIds.push(data.createRecipe.id);
  }
  const meals: [string, number | null, string | null, number | null][] = [
    ["Soup night", recipeIds[0]!, at(1, 18), 4],
    ["Baking day", recipeIds[1]!, at(2, 9), null],
    ["Pizza", recipeIds[2]!, at(4, 19), 3],
    ["Leftovers", null, at(5, 12), null],
    ["Someday toast", recipeIds[3]!, null, null],
  ];
  for (const [index, [title, recipe, date, servings]] of meals.entries())
    await run(
      `mutation($title: String!, $recipe: Int, $type: Int!, $date: String, $servings: Int) { createMeal(title: $title, description: "d", recipe_id: $recipe, type_id: $type, scheduled_date: $date, servings: $servings) { id } }`,
      { title, recipe, type: typeIds[index % typeIds.length], date, servings },
    );
  await run(`mutation { createTask(content: "Buy a bigger pot", description: "for soup") { id } }`);
  const synced = (
    await run(
      `mutation($s: String!, $e: String!) { syncShoppingList(title: "This week", start_date: $s, end_date: $e) { id items { id } } }`,
      { s: week.start, e: week.end },
    )
  ).syncShoppingList;
  await run(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true, price: 2.5) { id } }`, {
    id: synced.items[0].id,
  });
  const party = (
    await run(
      `mutation($s: String!, $e: String!) { createShoppingList(title: "Party", start_date: $s, end_date: $e) { id } }`,
      {
        s: apiDay(start + 10 * DAY_MS),
        e: apiDay(start + 12 * DAY_MS),
      },
    )
  ).createShoppingList.id;
  await run(
    `mutation($list: Int!) { createShoppingItem(list_id: $list, name: "Candles", quantity: 12, unit: "pcs", price: 4.99, type: "home") { id } }`,
    { list: party },
  );
  await run(`mutation($id: Int!) { updateShoppingList(id: $id, status: "active") { id } }`, { id: party });

  const ids = await run(`{
    meals { id } recipes { id slug } getAllRecipeCategories { id } getAllIngredients { id }
    shoppingLists { id } shoppingItems { id }
  }`);
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  return {
    week,
    meals: idsOf(ids.meals),
    recipes: idsOf(ids.recipes),
    slugs: ids.recipes.map((recipe: { slug: string }) => recipe.slug) as string[],
    categories: idsOf(ids.getAllRecipeCategories),
    ingredients: idsOf(ids.getAllIngredients),
    lists: idsOf(ids.shoppingLists),
    items: idsOf(ids.shoppingItems),
  };
}
