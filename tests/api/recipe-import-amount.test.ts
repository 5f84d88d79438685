import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readLeadingAmount } from "../../worker-api/src/recipe-import/amount";
import { splitIngredientLine } from "../../worker-api/src/recipe-import/ingredient-line";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import { COUNT_WORDS } from "../../worker-api/src/shared/count-words";
import { foodText } from "../../worker-api/src/shared/kitchen-amount";
import { LOCALES } from "../../worker-api/src/shared/locales";

// The amount reader and the line splitter by example, then by property: every amount written in
// each supported way reads back as its value, and nothing a page can hold makes the parser throw.

const amountOf = (text: string) => readLeadingAmount(text)?.value ?? null;

describe("readLeadingAmount by example", () => {
  it.each([
    ["2 eggs", 2],
    ["1.5 cups", 1.5],
    ["1,5 dl", 1.5],
    ["1,000 g", 1000],
    [".5 tsp", 0.5],
    ["1/2 cup", 0.5],
    ["1 1/2 cups", 1.5],
    ["1-1/2 cups", 1.5],
    ["1½ cups", 1.5],
    ["1 ½ cups", 1.5],
    ["½ cup", 0.5],
    ["1⁄2 cup", 0.5],
    ["2-3 cloves", 2],
    ["2–3 cloves", 2],
    ["2 to 3 cloves", 2],
    ["1/2-1 cup", 0.5],
    ["3 1/2 – 4 cups", 3.5],
    ["1 - 1/2 cup", 1],
    ["1 10-13 oz bag", 1],
    ["a pinch of salt", 1],
    ["An onion", 1],
    ["one lemon", 1],
    ["twelve rolls", 12],
    ["half a lemon", 0.5],
    ["a dozen eggs", 12],
    ["one or two chillies", 1],
    ["1 and 1/2 cups", 1.5],
    ["1 and ¼ cup", 1.25],
    ["2 and a half cups", 2.5],
    ["1 y 3/4 taza", 1.75],
    ["2 and 3 eggs", 2],
  ])("%s → %d", (text, value) => {
    expect(amountOf(text)).toBe(value);
  });

  it.each(["Salt", "apple", "Andouille sausage", "1/0 cup", "", "- 2 eggs"])("%j has no leading amount", (text) => {
    expect(amountOf(text)).toBeNull();
  });

  it("says how much of the text the amount took, its range included", () => {
    expect(readLeadingAmount("2 to 3 cloves garlic")).toEqual({
      value: 2,
      length: 6,
      range: { end: 3, startLength: 1 },
    });
    expect(readLeadingAmount("1 1/2–2 cups")).toEqual({ value: 1.5, length: 7, range: { end: 2, startLength: 5 } });
    expect(readLeadingAmount("one or two eggs")).toEqual({ value: 1, length: 10, range: { end: 2, startLength: 3 } });
    expect(readLeadingAmount("1 1/2 cups")).toEqual({ value: 1.5, length: 5 });
  });
});

