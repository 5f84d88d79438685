import { describe, expect, it } from "vitest";
import { freshFoodKnown } from "../../worker-api/src/data/week-fresh-food";
import { weekRecipesRead, type WeekValues } from "../../worker-api/src/data/week-plan-reads";
import { plannedMealsRead } from "../../worker-api/src/data/planned-meals";
import { checkedScope, gql, personalGroupId, rows, signedInUser } from "./helpers";

// What the worker works out of recipes' cached lines (Plan my week's fresh food, the lines a
// range of meals needs, what to cook) it keeps with the lines' version, and its reads leave out
// the lines it knows: here the reads leave out exactly those, and every answer follows lines
// changed between two reads.

const DAY_MS = 86_400_000;

async function kitchen() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const create = async (title: string, ingredient: string) => {
    const created = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title,
        description: `${title} for dinner`,
        category: "Mains",
        ingredients: [{ name: ingredient, quantity: 400, unit: "g" }],
      },
    });
    expect(created.body.errors).toBeUndefined();
    return created.body.data.createRecipe.id as number;
  };
  const fish = await create("Fish pie", "Cod");
  const pasta = await create("Pasta", "Spaghetti");
  const salad = await create("Salad", "Lettuce");
  const versionOf = async (recipeId: number) =>
    (await rows<{ v: number }>("SELECT lines_version AS v FROM recipe_line_cache WHERE recipe_id = ?", recipeId))[0]!.v;
  return { user, groupId, fish, pasta, salad, versionOf };
}

/** The week's read of all the group's recipes, with `knownLines` as given. */
async function readAll(userId: number, groupId: number, knownLines: string) {
  const scope = await checkedScope(userId, groupId);
  const from = Date.UTC(2027, 2, 1);
  const values: WeekValues = {
    groupId,
    mealTypeId: 0,
    from,
    to: from + 7 * DAY_MS,
    recentFrom: from - 56 * DAY_MS,
    historyFrom: from - 182 * DAY_MS,
    dueFrom: "2027-02-26",
    lastDay: "2027-03-07",
    seed: 1,
    keptIds: "[]",
    knownLines,
  };
  const [recipes] = await scope.read([weekRecipesRead(scope.db, values, { columns: null, which: "all", limit: 0 })]);
  return new Map(recipes.map((recipe) => [recipe.id, recipe]));
}

describe("Plan my week's fresh food", () => {
  it("is read without the lines whose version the worker knows, and with every other", async () => {
    const k = await kitchen();
    const known = JSON.stringify({
      [k.fish]: await k.versionOf(k.fish),
      // A version that is not the recipe's: its lines changed since.
      [k.pasta]: (await k.versionOf(k.pasta)) + 1,
    });
    const read = await readAll(k.user.id, k.groupId, known);
    expect(read.get(k.fish)).toMatchObject({ linesVersion: await k.versionOf(k.fish), lines: null });
    expect(JSON.parse(read.get(k.pasta)!.lines!)[0][1]).toBe("Spaghetti");
    expect(JSON.parse(read.get(k.salad)!.lines!)[0][1]).toBe("Lettuce");
    const none = await readAll(k.user.id, k.groupId, "{}");
    for (const recipe of none.values()) expect(recipe.lines).not.toBeNull();
  });

  it("is worked out once per version and told to the next read, per group", async () => {
    const k = await kitchen();
    const read = await readAll(k.user.id, k.groupId, freshFoodKnown.forGroup(k.groupId).versions);
    const first = freshFoodKnown.forGroup(k.groupId);
    for (const recipe of read.values()) first.of(recipe.id, recipe.linesVersion, recipe.lines);
    expect(first.of(k.fish, await k.versionOf(k.fish), read.get(k.fish)!.lines)).toEqual([
      expect.objectContaining({ name: "Cod", keepsDays: 2, quantity: 400, unit: "g" }),
    ]);
    expect(first.of(k.pasta, await k.versionOf(k.pasta), read.get(k.pasta)!.lines)).toEqual([]);

    // The next proposal tells the read every version it saw, and the read leaves all their lines out.
    const next = freshFoodKnown.forGroup(k.groupId);
    expect(JSON.parse(next.versions)).toEqual({
      [k.fish]: await k.versionOf(k.fish),
      [k.pasta]: await k.versionOf(k.pasta),
      [k.salad]: await k.versionOf(k.salad),
    });
    const again = await readAll(k.user.id, k.groupId, next.versions);
    for (const recipe of again.values()) expect(recipe.lines).toBeNull();
    expect(next.of(k.fish, await k.versionOf(k.fish), null)).toEqual([expect.objectContaining({ name: "Cod" })]);

    // Pasta with salmon now: its lines come again with their new version, and are worked out anew.
    const renamed = await gql(
      k.user.token,
      `mutation($id: Int!, $i: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $i) { id } }`,
      { id: k.pasta, i: [{ name: "Salmon fillet", quantity: 400, unit: "g" }] },
    );
    expect(renamed.body.errors).toBeUndefined();
    const third = freshFoodKnown.forGroup(k.groupId);
    const changed = await readAll(k.user.id, k.groupId, third.versions);
    const pasta = changed.get(k.pasta)!;
    expect(pasta.lines).not.toBeNull();
    expect(third.of(k.pasta, pasta.linesVersion, pasta.lines)).toEqual([
      expect.objectContaining({ name: "Salmon fillet", keepsDays: 2 }),
    ]);
    expect(changed.get(k.fish)!.lines).toBeNull();

    // Another group's proposal tells none of this group's versions.
    const other = await signedInUser();
    expect(freshFoodKnown.forGroup(await personalGroupId(other.id)).versions).toBe("{}");
  });
});

