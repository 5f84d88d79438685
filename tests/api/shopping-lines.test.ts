import { describe, expect, it } from "vitest";
import { SECTIONS } from "../../worker-api/src/contract/sections";
import { lineAmount } from "../../worker-api/src/shopping/amounts";
import { shoppingLines, type Need } from "../../worker-api/src/shopping/lines";
import { displayName, mergeKey, singular, tidyName } from "../../worker-api/src/shopping/names";
import {
  DICTIONARIES,
  phrasesOf,
  sectionOf,
  sectionOfGroup,
  sectionOfName,
} from "../../worker-api/src/shopping/sections";

// The pure parts of a synced list: names merged, sections found, amounts merged and rounded.

describe("singular", () => {
  it.each([
    ["eggs", "egg"],
    ["tomatoes", "tomato"],
    ["potatoes", "potato"],
    ["berries", "berry"],
    ["anchovies", "anchovy"],
    ["radishes", "radish"],
    ["peaches", "peach"],
    ["boxes", "box"],
    ["leaves", "leaf"],
    ["halves", "half"],
    ["loaves", "loaf"],
    ["cookies", "cookie"],
    ["chillies", "chilli"],
    ["chilies", "chili"],
    ["cloves", "clove"],
    ["olives", "olive"],
    ["sauces", "sauce"],
    ["cheeses", "cheese"],
    ["molasses", "molasses"],
    ["hummus", "hummus"],
    ["couscous", "couscous"],
    ["asparagus", "asparagus"],
    ["swiss", "swiss"],
    ["glass", "glass"],
    ["pea", "pea"],
    ["oats", "oat"],
  ])("%s → %s", (plural, one) => expect(singular(plural)).toBe(one));
});

describe("mergeKey", () => {
  it("merges case, plurals, footnote marks and sizes", () => {
    for (const name of ["eggs", "Eggs", "large egg", "Large Eggs*", "egg†", "EXTRA-LARGE EGGS", "egg¹"])
      expect(mergeKey(name), name).toBe("egg");
    expect(mergeKey("half and half*")).toBe(mergeKey("half and half"));
    expect(mergeKey("medium onion")).toBe(mergeKey("Onions"));
    expect(mergeKey("finely chopped onion")).toBe(mergeKey("onion"));
    expect(mergeKey("Crème fraîche")).toBe(mergeKey("creme fraiche"));
    expect(mergeKey("good quality dark chocolate")).toBe(mergeKey("dark chocolate"));
    expect(mergeKey("tomatoes (ripe)")).toBe(mergeKey("tomato"));
  });

  it("keeps different things apart", () => {
    const apart = [
      ["unsalted butter", "peanut butter"],
      ["unsalted butter", "butter"],
      ["red onion", "onion"],
      ["coconut milk", "milk"],
      ["chicken stock", "chicken"],
      ["dried thyme", "fresh thyme"],
      ["ground cumin", "cumin seeds"],
      ["frozen spinach", "spinach"],
      ["sweet potato", "potato"],
    ];
    for (const [one, other] of apart) expect(mergeKey(one!), `${one} / ${other}`).not.toBe(mergeKey(other!));
  });

  it("keeps a name made only of dropped words", () => expect(mergeKey("Large")).toBe("large"));

  it("keeps numbers that are part of a name", () => {
    expect(mergeKey("Ingredient 1")).not.toBe(mergeKey("Ingredient 2"));
    expect(mergeKey("00 flour")).not.toBe(mergeKey("flour"));
  });
});

describe("displayName", () => {
  it("shows the most common spelling, tidied and capitalised", () => {
    expect(displayName(["eggs", "large egg", "Eggs*", "egg"])).toBe("Eggs");
    expect(displayName(["half and half*", "half and half"])).toBe("Half and half");
    expect(displayName(["onion", "Onions", "onions"])).toBe("Onions");
  });
  it("takes the first spelling when two are as common", () =>
    expect(displayName(["red onion", "Red Onions"])).toBe("Red onion"));
  it("tidies footnote marks and spaces", () => expect(tidyName("  sugar**  ")).toBe("Sugar"));
});

