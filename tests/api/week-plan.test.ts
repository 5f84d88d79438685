import { describe, expect, it } from "vitest";
import { gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";

// "Plan my week" through the API on real D1: proposals for the empty days of a meal type that
// follow the group's rules and say why, written by nobody until kept; the rules remembered;
// "Keep all" planning once however often it is sent, and its undo.

/** A Monday well after today, so no meal of the test clock's week is in it. */
const MONDAY = "01/03/2027";
const WEEK = ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05", "2027-03-06", "2027-03-07"];
const dmy = (iso: string) => iso.split("-").reverse().join("/");

type Suggestion = {
  date: string;
  meal_type_id: number;
  recipe: { id: number; title: string } | null;
  reasons: string[];
  reason_details: {
    code: string;
    food: string | null;
    date: string | null;
    weekday: number | null;
    weeks: number | null;
    minutes: number | null;
  }[];
};

const SUGGEST = `query($start: String!, $type: Int!, $days: Int, $max: Int, $weeks: Int, $keep: [DayRecipeInput!], $not: [DayRecipeInput!], $skip: [String!]) {
  suggestWeek(start_date: $start, meal_type_id: $type, days: $days, max_minutes: $max, avoid_repeat_weeks: $weeks, keep: $keep, not: $not, skip_dates: $skip) {
    date meal_type_id recipe { id title } reasons reason_details { code food date weekday weeks minutes }
  }
}`;

const RULES_FIELDS = `no_repeat repeat_weeks weekday_limit weekday_minutes use_soon variety
  category_limits { category_id at_most } favourites fixed_days { weekday recipe_id }`;

const DEFAULT_RULES = {
  no_repeat: true,
  repeat_weeks: 2,
  weekday_limit: false,
  weekday_minutes: 45,
  use_soon: true,
  variety: true,
  category_limits: [],
  favourites: true,
  fixed_days: [],
};

/** Eleven dinners a household cooks, by category and total time, each with its main food (500 g unless said). */
const RECIPES: [title: string, category: string, minutes: number, ingredient: string, grams?: number][] = [
  ["Spinach pie", "Vegetarian", 40, "Spinach"],
  ["Beef stew", "Beef", 150, "Beef"],
  ["Beef tacos", "Beef", 30, "Beef mince"],
  ["Beef burgers", "Beef", 25, "Burger buns"],
  ["Pasta al pomodoro", "Pasta", 20, "Spaghetti"],
  ["Mushroom risotto", "Rice", 40, "Arborio rice"],
  ["Chicken curry", "Chicken", 45, "Chicken thighs"],
  ["Roast chicken", "Chicken", 90, "Whole chicken"],
  ["Fish pie", "Fish", 60, "Cod"],
  ["Omelette", "Eggs", 10, "Eggs"],
  ["Pizza", "Pizza", 30, "Pizza dough"],
];

async function household(recipes = RECIPES) {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const ask = async <T = any>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql<T>(user.token, query, variables);
    expect(answer.body.errors, query).toBeUndefined();
    return answer.body.data!;
  };
  const ids: Record<string, number> = {};
  for (const [title, category, minutes, ingredient, grams = 500] of recipes) {
    const created = await ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title,
        description: `${title} for dinner`,
        category,
        total_time_minutes: minutes,
        ingredients: [{ name: ingredient, quantity: grams, unit: "g" }],
      },
    });
    ids[title] = created.createRecipe.id;
  }
  const { mealTypes } = await ask(`{ mealTypes { id name } }`);
  const dinner = (mealTypes as { id: number; name: string }[]).find((type) => type.name === "Dinner")!.id;
  const suggest = async (variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, SUGGEST, { start: MONDAY, type: dinner, ...variables });
    expect(answer.body.errors).toBeUndefined();
    const list = answer.body.data.suggestWeek as Suggestion[];
    // Every reason in English has its code beside it, in the same order.
    for (const suggestion of list) expect(suggestion.reason_details).toHaveLength(suggestion.reasons.length);
    return { list, trips: answer.trips };
  };
  const plan = (title: string, iso: string, typeId = dinner) =>
    ask(
      `mutation($t: String!, $r: Int, $type: Int!, $at: String) { createMeal(title: $t, recipe_id: $r, type_id: $type, scheduled_date: $at) { id } }`,
      {
        t: title,
        r: ids[title] ?? null,
        type: typeId,
        at: `${iso}T18:00:00.000Z`,
      },
    );
  const saveRules = (rules: Record<string, unknown>) =>
    gql(
      user.token,
      `mutation($rules: WeekPlanRulesInput!) { updateWeekPlanRules(rules: $rules) { ${RULES_FIELDS} } }`,
      {
        rules: { ...DEFAULT_RULES, ...rules },
      },
    );
  const mealCount = async () =>
    (await rows<{ n: number }>("SELECT count(*) AS n FROM meals WHERE group_id = ?", groupId))[0]!.n;
  const categoryId = async (name: string) =>
    (await rows<{ id: number }>("SELECT id FROM recipe_categories WHERE group_id = ? AND name = ?", groupId, name))[0]!
      .id;
  return { user, groupId, ask, ids, dinner, suggest, plan, saveRules, mealCount, categoryId };
}

