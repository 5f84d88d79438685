import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE, typeInto, watchPage } from "./browser";
import { typedDay } from "./days";
import { syncThroughModal } from "./dialogs";

/**
 * Recipes in from the web, as a person brings them: by link (the API fetches the page from a
 * local server, as it would from a recipe site), by pasting the page, and with the bookmarklet
 * from the page itself; then the recipe plans into this week and syncs into a shopping list with
 * its amounts. The page is our own, written for this test.
 */

const STEPS = [
  "Boil the potatoes until tender, then mash with half the butter.",
  "Poach the fish in the milk with the onion for 8 minutes.",
  "Layer the fish in a dish, top with the mash and bake for 25 minutes.",
];
/** The pie's lines as its data gives them. */
const PIE_LINES = [
  "800 g floury potatoes",
  "1 1/2 cups milk",
  "2 tbsp butter, softened",
  "400 g white fish, cut into chunks",
  // Each fillet's weight between the count and the name: a note, the name what the list merges on.
  "2 6oz. smoked haddock fillets",
  "1 onion, finely chopped",
  // A range: kept whole, and the list buys its end.
  "1–2 tbsp chopped dill",
  "½ tsp ground nutmeg",
  "¼ cup double cream",
  "¾ tsp sea salt flakes",
  "Black pepper, to taste",
  // The card's plugin writes its tools' group into the data too: no ingredient, nor on the list.
  "1 deep pie dish",
];
const FISH_PIE = {
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "Harbour Kitchen" },
    {
      "@type": ["Recipe"],
      name: "Harbour Fish Pie",
      description: "A creamy fish pie under a crisp potato lid.",
      recipeYield: ["4", "4 servings"],
      prepTime: "PT20M",
      cookTime: "PT40M",
      totalTime: "PT1H",
      // On the page's own site: Create keeps a copy of it.
      image: { "@type": "ImageObject", url: "/fish-pie.png" },
      recipeCategory: "Fish",
      recipeIngredient: PIE_LINES,
      recipeInstructions: STEPS.map((text) => ({ "@type": "HowToStep", text })),
    },
  ],
};
const fishPiePage = (
  data: object,
  method = "",
) => `<!doctype html><html><head><title>Harbour Fish Pie &ndash; Harbour Kitchen</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>Harbour Fish Pie</h1><p>Our favourite Friday supper.</p>
<h4 class="group-name">Equipment needed</h4><ul><li>1 deep pie dish</li></ul>${method}</body></html>`;
const PAGE = fishPiePage(FISH_PIE);
/** What each step does, as the pasted page's numbered headings say it. */
const STEP_TITLES = ["Make the mash", "Poach the fish", "Bake the pie"];
/** Which fish, as the pasted page's card says after the line its data gives. */
const FISH_CHOICE = "(cod, haddock or pollock)";
/**
 * The page as pasted from another site: its data leaves the steps out, the page shows them under
 * numbered headings ("2. Poach the fish"), whose words begin each step; and its card says which
 * fish, which the data leaves out.
 */
const PASTED_PAGE = fishPiePage(
  { ...FISH_PIE, "@graph": FISH_PIE["@graph"].map(({ recipeInstructions: _, ...node }) => node) },
  `<h2>Ingredients</h2><ul>${PIE_LINES.slice(0, -1)
    .map((line) => `<li>${line}${line.includes("white fish") ? ` ${FISH_CHOICE}` : ""}</li>`)
    .join("")}</ul>` +
    `<h2>Step-by-Step Instructions</h2>${STEPS.map((step, index) => `<h3><strong>${index + 1}. ${STEP_TITLES[index]}</strong></h3><p>${step}</p>`).join("")}`,
);

/** What the shopping list must hold for one meal of the pie (4 servings, as the recipe). */
const EXPECTED_AMOUNTS = [
  [800, "g"],
  [1.5, "cup"],
  [2, "tbsp"],
  [400, "g"],
  [2, "pcs"],
  [1, "pcs"],
  [2, "tbsp"],
  [0.5, "tsp"],
  [0.25, "cup"],
  [0.75, "tsp"],
  [0, ""],
];

/** A 1×1 PNG: the page's photo. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let server: Server;
let pageUrl: string;
/** Another site (another origin: the same host on another port) that tries to feed the import screen. */
let hostile: Server;
let hostileUrl: string;
/** One household for the file: registrations are rate-limited per address, and the suite shares one. */
let account: Awaited<ReturnType<typeof registerAccount>>;

