import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { addIngredientNames, ingredientSuggestions } from "~/features/recipes/lib/ingredient-lines";
import { categoryDisplayGroup, categoryDisplayName } from "~/features/recipes/lib/recipe-categories";
import { pageWindow } from "~/utils/paging";
import { validateRecipeStep } from "~/features/recipes/lib/recipe-draft.server";
import { EMPTY_DRAFT } from "~/features/recipes/lib/recipe-draft";
import { rows, signedInUser, storedRecipeLines } from "./helpers";
import { asRead, englishRecipes } from "./recipes-words";

/** Step 1 of the wizard, filled in. */
const SOUP = { title: "Soup", description: "Hot", category: "Soups" };

async function signedIn() {
  const { browser, groupId } = await signedInUser("Rae");
  return { browser, groupId };
}

describe("recipe rules shared by the forms", () => {
  it("map category names to display names and card groups", () => {
    expect(
      ["vegetable", "Main", "seafood", "Dessert", "Tapas", null].map((name) =>
        categoryDisplayName(englishRecipes, name),
      ),
    ).toEqual(["Vegetables", "Main Dishes", "Fish", "Dessert", "Tapas", "Unknown"]);
    expect(["seafood", "dessert", "Tapas", "vegetables"].map(categoryDisplayGroup)).toEqual([
      "fish",
      "breakfast",
      "mainDishes",
      "vegetables",
    ]);
  });

  it("split, trim and de-duplicate comma-separated names", () => {
    const lines = addIngredientNames(
      [{ name: "Basil", quantity: "1", unit: "g", note: "" }],
      " basil, Pine nuts,, garlic ,GARLIC ",
    );
    expect(lines.map((line) => line.name)).toEqual(["Basil", "Pine nuts", "garlic"]);
  });

  it("suggest at most 10 names not yet added", () => {
    const catalogue = Array.from({ length: 15 }, (_, i) => `Herb ${i}`);
    const suggestions = ingredientSuggestions(
      catalogue,
      [{ name: "herb 0", quantity: "1", unit: "g", note: "" }],
      "herb",
    );
    expect(suggestions).toHaveLength(10);
    expect(suggestions).not.toContain("Herb 0");
  });

  it("check each step", () => {
    const draft = { ...EMPTY_DRAFT, title: " ", description: "x", category: "y" };
    expect(validateRecipeStep(1, draft)).toEqual({ title: "Title is required" });
    expect(
      validateRecipeStep(1, { ...draft, title: "t", servings: "0", prep_time: "-1", image: "ftp://x", method: "" }),
    ).toEqual({
      servings: "Servings must be at least 1",
      prep_time: "Prep time must be 0 or more",
      image: "Image must be a link starting with http:// or https://",
    });
    expect(validateRecipeStep(2, { ...draft, title: "t" })).toEqual({
      ingredients: "At least one ingredient is required",
    });
    expect(
      Object.keys(
        validateRecipeStep(3, { ...draft, title: "t", lines: [{ name: "Salt", quantity: "0", unit: "", note: "" }] }),
      ),
    ).toEqual(["quantity_0", "unit_0"]);
    // Amounts as cooks type them pass; a blank one is a line without an amount; words are not amounts.
    const lines = (quantities: string[]) =>
      quantities.map((quantity, i) => ({ name: `Item ${i}`, quantity, unit: quantity ? "cup" : "", note: "" }));
    expect(
      validateRecipeStep(3, {
        ...draft,
        title: "t",
        lines: lines(["¼", "1½", "1 1/2", "0.25", "0,75", "1/3", "0.125", ""]),
      }),
    ).toEqual({});
    expect(validateRecipeStep(3, { ...draft, title: "t", lines: lines(["a pinch"]) })).toEqual({
      quantity_0: "Quantity of Item 0 must be a number, such as 2, 0.5 or ½",
    });
  });

  it("refuses an amount that is no number (1/0) or too large at step 2, before the review", () => {
    const draft = {
      ...EMPTY_DRAFT,
      title: "Soup",
      description: "Leek soup",
      category: "Soups",
      lines: [
        { name: "Salt", quantity: "1/0", unit: "g", note: "" },
        { name: "Leek", quantity: "12345678901234567890", unit: "pcs", note: "" },
      ],
    };
    expect(validateRecipeStep(2, draft)).toEqual({
      quantity_0: "Quantity of Salt must be a number, such as 2, 0.5 or ½",
      quantity_1: "Quantity of Leek is too large: at most 1,000,000",
    });
  });

  it("window page buttons", () => {
    expect(pageWindow(0, 3, 10)).toEqual([0, 1, 2]);
    expect(pageWindow(15, 30, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(29, 30, 7)).toEqual([23, 24, 25, 26, 27, 28, 29]);
  });
});

describe("the create wizard without JavaScript", () => {
  it("goes through the steps as server round trips, keeping what was typed", async () => {
    const { browser, groupId } = await signedIn();
    const blank = await browser.post("/recipes?action=create", {
      intent: "wizard-next",
      step: "1",
      title: "",
      description: "",
      category: "",
    });
    const blankHtml = await blank.text();
    expect(blankHtml).toContain("Title is required");
    // The title takes no more than the API keeps (200 characters).
    expect(blankHtml).toMatch(
      /<input[^>]*name="title"[^>]*maxLength="200"|<input[^>]*maxLength="200"[^>]*name="title"/,
    );
    expect(asRead(blankHtml)).toContain("Step 1 of 3");

    const step2 = await browser.postHtml("/recipes?action=create", {
      intent: "wizard-next",
      step: "1",
      ...SOUP,
    });
    expect(asRead(step2)).toContain("Step 2 of 3");
    expect(step2).toContain('value="Soup"');

    const added = await browser.postHtml("/recipes?action=create", {
      intent: "wizard-add",
      step: "2",
      ...SOUP,
      new_ingredients: "Leek, Potato",
    });
    expect(added).toContain('name="ing_name" value="Leek"');
    expect(added).toContain('name="ing_name" value="Potato"');

    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      ...SOUP,
    });
    for (const [name, quantity, unit] of [
      ["Leek", "2", "pcs"],
      ["Potato", "0.5", "kg"],
    ]) {
      form.append("ing_name", name!);
      form.append("ing_quantity", quantity!);
      form.append("ing_unit", unit!);
    }
    const created = await browser.fetch("/recipes?action=create", { method: "POST", body: form });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/recipes");
    expect(await rows("SELECT slug, title FROM recipes WHERE group_id = ?", groupId)).toEqual([
      { slug: "soup", title: "Soup" },
    ]);
    expect(
      await rows(
        "SELECT i.name, ri.quantity, ri.unit FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id ORDER BY ri.position",
      ),
    ).toEqual([
      { name: "Leek", quantity: 2, unit: "pcs" },
      { name: "Potato", quantity: 0.5, unit: "kg" },
    ]);
    expect(await browser.html("/recipes")).toContain("Recipe &quot;Soup&quot; created successfully!");
  });

  it("takes amounts as cooks type them, and a line without one, and the recipe page shows them so", async () => {
    const { browser, groupId } = await signedIn();
    const form = new URLSearchParams({ intent: "create", step: "3", ...SOUP, servings: "4" });
    for (const [name, quantity, unit, note] of [
      ["Flour", "¼", "cup", ""],
      ["Milk", "1 1/2", "cup", ""],
      ["Butter", "0,75", "tbsp", "(softened)"],
      ["Leek", "0.125", "kg", ""],
      ["Salt", "", "", "to taste"],
    ]) {
      form.append("ing_name", name!);
      form.append("ing_quantity", quantity!);
      form.append("ing_unit", unit!);
      form.append("ing_note", note!);
    }
    const created = await browser.fetch("/recipes?action=create", { method: "POST", body: form });
    expect(created.status).toBe(302);
    expect(await storedRecipeLines(groupId)).toEqual([
      { name: "Flour", quantity: 0.25, unit: "cup", note: "" },
      { name: "Milk", quantity: 1.5, unit: "cup", note: "" },
      { name: "Butter", quantity: 0.75, unit: "tbsp", note: "(softened)" },
      { name: "Leek", quantity: 0.125, unit: "kg", note: "" },
      { name: "Salt", quantity: 0, unit: "", note: "to taste" },
    ]);
    // A note in brackets follows the name as written; any other after a comma.
    const page = await browser.html("/recipes/soup?tab=ingredients");
    expect(page).toContain('Butter<span class="meta"> (softened)</span>');
    expect(page).toContain('Salt<span class="meta">, to taste</span>');
    const cells = (html: string) =>
      [
        ...html.matchAll(
          /<tr><td[^>]*>([^<]+)(?:<span[^>]*>.*?<\/span>)?<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
        ),
      ].map(([, name, quantity, unit]) => `${name}|${quantity}|${unit}`);
    expect(cells(await browser.html("/recipes/soup?tab=ingredients"))).toEqual([
      "Flour|¼|cup",
      "Milk|1½|cup",
      "Butter|¾|tbsp",
      "Leek|0.125|kg",
      "Salt||",
    ]);
    // Scaled for 6: never 0.375 or 0.1875.
    expect(cells(await browser.html("/recipes/soup?tab=ingredients&servings=6"))).toEqual([
      "Flour|⅜|cup",
      "Milk|2¼|cup",
      "Butter|1⅛|tbsp",
      "Leek|0.188|kg",
      "Salt||",
    ]);
  });

  it("refuses a line without a unit and writes nothing", async () => {
    const { browser, groupId } = await signedIn();
    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      ...SOUP,
      ing_name: "Leek",
      ing_quantity: "2",
      ing_unit: "",
    });
    const response = await browser.fetch("/recipes?action=create", { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Unit of Leek is required");
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });
});

