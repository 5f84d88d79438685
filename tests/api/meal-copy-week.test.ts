import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Monday 1 June 2026, 00:00 UTC: the source week; the target is the week after. */
const MONDAY = Date.UTC(2026, 5, 1);

type MealRow = {
  title: string;
  description: string;
  recipe_id: number | null;
  type_id: number | null;
  scheduled_date: number | null;
  servings: number | null;
};

async function household(firstName = "Ann") {
  const user = await signedInUser({ first_name: firstName });
  const groupId = await personalGroupId(user.id);
  const [type] = await rows<{ id: number }>("SELECT id FROM meal_types WHERE group_id = ? ORDER BY id", groupId);
  const recipeId = await insertRecipe(groupId, `Stew of ${firstName}`);
  return { token: user.token, groupId, typeId: type!.id, recipeId };
}
type Household = Awaited<ReturnType<typeof household>>;

/** Writes meals straight into D1, in one batch. */
async function insertMeals(h: Household, meals: Partial<MealRow>[]) {
  if (!meals.length) return;
  await testDb.batch(
    meals.map((meal) =>
      testDb
        .prepare(
          "INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date, servings) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          h.groupId,
          meal.title ?? "Meal",
          meal.description ?? "",
          meal.recipe_id === undefined ? h.recipeId : meal.recipe_id,
          meal.type_id ?? h.typeId,
          meal.scheduled_date ?? null,
          meal.servings ?? null,
        ),
    ),
  );
}

/** `count` meals spread over the source week, each one a different minute. */
const weekOfMeals = (count: number): Partial<MealRow>[] =>
  Array.from({ length: count }, (_, i) => ({
    title: `Meal ${i}`,
    description: `About meal ${i}`,
    scheduled_date: MONDAY + (i % 7) * DAY_MS + 8 * 3_600_000 + i * 60_000,
    servings: (i % 4) + 1,
  }));

const COLUMNS = "title, description, recipe_id, type_id, scheduled_date, servings";

/** The group's meals in [from, from + 7 days), by time then id. */
const mealsOfWeek = (h: Household, from: number) =>
  rows<MealRow>(
    `SELECT ${COLUMNS} FROM meals WHERE group_id = ? AND scheduled_date >= ? AND scheduled_date < ? ORDER BY scheduled_date, id`,
    h.groupId,
    from,
    from + WEEK_MS,
  );

const allMeals = (h: Household) =>
  rows<MealRow & { id: number }>(`SELECT id, ${COLUMNS} FROM meals WHERE group_id = ? ORDER BY id`, h.groupId);

const copyWeek = (token: string, from = "01/06/2026", to = "08/06/2026", offset?: number) =>
  gql<{ copyWeek: { id: number; title: string; scheduled_date: string }[] }>(
    token,
    `mutation($from: String!, $to: String!, $offset: Int) { copyWeek(from_start: $from, to_start: $to, utc_offset_minutes: $offset) { id title scheduled_date } }`,
    { from, to, offset },
  );

const shifted = (meals: MealRow[], by: number) =>
  meals.map((meal) => ({ ...meal, scheduled_date: meal.scheduled_date! + by }));

