import { describe, expect, it } from "vitest";
import { finishKeepingHolds, startKeepingHolds } from "../../worker-api/src/data/cookable";
import { testDb } from "../shared/test-db";
import { checkedScope, gql, rows } from "./helpers";
import { dishesOfOneFood, kitchen, riceBowl } from "./kitchen";

// "What can I cook" keeps what the planned meals hold for the day (recipe_line_cache
// .lines_held_by_meals and hosted_groups.held_by_meals, stamped in hosted_groups.holds_kept_for)
// after a read that found it not kept, and ranks by it while the stamp is today; every write that
// could change it clears the stamp. On real D1.

const DAY = 86_400_000;
const todayMs = Math.floor(Date.now() / DAY) * DAY;
const today = new Date(todayMs).toISOString().slice(0, 10);
const yesterday = new Date(todayMs - DAY).toISOString().slice(0, 10);
const COOKABLE = `{ cookable(limit: 3) { recipe { title } have_count total_count missing } }`;

const keptFor = async (groupId: number) =>
  (await rows<{ day: string | null }>("SELECT holds_kept_for AS day FROM hosted_groups WHERE id = ?", groupId))[0]!.day;

/** Waits for the keeping that runs after an answer to stamp the group's holds. */
async function keptForToday(groupId: number) {
  for (let tries = 0; tries < 100 && (await keptFor(groupId)) !== today; tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await keptFor(groupId)).toBe(today);
}