describe("recipe pages", () => {
  it("show 'Recipe not found' for an unknown slug", async () => {
    const { browser } = await signedIn();
    const response = await browser.fetch("/recipes/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Recipe not found");
  });

  it("filter the grid by search, category and ingredients from the URL", async () => {
    const { browser, groupId } = await signedIn();
    await testDb.batch([
      testDb.prepare("INSERT INTO recipe_categories (group_id, name) VALUES (?, 'Soups')").bind(groupId),
      testDb.prepare("INSERT INTO ingredients (group_id, name) VALUES (?, 'Leek')").bind(groupId),
      testDb
        .prepare(
          "INSERT INTO recipes (group_id, slug, title, description, category_id) VALUES (?, 'leek-soup', 'Leek Soup', 'Green', (SELECT id FROM recipe_categories WHERE name = 'Soups' AND group_id = ?))",
        )
        .bind(groupId, groupId),
      testDb
        .prepare("INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'toast', 'Toast', 'Crunchy')")
        .bind(groupId),
      testDb
        .prepare(
          "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) VALUES ((SELECT id FROM recipes WHERE slug = 'leek-soup' AND group_id = ?), (SELECT id FROM ingredients WHERE name = 'Leek' AND group_id = ?), 2, 'pcs')",
        )
        .bind(groupId, groupId),
    ]);
    const [leek] = await rows("SELECT id FROM ingredients WHERE group_id = ?", groupId);
    const [soups] = await rows("SELECT id FROM recipe_categories WHERE group_id = ?", groupId);
    expect(asRead(await browser.html("/recipes"))).toContain("Showing 2 of 2 recipes");
    expect(asRead(await browser.html("/recipes?q=crunch"))).toContain("Showing 1 of 2 recipes");
    const byCategory = await browser.html(`/recipes?category=${(soups as { id: number }).id}`);
    expect(byCategory).toContain("Leek Soup");
    expect(byCategory).not.toContain(">Toast<");
    const byIngredient = await browser.html(`/recipes?ing=${(leek as { id: number }).id}`);
    expect(asRead(byIngredient)).toContain("With: Leek");
    expect(asRead(byIngredient)).toContain("Showing 1 of 2 recipes");
    const none = await browser.html("/recipes?q=zzz");
    expect(none).toContain("No results found");
  });
});

