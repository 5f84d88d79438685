import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { presetRange, relativeDayLabel, localToIso, weekOf } from "~/utils/date-ranges";
import { rows, signedInUser, withoutPageMessages } from "./helpers";

const utc = (text: string) => Date.parse(text);
describe("date presets for a fixed clock", () => {
  it("start weeks on Monday, also from a Sunday", () => {
    expect(weekOf(utc("2026-06-03T10:00:00Z"))).toEqual({ start: "2026-06-01", end: "2026-06-07" });
    expect(weekOf(utc("2026-06-07T23:59:00Z"))).toEqual({ start: "2026-06-01", end: "2026-06-07" });
    expect(weekOf(utc("2026-06-01T00:00:00Z"))).toEqual({ start: "2026-06-01", end: "2026-06-07" });
  });

  it("handle month ends, leap years and year ends", () => {
    const newYearsEve = utc("2026-12-31T18:00:00Z");
    expect(presetRange("Today", newYearsEve)).toEqual({ start: "2026-12-31", end: "2026-12-31" });
    expect(presetRange("Tomorrow", newYearsEve)).toEqual({ start: "2027-01-01", end: "2027-01-01" });
    expect(presetRange("This Week", newYearsEve)).toEqual({ start: "2026-12-28", end: "2027-01-03" });
    expect(presetRange("Last Week", newYearsEve)).toEqual({ start: "2026-12-21", end: "2026-12-27" });
    expect(presetRange("This Month", newYearsEve)).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(presetRange("Last Month", newYearsEve)).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(presetRange("Last Month", utc("2027-01-15T12:00:00Z"))).toEqual({ start: "2026-12-01", end: "2026-12-31" });
    expect(presetRange("This Month", utc("2028-02-10T12:00:00Z"))).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(presetRange("Last Month", utc("2026-03-31T12:00:00Z"))).toEqual({ start: "2026-02-01", end: "2026-02-28" });
  });

  it("label days relative to today", () => {
    const now = utc("2026-06-03T10:00:00Z"); // a Wednesday
    expect(relativeDayLabel(utc("2026-06-03T23:00:00Z"), now)).toBe("Today");
    expect(relativeDayLabel(utc("2026-06-04T01:00:00Z"), now)).toBe("Tomorrow");
    expect(relativeDayLabel(utc("2026-06-07T12:00:00Z"), now)).toBe("Sunday");
    expect(relativeDayLabel(utc("2026-06-10T12:00:00Z"), now)).toBe("Jun 10");
  });

  it("turn a local day and time into an ISO timestamp for the user's zone", () => {
    expect(localToIso("2026-06-04", 13, 30, 0)).toBe("2026-06-04T13:30:00.000Z");
    expect(localToIso("2026-06-04", 13, 30, 120)).toBe("2026-06-04T11:30:00.000Z");
    expect(localToIso("2026-02-31", 9, 0, 0)).toBeNull();
  });
});

async function signedIn() {
  const { browser, groupId } = await signedInUser("Mia");
  // Every new group starts with Breakfast, Lunch, Dinner and Snack.
  await testDb
    .prepare(
      "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'soup', 'Tomato Soup', 'Warm and red')",
    )
    .bind(groupId)
    .run();
  const [type] = await rows("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'", groupId);
  const [recipe] = await rows("SELECT id FROM recipes WHERE group_id = ?", groupId);
  const typeId = (type as { id: number }).id;
  const recipeId = (recipe as { id: number }).id;
  /** Submits the create form for the seeded recipe as a Dinner, with `fields` added. */
  const createMeal = (fields: Record<string, string>) =>
    browser.post("/meals?action=create", {
      intent: "create",
      recipe_id: String(recipeId),
      type_id: String(typeId),
      ...fields,
    });
  return { browser, groupId, typeId, recipeId, createMeal };
}

function thisWeek() {
  const week = weekOf(Date.now());
  return week;
}

