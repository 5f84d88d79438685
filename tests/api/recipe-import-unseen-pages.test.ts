import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import listShownTwice from "../fixtures/recipe-pages/markup-list-shown-twice.html?raw";
import unitSystemLists from "../fixtures/recipe-pages/markup-unit-system-lists.html?raw";
import cutAtCommas from "../fixtures/recipe-pages/json-ld-cut-at-commas.html?raw";
import tabsAndLinkLabels from "../fixtures/recipe-pages/markup-tabs-and-link-labels.html?raw";
import listUnderTitle from "../fixtures/recipe-pages/markup-list-under-title.html?raw";
import menuEntriesAndShortUnits from "../fixtures/recipe-pages/markup-menu-entries-and-short-units.html?raw";
import namesAmountsInTable from "../fixtures/recipe-pages/json-ld-names-amounts-in-table.html?raw";
import rowsAmountsAfterNames from "../fixtures/recipe-pages/json-ld-rows-amounts-after-names.html?raw";
import amountsAfterLabels from "../fixtures/recipe-pages/json-ld-amounts-after-labels.html?raw";
import lastPartOnly from "../fixtures/recipe-pages/json-ld-last-part-only.html?raw";

// Layouts met on recipe pages the reader was not tuned on: what a page hides (comments), shows
// twice (a copy for phones or for print) or puts among its ingredients to work the page.

const PAGE_URL = "https://site.test/recipes/page";
const lines = (html: string) => parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => line.text);

describe("a list the page hides or shows twice", () => {
  it("reads neither an older list kept in a comment nor the list's second copy", () => {
    const draft = parseRecipePage(listShownTwice, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["6 ripe plums, halved and stoned", 6, null, "ripe plums"],
      ["3 tablespoons honey", 3, "tbsp", "honey"],
      ["½ teaspoon ground cinnamon", 0.5, "tsp", "ground cinnamon"],
      ["Greek yogurt, for serving", null, "", "Greek yogurt"],
    ]);
    expect(draft?.ingredients_read_from).toBe("INGREDIENTS");
  });

  it("leaves a comment out of a microdata ingredient element", () => {
    const page = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pear Salad</h1>
      <div itemprop="recipeIngredient"><!-- <ul>
<li>2 pears</li>
</ul>
 -->
<ul><li>3 ripe pears, sliced</li><li>100 g blue cheese</li><li>1 handful walnuts</li></ul></div></div></body></html>`;
    expect(lines(page)).toEqual(["3 ripe pears, sliced", "100 g blue cheese", "1 handful walnuts"]);
  });

  it("keeps a list whose two halves only look alike, and lines a recipe repeats", () => {
    const page = (items: string[]) =>
      `<html><body><h1>Two Sauces</h1><h2>Ingredients</h2><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul></body></html>`;
    expect(lines(page(["1 tsp salt", "2 eggs", "1 tsp salt", "3 eggs"]))).toEqual([
      "1 tsp salt",
      "2 eggs",
      "1 tsp salt",
      "3 eggs",
    ]);
    expect(lines(page(["1 tsp salt", "1 tsp salt", "200 g flour"]))).toEqual([
      "1 tsp salt",
      "1 tsp salt",
      "200 g flour",
    ]);
  });

  it("reads a group the structured data lists again after the list, in another order, once", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Potato Salad",
      recipeIngredient: [
        "1 kg waxy potatoes",
        "2 spring onions",
        "4 tbsp mayonnaise",
        "2 dl sour cream",
        "1 tbsp pickle brine",
        "2 dl sour cream",
        "4 tbsp mayonnaise",
        "1 tbsp pickle brine",
      ],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
    expect(lines(page)).toEqual([
      "1 kg waxy potatoes",
      "2 spring onions",
      "4 tbsp mayonnaise",
      "2 dl sour cream",
      "1 tbsp pickle brine",
    ]);
  });
});

describe("what a page shows to work it, not to cook", () => {
  it("passes a list of one link label over and over and a tab named Ingredients", () => {
    const draft = parseRecipePage(tabsAndLinkLabels, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["1/2 cup rolled oats", 0.5, "cup", "rolled oats"],
      ["1 cup frozen mixed berries", 1, "cup", "frozen mixed berries"],
      ["1 banana, sliced and frozen", 1, null, "banana"],
      ["1 cup oat milk", 1, "cup", "oat milk"],
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients");
  });

  it("reads the shown unit system's list of each group, and not the card's details after them", () => {
    const draft = parseRecipePage(unitSystemLists, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["175 g self-raising flour", 175, "g", "self-raising flour"],
      ["175 g soft butter", 175, "g", "soft butter"],
      ["3 eggs", 3, null, "eggs"],
      ["2 lemons, juiced", 2, null, "lemons"],
      ["100 g granulated sugar", 100, "g", "granulated sugar"],
    ]);
  });

  it("keeps a list whose class only clips its overflow", () => {
    const page = `<html><body><h1>Flatbread</h1><h2>Ingredients</h2><ul><li>250 g flour</li></ul>
      <ul class="overflow-hidden"><li>150 ml water</li><li>1 tsp salt</li></ul></body></html>`;
    expect(lines(page)).toEqual(["250 g flour", "150 ml water", "1 tsp salt"]);
  });
});

describe("structured data cut at its commas", () => {
  it("reads the page's whole lines, a decimal comma's amount intact, under a heading that repeats the name", () => {
    const draft = parseRecipePage(cutAtCommas, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["500 g Hokkaidokürbis, in kleinen Würfeln", 500, "g", "Hokkaidokürbis"],
      ["1 Ei", 1, null, "Ei"],
      ["1,5 TL Senf", 1.5, "tsp", "Senf"],
      ["40 g Butter, in Stücken, zzgl. etwas mehr zum Fetten", 40, "g", "Butter"],
      ["1 TL getrocknete Kräuter (Thymian, Oregano)", 1, "tsp", "getrocknete Kräuter"],
    ]);
    expect(draft?.ingredients_read_from).toBe("Kürbis-Auflauf – Die Zutaten");
  });

  it("keeps the data when the page's list is not the same text", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Soup",
      recipeIngredient: ["1 onion", "2 carrots", "1 l stock"],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head>
      <body><h2>Ingredients</h2><ul><li>1 onion, 2 carrots</li><li>1 litre stock</li></ul></body></html>`;
    expect(lines(page)).toEqual(["1 onion", "2 carrots", "1 l stock"]);
  });
});

