/** Pages for the recipe importer's tests, written for them: served by page-server.ts or pasted. */

export const RECIPE_JSON_LD = {
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Weeknight Lentil Soup",
  description: "A thick red lentil soup that is ready in half an hour.",
  recipeYield: "4",
  prepTime: "PT10M",
  cookTime: "PT25M",
  image: "/photos/lentil-soup.jpg",
  recipeIngredient: ["250 g red lentils", "1 onion, finely chopped", "2 cloves garlic", "1 l vegetable stock"],
  recipeInstructions: [
    { "@type": "HowToStep", text: "Soften the onion and garlic in a little oil." },
    { "@type": "HowToStep", text: "Add the lentils and stock and simmer until soft." },
  ],
};

/** A page carrying `recipe` as JSON-LD. */
export const recipePage = (recipe: object = RECIPE_JSON_LD, extraHead = "") => `<!doctype html>
<html><head><meta charset="utf-8">${extraHead}<title>Lentil soup</title>
<script type="application/ld+json">${JSON.stringify(recipe)}</script>
</head><body><h1>Lentil soup</h1><p>Our favourite soup for cold evenings.</p></body></html>`;

export const NO_RECIPE_PAGE = `<!doctype html><html><head><title>About us</title></head>
<body><h1>About us</h1><p>We are two people who like to cook on Sundays.</p></body></html>`;
