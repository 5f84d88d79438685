import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { progressStep } from "~/features/shopping/lib/money";
import { rows, signedInUser, signedInWithBreadList, withoutPageMessages } from "./helpers";

/** A page without the messages it carries for the browser (every word of its areas, shown or not). */

async function signedInWithList() {
  const { breadId, ...rest } = await signedInWithBreadList("Lou", "Market");
  return { ...rest, itemId: breadId };
}

describe("money and progress helpers", () => {
  it("format euros with two decimals and step progress colours at 25/50/75/100", async () => {
    const { browser, groupId, listId } = await signedInWithList();
    // Bread at €2.50 and two lines of 10 and 20 cents: the total is counted in cents.
    for (const [name, cents] of [
      ["Salt", 10],
      ["Pepper", 20],
    ] as const)
      await rows(
        "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, ?, 1, 'pcs', ?, 'Other')",
        groupId,
        listId,
        name,
        cents,
      );
    expect(await browser.html(`/shopping-lists/${listId}`)).toContain("Total price €2.80");
    expect([0, 24, 25, 49, 50, 75, 99, 100].map(progressStep)).toEqual([0, 0, 25, 25, 50, 75, 75, 100]);
  });
});

describe("shopping screens without JavaScript", () => {
  it("tick an item with a plain form and say so", async () => {
    const { browser, listId, itemId } = await signedInWithList();
    const response = await browser.post(`/shopping-lists/${listId}`, {
      intent: "toggle",
      id: String(itemId),
      is_bought: "true",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/shopping-lists/${listId}`);
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", itemId)).toEqual([{ is_bought: 1 }]);
    const page = await browser.html(`/shopping-lists/${listId}`);
    expect(page).toContain("Item marked as completed!");
    await browser.post(`/shopping-lists/${listId}`, { intent: "toggle", id: String(itemId), is_bought: "false" });
    expect(await browser.html(`/shopping-lists/${listId}`)).toContain("Item marked as pending!");
  });

  it("check the create form with the spec's messages and write nothing", async () => {
    const { browser, groupId } = await signedInWithList();
    const create = (title: string, start_date: string, end_date: string) =>
      browser.postHtml("/shopping-lists?action=create", { intent: "create", title, start_date, end_date });
    const html = await create("", "2026-06-05", "2026-06-01");
    expect(html).toContain("Shopping list name is required");
    expect(html).toContain("End date must be after start date");
    const missing = await create("X", "", "");
    expect(missing).toContain("Start date is required");
    expect(missing).toContain("End date is required");
    // A day the calendar does not have is named as such, not as a missing one.
    const noSuchDay = await create("X", "31/02/2026", "01/03/2026");
    expect(noSuchDay).toContain("Start date must be a real day, as DD/MM/YYYY");
    expect(noSuchDay).not.toContain("Start date is required");
    expect(noSuchDay).toMatch(/value="31\/02\/2026"/);
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
  });

  it("say that a quick-add amount which is no number is no number", async () => {
    const { browser, listId, groupId } = await signedInWithList();
    const html = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "quick-add",
      list_id: String(listId),
      name: "Milk",
      quantity: "abc",
    });
    expect(html).toContain("Quantity must be a number, such as 2, 0.5 or ½");
    expect(html).not.toContain("Quantity must be greater than 0");
    const zero = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "quick-add",
      list_id: String(listId),
      name: "Milk",
      quantity: "0",
    });
    expect(zero).toContain("Quantity must be greater than 0");
    expect(await rows("SELECT name FROM shopping_items WHERE group_id = ?", groupId)).toEqual([{ name: "Bread" }]);
  });

  it("check items with the spec's messages", async () => {
    const { browser, listId } = await signedInWithList();
    const html = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "add-item",
      list_id: String(listId),
      name: "",
      quantity: "0",
      unit: "",
      price: "-1",
      type: "",
    });
    for (const message of [
      "Name is required",
      "Quantity must be greater than 0",
      "Unit is required",
      "Price must be 0 or greater",
      "Type is required",
    ])
      expect(html).toContain(message);
    const noList = await browser.postHtml(`/shopping-lists/${listId}`, {
      intent: "add-item",
      name: "Milk",
      quantity: "1",
      unit: "l",
      price: "1",
      type: "Dairy",
    });
    expect(noList).toContain("No shopping list available");
  });

  it("switch a list's status from the card", async () => {
    const { browser, listId } = await signedInWithList();
    const response = await browser.post("/shopping-lists", {
      intent: "status",
      id: String(listId),
      status: "completed",
    });
    expect(response.status).toBe(302);
    expect(await rows("SELECT status FROM shopping_lists WHERE id = ?", listId)).toEqual([{ status: "completed" }]);
    const completed = await browser.html("/shopping-lists?status=completed");
    expect(completed).toContain("Market");
    expect(await browser.html("/shopping-lists?status=pending")).not.toContain(">Market<");
  });

  it("show 'Shopping List Not Found' and go back to the lists", async () => {
    const { browser } = await signedInWithList();
    const response = await browser.fetch("/shopping-lists/999999");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Shopping List Not Found");
    expect(html).toContain('content="3;url=/shopping-lists"');
  });

  it("list every item with filters and summary cards", async () => {
    const { browser, groupId, listId } = await signedInWithList();
    await testDb
      .prepare(
        "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, is_bought, type) VALUES (?, ?, 'Apples', 6, 'pcs', 1, 'Fruit')",
      )
      .bind(groupId, listId)
      .run();
    const all = await browser.html("/shopping-items");
    expect(all).toContain("Bread");
    expect(all).toContain("Apples");
    expect(all).toContain("View List");
    const completed = await browser.html("/shopping-items?status=completed");
    expect(completed).toContain("Apples");
    expect(completed).not.toContain(">1 bread<");
    const search = await browser.html("/shopping-items?q=brea");
    expect(search).toContain(">1 bread<");
    expect(search).not.toContain(">Apples<");
  });
});

describe("syncing a list from the plan", () => {
  async function plannedHousehold() {
    const signedIn = await signedInUser("Noa");
    const { groupId } = signedIn;
    const [recipe] = await rows(
      "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'soup', 'Soup', 'Leek soup') RETURNING id",
      groupId,
    );
    const recipeId = (recipe as { id: number }).id;
    const ingredient = async (name: string, position: number) => {
      const [row] = await rows(
        "INSERT INTO ingredients (group_id, name, type) VALUES (?, ?, 'Vegetable') RETURNING id",
        groupId,
        name,
      );
      await rows(
        "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES (?, ?, 2, 'pcs', ?)",
        recipeId,
        (row as { id: number }).id,
        position,
      );
    };
    await ingredient("Leek", 0);
    await ingredient("Potato", 1);
    const [type] = await rows("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'", groupId);
    const meal = (day: number) =>
      rows(
        "INSERT INTO meals (group_id, title, recipe_id, type_id, scheduled_date) VALUES (?, 'Soup', ?, ?, ?)",
        groupId,
        recipeId,
        (type as { id: number }).id,
        Date.UTC(2026, 11, day, 18),
      );
    await meal(1);
    return { ...signedIn, meal };
  }

  it("titles the list after the days chosen, until a title is typed (without JavaScript too)", async () => {
    const { browser } = await plannedHousehold();
    const step1 = await browser.html("/shopping-lists?action=sync&step=1&start=2026-11-30&end=2026-12-06");
    expect(step1).toMatch(
      /name="title"[^>]*value="Week of 30\/11\/2026"|value="Week of 30\/11\/2026"[^>]*name="title"/,
    );
    expect(step1).toContain('name="auto_title" value="Week of 30/11/2026"');

    // The days changed and the title left as it was: it follows them.
    const next = (title: string, autoTitle: string | null, start: string, end: string) =>
      browser.fetch(
        `/shopping-lists?${new URLSearchParams({
          action: "sync",
          step: "2",
          title,
          ...(autoTitle === null ? {} : { auto_title: autoTitle }),
          start,
          end,
        })}`,
      );
    const moved = await next("Week of 23/11/2026", "Week of 23/11/2026", "30/11/2026", "06/12/2026");
    expect(moved.status).toBe(302);
    const location = new URL(moved.headers.get("Location")!, "http://localhost");
    expect(location.searchParams.get("title")).toBe("Week of 30/11/2026");
    expect(location.searchParams.get("auto_title")).toBe("Week of 30/11/2026");
    const days = await next("Week of 23/11/2026", "Week of 23/11/2026", "30/11/2026", "03/12/2026");
    expect(new URL(days.headers.get("Location")!, "http://localhost").searchParams.get("title")).toBe(
      "30/11 – 03/12/2026",
    );
    // A title typed is kept.
    expect((await next("Soup week", "Week of 23/11/2026", "30/11/2026", "06/12/2026")).status).toBe(200);
    expect((await next("Soup week", null, "30/11/2026", "06/12/2026")).status).toBe(200);
  });

  it("updates the range's list when synced again, whatever the title, and says what it did", async () => {
    const { browser, groupId, meal } = await plannedHousehold();
    const sync = async (title: string) => {
      const response = await browser.post("/shopping-lists?action=sync&step=3", {
        intent: "sync",
        title,
        start_date: "30/11/2026",
        end_date: "06/12/2026",
      });
      expect(response.status).toBe(302);
      return browser.html(response.headers.get("Location")!);
    };
    expect(await sync("Week of 30/11/2026")).toContain(
      "Shopping list &quot;Week of 30/11/2026&quot; created successfully!",
    );
    expect(await sync("Week of 30/11/2026")).toContain(
      "Shopping list &quot;Week of 30/11/2026&quot; is already up to date.",
    );
    await meal(3);
    await rows("DELETE FROM shopping_items WHERE group_id = ? AND name = 'Potato'", groupId);
    expect(await sync("Soup again")).toContain("Shopping list &quot;Week of 30/11/2026&quot; updated with 2 changes.");
    expect(await rows("SELECT title, start_date, end_date FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([
      { title: "Week of 30/11/2026", start_date: "2026-11-30", end_date: "2026-12-06" },
    ]);
    expect(
      await rows(
        "SELECT i.name, i.quantity FROM shopping_items i JOIN shopping_lists l ON l.id = i.list_id WHERE l.group_id = ? ORDER BY i.name",
        groupId,
      ),
    ).toEqual([
      { name: "Leek", quantity: 4 },
      { name: "Potato", quantity: 4 },
    ]);
  });

  it("reviews amounts as cooks write them and says Update List for a range synced before", async () => {
    const { browser, groupId } = await plannedHousehold();
    const [recipe] = await rows("SELECT id FROM recipes WHERE group_id = ? AND slug = 'soup'", groupId);
    const [salt] = await rows(
      "INSERT INTO ingredients (group_id, name, type) VALUES (?, 'Salt', 'Spice') RETURNING id",
      groupId,
    );
    // A line without an amount ("salt, to taste") stores 0 and no unit.
    await rows(
      "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES (?, ?, 0, '', 2)",
      (recipe as { id: number }).id,
      (salt as { id: number }).id,
    );
    const step3 = (start: string, end: string) =>
      browser.html(`/shopping-lists?${new URLSearchParams({ action: "sync", step: "3", title: "Soup", start, end })}`);
    const cells = (html: string) =>
      [...html.matchAll(/<tr><td>([^<]*)<\/td><td>(.*?)<\/td>/g)].map(([, name, amount]) => [name, amount]).sort();

    const first = await step3("30/11/2026", "06/12/2026");
    expect(cells(first)).toEqual([
      ["Leek", "2"],
      ["Potato", "2"],
      // No amount: the list will gather it under "Check you have", and the review says so.
      ["Salt", "Check you have"],
    ]);
    expect(first).toContain(">Create List</button>");
    expect(withoutPageMessages(first)).not.toContain("Update List");

    const synced = await browser.post("/shopping-lists?action=sync&step=3", {
      intent: "sync",
      title: "Soup",
      start_date: "30/11/2026",
      end_date: "06/12/2026",
    });
    expect(synced.status).toBe(302);
    // The same days again: the sync updates that list, and the button says so.
    const again = await step3("30/11/2026", "06/12/2026");
    expect(again).toContain(">Update List</button>");
    expect(withoutPageMessages(again)).not.toContain("Create List");
    // Other days make a new list.
    expect(await step3("30/11/2026", "05/12/2026")).toContain(">Create List</button>");
    expect(
      await rows("SELECT title, start_date, end_date, synced FROM shopping_lists WHERE group_id = ?", groupId),
    ).toEqual([{ title: "Soup", start_date: "2026-11-30", end_date: "2026-12-06", synced: 1 }]);
  });

  it("shows a list being shopped as active, on its card and in the home's count", async () => {
    const { browser, groupId } = await signedInUser("Ivy");
    const [list] = await rows(
      "INSERT INTO shopping_lists (group_id, title) VALUES (?, 'Big shop') RETURNING id",
      groupId,
    );
    const listId = (list as { id: number }).id;
    const [item] = await rows(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit) VALUES (?, ?, 'Rice', 1, 'kg') RETURNING id",
      groupId,
      listId,
    );
    const stat = (html: string) => /<strong>(\d+)<\/strong>(?:\s|<!-- -->)*Active shopping lists/.exec(html)?.[1];
    expect(stat(await browser.html("/home"))).toBe("0");
    await browser.post(`/shopping-lists/${listId}`, {
      intent: "toggle",
      id: String((item as { id: number }).id),
      is_bought: "true",
    });
    expect(await rows("SELECT status FROM shopping_lists WHERE id = ?", listId)).toEqual([{ status: "active" }]);
    const home = await browser.html("/home");
    expect(stat(home)).toBe("1");
    expect(home).toMatch(/Big shop<\/a> <span class="badge status-badge status-active">active<\/span>/);
  });
});
