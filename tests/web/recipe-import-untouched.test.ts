import { describe, expect, it } from "vitest";
import noCategoryOrDescription from "../fixtures/recipe-pages/json-ld-no-category-or-description.html?raw";
import markupOnly from "../fixtures/recipe-pages/markup-no-category-or-description.html?raw";
import listUnderTitle from "../fixtures/recipe-pages/markup-list-under-title.html?raw";
import namesAmountsInTable from "../fixtures/recipe-pages/json-ld-names-amounts-in-table.html?raw";
import { rows, signedInUser, storedRecipeLines, withoutPageMessages } from "./helpers";

/** The wizard's fields as the page holds them: what a person sends by pressing Next without typing. */
function wizardFields(html: string) {
  const form = new URLSearchParams();
  const fields = html.matchAll(
    /<(?:input|textarea)\b[^>]*\bname="([a-z_]+)"[^>]*?(?:value="([^"]*)"[^>]*)?>(?:([^<]*)<\/textarea>)?/g,
  );
  for (const [, name, value, text] of fields) {
    if (name === "intent" || name === "step") continue;
    form.append(name!, (value ?? text ?? "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'"));
  }
  return form;
}

type Browser = Awaited<ReturnType<typeof signedInUser>>["browser"];

/** Imports `html`, presses Next on every step and Create, typing nothing; answers the first step's page. */
async function createUntouched(browser: Browser, html: string, url: string): Promise<string> {
  const imported = new FormData();
  imported.set("intent", "import");
  imported.set("html", html);
  imported.set("url", url);
  const first = await (await browser.fetch("/recipes/import", { method: "POST", body: imported })).text();
  expect(first).toContain("Step 1 of 3");
  let page = first;
  for (const step of [1, 2]) {
    const next = wizardFields(page);
    next.set("intent", "wizard-next");
    next.set("step", String(step));
    const answer = await browser.fetch("/recipes/import", { method: "POST", body: next });
    page = await answer.text();
    expect(withoutPageMessages(page)).not.toContain("is required");
    expect(page).toContain(`Step ${step + 1} of 3`);
  }
  const create = wizardFields(page);
  create.set("intent", "create");
  create.set("step", "3");
  const created = await browser.fetch("/recipes/import", { method: "POST", body: create });
  expect(created.status).toBe(302);
  return first;
}

describe("a page without a category or a description", () => {
  it("goes through import, every step of the wizard and Create without a field typed", async () => {
    const { browser, groupId } = await signedInUser("Noor");
    await createUntouched(browser, noCategoryOrDescription, "https://pantrynights.example.org/chili");

    expect(
      await rows(
        "SELECT r.title, r.description, c.name AS category FROM recipes r JOIN recipe_categories c ON c.id = r.category_id WHERE r.group_id = ?",
        groupId,
      ),
    ).toEqual([
      {
        title: "Smoky Black Bean Chili with Lime Crema",
        description: "This chili is what we cook on the first cold evening of the year, Dr. Pepper optional.",
        category: "Chili",
      },
    ]);
    expect(await storedRecipeLines(groupId)).toEqual([
      { name: "black beans", quantity: 2, unit: "can", note: "(400 g each), drained" },
      { name: "smoked paprika", quantity: 1.5, unit: "tsp", note: "" },
      { name: "onion", quantity: 1, unit: "pcs", note: "diced" },
    ]);
  });

  it("says which list a page without recipe data was read from, and says nothing for a page with it", async () => {
    const { browser, groupId } = await signedInUser("Oskar");
    const importPage = async (html: string) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("html", html);
      return (await browser.fetch("/recipes/import", { method: "POST", body: form })).text();
    };
    const guessed = await importPage(markupOnly);
    expect(guessed).toContain("Step 1 of 3");
    expect(guessed).toContain(
      "The ingredients were read from the list under &quot;Zutaten&quot; on the page: check them before creating.",
    );
    const structured = await importPage(noCategoryOrDescription);
    expect(structured).toContain("Step 1 of 3");
    expect(withoutPageMessages(structured)).not.toContain("The ingredients were read from");
    // Importing writes nothing.
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });

  it("takes a page whose list no heading names through the wizard, saying it was read under the recipe's name", async () => {
    const { browser, groupId } = await signedInUser("Ines");
    const first = await createUntouched(browser, listUnderTitle, "https://hillfarm.example.org/barley-soup");
    expect(first).toContain(
      "The ingredients were read from the list under &quot;Barley and leek soup&quot; on the page: check them before creating.",
    );
    expect(
      await rows(
        "SELECT r.title, c.name AS category FROM recipes r JOIN recipe_categories c ON c.id = r.category_id WHERE r.group_id = ?",
        groupId,
      ),
    ).toEqual([{ title: "Barley and leek soup", category: "Barley and leek soup" }]);
    expect((await storedRecipeLines(groupId)).map((line) => line.name)).toEqual([
      "leeks",
      "carrots",
      "celery sticks",
      "pearl barley",
      "vegetable stock",
      "salt and pepper",
    ]);
  });

  it("stores the amounts a page shows beside the names its data lists, and says where they were read", async () => {
    const { browser, groupId } = await signedInUser("Tove");
    const first = await createUntouched(browser, namesAmountsInTable, "https://kitchentable.example.org/oat-bars");
    expect(first).toContain(
      "The ingredients were read from the list under &quot;Ingredients&quot; on the page: check them before creating.",
    );
    expect(await storedRecipeLines(groupId)).toEqual([
      { name: "rolled oats", quantity: 2.5, unit: "cup", note: "" },
      { name: "butter", quantity: 0.5, unit: "cup", note: "softened" },
      { name: "peanut butter", quantity: 1 / 3, unit: "cup", note: "" },
      { name: "honey", quantity: 0.25, unit: "cup", note: "" },
      { name: "salt", quantity: 1, unit: "pinch", note: "" },
      { name: "dark chocolate", quantity: 4, unit: "oz", note: "chopped" },
      { name: "cream", quantity: 2, unit: "tbsp", note: "" },
    ]);
  });

  it("takes a pasted page without data, introduction or link through untouched, every part of its list read", async () => {
    const { browser, groupId } = await signedInUser("Ravi");
    const part = (heading: string, lines: string[]) =>
      `<p>${heading}</p>${lines.map((line) => `<p><b>${line}</b></p>`).join("")}`;
    const page = `<html><body><h1>Sourdough Rolls</h1>
      ${part("Ingredients for the starter (1 night)", ["150 g wholemeal flour", "150 g warm water", "10 g active starter"])}
      <ul><li>Stir the water into the flour with a whisk until smooth.</li></ul>
      ${part("Ingredients for the dough (4 hours)", ["300 g of the starter", "470 g white flour", "325 g cold water", "14 g salt"])}
      <p>Take the starter out of the fridge two hours before you need it so that it warms up.</p></body></html>`;
    const first = await createUntouched(browser, page, "");
    expect(first).toContain(
      "The ingredients were read from the list under &quot;Ingredients for the starter (1 night)&quot; on the page: check them before creating.",
    );
    expect(await rows("SELECT title, description, source_url FROM recipes WHERE group_id = ?", groupId)).toEqual([
      { title: "Sourdough Rolls", description: "From a pasted page", source_url: null },
    ]);
    expect((await storedRecipeLines(groupId)).map((line) => [line.quantity, line.unit, line.name])).toEqual([
      [150, "g", "wholemeal flour"],
      [150, "g", "warm water"],
      [10, "g", "active starter"],
      [300, "g", "the starter"],
      [470, "g", "white flour"],
      [325, "g", "cold water"],
      [14, "g", "salt"],
    ]);
  });
});