describe("a recipe's tags", () => {
  it("passes a list of links only (the recipe's courses and diets), and keeps linked ingredients", () => {
    const page = (tags: string) => `<html><body><h1 class="entry-title">Chocolate Pots</h1>
      <div class="recipe-ingredients-note">${tags}</div>
      <h3>Ingredients</h3><ul class="ingredients-list">
      <li class="metric">300g silken tofu</li><li class="imperial hide">10.6oz silken tofu</li>
      <li class="metric">250g dark chocolate, melted</li><li class="imperial hide">8.8oz dark chocolate, melted</li>
      <li class="metric">Flaky sea salt</li></ul></body></html>`;
    const tags = `<ul><li class="tax-course"><a href="/course/dessert/">Dessert</a></li>
      <li class="tax-diet"><a href="/diet/vegan/">Vegan</a></li></ul>`;
    expect(lines(page(tags))).toEqual(["300g silken tofu", "250g dark chocolate, melted", "Flaky sea salt"]);
    const linked = `<html><body><h1>Dal</h1><h2>Ingredients</h2><ul><li><a href="/i/lentils">1 cup red lentils</a></li>
      <li><a href="/i/turmeric">turmeric</a></li></ul></body></html>`;
    expect(lines(linked)).toEqual(["1 cup red lentils", "turmeric"]);
  });
});

describe("a line as the page writes it", () => {
  it("keeps an amount glued to what follows, and reads the line's parts all the same", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Braised Pork",
      recipeIngredient: [
        "1kg pork belly",
        "10cm piece ginger, sliced",
        "2count garlic cloves",
        "1 9x13-inch baking dish",
        "3Eier",
      ],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["1kg pork belly", 1, "kg"],
      ["10cm piece ginger, sliced", 10, null],
      ["2count garlic cloves", 2, null],
      ["1 9x13-inch baking dish", 1, null],
      ["3Eier", 3, null],
    ]);
    expect(draft?.ingredients[4]?.name).toBe("Eier");
  });

  it("reads a fraction set with raised and lowered digits as one fraction", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Rice Pilaf",
      recipeIngredient: [
        "<sup>1</sup>⁄<sub>4</sub> cup plus 2 Tbsp. kosher salt",
        "2 <sup>1</sup>/<sub>2</sub> cups basmati rice",
      ],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
    expect(parseRecipePage(page, PAGE_URL)?.ingredients.map((line) => [line.text, line.quantity])).toEqual([
      ["1⁄4 cup plus 2 Tbsp. kosher salt", 0.25],
      ["2 1/2 cups basmati rice", 2.5],
    ]);
  });
});

describe("a visible list's items", () => {
  it("ends an item where it is closed: a group's heading set between items is not part of one", () => {
    const page = `<html><body><h1>Waldorf Salad</h1><h2>Ingredients</h2><ul>
      <li>1 romaine lettuce<br /></li>
      <li>a pinch of flaky salt<br /></li>
      <h4>Mustard dressing<br /></h4>
      <li>1.5 dl olive oil<br /></li>
      <li>4 tbsp wholegrain mustard<br /></li>
    </ul></body></html>`;
    expect(lines(page)).toEqual([
      "1 romaine lettuce",
      "a pinch of flaky salt",
      "1.5 dl olive oil",
      "4 tbsp wholegrain mustard",
    ]);
  });

  it("reads a note nested under a line as part of it, and lines nested under a group's name as lines", () => {
    const note = (text: string, hidden = false) =>
      `<ul><li class="note${hidden ? " hidden" : ""}"><img src="/note.svg" alt="Note"> ${text}</li></ul>`;
    const page = `<html><body><h1>Turkey Chili</h1><h2>Ingredients</h2><ul>
      <li>1 lb lean ground turkey</li>
      <li>150 g onion, diced ${note("roughly 1 large onion")}</li>
      <li>240 g bell peppers, chopped ${note("two medium peppers")}</li>
      <li>1 tsp cumin ${note("or chili powder", true)}</li>
      <li>1 batch spice mix <ul><li>2 tsp paprika</li><li>1 tsp oregano</li></ul></li>
      <li><strong>For serving</strong><ul><li>4 tbsp sour cream</li><li>Fresh cilantro</li></ul></li>
    </ul></body></html>`;
    expect(lines(page)).toEqual([
      "1 lb lean ground turkey",
      "150 g onion, diced roughly 1 large onion",
      "240 g bell peppers, chopped two medium peppers",
      "1 tsp cumin",
      "1 batch spice mix",
      "2 tsp paprika",
      "1 tsp oregano",
      "4 tbsp sour cream",
      "Fresh cilantro",
    ]);
    // A step's number over an appliance's name is no line with a note.
    const steps = `<html><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 l stock</li><li>200 g lentils</li>
      <li>3 <ul><li>Made for the TM31</li></ul></li></ul></body></html>`;
    expect(lines(steps)).not.toContain("3 Made for the TM31");
  });

  it("leaves out a call to action set among the lines, and keeps ingredients that only share a word", () => {
    const page = `<html><body><h1>Apple Tarts</h1><p><strong>Ingredients:</strong></p>
      <p>- 250g shortcrust pastry</p><p>- 4 large apples, peeled and diced</p><p>- Dash of whiskey</p>
      <div class="cta"><p>Sign up to the Orchard Table newsletter for a recipe every week!</p>
      <a href="/newsletter">Subscribe to Orchard Table</a></div>
      <p><strong>Method:</strong></p><p>Line the tins with the pastry and fill them with the apples.</p></body></html>`;
    expect(lines(page)).toEqual(["250g shortcrust pastry", "4 large apples, peeled and diced", "Dash of whiskey"]);
    expect(
      lines(
        `<html><body><h1>Pie</h1><h2>Ingredients</h2><ul><li>2 cups signature flour blend</li><li>1 tsp join-free salt</li></ul></body></html>`,
      ),
    ).toEqual(["2 cups signature flour blend", "1 tsp join-free salt"]);
  });
});

