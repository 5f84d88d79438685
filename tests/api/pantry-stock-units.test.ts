import { describe, expect, it } from "vitest";
import { amountIn, inStockUnit, SOME } from "../../worker-api/src/pantry/stock-units";

// The pantry keeps one unit per kind, and compares amounts by the shopping list's rules.

describe("inStockUnit", () => {
  it.each([
    [
      { quantity: 1.5, unit: "kg" },
      { quantity: 1500, unit: "g" },
    ],
    [
      { quantity: 8, unit: "oz" },
      { quantity: 226.796, unit: "g" },
    ],
    [
      { quantity: 2, unit: "l" },
      { quantity: 2000, unit: "ml" },
    ],
    [
      { quantity: 2, unit: "tbsp" },
      { quantity: 30, unit: "ml" },
    ],
    [
      { quantity: 3, unit: "" },
      { quantity: 3, unit: "pcs" },
    ],
    [
      { quantity: 3, unit: "Pieces" },
      { quantity: 3, unit: "pcs" },
    ],
    [
      { quantity: 2, unit: "can" },
      { quantity: 2, unit: "can" },
    ],
    [
      { quantity: 0, unit: "" },
      { quantity: 0, unit: SOME },
    ],
    [
      { quantity: 0, unit: "g" },
      { quantity: 0, unit: SOME },
    ],
  ])("keeps %j as %j", (amount, kept) => {
    const stock = inStockUnit(amount);
    expect(stock.unit).toBe(kept.unit);
    expect(stock.quantity).toBeCloseTo(kept.quantity, 2);
  });
});

describe("amountIn", () => {
  it("reads an amount of the same kind in the line's unit", () => {
    expect(amountIn("Milk", { quantity: 0.5, unit: "l" }, "ml")).toBe(500);
    expect(amountIn("Flour", { quantity: 0.25, unit: "kg" }, "g")).toBe(250);
    expect(amountIn("Eggs", { quantity: 2, unit: "pcs" }, "pcs")).toBe(2);
  });

  it("converts volume and weight by density, pieces and weight by weight per piece", () => {
    // A cup (240 ml) of flour is about 127 g; 300 g of onions is two onions.
    expect(amountIn("All-purpose flour", { quantity: 1, unit: "cup" }, "g")).toBeCloseTo(127.2, 5);
    expect(amountIn("Milk", { quantity: 103, unit: "g" }, "ml")).toBeCloseTo(100, 5);
    expect(amountIn("Red onions", { quantity: 300, unit: "g" }, "pcs")).toBe(2);
    expect(amountIn("Large eggs", { quantity: 2, unit: "" }, "g")).toBe(110);
  });

  it("answers null where the two cannot be compared honestly", () => {
    expect(amountIn("Mystery spice", { quantity: 1, unit: "cup" }, "g")).toBeNull();
    expect(amountIn("Chickpeas", { quantity: 1, unit: "can" }, "g")).toBeNull();
    expect(amountIn("Salt", { quantity: 0, unit: "" }, "g")).toBeNull();
    expect(amountIn("Salt", { quantity: 5, unit: "g" }, SOME)).toBeNull();
  });
});
