import { describe, expect, it } from "vitest";
import { parseRecipePage } from "../../worker-api/src/recipe-import/parse";

// The method as pages lay it out when their data leaves it out or they have none: headings written
// in many ways, elements marked as the steps, steps in parts. Never a menu, the recipe's times or
// its ingredients read as steps.

const PAGE_URL = "https://site.test/recipes/page";
const steps = (html: string) => parseRecipePage(html, PAGE_URL)?.instructions;

/** A page without data: its name, an ingredient list, then `rest`. */
const page = (rest: string) => `<html><body><h1>Pumpkin Soup</h1>
  <h2>Ingredients</h2><ul><li>1 kg pumpkin, peeled and cubed</li><li>1 onion, chopped</li><li>750 ml vegetable stock</li></ul>
  ${rest}</body></html>`;

/** A page whose JSON-LD recipe has no steps, then `rest`. */
const dataPage = (rest: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Pumpkin Soup",
    recipeIngredient: ["1 kg pumpkin, peeled and cubed", "1 onion, chopped", "750 ml vegetable stock"],
  })}</script></head><body>${rest}</body></html>`;

const METHOD = [
  "Soften the onion in a large pot over a low heat.",
  "Add the pumpkin and the stock and simmer for twenty minutes.",
  "Blend until smooth and season to taste.",
];
const list = (items: string[], tag = "ol") => `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`;
const paragraphs = (items: string[]) => items.map((item) => `<p>${item}</p>`).join("");

describe("a heading over the steps", () => {
  it("reads one followed by a non-breaking space, a pictogram or an exclamation", () => {
    expect(steps(page(`<div class="field-label">Instructions&nbsp;</div>${paragraphs(METHOD)}`))).toEqual(METHOD);
    expect(steps(page(`<h2>&#128105;&zwj;&#127859; Step-by-step</h2>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(page(`<h2>Aan de slag met de soep!</h2>${paragraphs(METHOD)}`))).toEqual(METHOD);
  });

  it("reads headings in more languages and ones that name what they make", () => {
    expect(steps(dataPage(`<h3>Tillagning</h3>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(dataPage(`<h2 class="title">Εκτέλεση</h2>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(dataPage(`<p><strong>Here’s how to make it:</strong></p>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(page(`<h2>Elaboración de la crema de calabaza</h2>${paragraphs(METHOD)}`))).toEqual(METHOD);
    expect(steps(dataPage(`<h3>Cooking Instructions</h3>${list(METHOD, "ul")}`))).toEqual(METHOD);
    expect(steps(dataPage(`<h2 id="Procedure">Procedure</h2>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(dataPage(`<h2>Step-by-Step Instructions</h2>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(dataPage(`<p class="font-bold">Zubereitung im\nKochtopf:</p>${list(METHOD)}`))).toEqual(METHOD);
    // A post's words are no heading: "a step-by-step guide on my channel".
    expect(steps(dataPage(`<p>See my <strong>step-by-step guide</strong></p>${list(METHOD)}`))).toEqual([]);
  });

  it("reads a list of steps under a bare 'Recipe' heading, never its paragraphs", () => {
    expect(steps(page(`<h4>RECIPE</h4>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(page(`<h4>Recipe</h4>${paragraphs(METHOD)}`))).toEqual([]);
    // A sidebar of many cards labelled "Recipe" before the card leaves its "Directions" found.
    const cards = `<div class="label">Recipe</div><p>More soup.</p>`.repeat(250);
    expect(steps(page(`${cards}<h2>Directions</h2>${list(METHOD)}`))).toEqual(METHOD);
  });

  it("reads past a heading or a count trailed by a long run of spaces, as fast as any page", () => {
    // Two repeats taking the same spaces went back over the run once per space: minutes for this page.
    const spaces = " ".repeat(100_000);
    const trailed = ["<h2>Method for", "<h2>Recipe in", "<h2>Directions", "<p>Serves", "<p>4 porce", "<p>4 servings —"];
    const html = page(`${trailed.map((part) => `${part}${spaces}x`).join("")}<h2>Method</h2>${list(METHOD)}`);
    const draft = parseRecipePage(html, PAGE_URL);
    expect([draft?.instructions, draft?.servings]).toEqual([METHOD, null]);
  });

  it("ends paragraphs at a numbered heading that does not count the steps from 1", () => {
    const reasons = `<h2>3. Reasons you will love this soup</h2><p>It is smooth, bright and ready in half an hour.</p>`;
    expect(steps(page(`<h2>Method</h2>${paragraphs(METHOD)}${reasons}`))).toEqual(METHOD);
  });

  it("begins each step with its numbered heading's words", () => {
    const headed = METHOD.map(
      (step, index) => `<h3><strong>${index + 1}. Step ${"ABC"[index]} of the soup</strong></h3><p>${step}</p>`,
    );
    expect(
      steps(
        dataPage(`<h2>Step-by-Step Instructions</h2>${headed.join("")}<h2>Notes</h2><p>Freezes well for a month.</p>`),
      ),
    ).toEqual(METHOD.map((step, index) => `Step ${"ABC"[index]} of the soup. ${step}`));
    // A heading's "<" is text, not the start of a tag.
    const escaped = `<h2>Directions</h2><h3>1. Keep the oven &lt;200°C &amp; dry</h3><p>${METHOD[0]}</p>`;
    expect(steps(dataPage(escaped))).toEqual([`Keep the oven <200°C & dry. ${METHOD[0]}`]);
  });

  it("reads the method's parts under headings naming them where a bare heading holds only a template's tags", () => {
    // The page's template repeats an empty card after the recipe: "Method", "Step 1", nothing, its tags.
    const parts = `<h3>Method for the soup</h3><h4>Step 1</h4><p>${METHOD[0]}</p><h4>Step 2</h4><p>${METHOD[1]}</p>
      <h3>Method for serving</h3><h4>Step 1</h4><p>${METHOD[2]}</p>
      <h3>Ingredients</h3><ul><li class="ingredient"></li></ul>
      <h3>Method</h3><h4>Step 1</h4><p></p><div class="tags"><span>Recipe Type: <a href="/soups">Main Dishes</a></span></div>`;
    expect(steps(dataPage(parts))).toEqual(METHOD);
    // One short step is a method still where no other heading holds one.
    expect(steps(dataPage(`<h2>Method</h2><p>Mix it all and serve.</p>`))).toEqual(["Mix it all and serve."]);
  });

  it("tries a heading that names what it makes after the plain ones", () => {
    const freezing = [
      "Let the soup cool completely before you pack it.",
      "Freeze it flat in bags for up to three months.",
    ];
    expect(
      steps(page(`<h2>Instructions for freezing</h2>${paragraphs(freezing)}<h2>Instructions</h2>${list(METHOD)}`)),
    ).toEqual(METHOD);
  });

  it("takes the card's plain heading before a post's heading that names the dish", () => {
    const tips = ["First, you will want to cut everything into even pieces, which helps.", "Next, taste as you go."];
    expect(
      steps(
        dataPage(`<h4>How to Make the Best Pumpkin Soup</h4><p>Some tips first.</p>${list(tips, "ul")}
        <h2>Instructions</h2>${list(METHOD)}`),
      ),
    ).toEqual(METHOD);
  });

  it("passes a heading inside a link: a card for another recipe above the site's menu", () => {
    const menu = list(["Products", "All Products", "Oats", "Contact Us"], "ul");
    expect(
      steps(
        dataPage(`<a href="/overnight-oats"><strong>How to make<br>Overnight Oats</strong></a>${menu}
          <h3>Cooking Instructions</h3>${list(METHOD, "ul")}`),
      ),
    ).toEqual(METHOD);
  });
});

describe("a heading that opens a panel, and an introduction set as a heading", () => {
  it("reads the panel an accordion's link opens under 'Method', its word after a long indent", () => {
    const toggle = (
      attributes: string,
    ) => `<div class="card"><div class="card-header"><a href="javascript:void(0);" ${attributes}>
${" ".repeat(60)}Method${" ".repeat(40)}</a></div>
      <div id="panel-2" class="collapse"><div class="card-body"><p>${METHOD.join("<br />\n")}</p></div></div></div>`;
    expect(steps(dataPage(toggle('data-toggle="collapse" data-target="#panel-2"')))).toEqual(METHOD);
    expect(steps(dataPage(toggle('data-bs-toggle="collapse" data-bs-target="#panel-2"')))).toEqual(METHOD);
    // The panel may hold the steps as a list.
    const listed = toggle('data-toggle="collapse" data-target="#panel-2"').replace(
      `<p>${METHOD.join("<br />\n")}</p>`,
      list(METHOD),
    );
    expect(steps(dataPage(listed))).toEqual(METHOD);
    // A link to another page saying "Method" is still no heading.
    expect(steps(dataPage(toggle('class="more"')))).toEqual([]);
  });

  it("passes the method's introduction set as a long heading, and leaves a picture's caption out", () => {
    const introduction =
      "This pudding is not the hardest thing to make, so it is worth making now and then, for children and grown-ups alike will love it. Here is how it is done, step by step, from the very first stir to the last:";
    expect(introduction.length).toBeGreaterThan(200);
    const picture = `<figure><img src="/pudding.jpg" alt="Pudding"><figcaption>Rice pudding with cinnamon (Photo: Our Kitchen)</figcaption></figure>`;
    expect(
      steps(
        page(
          `<div class="title">Preparation</div><article class="recipe-preparation"><h3>${introduction}</h3>${paragraphs(METHOD.slice(0, 2))}${picture}${paragraphs(METHOD.slice(2))}</article>`,
        ),
      ),
    ).toEqual(METHOD);
    // A short heading before the paragraphs ("Notes") still ends them: no introduction.
    expect(steps(page(`<h2>Preparation</h2><h3>Notes</h3>${paragraphs(METHOD)}`))).toEqual([]);
  });
});

describe("an element marked as the steps", () => {
  it("reads the list in an element whose class or microdata names the method", () => {
    expect(steps(page(`<ul class='instructions'>${METHOD.map((step) => `<li>${step}</li>`).join("")}</ul>`))).toEqual(
      METHOD,
    );
    expect(steps(dataPage(`<div class="recipe_details__steps"><div>${list(METHOD)}</div></div>`))).toEqual(METHOD);
    expect(steps(dataPage(`<div itemprop="recipeInstructions">${paragraphs(METHOD)}</div>`))).toEqual(METHOD);
    expect(steps(page(`<div itemprop="recipeInstructions"><img src="soup.jpg">${paragraphs(METHOD)}</div>`))).toEqual(
      METHOD,
    );
  });

  it("reads a microdata recipe's steps given as its instructions", () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pumpkin Soup</h1>
      <ul><li itemprop="ingredients">1 kg pumpkin</li><li itemprop="ingredients">1 onion</li></ul>
      <h3>Preparation</h3><span itemprop="instructions">${paragraphs(METHOD)}</span></div></body></html>`;
    expect(steps(html)).toEqual(METHOD);
  });

  it("does not read the times or a cooker's mode named after its method, nor the ingredients", () => {
    const times = `<div class="single-method-overview"><ul class="single-method-overview__times">
      <li><span>Prep </span><span>15 mins</span></li><li><span>Marinate Time </span><span>30 mins</span></li>
      <li><span>Total </span><span>1h 7 mins</span></li></ul></div>`;
    const ingredients = `<div class="ingredients-method"><h4>Level 1</h4>${list(
      ["300g mixed quinoa, rinsed", "800ml vegetable stock", "250g asparagus, trimmed, cut into lengths"],
      "ul",
    )}</div>`;
    expect(
      steps(dataPage(`${times}${ingredients}<div class="single-method__method">${list(METHOD, "ul")}</div>`)),
    ).toEqual(METHOD);
    // Ingredients that read as sentences, in an element named for them and a way of cooking.
    const wordy = `<div class="single-ingredients-method none">${list(
      [
        "220g fresh homemade dough, room temperature",
        "Handful fresh basil leaves, roughly torn for garnish",
        "Pinch of sea salt flakes, to finish the pizza",
      ],
      "ul",
    )}</div>`;
    expect(steps(dataPage(`${wordy}<div class="single-method">${list(METHOD, "ul")}</div>`))).toEqual(METHOD);
    // Only a class or an id naming ingredients says so, not another attribute.
    expect(
      steps(dataPage(`<div class="recipe-instructions" data-ingredient-links="on">${list(METHOD)}</div>`)),
    ).toEqual(METHOD);
  });
});

describe("a heading naming the recipe, and a picture under it", () => {
  it("reads the list under 'Name – Die Zubereitung', past a large picture with its caption", () => {
    const picture = `<figure class="wp-caption"><img src="soup.jpg" srcset="${"soup-800.jpg 800w, ".repeat(150)}" alt="Kürbissuppe"><figcaption class="wp-caption-text">Kürbissuppe &ndash;&nbsp;Foto: Anna Berg</figcaption></figure>`;
    const html = page(`<h2>Kürbissuppe &ndash; Die Zubereitung</h2>\n${picture} ${list(METHOD)}`);
    expect(steps(html)).toEqual(METHOD);
    // Without a picture, the list right after such a heading; a plain heading is tried first.
    expect(steps(page(`<h2>Kürbissuppe – Die Zubereitung</h2>${list(METHOD)}`))).toEqual(METHOD);
  });
});

describe("the page's own numbers and labels", () => {
  it("reads a heading with an icon closed before its word", () => {
    const icon = `<h4 style="text-align: left;"><i class="icon-normal fa fa-list"></i> Method</h4>`;
    const boxes = METHOD.map((step) => `<div class="text-column"><div class="wrapper"><p>${step}</p></div></div>`);
    expect(steps(page(`<div class="column">${icon}</div>${boxes.join("")}`))).toEqual(METHOD);
    // The same words as a link's, after an icon in it, head nothing.
    expect(steps(page(`<a href="/method"><i class="fa-list"></i> Method</a><div><p>${METHOD[0]}</p></div>`))).toEqual(
      [],
    );
  });

  it("leaves out the numbers and labels a page writes before steps that count from 1, not a note's", () => {
    const labelled = METHOD.map((step, index) => `<p><strong>STEP ${index + 1} </strong>| ${step}</p>`).join("");
    expect(steps(page(`<h2>Method</h2>${labelled}<p>NOTE | Any squash works as well as pumpkin.</p>`))).toEqual([
      ...METHOD,
      "NOTE | Any squash works as well as pumpkin.",
    ]);
    expect(steps(page(`<h2>Method</h2>${list(METHOD.map((step, index) => `${index + 1}. ${step}`))}`))).toEqual(METHOD);
    // Numbers that do not count from 1 (the second half of a method shown apart) stay as written.
    const fromThree = METHOD.map((step, index) => `${index + 3}. ${step}`);
    expect(steps(page(`<h2>Method</h2>${list(fromThree)}`))).toEqual(fromThree);
    // A number in an element of its own, set apart by a space only ("1 Soften the onion").
    const numbered = METHOD.map((step, index) => `<span class="number">${index + 1}</span> ${step}`);
    expect(steps(page(`<h2>Method</h2>${list(numbered)}`))).toEqual(METHOD);
    // An amount before a small word is no step's number: "2 eggs, beaten in".
    const amounts = ["1 egg, beaten into the flour until smooth.", "2 eggs more, one by one until glossy."];
    expect(steps(page(`<h2>Method</h2>${paragraphs(amounts)}`))).toEqual(amounts);
  });
});

describe("data whose steps are only the parts' names", () => {
  const withData = (instructions: string[], rest: string) =>
    `<html><head><script type="application/ld+json">${JSON.stringify({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Chicken Tikka Masala",
      recipeIngredient: ["2 chicken breasts", "1 cup yogurt"],
      recipeInstructions: instructions,
    })}</script></head><body>${rest}</body></html>`;

  it("reads the page's method when the data names only the parts, else keeps the data", () => {
    const names = ["Recipe", "Tikka masala:", "Raita:"];
    expect(steps(withData(names, `<h2>Method</h2>${list(METHOD)}`))).toEqual(METHOD);
    expect(steps(withData(names, "<p>No method shown.</p>"))).toEqual(names);
    // One real step among the names: the data is the method.
    const real = [...names, "Cook the rice as the packet says, then keep it warm."];
    expect(steps(withData(real, `<h2>Method</h2>${list(METHOD)}`))).toEqual(real);
    // Short steps in a language written without spaces are steps, not names.
    const short = ["米饭煮熟。", "鸡肉切丁。"];
    expect(steps(withData(short, `<h2>Method</h2>${list(METHOD)}`))).toEqual(short);
  });
});

describe("steps in parts", () => {
  it("reads paragraphs under each step's heading and each part's, in an element marked as the steps", () => {
    const html = page(`<div class="recipe-body instructions"><h3>Method for the soup</h3>
      <h4>Step 1</h4><p>${METHOD[0]}</p><h4>Step 2</h4><p>${METHOD[1]}</p>
      <h3>Making the croutons</h3><h4>Step 1</h4><p>Fry the bread in butter until golden.</p>
      <h3>Serving</h3><p>Share this recipe with your friends and family today.</p></div>`);
    expect(steps(html)).toEqual([...METHOD.slice(0, 2), "Fry the bread in butter until golden."]);
  });

  it("reads each part's steps after its ingredients, in elements of one kind, and not a later recipe's", () => {
    const part = (lines: string[], method: string[]) =>
      `<ul class="ingredients">${lines.map((line) => `<li>${line}</li>`).join("")}</ul><ul class="instructions">${method.map((step) => `<li>${step}</li>`).join("")}</ul>`;
    const html = `<html><body><h1>Pumpkin Soup</h1>${part(["1 kg pumpkin", "1 onion"], METHOD.slice(0, 2))}
      ${part(["2 slices bread", "1 tbsp butter"], [METHOD[2]!])}
      <h2>More soups</h2><p>Our readers' favourite leek soup: on the table in twenty minutes, and better the next day.</p><ul class="instructions"><li>Boil the leeks in stock and blend them smooth.</li></ul></body></html>`;
    expect(steps(html)).toEqual(METHOD);
    // A method in many long parts stops at the most steps a recipe is read with.
    const long = Array.from({ length: 8 }, (_, index) =>
      part(
        [`${index + 1} kg pumpkin`],
        Array.from({ length: 80 }, (_, step) => `Stir pot ${index} for minute ${step}.`),
      ),
    );
    expect(steps(`<html><body><h1>Pumpkin Soup</h1>${long.join("")}</body></html>`)).toHaveLength(500);
  });

  it("keeps a part's heading set as an item among the steps, where the ingredients leave theirs out", () => {
    const html = `<html><body><h1>Brownies</h1><h2>Ingredients</h2><ul><li><h3>Brownies</h3></li>
      <li>120 g butter</li><li>2 eggs</li><li><h3>Icing</h3></li><li>100 g icing sugar</li></ul>
      <h2>Directions</h2><ol><li><h3>Brownies</h3></li><li>${METHOD[0]}</li><li><h3>Icing</h3></li><li>${METHOD[1]}</li></ol></body></html>`;
    const draft = parseRecipePage(html, PAGE_URL);
    expect(draft?.ingredients.map((line) => line.text)).toEqual(["120 g butter", "2 eggs", "100 g icing sugar"]);
    expect(draft?.instructions).toEqual(["Brownies", METHOD[0], "Icing", METHOD[1]]);
  });

  it("reads each part's list under its number, and ends before the ingredients in the box and the footer", () => {
    const first = METHOD.slice(0, 2);
    const second = METHOD.slice(2);
    const html = dataPage(`<h2>Method</h2><div><p>Étape 1</p><p>1. La soupe</p>${list(first, "ul")}</div>
      <div class="toggle"><p role="button">Voir toute la recette</p></div><div><p>Étape 2</p><p>2. Le service</p>${list(second, "ul")}</div>
      <div><strong>Ingredients</strong><span>In your box:</span>${list(["1 pack of roasted pumpkin seeds for the top", "1 pot of crème fraîche to serve with it"], "ul")}</div>`);
    expect(steps(html)).toEqual(METHOD);
    const footer = list(["Om Festligare", "Maila oss på Festligare", "Integritetspolicy"], "ul");
    expect(steps(dataPage(`<h3>Tillagning</h3>${list(METHOD)}${footer}`))).toEqual(METHOD);
  });

  it("ends a list left unclosed before the footer's links, and keeps a short last step", () => {
    const unclosed = `<h2>Method</h2><ol>${METHOD.map((step) => `<li>${step}`).join("")}
      <footer><ul><li>About us</li><li>Contact</li><li>Instagram</li></ul></footer>`;
    expect(steps(dataPage(unclosed))).toEqual(METHOD);
    expect(steps(dataPage(`<h2>Method</h2>${list([...METHOD, "Remove and serve"])}`))).toEqual([
      ...METHOD,
      "Remove and serve",
    ]);
  });

  it("does not run on into a list further down under a heading that names no part", () => {
    const people = `<div style="margin-top: 2em"><p>${"&nbsp;".repeat(60)}</p><h6>People Who Like This Dish 0</h6>${list(
      ["MountainMamas W. Moreland, Virginia", "Show up here? Review or Bookmark it!"],
      "ul",
    )}</div>`;
    expect(steps(dataPage(`<h2>Directions</h2>${list(METHOD, "ul")}${people}`))).toEqual(METHOD);
  });
});
