import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import controlsAndGroups from "../fixtures/recipe-pages/markup-controls-and-groups.html?raw";
import unitTabsParagraphs from "../fixtures/recipe-pages/markup-unit-tabs-paragraphs.html?raw";

// A recipe card shows controls beside its ingredients (a unit switch, a diet switch, a scale, a
// menu of servings, a quantity column's header, buttons), lays its groups out apart and splits a
// line into elements (an amount in two units, a name, its note): the draft holds the ingredients
// only, every group's, each line whole.

const PAGE_URL = "https://site.test/recipes/page";
const lines = (html: string) => parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => line.text);
const page = (body: string, head = "") =>
  `<html><head>${head}</head><body><h1>Lemon Dressing</h1>${body}</body></html>`;
const jsonLd = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", ...recipe })}</script>`;

/** An icon as pages draw them: a long path, so what follows it is far from what precedes it. */
const icon = (label: string) =>
  `<div class="share-icon"><a href="/share"><svg viewBox="0 0 24 24"><path d="${"M1.5 2.5c0 1.1.9 2 2 2h20 ".repeat(50)}"/></svg></a><p>${label}</p></div>`;

/** A card's line in elements: the amount, the same amount in other units, the name and its note. */
const cardLine = (amount: string, metric: string, name: string, note = "") =>
  `<li><div class="ingredient-container" state="1">
    <span class="ingredient-amount-text" type="cup" value="0.3333333333333333">
      ${amount}
    </span>
    ${metric ? `<span class="ingredient-amount-metric-text" value="80.0" type="liquid">${metric}</span>` : ""}
    <div class="ingredient" data-name="${name}" data-plural-name="${name}" data-shop-name="${name}" data-brand="None">
      <span class="ingredient-name-text">${name}</span>${note ? `<span>${note}</span>` : ""}
    </div>
  </div></li>`;

describe("a recipe card's controls and groups, on a page without structured data", () => {
  it("leaves switches and a scale out, passes a list of switches only, and reads every group", () => {
    const draft = parseRecipePage(controlsAndGroups, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name])).toEqual([
      ["1 cup (200 g) bulgur wheat", 1, "cup", "bulgur wheat"],
      ["1.5 cups (360 ml) water", 1.5, "cup", "water"],
      ["1 can (400 g) chickpeas, drained", 1, "can", "chickpeas"],
      ["2 tbsp harissa paste", 2, "tbsp", "harissa paste"],
      ["1 tbsp olive oil", 1, "tbsp", "olive oil"],
      ["½ cucumber, diced", 0.5, null, "cucumber"],
      ["4 tbsp Greek yoghurt", 4, "tbsp", "Greek yoghurt"],
    ]);
    expect(draft?.instructions).toEqual([
      "Simmer the bulgur in the water for 12 minutes.",
      "Roast the chickpeas with the harissa and oil.",
      "Serve in bowls with the cucumber and yoghurt.",
    ]);
    expect(draft?.category).toBe("Bowl");
  });

  it("reads no quantity column's header, unit switch, tab or scale as an ingredient", () => {
    const page = (items: string[]) =>
      `<html><body><h1>Loaf</h1><h2>Ingredients</h2><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul></body></html>`;
    const lines = (items: string[]) => parseRecipePage(page(items), PAGE_URL)?.ingredients.map((line) => line.text);
    const controls = [
      ...[
        "KG",
        "%",
        "Imperial units",
        "US Customary",
        "Metric Imperial",
        "Make it gluten-free",
        "1 2 3 4 5 6",
        "½x 1x 2x",
      ],
      ...["Start cooking", "Cooking mode", "Save to my recipes", "Print this recipe", "Comprar", "Buy now"],
    ];
    expect(lines([...controls, "500 g flour", "10 g salt"])).toEqual(["500 g flour", "10 g salt"]);
    expect(lines(["Standard Ingredients Gluten Free Ingredients", "500 g flour", "2 eggs"])).toEqual([
      "500 g flour",
      "2 eggs",
    ]);
    // Words that only look like a control stay: an ingredient named so, an amount of a unit.
    expect(lines(["2 kg potatoes", "1 US cup milk", "Metric cup of sugar", "Buy fresh basil"])).toEqual([
      "2 kg potatoes",
      "1 US cup milk",
      "Metric cup of sugar",
      "Buy fresh basil",
    ]);
  });

  it("reads the chosen tab's paragraphs after a unit switch, and not the tools after them", () => {
    const draft = parseRecipePage(unitTabsParagraphs, PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["150g rolled oats", 150, "g"],
      ["100g cold butter, cubed", 100, "g"],
      ["120ml milk", 120, "ml"],
      ["Jam, to serve", null, ""],
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients");
    expect(draft?.instructions).toHaveLength(2);
    // With the other tab chosen, its lines are read.
    const cups = unitTabsParagraphs
      .replace('class="tab-pane fade" id="cups"', 'class="tab-pane fade show active" id="cups"')
      .replace('class="tab-pane fade show active" id="grams"', 'class="tab-pane fade" id="grams"');
    expect(parseRecipePage(cups, PAGE_URL)?.ingredients.map((line) => line.text)).toEqual([
      "1 ¾ cups rolled oats",
      "7 tbsp cold butter, cubed",
      "½ cup milk",
      "Jam, to serve",
    ]);
  });
});