describe("a cooking mode's buttons and a unit system the page hides", () => {
  it("reads the shown list only, without the buttons or the mode's explanation", () => {
    const list = (items: string[]) =>
      `<ul class="list">${items.map((item) => `<li><span class="amount">${item.split("|")[0]}</span> ${item.split("|")[1]}</li>`).join("")}</ul>`;
    const page = `<html><body><h1>Miso Salmon</h1><div class="recipe-ingredients-method">
      <button type="button">Start cooking</button>
      <div><h3>Cooking mode</h3><p>When entering cooking mode we will keep your screen on, so you can cook without interruptions!</p></div>
      <div class="tools"><div><button type="button">Save to my recipes</button></div><button onclick="window.print()">Print this recipe</button></div>
      <div class="ingredients-method">${"<p></p>".repeat(400)}
        <div class="tabs"><button>Metric</button><button>Imperial</button></div>
        <div class="group" data-unit="metric">${list(["300g|quinoa, rinsed", "800ml|vegetable stock", "4 x 120g|salmon fillets", "2 tbsp|white miso paste"])}</div>
        <div class="group" data-unit="imperial" style="display: none;">${list(["10oz|quinoa, rinsed", "28fl. oz|vegetable stock", "4 x 4.2oz|salmon fillets", "2 tbsp|white miso paste"])}</div>
      </div></div><h2>Method</h2><p>Cook the quinoa in the stock.</p></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name, line.note])).toEqual([
      ["300g quinoa, rinsed", 300, "g", "quinoa", "rinsed"],
      ["800ml vegetable stock", 800, "ml", "vegetable stock", ""],
      ["4 x 120g salmon fillets", 4, null, "salmon fillets", "120g"],
      ["2 tbsp white miso paste", 2, "tbsp", "white miso paste", ""],
    ]);
  });
});

describe("a shop's links among the lines", () => {
  it("leaves out each item's shopping-list link, a Buy button and the steps after a how-to heading", () => {
    const item = (text: string) =>
      `<li>${text} <a href="#" class="to_list" title="Add to shopping list">shopping list</a></li>`;
    const page = `<html><body><h1>Chicken and Biscuits</h1><div class="ingredients"><h4>Ingredients</h4><ul>
      ${item("3 chicken breasts, diced")}${item("2 cups broccoli florets")}${item('1 can <a href="/i/b">biscuits</a><sup>&reg;</sup>')}</ul>
      <p><a href="/shop">Comprar</a></p></div>
      <div class="how"><h4>How to make it</h4><ul><li>Put the chicken in the slow cooker.</li><li>Cook on high for 3 hours.</li></ul></div></body></html>`;
    expect(lines(page)).toEqual(["3 chicken breasts, diced", "2 cups broccoli florets", "1 can biscuits®"]);
  });
});

describe("a recipe in parts, each with its own ingredients heading", () => {
  it("reads every part's lines, the steps between them left out", () => {
    const paragraphs = (lines: string[]) => lines.map((line) => `<p><b>${line}</b></p>`).join("");
    const page = `<html><body><h1>Sourdough Rolls</h1>
      <p>Ingredients for the starter (1 night)</p>${paragraphs(["150 g wholemeal flour", "150 g warm water", "10 g active starter"])}
      <ul><li>Stir the water into the flour with a whisk until smooth.</li></ul><p>Leave it covered overnight at room temperature.</p>
      <p>Ingredients for the dough (4 hours)</p>${paragraphs(["300 g of the starter", "470 g white flour *", "325 g cold water", "14 g salt"])}
      <p>* Any bread flour works, see our guide HERE</p>
      <p>Take the starter out of the fridge two hours before you need it so that it warms up.</p>
      <p>Add the yeast and the cold water, then scrape the starter off the bowl.</p>
      ${"<p>Knead for ten minutes on a slow speed, then five minutes faster until the dough is smooth and elastic and pulls away from the bowl cleanly.</p>".repeat(3)}
      </body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => line.text)).toEqual([
      "150 g wholemeal flour",
      "150 g warm water",
      "10 g active starter",
      "300 g of the starter",
      "470 g white flour *",
      "325 g cold water",
      "14 g salt",
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients for the starter (1 night)");
  });

  it("reads parts whose lists follow each other once", () => {
    const page = `<html><body><h1>Carrot Cake</h1><h3>Ingredients for the cake</h3><ul><li>200 g flour</li><li>3 eggs</li><li>2 carrots, grated</li></ul>
      <h3>Ingredients for the frosting</h3><ul><li>200 g cream cheese</li><li>50 g icing sugar</li></ul>
      <h3>Method</h3><ol><li>Bake the cake.</li></ol></body></html>`;
    expect(lines(page)).toEqual([
      "200 g flour",
      "3 eggs",
      "2 carrots, grated",
      "200 g cream cheese",
      "50 g icing sugar",
    ]);
  });
});

