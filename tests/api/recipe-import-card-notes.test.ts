import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";
import notesOnlyOnCard from "../fixtures/recipe-pages/json-ld-notes-only-on-card.html?raw";

// Recipe data that stops where the page's card goes on ("4 medium-sized tart" against the card's
// "4 medium-sized tart firm apples – peeled, cored & grated"): the line stays the data's, and what
// the card adds is the line's note, so the cook sees it in the draft.

const PAGE_URL = "https://site.test/recipes/apple-spice-cake";
const lines = (html: string) =>
  parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => [
    line.text,
    line.quantity,
    line.unit,
    line.name,
    line.note,
  ]);
const notes = (html: string) => parseRecipePage(html, PAGE_URL)?.ingredients.map((line) => line.note);
/** A page of our own whose data gives a rice's lines, over `body`. */
const ricePage = (recipeIngredient: string[], body: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Rice",
    recipeIngredient,
  })}</script></head><body><h1>Rice</h1>${body}</body></html>`;

describe("notes the card shows and the data leaves out", () => {
  it("adds what the card shows after a data line to its note, the line's text, amount and name the data's", () => {
    expect(parseRecipePage(notesOnlyOnCard, PAGE_URL)?.ingredients_read_from).toBeNull();
    expect(lines(notesOnlyOnCard)).toEqual([
      ["4 medium-sized tart", 4, null, "tart", "medium-sized, firm apples – peeled, cored & grated"],
      ["2 cups flour", 2, "cup", "flour", "(spooned and levelled)"],
      ["1 teaspoon cinnamon", 1, "tsp", "cinnamon", ""],
      // The card's "Tomaten" goes on inside the data's last word: no note.
      ["500 g Tomate", 500, "g", "Tomate", ""],
      // The data splits the card's "Sea salt and freshly ground black pepper": the next line holds the rest.
      ["Sea salt", null, "", "Sea salt", ""],
      ["Freshly ground black pepper", null, "", "Freshly ground black pepper", ""],
      // A shop's button in the item is no note.
      ["1 cup milk", 1, "cup", "milk", ""],
      // A later group of the card, past its heading.
      ["2 eggs", 2, null, "eggs", "(room temperature)"],
      // The card shows what the data writes, brackets aside.
      ["1/2 cup butter (melted)", 0.5, "cup", "butter", "(melted)"],
    ]);
  });

  it("reads the card's items, not a post's list that begins with one of the data's lines", () => {
    // The post's "2 cups flour: any plain flour works" stands before the card.
    expect(lines(notesOnlyOnCard)?.[1]?.[4]).toBe("(spooned and levelled)");
  });

  it("leaves the data's lines as they are where no list of the page begins with them", () => {
    const withoutCard = notesOnlyOnCard.replace(/<div class="recipe-card">[^]*<\/article>/, "</article>");
    expect(withoutCard).not.toContain("recipe-ingredient");
    expect(notes(withoutCard)).toEqual(["medium-sized", "", "", "", "", "", "", "", "(melted)"]);
  });

  it("takes no list as the card where only one of its items begins with a data line", () => {
    const page = ricePage(
      ["2 cups rice", "3 cups water", "1 teaspoon salt"],
      "<ul><li>2 cups rice, rinsed until the water runs clear</li><li>A rice cooker</li></ul>",
    );
    expect(notes(page)).toEqual(["", "", ""]);
  });

  it("stays within the items it reads on a page of thousands that each begin as the data does", () => {
    const item = `<li>2 cups rice <span>${"and more ".repeat(300)}</span></li><li>3 cups water (cold)</li>`;
    const page = ricePage(["2 cups rice", "3 cups water"], `<ul>${item.repeat(20_000)}</ul>`);
    // Each item's markup is read only so far, and an addition longer than a note is none.
    expect(notes(page)).toEqual(["", "(cold)"]);
  });
});
