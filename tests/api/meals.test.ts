import { describe, expect, it } from "vitest";
import { gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";

const MEAL_FIELDS =
  "id title description recipe_id type_id scheduled_date servings type { id name } recipe { id slug title }";

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const type = await gql(user.token, `mutation { createMealType(name: "  Supper ") { id name } }`);
  expect(type.body.data.createMealType.name).toBe("Supper");
  const recipeId = await insertRecipe(groupId, "Pasta Bake");
  return { user, groupId, typeId: type.body.data.createMealType.id as number, recipeId };
}

const createMeal = (token: string, vars: Record<string, unknown>) =>
  gql(
    token,
    `mutation($title: String!, $description: String, $recipe_id: Int, $type_id: Int!, $scheduled_date: String, $servings: Int) {
      createMeal(title: $title, description: $description, recipe_id: $recipe_id, type_id: $type_id, scheduled_date: $scheduled_date, servings: $servings) { ${MEAL_FIELDS} }
    }`,
    vars,
  );

describe("meals", () => {
  it("creates, reads, updates and deletes a meal with its type and recipe", async () => {
    const { user, typeId, recipeId } = await household();
    const created = await createMeal(user.token, {
      title: "Pasta night",
      description: "With salad",
      recipe_id: recipeId,
      type_id: typeId,
      scheduled_date: "2026-06-02T17:30:00.000Z",
      servings: 3,
    });
    expect(created.body.errors).toBeUndefined();
    const meal = created.body.data.createMeal;
    expect(meal).toMatchObject({
      title: "Pasta night",
      description: "With salad",
      scheduled_date: "2026-06-02T17:30:00.000Z",
      servings: 3,
      type: { id: typeId, name: "Supper" },
      recipe: { id: recipeId, slug: "pasta-bake", title: "Pasta Bake" },
    });

    const read = await gql(user.token, `query($id: Int!) { meal(id: $id) { ${MEAL_FIELDS} } }`, { id: meal.id });
    expect(read.body.data.meal).toEqual(meal);

    const updated = await gql(
      user.token,
      `mutation($id: Int!) { updateMeal(id: $id, title: "Pasta & salad", description: "", scheduled_date: null) { title description scheduled_date servings } }`,
      { id: meal.id },
    );
    expect(updated.body.data.updateMeal).toEqual({
      title: "Pasta & salad",
      description: "",
      scheduled_date: null,
      servings: 3,
    });

    const deleted = await gql(user.token, `mutation($id: Int!) { deleteMeal(id: $id) }`, { id: meal.id });
    expect(deleted.body.data.deleteMeal).toBe(true);
    expect(await rows("SELECT id FROM meals WHERE id = ?", meal.id)).toEqual([]);
    const again = await gql(user.token, `mutation($id: Int!) { deleteMeal(id: $id) }`, { id: meal.id });
    expect(again.body.errors![0]!.extensions!.code).toBe("NOT_FOUND");
  });

  it("lists all meals with scheduled ones first, by date", async () => {
    const { user, typeId } = await household();
    for (const [title, date] of [
      ["C", null],
      ["B", "2026-03-02T12:00:00Z"],
      ["A", "2026-03-01T12:00:00Z"],
    ] as const) {
      await createMeal(user.token, { title, type_id: typeId, scheduled_date: date });
    }
    const list = await gql(user.token, `{ meals { title type { name } } }`);
    expect(list.body.data.meals.map((m: { title: string }) => m.title)).toEqual(["A", "B", "C"]);
  });

  it("refuses bad input with BAD_USER_INPUT and writes nothing", async () => {
    const { user, typeId, groupId } = await household();
    const before = await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", groupId);
    for (const vars of [
      { title: "   ", type_id: typeId },
      { title: "x".repeat(201), type_id: typeId },
      { title: "Ok", type_id: typeId, scheduled_date: "tomorrow" },
      { title: "Ok", type_id: typeId, servings: 0 },
      { title: "Ok", type_id: -1 },
    ]) {
      const result = await createMeal(user.token, vars);
      expect(result.body.errors![0]!.extensions!.code, JSON.stringify(vars)).toBe("BAD_USER_INPUT");
    }
    const wrongType = await gql(user.token, `mutation { createMeal(title: 5, type_id: "x") { id } }`);
    expect(wrongType.status).toBe(400);
    expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", groupId)).toEqual(before);
  });

  it("keeps meal type names unique per group, ignoring case", async () => {
    const { user } = await household();
    const duplicate = await gql(user.token, `mutation { createMealType(name: "SUPPER") { id } }`);
    expect(duplicate.body.errors![0]).toMatchObject({
      message: 'Meal type "SUPPER" already exists.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const blank = await gql(user.token, `mutation { createMealType(name: "   ") { id } }`);
    expect(blank.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    const types = await gql(user.token, `{ mealTypes { name } }`);
    // Every new group starts with the four everyday types (then the one added here).
    expect(types.body.data.mealTypes).toEqual(
      ["Breakfast", "Lunch", "Dinner", "Snack", "Supper"].map((name) => ({ name })),
    );
  });
});

describe("meal type default times", () => {
  it("answers each type's time, takes one on create and changes it on update", async () => {
    const { user, groupId, typeId } = await household();
    const types = await gql(user.token, `{ mealTypes { name default_time } }`);
    expect(types.body.data.mealTypes).toEqual([
      { name: "Breakfast", default_time: "08:00" },
      { name: "Lunch", default_time: "12:30" },
      { name: "Dinner", default_time: "19:00" },
      { name: "Snack", default_time: "16:00" },
      { name: "Supper", default_time: null },
    ]);
    const brunch = await gql(
      user.token,
      `mutation { createMealType(name: "Brunch", default_time: "10:45") { name default_time } }`,
    );
    expect(brunch.body.data.createMealType).toEqual({ name: "Brunch", default_time: "10:45" });
    expect(
      await rows("SELECT default_minutes FROM meal_types WHERE group_id = ? AND name = 'Brunch'", groupId),
    ).toEqual([{ default_minutes: 645 }]);

    const update = (vars: Record<string, unknown>) =>
      gql(
        user.token,
        `mutation($id: Int!, $name: String, $time: String) { updateMealType(id: $id, name: $name, default_time: $time) { id name default_time } }`,
        { id: typeId, ...vars },
      );
    expect((await update({ time: "21:15" })).body.data.updateMealType).toEqual({
      id: typeId,
      name: "Supper",
      default_time: "21:15",
    });
    expect((await update({ name: "Late supper" })).body.data.updateMealType.default_time).toBe("21:15");
    expect(await rows("SELECT name, default_minutes FROM meal_types WHERE id = ?", typeId)).toEqual([
      { name: "Late supper", default_minutes: 1275 },
    ]);
    // An empty time clears it.
    expect((await update({ time: "" })).body.data.updateMealType.default_time).toBeNull();
    expect(await rows("SELECT default_minutes FROM meal_types WHERE id = ?", typeId)).toEqual([
      { default_minutes: null },
    ]);
  });

  it("refuses a time that is not one, a taken name and another group's type, writing nothing", async () => {
    const { user, typeId } = await household();
    const other = await household();
    for (const time of ["24:00", "9:00", "12:60", "noon"]) {
      const bad = await gql(
        user.token,
        `mutation($t: String) { createMealType(name: "Odd", default_time: $t) { id } }`,
        {
          t: time,
        },
      );
      expect(bad.body.errors![0]).toMatchObject({
        message: "The time must be HH:MM, from 00:00 to 23:59.",
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    const taken = await gql(user.token, `mutation($id: Int!) { updateMealType(id: $id, name: "dinner") { id } }`, {
      id: typeId,
    });
    expect(taken.body.errors![0]).toMatchObject({
      message: 'Meal type "dinner" already exists.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const foreign = await gql(
      other.user.token,
      `mutation($id: Int!) { updateMealType(id: $id, default_time: "07:00") { id } }`,
      {
        id: typeId,
      },
    );
    expect(foreign.body.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    expect(await rows("SELECT name, default_minutes FROM meal_types WHERE id = ?", typeId)).toEqual([
      { name: "Supper", default_minutes: null },
    ]);
    expect(await rows("SELECT count(*) AS n FROM meal_types WHERE name = 'Odd'")).toEqual([{ n: 0 }]);
  });
});

describe("mealsByDateRange", () => {
  it("includes both end days whole, from midnight to the last millisecond", async () => {
    const { user, typeId } = await household();
    const at = [
      "2026-05-31T23:59:59.999Z",
      "2026-06-01T00:00:00.000Z",
      "2026-06-03T12:00:00.000Z",
      "2026-06-07T23:59:59.999Z",
      "2026-06-08T00:00:00.000Z",
    ];
    for (const [i, date] of at.entries())
      await createMeal(user.token, { title: `M${i}`, type_id: typeId, scheduled_date: date });
    await createMeal(user.token, { title: "Unscheduled", type_id: typeId });
    const week = await gql(
      user.token,
      `{ mealsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { title } }`,
    );
    expect(week.body.data.mealsByDateRange.map((m: { title: string }) => m.title)).toEqual(["M1", "M2", "M3"]);
    const oneDay = await gql(
      user.token,
      `{ mealsByDateRange(start_date: "08/06/2026", end_date: "08/06/2026") { title } }`,
    );
    expect(oneDay.body.data.mealsByDateRange.map((m: { title: string }) => m.title)).toEqual(["M4"]);
    const empty = await gql(
      user.token,
      `{ mealsByDateRange(start_date: "01/01/2030", end_date: "31/12/2030") { title } }`,
    );
    expect(empty.body.data.mealsByDateRange).toEqual([]);
  });

  it.each([
    ["31/02/2026", "01/03/2026"],
    ["2026-06-01", "07/06/2026"],
    ["08/06/2026", "01/06/2026"],
    ["", "01/06/2026"],
  ])("refuses %s … %s with BAD_USER_INPUT", async (start, end) => {
    const { user } = await household();
    const result = await gql(
      user.token,
      `query($s: String!, $e: String!) { mealsByDateRange(start_date: $s, end_date: $e) { id } }`,
      { s: start, e: end },
    );
    expect(result.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});

describe("scoping", () => {
  it("answers NOT_FOUND for another household's meal, recipe and meal type, and changes nothing", async () => {
    const a = await household();
    const b = await household();
    const meal = (await createMeal(a.user.token, { title: "A's dinner", type_id: a.typeId, recipe_id: a.recipeId }))
      .body.data.createMeal;

    expect(
      (await gql(b.user.token, `query($id: Int!) { meal(id: $id) { id } }`, { id: meal.id })).body.errors![0]!
        .extensions!.code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await gql(b.user.token, `mutation($id: Int!) { updateMeal(id: $id, title: "Mine now") { id } }`, {
          id: meal.id,
        })
      ).body.errors![0]!.extensions!.code,
    ).toBe("NOT_FOUND");
    expect(
      (await gql(b.user.token, `mutation($id: Int!) { deleteMeal(id: $id) }`, { id: meal.id })).body.errors![0]!
        .extensions!.code,
    ).toBe("NOT_FOUND");
    // B cannot point its own meal at A's recipe or meal type.
    expect(
      (await createMeal(b.user.token, { title: "Sneaky", type_id: a.typeId })).body.errors![0]!.extensions!.code,
    ).toBe("NOT_FOUND");
    expect(
      (await createMeal(b.user.token, { title: "Sneaky", type_id: b.typeId, recipe_id: a.recipeId })).body.errors![0]!
        .extensions!.code,
    ).toBe("NOT_FOUND");
    expect((await gql(b.user.token, `{ meals { id } }`)).body.data.meals).toEqual([]);
    expect(await rows("SELECT title FROM meals WHERE id = ?", meal.id)).toEqual([{ title: "A's dinner" }]);
  });

  it("refuses a group the caller does not belong to", async () => {
    const a = await household();
    const b = await household();
    const result = await gql(b.user.token, `{ meals { id } }`, {}, a.groupId);
    expect(result.body.errors![0]!.extensions!.code).toBe("GROUP_NOT_FOUND");
  });

  it("answers 401 UNAUTHENTICATED without a token", async () => {
    const result = await gql(undefined, `{ meals { id } }`);
    expect(result.status).toBe(401);
  });
});

describe("tasks and users", () => {
  it("creates and lists tasks", async () => {
    const { user } = await household();
    const created = await gql(
      user.token,
      `mutation { createTask(content: "Buy basil", due_date: "2026-06-01T10:00:00Z") { id content due_date labels } }`,
    );
    expect(created.body.data.createTask).toMatchObject({
      content: "Buy basil",
      due_date: "2026-06-01T10:00:00.000Z",
      labels: [],
    });
    expect((await gql(user.token, `{ tasks { content } }`)).body.data.tasks).toEqual([{ content: "Buy basil" }]);
  });

  it("updates only the caller's own account", async () => {
    const a = await household();
    const b = await household();
    const own = await gql(
      a.user.token,
      `mutation($id: Int!) { updateUser(id: $id, bio: "Loves soup", first_name: "Anna") { first_name bio } }`,
      { id: a.user.id },
    );
    expect(own.body.data.updateUser).toEqual({ first_name: "Anna", bio: "Loves soup" });
    const other = await gql(a.user.token, `mutation($id: Int!) { updateUser(id: $id, bio: "hacked") { id } }`, {
      id: b.user.id,
    });
    expect(other.status).toBe(403);
    expect(other.body.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    expect(await rows("SELECT bio FROM users WHERE id = ?", b.user.id)).toEqual([{ bio: null }]);
  });
});

describe("a new household", () => {
  it("starts every new group, personal or shared, with Breakfast, Lunch, Dinner and Snack", async () => {
    const user = await signedInUser();
    const personal = await personalGroupId(user.id);
    const { api } = await import("./helpers");
    const created = await api("/v1/groups", { method: "POST", token: user.token, json: { name: "Flat 4" } });
    const shared = ((await created.json()) as { id: number }).id;
    for (const groupId of [personal, shared]) {
      expect(await rows("SELECT name FROM meal_types WHERE group_id = ? ORDER BY id", groupId)).toEqual(
        ["Breakfast", "Lunch", "Dinner", "Snack"].map((name) => ({ name })),
      );
    }
  });
});