const titles = (list: Suggestion[]) => list.map((suggestion) => suggestion.recipe?.title ?? null);

describe("Plan my week", () => {
  it("proposes a different recipe for each empty day, leaves planned days alone and writes nothing", async () => {
    const h = await household();
    await h.plan("Omelette", WEEK[2]!);
    const before = await h.mealCount();
    const { list, trips } = await h.suggest();
    expect(list.map((suggestion) => suggestion.date)).toEqual(WEEK.filter((_, i) => i !== 2).map(dmy));
    expect(list.every((suggestion) => suggestion.meal_type_id === h.dinner)).toBe(true);
    const chosen = titles(list);
    expect(chosen.every(Boolean)).toBe(true);
    expect(new Set(chosen).size).toBe(6);
    // The week holds an omelette already: it is not proposed again.
    expect(chosen).not.toContain("Omelette");
    expect(list.every((suggestion) => suggestion.reasons.length > 0)).toBe(true);
    expect(await h.mealCount()).toBe(before);
    // One round trip, as a bare read of the meal types.
    const bare = await gql(h.user.token, `{ mealTypes { id } }`);
    expect(trips).toBe(bare.trips);
    // The same question gives the same week.
    expect(titles((await h.suggest()).list)).toEqual(chosen);
  });

  it("never proposes a recipe planned in the last two weeks, and says how long one has rested", async () => {
    const h = await household();
    await h.plan("Pizza", "2027-02-22");
    await h.plan("Fish pie", "2027-02-08");
    const { list } = await h.suggest();
    expect(titles(list)).not.toContain("Pizza");
    const fish = list.find((suggestion) => suggestion.recipe?.title === "Fish pie");
    if (fish)
      expect(fish.reasons).toContain(
        `not cooked for ${Math.floor((Date.parse(`${fish.date.split("/").reverse().join("-")}`) - Date.parse("2027-02-08")) / 604_800_000)} weeks`,
      );
    // Resting a week only, Pizza may come again.
    const oneWeek = await h.suggest({ weeks: 0 });
    expect(oneWeek.list).toHaveLength(7);
  });

  it("keeps weekdays within the time limit and says so", async () => {
    const h = await household();
    const { list } = await h.suggest({ max: 30 });
    for (const suggestion of list.slice(0, 5)) {
      const [title, , minutes] = RECIPES.find(([name]) => name === suggestion.recipe?.title) ?? [null, null, null];
      if (title) {
        expect(minutes).toBeLessThanOrEqual(30);
        expect(suggestion.reasons).toContain(`${minutes} min on a weekday`);
      }
    }
    // Five recipes take 30 min or less: the weekdays take them all, none twice.
    expect(titles(list.slice(0, 5)).filter(Boolean)).toHaveLength(5);
  });

  it("says which rule left a day empty and fills what it can", async () => {
    const h = await household(RECIPES.slice(0, 3));
    expect((await h.saveRules({ variety: false })).body.errors).toBeUndefined();
    const { list } = await h.suggest();
    expect(titles(list).filter(Boolean)).toHaveLength(3);
    expect(list.filter((suggestion) => !suggestion.recipe).map((suggestion) => suggestion.reasons)).toEqual(
      Array.from({ length: 4 }, () => ["Nothing proposed: every recipe is planned this week already"]),
    );
    const timed = await h.suggest({ max: 20 });
    expect(timed.list[0]).toMatchObject({
      recipe: null,
      reasons: ["Nothing proposed: no recipe left takes 20 min or less on a weekday"],
    });
  });

  it("keeps categories apart day to day and within their limit for the week", async () => {
    const h = await household();
    const limited = await h.saveRules({ category_limits: [{ category_id: await h.categoryId("Beef"), at_most: 1 }] });
    expect(limited.body.errors).toBeUndefined();
    const { list } = await h.suggest();
    const categories = list.map((suggestion) => RECIPES.find(([name]) => name === suggestion.recipe?.title)?.[1]);
    expect(categories.filter((category) => category === "Beef")).toHaveLength(1);
    for (let i = 1; i < categories.length; i++) expect(categories[i]).not.toBe(categories[i - 1]);
  });

  it("uses the food the pantry must use soon early in the week", async () => {
    const h = await household();
    await rows(
      "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, best_before) SELECT group_id, id, 300, 'g', '2027-03-02' FROM ingredients WHERE group_id = ? AND name = 'Spinach'",
      h.groupId,
    );
    const { list } = await h.suggest();
    const spinach = list.findIndex((suggestion) => suggestion.recipe?.title === "Spinach pie");
    expect(spinach).toBeGreaterThanOrEqual(0);
    expect(spinach).toBeLessThanOrEqual(1);
    expect(list[spinach]!.reasons[0]).toBe("uses the spinach due Tuesday");
  });

  it("answers each reason as a code with the values its words name, beside the English", async () => {
    const h = await household();
    const due = (groupId: number, name: string, day: string) =>
      rows(
        "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, best_before) SELECT group_id, id, 300, 'g', ? FROM ingredients WHERE group_id = ? AND name = ?",
        day,
        groupId,
        name,
      );
    await due(h.groupId, "Spinach", "2027-03-02");
    const none = { food: null, date: null, weekday: null, weeks: null, minutes: null };
    const reasonsOf = (list: Suggestion[], title: string) => {
      const suggestion = list.find((one) => one.recipe?.title === title)!;
      return suggestion.reasons.map((english, i) => [english, suggestion.reason_details[i]]);
    };
    const { list } = await h.suggest({ max: 60 });
    const pie = list.find((one) => one.recipe?.title === "Spinach pie")!;
    expect(reasonsOf(list, "Spinach pie")).toEqual([
      [
        "uses the spinach due Tuesday",
        { ...none, code: "USES_FOOD_DUE_ON_WEEKDAY", food: "Spinach", date: "2027-03-02", weekday: 2 },
      ],
      ["not cooked for over 6 months", { ...none, code: "NOT_COOKED_FOR_MONTHS" }],
      ...(pie === list[5] || pie === list[6]
        ? []
        : [["40 min on a weekday", { ...none, code: "WEEKDAY_MINUTES", minutes: 40 }]]),
    ]);
    const pizza = await household(RECIPES.filter(([title]) => title === "Pizza"));
    await pizza.plan("Pizza", "2027-02-01");
    await rows("UPDATE recipes SET is_favorite = 1 WHERE group_id = ?", pizza.groupId);
    const rested = (await pizza.suggest({ days: 1 })).list[0]!;
    expect(rested.reasons.map((english, i) => [english, rested.reason_details[i]])).toEqual([
      ["not cooked for 4 weeks", { ...none, code: "NOT_COOKED_FOR_WEEKS", weeks: 4 }],
      ["a favourite", { ...none, code: "FAVOURITE" }],
    ]);

    expect((await h.saveRules({ fixed_days: [{ weekday: 5, recipe_id: h.ids.Pizza }] })).body.errors).toBeUndefined();
    const fixed = (await h.suggest()).list[4]!;
    expect(fixed.reason_details).toEqual([{ ...none, code: "EVERY_WEEKDAY", weekday: 5 }]);

    const few = await household(RECIPES.slice(0, 1));
    await few.plan("Spinach pie", "2027-02-22");
    const empty = (await few.suggest({ days: 1 })).list[0]!;
    expect([empty.reasons, empty.reason_details]).toEqual([
      ["Nothing proposed: every recipe left was planned in the last 2 weeks"],
      [{ ...none, code: "NONE_LEFT_NOT_PLANNED_RECENTLY", weeks: 2 }],
    ]);
    const slow = (await few.suggest({ days: 1, weeks: 0, max: 20 })).list[0]!;
    expect(slow.reason_details).toEqual([{ ...none, code: "NONE_LEFT_QUICK_ENOUGH", minutes: 20 }]);

    // Food due a week or more before the day is named by its date.
    const fish = await household(RECIPES.filter(([title]) => title === "Fish pie"));
    await due(fish.groupId, "Cod", "2027-02-26");
    const friday = (await fish.suggest({ skip: WEEK.slice(0, 4).map(dmy) })).list[0]!;
    expect([friday.date, friday.reasons[0], friday.reason_details[0]]).toEqual([
      "05/03/2027",
      "uses the cod due 2027-02-26",
      { ...none, code: "USES_FOOD_DUE_ON_DATE", food: "Cod", date: "2027-02-26", weekday: 5 },
    ]);
    // Food past its day already, today.
    const eggs = await household(RECIPES.filter(([title]) => title === "Omelette"));
    const today = Date.now();
    await due(eggs.groupId, "Eggs", new Date(today - 86_400_000).toISOString().slice(0, 10));
    const tonight = (await eggs.suggest({ start: dmy(new Date(today).toISOString().slice(0, 10)), days: 1 })).list[0]!;
    expect([tonight.reasons[0], tonight.reason_details[0]]).toEqual([
      "uses the eggs past its date",
      { ...none, code: "USES_FOOD_PAST_ITS_DATE", food: "Eggs" },
    ]);
    expect([await h.mealCount(), await pizza.mealCount()]).toEqual([0, 1]);
  });

  it("plans no meat or fish for days after they keep, bought at the week's start", async () => {
    const h = await household([
      ["Cod bake", "Fish", 30, "Cod"],
      ["Steak night", "Beef", 25, "Sirloin steak"],
      ["Chicken curry", "Chicken", 45, "Chicken thighs"],
      ["Pasta al pomodoro", "Pasta", 20, "Spaghetti"],
      ["Lentil soup", "Soup", 40, "Red lentils"],
      ["Chickpea stew", "Stew", 35, "Chickpeas"],
      ["Rice bowl", "Rice", 30, "Basmati rice"],
      ["Bean chili", "Beans", 50, "Kidney beans"],
      ["Noodle stir-fry", "Noodles", 20, "Egg noodles"],
      ["Polenta bake", "Polenta", 45, "Polenta"],
    ]);
    const { list } = await h.suggest();
    // Meat and fish keep two days from the shop: Monday to Wednesday.
    const late = titles(list).slice(3);
    expect(late).toHaveLength(4);
    for (const title of ["Cod bake", "Steak night", "Chicken curry"]) expect(late).not.toContain(title);
    expect(await h.mealCount()).toBe(0);
  });

  it("uses the rest of a pack bought for the day before rather than opening another", async () => {
    const h = await household([
      ["Beef chilli", "Chilli", 40, "Beef mince", 600],
      ["Meatballs", "Meatballs", 30, "Beef mince", 400],
      ["Beef lasagne", "Lasagne", 60, "Beef mince", 900],
      ["Cottage pie", "Pie", 50, "Beef mince", 700],
      ["Leek soup", "Soup", 30, "Leeks", 300],
      ["Carrot salad", "Salad", 15, "Carrots", 400],
    ]);
    // Mince comes in packs: 600 g on Monday leaves 400 g, which Meatballs use up the next day,
    // where either other mince dinner opens more packs and a vegetable dinner its own.
    for (const monday of ["2027-03-01", "2027-03-08", "2027-03-15"]) {
      const { list } = await h.suggest({
        start: dmy(monday),
        days: 2,
        keep: [{ date: dmy(monday), recipe_id: h.ids["Beef chilli"] }],
      });
      expect(titles(list), monday).toEqual(["Beef chilli", "Meatballs"]);
      expect(list[1]!.reasons[0]).toBe("shares the beef mince with Monday's dinner");
      expect(list[1]!.reason_details[0]).toMatchObject({
        code: "SHARES_FRESH_FOOD",
        food: "Beef mince",
        date: monday,
        weekday: 1,
      });
    }
    // Meatballs made with lamb: the next proposal weighs their lines as they are now.
    await h.ask(`mutation($id: Int!, $i: [RecipeIngredientInput!]) { updateRecipe(id: $id, ingredients: $i) { id } }`, {
      id: h.ids["Meatballs"],
      i: [{ name: "Lamb mince", quantity: 400, unit: "g" }],
    });
    const { list } = await h.suggest({
      start: dmy("2027-03-01"),
      days: 2,
      keep: [{ date: dmy("2027-03-01"), recipe_id: h.ids["Beef chilli"] }],
    });
    expect(list[1]!.reasons).not.toContain("shares the beef mince with Monday's dinner");
    expect(list[1]!.reasons).not.toContain("shares the lamb mince with Monday's dinner");
    expect(await h.mealCount()).toBe(0);
  });

  it("gives a fixed day its recipe every week", async () => {
    const h = await household();
    expect((await h.saveRules({ fixed_days: [{ weekday: 5, recipe_id: h.ids.Pizza }] })).body.errors).toBeUndefined();
    for (const start of [MONDAY, "08/03/2027"]) {
      const { list } = await h.suggest({ start, weeks: 0 });
      expect(list[4]).toMatchObject({ recipe: { title: "Pizza" }, reasons: ["every Friday"] });
      expect(titles(list).filter((title) => title === "Pizza")).toHaveLength(1);
    }
  });

  it("swaps one day for another recipe and keeps the others; a dropped day is left out", async () => {
    const h = await household();
    const first = (await h.suggest()).list;
    const keep = first.filter((_, i) => i !== 3).map((s) => ({ date: s.date, recipe_id: s.recipe!.id }));
    const swapped = (await h.suggest({ keep, not: [{ date: first[3]!.date, recipe_id: first[3]!.recipe!.id }] })).list;
    expect(titles(swapped).filter((_, i) => i !== 3)).toEqual(titles(first).filter((_, i) => i !== 3));
    expect(swapped[3]!.recipe).not.toBeNull();
    expect(swapped[3]!.recipe!.id).not.toBe(first[3]!.recipe!.id);
    const dropped = (await h.suggest({ skip: [first[6]!.date] })).list;
    expect(dropped.map((s) => s.date)).toEqual(first.slice(0, 6).map((s) => s.date));
  });

  it("never proposes or keeps another group's recipe", async () => {
    const a = await household(RECIPES.slice(0, 1));
    const b = await household(RECIPES.slice(1, 2));
    const { list } = await b.suggest({ keep: [{ date: MONDAY, recipe_id: a.ids["Spinach pie"] }], days: 2 });
    expect(titles(list)).toEqual(["Beef stew", null]);
  });

  it("weighs every recipe when those ranked first leave a day empty", async () => {
    // 155 slow favourites never planned rank first; five quick recipes planned twice lately rank
    // last, beyond the 80 read first. Only they fit a weekday of 30 minutes.
    const h = await household([]);
    const slow: number[] = [];
    for (let i = 0; i < 155; i++) slow.push(await insertRecipe(h.groupId, `Slow ${i}`));
    const quick: number[] = [];
    for (let i = 0; i < 5; i++) quick.push(await insertRecipe(h.groupId, `Quick ${i}`));
    await rows(
      `UPDATE recipes SET is_favorite = 1, total_time_minutes = 120 WHERE group_id = ? AND title LIKE 'Slow %'`,
      h.groupId,
    );
    await rows(`UPDATE recipes SET total_time_minutes = 10 WHERE group_id = ? AND title LIKE 'Quick %'`, h.groupId);
    for (const id of quick)
      for (const weeksAgo of [3, 5])
        await rows(
          "INSERT INTO meals (group_id, title, recipe_id, type_id, scheduled_date) VALUES (?, 'Quick', ?, ?, ?)",
          h.groupId,
          id,
          h.dinner,
          Date.parse("2027-03-01T18:00:00Z") - weeksAgo * 604_800_000,
        );
    const bare = await gql(h.user.token, `{ mealTypes { id } }`);
    const { list, trips } = await h.suggest({ max: 30 });
    expect(
      list
        .slice(0, 5)
        .map((suggestion) => suggestion.recipe?.id)
        .sort(),
    ).toEqual([...quick].sort());
    expect(list.slice(5).every((suggestion) => slow.includes(suggestion.recipe!.id))).toBe(true);
    expect(trips).toBe(bare.trips + 1);
    // Without the time limit the first read is enough.
    expect((await h.suggest()).trips).toBe(bare.trips);
  });

  it("reads the recipes always weighed with their history, beyond those ranked first, in one round trip", async () => {
    // 155 favourites never planned rank first; an omelette and a pizza planned twice lately rank
    // last, beyond the 150 read first. The omelette uses eggs due Wednesday, the pizza is Friday's.
    const h = await household(RECIPES.filter(([title]) => title === "Omelette" || title === "Pizza"));
    for (let i = 0; i < 155; i++) await insertRecipe(h.groupId, `Favourite ${i}`);
    await rows(`UPDATE recipes SET is_favorite = 1 WHERE group_id = ? AND title LIKE 'Favourite %'`, h.groupId);
    for (const title of ["Omelette", "Pizza"])
      for (const weeksAgo of [3, 5])
        await h.plan(title, new Date(Date.parse("2027-03-01") - weeksAgo * 604_800_000).toISOString().slice(0, 10));
    await rows(
      "INSERT INTO pantry_items (group_id, ingredient_id, quantity, unit, best_before) SELECT group_id, id, 6, '', '2027-03-03' FROM ingredients WHERE group_id = ? AND name = 'Eggs'",
      h.groupId,
    );
    expect((await h.saveRules({ fixed_days: [{ weekday: 5, recipe_id: h.ids.Pizza }] })).body.errors).toBeUndefined();
    const bare = await gql(h.user.token, `{ mealTypes { id } }`);
    const { list, trips } = await h.suggest();
    expect(list[2]).toMatchObject({ recipe: { title: "Omelette" } });
    // Its last meal, three weeks before, is read though it was not among the first 150.
    expect(list[2]!.reasons).toEqual(["uses the eggs due Wednesday", "not cooked for 3 weeks"]);
    expect(list[4]).toMatchObject({ recipe: { title: "Pizza" }, reasons: ["every Friday"] });
    expect(titles(list).filter((title) => !title?.startsWith("Favourite "))).toEqual(["Omelette", "Pizza"]);
    expect(trips).toBe(bare.trips);
  });

  it("refuses bad questions with a clear message", async () => {
    const h = await household(RECIPES.slice(0, 1));
    const refused = async (variables: Record<string, unknown>) => {
      const answer = await gql(h.user.token, SUGGEST, { start: MONDAY, type: h.dinner, ...variables });
      return { code: answer.body.errors?.[0]?.extensions?.code, message: answer.body.errors?.[0]?.message };
    };
    expect(await refused({ start: "31/02/2027" })).toEqual({
      code: "BAD_USER_INPUT",
      message: "start_date must be a real date as DD/MM/YYYY",
    });
    expect(await refused({ days: 32 })).toEqual({ code: "BAD_USER_INPUT", message: "days must be at most 31" });
    expect(await refused({ days: 0 })).toEqual({ code: "BAD_USER_INPUT", message: "days must be at least 1" });
    expect(await refused({ type: 987_654 })).toEqual({ code: "NOT_FOUND", message: "Meal type not found" });
    const many = Array.from({ length: 501 }, (_, i) => ({ date: MONDAY, recipe_id: i + 1 }));
    expect(await refused({ not: many })).toEqual({
      code: "BAD_USER_INPUT",
      message: "Give at most 500 recipes not to propose",
    });
    // 500 are taken, and the recipe swapped away from Monday is not proposed there.
    const swapped = [...many.slice(0, 499), { date: MONDAY, recipe_id: h.ids["Spinach pie"]! }];
    const answer = (await h.suggest({ not: swapped })).list;
    expect(answer).toHaveLength(7);
    expect(answer[0]!.recipe).toBeNull();
  });
});

