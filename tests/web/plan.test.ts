import { beforeAll, describe, expect, it } from "vitest";
import { weekOf } from "~/utils/date-ranges";
import { rows, signedInUser, withoutPageMessages } from "./helpers";

/** The week planner through the web worker, without JavaScript: links and form posts only. */

const WEEK = "2026-06-01";
const NEXT_WEEK = "2026-06-08";
const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 5, day, hour, minute);

type Household = Awaited<ReturnType<typeof household>>;

async function household(name: string) {
  const signedIn = await signedInUser(name);
  const { groupId } = signedIn;
  const types = Object.fromEntries(
    (await rows("SELECT id, name FROM meal_types WHERE group_id = ?", groupId)).map((row) => [
      row.name as string,
      row.id as number,
    ]),
  ) as Record<"Breakfast" | "Lunch" | "Dinner" | "Snack", number>;
  const [recipe] = await rows(
    "INSERT INTO recipes (group_id, slug, title, description, image) VALUES (?, ?, ?, ?, ?) RETURNING id",
    groupId,
    `pasta-${name.toLowerCase()}`,
    `${name}'s pasta`,
    "Tomato and basil",
    // A photo's path as an upload writes it (pages show no other kind of /photos/ path).
    `/photos/recipes/${groupId}/1/${"a".repeat(32)}.png`,
  );
  return { ...signedIn, types, recipeId: (recipe as { id: number }).id };
}

async function insertMeal(h: Household, title: string, typeId: number, when: number | null) {
  const [meal] = await rows(
    "INSERT INTO meals (group_id, title, recipe_id, type_id, scheduled_date) VALUES (?, ?, ?, ?, ?) RETURNING id",
    h.groupId,
    title,
    h.recipeId,
    typeId,
    when,
  );
  return (meal as { id: number }).id;
}

const mealRow = async (id: number) =>
  (await rows("SELECT title, type_id, scheduled_date FROM meals WHERE id = ?", id))[0] as {
    title: string;
    type_id: number;
    scheduled_date: number | null;
  };

/** The HTML of one slot (`day:typeId`, or "tray"), up to the next slot. */
function slotOf(html: string, key: string) {
  const start = html.indexOf(`data-slot="${key}"`);
  expect(start, `slot ${key}`).toBeGreaterThan(-1);
  const end = html.indexOf("data-slot=", start + 10);
  return html.slice(start, end === -1 ? undefined : end);
}