describe("a recipe in parts, each part's ingredients in an element of one kind, then its steps", () => {
  const part = (name: string, lines: [string, string][]) =>
    `<dl class='ingredients'><h3>${name}</h3>${lines.map(([item, amount]) => `<dt><b>${item}</b><u>${amount}</u></dt>`).join("")}</dl>`;
  const steps = (text: string) => `<ul class='instructions'><li>${text}</li></ul>`;

  it("reads every part's lines, its steps left out", () => {
    const page = `<html><body><h1>crêpes with apple butter</h1>
      ${part("crêpes", [
        ["spelt flour", "120 g"],
        ["oat milk", "250 ml"],
      ])}${steps("Whisk the flour into the milk and rest it for an hour.")}
      ${part("apple butter", [
        ["apples", "4, grated"],
        ["cinnamon", "1 pinch"],
      ])}${steps("Cook the apples down with the cinnamon until thick.")}
      ${part("to serve", [["lemon zest", "to taste"]])}${steps("Fill each crêpe and roll it up.")}</body></html>`;
    expect(parseRecipePage(page, PAGE_URL)?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["spelt flour 120 g", 120, "g"],
      ["oat milk 250 ml", 250, "ml"],
      ["apples 4, grated", 4, null],
      ["cinnamon 1 pinch", 1, "pinch"],
      ["lemon zest to taste", null, ""],
    ]);
  });

  it("does not read such an element with no method between it and the part before: a related recipe's", () => {
    const page = `<html><body><h1>crêpes</h1>
      ${part("crêpes", [
        ["spelt flour", "120 g"],
        ["oat milk", "250 ml"],
      ])}<p>Whisk the flour into the milk and fry thin crêpes.</p>
      <p>More recipes like this</p>${part("waffles", [["butter", "50 g"]])}${steps("Melt the butter.")}</body></html>`;
    expect(lines(page)).toEqual(["spelt flour 120 g", "oat milk 250 ml"]);
  });
});

describe("JSON-LD in a meta tag", () => {
  const recipe = {
    "@context": "https://schema.org/",
    "@type": "Recipe",
    name: "Charred Tomato Spaghetti",
    recipeIngredient: ["12 ounces spaghetti", "1 14½-ounce can tomato purée", "3 garlic cloves, chopped"],
    recipeInstructions: [
      { "@type": "HowToStep", text: "Whisk the purée with 3 cups of boiling water." },
      { "@type": "HowToStep", text: "Fry the garlic, add the dry pasta and a ladle of sauce at a time." },
    ],
  };
  const meta = (data: object) =>
    `<meta name="application/ld+json" content="${JSON.stringify(data).replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"/>`;

  it("reads a recipe a page gives as JSON-LD in a meta tag's content, its quotes as entities", () => {
    const page = `<html><head>${meta(recipe)}</head><body><h1>Charred Tomato Spaghetti</h1><p>Our take on a dish from Bari.</p></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => line.text)).toEqual(recipe.recipeIngredient);
    expect(draft?.instructions).toEqual(recipe.recipeInstructions.map((step) => step.text));
  });

  it("prefers a script's JSON-LD recipe to one in a meta tag", () => {
    const script = `<script type="application/ld+json">${JSON.stringify({ ...recipe, name: "From the script" })}</script>`;
    const page = `<html><head>${meta({ ...recipe, name: "From the meta tag" })}${script}</head><body></body></html>`;
    expect(parseRecipePage(page, PAGE_URL)?.title).toBe("From the script");
  });
});

describe("group headings in the data", () => {
  it("leaves out a group's name marked as a Markdown heading", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Meatballs in Sauce",
      recipeIngredient: [
        "## SAUCE",
        "1 can(s) tomatoes",
        "### For the meatballs",
        "500 g minced beef",
        "#1 fan favourite",
      ],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
    expect(lines(page)).toEqual(["1 can(s) tomatoes", "500 g minced beef", "#1 fan favourite"]);
  });

  it("leaves out a Hungarian group's name, its 'for the' a suffix, and keeps a line that only begins with 'a'", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Töltött patisszon",
      recipeIngredient: ["A raguhoz", "500 g darált sertéshús", "Az öntethez:", "175 g tejföl", "a pinch of salt"],
    };
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
    expect(lines(page)).toEqual(["500 g darált sertéshús", "175 g tejföl", "a pinch of salt"]);
  });
});

describe("lines written as rows under a heading", () => {
  it("end where the recipe card's main heading begins, with its times and byline", () => {
    const row = (amount: string, name: string) => `<div><b>${amount} </b>&nbsp;<span>${name}</span></div>`;
    const page = `<html><body><div class="ingredients-wrapper"><h3>Ingredients</h3>
      ${row("400", "g potatoes, peeled")}${row("2", "leeks, sliced")}${row("1", "l vegetable stock")}
      <span>* Any floury potato works.</span></div>
      <div class="card"><h1>Potato and Leek Soup</h1><p>Last updated May 3rd, 2023</p>
      <span>PREP IN <span>10 MIN</span></span><br><span>SERVES <span>4</span></span><br>
      <span>BY <a href="/about">Sam Cook</a></span></div>
      <div class="intro"><p>A soup for a cold evening.</p></div></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => line.text)).toEqual([
      "400 g potatoes, peeled",
      "2 leeks, sliced",
      "1 l vegetable stock",
    ]);
    expect(draft?.title).toBe("Potato and Leek Soup");
  });
});