describe("a card that splits each line into elements", () => {
  it("keeps an amount given in two units with its name", () => {
    const body = `<h2>Ingredients</h2>
      <div><span>⅓ cup</span> <span>(80 ml)</span></div><div>olive oil</div>
      <div><span>2 tbsp</span> <span>(30 ml)</span></div><div>lemon juice</div>
      <div><span>1 tsp</span></div><div>honey</div>`;
    expect(lines(page(body))).toEqual(["⅓ cup (80 ml) olive oil", "2 tbsp (30 ml) lemon juice", "1 tsp honey"]);
  });

  it("reads the list under the heading inside an element named for ingredients and the share bar", () => {
    // The data lost the honey's amount, so the card's lines are read: each whole, none cut short.
    const data = jsonLd({
      name: "Lemon Dressing",
      recipeIngredient: ["1 lemon", "⅓ cup olive oil", " honey", "⅛ tsp salt", "⅛ tsp black pepper"],
    });
    const body = `<div id="ingredient-direction-container"><div class="share">${icon("share")}${icon("pin")}${icon("print")}</div>
      <div class="ingredientlist"><section><h2>Ingredients</h2><h3 class="pt-3">Dressing</h3><ul class="ingredient-list-1">
      ${cardLine("1", "", "lemon", ", juiced")}
      ${cardLine("⅓ cups", "(80ml)", "olive oil")}
      ${cardLine("2 tsp", "(10ml)", "honey")}
      ${cardLine("½ tsp", "", "salt")}
      ${cardLine("½ tsp", "", "black pepper")}
      </ul></section></div>
      <div class="directions"><h2>Directions</h2><ol><li>Whisk everything together.</li></ol></div></div>`;
    const draft = parseRecipePage(page(body, data), PAGE_URL);
    expect(draft?.ingredients.map((line) => [line.text, line.quantity, line.unit])).toEqual([
      ["1 lemon, juiced", 1, null],
      ["⅓ cups (80ml) olive oil", 1 / 3, "cup"],
      ["2 tsp (10ml) honey", 2, "tsp"],
      ["½ tsp salt", 0.5, "tsp"],
      ["½ tsp black pepper", 0.5, "tsp"],
    ]);
    expect(draft?.ingredients_read_from).toBe("Ingredients");
  });
});