describe("splitIngredientLine by example", () => {
  it.each([
    ["2 cloves garlic, finely chopped", 2, "clove", "garlic", "finely chopped"],
    ["1 (14 oz) can tomatoes", 1, "can", "tomatoes", "(14 oz)"],
    ["Salt and pepper to taste", null, "", "Salt and pepper", "to taste"],
    ["1 cup (240 ml) milk", 1, "cup", "milk", "(240 ml)"],
    ["2 Tbsp. olive oil", 2, "tbsp", "olive oil", ""],
    ["1 T sugar", 1, "tbsp", "sugar", ""],
    ["1 t baking soda", 1, "tsp", "baking soda", ""],
    ["2 c. flour, sifted", 2, "cup", "flour", "sifted"],
    ["3 lbs potatoes", 3, "lb", "potatoes", ""],
    ["8 oz cream cheese, softened", 8, "oz", "cream cheese", "softened"],
    ["200g butter", 200, "g", "butter", ""],
    ["1 kg beef", 1, "kg", "beef", ""],
    ["250 ml stock", 250, "ml", "stock", ""],
    ["2 fl oz rum", 2, "fl oz", "rum", ""],
    ["3 pieces ginger", 3, "pcs", "ginger", ""],
    ["a handful of basil leaves", 1, "handful", "basil leaves", ""],
    ["2 eggs", 2, null, "eggs", ""],
    ["2 tbsp sugar (optional), divided", 2, "tbsp", "sugar", "(optional), divided"],
    ["2 el olijfolie", 2, "tbsp", "olijfolie", ""],
    ["3 cucharadas de aceite", 3, "tbsp", "aceite", ""],
    ["Fresh parsley, for serving", null, "", "Fresh parsley", "for serving"],
    // French spoons written short, and "cc": a French teaspoon, or cubic centimetres.
    ["1 c.c de coriandre en grain", 1, "tsp", "coriandre en grain", ""],
    ["2 c.s. d'huile d'olive", 2, "tbsp", "huile d'olive", ""],
    ["1 cc de sel", 1, "tsp", "sel", ""],
    ["50 cc de lait", 50, "ml", "lait", ""],
    ["牛乳 200cc", 200, "ml", "牛乳", ""],
    ["水 5cc", 5, "ml", "水", ""],
    // Spoons, pieces and cloves in more languages; a Hungarian dekagram; a Swedish spice measure.
    ["4 ss gresskarkjerner", 4, "tbsp", "gresskarkjerner", ""],
    ["0,5 ts tørket chiliflak", 0.5, "tsp", "tørket chiliflak", ""],
    ["2 κ.σ. φρυγανιά", 2, "tbsp", "φρυγανιά", ""],
    ["1 ч. л. разрыхлителя", 1, "tsp", "разрыхлителя", ""],
    ["150 г сахара", 150, "g", "сахара", ""],
    ["2 yemek kaşığı sıvı yağ", 2, "tbsp", "sıvı yağ", ""],
    ["1 adet soğan", 1, "pcs", "soğan", ""],
    ["6 TB butter", 6, "tbsp", "butter", ""],
    ["1 Msp. Salz", 1, "pinch", "Salz", ""],
    ["2 fed hvidløg", 2, "clove", "hvidløg", ""],
    // "kl." in German is small ("klein"), no spoon.
    ["1 kl. Zwiebel", 1, null, "kl. Zwiebel", ""],
    ["cukor kryštálový, 1 KL", 1, "tsp", "cukor kryštálový", ""],
    ["2 dentes de alho", 2, "clove", "alho", ""],
    ["25 dkg Csiperkegomba", 25, "dkg", "Csiperkegomba", ""],
    ["2 krm nymald svartpeppar", 2, "ml", "nymald svartpeppar", ""],
    // A unit's singular and plural, as a page's template gives both.
    ["1 unidade | unidades de tomate", 1, "pcs", "tomate", ""],
    ["1 colher (sopa) | colheres (sopa) de ketchup", 1, "tbsp", "ketchup", ""],
  ])("%s", (text, quantity, unit, name, note) => {
    expect(splitIngredientLine(text)).toEqual({ text, quantity, unit, name, note });
  });
});

