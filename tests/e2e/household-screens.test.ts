import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT, graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, DESKTOP, PHONE } from "./browser";

/**
 * What a new household of two met walking the screens at 375 and 1280 px, with JavaScript and
 * without: a members table wider than the phone, a recipe page with nothing where its photo goes,
 * a list's progress bar in an error's red, and a Create Meal title that promised what only
 * JavaScript does. Each test fails on the code before its fix.
 */

async function rest(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${apiURL()}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as any;
  expect(response.status, JSON.stringify(answer).slice(0, 200)).toBeLessThan(300);
  return answer;
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Within the viewport's width: what a person reads without panning. */
const withinWidth = async (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].every((element) => {
        const box = element.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth + 0.5;
      }),
    selector,
  );

describe("household screens", () => {
  it.each([true, false])(
    "the members table fits a 375 px phone, a card a member (JavaScript %s)",
    async (javaScript) => {
      // Long names and e-mail addresses, as real households have.
      const owner = await registerAccount("Maximiliana-Josephine", "Featherstonehaugh");
      const partner = await registerAccount("Konstantinos-Alexandros", "Papadopoulos-Cholmondeley");
      const { access_token: token } = await sessionOf(owner);
      const { user } = await sessionOf(partner);
      const group = await rest("POST", "/v1/groups", { name: "The Featherstonehaugh Kitchen" }, token);
      await rest("POST", `/v1/groups/${group.id}/members`, { user_id: user.id, role: "member" }, token);

      const page = await signedInPage(owner, PHONE, { javaScript });
      page.on("dialog", (dialog) => dialog.accept());
      await page.goto(`/groups/${group.id}/members`);
      const partnerRow = page.locator("tr").filter({ hasText: partner.email });
      await partnerRow.waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await withinWidth(page, "table, tr, td")).toBe(true);
      // Each member reads as a card: the name, the e-mail whole under it, the role and the day joined.
      const name = (await partnerRow.getByText("Konstantinos-Alexandros Papadopoulos-Cholmondeley").boundingBox())!;
      const email = (await partnerRow.getByText(partner.email).boundingBox())!;
      expect(email.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
      // The groups screens write dates as en-US does ("12/1/2026"), the day in UTC.
      const { members } = await rest("GET", `/v1/groups/${group.id}/members`, undefined, token);
      const joinedAt = (members as { user_email: string; joined_at: string }[]).find(
        (member) => member.user_email === partner.email,
      )!.joined_at;
      const joined = new Date(joinedAt).toLocaleDateString("en-US", { timeZone: "UTC" });
      expect(await partnerRow.getByText(`Joined ${joined}`, { exact: true }).isVisible()).toBe(true);

      // The ⋯ menu opens inside the screen, and its Remove takes the partner out of the group in D1.
      await partnerRow.getByLabel(/^Actions for /).click();
      const remove = partnerRow.getByRole("button", { name: "Remove" });
      const box = (await remove.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await remove.click();
      await page.getByText(partner.email).waitFor({ state: "detached" });
      const stored = await rest("GET", `/v1/groups/${group.id}/members`, undefined, token);
      expect(JSON.stringify(stored)).not.toContain(partner.email);
      expect(JSON.stringify(stored)).toContain(owner.email);
    },
  );

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("a recipe without a photo shows the cards' placeholder on its page (%s)", async (_, viewport) => {
    const gql = await graphqlAs(DEMO_ACCOUNT);
    const { recipeBySlug: recipe } = await gql(`{ recipeBySlug(slug: "pancakes") { title image } }`);
    // D1 holds no photo for it.
    expect(recipe).toEqual({ title: "Pancakes", image: null });

    const page = await signedInPage(DEMO_ACCOUNT, viewport);
    await page.goto("/recipes");
    const card = page.locator(".recipe-card").filter({ hasText: "Pancakes" }).locator(".photo-placeholder");
    const cardLook = await card.evaluate((element) => getComputedStyle(element).backgroundImage);
    await page.goto("/recipes/pancakes");
    const placeholder = page.getByRole("tabpanel", { name: "Overview" }).locator(".photo-placeholder");
    expect(await placeholder.isVisible()).toBe(true);
    // In the photo's shape (3:2) above the upload form: on a phone as wide as the page's text, at
    // most 360 px high; from 1024 px at the head of the method's column, beside the ingredients,
    // at most 16rem (256 px) high so the method starts on the first screen.
    const box = (await placeholder.boundingBox())!;
    const heading = (await page.getByRole("heading", { name: "Pancakes", level: 1 }).boundingBox())!;
    const column = (await page.getByRole("tabpanel", { name: "Overview" }).boundingBox())!;
    const upload = (await page.getByRole("button", { name: "Upload Photo" }).boundingBox())!;
    const wide = viewport.width >= 1024;
    expect(box.x).toBeCloseTo(wide ? column.x : heading.x, 0);
    if (wide) expect(box.x).toBeGreaterThan((await page.locator(".recipe-ingredients").boundingBox())!.x);
    expect(box.height).toBeCloseTo(Math.min(wide ? 256 : 360, (box.width * 2) / 3), 0);
    expect(box.y + box.height).toBeLessThanOrEqual(upload.y);
    expect(await placeholder.evaluate((element) => getComputedStyle(element).backgroundImage)).toBe(cardLook);
    expect(await placeholder.evaluate((element) => getComputedStyle(element, "::after").content)).toBe('""');
  });

  it("a list's progress bar is the brand's green at every step, never an error's red", async () => {
    const account = await registerAccount("Pia", "Progress");
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Big shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    const ids: number[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(
        (
          await gql(
            `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs") { id } }`,
            { list: list.id, name: `Item ${i + 1}` },
          )
        ).createShoppingItem.id,
      );
    const page = await signedInPage(account, PHONE);
    let ticked = 0;
    // 0, 13, 25, 50, 75 and 100 percent: each step of the bar.
    for (const [count, percent] of [
      [0, 0],
      [1, 13],
      [2, 25],
      [4, 50],
      [6, 75],
      [8, 100],
    ] as const) {
      for (; ticked < count; ticked++)
        await gql(`mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: ids[ticked] });
      const { shoppingList } = await gql(`query($id: Int!) { shoppingList(id: $id) { bought_count item_count } }`, {
        id: list.id,
      });
      expect(shoppingList).toEqual({ bought_count: count, item_count: 8 });
      for (const path of [`/shopping-lists/${list.id}`, "/shopping-lists"]) {
        await page.goto(path);
        const bar = page.getByRole("progressbar", {
          name: path === "/shopping-lists" ? "Big shop progress" : "Progress",
        });
        expect(await bar.getAttribute("aria-valuenow")).toBe(String(percent));
        const look = await bar.evaluate((track) => {
          const rgb = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
          const luminance = ([r, g, b]: number[]) => {
            const [R, G, B] = [r, g, b].map((c) => {
              const s = c! / 255;
              return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
          };
          const fill = rgb(getComputedStyle(track.firstElementChild!).backgroundColor);
          const behind = rgb(getComputedStyle(track).backgroundColor);
          const [light, dark] = [luminance(fill), luminance(behind)].sort((a, b) => b - a);
          return { green: fill[1] > fill[0] && fill[1] > fill[2], contrast: (light! + 0.05) / (dark! + 0.05) };
        });
        expect({ path, percent, green: look.green, contrastOk: look.contrast >= 3 }).toEqual({
          path,
          percent,
          green: true,
          contrastOk: true,
        });
      }
    }
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "without JavaScript, Create Meal says the title comes from the chosen recipe, and it does (%s)",
    async (_, viewport) => {
      const account = await registerAccount("Nojs", "Walker");
      const gql = await graphqlAs(account);
      await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
        d: {
          title: "Lentil Soup",
          description: "Red lentils with cumin",
          category: "Soups",
          ingredients: [{ name: "Lentils", quantity: 200, unit: "g" }],
        },
      });
      const page = await signedInPage(account, viewport, { javaScript: false });
      await page.goto("/meals?action=create");
      const dialog = page.getByRole("dialog", { name: "Create Meal" });
      const title = dialog.getByLabel("Title");
      // No "Choose a recipe" that never fills in: the field says whose title it is, and the hint why.
      expect(await title.getAttribute("placeholder")).toBe("The chosen recipe's title");
      const hint = dialog.getByText("The meal takes the title and description of the recipe you choose.");
      expect(await hint.isVisible()).toBe(true);
      expect(await title.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
      await dialog.getByRole("radio", { name: /Lentil Soup/ }).check();
      await dialog.getByLabel("Meal Type").selectOption({ label: "Dinner" });
      await dialog.getByRole("button", { name: "Create Meal" }).click();
      await page.waitForURL((url) => url.pathname === "/meals" && !url.search.includes("action=create"));
      // The meal took the recipe's title and description, as the hint said.
      const { meals } = await gql(`{ meals { title description recipe { title } } }`);
      expect(meals).toEqual([
        { title: "Lentil Soup", description: "Red lentils with cumin", recipe: { title: "Lentil Soup" } },
      ]);

      // With JavaScript the field fills in as a recipe is chosen, so it asks for one.
      const withScript = await signedInPage(account, viewport);
      await withScript.goto("/meals?action=create");
      const scripted = withScript.getByRole("dialog", { name: "Create Meal" });
      await withScript.waitForFunction(
        () => document.querySelector("#meal-title")?.getAttribute("placeholder") === "Choose a recipe",
      );
      expect(await scripted.locator("#meal-title-hint").count()).toBe(0);
      await scripted.getByRole("radio", { name: /Lentil Soup/ }).check();
      expect(await scripted.getByLabel("Title").inputValue()).toBe("Lentil Soup");
    },
  );
});