/** The meal titles a slot shows, in order. */
const titlesIn = (slot: string) =>
  [...slot.matchAll(/class="plan-meal-title title-link"[^>]*>([^<]+)</g)].map((match) =>
    match[1]!.replace(/&#x27;/g, "'"),
  );

describe("the week planner", () => {
  let h: Household;
  let other: Household;
  const meals: Record<string, number> = {};

  beforeAll(async () => {
    h = await household("Pat");
    other = await household("Sam");
    meals.pasta = await insertMeal(h, "Pasta night", h.types.Dinner, at(1, 18, 30));
    meals.oats = await insertMeal(h, "Oats", h.types.Breakfast, at(3, 7, 15));
    meals.soup = await insertMeal(h, "Soup someday", h.types.Lunch, null);
    meals.later = await insertMeal(h, "Next week's roast", h.types.Dinner, at(8, 19));
    meals.before = await insertMeal(h, "Sunday before", h.types.Dinner, at(1, 0) - 60_000);
    meals.theirs = await insertMeal(other, "Their curry", other.types.Dinner, at(2, 19));
  }, 60_000);

  it("shows each meal of the week in its day and meal type, with its photo, and the undated ones in the tray", async () => {
    const response = await h.browser.fetch(`/plan?week=${WEEK}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titlesIn(slotOf(html, `2026-06-01:${h.types.Dinner}`))).toEqual(["Pasta night"]);
    expect(slotOf(html, `2026-06-01:${h.types.Dinner}`)).toContain(
      `src="/photos/recipes/${h.groupId}/1/${"a".repeat(32)}.png"`,
    );
    expect(slotOf(html, `2026-06-01:${h.types.Dinner}`)).toContain(`href="/meals/${meals.pasta}"`);
    expect(titlesIn(slotOf(html, `2026-06-03:${h.types.Breakfast}`))).toEqual(["Oats"]);
    expect(titlesIn(slotOf(html, "tray"))).toEqual(["Soup someday"]);
    const shown = titlesIn(html);
    expect(shown.sort()).toEqual(["Oats", "Pasta night", "Soup someday"]);
    expect(html).not.toContain("Their curry");
    expect(html).not.toContain("Next week&#x27;s roast");
    expect(html).not.toContain("Sunday before");
  });

  it("has a title, a heading per day and one for the tray, in order", async () => {
    const html = await h.browser.html(`/plan?week=${WEEK}`);
    const headings = [...html.matchAll(/<h([1-3])\b[^>]*>(.*?)<\/h\1>/g)].map(
      ([, level, text]) => `${level} ${text!.replace(/<[^>]+>/g, "|")}`,
    );
    expect(headings.filter((heading) => !heading.startsWith("3"))).toEqual([
      "1 Plan",
      "2 |Mon 1 Jun||Monday 1 June|",
      "2 |Tue 2 Jun||Tuesday 2 June|",
      "2 |Wed 3 Jun||Wednesday 3 June|",
      "2 |Thu 4 Jun||Thursday 4 June|",
      "2 |Fri 5 Jun||Friday 5 June|",
      "2 |Sat 6 Jun||Saturday 6 June|",
      "2 |Sun 7 Jun||Sunday 7 June|",
      "2 No date",
      "2 Meal times",
    ]);
    // Each day names its four meal types.
    expect(headings.filter((heading) => heading.startsWith("3"))).toHaveLength(28);
  });

  it("links the weeks before and after, and this week; any day of a week shows its Monday's week", async () => {
    const html = await h.browser.html(`/plan?week=2026-06-04`);
    expect(html).toContain('href="/plan?week=2026-05-25"');
    expect(html).toContain('href="/plan?week=2026-06-08"');
    const thisWeek = weekOf(Date.now()).start;
    expect(html).toContain(`href="/plan?week=${thisWeek}"`);
    expect(html).toContain("Monday 1 June – Sunday 7 June 2026");

    const today = await h.browser.html("/plan");
    expect(today).toContain(`data-day="${thisWeek}"`);
    expect(today).toMatch(/aria-current="page"[^>]*>This Week</);
    const garbage = await h.browser.fetch("/plan?week=31-02-2026");
    expect(garbage.status).toBe(200);
    expect(await garbage.text()).toContain(`data-day="${thisWeek}"`);
    // A day the calendar does not have shows this week, and says why.
    const noSuchDay = await h.browser.html("/plan?week=2026-02-31");
    expect(noSuchDay).toContain(`data-day="${thisWeek}"`);
    expect(noSuchDay).toContain("There is no day &quot;2026-02-31&quot;: showing this week.");
    expect(withoutPageMessages(await h.browser.html(`/plan?week=${WEEK}`))).not.toContain("There is no day");
  });

  it("offers a '+' in every empty slot, opening the create dialog with the day and meal type filled in", async () => {
    const html = await h.browser.html(`/plan?week=${WEEK}`);
    const add = `/plan?week=${WEEK}&amp;action=create&amp;date=2026-06-02&amp;type=${h.types.Lunch}`;
    expect(slotOf(html, `2026-06-02:${h.types.Lunch}`)).toContain(`href="${add}"`);
    expect(slotOf(html, `2026-06-02:${h.types.Lunch}`)).toContain('aria-label="Add Lunch on Tuesday 2 June"');
    expect(slotOf(html, `2026-06-01:${h.types.Dinner}`)).not.toContain("plan-add");
    expect(html.match(/class="plan-add"/g)).toHaveLength(26);

    const dialog = await h.browser.html(add.replace(/&amp;/g, "&"));
    expect(dialog).toContain("Create Meal");
    expect(dialog).toMatch(/<input[^>]*name="date"[^>]*value="02\/06\/2026"|value="02\/06\/2026"[^>]*name="date"/);
    expect(dialog).toMatch(new RegExp(`<option value="${h.types.Lunch}" selected="">Lunch</option>`));
    expect(dialog).toContain("Pat&#x27;s pasta");
  });

  it("creates a meal from the dialog and goes back to the week", async () => {
    const response = await h.browser.post(`/plan?week=${WEEK}&action=create&date=2026-06-02&type=${h.types.Lunch}`, {
      intent: "create",
      recipe_id: String(h.recipeId),
      type_id: String(h.types.Lunch),
      date: "02/06/2026",
      hour: "12",
      minute: "30",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/plan?week=${WEEK}`);
    const created = await rows(
      "SELECT title, type_id, scheduled_date FROM meals WHERE group_id = ? AND scheduled_date = ?",
      h.groupId,
      at(2, 12, 30),
    );
    expect(created).toEqual([{ title: "Pat's pasta", type_id: h.types.Lunch, scheduled_date: at(2, 12, 30) }]);
    const html = await h.browser.html(`/plan?week=${WEEK}`);
    expect(titlesIn(slotOf(html, `2026-06-02:${h.types.Lunch}`))).toEqual(["Pat's pasta"]);
  });

  it("opens one move dialog for the meal a card's Move to… names, its day and type chosen; no form in the cards", async () => {
    const week = await h.browser.html(`/plan?week=${WEEK}`);
    // A large household's week has 60 meals: the cards carry a link each, not a form each.
    expect(week).not.toContain('value="move"');
    expect(week).not.toContain('role="dialog"');
    const moveLink = `href="/plan?week=${WEEK}&amp;move=${meals.oats}"`;
    expect(slotOf(week, `2026-06-03:${h.types.Breakfast}`)).toContain(moveLink);
    expect(slotOf(week, `2026-06-03:${h.types.Breakfast}`)).toContain('aria-label="Move to… Oats"');

    const dialog = await h.browser.html(`/plan?week=${WEEK}&move=${meals.oats}`);
    expect(dialog).toContain('role="dialog"');
    expect(dialog).toMatch(/<h2 id="modal-title">Move Oats<\/h2>/);
    expect(dialog).toContain(`<input type="hidden" name="id" value="${meals.oats}"/>`);
    expect(dialog).toMatch(/<select id="move-day" name="date">[^]*?<option value="2026-06-03" selected="">/);
    expect(dialog).toMatch(
      new RegExp(`<select id="move-type" name="type_id">[^]*?<option value="${h.types.Breakfast}" selected="">`),
    );
    expect(dialog).toContain('<option value="">No date</option>');
    // Closing keeps the week and drops the dialog.
    expect(dialog).toContain(`href="/plan?week=${WEEK}"`);

    // A meal of another group or week opens nothing.
    for (const id of [meals.theirs, meals.later, 999_999])
      expect(await h.browser.html(`/plan?week=${WEEK}&move=${id}`)).not.toContain('role="dialog"');
  });

  it("moves a meal with its Move to… form: another day keeps the time, No date unschedules, a day schedules at the type's time", async () => {
    const move = (form: Record<string, string>) => h.browser.post(`/plan?week=${WEEK}`, { intent: "move", ...form });
    const oats = await move({
      id: String(meals.oats),
      date: "2026-06-05",
      type_id: String(h.types.Snack),
      time: "07:15",
    });
    expect(oats.status).toBe(302);
    expect(oats.headers.get("Location")).toBe(`/plan?week=${WEEK}`);
    expect(await mealRow(meals.oats!)).toEqual({ title: "Oats", type_id: h.types.Snack, scheduled_date: at(5, 7, 15) });

    await move({ id: String(meals.oats), date: "", type_id: String(h.types.Snack), time: "07:15" });
    expect((await mealRow(meals.oats!)).scheduled_date).toBeNull();
    // From the tray to a day: the meal type's time (Breakfast, 08:00).
    await move({ id: String(meals.oats), date: "2026-06-03", type_id: String(h.types.Breakfast) });
    expect(await mealRow(meals.oats!)).toEqual({
      title: "Oats",
      type_id: h.types.Breakfast,
      scheduled_date: at(3, 8),
    });
    const html = await h.browser.html(`/plan?week=${WEEK}`);
    expect(titlesIn(slotOf(html, `2026-06-03:${h.types.Breakfast}`))).toEqual(["Oats"]);
    expect(html).toContain("Meal moved.");
  });

  it("plans a meal made in a slot, or given a meal type but no time, at its type's time in the person's zone", async () => {
    const zoned = await household("Kim");
    zoned.browser.timeZoneOffset = 120;
    const slot = `/plan?week=${WEEK}&action=create&date=2026-06-04&type=${zoned.types.Dinner}`;
    const dialog = await zoned.browser.html(slot);
    expect(dialog).toMatch(/<select aria-label="Hour" name="hour">[\s\S]*?<option selected="">19<\/option>/);
    expect(dialog).toMatch(/<select aria-label="Minute" name="minute">[\s\S]*?<option selected="">00<\/option>/);
    const created = await zoned.browser.post(slot, {
      intent: "create",
      auto_time: "19:00",
      recipe_id: String(zoned.recipeId),
      type_id: String(zoned.types.Dinner),
      date: "04/06/2026",
      hour: "19",
      minute: "00",
    });
    expect(created.status).toBe(302);
    // 19:00 at UTC+2 is 17:00 UTC.
    expect(await rows("SELECT type_id, scheduled_date FROM meals WHERE group_id = ?", zoned.groupId)).toEqual([
      { type_id: zoned.types.Dinner, scheduled_date: at(4, 17) },
    ]);
    const html = await zoned.browser.html(`/plan?week=${WEEK}`);
    expect(slotOf(html, `2026-06-04:${zoned.types.Dinner}`)).toContain(">19:00<");

    // Create Meal on /meals without JavaScript: the form shows 09:00 before a type is chosen; a
    // type chosen and the time left alone is the type's time, a time chosen is kept.
    const fromMeals = (form: Record<string, string>) =>
      zoned.browser.post("/meals?action=create", {
        intent: "create",
        auto_time: "09:00",
        recipe_id: String(zoned.recipeId),
        date: "05/06/2026",
        ...form,
      });
    await fromMeals({ type_id: String(zoned.types.Lunch), hour: "09", minute: "00" });
    await fromMeals({ type_id: String(zoned.types.Snack), hour: "15", minute: "45" });
    expect(
      await rows(
        "SELECT type_id, scheduled_date FROM meals WHERE group_id = ? AND scheduled_date >= ? ORDER BY id",
        zoned.groupId,
        at(5, 0),
      ),
    ).toEqual([
      { type_id: zoned.types.Lunch, scheduled_date: at(5, 10, 30) },
      { type_id: zoned.types.Snack, scheduled_date: at(5, 13, 45) },
    ]);
  });

  it("moves a meal to another meal type's row at that type's time, and to another day at its own time", async () => {
    const mover = await household("Lee");
    const id = await insertMeal(mover, "Toast", mover.types.Breakfast, at(2, 7, 40));
    const move = (form: Record<string, string>) =>
      mover.browser.post(`/plan?week=${WEEK}`, { intent: "move", id: String(id), time: "07:40", ...form });
    await move({
      date: "2026-06-03",
      type_id: String(mover.types.Breakfast),
      from_type_id: String(mover.types.Breakfast),
    });
    expect(await mealRow(id)).toEqual({ title: "Toast", type_id: mover.types.Breakfast, scheduled_date: at(3, 7, 40) });
    await move({ date: "2026-06-03", type_id: String(mover.types.Snack), from_type_id: String(mover.types.Breakfast) });
    expect(await mealRow(id)).toEqual({ title: "Toast", type_id: mover.types.Snack, scheduled_date: at(3, 16) });
    // The Move to… dialog and a drag both say which type the meal had.
    const html = await mover.browser.html(`/plan?week=${WEEK}&move=${id}`);
    expect(html).toContain(`name="from_type_id" value="${mover.types.Snack}"`);
  });

  it("edits a meal type's name and default time from the planner's Meal times", async () => {
    const cook = await household("Ray");
    const week = await cook.browser.html(`/plan?week=${WEEK}`);
    expect(week).toContain("Meal times");
    const edit = `/plan?week=${WEEK}&amp;edit_type=${cook.types.Dinner}`;
    expect(week).toContain(`href="${edit}"`);
    expect(week).toMatch(/Dinner<!-- --> <span class="plan-type-time">19:00<\/span>/);
    const dialog = await cook.browser.html(edit.replace("&amp;", "&"));
    expect(dialog).toContain("Edit Meal Type");
    expect(dialog).toMatch(/name="default_time" type="time" value="19:00"|type="time"[^>]*value="19:00"/);
    const saved = await cook.browser.post(edit.replace("&amp;", "&"), {
      intent: "edit-type",
      id: String(cook.types.Dinner),
      name: "Supper",
      default_time: "20:15",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/plan?week=${WEEK}`);
    expect(await rows("SELECT name, default_minutes FROM meal_types WHERE id = ?", cook.types.Dinner)).toEqual([
      { name: "Supper", default_minutes: 20 * 60 + 15 },
    ]);
    const bad = await cook.browser.post(edit.replace("&amp;", "&"), {
      intent: "edit-type",
      id: String(cook.types.Dinner),
      name: "Supper",
      default_time: "25:00",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The time must be HH:MM, from 00:00 to 23:59.");
    expect(await rows("SELECT default_minutes FROM meal_types WHERE id = ?", cook.types.Dinner)).toEqual([
      { default_minutes: 20 * 60 + 15 },
    ]);
  });

  it("refuses a bad move or another group's meal, and changes nothing", async () => {
    const before = await mealRow(meals.theirs!);
    const theirs = await h.browser.post(`/plan?week=${WEEK}`, {
      intent: "move",
      id: String(meals.theirs),
      date: "2026-06-04",
      type_id: String(h.types.Dinner),
    });
    expect(theirs.status).toBe(302);
    expect(await mealRow(meals.theirs!)).toEqual(before);
    expect(await h.browser.html(`/plan?week=${WEEK}`)).toContain("Meal not found");

    const pasta = await mealRow(meals.pasta!);
    await h.browser.post(`/plan?week=${WEEK}`, {
      intent: "move",
      id: String(meals.pasta),
      date: "2026-02-31",
      type_id: String(h.types.Dinner),
    });
    expect(await mealRow(meals.pasta!)).toEqual(pasta);
    expect(await h.browser.html(`/plan?week=${WEEK}`)).toContain("Choose a day of the week, or No date.");
  });

  it("copies last week into this one once, and says so", async () => {
    const dated = await rows(
      "SELECT title, type_id, scheduled_date FROM meals WHERE group_id = ? AND scheduled_date >= ? AND scheduled_date < ? ORDER BY scheduled_date",
      h.groupId,
      at(1, 0),
      at(8, 0),
    );
    const nextWeek = () =>
      rows(
        "SELECT title, type_id, scheduled_date FROM meals WHERE group_id = ? AND scheduled_date >= ? AND scheduled_date < ? ORDER BY scheduled_date",
        h.groupId,
        at(8, 0),
        at(15, 0),
      );
    const roast = await nextWeek();
    const copy = await h.browser.post(`/plan?week=${NEXT_WEEK}`, { intent: "copy-week", week: NEXT_WEEK });
    expect(copy.status).toBe(302);
    expect(copy.headers.get("Location")).toBe(`/plan?week=${NEXT_WEEK}`);
    const copied = dated.map((meal) => ({ ...meal, scheduled_date: (meal.scheduled_date as number) + 7 * 86_400_000 }));
    const expected = [...roast, ...copied].sort((a, b) => (a.scheduled_date as number) - (b.scheduled_date as number));
    expect(await nextWeek()).toEqual(expected);
    expect(await h.browser.html(`/plan?week=${NEXT_WEEK}`)).toContain(`Copied ${dated.length} meals from last week.`);

    await h.browser.post(`/plan?week=${NEXT_WEEK}`, { intent: "copy-week", week: NEXT_WEEK });
    expect(await nextWeek()).toEqual(expected);
    expect(await h.browser.html(`/plan?week=${NEXT_WEEK}`)).toContain("Nothing to copy from last week.");
    // The other household's week is untouched.
    expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", other.groupId)).toEqual([{ n: 1 }]);
  });

  it("reads the page in one GraphQL request and one D1 round trip, the dialog's recipes included", async () => {
    for (const path of [`/plan?week=${WEEK}`, `/plan?week=${WEEK}&action=create&date=2026-06-02&type=1`]) {
      const response = await h.browser.fetch(path);
      await response.text();
      expect(response.headers.get("X-GraphQL-Executors"), path).toBe("fast");
      expect(response.headers.get("X-D1-Round-Trips"), path).toBe("1");
    }
  });
});