describe("the rules of Plan my week", () => {
  it("start as the defaults and are remembered for the group", async () => {
    const h = await household();
    expect((await h.ask(`{ weekPlanRules { ${RULES_FIELDS} } }`)).weekPlanRules).toEqual(DEFAULT_RULES);
    const beef = await h.categoryId("Beef");
    const rules = {
      ...DEFAULT_RULES,
      repeat_weeks: 4,
      weekday_limit: true,
      weekday_minutes: 40,
      use_soon: false,
      category_limits: [{ category_id: beef, at_most: 2 }],
      fixed_days: [{ weekday: 5, recipe_id: h.ids.Pizza }],
    };
    const saved = await h.saveRules(rules);
    expect(saved.body.errors).toBeUndefined();
    expect((await h.ask(`{ weekPlanRules { ${RULES_FIELDS} } }`)).weekPlanRules).toEqual(rules);
    const [row] = await rows<{ rules: string }>("SELECT rules FROM week_plan_rules WHERE group_id = ?", h.groupId);
    expect(JSON.parse(row!.rules)).toEqual(rules);
  });

  it("refuses rules that break their bounds or name what is not the group's, writing nothing", async () => {
    const h = await household(RECIPES.slice(0, 2));
    const other = await household(RECIPES.slice(0, 1));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ repeat_weeks: 27 }, "BAD_USER_INPUT", "repeat_weeks must be at most 26"],
      [{ weekday_minutes: 4 }, "BAD_USER_INPUT", "weekday_minutes must be at least 5"],
      [
        { fixed_days: [{ weekday: 8, recipe_id: h.ids["Spinach pie"] }] },
        "BAD_USER_INPUT",
        "weekday must be at most 7",
      ],
      [
        {
          fixed_days: [
            { weekday: 5, recipe_id: h.ids["Spinach pie"] },
            { weekday: 5, recipe_id: h.ids["Beef stew"] },
          ],
        },
        "BAD_USER_INPUT",
        "Fix each day at most once",
      ],
      [{ fixed_days: [{ weekday: 5, recipe_id: other.ids["Spinach pie"] }] }, "NOT_FOUND", "Recipe not found"],
      [
        { category_limits: [{ category_id: await other.categoryId("Vegetarian"), at_most: 1 }] },
        "NOT_FOUND",
        "Category not found",
      ],
    ];
    for (const [rules, code, message] of cases) {
      const answer = await h.saveRules(rules);
      expect({ code: answer.body.errors?.[0]?.extensions?.code, message: answer.body.errors?.[0]?.message }).toEqual({
        code,
        message,
      });
    }
    expect(await rows("SELECT * FROM week_plan_rules WHERE group_id = ?", h.groupId)).toEqual([]);
  });
});