describe("a bakers' table", () => {
  const cell = (text: string) => `<div class="col">${text}</div>`;
  const group = (label: string, rows: string[][], percent: boolean) =>
    `<div class="group"><span class="label">${label}</span>${cell("Ingredient")}${cell("KG")}${percent ? cell("%") : ""}
      ${rows
        .map((row) =>
          row
            .slice(0, percent ? 3 : 2)
            .map(cell)
            .join(""),
        )
        .join("")}
      <div><strong>Total Weight</strong>: 9.250</div></div>`;
  const page = (percent: boolean) => `<html><body><h1>Seeded Rolls</h1>
    <div class="card"><a data-toggle="collapse" href="#ingredients">Ingredients</a><div id="ingredients">
    ${group(
      "Dough",
      [
        ["Strong flour", "5.000", "50.00"],
        ["Yeast", "0.250", "2.50"],
        ["Seeds", "-", "-"],
      ],
      percent,
    )}
    ${group(
      "Topping",
      [
        ["Oats", "0.400", "4.00"],
        ["Water", "0.600", "6.00"],
      ],
      percent,
    )}
    </div></div><h2>Method</h2><ol><li>Mix for 10 minutes.</li><li>Bake at 230°C.</li></ol></body></html>`;

  it.each([true, false])("reads the weight under its unit, never a percentage (%s: with a % column)", (percent) => {
    const draft = parseRecipePage(page(percent), PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["5.000 KG Strong flour", 5, "kg", "Strong flour"],
      ["0.250 KG Yeast", 0.25, "kg", "Yeast"],
      ["Seeds", null, "", "Seeds"],
      ["0.400 KG Oats", 0.4, "kg", "Oats"],
      ["0.600 KG Water", 0.6, "kg", "Water"],
    ]);
  });
});