describe("a formula of names and amounts in columns", () => {
  it("keeps each amount with the name before it, and reads no total or empty cell as a line", () => {
    const group = (name: string, rows: [string, string][], total: string) =>
      `<div class="row row-group"><div class="col-12"><span class="group-label">${name}</span></div>
        <div class="col-8"><span class="sr-only">Ingredient</span></div><div class="col-4"><span>KG</span></div>
        ${rows.map(([item, amount]) => `<div class="col-8">${item}</div>\n<div class="col-4">${amount}</div>`).join("\n")}
      </div><div class="row"><div class="col-12"><strong>Total Weight</strong>: ${total}</div></div>`;
    const body = `<div class="card"><div class="card-header">Ingredients</div><div class="card-body">
      ${group(
        "Dough",
        [
          ["Wheat flour", "5.000"],
          ["Yeast", "0.250"],
          ["Seeds", "-"],
        ],
        "5.250",
      )}
      ${group(
        "Topping",
        [
          ["Sesame", "0.100"],
          ["Water", "0.050"],
        ],
        "0.150",
      )}
      </div></div><div class="card"><div class="card-header">Method</div><ol><li>Mix the dough for 12 minutes and prove it.</li></ol></div>`;
    const read = lines(page(body));
    // Group names aside (answers differ on them), each amount with its name, in the column's unit.
    expect(read?.filter((line) => !["Dough", "Topping"].includes(line))).toEqual([
      "5.000 KG Wheat flour",
      "0.250 KG Yeast",
      "Seeds",
      "0.100 KG Sesame",
      "0.050 KG Water",
    ]);
  });
});

describe("a table of ingredients", () => {
  it("reads a group given in one row as its lines, and no row of links", () => {
    const row = (cell: string) => `<tr><td>${cell}</td></tr>`;
    const body = `<h2>Ingredients</h2><table>
      ${row("<p>1 cup strawberries, halved</p>")}
      ${row("<p>½ cup blackberries</p>")}
      ${row("<p>8 wooden skewers</p>")}
      ${row(`<h4>For the dip:</h4><p>
        ¼ cup plain yogurt<br />
1/8 tsp vanilla extract<br />
1 tbsp honey
      </p>`)}
      ${row(`<ul><strong>Recipe cards:</strong><li><a href="/cards/skewers-4x6.pdf">4" x 6"</a> (344 KB)</li><li><a href="/cards/skewers-letter.pdf">8.5" x 11"</a> (389 KB)</li></ul>`)}
      </table><h2>Directions</h2><p>Thread the fruit onto the skewers and serve them with the dip.</p>`;
    expect(lines(page(body))).toEqual([
      "1 cup strawberries, halved",
      "½ cup blackberries",
      "8 wooden skewers",
      "¼ cup plain yogurt",
      "1/8 tsp vanilla extract",
      "1 tbsp honey",
    ]);
  });
});

