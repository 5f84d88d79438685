import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import controlsAndGroups from "../fixtures/recipe-pages/markup-controls-and-groups.html?raw";
import unitTabsParagraphs from "../fixtures/recipe-pages/markup-unit-tabs-paragraphs.html?raw";

// A recipe card shows controls beside its ingredients (a unit switch, a diet switch, a scale, a
// quantity column's header) and lays its groups out apart: the draft holds the ingredients only,
// every group's.

const PAGE_URL = "https://site.test/recipes/page";

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