describe("a list no heading names", () => {
  it("reads the list of amounts under the recipe's name, its groups, without the dash after an amount", () => {
    const draft = parseRecipePage(listUnderTitle, PAGE_URL);
    expect(draft?.title).toBe("Barley and leek soup");
    expect(draft?.ingredients_read_from).toBe("Barley and leek soup");
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["2 leeks, sliced", 2, null, "leeks"],
      ["300g carrots, diced", 300, "g", "carrots"],
      ["1 - 2 celery sticks", 1, null, "celery sticks"],
      ["120 g pearl barley", 120, "g", "pearl barley"],
      ["1.5 l vegetable stock", 1.5, "l", "vegetable stock"],
      ["salt and pepper", null, "", "salt and pepper"],
    ]);
  });

  it("reads no recipe from numbered steps, a list of links or too short a list under a heading", () => {
    const page = (list: string) => `<html><body><h1>Winter Notes</h1><p>Some thoughts.</p>${list}</body></html>`;
    expect(
      parseRecipePage(
        page("<ol><li>1. Heat the oven.</li><li>2. Bake the bread.</li><li>3. Slice it.</li></ol>"),
        PAGE_URL,
      ),
    ).toBeNull();
    expect(
      parseRecipePage(
        page(
          '<ul><li><a href="/a">2 walks</a></li><li><a href="/b">Garden</a></li><li><a href="/c">Books</a></li><li><a href="/d">Trips</a></li></ul>',
        ),
        PAGE_URL,
      ),
    ).toBeNull();
    expect(parseRecipePage(page("<ul><li>2 eggs</li><li>1 cup milk</li></ul>"), PAGE_URL)).toBeNull();
  });

  it("reads the lines the text sets with a bullet under the name, part after part, between their steps", () => {
    const draft = parseRecipePage(
      `<html><body><h1 class="site-title">Anna Cooks</h1><article><h1>Veal Piccata</h1>
      <p>Whether the dish is truly from Milan, nobody quite knows, and it hardly matters at all.</p>
      <p><strong>Serves 2</strong></p>
      <div class="columns"><p><em>• 15 g Parmesan<br />• 1/2 lemon<br />• 1 egg (<a href="/eggs">small</a>)<br />• salt, pepper</em></p>
      <p>1 <strong>BATTER</strong>: grate the Parmesan finely, mix with the egg and the lemon's zest.</p></div>
      <div class="columns"><p>• 2 veal escalopes, about 125 g each</p><p>• 1 tbsp butter</p>
      <p>2 <strong>FRYING</strong>: dip the escalopes in the batter and fry them in the butter.</p></div>
      </article><footer><p>• 3 comments</p></footer></body></html>`,
      PAGE_URL,
    );
    expect(draft?.title).toBe("Veal Piccata");
    expect(draft?.ingredients_read_from).toBe("Veal Piccata");
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["15 g Parmesan", 15, "g"],
      ["1/2 lemon", 0.5, null],
      ["1 egg (small)", 1, null],
      ["salt, pepper", null, ""],
      ["2 veal escalopes, about 125 g each", 2, null],
      ["1 tbsp butter", 1, "tbsp"],
    ]);
  });

  it("reads the paragraphs right after such a list as the method, and not a later section's", () => {
    const method = [
      "Combine the chicken, grapes and celery in a large mixing bowl.",
      "Blend the mayonnaise, vinegar and thyme in a small bowl.",
      "Fold the dressing into the chicken and serve on lettuce leaves.",
    ];
    const page = (
      between: string,
    ) => `<html><body><h1>Chicken Salad with Grapes</h1><p class="byline">By Our Kitchen</p>
      <ul><li>6 cups cooked chicken, shredded</li><li>3 cups red grapes, halved</li><li>2 celery ribs, sliced</li><li>2 cups mayonnaise</li></ul>
      ${between}${method.map((step) => `<p>${step}</p>`).join("")}<h2>More salads</h2><p>Try our potato salad with dill and capers.</p></body></html>`;
    expect(parseRecipePage(page("<hr>"), PAGE_URL)?.instructions).toEqual(method);
    expect(parseRecipePage(page(""), PAGE_URL)?.instructions).toEqual(method);
    expect(parseRecipePage(page("<h2>About the author</h2>"), PAGE_URL)?.instructions).toEqual([]);
  });

  it("reads no recipe from bullet lines that are mostly not amounts", () => {
    const page = `<html><body><h1>Knife Skills</h1><p>• Keep the knife sharp<br>• Curl your fingers<br>• 2 hands on the board<br>• Cut slowly</p></body></html>`;
    expect(parseRecipePage(page, PAGE_URL)).toBeNull();
  });

  it("stays cheap on a page of unclosed main headings or of long unclosed lists under one", () => {
    // Each took 0.1 to 0.7 s before the headings and the lists' first items were looked at in bounds.
    for (const page of [
      "<h1>".repeat(200_000),
      "<h1>Notes</h1><ul><li>walk</li><li>talk</li>".repeat(50_000),
      `<h1>Soup</h1>${"<ul><li>1. Stir the pot</li>".repeat(40_000)}`,
      `<h1>Soup</h1><p>${"• Stir the pot<br>".repeat(40_000)}</p>`,
    ]) {
      const started = performance.now();
      expect(parseRecipePage(page, PAGE_URL)).toBeNull();
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it("reads headings written with an entity or in Chinese and Korean", () => {
    const page = (heading: string) =>
      `<html><body><h1>Cake</h1><p>${heading}</p><ul><li>4 eggs</li><li>125 g sugar</li></ul></body></html>`;
    expect(parseRecipePage(page("Ingr&eacute;dients pour la p&acirc;te"), PAGE_URL)?.ingredients_read_from).toBe(
      "Ingrédients pour la pâte",
    );
    expect(parseRecipePage(page("材料："), PAGE_URL)?.ingredients_read_from).toBe("材料");
    expect(parseRecipePage(page("재료"), PAGE_URL)?.ingredients.map((line) => line.text)).toEqual([
      "4 eggs",
      "125 g sugar",
    ]);
  });
});

describe("the recipe's name on a page without data", () => {
  it("passes a main heading kept for screen readers (a menu's) for the title and the introduction", () => {
    const page = `<html><body><h1 class="site-heading__sr-only">Navigation</h1><nav><a href="/">Home</a></nav>
      <h1 class="article-title">Oat Biscuits</h1><p>Crisp biscuits that keep for a week in a tin.</p>
      <h2>Ingredients</h2><ul><li>100 g oats</li><li>50 g butter</li></ul>
      <h1 class="screen-reader-text">More from the site</h1></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.title).toBe("Oat Biscuits");
    expect(draft?.description).toBe("Crisp biscuits that keep for a week in a tin.");
    expect(draft?.ingredients.map((line) => line.text)).toEqual(["100 g oats", "50 g butter"]);
  });
});

describe("an ingredient card among a menu's entries, tools and tags", () => {
  it("passes menu entries classed as ingredients, joins short units and stops at the tools", () => {
    const draft = parseRecipePage(menuEntriesAndShortUnits, PAGE_URL);
    expect(draft?.title).toBe("Φακές σούπα");
    expect(draft?.ingredients_read_from).toBe("Υλικά");
    expect(draft?.ingredients.map((line) => [line.text, line.quantity])).toEqual([
      ["250 γρ. φακές ψιλές", 250],
      ["1/2 φλ. ελαιόλαδο", 0.5],
      ["2 κ.σ. πελτές ντομάτας", 2],
      ["1 κρεμμύδι ξερό", 1],
      ["Αλάτι", null],
      ["Πιπέρι", null],
    ]);
  });

  it("ends lines written as rows at the post's tags", () => {
    const page = `<html><body><h1>Flatbread</h1><h2>Ingredients</h2>
      <div>300 g flour</div><div>1 tsp salt</div><div>Water</div><div>Olive oil</div>
      <h3>Tags</h3><div>Bread</div><div>Quick</div><div>Vegan</div><div>Baking</div></body></html>`;
    expect(lines(page)).toEqual(["300 g flour", "1 tsp salt", "Water", "Olive oil"]);
  });

  it("joins a row of an amount and a unit written short with a dot to the name, not an amount and a word", () => {
    const page = `<html><body><h1>Herb Salad</h1><h2>Ingredients</h2>
      <div>1 Bd.</div><div>Petersilie</div><div>2 ui</div><div>3 tomatoes</div><div>50 g</div><div>feta</div></body></html>`;
    expect(lines(page)).toEqual(["1 Bd. Petersilie", "2 ui", "3 tomatoes", "50 g feta"]);
  });
});

describe("amounts the page shows apart from the data's names", () => {
  it("reads a piece's length before a name as its amount", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Ginger Tea",
      recipeIngredient: ["fresh ginger", "water", "honey"],
    };
    const row = (amount: string, name: string) =>
      `<div class="row"><div class="amount">${amount}</div><div class="name">${name}</div></div>`;
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>
      <h1>Ginger Tea</h1>${row("3\u202fcm", "fresh ginger")}${row("500\u202fml", "water")}${row("1 tsp", "honey")}</body></html>`;
    expect(parseRecipePage(page, PAGE_URL)?.ingredients.map((line) => [line.text, line.quantity])).toEqual([
      ["3 cm fresh ginger", 3],
      ["500 ml water", 500],
      ["1 tsp honey", 1],
    ]);
  });

  it("takes the page's lines when the data names the ingredients only, in another order", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Salmon with Fennel",
      recipeIngredient: ["fennel", "salmon fillets", "olive oil", "lemon", "dill"],
    };
    const item = (amount: string, unit: string, name: string, note: string) =>
      `<li class="ingredient"><div class="amount"><span data-quantity="${amount}">\n${amount}\n</span>\n<abbr title="unit">${unit}</abbr></div>` +
      `<div class="name"><span class="ingredient-name">${name}</span>${note ? `,     ${note}` : ""}</div></li>`;
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>
      <h1>Salmon with Fennel</h1><h2>Ingredients</h2><ul>${[
        item("600", "g", "salmon fillets", "skin on"),
        item("2", "tbsp", "olive oil", ""),
        item("1", "bulb", "fennel", "thinly sliced"),
        item("1/2", "", "lemon", "juiced"),
        item("1", "bunch", "dill", ""),
        item("1", "pinch", "salt", ""),
      ].join("")}</ul></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["600 g salmon fillets, skin on", 600, "g"],
      ["2 tbsp olive oil", 2, "tbsp"],
      ["1 bulb fennel, thinly sliced", 1, "bulb"],
      ["1/2 lemon, juiced", 0.5, null],
      ["1 bunch dill", 1, "bunch"],
      ["1 pinch salt", 1, "pinch"],
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients");
    // A list that holds a line of its own without an amount, or misses one of the data's names, is not taken.
    const notAll = page.replace('<span class="ingredient-name">dill</span>', "<span>parsley</span>");
    expect(lines(notAll)).toEqual(["fennel", "salmon fillets", "olive oil", "lemon", "dill"]);
  });

  it("reads a table's amount, measure and name cells, not its marks, headings or hidden unit system", () => {
    const draft = parseRecipePage(namesAmountsInTable, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name, line.note])).toEqual([
      ["2 ½ cups rolled oats", 2.5, "cup", "rolled oats", ""],
      // The note the page shows under the name, apart from the name the data gives.
      ["½ cup butter softened", 0.5, "cup", "butter", "softened"],
      ["⅓ cup peanut butter", 1 / 3, "cup", "peanut butter", ""],
      ["¼ cup honey", 0.25, "cup", "honey", ""],
      ["1 pinch salt", 1, "pinch", "salt", ""],
      ["4 ounces dark chocolate chopped", 4, "oz", "dark chocolate", "chopped"],
      ["2 tablespoons cream", 2, "tbsp", "cream", ""],
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients");
  });
});