// What real pages write around an ingredient that a draft must not carry into its name: the size
// of a counted unit, unit words, footnote marks, shop prices. A line without an amount keeps none.
describe("splitIngredientLine leaves clean names", () => {
  it.each([
    ["salt and pepper", null, "", "salt and pepper", ""],
    ["oil for frying", null, "", "oil", "for frying"],
    ["Pinch of salt", 1, "pinch", "salt", ""],
    ["2 large heads romaine lettuce, torn", 2, "head", "romaine lettuce", "large, torn"],
    ["6 leaves iceberg lettuce", 6, "leaf", "iceberg lettuce", ""],
    // A comma after the unit sets the name apart: the name is not a note of itself.
    ["2 cups, packed brown sugar", 2, "cup", "packed brown sugar", ""],
    ["3 cups* sweet rice (short grain glutinous rice)", 3, "cup", "sweet rice", "(short grain glutinous rice)"],
    ["2 1½-inch-thick pork chops, patted dry", 2, null, "pork chops", "1½-inch-thick, patted dry"],
    // A bracket left open: its words are the name, not a note of the same words.
    ["4 (6-ounce halibut fillets, 1 inch thick", 4, null, "6-ounce halibut fillets 1 inch thick", ""],
    // A weight after an added amount is a note too.
    ["1/2 C + 1 Tbs (100g) bread flour", 0.5, "cup", "bread flour", "+ 1 Tbs, (100g)"],
    ["1/2 c. (1 stick), unsalted butter, cut into pieces", 0.5, "cup", "unsalted butter", "(1 stick), cut into pieces"],
    ["1 leaf gelatine", 1, "leaf", "gelatine", ""],
    ["2 servings fresh ramen noodles", 2, "serving", "fresh ramen noodles", ""],
    ["4 cloves garlic", 4, "clove", "garlic", ""],
    ["1 small pinch saffron", 1, "pinch", "saffron", "small"],
    ["3 large eggs", 3, null, "eggs", "large"],
    ["1 medium-sized onion, diced", 1, null, "onion", "medium-sized, diced"],
    ["2 fillets salmon", 2, "fillet", "salmon", ""],
    ["1 cup sugar*", 1, "cup", "sugar", ""],
    ["2 tbsp butter** see note", 2, "tbsp", "butter", "see note"],
    ["1/3 cup shortening *or all butter", 1 / 3, "cup", "shortening", "or all butter"],
    ["1 jar pesto ($6.99)", 1, "jar", "pesto", ""],
    ["1 lb shrimp (£4.50 at the market), peeled", 1, "lb", "shrimp", "peeled"],
    ["2 avocados (ripe) (€1,20)", 2, null, "avocados", "(ripe)"],
    ["Parmesan ($3), for serving", null, "", "Parmesan", "for serving"],
    ["1 mk őrölt kömény", 1, "tsp", "őrölt kömény", ""],
    // The same amount in other units is a note, as "(85 g)" is: after a slash, or in the other system.
    ["100g/3½oz butter, softened", 100, "g", "butter", "3½oz, softened"],
    ["600g / 1lb 5oz cream cheese", 600, "g", "cream cheese", "1lb 5oz"],
    ["1 1/2 cups/190 grams flour (see Tip)", 1.5, "cup", "flour", "190 grams, (see Tip)"],
    ["500 ml 2 cups milk", 500, "ml", "milk", "2 cups"],
    ["1 cup plus 1 tablespoon / 235 g olive oil", 1, "cup", "olive oil", "plus 1 tablespoon, 235 g"],
    ["2 cups flour / or rice flour", 2, "cup", "flour / or rice flour", ""],
    // A package's size glued to its unit: "8oz".
    ["1 8oz package cream cheese", 1, "package", "cream cheese", "8oz"],
    ["2 14oz cans cranberry sauce", 2, "can", "cranberry sauce", "14oz"],
    // A piece's size after the count, with or without a package: the count is the amount.
    ["1 14½-ounce can tomato puree", 1, "can", "tomato puree", "14½-ounce"],
    ["1 3 lb pork shoulder (boneless)", 1, null, "pork shoulder", "3 lb, (boneless)"],
    ["4 6oz. swordfish steaks", 4, null, "swordfish steaks", "6oz. each"],
    ["12 6-in. flour tortillas, warmed", 12, null, "flour tortillas", "6-in., warmed"],
    ["1 9 inch unbaked pie crust", 1, null, "unbaked pie crust", "9 inch"],
    ["1 1-inch knob ginger", 1, "knob", "ginger", "1-inch"],
    // A number marked as a size is the amount in that unit; a package or piece after it is a note.
    ['3" ginger (sliced)', 3, "inch", "ginger", "(sliced)"],
    ["1” ginger, finely minced", 1, "inch", "ginger", "finely minced"],
    ["1½-inch knob ginger", 1.5, "inch", "ginger", "knob"],
    ["400-gram tin crushed tomatoes", 400, "g", "crushed tomatoes", "tin"],
    ["2-cm piece of lemongrass", 2, "cm", "lemongrass", "piece"],
    ["2 inch of white part of leek", 2, "inch", "white part of leek", ""],
    ["1 ½ inch ginger", 1.5, "inch", "ginger", ""],
    // A mixed number before a size mark is the size as written (not a count and a size).
    ["1 ½-inch piece of ginger", 1.5, "inch", "ginger", "piece"],
    ["1 1/2 cups flour", 1.5, "cup", "flour", ""],
    // A comma after the count, a bracket after the size, a heart or star before the line.
    ["1, 14 oz can of sweetened condensed milk", 1, "can", "sweetened condensed milk", "14 oz"],
    ["Three 8-ounce (680g) packages cream cheese", 3, "package", "cream cheese", "8-ounce (680g)"],
    ["＊水 100ml", 100, "ml", "水", ""],
    // Nothing but a bracket after the amount: the bracket names the ingredient, its own amount a note.
    ["200 gms (1 cup of white sugar)", 200, "g", "white sugar", "1 cup"],
    ["1 packet (2¼ tsp instant dry yeast)", 1, "package", "instant dry yeast", "2¼ tsp"],
    ["2 (about 1 lb)", 2, null, "", "(about 1 lb)"],
    // The amount's rest in a smaller unit, or the same amount as a weight after a volume: a note, not the name.
    ["1 lb 5 oz beef mince", 1, "lb", "beef mince", "5 oz"],
    ["1 cup 2 tablespoons sugar", 1, "cup", "sugar", "2 tablespoons"],
    ["3/4 cup 4 oz. pine nuts", 0.75, "cup", "pine nuts", "4 oz."],
    ["4 oz 1 stick unsalted butter", 4, "oz", "unsalted butter", "1 stick"],
    ["1 cup 1 egg", 1, "cup", "1 egg", ""],
    // A recipe plugin's data wraps every note in brackets; the note reads as its page shows it.
    ["2 garlic cloves (, minced)", 2, null, "garlic cloves", "minced"],
    ["1 kg pork shoulder ((butt) or pork belly (Note 1))", 1, "kg", "pork shoulder", "(butt) or pork belly (Note 1)"],
    ["2 cans cinnamon rolls ((12 oz each) )", 2, "can", "cinnamon rolls", "(12 oz each)"],
    ["1/2 cup pineapple (frozen )", 0.5, "cup", "pineapple", "(frozen)"],
    ["8 apples (cold (see note 1))", 8, null, "apples", "(cold (see note 1))"],
    ["4 cups water ( )", 4, "cup", "water", ""],
    // A dash after the amount's bracket; two amounts in the unit after the second.
    ["1 Tbsp (20ml) - Sun Dried Tomato Oil", 1, "tbsp", "Sun Dried Tomato Oil", "(20ml)"],
    ["8 - (2-ounce) chicken tenderloins", 8, null, "chicken tenderloins", "(2-ounce)"],
    ["2/3 + 1/4 cup chocolate chips", 2 / 3, "cup", "chocolate chips", "+ 1/4 cup"],
    ["50 +150 gr witte basterdsuiker", 50, "g", "witte basterdsuiker", "+150 gr"],
    // A counted thing alone is what is counted.
    ["1 clove", 1, null, "clove", ""],
    // Chinese writes the unit or counter before the name, often with no space.
    ["150克鸡胸肉", 150, "g", "鸡胸肉", ""],
    ["125 克 细砂糖", 125, "g", "细砂糖", ""],
    ["120g淡奶油", 120, "g", "淡奶油", ""],
    ["2个鸡蛋", 2, null, "鸡蛋", ""],
  ])("%s", (text, quantity, unit, name, note) => {
    expect(splitIngredientLine(text)).toEqual({ text, quantity, unit, name, note });
  });
});