describe("sections", () => {
  it("ships at least 1,000 English ingredient phrases and no phrase in two sections of one language", () => {
    for (const [language, words] of Object.entries(DICTIONARIES)) {
      const phrases = phrasesOf(words);
      const sectionsOf = new Map<string, Set<string>>();
      for (const [phrase, section] of phrases)
        sectionsOf.set(phrase, (sectionsOf.get(phrase) ?? new Set()).add(section));
      const twice = [...sectionsOf].filter(([, sections]) => sections.size > 1).map(([phrase]) => phrase);
      expect(twice, language).toEqual([]);
      if (language === "en") expect(sectionsOf.size).toBeGreaterThanOrEqual(1000);
    }
  });

  it.each([
    ["chicken stock", "Pantry"],
    ["boneless chicken thighs", "Meat & fish"],
    ["3 large red onions", "Produce"],
    ["Unsalted butter", "Dairy & eggs"],
    ["peanut butter", "Pantry"],
    ["coconut milk", "Pantry"],
    ["whole milk", "Dairy & eggs"],
    ["all-purpose flour", "Pantry"],
    ["ground cinnamon", "Spices & baking"],
    ["salt and pepper", "Spices & baking"],
    ["frozen peas", "Frozen"],
    ["dry white wine", "Drinks"],
    ["burger buns", "Bakery"],
    ["kitchen roll", "Household"],
    ["fresh basil leaves", "Produce"],
    ["garlic cloves", "Produce"],
    ["whole cloves", "Spices & baking"],
    ["Zwiebel", "Produce"],
    ["aceite de oliva virgen extra", "Pantry"],
    ["smør", "Dairy & eggs"],
  ])("%s is in %s", (name, section) => expect(sectionOf(name)).toBe(section));

  it("says Other for an unknown name, and null from the dictionaries alone", () => {
    expect(sectionOf("your favourite toppings")).toBe("Other");
    expect(sectionOfName("toppings")).toBeNull();
  });

  it("takes a household group that names a section over the dictionaries", () => {
    expect(sectionOfGroup("Vegetables")).toBe("Produce");
    expect(sectionOfGroup("Dairy")).toBe("Dairy & eggs");
    expect(sectionOfGroup("meat")).toBe("Meat & fish");
    expect(sectionOfGroup("Frozen")).toBe("Frozen");
    expect(sectionOfGroup("Weekly")).toBeNull();
    expect(sectionOfGroup("Other")).toBeNull();
    expect(sectionOf("Peas", "Other")).toBe("Produce");
    expect(sectionOf("Peas", "Frozen")).toBe("Frozen");
    expect(sectionOf("Peas", "Weekly")).toBe("Produce");
    for (const section of SECTIONS.filter((one) => one !== "Other")) expect(sectionOfGroup(section)).toBe(section);
  });
});

describe("lineAmount", () => {
  const amount = (quantity: number, unit: string) => ({ quantity, unit });

  it("merges units of one dimension", () => {
    expect(lineAmount("sugar", [amount(500, "g"), amount(1, "kg")]).amount).toEqual({
      quantity: 1.5,
      unit: "kg",
      needed: null,
    });
    expect(lineAmount("beef", [amount(1, "lb"), amount(8, "oz")]).amount).toEqual({
      quantity: 680.388,
      unit: "g",
      needed: null,
    });
    expect(lineAmount("stock", [amount(1, "l"), amount(1, "cup")]).amount).toEqual({
      quantity: 1.24,
      unit: "l",
      needed: null,
    });
    expect(lineAmount("vanilla", [amount(1, "tsp"), amount(2, "tsp")]).amount).toEqual({
      quantity: 3,
      unit: "tsp",
      needed: null,
    });
    expect(lineAmount("cream", [amount(4, "fl oz"), amount(100, "ml")]).amount).toEqual({
      quantity: 218.294,
      unit: "ml",
      needed: null,
    });
  });

  it("merges volume with weight by density", () => {
    // A cup of flour (240 ml × 0.53) is about 127 g.
    expect(lineAmount("all-purpose flour", [amount(1, "cup"), amount(100, "g")])).toEqual({
      amount: { quantity: 227.2, unit: "g", needed: null },
      more: [],
    });
    // Milk reads as a volume: 100 g is about 97 ml.
    expect(lineAmount("whole milk", [amount(250, "ml"), amount(103, "g")]).amount).toEqual({
      quantity: 350,
      unit: "ml",
      needed: null,
    });
  });

  it("merges pieces with weight by the weight of a piece", () => {
    // 300 g of onion is two onions: four in all.
    expect(lineAmount("onion", [amount(2, "pcs"), amount(300, "g")])).toEqual({
      amount: { quantity: 4, unit: "pcs", needed: null },
      more: [],
    });
    // Potatoes are bought by weight: two of 170 g and 500 g.
    expect(lineAmount("potatoes", [amount(2, "pcs"), amount(500, "g")]).amount).toEqual({
      quantity: 840,
      unit: "g",
      needed: null,
    });
  });

  it("keeps amounts it cannot merge honestly on one line", () => {
    expect(lineAmount("parmesan", [amount(200, "g"), amount(2, "pcs")])).toEqual({
      amount: { quantity: 200, unit: "g", needed: null },
      more: [{ quantity: 2, unit: "pcs", needed: null }],
    });
    expect(lineAmount("chopped tomatoes", [amount(1, "can"), amount(200, "ml")])).toEqual({
      amount: { quantity: 200, unit: "ml", needed: null },
      more: [{ quantity: 1, unit: "can", needed: null }],
    });
  });

  it("rounds pieces up to whole ones and keeps the exact need", () => {
    expect(lineAmount("lemon", [amount(1.5, "pcs")]).amount).toEqual({ quantity: 2, unit: "pcs", needed: 1.5 });
    expect(lineAmount("red onion", [amount(0.3, "pcs")]).amount).toEqual({ quantity: 1, unit: "pcs", needed: 0.3 });
    expect(lineAmount("chickpeas", [amount(0.5, "can")]).amount).toEqual({ quantity: 1, unit: "can", needed: 0.5 });
    expect(lineAmount("eggs", [amount(1 / 3, "pcs"), amount(2 / 3, "pcs")]).amount).toEqual({
      quantity: 1,
      unit: "pcs",
      needed: null,
    });
  });

  it("has no amount when no line gave one, and ignores amountless lines beside given ones", () => {
    expect(lineAmount("salt and pepper", [amount(0, "")])).toEqual({ amount: null, more: [] });
    expect(lineAmount("olive oil", [amount(0, ""), amount(2, "tbsp")]).amount).toEqual({
      quantity: 2,
      unit: "tbsp",
      needed: null,
    });
  });
});

