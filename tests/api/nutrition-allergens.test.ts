import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  DIETS,
  allergenBit,
  allergenKeys,
  allergenMask,
  dietBit,
  dietKeys,
  type Allergen,
  type Diet,
} from "../../worker-api/src/shared/allergen-list";
import { allergensOfLine, dietsOfLine, ofRecipe, type RecipeLine } from "../../worker-api/src/nutrition/allergens";

const allergensOf = (name: string, note?: string | null, freeFrom = 0) =>
  allergenKeys(allergensOfLine(name, note, freeFrom));
const dietsOf = (name: string, note?: string, freeFrom = 0) => dietKeys(dietsOfLine(name, note, freeFrom));

/** Checks every row and reports all the names read wrongly at once. */
function expectReadings(rows: [name: string, expected: string[]][], read: (name: string) => string[]) {
  const wrong = rows
    .map(([name, expected]) => ({ name, expected, read: read(name) }))
    .filter((row) => row.read.join(",") !== row.expected.join(","));
  expect(wrong).toEqual([]);
}

describe("the allergen and diet bits", () => {
  it("keeps the 14 allergens in their stored order, one bit each", () => {
    expect(ALLERGENS).toEqual([
      "gluten",
      "crustaceans",
      "eggs",
      "fish",
      "peanuts",
      "soybeans",
      "milk",
      "nuts",
      "celery",
      "mustard",
      "sesame",
      "sulphites",
      "lupin",
      "molluscs",
    ]);
    expect(ALLERGENS.map(allergenBit)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192]);
    expect(DIETS).toEqual(["vegetarian", "vegan", "gluten-free"]);
    expect(DIETS.map(dietBit)).toEqual([1, 2, 4]);
  });

  it("turns a bitmask into the ordered keys and keys back into the bitmask", () => {
    expect(allergenKeys(65)).toEqual(["gluten", "milk"]);
    expect(allergenKeys(0)).toEqual([]);
    expect(allergenKeys(allergenMask(ALLERGENS))).toEqual([...ALLERGENS]);
    expect(allergenMask(["molluscs", "gluten"] satisfies Allergen[])).toBe(8193);
    expect(allergenMask([])).toBe(0);
    expect(dietKeys(5)).toEqual(["vegetarian", "gluten-free"] satisfies Diet[]);
  });
});