describe("controls among the lines", () => {
  it("reads no icon's title as a line or as part of one", () => {
    const info = `<div class="tooltip"><svg viewBox="0 0 24 24"><title>Info</title><path d="M12,2 C14.75,2 17.12,2.98 19.07,4.92 Z"></path></svg></div>`;
    const item = (parts: string, icon = "") =>
      `<li itemprop="recipeIngredient">${icon}\n${parts.split(" ").join("\n")}\n</li>`;
    const body = `<h2>Ingredients</h2><ul>${item("6 oz. Mushrooms")}${item("6 oz. Linguine", info)}${item("1 Lemon")}${item("2 oz. Peas", info)}</ul>`;
    expect(lines(page(body))).toEqual(["6 oz. Mushrooms", "6 oz. Linguine", "1 Lemon", "2 oz. Peas"]);
  });

  it("passes every group of the other unit system the switch hides, not only its first", () => {
    const group = (name: string, items: string[]) =>
      `<div><h4>${name}</h4><ul>${items.map((item) => `<li><span>${item.split(" ")[0]}</span> ${item.split(" ").slice(1).join(" ")}</li>`).join("")}</ul></div>`;
    const body = `<h2>Ingredients</h2>
      <div data-unit="metric">${group("For the base", ["125ml oat milk", "100g caster sugar"])}${group("For the frosting", ["120g icing sugar", "112g butter"])}</div>
      <div data-unit="imperial" style="display: none;">${group("For the base", ["4.38fl.oz oat milk", "3.5oz caster sugar"])}${group("For the frosting", ["4.2oz icing sugar", "3.92oz butter"])}</div>
      <h2>Method</h2><p>Whisk the milk and sugar, bake, then frost the cakes once they have cooled.</p>`;
    expect(lines(page(body))).toEqual(["125ml oat milk", "100g caster sugar", "120g icing sugar", "112g butter"]);
  });

  it("reads no menu of servings or diets and no button as a line", () => {
    const body = `<div class="ingredients-wrapper"><h3>Ingredients</h3>
      <a class="button">MAKE GLUTEN FREE</a>
      <div class="tabs"><button data-tab="imperial">Imperial Units</button><button data-tab="metric">Metric Units</button></div>
      <select class="ingredients-type"><option value="1" selected>Standard Ingredients</option><option value="2">Dairy Free Ingredients</option></select>
      <p><label for="servings">Servings:</label><select id="servings">${[4, 1, 2, 3, 4, 5, 6].map((n) => `<option value="${n}">${n}</option>`).join("")}</select></p>
      <h4>Dressing</h4>
      <div><b class="amount">60</b>&nbsp;<span class="name">g lemon juice</span></div>
      <div><b class="amount">2</b>&nbsp;<span class="name">tbsp olive oil</span></div>
      <div><b class="amount">1</b>&nbsp;<span class="name">tsp honey</span></div>
      <button>Add to shopping list</button></div>
      <h3>Method</h3><p>Shake everything in a jar with a lid until it thickens, then season to taste and serve.</p>`;
    expect(lines(page(body))).toEqual(["60 g lemon juice", "2 tbsp olive oil", "1 tsp honey"]);
  });

  it("reads no part of a tag the reach ends in as a line", () => {
    // Rows whose amounts carry long attributes on lines of their own: wherever the reach after the
    // heading ends, it ends in the middle of a tag.
    const row = (index: number) => `<div>
      <b class="ingredient-unit-display"
         data-primary-amount="${index}"
         data-primary-unit="cup"
         data-secondary-amount="${index * 100}"
         data-secondary-unit="g"
         data-note="${"weighed before cooking ".repeat(12)}">
        ${index}
      </b>&nbsp;<span class="ingredient-name-display">cups of ingredient number ${index}</span>
    </div>`;
    const read = lines(
      page(`<h2>Ingredients</h2>${Array.from({ length: 40 }, (_, index) => row(index + 1)).join("")}`),
    );
    expect(read?.length).toBeGreaterThan(2);
    for (const line of read ?? []) expect(line).toMatch(/^\d+ cups of ingredient number \d+$/);
  });

  it("keeps amounts written after names with their names, whatever follows the list", () => {
    const row = (name: string, amount: string) =>
      `<div class="item"><p class="ingredient-name"><label><input type="checkbox"><span> ${name} </span></label></p><p class="quantity"><span> ${amount} </span></p></div>`;
    const body = `<div class="ingredients-list"><h2>Składniki</h2>
      ${row("ziemniaki", "1 kilogram")}${row("cebula", "1 sztuka")}${row("jajka", "2 sztuki")}${row("sól", "1 szczypta")}
      <div><button class="btn">Email</button><button class="btn">Dodaj składniki do listy zakupów</button></div></div>
      <div class="steps"><h2>Przygotowanie krok po kroku</h2><p>Zetrzyj ziemniaki i cebulę, dodaj jajka i sól, wymieszaj.</p><p>Smaż na złoto.</p></div>`;
    expect(lines(page(body))).toEqual(["ziemniaki 1 kilogram", "cebula 1 sztuka", "jajka 2 sztuki", "sól 1 szczypta"]);
  });
});
