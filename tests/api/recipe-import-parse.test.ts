import { describe, expect, it } from "vitest";
import { type DraftIngredient, type RecipeDraft } from "../../worker-api/src/contract/recipe-import";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import brokenJson from "../fixtures/recipe-pages/json-ld-broken.html?raw";
import entities from "../fixtures/recipe-pages/json-ld-entities.html?raw";
import graph from "../fixtures/recipe-pages/json-ld-graph.html?raw";
import mainEntity from "../fixtures/recipe-pages/json-ld-main-entity.html?raw";
import severalBlocks from "../fixtures/recipe-pages/json-ld-several-blocks.html?raw";
import truncated from "../fixtures/recipe-pages/json-ld-truncated.html?raw";
import typeArray from "../fixtures/recipe-pages/json-ld-type-array.html?raw";
import markupAmountRows from "../fixtures/recipe-pages/markup-amount-rows.html?raw";
import markupOnly from "../fixtures/recipe-pages/markup-only.html?raw";
import markupParagraphRows from "../fixtures/recipe-pages/markup-paragraph-rows.html?raw";
import markupTextLines from "../fixtures/recipe-pages/markup-text-lines.html?raw";
import microdata from "../fixtures/recipe-pages/microdata.html?raw";
import microdataPlaceholders from "../fixtures/recipe-pages/microdata-placeholders.html?raw";
import microdataWrappedTags from "../fixtures/recipe-pages/microdata-wrapped-tags.html?raw";
import stepsOnPage from "../fixtures/recipe-pages/json-ld-steps-on-page.html?raw";
import separateAmounts from "../fixtures/recipe-pages/json-ld-separate-amounts.html?raw";
import publisherSections from "../fixtures/recipe-pages/json-ld-publisher-sections.html?raw";
import noRecipe from "../fixtures/recipe-pages/no-recipe.html?raw";
import amountsAfterNames from "../fixtures/recipe-pages/json-ld-amounts-after-names.html?raw";
import oneTextSteps from "../fixtures/recipe-pages/json-ld-one-text-steps.html?raw";
import microdataAmountSpans from "../fixtures/recipe-pages/microdata-amount-spans.html?raw";
import markupToolsThenIngredients from "../fixtures/recipe-pages/markup-tools-then-ingredients.html?raw";
import markupPictogramHeading from "../fixtures/recipe-pages/markup-pictogram-heading.html?raw";
import markupHungarianRows from "../fixtures/recipe-pages/markup-hungarian-rows.html?raw";
import microdataItemsWithoutRecipe from "../fixtures/recipe-pages/microdata-items-without-recipe.html?raw";

// Each page in tests/fixtures/recipe-pages/ is written by hand for one pattern real sites use;
// every test asserts the whole draft, read inside workerd.

const PAGE_URL = "https://site.test/recipes/page";

const line = (
  text: string,
  quantity: number | null,
  unit: string | null,
  name: string,
  note = "",
): DraftIngredient => ({
  text,
  quantity,
  unit,
  name,
  note,
});

const EMPTY: RecipeDraft = {
  title: "",
  description: "",
  servings: null,
  yields: null,
  prep_time_minutes: null,
  cook_time_minutes: null,
  total_time_minutes: null,
  image: null,
  source_url: PAGE_URL,
  category: null,
  ingredients: [],
  ingredients_read_from: null,
  instructions: [],
};

