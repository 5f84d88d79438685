import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";

// Whatever the line around it, the amount a page wrote is the amount the draft reads: "1.5 tsp"
// never becomes "5 tsp", "1 1/2" never "1", a range keeps both its numbers. Lines are generated
// as "<amount> <unit> <name>[, note]" and imported from structured data and from a visible list.

/** An amount as pages write it, with the value its first number has. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map((value) => ({ text: String(value), value })),
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.constantFrom(".", ","))
    .filter(([, decimals]) => decimals % 10 !== 0)
    .map(([whole, decimals, mark]) => ({
      text: `${whole}${mark}${decimals}`,
      value: Number(`${whole}.${decimals}`),
    })),
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.constantFrom(2, 3, 4, 8))
    .filter(([top, bottom]) => top < bottom)
    .map(([top, bottom]) => ({ text: `${top}/${bottom}`, value: top / bottom })),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom(["1/2", 0.5], ["1/4", 0.25], ["3/4", 0.75], ["1/3", 1 / 3]))
    .map(([whole, [fraction, part]]) => ({ text: `${whole} ${fraction}`, value: whole + (part as number) })),
  fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.constantFrom(["½", 0.5], ["¼", 0.25], ["¾", 0.75], ["⅓", 1 / 3]))
    .map(([whole, [fraction, part]]) => ({
      text: whole ? `${whole}${fraction}` : String(fraction),
      value: whole + (part as number),
    })),
  fc
    .tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }), fc.constantFrom("-", "–", " to ", " - "))
    .map(([low, more, dash]) => ({ text: `${low}${dash}${low + more}`, value: low, upTo: low + more })),
);
const unit = fc.constantFrom("g", "kg", "ml", "l", "tsp", "tbsp", "cup", "cups", "oz", "lb", "pinch", "cloves", "");
const name = fc.constantFrom(
  "grated ginger",
  "plain flour",
  "olive oil",
  "red onion",
  "eggs",
  "vanilla extract",
  "Tomaten",
  "chicken stock",
);
const note = fc.constantFrom("", ", finely chopped", ", at room temperature", " (about 2 cups)");
const line = fc.tuple(amount, unit, name, note).map(([read, unitWord, nameWords, noteText]) => ({
  text: `${read.text} ${unitWord ? `${unitWord} ` : ""}${nameWords}${noteText}`,
  value: read.value,
  upTo: "upTo" in read ? read.upTo : undefined,
}));

const jsonLdPage = (lines: string[]) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Generated",
    recipeIngredient: lines,
  })}</script></head><body></body></html>`;

const markupPage = (lines: string[]) =>
  `<html><head><title>Generated</title></head><body><h1>Generated</h1><h2>Ingredients</h2><ul>${lines
    .map((text) => `<li>${text}</li>`)
    .join("")}</ul><h2>Method</h2><ol><li>Cook.</li></ol></body></html>`;

const microdataPage = (lines: string[]) =>
  `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Generated</h1><ul>${lines
    .map((text) => `<li itemprop="recipeIngredient">${text}</li>`)
    .join("")}</ul></div></body></html>`;

const lineBreaksPage = (lines: string[]) =>
  `<html><body><h1>Generated</h1><p><strong>Ingredients</strong></p><p>${lines.join(
    "<br>",
  )}</p><p><strong>Method</strong></p><p>Cook.</p></body></html>`;

/** Amount, unit and name each in an element of their own, as recipe-card plugins show a line. */
const recipeCardPage = (lines: string[]) =>
  `<html><head><title>Generated</title></head><body><h1>Generated</h1><h3>Ingredients</h3><ul>${lines
    .map((text) => {
      const [, amount, rest] = /^(\S+(?: \d\/\d| to \S+| - \S+)?) (.*)$/.exec(text)!;
      return `<li><span class="amount">${amount}</span> <span class="name">${rest}</span></li>`;
    })
    .join("")}</ul><h3>Instructions</h3><ol><li>Cook.</li></ol></body></html>`;

describe("an amount the page wrote", () => {
  for (const [kind, page] of [
    ["structured data", jsonLdPage],
    ["a visible list", markupPage],
    ["microdata", microdataPage],
    ["lines in one paragraph", lineBreaksPage],
    ["a recipe card's separate elements", recipeCardPage],
  ] as const)
    it(`reads back exactly from ${kind}: the line's text, its first number and a range's end`, () => {
      fc.assert(
        fc.property(fc.array(line, { minLength: 2, maxLength: 6 }), (lines) => {
          const draft = parseRecipePage(page(lines.map((generated) => generated.text)), "https://site.test/generated");
          expect(draft?.ingredients.map((read) => read.text)).toEqual(lines.map((generated) => generated.text));
          draft!.ingredients.forEach((read, index) => {
            expect(read.quantity).toBeCloseTo(lines[index]!.value, 9);
            expect(read.quantity_max).toBe(lines[index]!.upTo);
          });
        }),
        { seed: 53, numRuns: 300 },
      );
    });
});