describe("allergens of a line, read from its name", () => {
  it("finds gluten, milk, eggs and peanuts in flour, butter, eggs and peanuts, and nothing in rice, water, salt", () => {
    const baking = ofRecipe(
      ["plain flour", "unsalted butter", "3 large eggs", "roasted peanuts"].map((name) => ({ name })),
    );
    expect(allergenKeys(baking.allergens)).toEqual(["gluten", "eggs", "peanuts", "milk"]);
    const plain = ofRecipe(["basmati rice", "water", "sea salt"].map((name) => ({ name })));
    expect(plain.allergens).toBe(0);
    expect(dietKeys(plain.diets)).toEqual(["vegetarian", "vegan", "gluten-free"]);
  });

  it("knows what a cook knows of each allergen", () => {
    expectReadings(
      [
        ["all-purpose flour", ["gluten"]],
        ["self raising flour", ["gluten"]],
        ["sourdough bread", ["gluten"]],
        ["dried spaghetti", ["gluten"]],
        ["couscous", ["gluten"]],
        ["bulgur wheat", ["gluten"]],
        ["fine semolina", ["gluten"]],
        ["pearl barley", ["gluten"]],
        ["rye flour", ["gluten"]],
        ["spelt", ["gluten"]],
        ["panko breadcrumbs", ["gluten"]],
        ["digestive biscuits", ["gluten"]],
        ["a bottle of stout", ["gluten"]],
        ["rolled oats", ["gluten"]],
        ["egg noodles", ["gluten", "eggs"]],
        ["soy sauce", ["gluten", "soybeans"]],
        ["light soy sauce", ["gluten", "soybeans"]],
        ["tamari", ["soybeans"]],
        ["firm tofu", ["soybeans"]],
        ["white miso paste", ["soybeans"]],
        ["edamame beans", ["soybeans"]],
        ["whole milk", ["milk"]],
        ["salted butter", ["milk"]],
        ["double cream", ["milk"]],
        ["crème fraîche", ["milk"]],
        ["Greek yoghurt", ["milk"]],
        ["ghee", ["milk"]],
        ["buttermilk", ["milk"]],
        ["grated Parmesan", ["milk"]],
        ["mature cheddar", ["milk"]],
        ["feta", ["milk"]],
        ["halloumi", ["milk"]],
        ["gruyère", ["milk"]],
        ["mascarpone", ["milk"]],
        ["paneer", ["milk"]],
        ["vanilla ice cream", ["milk"]],
        ["free-range eggs", ["eggs"]],
        ["egg yolks", ["eggs"]],
        ["mayonnaise", ["eggs"]],
        ["aioli", ["eggs"]],
        ["meringue nests", ["eggs"]],
        ["king prawns", ["crustaceans"]],
        ["cooked shrimp", ["crustaceans"]],
        ["crab meat", ["crustaceans"]],
        ["langoustines", ["crustaceans"]],
        ["mussels", ["molluscs"]],
        ["clams", ["molluscs"]],
        ["squid rings", ["molluscs"]],
        ["scallops", ["molluscs"]],
        ["oyster sauce", ["molluscs"]],
        ["salmon fillets", ["fish"]],
        ["tinned tuna", ["fish"]],
        ["anchovies in oil", ["fish"]],
        ["fish sauce", ["fish"]],
        ["Worcestershire sauce", ["fish"]],
        ["peanuts", ["peanuts"]],
        ["smooth peanut butter", ["peanuts"]],
        ["groundnut oil", ["peanuts"]],
        ["flaked almonds", ["nuts"]],
        ["toasted hazelnuts", ["nuts"]],
        ["walnut halves", ["nuts"]],
        ["cashews", ["nuts"]],
        ["pistachios", ["nuts"]],
        ["Brazil nuts", ["nuts"]],
        ["marzipan", ["nuts"]],
        ["Nutella", ["milk", "nuts"]],
        ["basil pesto", ["milk", "nuts"]],
        ["celery sticks", ["celery"]],
        ["celeriac", ["celery"]],
        ["celery salt", ["celery"]],
        ["Dijon mustard", ["mustard"]],
        ["yellow mustard seeds", ["mustard"]],
        ["sesame seeds", ["sesame"]],
        ["tahini", ["sesame"]],
        ["toasted sesame oil", ["sesame"]],
        ["dry white wine", ["sulphites"]],
        ["red wine vinegar", ["sulphites"]],
        ["dried apricots", ["sulphites"]],
        ["lupin flour", ["lupin"]],
        ["almond milk", ["nuts"]],
        ["oat milk", ["gluten"]],
        ["soya milk", ["soybeans"]],
      ],
      (name) => allergensOf(name),
    );
  });

  it("is not fooled by words that only look like an allergen", () => {
    expectReadings(
      [
        ["butternut squash", []],
        ["butter beans", []],
        ["butter lettuce", []],
        ["cocoa butter", []],
        ["coconut milk", []],
        ["coconut cream", []],
        ["cream of tartar", []],
        ["eggplant", []],
        ["nutmeg", []],
        ["coconut", []],
        ["water chestnuts", []],
        ["chestnuts", []],
        ["pine nuts", []],
        ["oyster mushrooms", []],
        ["cornflour", []],
        ["rice flour", []],
        ["buckwheat flour", []],
        ["chickpea flour", []],
        ["rice noodles", []],
        ["corn tortillas", []],
        ["nutritional yeast", []],
        ["kidney beans", []],
        ["lamb's lettuce", []],
        ["white vinegar", []],
        ["rice", []],
        ["water", []],
        ["salt", []],
        ["dark chocolate", []],
        ["neutral oil for frying the eggs", []],
      ],
      (name) => allergensOf(name),
    );
  });

  it("reads the other languages recipes are imported in", () => {
    expectReadings(
      [
        ["Weizenmehl Type 405", ["gluten"]],
        ["boter", ["milk"]],
        ["beurre doux", ["milk"]],
        ["smør", ["milk"]],
        ["uova", ["eggs"]],
        ["havregryn", ["gluten"]],
        ["gemahlene Mandeln", ["nuts"]],
        ["rodewijnazijn", ["sulphites"]],
        ["pâte filo", ["gluten"]],
        ["noix de coco râpée", []],
        ["lait de coco", []],
        ["azúcar en polvo", []],
        ["polvo", ["molluscs"]],
      ],
      (name) => allergensOf(name),
    );
  });
});

