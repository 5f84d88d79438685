import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import { firstSentence } from "../../worker-api/src/recipe-import/draft-proposals";
import jsonLdWithout from "../fixtures/recipe-pages/json-ld-no-category-or-description.html?raw";
import markupWithout from "../fixtures/recipe-pages/markup-no-category-or-description.html?raw";

// Every recipe needs a category and a description: a page that gives neither gets both proposed
// from what it shows, so the wizard's first step opens complete.

const PAGE_URL = "https://site.test/recipes/page";

const page = (recipe: Record<string, unknown>, head = "", body = "") =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    recipeIngredient: ["1 egg"],
    ...recipe,
  })}</script></head><body>${body}</body></html>`;

describe("a draft's category and description, when the page's data has none", () => {
  it("proposes the dish the title names and the introduction's first sentence", () => {
    const draft = parseRecipePage(jsonLdWithout, PAGE_URL);
    expect(draft).toMatchObject({
      title: "Smoky Black Bean Chili with Lime Crema",
      category: "Chili",
      description: "This chili is what we cook on the first cold evening of the year, Dr. Pepper optional.",
    });
  });

  it("reads a page without structured data: a compound dish word and the meta description's first sentence", () => {
    expect(parseRecipePage(markupWithout, PAGE_URL)).toMatchObject({
      title: "Omas Kartoffelsuppe",
      category: "Suppe",
      description: "Eine Kartoffelsuppe wie bei Oma, mit Majoran und Speck.",
    });
  });

  it("keeps the data's own category and description, and otherwise takes course, cuisine, keywords, then the dish's name", () => {
    const own = page({ name: "Pea Soup", recipeCategory: "Starters", description: "Green and quick." });
    expect(parseRecipePage(own, PAGE_URL)).toMatchObject({ category: "Starters", description: "Green and quick." });
    expect(parseRecipePage(page({ name: "Nonna's Ragù", recipeCuisine: "Italian" }), PAGE_URL)?.category).toBe(
      "Italian",
    );
    expect(parseRecipePage(page({ name: "Nonna's Ragù", recipeCourse: ["Main course"] }), PAGE_URL)?.category).toBe(
      "Main course",
    );
    // A keyword that is the title or a search phrase is no category; a short one is.
    const keywords = page({
      name: "Nonna's Ragù",
      keywords: "Nonna's Ragù, the best slow cooked sunday ragu, Weeknight dinners",
    });
    expect(parseRecipePage(keywords, PAGE_URL)?.category).toBe("Weeknight dinners");
    expect(parseRecipePage(page({ name: "Nonna's Ragù" }), PAGE_URL)?.category).toBe("Nonna's Ragù");
    expect(parseRecipePage(page({ name: "Buckwheat crêpes with apple butter" }), PAGE_URL)?.category).toBe("Crêpes");
    // The site's name is no category, whichever field gives it.
    const siteKeyword = page({ name: "Nonna's Ragù", keywords: "Pantry Nights" }, "", "");
    expect(parseRecipePage(siteKeyword, "https://pantrynights.test/ragu")?.category).toBe("Nonna's Ragù");
  });

  it("cuts a long introduction at a word, and reads no byline or date as one", () => {
    const long = `${"A very long sentence about the dish ".repeat(12)}and more.`;
    expect(firstSentence(long)).toMatch(/^A very long sentence[\s\S]{200,300}…$/);
    expect(firstSentence("1.5 kg of potatoes go in. Then the rest.")).toBe("1.5 kg of potatoes go in.");
    const byline = page({ name: "Pea Soup" }, "", "<h1>Pea Soup</h1><p>By Rosa, 12 March</p>");
    expect(parseRecipePage(byline, PAGE_URL)?.description).toBe("");
  });
});
