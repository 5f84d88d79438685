import { describe, expect, it } from "vitest";
import { readCookFilter } from "~/features/cook/cook.server";
import { linesToAdd, openListsByRecency, splitMissing } from "~/features/cook/lib/missing";
import { dinnerTypeOf } from "~/features/cook/lib/tonight";
import { rows, signedInUser, type Browser } from "./helpers";

describe("what can I cook, its helpers", () => {
  it("reads the filters in the URL, and anything else as no filter", () => {
    const filter = (search: string) => readCookFilter(new URL(`http://x/cook${search}`));
    expect(filter("")).toEqual({ time: null, category: null, list: null });
    expect(filter("?time=30&category=4&list=9")).toEqual({ time: 30, category: 4, list: 9 });
    expect(filter("?time=20&category=-1&list=x")).toEqual({ time: null, category: null, list: null });
    expect(filter("?time=&category=")).toEqual({ time: null, category: null, list: null });
  });

  it("plans tonight as the dinner type, else the latest in the evening, else the first", () => {
    const type = (id: number, name: string, default_time: string | null) => ({ id, name, default_time });
    const breakfast = type(1, "Breakfast", "08:00");
    expect(dinnerTypeOf([breakfast, type(2, "Family supper", "18:30"), type(3, "Late", "22:00")])?.id).toBe(2);
    expect(dinnerTypeOf([breakfast, type(2, "DINNER", null)])?.id).toBe(2);
    expect(dinnerTypeOf([breakfast, type(2, "Tea", "17:30"), type(3, "Nightcap", "21:00")])?.id).toBe(3);
    expect(dinnerTypeOf([breakfast, type(2, "Lunch", "12:30")])?.id).toBe(1);
    expect(dinnerTypeOf([])).toBeNull();
  });

  it("adds each missing line once, and none a list holds unbought, whatever the case", () => {
    const lines = [
      { name: "Eggs", is_bought: false },
      { name: "milk", is_bought: false },
      { name: "Flour", is_bought: true },
    ];
    const missing = (name: string, quantity = 1, unit = "pcs") => ({ name, quantity, unit });
    expect(
      linesToAdd(
        [
          missing("eggs"),
          missing("Milk "),
          missing("Flour", 200, "g"),
          missing("Spinach ", 150, "g"),
          missing("spinach"),
        ],
        lines,
      ),
    ).toEqual({ add: [missing("Flour", 200, "g"), missing("Spinach", 150, "g")], already: 2 });
    expect(linesToAdd([missing("Eggs")], lines)).toEqual({ add: [], already: 1 });
  });

  it("names the first four missing and folds the rest, never just one", () => {
    expect(splitMissing(["a", "b", "c", "d", "e"])).toEqual({ first: ["a", "b", "c", "d", "e"], more: [] });
    expect(splitMissing(["a", "b", "c", "d", "e", "f"])).toEqual({ first: ["a", "b", "c", "d"], more: ["e", "f"] });
  });

  it("offers the open lists, most recently changed first", () => {
    const list = (id: number, status: string, updated_at: string) => ({ id, status, updated_at });
    expect(
      openListsByRecency([
        list(1, "active", "2026-06-01T10:00:00.000Z"),
        list(2, "completed", "2026-06-09T10:00:00.000Z"),
        list(3, "pending", "2026-06-05T10:00:00.000Z"),
      ]).map((open) => open.id),
    ).toEqual([3, 1]);
  });
});

/** A household whose group holds one recipe and, with `list`, an active list holding an unbought "Eggs". */
async function household(list: boolean) {
  const { browser, groupId } = await signedInUser("Cody");
  const [recipe] = await rows(
    "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'frittata', 'Frittata', 'Eggs and greens') RETURNING id",
    groupId,
  );
  const listId = list
    ? (
        (
          await rows(
            "INSERT INTO shopping_lists (group_id, title, status) VALUES (?, 'Saturday', 'active') RETURNING id",
            groupId,
          )
        )[0] as { id: number }
      ).id
    : null;
  if (listId)
    await rows(
      "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, 'Eggs', 6, 'pcs', 0, 'Dairy')",
      groupId,
      listId,
    );
  return { browser, groupId, recipeId: (recipe as { id: number }).id, listId };
}

