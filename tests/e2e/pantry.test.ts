import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE, PHONE_AND_DESKTOP, setDeviceOnline, typeInto, waitUntilKeptOffline } from "./browser";
import { typedDay } from "./days";

/**
 * The pantry as a household uses it, with JavaScript and without, on a phone and a desktop:
 * lines added key by key, a refused amount shown in the form with what was typed kept, some of a
 * line used, a line used up and one thrown away. After each step both the page and what D1 holds
 * (read through the API) are checked.
 */

type Line = { name: string; quantity: number; unit: string; best_before: string | null };

/** A household with two ingredients in its catalogue and nothing in its pantry. */
async function household() {
  const account = await registerAccount("Pat", "Pantry");
  const gql = await graphqlAs(account);
  for (const name of ["Greek yoghurt", "Basmati rice"])
    await gql(`mutation($name: String!) { createIngredient(name: $name, type: "Food", group: "Staples") { id } }`, {
      name,
    });
  const pantry = async (): Promise<Line[]> =>
    (await gql(`{ pantryItems { name quantity unit best_before } }`)).pantryItems;
  return { account, pantry };
}

const row = (page: Page, name: string) => page.locator(".pantry-row", { hasText: name });

/** Fills in the add form key by key and sends it. */
async function addLine(
  page: Page,
  fields: { ingredient: string; amount: string; unit: string; place: string; day?: string },
) {
  const form = page.getByRole("form", { name: "Add food" });
  if (!(await form.isVisible())) await page.getByText("Add food", { exact: true }).click();
  await typeInto(form.getByLabel("Ingredient"), fields.ingredient);
  await typeInto(form.getByLabel("Amount"), fields.amount);
  await typeInto(form.getByLabel("Unit"), fields.unit);
  await form.getByLabel("Place").selectOption({ label: fields.place });
  await typeInto(form.getByLabel("Best before"), fields.day ?? "");
  await form.getByRole("button", { name: "Add", exact: true }).click();
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(PHONE_AND_DESKTOP)("the pantry at %s width", (_name, viewport) => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("adds, uses, uses up and throws away lines %s", async (_mode, javaScript) => {
    const { account, pantry } = await household();
    const page = await signedInPage(account, viewport, { javaScript });
    await page.goto("/pantry");
    await page.getByText("Nothing in the pantry yet").waitFor();
    // With JavaScript nothing below reloads the document: this mark would be lost.
    if (javaScript) await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    const tomorrow = typedDay(new Date(Date.now() + 86_400_000));
    // An amount that is no amount: said beside the field, everything typed kept.
    await addLine(page, { ingredient: "Greek yoghurt", amount: "lots", unit: "g", place: "Fridge", day: tomorrow });
    const form = page.getByRole("form", { name: "Add food" });
    await form.getByText("Amount must be a number, such as 2, 0.5 or ½").waitFor();
    expect(await form.getByLabel("Ingredient").inputValue()).toBe("Greek yoghurt");
    expect(await form.getByLabel("Best before").inputValue()).toBe(tomorrow);
    expect(await pantry()).toEqual([]);

    await typeInto(form.getByLabel("Amount"), "500");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText('Added "Greek yoghurt" to the pantry.').waitFor();
    const yoghurt = row(page, "Greek yoghurt");
    expect(await yoghurt.textContent()).toContain("500 g · Fridge");
    expect(await yoghurt.textContent()).toContain("Use by tomorrow");
    expect(await page.getByRole("region", { name: "Use soon" }).getByText("Greek yoghurt").count()).toBe(1);
    expect(await pantry()).toEqual([{ name: "Greek yoghurt", quantity: 500, unit: "g", best_before: tomorrow }]);

    await addLine(page, { ingredient: "basmati rice", amount: "1½", unit: "kg", place: "Cupboard" });
    await page.getByText('Added "Basmati rice" to the pantry.').waitFor();
    expect(await page.getByRole("region", { name: "Cupboard" }).textContent()).toContain("Basmati rice1.5 kg");
    expect(await pantry()).toEqual([
      { name: "Greek yoghurt", quantity: 500, unit: "g", best_before: tomorrow },
      { name: "Basmati rice", quantity: 1500, unit: "g", best_before: null },
    ]);

    // Some of the yoghurt: the amount is in the line's unit.
    await page.getByRole("link", { name: "Use Greek yoghurt" }).click();
    const use = page.getByRole("dialog", { name: "Use Greek yoghurt" });
    await typeInto(use.getByLabel("How much did you use? (g)"), "150");
    await use.getByRole("button", { name: "Use", exact: true }).click();
    await page.getByText('Used 150 g of "Greek yoghurt".').waitFor();
    expect(await use.count()).toBe(0);
    expect(await row(page, "Greek yoghurt").textContent()).toContain("350 g · Fridge");
    expect((await pantry())[0]).toMatchObject({ name: "Greek yoghurt", quantity: 350 });

    // All of the rice.
    await page.getByRole("link", { name: "Use Basmati rice" }).click();
    await page.getByRole("dialog", { name: "Use Basmati rice" }).getByRole("button", { name: "Used it all" }).click();
    await page.getByText('"Basmati rice" used up.').waitFor();
    expect(await row(page, "Basmati rice").count()).toBe(0);
    expect((await pantry()).map((line) => line.name)).toEqual(["Greek yoghurt"]);

    // The yoghurt thrown away, from the row's ⋯ menu.
    await page.getByLabel("Actions for Greek yoghurt").click();
    await page.getByRole("link", { name: "Throw away Greek yoghurt" }).click();
    await page.getByRole("alertdialog", { name: "Throw away" }).getByRole("button", { name: "Throw away" }).click();
    await page.getByText('Threw away "Greek yoghurt".').waitFor();
    await page.getByText("Nothing in the pantry yet").waitFor();
    expect(await pantry()).toEqual([]);

    expect(await noSideways(page)).toBe(true);
    if (javaScript) expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
  });
});

describe("the pantry offline", () => {
  it("opens again with no network once it was opened, its place filter too", async () => {
    const { account } = await household();
    const gql = await graphqlAs(account);
    const { pantryPlaces } = await gql(`{ pantryPlaces { id name } }`);
    const freezer = pantryPlaces.find((place: { name: string }) => place.name === "Freezer").id;
    const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
    for (const [ingredient, place] of [
      ["Greek yoghurt", null],
      ["Basmati rice", freezer],
    ])
      await gql(
        `mutation($i: Int!, $p: Int) { updatePantryItem(ingredient_id: $i, quantity: 2, unit: "kg", place_id: $p) { id } }`,
        {
          i: getAllIngredients.find((found: { name: string }) => found.name === ingredient).id,
          p: place,
        },
      );
    const page = await signedInPage(account, PHONE);
    await page.goto("/pantry");
    // The service worker keeps the page and its data once it runs.
    await waitUntilKeptOffline(page, { path: "/pantry", routeId: "features/pantry/pantry" });

    await setDeviceOnline(page.context(), false);
    await page.reload();
    await row(page, "Greek yoghurt").waitFor();
    expect(await row(page, "Basmati rice").textContent()).toContain("2 kg");
    await page.getByRole("link", { name: "Freezer", exact: true }).click();
    // The Freezer's region is on the page before the filter too: wait for the filter itself.
    await page.locator('.pantry-places a[aria-current="page"]', { hasText: "Freezer" }).waitFor();
    await expect.poll(() => row(page, "Greek yoghurt").count()).toBe(0);
    await page.getByRole("region", { name: "Freezer" }).waitFor();
  }, 120_000);
});