describe("what a list holds besides its lines", () => {
  it("leaves out a group's name set in bold among the items, and keeps a bold ingredient with its amount", () => {
    const page = `<html><body><h1>Chili</h1><h2>Ingredients</h2><ul>
      <li>1 tbsp olive oil</li><li>1 1/2 lb lean beef</li>
      <li><strong>Seasonings</strong><ul><li>1 tablespoon chili powder</li><li>2 teaspoons smoked paprika</li></ul></li>
      <li><span class="name"><b>For serving</b></span></li><li><b>2 limes</b>, in wedges</li></ul></body></html>`;
    expect(lines(page)).toEqual([
      "1 tbsp olive oil",
      "1 1/2 lb lean beef",
      "1 tablespoon chili powder",
      "2 teaspoons smoked paprika",
      "2 limes, in wedges",
    ]);
  });

  it("does not read a list the page names as its steps as the ingredients", () => {
    const page = `<html><body><h1>Sesame Brittle</h1><div class="ingredients"><h3>brittle</h3>
      <p>natural brown sugar, black sesame seeds</p></div>
      <ul class="instructions"><li>Line a baking sheet with a mat.</li><li>Melt 45 g of sugar in a pan.</li></ul></body></html>`;
    expect(parseRecipePage(page, PAGE_URL)?.ingredients ?? []).toEqual([]);
  });
});

// A page that writes each amount after its name ("sól" | "1 szczypta"), its data naming the
// ingredients only: every amount is the one written after its own name, never the one before it
// (that is the previous ingredient's), and the line reads as the page shows it.
describe("amounts written after the names", () => {
  const parts = (html: string) =>
    parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name]);

  it("in rows under the ingredients' heading", () => {
    expect(parts(rowsAmountsAfterNames)).toEqual([
      ["ziemniaki 1 kilogram", 1, "kg", "ziemniaki"],
      ["cebula 1 sztuka", 1, "pcs", "cebula"],
      ["jajka 2 sztuki", 2, "pcs", "jajka"],
      ["sól 1 szczypta", 1, "pinch", "sól"],
      ["mąka 3 łyżki", 3, "tbsp", "mąka"],
    ]);
  });

  it("in a checklist the reader does not take for the list, found by the data's names", () => {
    expect(parts(amountsAfterLabels)).toEqual([
      ["ziemniaki 1 kilogram", 1, "kg", "ziemniaki"],
      ["cebula 1 sztuka", 1, "pcs", "cebula"],
      ["sól 1 szczypta", 1, "pinch", "sól"],
      ["mąka 3 łyżki", 3, "tbsp", "mąka"],
    ]);
  });

  it("stays cheap when a large page holds the names many times, never after their amounts", () => {
    const letters = (index: number) => String.fromCharCode(97 + (index % 26), 97 + Math.floor(index / 26));
    const names = ["salt", ...Array.from({ length: 99 }, (_, index) => `spice ${letters(index)}`)];
    const data = { "@context": "https://schema.org", "@type": "Recipe", name: "Spices", recipeIngredient: names };
    const body = `<p>salt 1 pinch</p><p>${"spice ab spice cd salt ".repeat(45_000)}</p>`;
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;
    const started = performance.now();
    expect(lines(page)).toEqual(names);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("leaves the names alone when neither layout holds, and still reads amounts written before them", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Pesto",
      recipeIngredient: ["basil", "pine nuts"],
    };
    const page = (body: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;
    expect(lines(page("<p>Basil and pine nuts, blended.</p><div>basil</div><div>pine nuts</div>"))).toEqual([
      "basil",
      "pine nuts",
    ]);
    expect(lines(page("<div>50 g</div><div>basil</div><div>30 g</div><div>pine nuts</div>"))).toEqual([
      "50 g basil",
      "30 g pine nuts",
    ]);
  });
});