/** Tomorrow's traybake holds all the salmon at home; 30 fish dishes need only salmon; rice is free. */
async function fishHousehold() {
  const k = await kitchen();
  const [dinner] = (await k.ask(`{ mealTypes { id } }`)).mealTypes as { id: number }[];
  const { createRecipe } = await k.ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
    data: {
      title: "Salmon traybake",
      description: "Dinner",
      category: "Mains",
      servings: 4,
      ingredients: [{ name: "Salmon", quantity: 400, unit: "g" }],
    },
  });
  await k.ask(
    `mutation($r: Int!, $t: Int!, $d: String!) { createMeal(title: "Traybake", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
    { r: createRecipe.id, t: dinner!.id, d: new Date(todayMs + DAY + 18 * 3_600_000).toISOString() },
  );
  await riceBowl(k.ask);
  const fishId = await dishesOfOneFood(k.groupId, "Salmon", 30, "Fish", 200);
  await k.stock("Salmon", 0.4, "kg");
  // Rice to use soon: best before tomorrow.
  const tomorrow = new Date(todayMs + DAY);
  await k.stock(
    "Rice",
    1,
    "kg",
    `${String(tomorrow.getUTCDate()).padStart(2, "0")}/${String(tomorrow.getUTCMonth() + 1).padStart(2, "0")}/${tomorrow.getUTCFullYear()}`,
  );
  /** The first three recipes, in one read unless a write this isolate did not see cleared the stamp. */
  const cookable = async ({ oneRead = true } = {}) => {
    const answer = await gql(k.user.token, COOKABLE);
    expect(answer.body.errors).toBeUndefined();
    if (oneRead) expect(answer.trips).toBe(1);
    return answer.body.data.cookable as { recipe: { title: string } }[];
  };
  return { ...k, cookable, fishId };
}

const heldByMeals = (groupId: number) =>
  rows<{ title: string; held: number }>(
    `SELECT r.title, c.lines_held_by_meals AS held FROM recipes r JOIN recipe_line_cache c ON c.recipe_id = r.id
     WHERE r.group_id = ? AND c.lines_held_by_meals <> 0 ORDER BY r.id`,
    groupId,
  );

describe("holds kept for the day", () => {
  it("keeps them after a read and ranks by them in one read, as by weighing them", async () => {
    const h = await fishHousehold();
    expect(await keptFor(h.groupId)).toBeNull();
    const weighed = await h.cookable();
    expect(weighed.map((row) => row.recipe.title)).toEqual([
      expect.stringMatching(/^Salmon traybake/),
      "Rice bowl",
      "Fish 1",
    ]);
    await keptForToday(h.groupId);
    // Each fish dish's one line is held in full by the traybake; the traybake's own meal holds
    // nothing against it, and rice is free.
    const kept = await heldByMeals(h.groupId);
    expect(kept).toHaveLength(30);
    expect(kept.every((row) => row.title.startsWith("Fish ") && row.held === 1)).toBe(true);
    // What the traybake's meal holds of the salmon line: all 400 g of it.
    const [group] = await rows<{ held: string }>(
      "SELECT held_by_meals AS held FROM hosted_groups WHERE id = ?",
      h.groupId,
    );
    const [salmonLine] = await rows<{ id: number }>(
      "SELECT p.id FROM pantry_items p JOIN ingredients i ON i.id = p.ingredient_id WHERE p.group_id = ? AND i.name = 'Salmon'",
      h.groupId,
    );
    const [traybake] = await rows<{ id: number }>(
      "SELECT id FROM recipes WHERE group_id = ? AND title = 'Salmon traybake'",
      h.groupId,
    );
    expect(JSON.parse(group!.held)).toEqual([[salmonLine!.id, traybake!.id, 400]]);
    // And the lines of food to use soon: the rice bowl's rice.
    expect(
      await rows(
        "SELECT r.title, c.use_soon_lines AS soon FROM recipes r JOIN recipe_line_cache c ON c.recipe_id = r.id WHERE r.group_id = ? AND c.use_soon_lines <> 0",
        h.groupId,
      ),
    ).toEqual([{ title: "Rice bowl", soon: 1 }]);
    // The read that found them kept, and the reads that rank by them, answer the same.
    expect(await h.cookable()).toEqual(weighed);
    expect(await h.cookable()).toEqual(weighed);
  });

  it("ranks by the kept counts only while they are for today", async () => {
    const h = await fishHousehold();
    const weighed = await h.cookable();
    await keptForToday(h.groupId);
    await h.cookable();
    // Counts that say the rice bowl's rice is held and not to use soon: ranked by them, the bowl
    // falls out of the first read. Kept for today they are believed (nothing else writes them)...
    await testDb
      .prepare(
        "UPDATE recipe_line_cache SET lines_held_by_meals = 1, use_soon_lines = 0 WHERE recipe_id = (SELECT id FROM recipes WHERE group_id = ? AND title = 'Rice bowl')",
      )
      .bind(h.groupId)
      .run();
    expect((await h.cookable()).map((row) => row.recipe.title)).not.toContain("Rice bowl");
    // ...kept for yesterday it is not (the bound counts the whole pantry, and the read may widen),
    // and a new keeping after this answer weighs it again.
    await testDb.prepare("UPDATE hosted_groups SET holds_kept_for = ? WHERE id = ?").bind(yesterday, h.groupId).run();
    expect(await h.cookable({ oneRead: false })).toEqual(weighed);
    await keptForToday(h.groupId);
    expect((await heldByMeals(h.groupId)).map((row) => row.title)).not.toContain("Rice bowl");
    expect(await h.cookable()).toEqual(weighed);
  });

  it("forgets them on every write that could change them, and on no other", async () => {
    const h = await fishHousehold();
    await h.cookable();
    await keptForToday(h.groupId);
    const [recipe] = await rows<{ id: number }>(
      "SELECT id FROM recipes WHERE group_id = ? AND title = 'Rice bowl'",
      h.groupId,
    );
    const [meal] = await rows<{ id: number }>("SELECT id FROM meals WHERE group_id = ?", h.groupId);
    const [pantryLine] = await rows<{ id: number }>("SELECT id FROM pantry_items WHERE group_id = ?", h.groupId);
    const [nori] = await rows<{ id: number }>(
      "SELECT id FROM ingredients WHERE group_id = ? AND name = 'Nori'",
      h.groupId,
    );
    const write = (sql: string, ...values: unknown[]) =>
      testDb
        .prepare(sql)
        .bind(...values)
        .run();
    const writes: [string, () => Promise<unknown>][] = [
      [
        "pantry line added",
        () =>
          write(
            "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit) VALUES (?, ?, 1, 'pcs')",
            h.groupId,
            nori!.id,
          ),
      ],
      [
        "pantry line changed",
        () => write("UPDATE pantry_items SET quantity = quantity + 1 WHERE id = ?", pantryLine!.id),
      ],
      [
        "pantry line removed",
        () => write("DELETE FROM pantry_items WHERE group_id = ? AND ingredient_id = ?", h.groupId, nori!.id),
      ],
      [
        "meal planned",
        () =>
          write(
            "INSERT INTO meals (group_id, title, recipe_id, scheduled_date) VALUES (?, 'Bowl', ?, ?)",
            h.groupId,
            recipe!.id,
            todayMs + 2 * DAY,
          ),
      ],
      ["meal cooked", () => write("UPDATE meals SET cooked_at = ? WHERE id = ?", Date.now(), meal!.id)],
      ["meal removed", () => write("DELETE FROM meals WHERE group_id = ? AND title = 'Bowl'", h.groupId)],
      [
        "recipe line added",
        () =>
          write(
            "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) VALUES (?, ?, 1, 'g')",
            recipe!.id,
            h.fishId,
          ),
      ],
      [
        "recipe line changed",
        () =>
          write(
            "UPDATE recipe_ingredients SET quantity = 2 WHERE recipe_id = ? AND ingredient_id = ?",
            recipe!.id,
            h.fishId,
          ),
      ],
      [
        "recipe line removed",
        () => write("DELETE FROM recipe_ingredients WHERE recipe_id = ? AND ingredient_id = ?", recipe!.id, h.fishId),
      ],
      ["recipe servings changed", () => write("UPDATE recipes SET servings = 3 WHERE id = ?", recipe!.id)],
      [
        "food merged under another name",
        () => write("UPDATE ingredients SET merge_key = 'seaweed' WHERE id = ?", nori!.id),
      ],
      // A food in use by a recipe is kept; one only in the pantry goes, with its pantry lines.
      [
        "food removed",
        async () => {
          const [dulse] = await rows<{ id: number }>(
            "SELECT id FROM ingredients WHERE group_id = ? AND name = 'Dulse'",
            h.groupId,
          );
          await write("DELETE FROM ingredients WHERE id = ?", dulse!.id);
        },
      ],
    ];
    await testDb
      .prepare("INSERT INTO ingredients (group_id, name, merge_key) VALUES (?, 'Dulse', 'dulse')")
      .bind(h.groupId)
      .run();
    await testDb
      .prepare(
        "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit) SELECT group_id, id, 1, 'pcs' FROM ingredients WHERE group_id = ? AND name = 'Dulse'",
      )
      .bind(h.groupId)
      .run();
    const setToday = () => write("UPDATE hosted_groups SET holds_kept_for = ? WHERE id = ?", today, h.groupId);
    for (const [name, change] of writes) {
      await setToday();
      await change();
      expect(await keptFor(h.groupId), name).toBeNull();
    }
    // A new title changes nothing any meal holds.
    await setToday();
    await write("UPDATE recipes SET title = 'Poke bowl' WHERE id = ?", recipe!.id);
    expect(await keptFor(h.groupId)).toBe(today);
  });

  it("keeps nothing when a write lands while the holds are being weighed", async () => {
    const h = await fishHousehold();
    const scope = await checkedScope(h.user.id, h.groupId);
    const started = await startKeepingHolds(scope);
    expect(await keptFor(h.groupId)).toBe(started.pending);
    // Eaten between the read and the keeping: what was weighed no longer holds.
    await testDb.prepare("DELETE FROM pantry_items WHERE group_id = ?").bind(h.groupId).run();
    await finishKeepingHolds(scope, started);
    expect(await keptFor(h.groupId)).toBeNull();
    // Nor does a keeping another one started after it overtook.
    const first = await startKeepingHolds(scope);
    const second = await startKeepingHolds(scope);
    await finishKeepingHolds(scope, first);
    expect(await keptFor(h.groupId)).toBe(second.pending);
    await finishKeepingHolds(scope, second);
    expect(await keptFor(h.groupId)).toBe(today);
    // With no salmon left, the meals hold nothing.
    const [group] = await rows<{ held: string }>(
      "SELECT held_by_meals AS held FROM hosted_groups WHERE id = ?",
      h.groupId,
    );
    expect(JSON.parse(group!.held)).toEqual([]);
  });
});
