import { describe, expect, it } from "vitest";
import { unzipSync, zipSync } from "fflate";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";
import { kitchen } from "./kitchen";
import { parseAmountRange, typedRangeText } from "../../worker-api/src/shared/amount";
import { foodText, kitchenAmount } from "../../worker-api/src/shared/kitchen-amount";

// A line's amount given as a range ("1–2 tbsp") is kept whole on real D1: stored, read back,
// exported and imported again; the list buys its end, and what is no range is refused, with
// nothing written.

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id ingredients { name quantity quantity_max unit } } }`;

const recipe = (ingredients: unknown[]) => ({
  title: `Stew ${crypto.randomUUID().slice(0, 8)}`,
  description: "A slow stew",
  category: "Mains",
  servings: 4,
  ingredients,
});

const storedLines = (groupId: number) =>
  rows<{ name: string; quantity: number; quantity_max: number | null }>(
    `SELECT i.name, ri.quantity, ri.quantity_max FROM recipe_ingredients ri
     JOIN recipes r ON r.id = ri.recipe_id JOIN ingredients i ON i.id = ri.ingredient_id
     WHERE r.group_id = ? ORDER BY r.id, ri.position`,
    groupId,
  );

describe("a range typed or read", () => {
  it("reads each end as an amount is read, and writes it back as typed", () => {
    expect(parseAmountRange("1-2")).toEqual({ from: 1, to: 2 });
    expect(parseAmountRange("1 1/2 – 2")).toEqual({ from: 1.5, to: 2 });
    expect(parseAmountRange("½ to 1")).toEqual({ from: 0.5, to: 1 });
    expect(parseAmountRange("1,5-2", "de")).toEqual({ from: 1.5, to: 2 });
    expect(parseAmountRange("3")).toEqual({ from: 3, to: null });
    expect(parseAmountRange("")).toEqual({ from: null, to: null });
    // A falling range keeps its end for the rule to refuse; a mixed number is no range.
    expect(parseAmountRange("3-2")).toEqual({ from: 3, to: 2 });
    expect(parseAmountRange("1-1/2")).toEqual({ from: 1.5, to: null });
    expect(parseAmountRange("1-abc").from).toBeNaN();
    expect(typedRangeText(1.5, 2, "kg", "de")).toBe("1,5–2");
    expect(typedRangeText(0.5, 1, "cup")).toBe("½–1");
    expect(typedRangeText(2, null, "cup")).toBe("2");
  });

  it("is shown with one unit in the number of its end, or each end's own where they differ", () => {
    expect(kitchenAmount(1, "tbsp", { asWritten: true }, "en", 2)).toBe("1–2 tbsp");
    expect(kitchenAmount(0.5, "cup", { asWritten: true }, "en", 1)).toBe("½–1 cup");
    expect(kitchenAmount(1, "cup", {}, "de", 2)).toBe("1–2 Tassen");
    expect(kitchenAmount(900, "g", {}, "en", 1200)).toBe("900 g – 1.2 kg");
    expect(foodText(3, "pcs", { name: "Egg", asWritten: true }, "en", 4)).toBe("3–4 eggs");
    expect(foodText(1, "clove", { name: "garlic" }, "en", 2)).toBe("1–2 cloves garlic");
  });
});

/** A household with a stew of garlic by a range (1–2 cloves) and stock, and `more` lines. */
async function householdWithStew(more: unknown[] = []) {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const created = await gql(user.token, CREATE, {
    data: recipe([
      { name: "Garlic", quantity: 1, quantity_max: 2, unit: "clove" },
      { name: "Stock", quantity: 500, unit: "ml" },
      ...more,
    ]),
  });
  expect(created.body.errors).toBeUndefined();
  return { user, groupId, created };
}

describe("a recipe line with a range", () => {
  it("is stored and read back with both ends, and a line without one has none", async () => {
    const { groupId, created } = await householdWithStew([{ name: "Salt", quantity: null, unit: "" }]);
    expect(created.body.data.createRecipe.ingredients).toEqual([
      { name: "Garlic", quantity: 1, quantity_max: 2, unit: "clove" },
      { name: "Stock", quantity: 500, quantity_max: null, unit: "ml" },
      { name: "Salt", quantity: 0, quantity_max: null, unit: "" },
    ]);
    expect(await storedLines(groupId)).toEqual([
      { name: "Garlic", quantity: 1, quantity_max: 2 },
      { name: "Stock", quantity: 500, quantity_max: null },
      { name: "Salt", quantity: 0, quantity_max: null },
    ]);
  });

  it("refuses a range that does not rise or has no start, and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    for (const line of [
      { name: "Garlic", quantity: 2, quantity_max: 2, unit: "clove" },
      { name: "Garlic", quantity: 3, quantity_max: 2, unit: "clove" },
      { name: "Garlic", quantity: null, quantity_max: 2, unit: "clove" },
      { name: "Garlic", quantity: 1, quantity_max: -2, unit: "clove" },
      { name: "Garlic", quantity: 1, quantity_max: 2_000_000, unit: "clove" },
    ]) {
      const refused = await gql(user.token, CREATE, { data: recipe([line]) });
      expect(refused.body.data?.createRecipe ?? null, JSON.stringify(line)).toBeNull();
      expect(refused.body.errors?.[0]?.extensions?.code, JSON.stringify(line)).toBe("BAD_USER_INPUT");
    }
    const falling = await gql(user.token, CREATE, {
      data: recipe([{ name: "Garlic", quantity: 3, quantity_max: 2, unit: "clove" }]),
    });
    expect(JSON.stringify(falling.body.errors)).toContain("A range must end above where it starts, as 1–2 does");
    expect(await storedLines(groupId)).toEqual([]);
  });

  it("puts the range's end on the synced list, and a range and an amount of one food add up", async () => {
    const { ask, meal, stock } = await kitchen();
    await meal([
      { name: "Garlic", quantity: 1, quantity_max: 2, unit: "clove" } as never,
      { name: "Olive oil", quantity: 2, quantity_max: 3, unit: "tbsp" } as never,
      { name: "Onion", quantity: 1, unit: "pcs" },
    ]);
    // The same garlic in another meal, for twice the servings: 2 cloves more.
    await meal([{ name: "Garlic", quantity: 1, unit: "clove" }], 8);
    await stock("Olive oil", 1, "tbsp");
    const { syncShoppingList } = await ask(
      `mutation { syncShoppingList(title: "Saturday", start_date: "05/12/2026", end_date: "05/12/2026") { items { name quantity unit have } } }`,
    );
    const items = (syncShoppingList.items as { name: string; quantity: number; unit: string; have: number | null }[])
      .map(({ name, quantity, unit, have }) => ({ name, quantity, unit, have }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(items).toEqual([
      { name: "Garlic", quantity: 4, unit: "clove", have: null },
      { name: "Olive oil", quantity: 2, unit: "tbsp", have: 1 },
      { name: "Onion", quantity: 1, unit: "pcs", have: null },
    ]);
  });

  it("goes out in the group's archive and comes back in, and an archive's falling range is refused", async () => {
    const { user, groupId } = await householdWithStew();
    const exported = await api(`/v1/groups/${groupId}/export`, { token: user.token });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const recipes = JSON.parse(new TextDecoder().decode(files["recipes.json"]!));
    const lines = recipes.recipes?.[0]?.ingredients ?? recipes[0]?.ingredients;
    expect(lines).toEqual([
      { ingredient: "Garlic", quantity: 1, quantity_max: 2, unit: "clove", note: "" },
      { ingredient: "Stock", quantity: 500, unit: "ml", note: "" },
    ]);

    const other = await signedInUser();
    const otherGroup = await personalGroupId(other.id);
    const upload = (bytes: Uint8Array) =>
      api(`/v1/groups/${otherGroup}/import`, {
        method: "POST",
        token: other.token,
        body: bytes as BodyInit,
        headers: { "Content-Type": "application/zip" },
      });
    const imported = await upload(zipSync(files));
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await storedLines(otherGroup)).toEqual([
      { name: "Garlic", quantity: 1, quantity_max: 2 },
      { name: "Stock", quantity: 500, quantity_max: null },
    ]);

    const third = await signedInUser();
    const thirdGroup = await personalGroupId(third.id);
    const falling = JSON.parse(
      new TextDecoder().decode(files["recipes.json"]!).replace('"quantity_max":2', '"quantity_max":0.5'),
    );
    const refused = await api(`/v1/groups/${thirdGroup}/import`, {
      method: "POST",
      token: third.token,
      body: zipSync({ ...files, "recipes.json": new TextEncoder().encode(JSON.stringify(falling)) }) as BodyInit,
      headers: { "Content-Type": "application/zip" },
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("A range must end above where it starts");
    expect(await storedLines(thirdGroup)).toEqual([]);
  });
});
