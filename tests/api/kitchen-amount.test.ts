import { describe, expect, it } from "vitest";
import { foodLabel, foodText, isCounted, kitchenAmount } from "../../worker-api/src/shared/kitchen-amount";
import { inNumber } from "../../worker-api/src/shared/plural";

const SPICES = { section: "Spices & baking" };
const PRODUCE = { section: "Produce" };
const DAIRY = { section: "Dairy & eggs" };

describe("amounts as a cook writes them", () => {
  it("weighs in kitchen steps: whole grams under 100, 5 g to a kilo, then kg by 0.05", () => {
    const shown: [number, string, string][] = [
      [0.25, "g", "250 mg"],
      [0.0004, "g", "1 mg"],
      [1, "g", "1 g"],
      [37.4, "g", "37 g"],
      [99.4, "g", "99 g"],
      [99.6, "g", "100 g"],
      [123.4, "g", "125 g"],
      [906.9, "g", "905 g"],
      [998, "g", "1 kg"],
      [1407, "g", "1.4 kg"],
      [1430, "g", "1.45 kg"],
      [1.234, "kg", "1.25 kg"],
      [250, "mg", "250 mg"],
    ];
    for (const [quantity, unit, text] of shown) expect(kitchenAmount(quantity, unit), `${quantity} ${unit}`).toBe(text);
  });

  it("measures liquids the same way in ml and l, and spoons what is under a teaspoon", () => {
    expect(kitchenAmount(33.3, "ml", DAIRY)).toBe("33 ml");
    expect(kitchenAmount(333.3, "ml", DAIRY)).toBe("335 ml");
    expect(kitchenAmount(1520, "ml", DAIRY)).toBe("1.5 l");
    expect(kitchenAmount(2.5, "ml", DAIRY)).toBe("½ tsp");
    expect(kitchenAmount(0.3, "ml")).toBe("⅛ tsp");
  });

  it("keeps cups and spoons in quarters written as fractions", () => {
    expect(kitchenAmount(1.5, "cup")).toBe("1 ½ cups");
    expect(kitchenAmount(1.25, "cups")).toBe("1 ¼ cups");
    expect(kitchenAmount(0.75, "cup")).toBe("¾ cup");
    expect(kitchenAmount(1.05, "cup")).toBe("1 cup");
    expect(kitchenAmount(2, "cup")).toBe("2 cups");
    expect(kitchenAmount(1 / 3, "cup")).toBe("⅓ cup");
    expect(kitchenAmount(2 / 3, "cup")).toBe("⅔ cup");
    expect(kitchenAmount(0.3, "cup")).toBe("¼ cup");
    expect(kitchenAmount(0.7, "tsp")).toBe("¾ tsp");
    expect(kitchenAmount(0.1, "teaspoon")).toBe("⅛ tsp");
    expect(kitchenAmount(2.6, "tbsp")).toBe("2 ½ tbsp");
    expect(kitchenAmount(3.3, "tbsp")).toBe("3 ¼ tbsp");
  });

  it("keeps a buying unit, also when the pantry keeps it in grams", () => {
    expect(kitchenAmount(907.184, "g")).toBe("2 lb");
    expect(kitchenAmount(453.592 * 1.5, "g")).toBe("1 ½ lb");
    expect(kitchenAmount(453.592 / 4, "g")).toBe("¼ lb");
    expect(kitchenAmount(28.3495 * 6, "g")).toBe("6 oz");
    expect(kitchenAmount(2, "lb")).toBe("2 lb");
    expect(kitchenAmount(2.1, "pounds")).toBe("2 lb");
    expect(kitchenAmount(12, "oz")).toBe("12 oz");
    expect(kitchenAmount(473.176, "ml")).toBe("1 pint");
    expect(kitchenAmount(29.5735 * 8, "ml", DAIRY)).toBe("8 fl oz");
    // Used from, the pack is grams again; whole grams were never pounds.
    expect(kitchenAmount(907.184 - 200, "g")).toBe("705 g");
    expect(kitchenAmount(500, "g")).toBe("500 g");
    expect(kitchenAmount(567, "g")).toBe("565 g");
  });

  it("measures spices, baking goods and produce by the spoon and the cup", () => {
    expect(kitchenAmount(0.625, "ml", SPICES)).toBe("⅛ tsp");
    expect(kitchenAmount(3.75, "ml", SPICES)).toBe("¾ tsp");
    expect(kitchenAmount(7.5, "ml", SPICES)).toBe("1 ½ tsp");
    expect(kitchenAmount(30, "ml", SPICES)).toBe("2 tbsp");
    expect(kitchenAmount(720, "ml", PRODUCE)).toBe("3 cups");
    expect(kitchenAmount(180, "ml", PRODUCE)).toBe("¾ cup");
    expect(kitchenAmount(15, "ml", PRODUCE)).toBe("1 tbsp");
    // A liquid keeps its millilitres.
    expect(kitchenAmount(720, "ml", DAIRY)).toBe("720 ml");
  });

  it("counts whole pieces, and other counts in quarters with their word in number", () => {
    expect(kitchenAmount(4, "pcs")).toBe("4");
    expect(kitchenAmount(1.4, "")).toBe("1");
    expect(kitchenAmount(2.6, "pieces")).toBe("3");
    expect(kitchenAmount(0.5, "pcs")).toBe("½");
    expect(kitchenAmount(0.1, "pcs")).toBe("¼");
    // Beside what is bought, what is held keeps its part of a piece: "have 2 ½", not "have 3".
    expect(kitchenAmount(2.6, "pcs", { piecesInQuarters: true })).toBe("2 ½");
    expect(kitchenAmount(3, "", { piecesInQuarters: true })).toBe("3");
    expect(kitchenAmount(2, "can")).toBe("2 cans");
    expect(kitchenAmount(1, "cans")).toBe("1 can");
    expect(kitchenAmount(3, "clove")).toBe("3 cloves");
    expect(kitchenAmount(2, "bunch")).toBe("2 bunches");
    expect(kitchenAmount(1.5, "bunch")).toBe("1 ½ bunches");
    expect(kitchenAmount(2, "Dose")).toBe("2 Dose");
    // German's "Stk." is a piece: counted before the food's name, as "pcs" is.
    expect(kitchenAmount(2, "stk")).toBe("2");
    expect(isCounted(4, "pcs")).toBe(true);
    expect(isCounted(4, "g")).toBe(false);
    expect(isCounted(0, "")).toBe(false);
  });

  it("keeps a recipe's own numbers, its unit word in the number shown", () => {
    const asWritten = { asWritten: true };
    expect(kitchenAmount(2.5, "cup", asWritten)).toBe("2½ cups");
    expect(kitchenAmount(1, "cup", asWritten)).toBe("1 cup");
    expect(kitchenAmount(0.75, "cups", asWritten)).toBe("¾ cup");
    expect(kitchenAmount(2, "can", asWritten)).toBe("2 cans");
    expect(kitchenAmount(3, "clove", asWritten)).toBe("3 cloves");
    expect(kitchenAmount(113, "g", asWritten)).toBe("113 g");
    expect(kitchenAmount(2, "tbsp", asWritten)).toBe("2 tbsp");
    expect(kitchenAmount(2, "Dose", asWritten)).toBe("2 Dose");
  });

  it("shows no amount for none", () => {
    for (const unit of ["", "g", "ml", "cup", "pcs", "can"]) expect(kitchenAmount(0, unit)).toBe("");
    expect(kitchenAmount(Number.NaN, "g")).toBe("");
    expect(foodText(0, "", { name: "Salt" })).toBe("Salt");
  });

  it("names counted things with their number and no unit word", () => {
    expect(foodText(4, "pcs", { name: "Burger buns" })).toBe("4 burger buns");
    expect(foodText(4, "pcs", { name: "burger bun" })).toBe("4 burger buns");
    expect(foodText(1, "pcs", { name: "Tomato" })).toBe("1 tomato");
    expect(foodText(3, "", { name: "tomato" })).toBe("3 tomatoes");
    expect(foodText(1, "pcs", { name: "Lemons" })).toBe("1 lemon");
    expect(foodText(3, "whole", { name: "lemon" })).toBe("3 lemons");
    expect(foodText(0.5, "pcs", { name: "lemons" })).toBe("½ lemon");
    expect(foodText(2, "pcs", { name: "BBQ sauce" })).toBe("2 BBQ sauces");
    expect(foodText(2, "pcs", { name: "bay leaf" })).toBe("2 bay leaves");
    expect(foodText(2, "pcs", { name: "Tomatoes, chopped" })).toBe("2 tomatoes, chopped");
    expect(foodText(3, "pcs", { name: "garlic" })).toBe("3 garlic");
    expect(foodText(907.184, "g", { name: "ground beef" })).toBe("2 lb ground beef");
    expect(foodText(0.625, "ml", { name: "cloves", ...SPICES })).toBe("⅛ tsp cloves");
    expect(foodLabel(4, "pcs", { name: "Burger buns" })).toEqual({ name: "4 burger buns", amount: "" });
    expect(foodLabel(200, "g", { name: "Salmon" })).toEqual({ name: "Salmon", amount: "200 g" });
  });

  it("puts food words in the number shown", () => {
    expect(inNumber("bun", 2)).toBe("buns");
    expect(inNumber("berry", 2)).toBe("berries");
    expect(inNumber("radish", 3)).toBe("radishes");
    expect(inNumber("peach", 3)).toBe("peaches");
    expect(inNumber("eggs", 1)).toBe("egg");
    expect(inNumber("Eggs", 6)).toBe("Eggs");
    expect(inNumber("fish", 2)).toBe("fish");
  });
});