it('reads no piece\'s size where three digits after a space may be thousands ("1 500 g" in French)', () => {
  expect(splitIngredientLine("1 500 g farine")).toMatchObject({ name: "500 g farine", note: "" });
  expect(splitIngredientLine("1 400 g tin tomatoes")).toMatchObject({ unit: "can", name: "tomatoes", note: "400 g" });
});

// Names seen garbled on real pages: a ratio left in the name, a cook's-choice phrase in front of it,
// the cut of the meat taken for the ingredient, a unit or link word cut out of a word in capitals.
describe("splitIngredientLine keeps the ingredient as the name", () => {
  it.each([
    ["1:1:1* Sugar", 1, null, "Sugar", "1:1:1"],
    ["2:1 soy sauce", 2, null, "soy sauce", "2:1"],
    ["as you like Celery (or turnip) leaves", null, "", "Celery leaves", "as you like, (or turnip)"],
    ["to taste black pepper", null, "", "black pepper", "to taste"],
    ["as needed Sesame seeds", null, "", "Sesame seeds", "as needed"],
    ["Chives as you like", null, "", "Chives", "as you like"],
    ["6 bone in, skin on chicken thighs", 6, null, "chicken thighs", "bone in, skin on"],
    ["4 boneless, skinless chicken breasts, halved", 4, null, "chicken breasts", "boneless, skinless, halved"],
    ["2 skin-on salmon fillets", 2, null, "salmon fillets", "skin-on"],
    ["1 cup DIADEM flour", 1, "cup", "DIADEM flour", ""],
    ["1 pack DIADEM rice crackers", 1, "package", "DIADEM rice crackers", ""],
    ["1 can DEL MONTE peaches", 1, "can", "DEL MONTE peaches", ""],
    ["2 T BONE steaks", 2, null, "T BONE steaks", ""],
    ["1 CUP OF FLOUR", 1, "cup", "FLOUR", ""],
    ["1 cup of flour", 1, "cup", "flour", ""],
    ["3 EL Tomatenmark", 3, "tbsp", "Tomatenmark", ""],
    // Written after the name, ending it: a note too, so the list merges "onion" with "onion".
    ["1 onion finely chopped", 1, null, "onion", "finely chopped"],
    ["½ lemon zested and juiced", 0.5, null, "lemon", "zested and juiced"],
    ["4.0 garlic cloves peeled and minced", 4, null, "garlic cloves", "peeled and minced"],
    ["4 stalks celery chopped small", 4, "stalk", "celery", "chopped small"],
    [
      "1 whole chicken cut into 8 pieces (approx. 1.5kg)",
      1,
      null,
      "whole chicken",
      "cut into 8 pieces, (approx. 1.5kg)",
    ],
    ["450g extra-firm tofu drained", 450, "g", "extra-firm tofu", "drained"],
    // Before the name it says what is bought, or the name's words follow: no note.
    ["1 can canned diced tomatoes", 1, "can", "canned diced tomatoes", ""],
    ["2 tbsp neutral oil or melted butter", 2, "tbsp", "neutral oil or melted butter", ""],
  ])("%s", (text, quantity, unit, name, note) => {
    expect(splitIngredientLine(text)).toEqual({ text, quantity, unit, name, note });
  });

  it("reads a name trailed by thousands of preparations as fast as any line", () => {
    // Each place a preparation may begin was read to the line's end: seconds for this line.
    const text = `1 onion ${"chopped and ".repeat(20_000)}sliced`;
    const { name, note } = splitIngredientLine(text);
    // At most four preparations are read as the note; the rest stay the (absurd) name.
    expect(note).toBe("chopped and chopped and chopped and sliced");
    expect([name.length, name.slice(0, 17)]).toEqual([6 + 12 * 19_997 - 1, "onion chopped and"]);
  });
});