describe("parseRecipePage", () => {
  it("reads a Recipe out of an @graph: ImageObject, a number as yield, ISO durations with days, sections flattened", () => {
    expect(parseRecipePage(graph, PAGE_URL)).toEqual({
      title: "Barley & leek soup",
      ingredients_read_from: null,
      description: "A thick soup for cold evenings – ready in about an hour.",
      servings: 6,
      yields: "6 servings",
      prep_time_minutes: 20,
      cook_time_minutes: 70,
      total_time_minutes: 90,
      image: "https://kitchen.test/img/barley.jpg",
      source_url: "https://kitchen.test/barley-soup/",
      category: "Soup",
      ingredients: [
        line("200 g pearl barley", 200, "g", "pearl barley"),
        line("2 leeks, cut into rings", 2, null, "leeks", "cut into rings"),
        line("1½ l vegetable stock", 1.5, "l", "vegetable stock"),
        line("2 Tbsp. butter", 2, "tbsp", "butter"),
        line("Salt and pepper to taste", null, "", "Salt and pepper", "to taste"),
      ],
      instructions: [
        "Rinse the barley in a sieve.",
        "Melt the butter and soften the leeks.",
        "Add the barley and the stock; simmer for 1 hour at 95°C.",
      ],
    });
  });

  it("reads @type as a list, yields as text, a fractional duration, an image list, instructions as one text", () => {
    expect(parseRecipePage(typeArray, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Weekend pancakes",
      category: "Pancakes",
      servings: 12,
      yields: "Makes 12 pancakes",
      prep_time_minutes: 10,
      cook_time_minutes: 30,
      total_time_minutes: 40,
      image: "https://news.test/img/pancakes-1x1.jpg",
      source_url: "https://news.test/food/pancakes",
      ingredients: [
        line("1 1/2 cups flour", 1.5, "cup", "flour"),
        line("2 eggs", 2, null, "eggs"),
        line("1 cup milk", 1, "cup", "milk"),
        line("a pinch of salt", 1, "pinch", "salt"),
      ],
      instructions: [
        "Whisk the eggs and the milk.",
        "Stir in the flour and the salt.",
        "Fry spoonfuls in a hot pan, two minutes a side.",
      ],
    });
  });

  it("reads a yield given as a QuantitativeValue", () => {
    const page = `<script type="application/ld+json">${JSON.stringify({
      "@type": "Recipe",
      name: "Rumos piskóta",
      recipeYield: { "@type": "QuantitativeValue", value: "6", unitText: "személyre" },
      recipeIngredient: ["6 darab tojás", "6 evőkanál cukor"],
    })}</script>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect([draft?.servings, draft?.yields]).toEqual([6, "6 személyre"]);
  });

  it("skips blocks without a recipe, reads a yield list, resolves a relative image against the page", () => {
    expect(parseRecipePage(severalBlocks, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Lentil salad",
      servings: 4,
      yields: "4 portions",
      total_time_minutes: 25,
      image: "https://site.test/img/lentil-salad.jpg",
      category: "Salad",
      ingredients: [
        line("250 g green lentils", 250, "g", "green lentils"),
        line("1 red onion, finely chopped", 1, null, "red onion", "finely chopped"),
        line("3 tbsp olive oil", 3, "tbsp", "olive oil"),
      ],
      instructions: ["Cook the lentils until tender.", "Mix everything while the lentils are warm."],
    });
  });

  it("finds a Recipe nested in mainEntity and an ItemList, with old `ingredients` and a list of ImageObjects", () => {
    expect(parseRecipePage(mainEntity, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Quick flatbread",
      category: "Bread",
      servings: 2,
      yields: "2 servings",
      prep_time_minutes: 15,
      cook_time_minutes: 8,
      total_time_minutes: 23,
      image: "https://site.test/recipes/flatbread.jpg",
      ingredients: [
        line("300 g flour", 300, "g", "flour"),
        line("180 ml warm water", 180, "ml", "warm water"),
        line("1 tsp salt", 1, "tsp", "salt"),
      ],
      instructions: ["Knead a soft dough.", "Roll thin and bake in a dry pan."],
    });
  });

  it("mends JSON with an HTML comment around it, a raw line break in a string and trailing commas", () => {
    expect(parseRecipePage(brokenJson, null)).toEqual({
      ...EMPTY,
      source_url: null,
      title: "Rice pudding",
      category: "Pudding",
      description: "Creamy and slow, cooked on the lowest heat.",
      ingredients: [
        line("100 g short-grain rice", 100, "g", "short-grain rice"),
        line("1 l whole milk", 1, "l", "whole milk"),
        line("3 tbsp sugar", 3, "tbsp", "sugar"),
      ],
      instructions: ["Bring everything to a simmer.", "Stir now and then for 40 minutes."],
    });
  });

  it("decodes named, numeric and double-encoded entities and strips tags written as entities", () => {
    expect(parseRecipePage(entities, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Granny's apple cake",
      category: "Cake",
      description: "Granny’s cake – with apples & cinnamon / serves eight.",
      ingredients: [
        line("½ cup sugar", 0.5, "cup", "sugar"),
        line("3 apples, peeled & sliced", 3, null, "apples", "peeled & sliced"),
        line("1 tsp cinnamon (ground)", 1, "tsp", "cinnamon", "(ground)"),
      ],
      instructions: ["Bake at 180°C for 45 minutes."],
    });
  });

  it("falls back to microdata, keeping a nested item's properties (the author's name) out of the recipe", () => {
    expect(parseRecipePage(microdata, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Tomato tart",
      category: "Tart",
      description: "Summer tomatoes on crisp pastry.",
      servings: 4,
      yields: "4 servings",
      prep_time_minutes: 15,
      cook_time_minutes: 35,
      total_time_minutes: 50,
      image: "https://site.test/img/tomato-tart.jpg",
      ingredients: [
        line("1 sheet puff pastry", 1, "sheet", "puff pastry"),
        line("4 ripe tomatoes, sliced", 4, null, "ripe tomatoes", "sliced"),
        line("2 tbsp mustard", 2, "tbsp", "mustard"),
      ],
      instructions: ["Spread the mustard on the pastry.", "Lay the tomatoes on top and bake at 200°C."],
    });
  });

  it("reads a page without structured data from its Ingredients heading, not from its menu, and its Method list", () => {
    expect(parseRecipePage(markupOnly, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Garlic butter",
      ingredients_read_from: "Ingredients",
      category: "Garlic butter",
      source_url: "https://small.test/garlic-butter",
      ingredients: [
        line("125 g soft butter", 125, "g", "soft butter"),
        line("2 cloves garlic, crushed", 2, "clove", "garlic", "crushed"),
        line("1 handful parsley", 1, "handful", "parsley"),
      ],
      instructions: ["Mash everything together."],
    });
  });

  it("reads ingredients written as <br> lines under an Ingredients heading, without bold group names, comments or a <meta> copy", () => {
    expect(parseRecipePage(markupTextLines, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Lentil soup",
      ingredients_read_from: "Ingredients",
      category: "Soup",
      description: "A warming soup for cold evenings, ready in forty minutes.",
      ingredients: [
        line("200 g red lentils", 200, "g", "red lentils"),
        line("1 onion, chopped", 1, null, "onion", "chopped"),
        line("1.5 l vegetable stock", 1.5, "l", "vegetable stock"),
        line("salt and pepper", null, "", "salt and pepper"),
        line("2 tbsp yoghurt", 2, "tbsp", "yoghurt"),
      ],
      // The paragraph under "Preparation", not the list of links after it.
      instructions: ["Soften the onion, add the lentils and stock and simmer for twenty minutes."],
    });
  });

  it("reads ingredients written as paragraph rows, up to the steps' heading, not the list after it", () => {
    expect(parseRecipePage(markupParagraphRows, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Pan con tomate",
      ingredients_read_from: "Ingredientes",
      category: "Pan con tomate",
      ingredients: [
        line("4 rebanadas de pan", 4, "slice", "pan"),
        line("2 tomates maduros", 2, null, "tomates maduros"),
        line("½ diente de ajo", 0.5, "clove", "ajo"),
        line("aceite de oliva", null, "", "aceite de oliva"),
      ],
      instructions: ["Tuesta el pan, frótalo con el ajo y el tomate y riégalo con aceite."],
    });
  });

  it('reads the list under a "What you\'ll need" heading', () => {
    const page = `<h1>Crêpes</h1><p>Thin pancakes.</p><h2>What You&rsquo;ll Need</h2>
      <ul><li>2 eggs</li><li>100 g flour</li></ul><h2>Method</h2><ol><li>Whisk and fry.</li></ol>`;
    expect(parseRecipePage(page, null)?.ingredients).toEqual([
      line("2 eggs", 2, null, "eggs"),
      line("100 g flour", 100, "g", "flour"),
    ]);
  });

  it("takes the visible ingredient table when it holds the structured data's lines and more", () => {
    expect(parseRecipePage(truncated, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Herb omelette",
      ingredients_read_from: "",
      category: "Omelette",
      ingredients: [
        line("3 eggs", 3, null, "eggs"),
        line("1 tbsp chives", 1, "tbsp", "chives"),
        line("10 g butter", 10, "g", "butter"),
      ],
      instructions: ["Beat the eggs with the herbs and cook gently."],
    });
  });

  it("drops group headings and list bullets, and reads at most 500 lines", () => {
    const lines = ["For the dough:", "- 500 g flour", ...Array.from({ length: 600 }, (_, i) => `${i + 1} g salt`)];
    const page = `<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Long", recipeIngredient: lines })}</script>`;
    const draft = parseRecipePage(page, null)!;
    expect(draft.ingredients).toHaveLength(500);
    expect(draft.ingredients.slice(0, 2)).toEqual([
      line("500 g flour", 500, "g", "flour"),
      line("1 g salt", 1, "g", "salt"),
    ]);
    expect(draft.ingredients.at(-1)).toEqual(line("499 g salt", 499, "g", "salt"));
  });

  it("resolves a pasted page's relative image against its canonical link, og:url or own url, else drops it", () => {
    const recipe = (image: string, extra: Record<string, unknown> = {}) =>
      `<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Soup", image, ...extra })}</script>`;
    const canonical = '<link rel="canonical" href="https://shop.test/recipes/soup.html">';
    const ogUrl = '<meta property="og:url" content="https://shop.test/recipes/soup/">';
    expect(parseRecipePage(canonical + recipe("/content/dam/soup.jpg"), null)?.image).toBe(
      "https://shop.test/content/dam/soup.jpg",
    );
    expect(parseRecipePage(ogUrl + recipe("//images.cdn.test/soup.jpg"), null)?.image).toBe(
      "https://images.cdn.test/soup.jpg",
    );
    expect(parseRecipePage(recipe("img/soup.jpg", { url: "https://blog.test/soup/" }), null)?.image).toBe(
      "https://blog.test/soup/img/soup.jpg",
    );
    // Fetched: the page's own address comes first.
    expect(parseRecipePage(canonical + recipe("//images.cdn.test/soup.jpg"), "http://shop.test/x")?.image).toBe(
      "http://images.cdn.test/soup.jpg",
    );
    // Nothing to resolve against, or not a web link: no photo rather than one the wizard refuses.
    expect(parseRecipePage(recipe("/content/dam/soup.jpg"), null)).toEqual({
      ...EMPTY,
      title: "Soup",
      category: "Soup",
      source_url: null,
    });
    expect(parseRecipePage(recipe("data:image/png;base64,AAAA"), PAGE_URL)?.image).toBeNull();
  });

  it("answers null for a page without a recipe", () => {
    expect(parseRecipePage(noRecipe, PAGE_URL)).toBeNull();
    expect(parseRecipePage("", null)).toBeNull();
  });

  it("makes a clean draft: no invented amounts, units out of names, no prices, parts joined as written, headings not steps, no publisher as category", () => {
    expect(parseRecipePage(publisherSections, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Harissa chickpea stew",
      servings: 4,
      yields: "4 servings",
      category: "Stew",
      ingredients: [
        line("2 large heads garlic", 2, "head", "garlic", "large"),
        line("6 leaves cavolo nero, shredded", 6, "leaf", "cavolo nero", "shredded"),
        line("2 servings cooked couscous", 2, "serving", "cooked couscous"),
        line("1 jar harissa ($4.99)", 1, "jar", "harissa"),
        line("400 g chickpeas*", 400, "g", "chickpeas"),
        line("1 carrot, peeled", 1, null, "carrot", "peeled"),
        line("salt and pepper", null, "", "salt and pepper"),
        line("olive oil for frying", null, "", "olive oil", "for frying"),
      ],
      instructions: [
        "Roast the garlic until soft.",
        "Fry the harissa in the oil, then add the chickpeas and simmer for 20 minutes.",
        "Serve over the couscous.",
      ],
    });
  });

  it("reads microdata steps whose links are written over two lines as whole sentences", () => {
    expect(parseRecipePage(microdataWrappedTags, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Pineapple cooler",
      category: "Drinks",
      ingredients: [
        line("4 cl pineapple juice", 4, "cl", "pineapple juice"),
        line("Crushed ice", null, "", "Crushed ice"),
      ],
      instructions: ["Pour the juice into a shaker with ice.", "Strain into a glass of crushed ice."],
    });
  });

  it("reads amounts the page shows apart from the names its data lists, and leaves group names out", () => {
    expect(parseRecipePage(separateAmounts, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Spiced popcorn",
      category: "Spiced popcorn",
      description: "Popcorn kernels, butter and a little smoked paprika.",
      ingredients: [
        line("½ cup popcorn kernels", 0.5, "cup", "popcorn kernels"),
        line("2 Tbsp butter", 2, "tbsp", "butter"),
        line("1 tsp smoked paprika", 1, "tsp", "smoked paprika"),
        line("fine salt", null, "", "fine salt"),
      ],
      // The lines as the page's list shows them, amounts and names together.
      ingredients_read_from: "Ingredients",
    });
  });

  it("reads the steps and servings the page shows when its data leaves them out, and a cut of meat as a note", () => {
    expect(parseRecipePage(stepsOnPage, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Sheet-pan paprika chicken",
      // Read under the card's heading, which the element named for ingredients holds.
      ingredients_read_from: "Ingredients",
      category: "Sheet-pan paprika chicken",
      servings: 6,
      yields: "6 servings",
      image: "https://cdn.site.test/paprika-chicken.webp",
      ingredients: [
        line("6 bone in, skin on chicken thighs", 6, null, "chicken thighs", "bone in, skin on"),
        line("2 tablespoons smoked paprika", 2, "tbsp", "smoked paprika"),
        line("1 lemon, cut in wedges", 1, null, "lemon", "cut in wedges"),
        line("Flaky salt, to taste", null, "", "Flaky salt", "to taste"),
      ],
      instructions: [
        "Heat the oven to 220°C",
        "Rub the chicken with the paprika and lay it skin side up on a tray with the lemon",
        "Roast until the skin is crisp, about 40 minutes",
      ],
    });
  });

  it("reads the servings a page writes after a no-break space, as a range, in more languages, or with what the dish is served as", () => {
    const page = (servings: string) =>
      `<html><body><h1>Veal Piccata</h1><p>${servings}</p><h2>Ingredients</h2><ul><li>2 veal escalopes</li><li>1 egg</li><li>15 g Parmesan</li></ul></body></html>`;
    const servingsOf = (servings: string) => parseRecipePage(page(servings), PAGE_URL)?.servings;
    expect(servingsOf("<strong>SERVINGS:&nbsp; 8</strong>")).toBe(8);
    expect(servingsOf("<span>4 adag</span>")).toBe(4);
    expect(servingsOf("<strong>2 Portionen als Hauptgericht</strong>")).toBe(2);
    expect(servingsOf("<strong>6 servings as a starter</strong>")).toBe(6);
    // A range reads as its first number, and the count may stand before a "|" and the times.
    expect(servingsOf("<strong>Serves:</strong> 6-8<br><strong>Prep time:</strong> 20 minutes")).toBe(6);
    expect(servingsOf("<em>Serves 2-4 | Prep 10 min | Cook 25 min</em>")).toBe(2);
    expect(servingsOf("<span>Serves&nbsp;4 to 6</span>")).toBe(4);
    expect(servingsOf("<span>Portions : 4 à 6</span>")).toBe(4);
    expect(servingsOf("<span>\n  2 - 4 porcje  </span>")).toBe(2);
    expect(servingsOf("<span>4 porce</span>")).toBe(4);
    expect(servingsOf("<span>Até 4 porções</span>")).toBe(4);
    expect(servingsOf("<p>4 servings — 20 minutes</p>")).toBe(4);
    expect(servingsOf('<p><span class="valor">4</span> porções</p>')).toBe(4);
    expect(servingsOf('<div class="person-count">8 os.</div>')).toBe(8);
    expect(servingsOf('<span class="titre">Personnes</span> <span class="valeur"> 6/8 </span>')).toBe(6);
    // A share of the dish is no count of servings.
    expect(servingsOf("<span>Serving Size:</span> <span>1/8</span>")).toBeNull();
    expect(servingsOf('<div><span id="lblServings">3-4</span> <p>Servings</p></div>')).toBe(3);
    // A choice of servings is no count: the list's last option before "personnes".
    expect(
      servingsOf('<select><option value="2">2</option><option value="12">12</option></select> personnes'),
    ).toBeNull();
    // A number of people in a sentence is no serving count.
    expect(servingsOf("<span>10 people liked this recipe</span>")).toBeNull();
  });

  it("skips a template's placeholder text and keeps names whole: ratios, cook's-choice phrases and capitals", () => {
    expect(parseRecipePage(microdataPlaceholders, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Glazed radish tops",
      category: "Glazed radish tops",
      description: "Radish greens cooked down with soy until glossy: nothing of the bunch goes to waste.",
      servings: 2,
      yields: "2 servings",
      ingredients: [
        line("as you like Radish (or turnip) greens", null, "", "Radish greens", "as you like, (or turnip)"),
        line("1:1:1* Caster sugar", 1, null, "Caster sugar", "1:1:1"),
        line("1:1:1* Light soy sauce", 1, null, "Light soy sauce", "1:1:1"),
        line("to your taste Sesame oil", null, "", "Sesame oil", "to your taste"),
        line("1 pack DIADEM rice crackers", 1, "package", "DIADEM rice crackers"),
      ],
      instructions: ["Chop the greens finely.", "Stir-fry them, add the seasoning and cook until the pan is dry."],
    });
  });

  it("joins an amount and a name shown in elements of their own under a group's Ingredients heading", () => {
    expect(parseRecipePage(markupAmountRows, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Potato dumplings",
      ingredients_read_from: "Ingredients for the dumplings",
      category: "Dumplings",
      description: "Soft dumplings for a Sunday roast.",
      servings: 4,
      yields: "4 servings",
      ingredients: [
        line("750 g floury potatoes", 750, "g", "floury potatoes"),
        line("100 g potato starch", 100, "g", "potato starch"),
        line("1 egg", 1, null, "egg"),
        line("nutmeg", null, "", "nutmeg"),
      ],
      instructions: [
        "Mash the potatoes and knead them with the starch, the egg and a little nutmeg.",
        "Shape eight dumplings and simmer them for twenty minutes.",
      ],
    });
  });

  it("drops what a wrong encoding leaves before a fraction or a no-break space, and a list's drawn bullets", () => {
    const data = {
      "@type": "Recipe",
      name: "Custard",
      recipeIngredient: ["1\u00c2\u00bc cups milk", "2 tbsp\u00c2\u00a0sugar"],
    };
    const page = `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    expect(parseRecipePage(page, null)?.ingredients).toEqual([
      line("1¼ cups milk", 1.25, "cup", "milk"),
      line("2 tbsp sugar", 2, "tbsp", "sugar"),
    ]);
    const list = `<h1>Fudge</h1><h2>Ingredients</h2><ul>
      <li><div class="indicator">•</div><p>130 g sugar</p></li>
      <li><div class="indicator">•</div><p>1 tin condensed milk</p></li></ul>`;
    expect(parseRecipePage(list, null)?.ingredients).toEqual([
      line("130 g sugar", 130, "g", "sugar"),
      line("1 tin condensed milk", 1, "can", "condensed milk"),
    ]);
  });

  it("reads an amount written after the name, with a decimal comma, and numbered steps in one text", () => {
    expect(parseRecipePage(amountsAfterNames, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Crostata di fragole e crema",
      category: "Crostata di fragole e crema",
      servings: 8,
      yields: "8 servings",
      ingredients: [
        line("Farina tipo 00 300 g", 300, "g", "Farina tipo 00"),
        line("Latte intero 200 ml", 200, "ml", "Latte intero"),
        line("Fragole 1,1 kg", 1.1, "kg", "Fragole"),
        line("Uova 3", 3, null, "Uova"),
        line("Cioccolato fondente 70%", null, "", "Cioccolato fondente 70%"),
        line("Pomodori, 2 lattine da 400 g", 2, "can", "Pomodori", "400 g"),
        line("0,5 kg ricotta", 0.5, "kg", "ricotta"),
        line("Burro 120 g, ammorbidito", 120, "g", "Burro", "ammorbidito"),
        line("1,5 l acqua", 1.5, "l", "acqua"),
      ],
      instructions: [
        "Impastate la farina con il burro e le uova.",
        "Stendete la pasta nella teglia e cuocetela a 180°C per 20 minuti.",
        "Scaldate il latte e versatelo sulla ricotta.",
        "Riempite la crostata con la crema e le fragole.",
      ],
    });
  });

  it("splits steps written as one text whose paragraphs were glued together, and reads an optional line's amount", () => {
    expect(parseRecipePage(oneTextSteps, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Walnut brownies",
      category: "Brownies",
      servings: 16,
      yields: "16 squares",
      ingredients: [
        line("200 g dark chocolate", 200, "g", "dark chocolate"),
        line("Butter 250 g", 250, "g", "Butter"),
        line("Caster sugar 2 tbsp", 2, "tbsp", "Caster sugar"),
        line("Eggs 3", 3, null, "Eggs"),
        line("optional: 75g chopped walnuts", 75, "g", "walnuts", "optional, chopped"),
        line("Dr. Oetker vanilla 1 tsp", 1, "tsp", "Dr. Oetker vanilla"),
        line("7UP", null, "", "7UP"),
      ],
      instructions: [
        "Heat the oven to 180°C.",
        "Line a 20cm tin with baking paper.",
        "Melt the chocolate with the butter over a pan of simmering water, stirring now and then. Take it off the heat.",
        "Beat the eggs with the sugar, then fold in the chocolate and the walnuts (if using).",
        "Bake for 25 minutes, until just set in the middle.",
      ],
    });
  });

  it("splits one HowToStep holding several steps, a line or a <br> each, and keeps many steps as the data gives them", () => {
    const page = (recipeInstructions: unknown) =>
      `<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Rice", recipeInstructions })}</script>`;
    const steps = (recipeInstructions: unknown) => parseRecipePage(page(recipeInstructions), null)?.instructions;
    const three = ["Rinse the rice.", "Boil it for 12 minutes.", "Let it rest, covered."];
    expect(
      steps({ "@type": "HowToStep", text: "Rinse the rice.\nBoil it for 12 minutes.\nLet it rest, covered." }),
    ).toEqual(three);
    expect(
      steps([{ "@type": "HowToStep", text: "Rinse the rice.<br>Boil it for 12 minutes.<br/>Let it rest, covered." }]),
    ).toEqual(three);
    expect(
      steps([
        {
          "@type": "HowToStep",
          text: "<p>Rinse the rice.</p><p>Boil it for 12 minutes.</p><p>Let it rest, covered.</p>",
        },
      ]),
    ).toEqual(three);
    expect(steps("1) Rinse the rice. 2) Boil it for 12 minutes.3) Let it rest, covered.")).toEqual(three);
    // A line each, numbered from 1: the recipe numbers its steps itself.
    expect(steps("1.Rinse the rice.\n2.Boil it for 12 minutes.\n3.Let it rest, covered.")).toEqual(three);
    // Steps in a script without capitals, numbered "1." or "1、" in one text.
    expect(steps("1.米洗净 2.加水煮二十分钟。 3.盖上焖五分钟")).toEqual(["米洗净", "加水煮二十分钟。", "盖上焖五分钟"]);
    expect(steps("1、米洗净 2、加水煮二十分钟")).toEqual(["米洗净", "加水煮二十分钟"]);
    // Numbers that do not count the steps from 1, and a stop inside a name, are not step breaks.
    expect(steps("Bake for 2. Then 3. Serve with Dr.Oetker custard.")).toEqual([
      "Bake for 2. Then 3. Serve with Dr.Oetker custard.",
    ]);
    // Several steps in the data: each stays as the data gives it.
    expect(
      steps([
        { "@type": "HowToStep", text: "Rinse the rice.Drain it." },
        { "@type": "HowToStep", text: "Boil it for 12 minutes." },
      ]),
    ).toEqual(["Rinse the rice.Drain it.", "Boil it for 12 minutes."]);
  });

  it("reads a microdata ingredient as one line when its amount sits in an element on a source line of its own", () => {
    expect(parseRecipePage(microdataAmountSpans, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Chickpea farro bowl",
      category: "Bowl",
      ingredients: [
        line("2 Eggs", 2, null, "Eggs"),
        line("½ cup Semi-pearled farro", 0.5, "cup", "Semi-pearled farro"),
        line("1 15-ounce can chickpeas", 1, "can", "chickpeas", "15-ounce"),
        line("40 g bacon", 40, "g", "bacon"),
      ],
      instructions: ["Cook the farro.", "Toss everything together."],
    });
  });

  it("reads the ingredients under their own heading, with the servings in it, after a list of tools", () => {
    expect(parseRecipePage(markupToolsThenIngredients, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Stamppot met gehakt",
      ingredients_read_from: "Ingrediënten voor 4 personen",
      category: "Stamppot met gehakt",
      ingredients: [
        line("300 gr gehakt", 300, "g", "gehakt"),
        line("1 kg aardappelen", 1, "kg", "aardappelen"),
        line("2 el olijfolie", 2, "tbsp", "olijfolie"),
        line("peper en zout", null, "", "peper en zout"),
      ],
      instructions: [
        "Kook de aardappelen gaar in water met zout.",
        "Bak het gehakt rul in de olijfolie en stamp alles door elkaar.",
      ],
    });
  });

  it("reads a heading with a pictogram before its words, and lines written with a dash", () => {
    expect(parseRecipePage(markupPictogramHeading, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Apple tart",
      ingredients_read_from: "🛒 What You’ll Need",
      category: "Tart",
      ingredients: [
        line("250g shortcrust pastry", 250, "g", "shortcrust pastry"),
        line("4 apples, thinly sliced", 4, null, "apples", "thinly sliced"),
        line("2 tbsp apricot jam", 2, "tbsp", "apricot jam"),
      ],
      instructions: [
        "Line a tart tin with the pastry and lay the apples over it in circles.",
        "Bake for 30 minutes, then brush the apples with the warm jam.",
      ],
    });
  });

  it("joins an amount that a structured line breaks off onto a line of its own with the rest of that line", () => {
    const data = {
      "@type": "Recipe",
      name: "Pot roast",
      recipeIngredient: ["2  \r\nbay leaf", "1/2 teaspoon \nground cinnamon", "1 onion\n1 carrot"],
    };
    const page = `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
    expect(parseRecipePage(page, null)?.ingredients).toEqual([
      line("2 bay leaf", 2, null, "bay leaf"),
      line("1/2 teaspoon ground cinnamon", 0.5, "tsp", "ground cinnamon"),
      line("1 onion", 1, null, "onion"),
      line("1 carrot", 1, null, "carrot"),
    ]);
  });

  it("leaves out the card's heading that data written from its text begins with, in the languages pages use", () => {
    const lines = (recipeIngredient: string) => {
      const page = `<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Stew", recipeIngredient })}</script>`;
      return parseRecipePage(page, null)?.ingredients.map((read) => read.text);
    };
    for (const heading of ["Suroviny", "Ingredients:", "Zutaten", "المكونات", "Ингредиенты", "Malzemeler"])
      expect(lines(`${heading}\n\n\t1,5 kg jahňacie stehno\n\n\t2 cibule`)).toEqual([
        "1,5 kg jahňacie stehno",
        "2 cibule",
      ]);
    // A heading's word inside a line is the line's.
    expect(lines("2 cups ingredients mix\n1 egg")).toEqual(["2 cups ingredients mix", "1 egg"]);
    // An Arabic page without data: its ingredients, then its method under "طريقة التحضير".
    const arabic = `<html dir="rtl"><body><h1>شوربة عدس</h1><h2>المكونات</h2><ul><li>2 كوب عدس</li><li>1 بصلة</li></ul>
      <h2>طريقة التحضير</h2><ol><li>اغسل العدس جيدا ثم ضعه في قدر مع الماء.</li><li>أضف البصل واتركه يغلي لمدة عشرين دقيقة.</li></ol></body></html>`;
    const draft = parseRecipePage(arabic, null);
    expect([draft?.ingredients.map((read) => read.text), draft?.instructions]).toEqual([
      ["2 كوب عدس", "1 بصلة"],
      ["اغسل العدس جيدا ثم ضعه في قدر مع الماء.", "أضف البصل واتركه يغلي لمدة عشرين دقيقة."],
    ]);
    // On a page without data, the same words head the list that is read.
    for (const heading of ["Suroviny", "المكونات", "Malzemeler"]) {
      const page = `<html><body><h1>Stew</h1><p>A stew.</p><h2>${heading}</h2><ul><li>1 kg lamb</li><li>2 onions</li></ul></body></html>`;
      const draft = parseRecipePage(page, null);
      expect([draft?.ingredients_read_from, draft?.ingredients.map((read) => read.text)]).toEqual([
        heading,
        ["1 kg lamb", "2 onions"],
      ]);
    }
  });

  it("reads rows of amount, name and a note in brackets, with Hungarian units, up to the steps' heading", () => {
    expect(parseRecipePage(markupHungarianRows, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Tejberizs fahéjjal",
      ingredients_read_from: "Hozzávalók",
      category: "Tejberizs fahéjjal",
      ingredients: [
        line("200 g rizs", 200, "g", "rizs"),
        line("1 csomag vaníliás cukor (8 g-os kiszerelés)", 1, "package", "vaníliás cukor", "(8 g-os kiszerelés)"),
        line("2 rúd fahéj", 2, "stick", "fahéj"),
        line("1 csipet só", 1, "pinch", "só"),
      ],
      instructions: [
        "A rizst a tejjel, a fahéjjal és a sóval lassú tűzön puhára főzzük.",
        "A végén belekeverjük a vaníliás cukrot.",
      ],
    });
  });

  it("reads the list whose items microdata marks as ingredients outside a Recipe, and the servings over it", () => {
    expect(parseRecipePage(microdataItemsWithoutRecipe, PAGE_URL)).toEqual({
      ...EMPTY,
      title: "Tagliatelles au citron",
      ingredients_read_from: "",
      category: "Tagliatelles au citron",
      servings: 2,
      yields: "2 servings",
      ingredients: [
        line("250 g de tagliatelles", 250, "g", "tagliatelles"),
        line("1 citron", 1, null, "citron"),
        line("20 cl de crème", 20, "cl", "crème"),
      ],
    });
  });
});
