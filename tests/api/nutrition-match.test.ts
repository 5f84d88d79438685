import { describe, expect, it } from "vitest";
import { FOOD_ALIASES } from "../../worker-api/src/nutrition/food-aliases";
import { allFoods, foodById } from "../../worker-api/src/nutrition/foods";
import { gramsOf } from "../../worker-api/src/nutrition/grams";
import { matchFood } from "../../worker-api/src/nutrition/match-food";
import { splitIngredientLine } from "../../worker-api/src/recipe-import/ingredient-line";

/** Names a home cook writes, each with a fragment of the food description it must find. */
const NAMES: [name: string, description: RegExp][] = [
  ["plain flour", /^Wheat flour, white, all-purpose, enriched, bleached$/],
  ["All-Purpose Flour", /^Wheat flour, white, all-purpose/],
  ["self-raising flour", /self-rising/],
  ["strong white bread flour", /^Wheat flour, white, bread/],
  ["wholemeal flour", /^Wheat flour, whole-grain$/],
  ["chicken thighs", /^Chicken, broilers or fryers, dark meat, thigh, meat only, raw$/],
  ["boneless skinless chicken breasts", /^Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw$/],
  ["onion", /^Onions, raw$/],
  ["Red Onions", /^Onions, raw$/],
  ["Large Eggs", /^Egg, whole, raw, fresh$/],
  ["free-range eggs", /^Egg, whole, raw, fresh$/],
  ["egg yolks", /^Egg, yolk, raw, fresh$/],
  ["extra virgin olive oil", /^Oil, olive/],
  ["butter", /^Butter, salted$/],
  ["unsalted butter", /^Butter, without salt$/],
  ["softened unsalted butter", /^Butter, without salt$/],
  ["garlic", /^Garlic, raw$/],
  ["garlic cloves", /^Garlic, raw$/],
  ["caster sugar", /^Sugars, granulated$/],
  ["superfine sugar", /^Sugars, granulated$/],
  ["icing sugar", /^Sugars, powdered$/],
  ["powdered sugar", /^Sugars, powdered$/],
  ["light brown sugar", /^Sugars, brown$/],
  ["double cream", /^Cream, fluid, heavy whipping$/],
  ["heavy cream", /^Cream, fluid, heavy whipping$/],
  ["single cream", /^Cream, fluid, light/],
  ["tinned tomatoes", /^Tomatoes, red, ripe, canned/],
  ["cherry tomatoes", /^Tomatoes, red, ripe, raw/],
  ["spaghetti", /^Spaghetti, dry/],
  ["parmesan", /^Cheese, parmesan/],
  ["grated Parmesan cheese", /^Cheese, parmesan/],
  ["mature cheddar", /^Cheese, cheddar$/],
  ["soy sauce", /^Soy sauce/],
  ["fresh basil", /^Basil, fresh$/],
  ["salt", /^Salt, table$/],
  ["sea salt", /^Salt, table$/],
  ["kosher salt", /^Salt, table$/],
  ["black pepper", /^Spices, pepper, black$/],
  ["freshly ground black pepper", /^Spices, pepper, black$/],
  ["water", /^Water, tap, drinking$/],
  ["ice cubes", /^Water, tap, drinking$/],
  ["coriander", /^Coriander \(cilantro\) leaves, raw$/],
  ["fresh cilantro", /^Coriander \(cilantro\) leaves, raw$/],
  ["ground coriander", /^Spices, coriander seed$/],
  ["courgettes", /^Squash, summer, zucchini/],
  ["zucchini", /^Squash, summer, zucchini/],
  ["aubergine", /^Eggplant, raw$/],
  ["eggplants", /^Eggplant, raw$/],
  ["spring onions", /^Onions, spring or scallions/],
  ["scallions", /^Onions, spring or scallions/],
  ["mince", /^Beef, ground, 80% lean/],
  ["ground beef", /^Beef, ground, 80% lean/],
  ["whole milk", /^Milk, whole/],
  ["semi-skimmed milk", /^Milk, reduced fat/],
  ["Greek yoghurt", /^Yogurt, Greek/],
  ["baking powder", /^Leavening agents, baking powder/],
  ["bicarbonate of soda", /^Leavening agents, baking soda$/],
  ["cornflour", /^Cornstarch$/],
  ["vanilla extract", /^Vanilla extract$/],
  ["lemon juice", /^Lemon juice, raw$/],
  ["carrots", /^Carrots, raw$/],
  ["celery sticks", /^Celery, raw$/],
  ["red bell pepper", /^Peppers, sweet, red, raw$/],
  ["prawns", /^Crustaceans, shrimp/],
  ["chickpeas", /^Chickpeas/],
  ["honey", /^Honey$/],
  ["ground cinnamon", /^Spices, cinnamon, ground$/],
  ["chicken stock", /^Soup, stock, chicken/],
  ["rocket", /^Arugula, raw$/],
  ["beetroot", /^Beets, raw$/],
  ["fresh thyme", /^Thyme, fresh$/],
  ["half & half", /^Cream, fluid, half and half$/],
  ["Balsamic vinegar", /^Vinegar, balsamic$/],
  ["Worcestershire sauce", /^Sauce, worcestershire$/],
  ["jalapeños", /^Peppers, jalapeno, raw$/],
  ["kale", /^Kale, raw$/],
  ["crushed tomatoes", /^Tomatoes, crushed, canned$/],
  ["chopped tomatoes", /^Tomatoes, red, ripe, canned/],
  ["finely chopped onion", /^Onions, raw$/],
  ["minced beef", /^Beef, ground, 80% lean/],
  ["minced garlic", /^Garlic, raw$/],
  ["all-purpose flour for dredging", /^Wheat flour, white, all-purpose/],
  ["red peppers", /^Peppers, sweet, red, raw$/],
  ["sunflower seeds", /^Seeds, sunflower seed kernels, dried$/],
  ["dried thyme leaves", /^Spices, thyme, dried$/],
  ["fresh rosemary sprigs", /^Rosemary, fresh$/],
  ["frozen peas", /^Peas, green, frozen/],
  ["frozen blueberries", /^Blueberries, frozen/],
  ["yellow or white onion", /^Onions, raw$/],
  ["gold or russet potatoes", /^Potatoes, russet/],
  ["cooked chicken breast", /^Chicken, broilers or fryers, breast, meat only, cooked, roasted$/],
  ["frozen strawberries", /^Strawberries, frozen, unsweetened$/],
  ["pink salt", /^Salt, table$/],
];

