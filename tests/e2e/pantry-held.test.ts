import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createRecipe, graphqlAs, pantryAmounts, registerAccount, signedInPage } from "./accounts";
import { PHONE, DESKTOP, typeInto } from "./browser";
import { utcDay } from "./days";
import { editInDialog } from "./dialogs";

/**
 * The pantry between two shops: food bought for Tuesday's dinner is held for it when Thursday's
 * list is synced (the line says why), and a line added by hand, once ticked, is in the pantry,
 * with JavaScript and without, and holds the amount the line says once corrected after the tick.
 * What D1 holds is read through the API.
 */

const DAY = 86_400_000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const today = Math.floor(Date.now() / DAY) * DAY;
/** The first Tuesday at least two days from today, and the Thursday after it. */
const tuesday = today + (2 + ((2 - new Date(today + 2 * DAY).getUTCDay() + 7) % 7)) * DAY;
const thursday = tuesday + 2 * DAY;
const typed = (ms: number) => utcDay(new Date(ms)).split("-").reverse().join("/");

type Gql = Awaited<ReturnType<typeof graphqlAs>>;

async function plan(gql: Gql, type: number, title: string, day: number) {
  const recipe = await createRecipe(gql, title, [{ name: "Salmon", quantity: 400, unit: "g" }]);
  await gql(
    `mutation($r: Int!, $t: Int!, $d: String, $title: String!) { createMeal(title: $title, recipe_id: $r, type_id: $t, scheduled_date: $d, servings: 2) { id } }`,
    { r: recipe, t: type, d: new Date(day + 18 * 3_600_000).toISOString(), title },
  );
}

type Item = { name: string; quantity: number; unit: string; is_bought: boolean; held_for?: string | null };

/** A list's items through the API, with what meals hold (`held`) or without. */
const items = async (gql: Gql, id: number, held = false): Promise<Item[]> =>
  (
    await gql(
      held
        ? `query($id: Int!) { shoppingList(id: $id) { items { name quantity unit is_bought held_for } } }`
        : `query($id: Int!) { shoppingList(id: $id) { items { name quantity unit is_bought } } }`,
      { id },
    )
  ).shoppingList.items;

describe("food held for planned meals", () => {
  it("asks for Thursday's salmon though Tuesday's is at home, and says it is Tuesday's", async () => {
    const account = await registerAccount("Hal", "Held");
    const gql = await graphqlAs(account);
    const type = (await gql(`mutation { createMealType(name: "Supper") { id } }`)).createMealType.id;
    await plan(gql, type, "Salmon traybake", tuesday);
    await plan(gql, type, "Salmon salad", thursday);
    // Tuesday's shop: synced and all bought.
    const { syncShoppingList: first } = await gql(
      `mutation($s: String!) { syncShoppingList(title: "Tuesday", start_date: $s, end_date: $s) { id items { id } } }`,
      { s: typed(tuesday) },
    );
    for (const item of first.items as { id: number }[])
      await gql(`mutation($i: Int!) { updateShoppingItem(id: $i, is_bought: true) { id } }`, { i: item.id });
    expect(await pantryAmounts(gql)).toEqual({ Salmon: "400 g" });

    const page = await signedInPage(account, PHONE);
    await page.goto("/shopping-lists");
    await page.getByRole("link", { name: "Sync Meals Shopping List" }).click();
    const sync = page.getByRole("dialog", { name: "Sync Meals Shopping List" });
    await typeInto(sync.getByLabel("Title"), "Thursday");
    await typeInto(sync.getByLabel("Start date"), typed(thursday));
    await typeInto(sync.getByLabel("End date"), typed(thursday));
    await sync.getByRole("button", { name: "Next" }).click();
    await sync.getByText("Step 2 of 3 · Review Meals").waitFor();
    await sync.getByRole("link", { name: "Next" }).click();
    await sync.getByText("Step 3 of 3 · Review Ingredients").waitFor();
    const reason = `400 g at home are for ${WEEKDAYS[new Date(tuesday).getUTCDay()]}'s Salmon traybake`;
    // The preview says it before the list is made.
    await sync.getByRole("row", { name: `Salmon 400 g ${reason} 1` }).waitFor();
    await sync.getByRole("button", { name: "Create List" }).click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);

    const salmon = page.locator(".item-row", { hasText: "Salmon" });
    await salmon.getByText(reason).waitFor();
    expect(await salmon.textContent()).toContain("400 g");
    const listId = Number(/\/shopping-lists\/(\d+)$/.exec(page.url())![1]);
    expect(await items(gql, listId, true)).toEqual([
      { name: "Salmon", quantity: 400, unit: "g", is_bought: false, held_for: reason },
    ]);

    // Synced from an English page, the note is read in German once the account reads German.
    await page.goto("/user");
    await page.locator('select[name="locale"]').selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await page.locator(".toasts").getByText("Larder spricht jetzt Deutsch.").waitFor();
    await page.goto(`/shopping-lists/${listId}`);
    const tuesdayInGerman = new Intl.DateTimeFormat("de", { weekday: "long", timeZone: "UTC" }).format(tuesday);
    const german = `400 g im Vorrat: für Salmon traybake am ${tuesdayInGerman}`;
    await page.locator(".item-row", { hasText: "Salmon" }).getByText(german).waitFor();
    expect(await page.locator(".item-row", { hasText: "Salmon" }).textContent()).not.toContain(reason);
  });
});