beforeAll(async () => {
  account = await registerAccount("Ines", "Import");
  server = createServer((request, response) => {
    if (request.url === "/fish-pie.png") return response.writeHead(200, { "Content-Type": "image/png" }).end(PHOTO);
    if (request.url !== "/fish-pie") return response.writeHead(404).end("Not found");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fish-pie`;
});
/**
 * The hostile site: `launch(kind)` opens Larder's import screen as the bookmarklet does, waits for
 * its "ready" and posts a page of its choosing (with the nonce it was given and a guessed key, or
 * the old way without either), counting what it posted in `posted`.
 */
const hostilePage = (larder: string) => `<!doctype html><html><head><title>Free recipes</title></head><body>
<script>
window.posted = 0;
window.launch = function (kind) {
  var w = window.open(${JSON.stringify(larder)} + "/recipes/import?from=bookmarklet", "_blank");
  addEventListener("message", function on(e) {
    if (e.source !== w) return;
    removeEventListener("message", on);
    var page = { type: "larder-import", url: "https://evil.example/pie", html: ${JSON.stringify(PAGE).replace(/</g, "\\u003c")} };
    if (kind === "guessed-key") { page.nonce = e.data && e.data.nonce; page.key = "0123456789abcdef0123456789abcdef"; }
    w.postMessage(page, "*");
    window.posted += 1;
  });
};
</script></body></html>`;

beforeAll(async () => {
  hostile = createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(hostilePage(inject("baseURL")));
  });
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/free-recipes`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterAll(() => new Promise((resolve) => hostile.close(resolve)));

/**
 * Checks the draft's three steps, key by key where a person types, and creates the recipe. The
 * white fish's note is the data's, with what the card adds when the page has one.
 */
async function createFromWizard(page: Page, fishNote = "cut into chunks") {
  const wizard = page.getByRole("dialog", { name: "Create Recipe" });
  await wizard.getByText("Step 1 of 3 · Basic Info").waitFor();
  expect(await wizard.getByLabel("Title").inputValue()).toBe("Harbour Fish Pie");
  expect(await wizard.getByLabel("Servings").inputValue()).toBe("4");
  expect(await wizard.getByLabel("Total (min)").inputValue()).toBe("60");
  expect(await wizard.getByLabel("Method (one step per line)").inputValue()).toContain("Poach the fish");
  // The person gives it a category of their own.
  await typeInto(wizard.getByLabel("Category"), "Fish Suppers");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 2 of 3 · Ingredients").waitFor();
  // Measured once the page's styles are in (without JavaScript the step is a new page, and laid
  // out before its stylesheet arrives the dialog stands below the list, as no one ever sees it).
  await page.waitForLoadState("load");
  // The new step opens at its top (the last was left scrolled to its buttons), at any width.
  const top = (await wizard.getByText("Step 2 of 3 · Ingredients").boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(page.viewportSize()!.height / 2);
  // Every amount and unit box shows its whole text, on a phone too ("cup", not "cu").
  const cut = await wizard
    .locator("input[name=ing_quantity], input[name=ing_unit]")
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[])
        .filter((input) => input.scrollWidth > input.clientWidth)
        .map((input) => input.value),
    );
  expect(cut).toEqual([]);
  // Amounts as cooks write them; a line without one stays without. Next takes them untouched.
  expect(await wizard.getByLabel("Quantity of milk").inputValue()).toBe("1½");
  expect(await wizard.getByLabel("Unit of milk").inputValue()).toBe("cup");
  expect(await wizard.getByLabel("Quantity of double cream").inputValue()).toBe("¼");
  expect(await wizard.getByLabel("Quantity of sea salt flakes").inputValue()).toBe("¾");
  expect(await wizard.getByLabel("Quantity of Black pepper").inputValue()).toBe("");
  expect(await wizard.getByLabel("Note for onion").inputValue()).toBe("finely chopped");
  expect(await wizard.getByLabel("Quantity of smoked haddock fillets").inputValue()).toBe("2");
  expect(await wizard.getByLabel("Quantity of dill").inputValue()).toBe("1–2");
  expect(await wizard.getByLabel("Unit of dill").inputValue()).toBe("tbsp");
  expect(await wizard.getByLabel("Note for smoked haddock fillets").inputValue()).toBe("6oz. each");
  expect(await wizard.getByLabel("Note for white fish").inputValue()).toBe(fishNote);
  // One row per ingredient: the pie dish the page lists under "Equipment needed" is none.
  expect(await wizard.locator("input[name=ing_quantity]").count()).toBe(EXPECTED_AMOUNTS.length);
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByText("Step 3 of 3 · Review").waitFor();
  await wizard.getByText("¼ cup double cream").waitFor();
  await wizard.getByText("1–2 tbsp dill").waitFor();
  await wizard.getByRole("button", { name: "Create Recipe" }).click();
  await page.waitForURL(/\/recipes\/harbour-fish-pie(-\d+)?$/);
  await page.getByText('Recipe "Harbour Fish Pie" created successfully!').waitFor();
  await page.getByRole("heading", { name: "Method" }).waitFor();
  // The steps shown (the page also holds a copy for paper, under the ingredients).
  expect(await page.locator(".recipe-steps li:visible").count()).toBe(3);
  expect(await page.getByRole("link", { name: "127.0.0.1" }).count()).toBe(1);
  // The photo is served from Larder's own origin, not linked to the page's site.
  expect(await page.locator("img.recipe-photo").getAttribute("src")).toMatch(
    /^\/photos\/recipes\/\d+\/\d+\/[0-9a-f]{32}\.png$/,
  );
  return new URL(page.url()).pathname;
}

describe("importing a recipe", () => {
  it("by link at desktop width, then scales it, plans it into this week and syncs its amounts into a list", async () => {
    const page = await signedInPage(account, DESKTOP);
    await page.goto("/recipes");
    await page.getByRole("link", { name: "Import" }).click();
    await typeInto(page.getByLabel("Recipe page link"), pageUrl);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const recipePath = await createFromWizard(page);

    // Servings scale the quantities as they change, without a reload; at desktop width the
    // ingredients are beside the method, no tab between.
    expect(await page.getByRole("tablist").isVisible()).toBe(false);
    await typeInto(page.getByLabel("Servings"), "8");
    await page.locator("tr", { hasText: "floury potatoes" }).getByText("1600").waitFor();
    await page.locator("tr", { hasText: "double cream" }).getByRole("cell", { name: "½", exact: true }).waitFor();
    await page.locator("tr", { hasText: "dill" }).getByRole("cell", { name: "2–4", exact: true }).waitFor();
    await page.getByText("Recipe serves 4").waitFor();

    // Importing the same page again offers the recipe already there.
    await page.goto(`/recipes/import?url=${encodeURIComponent(pageUrl)}`);
    const again = page.getByRole("dialog", { name: "Create Recipe" });
    await again.getByText("You already have this recipe").waitFor();
    expect(await again.getByRole("link", { name: "Harbour Fish Pie" }).getAttribute("href")).toBe(recipePath);

    // Plan it for today and sync this week's list.
    const today = new Date();
    await page.goto("/meals?action=create");
    const dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.getByText("Harbour Fish Pie", { exact: true }).click();
    await dialog.getByLabel("Meal Type").selectOption({ label: "Dinner" });
    await typeInto(dialog.getByLabel("Date (optional)"), typedDay(today));
    await dialog.getByRole("button", { name: "Create Meal" }).click();
    await page.getByText("Meal created successfully!").waitFor();
    const { lines, id } = await syncThroughModal(page);
    expect(lines).toBe(EXPECTED_AMOUNTS.length);

    const graphql = await graphqlAs(account);
    const { shoppingList } = await graphql(
      `
        query ($id: Int!) {
          shoppingList(id: $id) {
            items {
              quantity
              unit
            }
          }
        }
      `,
      {
        id,
      },
    );
    const amounts = shoppingList.items.map((item: { quantity: number; unit: string }) => [item.quantity, item.unit]);
    expect(amounts.sort()).toEqual([...EXPECTED_AMOUNTS].sort());
  });

  it("by pasting the page at phone width", async () => {
    const page = await signedInPage(account, PHONE);
    await page.goto("/recipes/import");
    // Pasting is one input event, as a paste is; the link beside it is typed.
    await page.getByLabel("Page HTML").fill(PASTED_PAGE);
    await typeInto(page.getByLabel("Page link (optional)"), pageUrl);
    await page.getByRole("button", { name: "Import Page" }).click();
    const method = page.getByRole("dialog", { name: "Create Recipe" }).getByLabel("Method (one step per line)");
    expect((await method.inputValue()).split("\n")).toEqual(
      STEPS.map((step, index) => `${STEP_TITLES[index]}. ${step}`),
    );
    await createFromWizard(page, `cut into chunks ${FISH_CHOICE}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("by link without JavaScript at phone width", async () => {
    const page = await signedInPage(account, PHONE, { javaScript: false });
    await page.goto("/recipes/import");
    await typeInto(page.getByLabel("Recipe page link"), pageUrl);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await createFromWizard(page);
  });

  it("with the bookmarklet, from the recipe page itself", async () => {
    const page = await signedInPage(account, DESKTOP);
    await page.goto("/recipes/import");
    const code = await page.getByRole("link", { name: "Add to Larder" }).getAttribute("href");
    expect(code).toMatch(/^javascript:/);
    await page.goto(pageUrl);
    const popup = page.waitForEvent("popup");
    await page.evaluate(code!.slice("javascript:".length));
    const larder = await popup;
    watchPage(larder);
    await createFromWizard(larder);
  });

  it("fills no wizard from another site that opens the import screen and posts a page to it", async () => {
    const graphql = await graphqlAs(account);
    const recipesBefore = (await graphql("{ recipeCount }")).recipeCount;
    const signedIn = await signedInPage(account, DESKTOP);
    const page = await signedIn.context().newPage();
    watchPage(page);
    await page.goto(hostileUrl);
    // Once with the screen's nonce and a made-up key, once in the old way (no nonce, no key).
    for (const tries of ["guessed-key", "no-key"]) {
      const popup = page.waitForEvent("popup");
      await page.evaluate((kind) => (window as unknown as { launch: (kind: string) => void }).launch(kind), tries);
      const larder = await popup;
      watchPage(larder);
      await larder.getByText("Larder did not take that page").waitFor();
      expect(await page.evaluate(() => (window as unknown as { posted: number }).posted)).toBeGreaterThan(0);
      expect(await larder.getByRole("dialog").count()).toBe(0);
      await larder.close();
    }
    expect((await graphql("{ recipeCount }")).recipeCount).toBe(recipesBefore);
  });

  it("says clearly when a page has no recipe, and writes nothing", async () => {
    const page = await signedInPage(account, PHONE);
    await page.goto("/recipes/import");
    await page.getByLabel("Page HTML").fill("<html><body><p>Just a blog post.</p></body></html>");
    await page.getByRole("button", { name: "Import Page" }).click();
    await page.getByText("No recipe found on this page").waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

/** A German page as a German household pastes it: its counts and spoons in German. */
const GERMAN_PAGE = `<!doctype html><html lang="de"><head><title>Knoblauchsuppe</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Knoblauchsuppe",
  description: "Eine klare Suppe für kalte Abende.",
  recipeCategory: "Suppe",
  recipeYield: "2",
  recipeIngredient: ["3 Zehen Knoblauch", "2 EL Olivenöl", "1 Prise Salz", "2 Scheiben Brot"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Den Knoblauch im Öl anschwitzen und mit Wasser aufgießen." }],
})}</script></head><body><h1>Knoblauchsuppe</h1></body></html>`;

describe("importing a recipe in German", () => {
  it("reads the page's counts and spoons, and shows them in German again", async () => {
    const account = await registerAccount("Greta", "Knoblauch");
    const page = await signedInPage(account, PHONE);
    await page.setExtraHTTPHeaders({ "Accept-Language": "de" });
    await page.goto("/recipes/import");
    await page.getByLabel("HTML der Seite").fill(GERMAN_PAGE);
    await page.getByRole("button", { name: "Seite importieren" }).click();
    const wizard = page.getByRole("dialog", { name: "Rezept anlegen" });
    await wizard.getByText("Schritt 1 von 3").waitFor();
    await wizard.getByRole("button", { name: "Weiter" }).click();
    await wizard.getByText("Schritt 2 von 3").waitFor();
    await wizard.getByRole("button", { name: "Weiter" }).click();
    await wizard.getByText("Schritt 3 von 3").waitFor();
    await wizard.getByRole("button", { name: "Rezept anlegen" }).click();
    await page.waitForURL(/\/recipes\/knoblauchsuppe$/);
    await page.getByText("Rezept „Knoblauchsuppe“ wurde angelegt.").waitFor();
    // The review showed the lines as the page wrote them; the recipe's table shows them in German again.
    await page.getByRole("tab", { name: "Zutaten" }).click();
    await page.getByRole("table").getByText("Zehen").waitFor();
    const shown = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    for (const line of ["Knoblauch 3 Zehen", "Olivenöl 2 EL", "Salz 1 Prise", "Brot 2 Scheiben"])
      expect(shown).toContain(line);
    expect(shown).not.toMatch(/\b(?:clove|slice|pinch|tbsp)s?\b/);
    // Kept in Larder's own units, so the garlic merges with any other recipe's cloves on a list.
    const { recipes } = await (
      await graphqlAs(account)
    )(`{ recipes(limit: 5) { title ingredients { name quantity unit } } }`);
    expect(
      recipes[0].ingredients.map((line: { quantity: number; unit: string }) => [line.quantity, line.unit]),
    ).toEqual([
      [3, "clove"],
      [2, "tbsp"],
      [1, "pinch"],
      [2, "slice"],
    ]);
  });
});