// Lines seen on real pages that lost their amount: written after the name, with a decimal comma,
// behind "optional:". Numbers that name the product are not amounts.
describe("splitIngredientLine keeps a range's end", () => {
  it.each([
    ["1–2 EL Weizenmehl", 1, 2, "tbsp", "Weizenmehl"],
    ["3-4 tablespoons orange juice", 3, 4, "tbsp", "orange juice"],
    ["½ to ¾ cup heavy cream", 0.5, 0.75, "cup", "heavy cream"],
    ["2 1/2 - 3 cups stock", 2.5, 3, "cup", "stock"],
    ["8 à 10 filets d'anchois", 8, 10, "fillet", "anchois"],
    ["one or two eggs", 1, 2, null, "eggs"],
    ["*2-3 garlic cloves", 2, 3, null, "garlic cloves"],
  ])("%s", (text, quantity, quantityMax, unit, name) => {
    expect(splitIngredientLine(text)).toMatchObject({ quantity, quantity_max: quantityMax, unit, name });
  });

  it("reads a range before a weight and its containers as a count of containers that size", () => {
    expect(splitIngredientLine("2 - 15 oz cans pumpkin puree")).toEqual({
      text: "2 - 15 oz cans pumpkin puree",
      quantity: 2,
      unit: "can",
      name: "pumpkin puree",
      note: "15 oz",
    });
    expect(splitIngredientLine("2-14 oz. cans of coconut milk")).toMatchObject({
      quantity: 2,
      unit: "can",
      note: "14 oz.",
    });
  });

  it("has none for one amount, a mixed number or a range that falls", () => {
    for (const text of ["2 tbsp flour", "1-1/2 cups milk", "3-2 eggs", "Salt"])
      expect(splitIngredientLine(text), text).not.toHaveProperty("quantity_max");
  });
});

