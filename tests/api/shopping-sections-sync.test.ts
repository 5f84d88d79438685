import { describe, expect, it } from "vitest";
import demoText from "../../scripts/demo-household.json?raw";
import { SECTIONS } from "../../worker-api/src/contract/sections";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import { emptyStoreOrder, setManualOrder } from "../../worker-api/src/shopping/store-order";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

// A synced list through the API on real D1: one line per thing, its section, whole pieces with the
// exact need, and lines without an amount to check at home.

type RecipeLine = { name: string; quantity: number | null; unit: string };
type ItemRow = {
  name: string;
  quantity: number;
  unit: string;
  section: string;
  needed: number | null;
  more_amounts: string | null;
};

/** The shared recipe pages, when they are beside the repository (read at run time, never copied). */
const pages = import.meta.glob<string>("../../../shared/recipe-pages/*.html", {
  query: "?raw",
  import: "default",
  eager: true,
});

async function household() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const typeId = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
    .id as number;
  const recipe = async (title: string, ingredients: RecipeLine[], servings = 2) => {
    const answer = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: { title, description: title, category: "Mains", servings, ingredients },
    });
    expect(answer.body.errors, title).toBeUndefined();
    return answer.body.data.createRecipe.id as number;
  };
  const meal = async (recipeId: number, day: number) =>
    gql(
      user.token,
      `mutation($r: Int!, $t: Int!, $d: String) { createMeal(title: "M", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
      {
        r: recipeId,
        t: typeId,
        d: `2026-06-${String(day + 1).padStart(2, "0")}T18:00:00.000Z`,
      },
    );
  const sync = async () =>
    (
      await gql(
        user.token,
        `mutation { syncShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id sync_result { changes } items { name quantity unit section needed check_you_have more_amounts { quantity unit needed } } } }`,
      )
    ).body.data.syncShoppingList;
  const lines = (listId: number) =>
    rows<ItemRow>(
      "SELECT name, quantity, unit, section, needed, more_amounts FROM shopping_items WHERE list_id = ? ORDER BY name",
      listId,
    );
  /** The demo household's recipes and the meals of its first week. */
  const planDemoWeek = async () => {
    const demo = JSON.parse(demoText) as {
      recipes: { slug: string; servings: number; ingredients: RecipeLine[] }[];
      meals: { recipe: string; day: number }[];
    };
    const ids = new Map<string, number>();
    for (const one of demo.recipes) ids.set(one.slug, await recipe(one.slug, one.ingredients, one.servings));
    for (const one of demo.meals.filter((planned) => planned.day < 7)) await meal(ids.get(one.recipe)!, one.day);
  };
  return { user, groupId, recipe, meal, sync, lines, planDemoWeek };
}

describe("a synced list shaped for the shop", () => {
  it("merges spellings into one line per thing, files each in a section, rounds pieces and gathers amountless lines", async () => {
    const h = await household();
    const a = await h.recipe("A", [
      { name: "eggs", quantity: 2, unit: "pcs" },
      { name: "Butter", quantity: 100, unit: "g" },
      { name: "half and half*", quantity: 100, unit: "ml" },
      { name: "Lemons", quantity: 1.5, unit: "pcs" },
      { name: "salt and pepper", quantity: null, unit: "" },
      { name: "Parmesan", quantity: 200, unit: "g" },
    ]);
    const b = await h.recipe("B", [
      { name: "large egg", quantity: 1, unit: "pcs" },
      { name: "butter*", quantity: 2, unit: "tbsp" },
      { name: "half and half", quantity: 1, unit: "cup" },
      { name: "Salt and pepper", quantity: null, unit: "" },
      { name: "Parmesan cheese", quantity: 1, unit: "pcs" },
      { name: "peanut butter", quantity: 2, unit: "tbsp" },
      { name: "Chicken stock", quantity: 500, unit: "ml" },
    ]);
    await h.meal(a, 0);
    await h.meal(b, 2);
    const list = await h.sync();
    const stored = await h.lines(list.id);
    expect(stored).toEqual([
      { name: "Butter", quantity: 128.5, unit: "g", section: "Dairy & eggs", needed: null, more_amounts: null },
      { name: "Chicken stock", quantity: 500, unit: "ml", section: "Pantry", needed: null, more_amounts: null },
      { name: "Eggs", quantity: 3, unit: "pcs", section: "Dairy & eggs", needed: null, more_amounts: null },
      { name: "Half and half", quantity: 340, unit: "ml", section: "Dairy & eggs", needed: null, more_amounts: null },
      { name: "Lemons", quantity: 2, unit: "pcs", section: "Produce", needed: 1.5, more_amounts: null },
      { name: "Parmesan", quantity: 200, unit: "g", section: "Dairy & eggs", needed: null, more_amounts: null },
      {
        name: "Parmesan cheese",
        quantity: 1,
        unit: "pcs",
        section: "Dairy & eggs",
        needed: null,
        more_amounts: null,
      },
      { name: "Peanut butter", quantity: 2, unit: "tbsp", section: "Pantry", needed: null, more_amounts: null },
      { name: "Salt and pepper", quantity: 0, unit: "", section: "Spices & baking", needed: null, more_amounts: null },
    ]);
    const byName = new Map(list.items.map((item: { name: string }) => [item.name, item]));
    expect(byName.get("Lemons")).toMatchObject({ quantity: 2, needed: 1.5, check_you_have: false, section: "Produce" });
    expect(byName.get("Salt and pepper")).toMatchObject({ check_you_have: true, quantity: 0, unit: "" });
    expect(byName.get("Butter")).toMatchObject({ more_amounts: [], check_you_have: false });

    // Synced again, nothing changes; a third meal changes only the lines it touches.
    expect((await h.sync()).sync_result.changes).toBe(0);
    const c = await h.recipe("C", [
      { name: "lemon", quantity: 0.25, unit: "pcs" },
      { name: "Parmesan", quantity: 2, unit: "pcs" },
    ]);
    await h.meal(c, 4);
    expect((await h.sync()).sync_result.changes).toBe(2);
    const after = new Map((await h.lines(list.id)).map((row) => [row.name, row]));
    // "lemon" and "Lemons" are as common now: the first in name order names the line.
    expect(after.get("Lemon")).toMatchObject({ quantity: 2, needed: 1.75 });
    // Parmesan by weight and by piece cannot merge honestly: both amounts on one line.
    expect(after.get("Parmesan")).toMatchObject({ quantity: 200, unit: "g" });
    expect(JSON.parse(after.get("Parmesan")!.more_amounts!)).toEqual([{ quantity: 2, unit: "pcs", needed: null }]);
    expect(after.size).toBe(9);
  });

  it("previews in findIngredientsByDateRange exactly the lines the sync then writes, in the same order", async () => {
    const h = await household();
    await h.planDemoWeek();
    // Spellings of one thing across recipes, amounts that merge, round or cannot merge, and none.
    const spellings = await h.recipe("Spellings", [
      { name: "large egg", quantity: 1.5, unit: "pcs" },
      { name: "Eggs*", quantity: 100, unit: "g" },
      { name: "Parmesan", quantity: 2, unit: "pcs" },
      { name: "salt and pepper", quantity: null, unit: "" },
    ]);
    const more = await h.recipe("More spellings", [{ name: "parmesan", quantity: 50, unit: "g" }]);
    const dayOne = (await h.meal(spellings, 1)).body.data.createMeal.id as number;
    const dayZero = (await h.meal(spellings, 0)).body.data.createMeal.id as number;
    await h.meal(more, 3);

    const FIELDS = "name quantity unit section needed check_you_have more_amounts { quantity unit needed } meal_ids";
    const preview = await gql(
      h.user.token,
      `{ findIngredientsByDateRange(start_date: "01/06/2026", end_date: "07/06/2026") { ${FIELDS} } }`,
    );
    expect(preview.body.errors).toBeUndefined();
    const previewed = preview.body.data.findIngredientsByDateRange as { name: string; meal_ids: number[] }[];
    const synced = await gql(
      h.user.token,
      `mutation { syncShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id item_count items { ${FIELDS} } } }`,
    );
    const list = synced.body.data.syncShoppingList;
    expect(list.item_count).toBe(previewed.length);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect([...list.items].sort(byName)).toEqual([...previewed].sort(byName));
    // What D1 holds is what the preview said, line for line.
    const stored = await rows<ItemRow & { source_meal_ids: string }>(
      "SELECT name, quantity, unit, section, needed, more_amounts, source_meal_ids FROM shopping_items WHERE list_id = ? ORDER BY id",
      list.id,
    );
    expect(
      stored.map((row) => ({
        name: row.name,
        quantity: row.quantity,
        unit: row.unit,
        section: row.section,
        needed: row.needed,
        more_amounts: row.more_amounts ? JSON.parse(row.more_amounts) : [],
        meal_ids: JSON.parse(row.source_meal_ids),
      })),
    ).toEqual(previewed.map(({ check_you_have: _, ...line }: { check_you_have?: boolean; name: string }) => line));
    // The cases are there: rounded pieces, amounts side by side, a line to check at home.
    const line = (name: string) => previewed.find((one) => one.name === name) as Record<string, unknown> | undefined;
    expect(line("Eggs")).toMatchObject({ unit: "pcs", check_you_have: false });
    expect(line("Eggs")!.needed).toBeLessThan(line("Eggs")!.quantity as number);
    expect(line("Parmesan")!.more_amounts).toEqual([{ quantity: 4, unit: "pcs", needed: null }]);
    expect(line("Salt and pepper")).toMatchObject({ quantity: 0, unit: "", check_you_have: true });
    // A line's meals read in date order: the meal of day 0, made after the one of day 1, first.
    const meals = line("Parmesan")!.meal_ids as number[];
    expect(meals.indexOf(dayZero)).toBeLessThan(meals.indexOf(dayOne));
  });

  it("drops the exact need and the amounts beside it when a person types a line's amount", async () => {
    const h = await household();
    const a = await h.recipe("A", [
      { name: "Lemons", quantity: 1.5, unit: "pcs" },
      { name: "Parmesan", quantity: 200, unit: "g" },
    ]);
    const b = await h.recipe("B", [{ name: "Parmesan", quantity: 1, unit: "pcs" }]);
    await h.meal(a, 0);
    await h.meal(b, 1);
    const list = await h.sync();
    const ids = new Map(
      (await rows<{ id: number; name: string }>("SELECT id, name FROM shopping_items WHERE list_id = ?", list.id)).map(
        (row) => [row.name, row.id],
      ),
    );
    const edit = (id: number, fields: string) =>
      gql(
        h.user.token,
        `mutation { updateShoppingItem(id: ${id}, ${fields}) { quantity unit needed more_amounts { quantity unit } } }`,
      );
    // A tick or a new name keeps what the sync worked out.
    expect((await edit(ids.get("Lemons")!, "is_bought: true")).body.data.updateShoppingItem).toMatchObject({
      quantity: 2,
      needed: 1.5,
    });
    expect((await edit(ids.get("Lemons")!, "quantity: 3")).body.data.updateShoppingItem).toEqual({
      quantity: 3,
      unit: "pcs",
      needed: null,
      more_amounts: [],
    });
    expect((await edit(ids.get("Parmesan")!, 'unit: "kg", quantity: 0.2')).body.data.updateShoppingItem).toEqual({
      quantity: 0.2,
      unit: "kg",
      needed: null,
      more_amounts: [],
    });
    expect(
      await rows(
        "SELECT name, quantity, unit, needed, more_amounts, edited_by_user FROM shopping_items WHERE list_id = ? ORDER BY name",
        list.id,
      ),
    ).toEqual([
      { name: "Lemons", quantity: 3, unit: "pcs", needed: null, more_amounts: null, edited_by_user: 1 },
      { name: "Parmesan", quantity: 0.2, unit: "kg", needed: null, more_amounts: null, edited_by_user: 1 },
    ]);
  });

  it("answers the group's stores, the default first, each with its order of sections", async () => {
    const h = await household();
    const STORES = "{ stores { name section_order } }";
    expect((await gql(h.user.token, STORES)).body.data.stores).toEqual([
      { name: "My store", section_order: [...SECTIONS] },
    ]);
    const dragged = [...SECTIONS].reverse();
    const learned = setManualOrder(emptyStoreOrder(SECTIONS), dragged, SECTIONS);
    await rows(
      "INSERT INTO stores (group_id, name, position, section_order) VALUES (?, 'Lidl', 2, NULL), (?, 'Corner shop', 1, ?)",
      h.groupId,
      h.groupId,
      JSON.stringify(learned),
    );
    const other = await signedInUser();
    await rows(
      "INSERT INTO stores (group_id, name, position) VALUES (?, 'Elsewhere', 0)",
      await personalGroupId(other.id),
    );
    expect((await gql(h.user.token, STORES)).body.data.stores).toEqual([
      { name: "My store", section_order: [...SECTIONS] },
      { name: "Corner shop", section_order: dragged },
      { name: "Lidl", section_order: [...SECTIONS] },
    ]);
  });

  it("files the demo week in sections by the household's groups and the dictionary", async () => {
    const h = await household();
    await h.planDemoWeek();
    const list = await h.sync();
    const stored = await h.lines(list.id);
    const names = stored.map((row) => row.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(stored.filter((row) => row.section === "Other")).toEqual([]);
    const section = new Map(stored.map((row) => [row.name, row.section]));
    expect(section.get("Tomato")).toBe("Produce");
    expect(section.get("Salmon fillet")).toBe("Meat & fish");
    expect(section.get("Soy sauce")).toBe("Pantry");
    for (const row of stored) if (row.unit === "pcs") expect(Number.isInteger(row.quantity), row.name).toBe(true);
  });

  it.skipIf(Object.keys(pages).length === 0)(
    "syncs a week of the shared recipe pages with at most 5% of its lines in Other",
    async () => {
      const h = await household();
      const files = Object.keys(pages).sort().slice(0, 14);
      let day = 0;
      for (const file of files) {
        const draft = parseRecipePage(pages[file]!, null);
        if (!draft) continue;
        const seen = new Set<string>();
        const ingredients = draft.ingredients
          .filter((line) => line.name.length <= 100 && line.name.length > 0)
          .filter((line) => !seen.has(line.name.toLowerCase()) && seen.add(line.name.toLowerCase()))
          .slice(0, 100)
          .map((line) => ({
            name: line.name,
            quantity: line.quantity && line.quantity <= 100_000 ? line.quantity : null,
            unit: line.quantity && line.quantity <= 100_000 ? (line.unit ?? "pcs") : "",
          }));
        if (!ingredients.length) continue;
        await h.meal(await h.recipe(draft.title || file, ingredients, 2), day++ % 7);
      }
      const list = await h.sync();
      const stored = await h.lines(list.id);
      expect(stored.length).toBeGreaterThan(50);
      for (const row of stored) {
        expect(SECTIONS).toContain(row.section);
        if (row.unit === "pcs") expect(Number.isInteger(row.quantity), row.name).toBe(true);
        if (row.needed !== null) expect(row.quantity).toBeGreaterThan(row.needed);
      }
      const other = stored.filter((row) => row.section === "Other");
      expect(other.length / stored.length, other.map((row) => row.name).join(", ")).toBeLessThanOrEqual(0.05);
      const keys = stored.map((row) => row.name.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
    },
  );
});