describe("text from users on pages", () => {
  it("is escaped: a recipe titled <script> shows as text", async () => {
    const { browser, groupId } = await signedIn();
    await testDb
      .prepare(
        "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'x', '<script>alert(1)</script>', '<img src=x onerror=alert(2)>')",
      )
      .bind(groupId)
      .run();
    const html = await browser.html("/recipes");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x onerror=alert(2)>");
  });
});

describe("/ingredients", () => {
  it("validates the dialog with the spec's messages and creates into a new group", async () => {
    const { browser, groupId } = await signedIn();
    const blank = await browser.postHtml("/ingredients?action=create", {
      intent: "create",
      name: " ",
      type: "",
      group_mode: "existing",
      group_existing: "",
    });
    for (const message of ["Name is required", "Type is required", "Group is required"])
      expect(blank).toContain(message);
    const created = await browser.post("/ingredients?action=create", {
      intent: "create",
      name: " Leek ",
      type: "vegetable",
      group_mode: "new",
      group_new: "Alliums",
    });
    expect(created.status).toBe(302);
    expect(
      await rows(
        "SELECT i.name, g.name AS grp FROM ingredients i JOIN ingredient_groups g ON g.id = i.ingredient_group_id WHERE i.group_id = ?",
        groupId,
      ),
    ).toEqual([{ name: "Leek", grp: "Alliums" }]);
    const list = await browser.html("/ingredients?view=list");
    expect(list).toContain("Showing <!-- -->1<!-- --> of <!-- -->1<!-- --> ingredients");
    expect(list).toContain("Ingredient &quot;Leek&quot; created successfully!");
  });

  it("offers to detach an ingredient in use before deleting it", async () => {
    const { browser, groupId } = await signedIn();
    await testDb.batch([
      testDb.prepare("INSERT INTO ingredients (group_id, name) VALUES (?, 'Leek')").bind(groupId),
      testDb.prepare("INSERT INTO recipes (group_id, slug, title) VALUES (?, 'soup', 'Soup')").bind(groupId),
      testDb
        .prepare(
          "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit) VALUES ((SELECT id FROM recipes WHERE group_id = ?), (SELECT id FROM ingredients WHERE group_id = ?), 1, 'pcs')",
        )
        .bind(groupId, groupId),
    ]);
    const [leek] = await rows("SELECT id FROM ingredients WHERE group_id = ?", groupId);
    const id = String((leek as { id: number }).id);
    const refused = await browser.postHtml(`/ingredients?action=delete&id=${id}`, { intent: "delete", id });
    expect(refused).toContain("is used by 1 recipe");
    expect(refused).toContain("Delete anyway");
    const detached = await browser.post(`/ingredients?action=delete&id=${id}`, { intent: "delete", id, detach: "1" });
    expect(detached.status).toBe(302);
    expect(await rows("SELECT id FROM ingredients WHERE group_id = ?", groupId)).toEqual([]);
    expect(await rows("SELECT title FROM recipes WHERE group_id = ?", groupId)).toEqual([{ title: "Soup" }]);
  });
});