describe("splitIngredientLine reads an amount wherever the line writes it", () => {
  it.each([
    ["Latte intero 200 ml", 200, "ml", "Latte intero", ""],
    ["Sugar 2 tbsp", 2, "tbsp", "Sugar", ""],
    ["Eggs 3", 3, null, "Eggs", ""],
    ["Flour 1 1/2 cups", 1.5, "cup", "Flour", ""],
    ["Sugar: 2 tbsp", 2, "tbsp", "Sugar", ""],
    ["Eggs (large) 3", 3, null, "Eggs", "(large)"],
    ["Burro 50 g, ammorbidito", 50, "g", "Burro", "ammorbidito"],
    ["Farina tipo 00 500 g", 500, "g", "Farina tipo 00", ""],
    ["Fragole 1,1 kg", 1.1, "kg", "Fragole", ""],
    ["1,5 l latte", 1.5, "l", "latte", ""],
    ["0,5 kg farina", 0.5, "kg", "farina", ""],
    ["Tomatoes, 2 cans of 400 g", 2, "can", "Tomatoes", "400 g"],
    ["onion, chopped", null, "", "onion", "chopped"],
    ["Chocolate 70%", null, "", "Chocolate 70%", ""],
    ["Chocolate 70% 100 g", 100, "g", "Chocolate 70%", ""],
    ["Spaghetti n° 5", null, "", "Spaghetti n° 5", ""],
    ["Salad greens for 6, washed", null, "", "Salad greens for 6", "washed"],
    ["Pain pour 4", null, "", "Pain pour 4", ""],
    ["7UP", null, "", "7UP", ""],
    ["7UP 330 ml", 330, "ml", "7UP", ""],
    ["optional: 75g chopped walnuts", 75, "g", "walnuts", "optional, chopped"],
    ["75g chopped walnuts (optional)", 75, "g", "walnuts", "chopped, (optional)"],
    ["2 tbsp finely grated parmesan", 2, "tbsp", "parmesan", "finely grated"],
    ["1 pound very thinly sliced flank steak", 1, "lb", "flank steak", "very thinly sliced"],
    ["1 tsp ground cinnamon", 1, "tsp", "ground cinnamon", ""],
    ["1 15.5 -Ounce Can Chickpeas", 1, "can", "Chickpeas", "15.5 -Ounce"],
    ["1 400 g tin tomatoes", 1, "can", "tomatoes", "400 g"],
    // What a weight comes in is a note; a product named after a piece is not.
    ["400g tin chickpeas, drained", 400, "g", "chickpeas", "tin, drained"],
    ["1 kg bag of potatoes", 1, "kg", "potatoes", "bag"],
    ["150g pot natural yogurt", 150, "g", "natural yogurt", "pot"],
    ["600 g Filet de saumon", 600, "g", "Filet de saumon", ""],
    ["½ ounce St. Germaine liqueur", 0.5, "oz", "St. Germaine liqueur", ""],
    ["200 g can", 200, "g", "can", ""],
  ])("%s", (text, quantity, unit, name, note) => {
    expect(splitIngredientLine(text)).toEqual({ text, quantity, unit, name, note });
  });
});

const UNITS = ["", " cup", " cups flour", " g", " tbsp sugar", " Zwiebel"];
const unit = fc.constantFrom(...UNITS);
const close = (value: number | null, expected: number) => value !== null && Math.abs(value - expected) < 1e-9;
const VULGAR: [string, number][] = [
  ["½", 1 / 2],
  ["⅓", 1 / 3],
  ["⅔", 2 / 3],
  ["¼", 1 / 4],
  ["¾", 3 / 4],
  ["⅕", 1 / 5],
  ["⅙", 1 / 6],
  ["⅛", 1 / 8],
  ["⅜", 3 / 8],
  ["⅝", 5 / 8],
  ["⅞", 7 / 8],
];

// A household reads its recipes in its own language ("2 łyżki", "1 ملعقة صغيرة"), and a recipe page
// Larder showed (a shared link, a printout pasted back) is written in those words: each reads back
// as the amount and unit it was written from.
describe("splitIngredientLine reads the amounts Larder writes, in every language it speaks", () => {
  const UNITS = [
    ...["tsp", "tbsp", "cup", "pint", "quart", "gallon", "pinch", "g", "kg", "ml", "l", "lb", "oz", "fl oz"],
    ...Object.keys(COUNT_WORDS.de),
  ];
  const AMOUNTS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 12, 22];
  it.each(LOCALES)("%s", (language) => {
    const misread: string[] = [];
    for (const unit of UNITS)
      for (const quantity of AMOUNTS) {
        const text = foodText(quantity, unit, { name: "mąka", asWritten: true }, language);
        const line = splitIngredientLine(text);
        if (line.quantity !== quantity || line.unit !== unit || line.name !== "mąka")
          misread.push(`${text} → ${line.quantity} ${line.unit} ${line.name}`);
      }
    expect(misread).toEqual([]);
  });
});