describe("shoppingLines", () => {
  const need = (
    ingredientId: number,
    name: string,
    quantity: number,
    unit: string,
    groupName: string | null = null,
    mealIds = [1],
  ): Need => ({
    ingredientId,
    name,
    quantity,
    unit,
    groupName,
    mealIds,
  });

  it("gives one line per thing, with its section, amounts and meals", () => {
    const lines = shoppingLines(
      [
        need(1, "eggs", 2, "pcs", null, [2]),
        need(2, "large egg", 1.5, "pcs", null, [1]),
        need(3, "Butter", 100, "g", "Dairy", [1]),
        need(4, "butter", 2, "tbsp", null, [3]),
        need(5, "unsalted butter", 50, "g", null, [3]),
        need(6, "half and half*", 100, "ml"),
        need(7, "half and half", 1, "cup"),
        need(8, "salt and pepper", 0, ""),
        need(9, "Salt and pepper", 0, "", null, [4]),
      ],
      [1, 2, 3, 4],
    );
    expect(lines).toEqual([
      {
        key: "egg",
        name: "Eggs",
        ingredientId: 1,
        section: "Dairy & eggs",
        group: null,
        amount: { quantity: 4, unit: "pcs", needed: 3.5 },
        more: [],
        mealIds: [1, 2],
        have: null,
        heldAtHome: null,
      },
      {
        key: "butter",
        name: "Butter",
        ingredientId: 3,
        section: "Dairy & eggs",
        group: "Dairy",
        amount: { quantity: 128.5, unit: "g", needed: null },
        more: [],
        mealIds: [1, 3],
        have: null,
        heldAtHome: null,
      },
      {
        key: "unsalted butter",
        name: "Unsalted butter",
        ingredientId: 5,
        section: "Dairy & eggs",
        group: null,
        amount: { quantity: 50, unit: "g", needed: null },
        more: [],
        mealIds: [3],
        have: null,
        heldAtHome: null,
      },
      {
        key: "half and half",
        name: "Half and half",
        ingredientId: 6,
        section: "Dairy & eggs",
        group: null,
        amount: { quantity: 340, unit: "ml", needed: null },
        more: [],
        mealIds: [1],
        have: null,
        heldAtHome: null,
      },
      {
        key: "salt and pepper",
        name: "Salt and pepper",
        ingredientId: 8,
        section: "Spices & baking",
        group: null,
        amount: null,
        more: [],
        mealIds: [1, 4],
        have: null,
        heldAtHome: null,
      },
    ]);
  });
});
