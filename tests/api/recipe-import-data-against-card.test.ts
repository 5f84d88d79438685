import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import lostAmounts from "../fixtures/recipe-pages/data-lost-amounts.html?raw";
import servingsCopies from "../fixtures/recipe-pages/data-with-servings-copies.html?raw";

// A page's structured data and its recipe card can disagree. The data wins, unless it has lost what
// the card shows as the cook wrote it: an amount dropped, or converted into one no cook writes.

const PAGE_URL = "https://site.test/recipes/page";
const parts = (html: string) =>
  parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name]);

describe("structured data against the recipe card", () => {
  it("reads the card's lines where the data dropped or converted their amounts", () => {
    const draft = parseRecipePage(lostAmounts, PAGE_URL);
    expect(draft?.ingredients_read_from).not.toBeNull();
    // The card's group headings are not lines, nor its substitutes shown only on a tap.
    expect(parts(lostAmounts)).toEqual([
      ["16 oz (450g) firm tofu, pressed", 16, "oz", "firm tofu"],
      ["¼ cup (32g) cornstarch", 0.25, "cup", "cornstarch"],
      ["2 tsp (10ml) soy sauce", 2, "tsp", "soy sauce"],
      ["2 tbsp (30ml) olive oil", 2, "tbsp", "olive oil"],
      ["⅓ cup (80ml) maple syrup", 1 / 3, "cup", "maple syrup"],
      ["1 tsp (5ml) cider vinegar", 1, "tsp", "cider vinegar"],
      ["4 large tortillas", 4, null, "tortillas"],
    ]);
  });

  it("reads the card's lines where the data cut an amount's start, and not the card's controls", () => {
    const data = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Lentil Curry",
      // A tool read "1.5 tsp" as a step's number "1." and the amount "5 tsp".
      recipeIngredient: ["3 Tbsp olive oil\n5 tsp grated ginger", "5 c red lentils", "1 tsp turmeric"],
    });
    const card = ["Scale", "3 Tbsp olive oil", "1.5 tsp grated ginger", "1.5 c red lentils", "1 tsp turmeric"];
    const page = `<html><head><script type="application/ld+json">${data}</script></head><body><h1>Lentil Curry</h1>
      <h2>Ingredients</h2><ul>${card.map((line) => `<li>${line}</li>`).join("")}</ul>
      <label><input type="checkbox"> Prevent your screen from going dark</label></body></html>`;
    expect(parts(page)).toEqual([
      ["3 Tbsp olive oil", 3, "tbsp", "olive oil"],
      ["1.5 tsp grated ginger", 1.5, "tsp", "ginger"],
      ["1.5 c red lentils", 1.5, "cup", "red lentils"],
      ["1 tsp turmeric", 1, "tsp", "turmeric"],
    ]);
    const controls = (lines: string[]) =>
      `<html><body><h1>Curry</h1><h2>Ingredients</h2><ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul></body></html>`;
    expect(
      parts(controls(["Scale", "Scale this recipe", "1 tsp turmeric", "2 c rice", "Keep screen awake"]))?.map(
        ([text]) => text,
      ),
    ).toEqual(["1 tsp turmeric", "2 c rice"]);
  });

  it("keeps the data when its amounts are the card's, only written otherwise", () => {
    const data = (lines: string[]) =>
      lostAmounts.replace(/"recipeIngredient": \[[^\]]*\]/, `"recipeIngredient": ${JSON.stringify(lines)}`);
    // Rounded ("0.333 cup" for ⅓ cup) or in grams where the card writes spoons: what the data says.
    const rounded = [
      "16 oz firm tofu",
      "0.25 cup cornstarch",
      "2 tsp soy sauce",
      "30 ml olive oil",
      "0.333 cup maple syrup",
      "1 tsp cider vinegar",
      "4 large tortillas",
    ];
    expect(parts(data(rounded))?.map(([text]) => text)).toEqual(rounded);
    // Data that names another recipe's ingredients is not mended from this card.
    const other = data(["200 g rice", " water", "1 tsp salt"]);
    expect(parts(other)?.map(([text]) => text)).toEqual(["200 g rice", "water", "1 tsp salt"]);
  });

  it("keeps the data when the card holds its list again for other numbers of servings", () => {
    expect(parts(servingsCopies)).toEqual([
      ["1 l Gemüsebrühe", 1, "l", "Gemüsebrühe"],
      ["250 g Maisgrieß", 250, "g", "Maisgrieß"],
      ["Salz", null, "", "Salz"],
    ]);
  });

  it("reads the card's list when the data holds it again for another size of the dish", () => {
    const small = [
      "1 tablespoon cream cheese, softened",
      "1/3 cup sugar",
      "1 teaspoon vanilla extract",
      "Green food coloring (optional)",
    ];
    const large = [
      "1 1/2 tablespoons cream cheese, softened",
      "1/2 cup sugar",
      "1 teaspoon vanilla extract",
      "green food coloring (optional)",
    ];
    const page = (lines: string[]) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Mint Ice Cream",
        recipeIngredient: lines,
      })}</script></head><body><h1>Mint Ice Cream</h1><h2>Ingredients</h2><ul>${small.map((line) => `<li>${line}</li>`).join("")}</ul></body></html>`;
    expect(parts(page([...small, ...large]))?.map(([text]) => text)).toEqual(small);
    // A data line naming an ingredient the card does not show is more of the recipe, and so is a
    // group that reuses the card's names but is no copy of its list: the data stands.
    const more = [...small, "2 cups whole milk"];
    expect(parts(page(more))?.map(([text]) => text)).toEqual(more);
    const topping = [...small, "2 tbsp sugar", "1 teaspoon vanilla extract"];
    expect(parts(page(topping))?.map(([text]) => text)).toEqual(topping);
  });

  it("leaves out the tools the data lists among the ingredients, which the card heads as equipment", () => {
    const ingredients = ["4 russet potatoes, peeled", "1 cup heavy cream", "1/2 cup grated cheddar"];
    const tools = ["4- (8-ounce) ramekins", "Mandoline or sharp knife", "Food processor"];
    const group = (heading: string, lines: string[]) =>
      `<div class="recipe-card-group"><h4 class="recipe-card-group-name">${heading}</h4><ul>${lines
        .map((line) => `<li><span class="name">${line}</span></li>`)
        .join("")}</ul></div>`;
    const page = (body: string, lines = [...ingredients, ...tools]) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Potato Gratin",
        recipeIngredient: lines,
      })}</script></head><body><h1>Potato Gratin</h1>${body}</body></html>`;
    const card = `<h3>Ingredients</h3>${group("Gratin", ingredients)}${group("Equipment Needed", tools)}`;
    expect(parts(page(card))?.map(([text]) => text)).toEqual(ingredients);
    // "Equipment" among the card's details, and a list after it: that list is no tools' list.
    const details = `<dl><dt>Equipment</dt><dd>springform pan</dd></dl><h3>Ingredients</h3>${group("Gratin", [...ingredients, ...tools])}`;
    expect(parts(page(details))?.map(([text]) => text)).toEqual([...ingredients, ...tools]);
    // A menu's "Tools" link heads nothing; a card whose only list is under "Tools" keeps the data.
    const menu = `<nav><a href="/tools">Tools</a><ul><li>4- (8-ounce) ramekins</li></ul></nav>${card.replace("Equipment Needed", "Topping")}`;
    expect(parts(page(menu))?.map(([text]) => text)).toEqual([...ingredients, ...tools]);
    expect(parts(page(group("Tools", ingredients), ingredients))?.map(([text]) => text)).toEqual(ingredients);
  });

  it("leaves out the shop's products the data lists as lines, which the page shows as tiles under its tools' heading", () => {
    const page = (tiles: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Chickpea Curry",
        recipeIngredient: ["240 g basmati rice", "1 onion", "salt", "Premium Wok, 32 cm", "Rice bowl"],
      })}</script></head><body><h1>Chickpea Curry</h1><h3>Ingredients</h3><div class="rows">
      <div class="row"><div>240 g basmati rice</div></div><div class="row"><div>1 onion</div></div>
      <div class="row"><div>salt</div></div></div>${tiles}</body></html>`;
    const tile = (name: string, about: string) =>
      `<a href="/product/${name.length}" class="tile"><img src="/p.png"><div><div>${name}</div><div class="small">${about}</div></div><span>89,99 €</span></a>`;
    const products = `<div class="heading">Hilfreich für die Zubereitung</div>${tile("Premium Wok, 32 cm", "Carbon steel")}${tile("Rice bowl", "For rice at its best")}`;
    expect(parts(page(products))?.map(([text]) => text)).toEqual(["240 g basmati rice", "1 onion", "salt"]);
    // A line with an amount is no product's tile; text after the ingredients' heading is no tile.
    const withAmount = `<div>Equipment</div>${tile("1 onion", "")}`;
    expect(parts(page(withAmount))?.map(([text]) => text)).toHaveLength(5);
    const thenIngredients = `<p><b>Equipment</b></p><p>Rice cooker</p><p><b>Ingredients</b></p><p>Rice bowl</p>`;
    expect(parts(page(thenIngredients))?.map(([text]) => text)).toHaveLength(5);
  });

  it("leaves out a group's name the data lists as a line where the card heads the group with it", () => {
    const page = (lines: string[], body: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Pulled Pork",
        recipeIngredient: lines,
      })}</script></head><body><h1>Pulled Pork</h1>${body}</body></html>`;
    const pork = ["1.4 kg pork shoulder", "2 tbsp ground cumin"];
    const slaw = ["2 apples, cut into matchsticks", "¼ red cabbage, shredded"];
    const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`;
    const card = (heading: string) => `<h2>Ingredients</h2>${list(pork)}${heading}${list(slaw)}`;
    const data = [...pork, "Apple slaw", ...slaw];
    for (const heading of [
      '<h3 class="group">Apple slaw</h3>',
      '<div class="recipe-ingredients__title">Apple slaw</div>',
    ])
      expect(parts(page(data, card(heading)))?.map(([text]) => text)).toEqual([...pork, ...slaw]);
    // Set apart elsewhere, not over the data's next line: an ingredient still ("Fresh parsley" heads
    // a note in the post). So is one ingredient's own title in a card that splits its lines.
    const parsley = [...pork, "Fresh parsley", ...slaw];
    const notes = `${card("")}<h3>Fresh parsley</h3><p>Flat-leaf keeps its colour.</p>`;
    expect(parts(page(parsley, notes))?.map(([text]) => text)).toEqual(parsley);
    const salt = [...pork, "Salz", ...slaw];
    const split = `<h2>Zutaten</h2>${salt.map((line) => `<div><span class="list__ingredient__title">${line}</span></div>`).join("")}`;
    expect(parts(page(salt, split))?.map(([text]) => text)).toEqual(salt);
  });

  it("leaves out a group's name set as a list item all in bold, not a line a card bolds as it bolds every name", () => {
    const page = (lines: string[], items: string[]) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Pulled Pork Tacos",
        recipeIngredient: lines,
      })}</script></head><body><h1>Pulled Pork Tacos</h1><h2>Ingredients</h2><ul>${items.map((item) => `<li>${item}</li>`).join("\n")}</ul></body></html>`;
    const lines = ["Pulled Pork", "1.4 kg pork shoulder", "2 tbsp ground cumin", "Kosher salt, to taste"];
    const grouped = ["<strong>Pulled Pork</strong>", ...lines.slice(1)];
    expect(parts(page(lines, grouped))?.map(([text]) => text)).toEqual(lines.slice(1));
    // A card that bolds each name bolds a line without an amount whole: an ingredient still.
    const named = [
      "<b>Pulled Pork</b>",
      "1.4 kg <b>pork shoulder</b>",
      "2 tbsp <b>ground cumin</b>",
      "<b>Kosher salt, to taste</b>",
    ];
    expect(parts(page(lines, named))?.map(([text]) => text)).toEqual(lines);
  });

  it("reads a servings count written with a plural mark as no ingredient", () => {
    const page = `<html><body><h1>Popcorn</h1><h2>Ingredients</h2><ul><li>2 portion(s)</li><li>½ cup popping corn</li><li>2 tbsp oil</li></ul></body></html>`;
    expect(parts(page)?.map(([text]) => text)).toEqual(["½ cup popping corn", "2 tbsp oil"]);
  });
});