describe("readLeadingAmount by property", () => {
  it("reads integers", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), unit, (n, rest) => close(amountOf(`${n}${rest}`), n)));
  });

  it("reads decimals with a point (any digits) or a comma (one or two digits; three are thousands)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 9999 }),
        unit,
        (whole, fraction, rest) => {
          const digits = String(fraction);
          const value = whole + fraction / 10 ** digits.length;
          const comma = digits.length <= 2 ? close(amountOf(`${whole},${digits}${rest}`), value) : true;
          return close(amountOf(`${whole}.${digits}${rest}`), value) && comma;
        },
      ),
    );
  });

  it("reads fractions and mixed numbers with every slash and separator", () => {
    const slash = fc.constantFrom("/", "⁄", "∕", " / ");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 64 }),
        slash,
        unit,
        (numerator, denominator, mark, rest) =>
          close(amountOf(`${numerator}${mark}${denominator}${rest}`), numerator / denominator),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 2, max: 16 }),
        fc.constantFrom(" ", "-", "  "),
        slash,
        unit,
        (whole, numerator, denominator, separator, mark, rest) =>
          close(
            amountOf(`${whole}${separator}${numerator}${mark}${denominator}${rest}`),
            whole + numerator / denominator,
          ),
      ),
    );
  });

  it("reads unicode vulgar fractions alone, glued to a whole number or after a space", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(...VULGAR),
        fc.constantFrom("", " "),
        unit,
        (whole, [glyph, value], space, rest) =>
          whole === 0
            ? close(amountOf(`${glyph}${rest}`), value)
            : close(amountOf(`${whole}${space}${glyph}${rest}`), whole + value),
      ),
    );
  });

  it("reads the first number of a range", () => {
    const number = fc.oneof(
      fc.integer({ min: 0, max: 500 }).map((n) => [String(n), n] as const),
      fc.integer({ min: 1, max: 9 }).map((n) => [`${n}/10`, n / 10] as const),
      fc.constantFrom(...VULGAR).map(([glyph, value]) => [glyph, value] as const),
    );
    const dash = fc.constantFrom("-", "–", " - ", " – ", " to ", " or ");
    fc.assert(
      fc.property(number, dash, number, unit, ([first, value], mark, [second], rest) => {
        // "1-1/2" and "1-½" are mixed numbers (one and a half), as US recipes write them, not ranges.
        fc.pre(!(/^\d+$/.test(first) && mark === "-" && !/^\d+$/.test(second)));
        return close(amountOf(`${first}${mark}${second}${rest}`), value);
      }),
    );
  });

  it("leaves a line without an amount as it is: null quantity, no unit, text unchanged", () => {
    const word = fc.constantFrom("Salt", "flour", "Olive oil", "pepper", "Butter", "zest");
    fc.assert(
      fc.property(word, fc.string({ maxLength: 40 }), (first, rest) => {
        // A number after a space may be the amount written after the name: that is the next property.
        fc.pre(!/\s[\d½⅓⅔¼¾⅛]/.test(rest));
        const text = `${first}${rest}`;
        const split = splitIngredientLine(text);
        return split.quantity === null && split.unit === "" && split.text === text && amountOf(text) === null;
      }),
    );
  });

  it("reads an amount of nothing with its phrase as a note, counts and grams as Indian pages write them, no dash after an amount, an added amount as a note", () => {
    const parts = (text: string) => {
      const { quantity, unit, name, note } = splitIngredientLine(text);
      return [quantity, unit, name, note];
    };
    expect(parts("0 As required salt")).toEqual([0, null, "salt", "As required"]);
    expect(parts("0 to taste black pepper")).toEqual([0, null, "black pepper", "to taste"]);
    expect(parts("0.5 tsp salt")).toEqual([0.5, "tsp", "salt", ""]);
    expect(parts("10 g butter")).toEqual([10, "g", "butter", ""]);
    expect(parts("6 Numbers basil leaves")).toEqual([6, "pcs", "basil leaves", ""]);
    expect(parts("2 nos onions, sliced")).toEqual([2, "pcs", "onions", "sliced"]);
    expect(parts("36.40 gm olive oil")).toEqual([36.4, "g", "olive oil", ""]);
    expect(parts("500 gms cherry tomatoes")).toEqual([500, "g", "cherry tomatoes", ""]);
    // A dash a template sets after the amount or its unit is not part of the name.
    expect(parts("3 - slices of day old bread")).toEqual([3, "slice", "day old bread", ""]);
    expect(parts("2 – eggs")).toEqual([2, null, "eggs", ""]);
    expect(parts("200 g - flour")).toEqual([200, "g", "flour", ""]);
    // An amount added to the first is a note: the name is what follows it.
    expect(parts("1 cup + 2 tablespoons heavy cream")).toEqual([1, "cup", "heavy cream", "+ 2 tablespoons"]);
    expect(parts("1/2 cup plus 1 tsp sugar")).toEqual([0.5, "cup", "sugar", "plus 1 tsp"]);
    // Portuguese spoons and cups, and half written as a word.
    expect(parts("3 colheres (sopa) de margarina (45 g)")).toEqual([3, "tbsp", "margarina", "(45 g)"]);
    expect(parts("meia xícara (chá) de leite")).toEqual([0.5, "cup", "leite", ""]);
    expect(parts("1 colher de chá de sal")).toEqual([1, "tsp", "sal", ""]);
    expect(parts("meio quilo de carne moída")).toEqual([0.5, "kg", "carne moída", ""]);
    // "And a half" after a whole number: the amount is one and a half, the unit and name follow.
    expect(parts("1 e meia xícara (chá) de leite")).toEqual([1.5, "cup", "leite", ""]);
    expect(parts("0 e 1/2 colher (sopa) de colorau")).toEqual([0.5, "tbsp", "colorau", ""]);
    expect(parts("2 e meio kg de batata")).toEqual([2.5, "kg", "batata", ""]);
    expect(parts("1 y media taza de harina")).toEqual([1.5, "cup", "harina", ""]);
    // A count's mark is neither the name's nor a unit: "4x", "3 ×"; "x-large" is a size.
    expect(parts("4x gousse d'ail (16g)")).toEqual([4, "clove", "ail", "(16g)"]);
    expect(parts("1x sachet de levure")).toEqual([1, "sachet", "levure", ""]);
    expect(parts("3 × eggs")).toEqual([3, null, "eggs", ""]);
    expect(parts("2 x-large eggs")).toEqual([2, null, "x-large eggs", ""]);
    // A word that only begins like one is a name: "no-bake", "gmelina".
    expect(parts("1 no-bake crust")).toEqual([1, null, "no-bake crust", ""]);
  });

  it("reads an amount written after the name, with or without its unit", () => {
    const word = fc.constantFrom("Salt", "flour", "Olive oil", "pepper", "Butter", "zest");
    fc.assert(
      fc.property(
        word,
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom("", " cup", "g", " tbsp", " ml"),
        (name, n, after) => {
          const split = splitIngredientLine(`${name} ${n}${after}`);
          return (
            close(split.quantity, n) && split.name === name && (after === "" ? split.unit === null : split.unit !== "")
          );
        },
      ),
    );
  });
});