describe("a line said to be free of an allergen", () => {
  it("loses the allergen its name says it is free of", () => {
    expectReadings(
      [
        ["gluten-free flour", []],
        ["gluten-free oats", []],
        ["dairy-free butter", []],
        ["vegan mayonnaise", []],
        ["egg-free pasta", ["gluten"]],
        ["vegan pesto", ["nuts"]],
        ["Oats (gluten free)", []],
        ["lactose-free milk", ["milk"]],
        ["butter or vegan butter", ["milk"]],
      ],
      (name) => allergensOf(name),
    );
  });

  it("loses it when the note promises it, not when the note offers a choice", () => {
    expect(allergensOf("flour", "gluten-free")).toEqual([]);
    expect(allergensOf("plain flour", "sifted")).toEqual(["gluten"]);
    expect(allergensOf("flour", "or gluten-free flour")).toEqual(["gluten"]);
    expect(allergensOf("flour", "use gluten-free if needed")).toEqual(["gluten"]);
    // A note only takes away: the cheese named in it is not on the line.
    expect(allergensOf("olive oil", "plus parmesan to serve")).toEqual([]);
    expect(dietsOf("mince", "plant based")).toEqual(["vegetarian", "vegan", "gluten-free"]);
    // Meat named beside "plant based" is a list of choices.
    expect(dietsOf("frozen meatballs", "(beef, pork, turkey, plant based)")).toEqual(["gluten-free"]);
  });

  it("loses what the household marked it free of, and only that", () => {
    const gluten = allergenMask(["gluten"]);
    expect(allergensOf("flour", undefined, gluten)).toEqual([]);
    expect(dietsOf("flour", undefined, gluten)).toEqual(["vegetarian", "vegan", "gluten-free"]);
    expect(allergensOf("soy sauce", "", gluten)).toEqual(["soybeans"]);
    expect(allergensOf("butter", undefined, gluten)).toEqual(["milk"]);
    expect(allergensOf("brioche", null, allergenMask(["milk", "eggs"]))).toEqual(["gluten"]);
  });
});

describe("diets a line allows", () => {
  it("knows meat, fish, animal rennet, gelatine and stock are not vegetarian, and milk, eggs and honey are not vegan", () => {
    expectReadings(
      [
        ["chicken thighs", ["gluten-free"]],
        ["smoked streaky bacon", ["gluten-free"]],
        ["beef mince", ["gluten-free"]],
        ["lard", ["gluten-free"]],
        ["beef suet", ["gluten-free"]],
        ["powdered gelatine", ["gluten-free"]],
        ["chicken stock", ["gluten-free"]],
        ["stock", ["gluten-free"]],
        ["anchovy fillets", ["gluten-free"]],
        ["fish sauce", ["gluten-free"]],
        ["prawns", ["gluten-free"]],
        ["Parmigiano Reggiano", ["gluten-free"]],
        ["vegetarian parmesan", ["vegetarian", "gluten-free"]],
        ["vegetable stock", ["vegetarian", "vegan", "gluten-free"]],
        ["honey", ["vegetarian", "gluten-free"]],
        ["butter", ["vegetarian", "gluten-free"]],
        ["eggs", ["vegetarian", "gluten-free"]],
        ["cheddar", ["vegetarian", "gluten-free"]],
        ["plain flour", ["vegetarian", "vegan"]],
        ["chickpeas", ["vegetarian", "vegan", "gluten-free"]],
        ["vegan sausages", ["vegetarian", "vegan", "gluten-free"]],
        ["beef tomatoes", ["vegetarian", "vegan", "gluten-free"]],
        ["chickpea flour", ["vegetarian", "vegan", "gluten-free"]],
        ["burger seasoning", ["vegetarian", "vegan", "gluten-free"]],
        ["veggie burgers", ["vegetarian", "vegan", "gluten-free"]],
        ["chicken and veggies", ["gluten-free"]],
      ],
      (name) => dietsOf(name),
    );
  });
});

describe("a recipe's allergens and diets", () => {
  it("unites its lines' allergens and allows only the diets every line allows", () => {
    const pancakes = ofRecipe([{ name: "plain flour" }, { name: "milk" }, { name: "eggs" }, { name: "maple syrup" }]);
    expect(allergenKeys(pancakes.allergens)).toEqual(["gluten", "eggs", "milk"]);
    expect(dietKeys(pancakes.diets)).toEqual(["vegetarian"]);

    const carbonara = ofRecipe([{ name: "spaghetti" }, { name: "pancetta" }, { name: "egg yolks" }]);
    expect(dietKeys(carbonara.diets)).toEqual([]);

    const dal = ofRecipe([{ name: "red lentils" }, { name: "coconut milk" }, { name: "onion" }]);
    expect(dal.allergens).toBe(0);
    expect(dietKeys(dal.diets)).toEqual(["vegetarian", "vegan", "gluten-free"]);
  });

  it("follows the lines' notes and the household's marks", () => {
    const cake: RecipeLine[] = [
      { name: "flour", note: "", freeFrom: allergenMask(["gluten"]) },
      { name: "ground almonds" },
      { name: "oats", note: "gluten-free" },
    ];
    expect(allergenKeys(ofRecipe(cake).allergens)).toEqual(["nuts"]);
    expect(dietKeys(ofRecipe(cake).diets)).toEqual(["vegetarian", "vegan", "gluten-free"]);
    expect(allergenKeys(ofRecipe([...cake, { name: "flour" }]).allergens)).toEqual(["gluten", "nuts"]);
  });

  it("claims no diet for a recipe without lines", () => {
    expect(ofRecipe([])).toEqual({ allergens: 0, diets: 0 });
  });
});
