import { describe, expect, it } from "vitest";
import { formatAmount, formatAmountWithUnit, parseAmount } from "../../worker-api/src/shared/amount";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id ingredients { name quantity unit note } } }`;

const recipe = (ingredients: unknown[], title = "Scones") => ({
  title,
  description: "Tea time",
  category: "Baking",
  servings: 4,
  ingredients,
});

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

const storedLines = (groupId: number) =>
  rows(
    `SELECT i.name, ri.quantity, ri.unit, ri.note FROM recipe_ingredients ri
     JOIN recipes r ON r.id = ri.recipe_id JOIN ingredients i ON i.id = ri.ingredient_id
     WHERE r.group_id = ? ORDER BY ri.position`,
    groupId,
  );

describe("amounts as cooks write them", () => {
  it("reads fractions, mixed numbers and decimal commas; blank is no amount; other text is not an amount", () => {
    const read: [string, number | null][] = [
      ["¼", 0.25],
      ["1½", 1.5],
      ["1 ½", 1.5],
      ["1 1/2", 1.5],
      ["0.25", 0.25],
      ["0,25", 0.25],
      [".5", 0.5],
      ["1/3", 1 / 3],
      ["⅛", 0.125],
      [" 2 ", 2],
      ["", null],
      ["  ", null],
    ];
    for (const [text, value] of read) expect(parseAmount(text), text).toBe(value);
    for (const text of ["a lot", "2 cups", "1/", "¼¼"]) expect(parseAmount(text), text).toBeNaN();
  });

  it("reads a comma as the page's language writes it: a decimal sign where that is a comma", () => {
    // No thousands begin with 0, in any language.
    expect(parseAmount("0,125")).toBe(0.125);
    expect(parseAmount("1,250")).toBe(1250);
    expect(parseAmount("1,250", "en")).toBe(1250);
    expect(parseAmount("1,250", "ar")).toBe(1250);
    for (const language of ["de", "fr", "es", "it", "nl", "pl"]) {
      expect(parseAmount("1,250", language), language).toBe(1.25);
      expect(parseAmount("0,5", language), language).toBe(0.5);
      expect(parseAmount("1.5", language), language).toBe(1.5);
      expect(parseAmount("1 ½", language), language).toBe(1.5);
    }
  });

  it("shows the common fractions for spoons, cups and pieces, decimals for metric units, never 0.333333", () => {
    const shown: [number, string, string][] = [
      [0.25, "cup", "¼"],
      [0.5, "tsp", "½"],
      [0.75, "tbsp", "¾"],
      [1 / 3, "cup", "⅓"],
      [0.3333, "cup", "⅓"],
      [2 / 3, "cup", "⅔"],
      [0.125, "tsp", "⅛"],
      [1.5, "pcs", "1½"],
      [1.25, "cup", "1¼"],
      [2, "pcs", "2"],
      [0.3, "cup", "0.3"],
      [1.4, "", "1.4"],
      [0.2, "pinch", "0.2"],
      [1.25, "kg", "1.25"],
      [0.125, "kg", "0.125"],
      [1 / 3, "kg", "0.333"],
      [0.5, "l", "0.5"],
      [250, "g", "250"],
      [0.004, "tsp", "0.004"],
      [0, "pcs", ""],
    ];
    for (const [quantity, unit, text] of shown) expect(formatAmount(quantity, unit), `${quantity} ${unit}`).toBe(text);
    expect(formatAmountWithUnit(0.25, "cup")).toBe("¼ cup");
    expect(formatAmountWithUnit(1.25, "kg")).toBe("1.25 kg");
    expect(formatAmountWithUnit(0, "")).toBe("");
    // What is shown reads back as the same amount.
    for (const [quantity, unit] of shown)
      if (quantity) expect(parseAmount(formatAmount(quantity, unit))).toBeCloseTo(quantity, 2);
  });
});

describe("createRecipe takes any positive amount, or none", () => {
  it("stores quarters and eighths as numbers, and a line without an amount as 0 with no unit", async () => {
    const { user, groupId } = await cook();
    const answer = await gql(user.token, CREATE, {
      data: recipe([
        { name: "Flour", quantity: 0.25, unit: "kg" },
        { name: "Butter", quantity: 0.75, unit: "cup" },
        { name: "Baking powder", quantity: 0.125, unit: "tsp" },
        { name: "Milk", quantity: 1.25, unit: "cup" },
        { name: "Salt", quantity: null, unit: "", note: "to taste" },
        { name: "Jam", unit: "", note: "to serve" },
      ]),
    });
    expect(answer.body.errors).toBeUndefined();
    const expected = [
      { name: "Flour", quantity: 0.25, unit: "kg", note: "" },
      { name: "Butter", quantity: 0.75, unit: "cup", note: "" },
      { name: "Baking powder", quantity: 0.125, unit: "tsp", note: "" },
      { name: "Milk", quantity: 1.25, unit: "cup", note: "" },
      { name: "Salt", quantity: 0, unit: "", note: "to taste" },
      { name: "Jam", quantity: 0, unit: "", note: "to serve" },
    ];
    expect(answer.body.data.createRecipe.ingredients).toEqual(expected);
    expect(await storedLines(groupId)).toEqual(expected);
  });

  it("still needs a unit with an amount, and refuses 0 and negative amounts, writing nothing", async () => {
    const { user, groupId } = await cook();
    for (const [line, message] of [
      [{ name: "Salt", quantity: 1, unit: "" }, "Unit is required"],
      [{ name: "Salt", quantity: 0.5, unit: "   " }, "Unit is required"],
      [{ name: "Salt", quantity: 0, unit: "g" }, "Quantity must be greater than 0"],
      [{ name: "Salt", quantity: -0.25, unit: "g" }, "Quantity must be greater than 0"],
    ] as const) {
      const answer = await gql(user.token, CREATE, { data: recipe([line]) });
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });

  it("lists a line without an amount once, without an amount, when two meals need it", async () => {
    const { user, groupId } = await cook();
    const typeId = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data
      .createMealType.id as number;
    for (const [title, day] of [
      ["Soup", "2026-06-01"],
      ["Stew", "2026-06-03"],
    ]) {
      const created = await gql(user.token, CREATE, {
        data: recipe(
          [
            { name: "Salt", quantity: null, unit: "", note: "to taste" },
            { name: "Leek", quantity: 1.5, unit: "pcs" },
          ],
          title,
        ),
      });
      await gql(
        user.token,
        `mutation($r: Int!, $t: Int!, $d: String) { createMeal(title: "M", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
        { r: created.body.data.createRecipe.id, t: typeId, d: `${day}T18:00:00.000Z` },
      );
    }
    const list = await gql(
      user.token,
      `mutation { syncShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
    );
    expect(list.body.errors).toBeUndefined();
    expect(
      await rows("SELECT name, quantity, unit FROM shopping_items WHERE group_id = ? ORDER BY name", groupId),
    ).toEqual([
      { name: "Leek", quantity: 3, unit: "pcs" },
      { name: "Salt", quantity: 0, unit: "" },
    ]);
  });
});
