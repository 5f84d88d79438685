import { describe, expect, it } from "vitest";
import { foodLabel, kitchenAmount } from "../../worker-api/src/shared/kitchen-amount";

const FLOUR = { cup_grams: 125, measured_by: "CUP" } as const;
const BUTTER = { cup_grams: 227, measured_by: "CUP" } as const;
const SALT = { cup_grams: 292, measured_by: "CUP" } as const;
const MILK = { cup_grams: 244, measured_by: "VOLUME" } as const;
const SPINACH = { cup_grams: 30, measured_by: "WEIGHT" } as const;
const CHICKEN = { cup_grams: null, measured_by: "WEIGHT" } as const;
const UNKNOWN = { cup_grams: null, measured_by: null } as const;

type Case = [quantity: number, unit: string, food: object, shown: string];
const check = (units: "metric" | "us", cases: Case[], asWritten = false) => {
  for (const [quantity, unit, food, shown] of cases)
    expect(
      kitchenAmount(quantity, unit, { ...food, units, asWritten }),
      `${quantity} ${unit} ${JSON.stringify(food)}`,
    ).toBe(shown);
};

describe("amounts in the units the reader chose", () => {
  it("metric weighs cups of a known food, pours liquids in ml and keeps an unknown food's cup", () => {
    check(
      "metric",
      [
        [1, "cup", FLOUR, "125 g"],
        [1 / 3, "cup", FLOUR, "42 g"],
        [2, "cups", SPINACH, "60 g"],
        [1, "cup", MILK, "240 ml"],
        [1, "cup", UNKNOWN, "1 cup"],
        [2, "tbsp", FLOUR, "2 tbsp"],
        [2, "lb", CHICKEN, "905 g"],
        [8, "oz", UNKNOWN, "225 g"],
        [2, "fl oz", UNKNOWN, "59 ml"],
        [907.184, "g", CHICKEN, "905 g"],
        [473.176, "ml", MILK, "475 ml"],
        [3, "pcs", UNKNOWN, "3"],
        [1, "can", UNKNOWN, "1 can"],
      ],
      false,
    );
  });

  it("metric keeps an author's own grams and millilitres as written", () => {
    check(
      "metric",
      [
        [113, "g", FLOUR, "113 g"],
        [250, "ml", MILK, "250 ml"],
        [1, "cup", FLOUR, "125 g"],
      ],
      true,
    );
  });

  it("US scoops what a cook scoops, in quarters and thirds, and weighs the rest in oz and lb", () => {
    check("us", [
      [125, "g", FLOUR, "1 cup"],
      [250, "g", FLOUR, "2 cups"],
      [40, "g", FLOUR, "⅓ cup"],
      [30, "g", FLOUR, "¼ cup"],
      [85, "g", BUTTER, "⅓ cup"],
      [170, "g", FLOUR, "1 ⅓ cups"],
      [1000, "g", FLOUR, "2 ¼ lb"],
      [5, "g", SALT, "¾ tsp"],
      [8, "oz", FLOUR, "1 ¾ cups"],
      [300, "ml", MILK, "1 ¼ cups"],
      [15, "ml", UNKNOWN, "1 tbsp"],
      [100, "g", CHICKEN, "4 oz"],
      [40, "g", UNKNOWN, "1 ½ oz"],
      [454, "g", CHICKEN, "1 lb"],
      [907.184, "g", CHICKEN, "2 lb"],
      [200, "g", SPINACH, "7 oz"],
      [1, "cup", UNKNOWN, "1 cup"],
      [473.176, "ml", MILK, "1 pint"],
      [2, "pcs", UNKNOWN, "2"],
      [1, "can", UNKNOWN, "1 can"],
    ]);
    for (const [quantity, unit, food] of [
      [100, "g", FLOUR],
      [10, "g", SALT],
      [333, "ml", MILK],
    ] as const)
      expect(kitchenAmount(quantity, unit, { ...food, units: "us" })).not.toMatch(/\d\.\d|mg|ml|\bg\b/);
  });

  it("as written, the choice changes nothing: a cup of flour is a cup and grams are grams", () => {
    expect(kitchenAmount(1, "cup", { ...FLOUR, units: "as_written" })).toBe("1 cup");
    expect(kitchenAmount(125, "g", { ...FLOUR, units: "as_written" })).toBe("125 g");
    expect(kitchenAmount(125, "g", FLOUR)).toBe("125 g");
  });

  it("counted things keep their number before the name whatever the units", () => {
    expect(foodLabel(4, "pcs", { name: "Burger buns", units: "us", ...UNKNOWN })).toEqual({
      name: "4 burger buns",
      amount: "",
    });
    expect(foodLabel(1, "cup", { name: "plain flour", units: "metric", ...FLOUR })).toEqual({
      name: "plain flour",
      amount: "125 g",
    });
  });
});