describe("keeping a proposed week", () => {
  const PLAN = `mutation($meals: [PlannedMealInput!]!) { planMeals(meals: $meals) { id title recipe_id type_id scheduled_date } }`;

  it("plans every meal once, titled by its recipe, however often it is sent; undo takes them back", async () => {
    const h = await household();
    const { list } = await h.suggest();
    const meals = list.map((s) => ({
      recipe_id: s.recipe!.id,
      type_id: h.dinner,
      scheduled_date: `${s.date.split("/").reverse().join("-")}T18:00:00.000Z`,
    }));
    const kept = (await h.ask(PLAN, { meals })).planMeals as { id: number; title: string }[];
    expect(kept.map((meal) => meal.title)).toEqual(titles(list));
    expect((await h.ask(PLAN, { meals })).planMeals).toEqual([]);
    expect(await h.mealCount()).toBe(7);
    // The week is planned: nothing is left to propose.
    expect((await h.suggest()).list).toEqual([]);
    // One of them is cooked meanwhile: undo leaves it.
    await rows("UPDATE meals SET cooked_at = 1 WHERE id = ?", kept[0]!.id);
    const undone = await h.ask(`mutation($ids: [Int!]!) { unplanMeals(ids: $ids) }`, { ids: kept.map((m) => m.id) });
    expect(undone.unplanMeals).toBe(6);
    expect(await rows("SELECT id FROM meals WHERE group_id = ?", h.groupId)).toEqual([{ id: kept[0]!.id }]);
  });

  it("plans 0, 1 and 31 meals and refuses 32, or a recipe not the group's, planning nothing", async () => {
    const h = await household(RECIPES.slice(0, 1));
    const other = await household(RECIPES.slice(0, 1));
    const meal = (day: number, recipe = h.ids["Spinach pie"]!) => ({
      recipe_id: recipe,
      type_id: h.dinner,
      scheduled_date: new Date(Date.UTC(2027, 2, 1 + day, 18)).toISOString(),
    });
    expect((await h.ask(PLAN, { meals: [] })).planMeals).toEqual([]);
    expect((await h.ask(PLAN, { meals: [meal(0)] })).planMeals).toHaveLength(1);
    const month = Array.from({ length: 31 }, (_, i) => meal(i + 1));
    expect((await h.ask(PLAN, { meals: month })).planMeals).toHaveLength(31);
    const tooMany = await gql(h.user.token, PLAN, { meals: [...month, meal(40)] });
    expect(tooMany.body.errors?.[0]?.message).toBe("Plan at most 31 meals at once");
    const foreign = await gql(h.user.token, PLAN, { meals: [meal(50), meal(51, other.ids["Spinach pie"])] });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await h.mealCount()).toBe(32);
  });
});
