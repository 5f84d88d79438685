import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import headingWithByline from "../fixtures/recipe-pages/markup-heading-with-byline.html?raw";

// A recipe's title is the name its card gives it: what a page adds for search engines or as a
// byline is not part of it; the name's own apostrophes and case stay as written.

const PAGE_URL = "https://pantrynights.test/gnocchi";

const titleOf = (name: string, siteName = "Pantry Nights") =>
  parseRecipePage(
    `<html><head><meta property="og:site_name" content="${siteName}"><script type="application/ld+json">${JSON.stringify(
      {
        "@context": "https://schema.org",
        "@type": "Recipe",
        name,
        recipeIngredient: ["1 egg"],
      },
    )}</script></head><body></body></html>`,
    PAGE_URL,
  )?.title;

describe("an imported recipe's title", () => {
  it("leaves out a rating and a lone 'Recipe' part the data adds after the name", () => {
    expect(titleOf("Plum Crumble Recipe - (4.7/5)")).toBe("Plum Crumble");
    expect(titleOf("Appeltaart – Recept")).toBe("Appeltaart");
    expect(titleOf("Spiced Lentil Soup - 4.5 stars")).toBe("Spiced Lentil Soup");
  });

  it("leaves out the site's web address and what follows it, and a wiki's namespace", () => {
    expect(titleOf("Rakott krumpli Recept képpel - Pantrynights.hu - Receptek")).toBe("Rakott krumpli Recept képpel");
    expect(titleOf("Plum Crumble | pantry-nights.co.uk")).toBe("Plum Crumble");
    expect(titleOf("Cookbook:Pumpkin Pie I")).toBe("Pumpkin Pie I");
    const wikiPage = `<html><head><title>Cookbook:Pumpkin Pie I - Wikibooks</title></head><body>
      <h1 class="firstHeading">Cookbook:Pumpkin Pie I</h1><h2>Ingredients</h2>
      <ul><li>1 cup pumpkin purée</li><li>2 eggs</li><li>½ cup sugar</li></ul></body></html>`;
    expect(parseRecipePage(wikiPage, PAGE_URL)?.title).toBe("Pumpkin Pie I");
  });

  it("keeps the name as written: apostrophes, a section's name, a hyphenated word, 'Recipe' inside it", () => {
    expect(titleOf("Nonna’s Ragù")).toBe("Nonna’s Ragù");
    expect(titleOf("Roasted Vegetable Lasagna | Recipes")).toBe("Roasted Vegetable Lasagna | Recipes");
    expect(titleOf("Sheet-Pan Gnocchi - Quick")).toBe("Sheet-Pan Gnocchi - Quick");
    expect(titleOf("The Recipe Box Burger")).toBe("The Recipe Box Burger");
    // A dotted word is no web address, nor a colon with a space after it a namespace.
    expect(titleOf("Burger - Mr.Big Style")).toBe("Burger - Mr.Big Style");
    expect(titleOf("Weeknight Pasta - 2.5 kg")).toBe("Weeknight Pasta - 2.5 kg");
    expect(titleOf("Soup: Carrot and Ginger")).toBe("Soup: Carrot and Ginger");
  });

  it("reads a heading without the site's name after it on a page without structured data", () => {
    expect(parseRecipePage(headingWithByline, PAGE_URL)?.title).toBe("Sheet-Pan Gnocchi with Peppers");
    const otherByline = headingWithByline.replace("by Pantry Nights Food", "by Rosa Pantry");
    expect(parseRecipePage(otherByline, PAGE_URL)?.title).toBe("Sheet-Pan Gnocchi with Peppers by Rosa Pantry");
  });
});