describe("/meals", () => {
  it("lists the current week by default, grouped by day", async () => {
    const { browser, groupId, typeId } = await signedIn();
    const week = thisWeek();
    await testDb.batch([
      testDb
        .prepare("INSERT INTO meals (group_id, title, type_id, scheduled_date) VALUES (?, 'In week', ?, ?)")
        .bind(groupId, typeId, Date.parse(`${week.start}T12:00:00Z`)),
      testDb
        .prepare("INSERT INTO meals (group_id, title, type_id, scheduled_date) VALUES (?, 'Next week', ?, ?)")
        .bind(groupId, typeId, Date.parse(`${week.end}T12:00:00Z`) + 86_400_000),
      testDb.prepare("INSERT INTO meals (group_id, title, type_id) VALUES (?, 'Someday', ?)").bind(groupId, typeId),
    ]);
    const html = await browser.html("/meals");
    expect(html).toContain("Plan and track your daily meals");
    // The week's meal, and the meal with no date under Unscheduled whatever the range.
    expect(html).toContain("Showing <!-- -->2<!-- --> meal(s)");
    expect(withoutPageMessages(html)).not.toContain("for selected date range");
    expect(html).toContain("In week");
    expect(html).toContain("Someday");
    expect(html).toContain("Unscheduled");
    expect(withoutPageMessages(html)).not.toContain("Next week");

    const all = await browser.html("/meals?all=1");
    expect(all).toContain("Showing <!-- -->3<!-- --> meal(s)");
    expect(all).toContain("Unscheduled");

    const ranged = await browser.html(`/meals?start=${week.start}&end=${week.end}`);
    expect(ranged).toContain(" for selected date range");
    expect(ranged).toContain("Someday");
    // Typed as DD/MM/YYYY, the way the filter shows it.
    const typed = await (
      await browser.fetch(
        `/meals?start=${week.start.split("-").reverse().join("/")}&end=${week.end.split("-").reverse().join("/")}`,
      )
    ).text();
    expect(typed).toContain(" for selected date range");
    expect(typed).toContain(`value="${week.start.split("-").reverse().join("/")}"`);
    const impossible = await browser.html(`/meals?start=31/02/2026&end=01/03/2026`);
    expect(impossible).toContain("Please select both start and end dates.");

    const half = await browser.html(`/meals?start=${week.start}`);
    expect(half).toContain("Please select both start and end dates.");
  });

  it("opens the dialogs named by the query string", async () => {
    const { browser, groupId, typeId } = await signedIn();
    const create = await browser.html("/meals?action=create");
    expect(create).toContain("Create Meal</h2>");
    expect(create).toContain('placeholder="Search..."');
    // The recipe picker speaks English, like the rest of the app.
    expect(create).not.toMatch(/Buscar|Anterior|Siguiente|cargando/);
    expect(create).toContain("Tomato Soup");
    expect(create).toContain("+ Add New Meal Type");

    const [meal] = await rows(
      "INSERT INTO meals (group_id, title, type_id) VALUES (?, 'Leftovers', ?) RETURNING id",
      groupId,
      typeId,
    );
    const id = (meal as { id: number }).id;
    const edit = await browser.html(`/meals?action=edit&id=${id}`);
    expect(edit).toContain("Edit Meal</h2>");
    expect(edit).toContain('value="Leftovers"');
    const del = await browser.html(`/meals?action=delete&id=${id}`);
    expect(del).toContain("Are you sure you want to delete &quot;Leftovers&quot;? This action cannot be undone.");
    const type = await browser.html("/meals?action=create&new_type=1");
    expect(type).toContain("Add New Meal Type</h2>");
  });

  it("goToRecipe opens the recipe page by slug", async () => {
    const { browser, recipeId } = await signedIn();
    const response = await browser.fetch(`/meals?action=goToRecipe&recipe=${recipeId}`);
    expect(response.headers.get("Location")).toBe("/recipes/soup");
  });

  it("creates a meal from a recipe, with the title and description of the recipe", async () => {
    const { browser, groupId, typeId, createMeal } = await signedIn();
    const missing = await browser.post("/meals?action=create", { intent: "create", type_id: String(typeId), date: "" });
    expect(await missing.text()).toContain("All fields except date are required.");
    const response = await createMeal({ date: "2026-06-04", hour: "13", minute: "30" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/meals");
    expect(await rows("SELECT title, description, scheduled_date FROM meals WHERE group_id = ?", groupId)).toEqual([
      { title: "Tomato Soup", description: "Warm and red", scheduled_date: Date.parse("2026-06-04T13:30:00Z") },
    ]);
    expect(await browser.html("/meals")).toContain("Meal created successfully!");
  });

  it("plans a recipe whose title and description hold control characters as a meal without them", async () => {
    const { groupId, recipeId, createMeal } = await signedIn();
    // A recipe saved before meals refused control characters.
    await rows(
      "UPDATE recipes SET title = ?, description = ? WHERE id = ?",
      "Tomato\u000bSoup\u0000",
      "Warm\u000c and\tred\nand thick",
      recipeId,
    );
    const response = await createMeal({ date: "2026-06-04", hour: "13", minute: "30" });
    expect(response.status).toBe(302);
    expect(await rows("SELECT title, description FROM meals WHERE group_id = ?", groupId)).toEqual([
      { title: "Tomato Soup", description: "Warm and\tred\nand thick" },
    ]);
  });

  it("shows times in the visitor's zone: the page's cookie first, else the zone Cloudflare gives, else UTC", async () => {
    const { browser, groupId, typeId } = await signedIn();
    const [meal] = await rows(
      "INSERT INTO meals (group_id, title, type_id, scheduled_date) VALUES (?, 'Late lunch', ?, ?) RETURNING id",
      groupId,
      typeId,
      Date.parse("2026-06-04T10:00:00Z"),
    );
    const page = `/meals/${(meal as { id: number }).id}`;
    const shownTime = async () => /(\d{2}\/\d{2}\/\d{4}) (\d{2}:\d{2})/.exec(await browser.html(page))?.slice(1);

    // Nothing known (no script has run, no zone from the address): UTC.
    expect(await shownTime()).toEqual(["04/06/2026", "10:00"]);
    // Without JavaScript the cookie never comes: the zone of the visitor's address (Tokyo, UTC+9).
    browser.timeZone = "Asia/Tokyo";
    expect(await shownTime()).toEqual(["04/06/2026", "19:00"]);
    browser.timeZone = "Asia/Kolkata";
    expect(await shownTime()).toEqual(["04/06/2026", "15:30"]);
    browser.timeZone = "America/Los_Angeles"; // UTC-8 or -7 by the season of the run
    expect((await shownTime())?.[0]).toBe("04/06/2026");
    expect(["02:00", "03:00"]).toContain((await shownTime())?.[1]);
    // A name no time zone has is ignored.
    browser.timeZone = "Mars/Olympus_Mons";
    expect(await shownTime()).toEqual(["04/06/2026", "10:00"]);
    // The browser's own offset, once its script has stored it, wins over the address's guess.
    browser.timeZone = "Asia/Tokyo";
    browser.timeZoneOffset = -180;
    expect(await shownTime()).toEqual(["04/06/2026", "07:00"]);
  });

  it("edits and deletes a meal", async () => {
    const { browser, groupId, typeId, recipeId } = await signedIn();
    const [meal] = await rows(
      "INSERT INTO meals (group_id, title, type_id, recipe_id) VALUES (?, 'Soup', ?, ?) RETURNING id",
      groupId,
      typeId,
      recipeId,
    );
    const id = String((meal as { id: number }).id);
    const blank = await browser.post(`/meals?action=edit&id=${id}`, {
      intent: "edit",
      id,
      title: " ",
      recipe_id: String(recipeId),
      type_id: String(typeId),
    });
    expect(await blank.text()).toContain("Please fill in all required fields.");
    const edited = await browser.post(`/meals?action=edit&id=${id}`, {
      intent: "edit",
      id,
      title: "Soup & bread",
      description: "",
      recipe_id: String(recipeId),
      type_id: String(typeId),
      date: "",
    });
    expect(edited.status).toBe(302);
    expect(await rows("SELECT title, scheduled_date FROM meals WHERE id = ?", id)).toEqual([
      { title: "Soup & bread", scheduled_date: null },
    ]);
    const deleted = await browser.post(`/meals?action=delete&id=${id}`, { intent: "delete", id });
    expect(deleted.status).toBe(302);
    expect(await rows("SELECT id FROM meals WHERE id = ?", id)).toEqual([]);
    expect(await browser.html("/meals")).toContain("Meal deleted successfully!");
  });

  it("keeps Delete in each row's ⋯ menu, which works without JavaScript", async () => {
    const { browser, groupId, typeId } = await signedIn();
    const [meal] = await rows(
      "INSERT INTO meals (group_id, title, type_id) VALUES (?, 'Leftovers', ?) RETURNING id",
      groupId,
      typeId,
    );
    const id = (meal as { id: number }).id;
    const page = await browser.html("/meals");
    // No red buttons on the list: the row's Delete is inside a <details> named for the meal.
    expect(page).not.toContain("btn-danger");
    const menu = page.match(
      /<details class="row-menu"><summary aria-label="Actions for Leftovers"[^>]*>.*?<\/details>/,
    )?.[0];
    expect(menu).toBeDefined();
    const deleteLink = menu!
      .match(/<a href="([^"]+)"[^>]*>(?:<svg.*?<\/svg>)?Delete<\/a>/)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(deleteLink).toBe(`/meals?action=delete&id=${id}`);

    // The link opens the confirmation, whose form deletes the meal.
    const confirm = await browser.html(deleteLink!);
    expect(confirm).toContain("Are you sure you want to delete &quot;Leftovers&quot;? This action cannot be undone.");
    const deleted = await browser.post(deleteLink!, { intent: "delete", id: String(id) });
    expect(deleted.status).toBe(302);
    expect(await rows("SELECT id FROM meals WHERE id = ?", id)).toEqual([]);
    expect(await browser.html("/meals")).toContain("Meal deleted successfully!");
  });

  it("adds a meal type and comes back to the form with it chosen", async () => {
    const { browser, groupId } = await signedIn();
    const response = await browser.post("/meals?action=create&new_type=1", { intent: "create-type", name: " Brunch " });
    expect(response.status).toBe(302);
    const [type] = await rows("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Brunch'", groupId);
    expect(response.headers.get("Location")).toBe(`/meals?action=create&type=${(type as { id: number }).id}`);
    const page = await browser.html(response.headers.get("Location")!);
    expect(page).toContain("Meal type &quot;Brunch&quot; created successfully!");
  });
});

describe("/home", () => {
  it("shows this week's upcoming meals with relative labels, lists and stats", async () => {
    const { browser, groupId, typeId } = await signedIn();
    const inAnHour = Date.now() + 60 * 60 * 1000;
    await testDb
      .prepare("INSERT INTO meals (group_id, title, type_id, scheduled_date) VALUES (?, 'Soon soup', ?, ?)")
      .bind(groupId, typeId, inAnHour)
      .run();
    await testDb
      .prepare("INSERT INTO shopping_lists (group_id, title, status) VALUES (?, 'Market run', 'active')")
      .bind(groupId)
      .run();
    const html = await browser.html("/home");
    expect(html).toContain("Welcome back!");
    expect(html).toContain("Upcoming Meals");
    // Within the same week an hour from now is today or (near midnight) tomorrow.
    if (weekOf(inAnHour).start === weekOf(Date.now()).start) {
      expect(html).toContain("Soon soup");
      expect(html).toMatch(/(Today|Tomorrow)<\/strong>/);
    }
    expect(html).toContain("Market run");
    expect(html).toContain("Days Planned");
    expect(html).toContain("Plan Meal");
  });
});

describe("meal servings", () => {
  it("are optional, kept when given, and checked", async () => {
    const { groupId, createMeal } = await signedIn();
    const bad = await createMeal({ servings: "0" });
    expect(await bad.text()).toContain("Servings must be a whole number from 1 to 100.");
    const ok = await createMeal({ servings: "6" });
    expect(ok.status).toBe(302);
    expect(await rows("SELECT servings FROM meals WHERE group_id = ?", groupId)).toEqual([{ servings: 6 }]);
  });
});