describe("matching an ingredient name to its food", () => {
  it.each(NAMES)("finds %s", (name, description) => {
    const match = matchFood(name);
    expect(match?.food.description).toMatch(description);
  });

  it("is sure of the curated names and of names the food's own name holds, not of a choice", () => {
    expect(matchFood("plain flour")).toMatchObject({ food: { id: 20081 }, sure: true });
    expect(matchFood("Large Eggs")).toMatchObject({ food: { id: 1123 }, sure: true });
    expect(matchFood("radishes")).toMatchObject({ food: { description: "Radishes, raw" }, sure: true });
    expect(matchFood("yellow or white onion")).toMatchObject({ food: { id: 11282 }, sure: false });
  });

  it.each([
    "love",
    "a little love",
    "xyzzy",
    "",
    "   ",
    "fresh",
    "large",
    "toppings",
    "Toppings:",
    "constructor",
    "__proto__",
    "Back Family Vanillinzucker",
  ])("matches nothing for %j", (name) => {
    expect(matchFood(name)).toBeNull();
  });

  it("reads a cooked name as the cooked food, and a plain one as raw", () => {
    expect(matchFood("cooked chickpeas")?.food.description).toMatch(/cooked, boiled/);
    expect(matchFood("carrots")?.food.description).toMatch(/raw/);
    expect(matchFood("hard boiled eggs")?.food.description).toMatch(/hard-boiled/);
  });

  it("water has no energy", () => {
    expect(matchFood("cold water")?.food.per100g.energy_kcal).toBe(0);
  });

  it("matches a name in well under a millisecond", () => {
    matchFood("iceberg lettuce");
    // Each spelling is new to the remembered answers, so each is matched afresh (most by the scorer).
    const names = ["finely chopped shallots", "smoked streaky bacon", "sweet potatoes", "goat cheese", "xyzzy"];
    const words = ["", "fresh ", "chopped ", "Sliced ", "large ", "small ", "diced ", "ripe "];
    const spellings = words.flatMap((first) => words.flatMap((second) => names.map((name) => first + second + name)));
    const start = performance.now();
    for (const spelling of spellings) matchFood(spelling);
    expect((performance.now() - start) / spellings.length).toBeLessThan(0.5);
  });

  it("finds every curated name's own food: each names a food of the table, none is shadowed", () => {
    expect(FOOD_ALIASES.length).toBeGreaterThan(300);
    for (const [name, id] of FOOD_ALIASES) expect(matchFood(name)?.food.id, name).toBe(id);
  });

  it("writes each curated name once", () => {
    const names = FOOD_ALIASES.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the food table", () => {
  it("holds the foods a cook uses, with their nutrients per 100 g", () => {
    expect(allFoods().length).toBeGreaterThan(5000);
    expect(foodById(1001)).toMatchObject({
      description: "Butter, salted",
      group: "Dairy and Egg Products",
      per100g: { energy_kcal: 717, fat_g: 81.11, saturated_fat_g: 51.368, sodium_mg: 643 },
      portions: { tbsp: 14.2, cup: 227 },
    });
  });

  it("leaves out branded products and baby foods", () => {
    const descriptions = allFoods().map((food) => food.description);
    expect(descriptions.some((text) => /^KRAFT|^CAMPBELL'S|^Babyfood/.test(text))).toBe(false);
  });

  it("says null where the source has no value", () => {
    const missing = allFoods().find((food) => food.per100g.sugars_g === null);
    expect(missing).toBeDefined();
  });
});

describe("grams of a line's amount", () => {
  const food = (name: string) => matchFood(name)?.food ?? null;
  const grams = (quantity: number, unit: string, name: string) => gramsOf(quantity, unit, food(name), name);

  it("weighs volumes through the food's own cup and spoons", () => {
    expect(grams(1, "cup", "plain flour")).toBeCloseTo(125, -1);
    expect(grams(1, "cup", "sugar")).toBeCloseTo(200, -1);
    expect(grams(1, "tbsp", "olive oil")).toBeCloseTo(13.5, 0);
    expect(grams(2, "tablespoons", "butter")).toBeCloseTo(28.4, 0);
    expect(grams(100, "ml", "whole milk")).toBeCloseTo(103, 0);
    expect(grams(1, "tsp", "plain flour")).toBeCloseTo(125 / 48, 0);
  });

  it("weighs counted things through their pieces, a medium one when no size is said", () => {
    expect(grams(1, "", "onion")).toBeCloseTo(110, -1);
    expect(grams(1, "pcs", "small onion")).toBeCloseTo(70, -1);
    expect(grams(2, "", "eggs")).toBeCloseTo(100, -1);
    expect(grams(2, "", "Large Eggs")).toBeCloseTo(100, -1);
    expect(grams(3, "clove", "garlic")).toBeCloseTo(9, 0);
    expect(grams(3, "cloves", "garlic")).toBeCloseTo(9, 0);
    expect(grams(2, "", "garlic cloves")).toBeCloseTo(6, 0);
    expect(grams(4, "", "Medjool dates")).toBeCloseTo(96, 0);
  });

  it("weighs a cup of a food by another form of it when it has no cup of its own", () => {
    expect(matchFood("raw cashews")?.food.description).toBe("Nuts, cashew nuts, raw");
    expect(grams(1, "cup", "raw cashews")).toBeCloseTo(137, -1);
  });

  it("takes weights as they are", () => {
    expect(grams(200, "g", "plain flour")).toBe(200);
    expect(grams(1, "lb", "mince")).toBeCloseTo(453.6, 1);
    expect(grams(1.5, "kg", "potatoes")).toBe(1500);
    expect(gramsOf(50, "g", null, "something unknown")).toBe(50);
  });

  it("weighs several pieces of a size the line gives before their name at that size each", () => {
    const weigh = (text: string) => {
      const line = splitIngredientLine(text);
      return gramsOf(line.quantity ?? 0, line.unit ?? "", food(line.name), line.name, line.note);
    };
    expect(weigh("4 6oz. swordfish steaks")).toBeCloseTo(4 * 6 * 28.35, 0);
    expect(weigh("1 3 lb pork shoulder (boneless)")).toBeCloseTo(3 * 453.6, 0);
    expect(weigh("2 pork steaks (about 350 g)")).toBe(350);
    // A tin's weight is the amount; ginger by the inch weighs as its pieces do, an inch each.
    expect(weigh("400-gram tin crushed tomatoes")).toBe(400);
    expect(weigh('3" ginger (sliced)')).toBe(45);
    expect(weigh("2-cm piece ginger")).toBeCloseTo(15 * (2 / 2.54), 1);
  });

  it("knows no weight for a package, a scoop or a count of what has no pieces", () => {
    expect(grams(1, "package", "spaghetti")).toBeNull();
    expect(grams(1, "scoop", "vanilla ice cream")).toBeNull();
    expect(grams(2, "", "salt")).toBeNull();
    expect(gramsOf(1, "cup", null, "unheard-of thing")).toBeNull();
    expect(gramsOf(-1, "g", null, "flour")).toBeNull();
  });
});

describe("names in other languages", () => {
  it.each([
    ["sal", /^Salt, table$/],
    ["agua", /^Water, tap, drinking$/],
    ["azúcar", /^Sugars, granulated$/],
    ["harina", /^Wheat flour, white, all-purpose/],
    ["mantequilla", /^Butter, salted$/],
    ["huevos", /^Egg, whole, raw, fresh$/],
    ["leche", /^Milk, whole/],
    ["Zucchero", /^Sugars, granulated$/],
    ["farina", /^Wheat flour, white, all-purpose/],
    ["burro", /^Butter, salted$/],
    ["uova", /^Egg, whole, raw, fresh$/],
    ["Tuorli", /^Egg, yolk, raw, fresh$/],
    ["Zucchero a velo", /^Sugars, powdered$/],
    ["Mehl", /^Wheat flour, white, all-purpose/],
    ["Zucker", /^Sugars, granulated$/],
    ["Eier", /^Egg, whole, raw, fresh$/],
    ["Knoblauchzehe", /^Garlic, raw$/],
    ["schwarzer Pfeffer", /^Spices, pepper, black$/],
    ["bloem", /^Wheat flour, white, all-purpose/],
    ["suiker", /^Sugars, granulated$/],
    ["boter", /^Butter, salted$/],
    ["ei", /^Egg, whole, raw, fresh$/],
    ["olijfolie", /^Oil, olive/],
    ["beurre", /^Butter, salted$/],
    ["Échalote", /^Shallots, raw$/],
    ["smör", /^Butter, salted$/],
    ["løg", /^Onions, raw$/],
    ["unid. cebola pequena", /^Onions, raw$/],
    ["q.b. coentros", /^Coriander \(cilantro\) leaves, raw$/],
    ["Zuckerschoten", /^Peas, edible-podded, raw$/],
    ["pimenta-do-reino", /^Spices, pepper, black$/],
    ["q.b. pimenta branca", /^Spices, pepper, white$/],
    ["rodewijnazijn", /^Vinegar, red wine$/],
    ["mjukt smör", /^Butter, salted$/],
  ])("finds %s", (name, description) => {
    expect(matchFood(name)?.food.description).toMatch(description);
  });
});

describe("names as real pages write them", () => {
  it.each([
    ["/ 60 ml olive oil", /^Oil, olive/],
    ["/ 28 oz can of chopped tomatoes", /^Tomatoes, red, ripe, canned/],
    ["tequila", /^Alcoholic beverage, distilled, all .* 80 proof$/],
    ["agave syrup", /^Sweetener, syrup, agave$/],
    ["unsulphured molasses", /^Molasses$/],
    ["jam sugar", /^Sugars, granulated$/],
    ["Italian seasoning", /^Spices, oregano, dried$/],
    ["milk chocolate chips", /^Candies, milk chocolate$/],
    ["Oreo cookies", /^Cookies, chocolate sandwich, with creme filling, regular$/],
    ["bbq sauce", /^Sauce, barbecue$/],
    ["rice vinegar", /^Vinegar, distilled$/],
    ["green apple", /^Apples, raw, with skin$/],
    ["sea scallops", /^Mollusks, scallop, mixed species, raw$/],
    ["arborio rice", /^Rice, white, medium-grain, raw/],
    ["burrito sized flour tortillas", /^Tortillas, ready-to-bake or -fry, flour/],
    ["whole peppercorns", /^Spices, pepper, black$/],
    ["whole cloves", /^Spices, cloves, ground$/],
    ["/ 1 tbsp capers in brine", /^Capers, canned$/],
    ["vanilla bean paste", /^Vanilla extract$/],
    ["champignons de Paris", /^Mushrooms, white, raw$/],
  ])("finds %s", (name, description) => {
    expect(matchFood(name)?.food.description).toMatch(description);
  });
});

describe("grams of the measures cooks agree on", () => {
  const food = (name: string) => matchFood(name)?.food ?? null;
  const grams = (quantity: number, unit: string, name: string) => gramsOf(quantity, unit, food(name), name);

  it("weighs a pinch as a sixteenth of a teaspoon and a dash as an eighth", () => {
    expect(grams(1, "pinch", "salt")).toBeCloseTo(6 / 16, 1);
    expect(grams(2, "pinches", "salt")).toBeCloseTo(12 / 16, 1);
    expect(grams(1, "dash", "salt")).toBeCloseTo(6 / 8, 1);
  });

  it("weighs a can or tin of what cans hold as 400 g", () => {
    expect(grams(1, "can", "chickpeas")).toBe(400);
    expect(grams(2, "tins", "chopped tomatoes")).toBe(800);
    expect(gramsOf(1, "can", null, "something unknown")).toBeNull();
  });

  it("weighs a handful and a bunch by the food: herbs lighter than leaves or nuts", () => {
    expect(grams(1, "handful", "fresh parsley")).toBe(15);
    expect(grams(1, "handful", "baby spinach")).toBe(30);
    expect(grams(1, "handful", "walnuts")).toBe(30);
    expect(grams(1, "bunch", "coriander")).toBe(30);
    expect(grams(1, "bunch", "spring onions")).toBe(100);
    expect(grams(1, "bunch", "carrots")).toBeNull();
  });

  it("weighs a stick of butter as 113 g", () => {
    expect(grams(1, "stick", "butter")).toBeCloseTo(113, 0);
    expect(grams(2, "sticks", "unsalted butter")).toBeCloseTo(226, 0);
  });

  it("weighs a chicken breast as one side, about 175 g, not the table's double breast", () => {
    expect(grams(1, "", "boneless skinless chicken breast")).toBe(175);
    expect(grams(2, "pcs", "chicken breasts")).toBe(350);
  });

  it("weighs pieces the table has no portion for", () => {
    expect(grams(1, "", "butternut squash")).toBe(1000);
    expect(grams(2, "", "Oreo cookies")).toBeCloseTo(23, 0);
    expect(grams(1, "pcs", "Échalote")).toBe(40);
    expect(grams(1, "", "ginger")).toBe(15);
    expect(grams(12, "", "sea scallops")).toBe(360);
    expect(grams(2, "", "bay leaves")).toBeCloseTo(0.4, 2);
    expect(grams(4, "", "whole cloves")).toBeCloseTo(0.4, 2);
  });

  it("weighs a spoon of a food with no measure of its own by its group's density", () => {
    // Half a cup is 120 ml as the unit table measures it; a spread weighs about 1.1 g a ml.
    expect(grams(0.5, "cup", "nutella")).toBeCloseTo(120 * 1.1, 0);
  });
});

describe("foods the table holds under another name", () => {
  it.each([
    ["vegetable stock", /^Soup, vegetable broth, ready-to-serve$/],
    ["low-sodium vegetable broth", /^Soup, vegetable broth, ready-to-serve$/],
    ["Gemüsefond", /^Soup, vegetable broth, ready-to-serve$/],
    ["Fond de légumes", /^Soup, vegetable broth, ready-to-serve$/],
    ["stock cube", /^Soup, chicken broth cubes, dry$/],
    ["bouillonterning", /^Soup, chicken broth cubes, dry$/],
    ["enchilada sauce", /^Sauce, enchilada, ready-to-serve$/],
    ["Taco sauce", /^Sauce, taco, red, ready-to-serve$/],
    ["taco seasoning", /^Seasoning mix, dry, taco, original$/],
    ["Nacho Cheese", /^Sauce, cheese, ready-to-serve$/],
    ["guacamole", /^Avocados, raw, all commercial varieties$/],
    ["Char Siu sauce", /^Sauce, hoisin, ready-to-serve$/],
    ["Chinese five-spice powder", /^Spices, anise seed$/],
    ["nuts", /^Nuts, mixed nuts, dry roasted, with peanuts, without salt added$/],
    ["dried sour cherries", /^Cherries, tart, dried, sweetened$/],
    ["raw sugar", /^Sugar, turbinado$/],
    ["Extra Firm Tofu", /^Tofu, raw, firm/],
    ["dried whole grain penne pasta", /^Macaroni, whole-wheat, dry$/],
    ["biologische kalamata-olijven", /^Olives, ripe, canned/],
    ["gerookte amandelen", /smoke flavor$/],
    ["vaniljsocker", /^Sugars, granulated$/],
    ["starkt kaffe", /^Coffee, brewed from grounds, prepared with tap water$/],
    ["kokosflingor", /^Nuts, coconut meat, dried \(desiccated\), not sweetened$/],
    ["Riz spécial risotto", /^Rice, white, medium-grain, raw/],
    ["Gnocchi", /^Gnocchi, potato, made from boiled potatoes and wheat flour$/],
    ["active sourdough starter", /^Sourdough starter, equal weights of wheat flour and water$/],
    ["frozen meatballs", /^Beef, ground, 80% lean meat \/ 20% fat, raw$/],
  ])("finds %s", (name, description) => {
    expect(matchFood(name)?.food.description).toMatch(description);
  });

  it("makes the foods SR lacks from SR foods in their proportions", () => {
    // Four parts boiled potato (86 kcal) to one of flour (364 kcal); flour and water (0 kcal) in equal weights.
    expect(foodById(99001)?.per100g.energy_kcal).toBeCloseTo(0.8 * 86 + 0.2 * 364, 1);
    expect(foodById(99002)?.per100g.energy_kcal).toBeCloseTo(364 / 2, 1);
  });

  it("names no branded product among the foods it keeps under a generic name", () => {
    expect(foodById(6615)?.description).toBe("Soup, vegetable broth, ready-to-serve");
    expect(allFoods().some((food) => /SWANSON|PACE/.test(food.description))).toBe(false);
  });
});

describe("names with more than the food in them", () => {
  it.each([
    ["82% fat unsalted butter", /^Butter, without salt$/],
    ["To garnish: thyme sprigs", /^Thyme, fresh$/],
    ["10-13 oz Bag Tortilla Chips", /^Tortilla chips, yellow, plain, salted$/],
    ["salt og peber", /^Salt, table$/],
    ["Salt & freshly ground black pepper", /^Salt, table$/],
    ["chili eller cayennepeber efter smag", /^Peppers, hot chili/],
    ["frozen peppers & onions", /^Peppers, sweet, red/],
    ["each ground cumin and coriander", /^Spices, cumin seed$/],
    ["EACH dried thyme + oregano", /^Spices, thyme, dried$/],
    ["flødeost m. hvidløg", /^Cheese, cream$/],
    ["cream cheese with garlic and herbs", /^Cheese, cream$/],
    ["sweet rice short grain glutinous rice", /^Rice, white, glutinous, raw$/],
    ["Hot cooked egg noodles", /^Noodles, egg, cooked/],
  ])("finds %s", (name, description) => {
    expect(matchFood(name)?.food.description).toMatch(description);
  });

  it("is not sure of a food read from a name of two foods or of a food and what it is made with", () => {
    expect(matchFood("peppers & onions")?.sure).toBe(false);
    expect(matchFood("cream cheese with garlic")?.sure).toBe(false);
    expect(matchFood("sweet rice short grain glutinous rice")?.sure).toBe(false);
    // One last word alone is not trusted.
    expect(matchFood("xyzzy glorp sausages")).toBeNull();
  });
});

describe("a weight the line states beside its measure", () => {
  const food = (name: string) => matchFood(name)?.food ?? null;
  const grams = (quantity: number, unit: string, name: string, note: string) =>
    gramsOf(quantity, unit, food(name), name, note);

  it("weighs a count by the weight its note gives, the whole line's unless it says each", () => {
    expect(grams(1, "pcs", "pork shoulder roast", "about 4 lb (1.8 kg) (with or without bone)")).toBeCloseTo(1814, 0);
    expect(grams(2, "pcs", "pork shoulder steaks", "(aka pork butt) (about 350g/12oz, see note)")).toBe(350);
    expect(grams(2, "pcs", "chicken breasts", "about 6 oz each")).toBeCloseTo(340, 0);
  });

  it("weighs a container by each one's weight, and a volume by the weight beside it", () => {
    expect(grams(1, "jar", "Nacho Cheese", "12 oz, (store-bought)")).toBeCloseTo(340, 0);
    expect(grams(2, "cans", "chickpeas", "(400 g)")).toBe(800);
    expect(grams(3, "cup", "dried whole grain penne pasta", "(8 oz.)")).toBeCloseTo(227, 0);
    expect(grams(1, "pcs", "10-13 oz Bag Tortilla Chips", "")).toBeCloseTo(326, 0);
    // Its own weighing stays when the note weighs something else, a fluid ounce, or the unit is a weight.
    expect(grams(1, "cup", "chickpeas", "drained, from a 15 oz can")).toBeCloseTo(grams(1, "cup", "chickpeas", "")!, 6);
    expect(grams(1, "cup", "whole milk", "(8 fl oz)")).toBeCloseTo(244, 0);
    expect(grams(200, "g", "plain flour", "(about 1 1/2 lb)")).toBe(200);
  });

  it("weighs a packet of seasoning mix as an ounce and a cup of almond flour as 96 g", () => {
    expect(gramsOf(1, "package", food("taco seasoning"), "taco seasoning")).toBe(28);
    expect(gramsOf(1, "cup", food("almond flour"), "almond flour")).toBeCloseTo(96, 0);
    expect(gramsOf(0.5, "cup", food("ground almonds"), "ground almonds")).toBeCloseTo(48, 0);
    expect(gramsOf(1, "cup", food("blanched almonds"), "blanched almonds")).toBeCloseTo(145, 0);
  });

  it("weighs a package or block of tofu as 396 g and the zest of a lemon as 6 g", () => {
    expect(gramsOf(2, "package", food("Extra Firm Tofu"), "Extra Firm Tofu")).toBe(792);
    expect(gramsOf(1, "block", food("firm tofu"), "firm tofu")).toBe(396);
    expect(gramsOf(2, "", food("lemon zest"), "lemon zest")).toBe(12);
  });
});