const RECIPE_KEYS = [
  "name",
  "description",
  "recipeYield",
  "prepTime",
  "cookTime",
  "totalTime",
  "image",
  "url",
  "recipeCategory",
  "recipeIngredient",
  "ingredients",
  "recipeInstructions",
];

describe("the parser never throws", () => {
  it("on any text, as a page or as an ingredient line", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" })), (text) => {
        parseRecipePage(text, null);
        parseRecipePage(`<script type="application/ld+json">${text}</script>`, "https://site.test/");
        parseRecipePage(`<div itemscope itemtype="https://schema.org/Recipe">${text}`, null);
        splitIngredientLine(text);
        readLeadingAmount(text);
      }),
      { numRuns: 500 },
    );
  });

  it("on any JSON in a ld+json block, also in every field of a Recipe", () => {
    const recipe = fc
      .dictionary(fc.constantFrom(...RECIPE_KEYS), fc.jsonValue({ maxDepth: 4 }))
      .map((fields) => ({ "@type": "Recipe", ...fields }));
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), recipe), (value) => {
        const draft = parseRecipePage(
          `<script type="application/ld+json">${JSON.stringify(value)}</script>`,
          "https://site.test/r",
        );
        if (draft) expect(draft.ingredients.every((ingredient) => typeof ingredient.text === "string")).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
