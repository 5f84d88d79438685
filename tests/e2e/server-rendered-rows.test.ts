import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE, PHONE_AND_DESKTOP } from "./browser";
import { confirmDeletion } from "./dialogs";

/**
 * The meals list and the recipe cards are kept as the server wrote them while the page hydrates
 * (React claims the block, not its rows). Everything in them must still work as on any page: row
 * links navigate without a document load, one row menu opens at a time and closes on Escape, a
 * tap elsewhere or a chosen link, a dialog opened over the rows leaves them as they are, a change
 * to the meals renders them again, and a photo that does not load becomes the placeholder. The
 * week planner's cards also drag to another day or to the tray straight after the page loads.
 */

/** Whether React owns the element (it marks every node it hydrated or rendered). */
const ownedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));

/** Waits for the page's hydration: React has claimed the page's main element. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector("main.page")!).some((key) => key.startsWith("__reactFiber$")),
  );

/** A household with three recipes (one photo whose server refuses) and a meal of each this week. */
async function household() {
  const account = await registerAccount("Rhea", "Rows");
  const gql = await graphqlAs(account);
  const titles = ["Barley stew", "Chickpea curry", "Fennel salad"];
  const ids: number[] = [];
  for (const [index, title] of titles.entries()) {
    const { createRecipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
      d: {
        title,
        description: `${title} for two`,
        category: "Mains",
        ingredients: [{ name: "Onion", quantity: 1, unit: "pcs" }],
        // Nothing listens on port 9: the photo fails to load.
        image: index === 0 ? "https://127.0.0.1:9/stew.jpg" : null,
      },
    });
    ids.push(createRecipe.id);
  }
  const { mealTypes } = await gql(`{ mealTypes { id name } }`);
  const dinner = mealTypes.find((type: { name: string }) => type.name === "Dinner").id;
  const today = new Date();
  today.setUTCHours(12, 0, 0, 0);
  for (const [index, id] of ids.entries()) {
    await gql(
      `mutation($r: Int!, $t: String!, $type: Int!, $d: String!) { createMeal(recipe_id: $r, title: $t, type_id: $type, scheduled_date: $d) { id } }`,
      { r: id, t: titles[index], type: dinner, d: new Date(today.getTime() + index * 3_600_000).toISOString() },
    );
  }
  return { account, gql, titles };
}

