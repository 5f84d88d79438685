import { describe, expect, it } from "vitest";
import { rows, signedInWithBreadList } from "./helpers";

/**
 * Text a household wrote keeps its own direction on a right-to-left page: an English step on an
 * Arabic page ends with its full stop on the right, not the left. Each element that shows such
 * text carries `dir="auto"`, so the browser lays it out by its own first strong letter.
 */

/** The opening tag of the element whose text is `text` (the nearest tag before it). */
function tagAround(html: string, text: string) {
  const at = html.indexOf(`>${text}<`);
  if (at < 0) throw new Error(`no element shows ${text}`);
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

describe("a household's own words on an Arabic page", () => {
  it("carry their own direction: steps, ingredients, descriptions, list items, list and meal titles", async () => {
    const { browser, groupId, listId } = await signedInWithBreadList("Amal", "Weekly shop");
    browser.acceptLanguage = "ar";
    const [recipe] = await rows(
      "INSERT INTO recipes (group_id, title, slug, servings, instructions, description) VALUES (?, 'Lentil soup', 'lentil-soup', 4, '[\"Boil the water.\",\"Add the lentils.\"]', 'A soup for cold days.') RETURNING id",
      groupId,
    );
    const recipeId = (recipe as { id: number }).id;
    const [lentils] = await rows(
      "INSERT INTO ingredients (group_id, name, type) VALUES (?, 'Red lentils', 'food') RETURNING id",
      groupId,
    );
    await rows(
      "INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, note, position) VALUES (?, ?, 200, 'g', '', 0)",
      recipeId,
      (lentils as { id: number }).id,
    );
    const [type] = await rows("SELECT id FROM meal_types WHERE group_id = ? LIMIT 1", groupId);
    const [meal] = await rows(
      "INSERT INTO meals (group_id, title, type_id, recipe_id, description, scheduled_date) VALUES (?, 'Soup night.', ?, ?, 'With bread.', ?) RETURNING id",
      groupId,
      (type as { id: number }).id,
      recipeId,
      Date.now() + 86_400_000,
    );

    const recipePage = await browser.html("/recipes/lentil-soup");
    expect(recipePage).toContain('<html lang="ar" dir="rtl"');
    expect(tagAround(recipePage, "Boil the water.")).toContain('dir="auto"');
    expect(tagAround(recipePage, "Lentil soup")).toContain('dir="auto"');
    expect(recipePage).toMatch(/<td dir="auto">Red lentils/);
    expect(tagAround(recipePage, "A soup for cold days.")).toContain('dir="auto"');

    const cookPage = await browser.html("/recipes/lentil-soup/cook");
    expect(tagAround(cookPage, "Add the lentils.")).toContain('dir="auto"');

    const listPage = await browser.html(`/shopping-lists/${listId}`);
    // A line counted in pieces is named with its number ("1 Bread").
    expect(listPage).toMatch(/<span class="item-name" dir="auto">[^<]*Bread</);
    expect(tagAround(listPage, "Weekly shop")).toContain('dir="auto"');

    const mealPage = await browser.html(`/meals/${(meal as { id: number }).id}`);
    expect(tagAround(mealPage, "Soup night.")).toContain('dir="auto"');

    // The meals list and the home page's coming meals: titles and descriptions.
    const mealsPage = await browser.html("/meals?all=1");
    expect(tagAround(mealsPage, "Soup night.")).toContain('dir="auto"');
    expect(tagAround(mealsPage, "With bread.")).toContain('dir="auto"');
    const home = await browser.html("/home");
    expect(tagAround(home, "With bread.")).toContain('dir="auto"');
  });
});