describe("copyWeek", () => {
  it.each([0, 1, 99, 100, 101, 300])("copies all %i meals of a week to the week after, exactly", async (count) => {
    const h = await household();
    await insertMeals(h, weekOfMeals(count));
    const source = await mealsOfWeek(h, MONDAY);
    expect(source).toHaveLength(count);

    const result = await copyWeek(h.token);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data!.copyWeek).toHaveLength(count);
    expect(await mealsOfWeek(h, MONDAY + WEEK_MS)).toEqual(shifted(source, WEEK_MS));
    expect(await mealsOfWeek(h, MONDAY)).toEqual(source);
    const copiedIds = result.body.data!.copyWeek.map((meal) => meal.id);
    const [stored] = await rows<{ n: number }>(
      `SELECT count(*) AS n FROM meals WHERE group_id = ? AND id IN (SELECT value FROM json_each(?)) AND scheduled_date >= ?`,
      h.groupId,
      JSON.stringify(copiedIds),
      MONDAY + WEEK_MS,
    );
    expect(stored!.n).toBe(count);
  });

  it("answers the copies with their new times", async () => {
    const h = await household();
    await insertMeals(h, [{ title: "Soup", scheduled_date: Date.UTC(2026, 5, 3, 18, 30) }]);
    const result = await copyWeek(h.token);
    expect(result.body.data!.copyWeek).toEqual([
      { id: expect.any(Number), title: "Soup", scheduled_date: "2026-06-10T18:30:00.000Z" },
    ]);
  });

  it("leaves undated meals and the other weeks untouched, and copies only the week's own days", async () => {
    const h = await household();
    await insertMeals(h, [
      { title: "Undated" },
      { title: "Sunday before", scheduled_date: MONDAY - 1 },
      { title: "First minute", scheduled_date: MONDAY },
      { title: "Last minute", scheduled_date: MONDAY + WEEK_MS - 1 },
      { title: "Monday after", scheduled_date: MONDAY + WEEK_MS },
      { title: "Two weeks on", scheduled_date: MONDAY + 2 * WEEK_MS + DAY_MS },
    ]);
    const before = await allMeals(h);
    const result = await copyWeek(h.token);
    expect(result.body.data!.copyWeek.map((meal) => meal.title)).toEqual(["First minute", "Last minute"]);
    const after = await allMeals(h);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map(({ title, scheduled_date }) => ({ title, scheduled_date }))).toEqual([
      { title: "First minute", scheduled_date: MONDAY + WEEK_MS },
      { title: "Last minute", scheduled_date: MONDAY + 2 * WEEK_MS - 1 },
    ]);
  });

  it("skips a meal whose twin is in the target week already, and copies the near twins", async () => {
    const h = await household();
    const at = MONDAY + DAY_MS + 12 * 3_600_000;
    const [otherType] = await rows<{ id: number }>(
      "SELECT id FROM meal_types WHERE group_id = ? ORDER BY id DESC",
      h.groupId,
    );
    await insertMeals(h, [
      { title: "Twin", scheduled_date: at },
      { title: "No recipe", recipe_id: null, scheduled_date: at },
      { title: "Other type", scheduled_date: at },
      { title: "Other time", scheduled_date: at },
      // The target week: a twin of the first two, near twins of the others.
      { title: "Twin", scheduled_date: at + WEEK_MS, servings: 6, description: "kept as it is" },
      { title: "No recipe", recipe_id: null, scheduled_date: at + WEEK_MS },
      { title: "Other type", type_id: otherType!.id, scheduled_date: at + WEEK_MS },
      { title: "Other time", scheduled_date: at + WEEK_MS + 60_000 },
    ]);
    const result = await copyWeek(h.token);
    expect(result.body.data!.copyWeek.map((meal) => meal.title)).toEqual(["Other type", "Other time"]);
    expect((await mealsOfWeek(h, MONDAY + WEEK_MS)).map((meal) => meal.title)).toEqual([
      "Twin",
      "No recipe",
      "Other type",
      "Other type",
      "Other time",
      "Other time",
    ]);
  });

  it("writes nothing the second time, nor when two copies race", async () => {
    const h = await household();
    await insertMeals(h, weekOfMeals(40));
    const [first, second] = await Promise.all([copyWeek(h.token), copyWeek(h.token)]);
    expect(first.body.errors).toBeUndefined();
    expect(second.body.errors).toBeUndefined();
    expect(first.body.data!.copyWeek.length + second.body.data!.copyWeek.length).toBe(40);
    expect(await mealsOfWeek(h, MONDAY + WEEK_MS)).toHaveLength(40);

    const again = await copyWeek(h.token);
    expect(again.body.data!.copyWeek).toEqual([]);
    expect(await allMeals(h)).toHaveLength(80);
  });

  it("copies to any target week, and reads the week from midnight in the asker's zone", async () => {
    const h = await household();
    // 23:30 UTC on Sunday 31 May is 01:30 on Monday 1 June at UTC+2: in the week there, not in UTC.
    const lateSunday = MONDAY - 30 * 60_000;
    await insertMeals(h, [{ title: "Early Monday", scheduled_date: lateSunday }]);
    expect((await copyWeek(h.token, "01/06/2026", "15/06/2026")).body.data!.copyWeek).toEqual([]);
    const result = await copyWeek(h.token, "01/06/2026", "15/06/2026", 120);
    expect(result.body.data!.copyWeek).toEqual([
      {
        id: expect.any(Number),
        title: "Early Monday",
        scheduled_date: new Date(lateSunday + 2 * WEEK_MS).toISOString(),
      },
    ]);
  });

  it("never copies nor shows another group's meals", async () => {
    const a = await household("Alice");
    const b = await household("Bob");
    await insertMeals(a, weekOfMeals(5));
    await insertMeals(b, weekOfMeals(3));
    const aBefore = await allMeals(a);

    const result = await copyWeek(b.token);
    expect(result.body.data!.copyWeek.map((meal) => meal.title)).toEqual(["Meal 0", "Meal 1", "Meal 2"]);
    const aIds = new Set(aBefore.map((meal) => meal.id));
    expect(result.body.data!.copyWeek.filter((meal) => aIds.has(meal.id))).toEqual([]);
    expect(await allMeals(a)).toEqual(aBefore);
    expect(await mealsOfWeek(b, MONDAY + WEEK_MS)).toHaveLength(3);
  });

  it.each([
    ["31/02/2026", "08/06/2026", 0, 'from_start must be a real date as DD/MM/YYYY, got "31/02/2026"'],
    ["2026-06-01", "08/06/2026", 0, 'from_start must be a real date as DD/MM/YYYY, got "2026-06-01"'],
    ["01/06/2026", "", 0, 'to_start must be a real date as DD/MM/YYYY, got ""'],
    ["01/06/2026", "08/06/2026", 900, "utc_offset_minutes must be between -840 and 840"],
  ])("refuses %j → %j (offset %i) with a 400 and writes nothing", async (from, to, offset, message) => {
    const h = await household();
    await insertMeals(h, weekOfMeals(2));
    const result = await copyWeek(h.token, from, to, offset);
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: "BAD_USER_INPUT" }) }),
    ]);
    expect(await allMeals(h)).toHaveLength(2);
  });

  it("answers 401 without a token", async () => {
    const result = await copyWeek("");
    expect(result.status).toBe(401);
  });
});