describe.each(PHONE_AND_DESKTOP)("rows kept as the server wrote them, at %s width", (_name, viewport) => {
  it("work on /meals as any rows do, and render again when the meals change", async () => {
    const { account, gql, titles } = await household();
    const page = await signedInPage(account, viewport);
    await page.goto("/meals");
    await hydrated(page);
    const block = page.locator(".day-groups");
    const rows = block.locator("tr:has(td)");
    expect(await rows.count()).toBe(3);
    // Hydrated, but not row by row.
    expect(await ownedByReact(block)).toBe(true);
    expect(await ownedByReact(rows.first())).toBe(false);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

    // One menu open at a time; Escape closes it; a tap elsewhere too.
    const menu = (title: string) => page.getByLabel(`Actions for ${title}`, { exact: true });
    await menu(titles[0]!).click();
    await menu(titles[2]!).click();
    expect(await page.locator("details.row-menu[open]").count()).toBe(1);
    expect(await page.locator("details.row-menu[open] summary").getAttribute("aria-label")).toBe(
      `Actions for ${titles[2]}`,
    );
    await page.keyboard.press("Escape");
    expect(await page.locator("details.row-menu[open]").count()).toBe(0);
    await menu(titles[1]!).click();
    await page.locator("h1").click();
    expect(await page.locator("details.row-menu[open]").count()).toBe(0);

    // A dialog over the rows: opened by a row link without a document load, the rows untouched.
    await rows.filter({ hasText: titles[1] }).getByRole("link", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Meal" }).waitFor();
    expect(await sameDocument()).toBe(true);
    expect(await ownedByReact(rows.first())).toBe(false);
    await page.getByRole("dialog", { name: "Edit Meal" }).getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Edit Meal" }).waitFor({ state: "detached" });

    // Delete from a row's menu: the menu closes on the link, the rows render again without the meal.
    await menu(titles[0]!).click();
    await page.locator("details.row-menu[open]").getByRole("link", { name: "Delete" }).click();
    expect(await page.locator("details.row-menu[open]").count()).toBe(0);
    await confirmDeletion(page, "Meal", titles[0]!);
    await rows.filter({ hasText: titles[0] }).waitFor({ state: "detached" });
    expect(await rows.count()).toBe(2);
    expect(await ownedByReact(rows.first())).toBe(true);
    expect(await sameDocument()).toBe(true);
    const { meals } = await gql(`{ meals { title } }`);
    expect(meals.map((meal: { title: string }) => meal.title).sort()).toEqual([titles[1], titles[2]]);

    // A row's title opens its meal.
    await rows.getByRole("link", { name: titles[2] }).click();
    await page.waitForURL(/\/meals\/\d+$/);
    expect(await sameDocument()).toBe(true);
  });

  it("work on /recipes: a card opens its recipe, a photo that fails shows the placeholder", async () => {
    const { account, titles } = await household();
    const page = await signedInPage(account, viewport);
    await page.goto("/recipes");
    await hydrated(page);
    const grid = page.locator(".card-grid");
    const cards = grid.locator("article.card");
    expect(await cards.count()).toBe(3);
    expect(await ownedByReact(cards.first())).toBe(false);
    const stew = cards.filter({ hasText: titles[0] });
    await stew.locator(".card-photo.photo-placeholder").waitFor();
    expect(await stew.locator("img").count()).toBe(0);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await stew.getByRole("link", { name: titles[0] }).click();
    await page.waitForURL(/\/recipes\/barley-stew$/);
    await page.getByRole("heading", { name: titles[0], level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

describe("the planner's week kept as the server wrote it", () => {
  it("drags a meal to another day and to the tray straight after the page loads", async () => {
    const { account, gql, titles } = await household();
    const page = await signedInPage(account, DESKTOP);
    await page.goto("/plan");
    await hydrated(page);
    const cards = page.locator("article.plan-meal");
    expect(await cards.count()).toBe(3);
    expect(await ownedByReact(page.locator(".plan-layout"))).toBe(true);
    expect(await ownedByReact(cards.first())).toBe(false);
    await page.locator('article.plan-meal[draggable="true"]').first().waitFor();

    const { meals: before } = await gql(`{ meals { id title scheduled_date type { name } } }`);
    const stew = before.find((meal: { title: string }) => meal.title === titles[0]);
    const from = new Date(stew.scheduled_date);
    const days = await page
      .locator("section.plan-day")
      .evaluateAll((all) => all.map((day) => day.getAttribute("data-day")!));
    const today = from.toISOString().slice(0, 10);
    const otherDay = days.find((day) => day !== today)!;
    const { mealTypes } = await gql(`{ mealTypes { id name } }`);
    const lunch = mealTypes.find((type: { name: string }) => type.name === "Lunch").id;

    await cards.filter({ hasText: titles[0] }).dragTo(page.locator(`[data-slot="${otherDay}:${lunch}"]`));
    await page.getByText("Meal moved.").waitFor();
    await page.locator(`[data-slot="${otherDay}:${lunch}"] article.plan-meal`, { hasText: titles[0] }).waitFor();
    const moved = (await gql(`{ meals { title scheduled_date type { name } } }`)).meals.find(
      (meal: { title: string }) => meal.title === titles[0],
    );
    expect(moved.type.name).toBe("Lunch");
    expect(moved.scheduled_date.slice(0, 10)).toBe(otherDay);

    // After a reload the week is server markup again; a card drags to the tray.
    await page.reload();
    await hydrated(page);
    expect(await ownedByReact(cards.first())).toBe(false);
    await page.locator('article.plan-meal[draggable="true"]').first().waitFor();
    await cards.filter({ hasText: titles[1] }).dragTo(page.locator('[data-slot="tray"]'));
    await page.getByText("Meal moved to No date.").waitFor();
    await page.locator('[data-slot="tray"] article.plan-meal', { hasText: titles[1] }).waitFor();
    const undated = (await gql(`{ meals { title scheduled_date } }`)).meals.find(
      (meal: { title: string }) => meal.title === titles[1],
    );
    expect(undated.scheduled_date).toBeNull();
    expect(await page.locator(".drop-over").count()).toBe(0);
  });
});

describe("blocks below the first screen", () => {
  it("are laid out when scrolled near, and a row menu opened in one is not clipped at its edge", async () => {
    // A week with four meals a day: on a phone most days are far below the first screen.
    const account = await registerAccount("Oona", "Offscreen");
    const gql = await graphqlAs(account);
    const { mealTypes } = await gql(`{ mealTypes { id name } }`);
    const monday = new Date();
    monday.setUTCHours(12, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    for (let day = 0; day < 7; day++)
      for (const [index, type] of mealTypes.slice(0, 4).entries())
        await gql(
          `mutation($t: String!, $type: Int!, $d: String!) { createMeal(title: $t, type_id: $type, scheduled_date: $d) { id } }`,
          {
            t: `Meal ${day + 1}.${index + 1}`,
            type: type.id,
            d: new Date(monday.getTime() + day * 86_400_000 + index * 3_600_000).toISOString(),
          },
        );
    const page = await signedInPage(account, PHONE);
    await page.goto("/meals");
    await hydrated(page);
    const days = page.locator(".day-group");
    expect(await days.count()).toBe(7);
    const lastDay = days.last();
    const lastRow = lastDay.locator("tr:has(td)").last();
    expect(await lastDay.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("auto");
    const rendered = () => lastRow.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);

    // The row at the top of the screen, so that its menu opens on screen below it.
    await lastRow.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await expect.poll(rendered).toBe(true);
    await page.getByLabel("Actions for Meal 7.4", { exact: true }).click();
    const deleteLink = lastRow.getByRole("link", { name: "Delete" });
    // Laying out the blocks above can move the page after the click; bring the menu to the middle of the
    // screen, where elementFromPoint can see it, before measuring.
    await deleteLink.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const [link, day] = [await deleteLink.boundingBox(), await lastDay.boundingBox()];
    // The menu reaches past its day's block, and what shows there is the menu.
    expect(link!.y + link!.height).toBeGreaterThan(day!.y + day!.height);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.textContent,
      [link!.x + link!.width / 2, link!.y + link!.height - 2],
    );
    expect(hit).toBe("Delete");
  });
});