describe("what can I cook, with meals planned", () => {
  it.each([
    ["with JavaScript", true, DESKTOP],
    ["without JavaScript", false, PHONE],
  ] as const)("leaves the salmon held for tomorrow's meal to it, %s", async (_mode, javaScript, viewport) => {
    const account = await registerAccount("Coco", "Held");
    const gql = await graphqlAs(account);
    const type = (await gql(`mutation { createMealType(name: "Supper") { id } }`)).createMealType.id;
    await plan(gql, type, "Salmon traybake", today + DAY);
    await plan(gql, type, "Salmon salad", today + 3 * DAY);
    const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
    await gql(`mutation($i: Int!) { updatePantryItem(ingredient_id: $i, quantity: 400, unit: "g") { id } }`, {
      i: getAllIngredients.find((food: { name: string }) => food.name === "Salmon").id,
    });

    const page = await signedInPage(account, viewport, { javaScript });
    await page.goto("/cook");
    const card = (title: string) => page.locator(".cook-card", { hasText: title });
    // Tomorrow's traybake holds the salmon: it can be cooked with it, Thursday's salad cannot.
    expect(await page.locator(".cook-card h2").allTextContents()).toEqual(["Salmon traybake", "Salmon salad"]);
    expect(await card("Salmon traybake").textContent()).toContain("You have 1 of 1");
    const salad = await card("Salmon salad").textContent();
    expect(salad).toContain("You have 0 of 1");
    expect(salad).toContain("Missing: Salmon");
    // Reading changed nothing at home.
    expect(await pantryAmounts(gql)).toEqual({ Salmon: "400 g" });
  });
});

async function tickAndFindInPantry(page: Page, javaScript: boolean) {
  const row = page.getByRole("checkbox", { name: "Oat milk", exact: true });
  await row.click();
  if (!javaScript) await page.waitForURL(/\/shopping-lists\/\d+/);
  await page.getByText("Item marked as completed!").waitFor();
  expect(await page.getByRole("checkbox", { name: "Oat milk", exact: true }).getAttribute("aria-checked")).toBe("true");
  await page.goto("/pantry");
  await page.locator(".pantry-row", { hasText: "Oat milk" }).waitFor();
}

describe("a line added by hand", () => {
  it.each([
    ["with JavaScript", true, DESKTOP],
    ["without JavaScript", false, PHONE],
  ] as const)("is in the pantry once ticked, %s", async (_mode, javaScript, viewport) => {
    const account = await registerAccount("Ada", "Added");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation($s: String!) { createShoppingList(title: "Corner shop", start_date: $s, end_date: $s) { id } }`,
      { s: typed(today) },
    );
    const page = await signedInPage(account, viewport, { javaScript });
    await page.goto(`/shopping-lists/${list.id}`);
    await typeInto(page.getByLabel("Item to add"), "Oat milk");
    await typeInto(page.getByLabel("Amount"), "2");
    await typeInto(page.getByLabel("Unit"), "l");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("checkbox", { name: "Oat milk", exact: true }).waitFor();
    // Wait until the add is saved (with JavaScript it may wait in the outbox first).
    await expect.poll(async () => (await items(gql, list.id)).map((item) => item.name)).toEqual(["Oat milk"]);
    if (javaScript) await page.reload();

    await tickAndFindInPantry(page, javaScript);
    expect(await pantryAmounts(gql)).toEqual({ "Oat milk": "2000 ml" });
    expect((await items(gql, list.id)).map((item) => item.is_bought)).toEqual([true]);

    // The carton was 1.5 l, not 2: corrected on the bought line, the pantry holds what it now says.
    await page.goto(`/shopping-lists/${list.id}`);
    await page.getByLabel("Actions for Oat milk", { exact: true }).click();
    await editInDialog(
      page.getByRole("link", { name: "Edit Oat milk" }),
      "Edit Item",
      { Quantity: "1.5" },
      "Save Item",
    );
    await page.getByText("Item updated successfully!").waitFor();
    await expect.poll(async () => (await items(gql, list.id)).map((item) => item.quantity)).toEqual([1.5]);
    expect(await pantryAmounts(gql)).toEqual({ "Oat milk": "1500 ml" });
    await page.goto("/pantry");
    expect(await page.locator(".pantry-row", { hasText: "Oat milk" }).textContent()).toContain("1.5 l");
  });
});