/** Posts a card's missing lines: [name, quantity, unit], as the card's hidden fields send them. */
const addMissing = (browser: Browser, missing: [string, number, string][], listId: number | null) => {
  const form = new URLSearchParams({ intent: "add-missing", list_id: listId ? String(listId) : "" });
  for (const [name, quantity, unit] of missing) {
    form.append("missing", name);
    form.append("missing_quantity", String(quantity));
    form.append("missing_unit", unit);
  }
  return browser.fetch("/cook?time=30", { method: "POST", body: form });
};

const lines = (groupId: number) =>
  rows(
    "SELECT l.title, i.name, i.quantity, i.unit, i.type FROM shopping_items i JOIN shopping_lists l ON l.id = i.list_id WHERE i.group_id = ? ORDER BY i.id",
    groupId,
  );

describe("what can I cook's one-tap forms, without JavaScript", () => {
  it("adds what is lacking to the list once, and comes back to the filters", async () => {
    const { browser, groupId, listId } = await household(true);
    const missing: [string, number, string][] = [
      ["eggs", 2, "pcs"],
      ["Spinach", 150, "g"],
      // A line without an amount goes on as a quick add does: one of it.
      ["Feta", 0, ""],
    ];
    const added = await addMissing(browser, missing, listId);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/cook?time=30");
    expect(await lines(groupId)).toEqual([
      { title: "Saturday", name: "Eggs", quantity: 6, unit: "pcs", type: "Dairy" },
      { title: "Saturday", name: "Spinach", quantity: 150, unit: "g", type: "Other" },
      { title: "Saturday", name: "Feta", quantity: 1, unit: "pcs", type: "Other" },
    ]);
    expect(await browser.html("/cook?time=30")).toContain("Added 2 items to Saturday (1 was on it already).");

    await addMissing(browser, missing, listId);
    expect(await lines(groupId)).toHaveLength(3);
    expect(await browser.html("/cook")).toContain("Nothing added: Saturday has all of it already.");
  });

  it("makes a Shopping list for a group with no open list", async () => {
    const { browser, groupId } = await household(false);
    expect((await addMissing(browser, [["Feta", 200, "g"]], null)).status).toBe(302);
    expect(await lines(groupId)).toEqual([
      { title: "Shopping", name: "Feta", quantity: 200, unit: "g", type: "Other" },
    ]);
  });

  it.each([
    ["east of UTC", 14 * 60],
    ["west of UTC", -11 * 60],
  ])("plans the recipe at the group's Dinner on the viewer's own day (%s)", async (_, offset) => {
    const { browser, groupId, recipeId } = await household(false);
    browser.timeZoneOffset = offset;
    const planned = await browser.post("/cook", { intent: "plan", recipe_id: String(recipeId) });
    expect(planned.status).toBe(302);
    const theirDay = new Date(Date.now() + offset * 60_000);
    const theirDinner =
      Date.UTC(theirDay.getUTCFullYear(), theirDay.getUTCMonth(), theirDay.getUTCDate(), 19) - offset * 60_000;
    expect(
      await rows(
        "SELECT m.title, m.recipe_id, t.name AS type, m.scheduled_date FROM meals m JOIN meal_types t ON t.id = m.type_id WHERE m.group_id = ?",
        groupId,
      ),
    ).toEqual([{ title: "Frittata", recipe_id: recipeId, type: "Dinner", scheduled_date: theirDinner }]);
    const page = await browser.html("/cook");
    expect(page).toContain("Planned &quot;Frittata&quot; for tonight: Dinner at 19:00.");
    expect(page).toContain('href="/plan"');
  });
});