describe("The lines a range of meals needs, and what to cook", () => {
  it("leave out the lines the worker knows, and follow lines changed between reads", async () => {
    const k = await kitchen();
    const ask = async <T = any>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await gql<T>(k.user.token, query, variables);
      expect(answer.body.errors, query).toBeUndefined();
      return answer.body.data! as T & Record<string, any>;
    };
    const { mealTypes } = await ask(`{ mealTypes { id name } }`);
    await ask(
      `mutation($r: Int!, $t: Int!) { createMeal(title: "Pasta", recipe_id: $r, type_id: $t, scheduled_date: "2027-03-02T18:00:00.000Z") { id } }`,
      { r: k.pasta, t: mealTypes[0].id },
    );
    const toBuy = async () =>
      (
        await ask(
          `{ findIngredientsByDateRange(start_date: "01/03/2027", end_date: "07/03/2027") { name quantity unit } }`,
        )
      ).findIngredientsByDateRange;
    const cookable = async () =>
      (await ask(`{ cookable(limit: 5) { recipe { id } have_count total_count missing } }`)).cookable.find(
        (row: { recipe: { id: number } }) => row.recipe.id === k.pasta,
      );

    // The read of the range's meals sends the lines only of recipes not named with their version.
    const scope = await checkedScope(k.user.id, k.groupId);
    const range = { groupId: k.groupId, from: new Date(Date.UTC(2027, 2, 1)), to: new Date(Date.UTC(2027, 2, 8)) };
    const read = (knownLines: string) => scope.read([plannedMealsRead(scope.db, { ...range, knownLines }, null)]);
    const [[unknown]] = await read("{}");
    expect(JSON.parse(unknown!.lines!)[0][1]).toBe("Spaghetti");
    const [[known]] = await read(JSON.stringify({ [k.pasta]: await k.versionOf(k.pasta) }));
    expect(known).toMatchObject({ recipeId: k.pasta, linesVersion: await k.versionOf(k.pasta), lines: null });

    // Each read twice: the second is answered from what the first worked out.
    const spaghetti = (await ask(`{ recipe(id: ${k.pasta}) { ingredients { id } } }`)).recipe.ingredients[0].id;
    for (let i = 0; i < 2; i++) {
      expect(await toBuy()).toEqual([{ name: "Spaghetti", quantity: 400, unit: "g" }]);
      expect(await cookable()).toMatchObject({ have_count: 0, total_count: 1, missing: ["Spaghetti"] });
    }
    // A food renamed, then a line added: both answers follow.
    await ask(`mutation($id: Int!) { updateIngredient(id: $id, name: "Linguine") { name } }`, { id: spaghetti });
    expect(await toBuy()).toEqual([{ name: "Linguine", quantity: 400, unit: "g" }]);
    await ask(`mutation($id: Int!, $i: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $i) { id } }`, {
      id: k.pasta,
      i: [
        { name: "Linguine", quantity: 500, unit: "g" },
        { name: "Basil", quantity: 1, unit: "bunch" },
      ],
    });
    expect(await toBuy()).toEqual([
      { name: "Basil", quantity: 1, unit: "bunch" },
      { name: "Linguine", quantity: 500, unit: "g" },
    ]);
    expect(await cookable()).toMatchObject({
      have_count: 0,
      total_count: 2,
      missing: ["Linguine", "Basil"],
    });
  });
});