describe("a definition list of ingredients", () => {
  it("reads each term with its amount, beside it or in its definition, and not a list of the card's times", () => {
    const page = `<html><body><h1>sesame brittle</h1><dl class="times"><dt>Prep</dt><dd>5 minutes</dd><dt>Cook</dt><dd>15 minutes</dd></dl>
      <dl class='ingredients'><h3>brittle</h3>
        <dt><a href="sugar.html"><img src="sugar.png"/><b>brown sugar</b></a><u>45 g</u></dt>
        <dt><a href="vanilla.html"><b>vanilla extract</b></a><u>1.25 ml</u></dt>
      </dl>
      <dl class="recipe-ingredients"><dt>black sesame seeds</dt><dd>35 g</dd><dt>flaky salt</dt><dd>1 pinch</dd></dl>
      <ul class='instructions'><li>Melt the sugar with the vanilla in a pot.</li><li>Stir in the seeds and pour onto a tray.</li></ul></body></html>`;
    const draft = parseRecipePage(page, PAGE_URL);
    expect(draft?.title).toBe("sesame brittle");
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["brown sugar 45 g", 45, "g", "brown sugar"],
      ["vanilla extract 1.25 ml", 1.25, "ml", "vanilla extract"],
      ["black sesame seeds 35 g", 35, "g", "black sesame seeds"],
      ["flaky salt 1 pinch", 1, "pinch", "flaky salt"],
    ]);
    expect(draft?.instructions).toEqual([
      "Melt the sugar with the vanilla in a pot.",
      "Stir in the seeds and pour onto a tray.",
    ]);
  });
});

describe("what a cook adds from home", () => {
  const kit = (staples: string, filler = "") => `<html><body><nav><a href="/pantry">From your pantry</a></nav>
    <h1>Duck Legs with Rosemary Potatoes</h1>
    <div id="ingredients" class="tab-pane active"><h2>Ingredients</h2>
    <ul class="ingredient-list"><li><b>4x</b> garlic clove (16g)</li><li><b>8x</b> potato (1.76kg)</li>
    <li><b>150 g</b> mixed salad leaves</li></ul>
    <div class="allergens"><p>Allergens &amp; composition</p><p>Salad leaves: may contain traces of celery.</p></div>
    ${filler}${staples}</div>
    <h2>Method</h2><ol><li>Heat the oven to 200°C and brown the duck legs skin side down.</li></ol></body></html>`;

  it("reads the list a meal kit heads with what the cook has at home, after what it delivers", () => {
    const staples = `<p class="bold">From your pantry</p><ul class="kitchen-list"><li>salt</li><li>pepper</li>
      <li>olive oil</li><li>1 chicken stock cube</li></ul>`;
    expect(lines(kit(staples))).toEqual([
      "4x garlic clove (16g)",
      "8x potato (1.76kg)",
      "150 g mixed salad leaves",
      "salt",
      "pepper",
      "olive oil",
      "1 chicken stock cube",
    ]);
    expect(lines(kit(staples.replace("From your pantry", "Dans votre cuisine :")))).toHaveLength(7);
  });

  it("reads no such list far below the ingredients, nor a menu's entry, nor a line twice", () => {
    const far = `<p>From your pantry</p><ul><li>salt</li></ul>`;
    expect(lines(kit(far, `<p>${"A note on the duck. ".repeat(700)}</p>`))).toHaveLength(3);
    expect(lines(kit(""))).toHaveLength(3);
    const again = `<h3>Not included in your delivery</h3><ul><li>150 g mixed salad leaves</li><li>salt</li></ul>`;
    expect(lines(kit(again))).toEqual([
      "4x garlic clove (16g)",
      "8x potato (1.76kg)",
      "150 g mixed salad leaves",
      "salt",
    ]);
  });
});

describe("data that holds only the card's last part", () => {
  const dressing = [
    "2 tablespoons whole-grain mustard",
    "1 tablespoon cider vinegar",
    "5 tablespoons olive oil",
    "Sea salt and black pepper",
  ];

  it("reads the card's lists of the same look before it as the recipe's other parts, in order", () => {
    const draft = parseRecipePage(lastPartOnly, PAGE_URL);
    expect(draft?.ingredients.slice(0, 8).map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["4 pork escalopes", 4, null, "pork escalopes"],
      ["½ cup plain flour", 0.5, "cup", "plain flour"],
      ["Sea salt and black pepper", null, "", "Sea salt and black pepper"],
      ["2 eggs, beaten", 2, null, "eggs"],
      ["1½ cups panko crumbs", 1.5, "cup", "panko crumbs"],
      ["Sunflower oil, for frying", null, "", "Sunflower oil"],
      // Whom the leaves serve, not how many.
      ["Salad leaves for 4, washed", null, "", "Salad leaves for 4"],
      ["Mustard Dressing (below)", null, "", "Mustard Dressing"],
    ]);
    expect(draft?.ingredients.slice(8).map((line) => line.text)).toEqual(dressing);
    // The wizard says the lines were read from the page, to be checked.
    expect(draft?.ingredients_read_from).toBe("");
  });

  const page = (before: string) =>
    lastPartOnly.replace(/<div class="part">\s*<ul class="lines">[^]*?<\/ul>\s*<\/div>/, before);

  it("keeps the data alone when no list of its look comes before, or one that is no ingredients", () => {
    const texts = (html: string) => parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => line.text);
    expect(texts(page(""))).toEqual(dressing);
    expect(texts(page('<ul class="other"><li>4 pork escalopes</li><li>2 eggs</li></ul>'))).toEqual(dressing);
    expect(texts(page('<ul\nclass="lines"><li>Share</li><li>Print</li><li>Save</li></ul>'))).toEqual(dressing);
  });

  it("keeps the data alone when the list before is another copy of its lines", () => {
    const copy = `<ul class="lines">${dressing.map((line) => `<li>${line}</li>`).join("")}</ul>`;
    expect(parseRecipePage(page(copy), PAGE_URL)?.ingredients.map((line) => line.text)).toEqual(dressing);
  });
});
