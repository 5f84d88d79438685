import { env } from "cloudflare:workers";
import { gzipSync, strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";
import { imageHeader } from "./site-photos";

/**
 * Other apps' exports through the group import, each a sample written from the app's own format
 * (its exporter's source and real files' shape; see docs/archive/README.md): every field Larder
 * keeps is checked, in the database, photo bytes included.
 */

const JPEG = imageHeader.jpeg(640, 480);
const WEBP = imageHeader.webpLossy(800, 600);
const PNG = imageHeader.png(400, 300);
const json = (value: unknown) => strToU8(JSON.stringify(value));
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
/** Base64 of bytes too many to spread into one call. */
const base64Chunked = (bytes: Uint8Array) => {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

type Line = { name: string; quantity: number; quantity_max?: number | null; unit: string; note: string };
type Stored = {
  title: string;
  description: string;
  servings: number;
  instructions: string[];
  prep_time_minutes: number | null;
  cook_time_minutes: number | null;
  total_time_minutes: number | null;
  source_url: string | null;
  difficulty: string | null;
  is_favorite: boolean;
  category: { name: string } | null;
  image: string | null;
  ingredients: Line[];
};

async function importInto(body: Uint8Array) {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const response = await api(`/v1/groups/${groupId}/import`, {
    method: "POST",
    token: user.token,
    body: body as Uint8Array<ArrayBuffer>,
  });
  const answer = (await response.json()) as any;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  const { recipes } = (
    await gql(
      user.token,
      `{ recipes(limit: 100) { title description servings instructions prep_time_minutes cook_time_minutes total_time_minutes
         source_url difficulty is_favorite: isFavorite image category { name } ingredients { name quantity quantity_max unit note } } }`,
    )
  ).body.data as { recipes: Stored[] };
  const byTitle = Object.fromEntries(recipes.map((recipe) => [recipe.title, recipe]));
  return { answer, byTitle, groupId };
}

async function photoBytes(image: string | null) {
  expect(image).toMatch(/^\/photos\/recipes\/\d+\/\d+\/[0-9a-f]{32}\.(jpg|png|webp)$/);
  const object = await env.PHOTOS.get(image!.replace("/photos/", ""));
  return new Uint8Array(await object!.arrayBuffer());
}

describe("moving in from another app", () => {
  it("reads Paprika's .paprikarecipes: gzipped recipes in a zip, photos in base64", async () => {
    const bread = {
      uid: "9C1E0F6A-2B3D-4E5F-8A9B-0C1D2E3F4A5B",
      name: "Banana Bread\n",
      description: "Moist, easy loaf.",
      ingredients: "For the batter:\n2 cups flour, sifted\n½ tsp salt\n3 ripe bananas, mashed",
      directions: "1. Heat oven to 175 °C.\n\n2. Mix everything and bake 60 minutes.",
      notes: "Freezes well.",
      nutritional_info: "",
      servings: "1 loaf (10 slices)",
      prep_time: "15 mins",
      cook_time: "1 hr",
      total_time: "1 hr 15 mins",
      difficulty: "Easy",
      rating: 4,
      categories: ["Baking", "Breakfast"],
      source: "example.com",
      source_url: "https://example.com/banana-bread",
      image_url: "https://example.com/img/banana.jpg",
      photo: "5584786F-FB5B-4DE7-A33F-A74EF5193198.jpg",
      photo_data: base64(JPEG),
      photo_hash: "803d64c6",
      photo_large: null,
      photos: [],
      created: "2024-05-02 10:00:00",
      hash: "12b8b6c0",
      on_favorites: true,
    };
    const fritters = {
      ...bread,
      name: "Zucchini Fritters",
      description: "",
      ingredients: "400 g Zucchini\n2-3 EL Mehl\nSalz",
      directions: "Zucchini raspeln.\nEier und Mehl dazugeben.",
      servings: "4",
      prep_time: "",
      cook_time: "",
      total_time: "",
      difficulty: "",
      categories: ["Vegetarisch"],
      source_url: "http://www.chefkoch.de/rezepte/1/x.html",
      photo_data: null,
      on_favorites: undefined,
    };
    const file = zipSync({
      "Banana Bread.paprikarecipe": gzipSync(json(bread)),
      "Zucchini Fritters.paprikarecipe": gzipSync(json(fritters)),
      "__MACOSX/._Banana Bread.paprikarecipe": strToU8("junk"),
    });
    const { answer, byTitle } = await importInto(file);
    expect(answer).toMatchObject({ format: "Paprika", added: { recipes: 2, photos: 1 } });
    expect(byTitle["Banana Bread"]).toMatchObject({
      description: "Moist, easy loaf.",
      servings: 1,
      instructions: ["Heat oven to 175 °C.", "Mix everything and bake 60 minutes."],
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      source_url: "https://example.com/banana-bread",
      difficulty: "easy",
      is_favorite: true,
      category: { name: "Baking" },
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0.5, unit: "tsp", note: "" },
        { name: "ripe bananas", quantity: 3, unit: "pcs", note: "mashed" },
      ],
    });
    expect(await photoBytes(byTitle["Banana Bread"]!.image)).toEqual(JPEG);
    expect(byTitle["Zucchini Fritters"]).toMatchObject({
      servings: 4,
      difficulty: null,
      is_favorite: false,
      image: null,
      category: { name: "Vegetarisch" },
      instructions: ["Zucchini raspeln.", "Eier und Mehl dazugeben."],
    });
    expect(byTitle["Zucchini Fritters"]!.ingredients.map((line) => line.name)).toEqual(["Zucchini", "Mehl", "Salz"]);
    // A range keeps its end, as a recipe page's does.
    expect(byTitle["Zucchini Fritters"]!.ingredients[1]).toMatchObject({ quantity: 2, quantity_max: 3, unit: "tbsp" });
  });

  it("reads Mealie's data export: a folder per recipe with its JSON and WebP photo", async () => {
    const parsed = {
      id: "3f1c7a52-9a43-4c55-9a4e-0b8c2d9e1a10",
      name: "Banana Bread",
      slug: "banana-bread",
      image: "Xb3k",
      recipe_yield: "1 loaf (10 slices)",
      total_time: "1 hour 15 minutes",
      prep_time: "15 minutes",
      cook_time: null,
      perform_time: "1 hour",
      description: "Moist, easy loaf.",
      recipe_category: [{ id: "c1", name: "Baking", slug: "baking" }],
      tags: [{ id: "t1", name: "Vegetarian", slug: "vegetarian" }],
      rating: 4,
      org_url: "https://example.com/banana-bread",
      created_at: "2024-05-02T10:00:00",
      recipe_ingredient: [
        {
          quantity: 2,
          unit: { name: "cup", abbreviation: "c" },
          food: { name: "flour" },
          note: "sifted",
          display: "2 cups flour sifted",
          title: "Dry",
          original_text: "2 cups flour, sifted",
        },
        { quantity: 0.5, unit: { name: "teaspoon", abbreviation: "tsp" }, food: { name: "salt" }, note: "" },
        { quantity: null, unit: null, food: { name: "butter" }, note: "for the pan" },
      ],
      recipe_instructions: [
        { id: "s1", title: "", summary: "", text: "Heat oven to 175 °C.", ingredient_references: [] },
        { id: "s2", title: "Batter", summary: "", text: "Mash bananas; fold in flour.", ingredient_references: [] },
      ],
      nutrition: { calories: "210 kcal" },
      notes: [{ title: "Tip", text: "Freezes well." }],
      extras: {},
    };
    const unparsed = {
      ...parsed,
      id: "9a2b",
      name: "Weeknight Chili",
      slug: "weeknight-chili",
      recipe_yield: "4 servings",
      prep_time: "10 min",
      perform_time: "PT45M",
      total_time: null,
      recipe_category: [],
      org_url: null,
      recipe_ingredient: [
        { quantity: 1, unit: null, food: null, note: "1 1/4 lb ground beef (lean)", disable_amount: true },
        { quantity: 1, unit: null, food: null, note: "2 cans (15 oz) kidney beans, drained", disable_amount: true },
      ],
      recipe_instructions: [{ title: "", summary: "", text: "Brown the beef. Add beans and simmer 45 minutes." }],
    };
    const file = zipSync({
      "recipes/banana-bread/banana-bread.json": json(parsed),
      "recipes/banana-bread/images/original.webp": WEBP,
      "recipes/banana-bread/images/min-original.webp": WEBP,
      "recipes/weeknight-chili/weeknight-chili.json": json(unparsed),
    });
    const { answer, byTitle } = await importInto(file);
    expect(answer).toMatchObject({ format: "Mealie", added: { recipes: 2, photos: 1 } });
    expect(byTitle["Banana Bread"]).toMatchObject({
      description: "Moist, easy loaf.",
      servings: 1,
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      source_url: "https://example.com/banana-bread",
      category: { name: "Baking" },
      instructions: ["Heat oven to 175 °C.", "Mash bananas; fold in flour."],
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0.5, unit: "teaspoon", note: "" },
        { name: "butter", quantity: 0, unit: "", note: "for the pan" },
      ],
    });
    expect(await photoBytes(byTitle["Banana Bread"]!.image)).toEqual(WEBP);
    expect(byTitle["Weeknight Chili"]).toMatchObject({
      servings: 4,
      prep_time_minutes: 10,
      cook_time_minutes: 45,
      category: null,
      image: null,
      ingredients: [
        { name: "ground beef", quantity: 1.25, unit: "lb", note: "(lean)" },
        { name: "kidney beans", quantity: 2, unit: "can", note: "(15 oz), drained" },
      ],
    });
  });

  it("reads a Mealie backup: the database's tables, favourites and photos by the recipe's id", async () => {
    const id = "3f1c7a529a434c559a4e0b8c2d9e1a10";
    const database = {
      recipes: [
        {
          id,
          slug: "banana-bread",
          name: "Banana Bread",
          description: "Moist.",
          recipe_yield: "10 slices",
          prep_time: "15 minutes",
          perform_time: "1 hour",
          total_time: null,
          org_url: "https://example.com/banana-bread",
          created_at: "2024-05-02T10:00:00",
        },
      ],
      recipes_ingredients: [
        { id: 2, position: 1, recipe_id: id, note: "", unit_id: "u1", food_id: "f2", quantity: 0.5 },
        { id: 1, position: 0, recipe_id: id, note: "sifted", unit_id: "u2", food_id: "f1", quantity: 2 },
      ],
      recipe_instructions: [
        { id: "i2", recipe_id: id, position: 1, text: "Bake 60 minutes." },
        { id: "i1", recipe_id: id, position: 0, text: "Mix." },
      ],
      ingredient_foods: [
        { id: "f1", name: "flour" },
        { id: "f2", name: "salt" },
      ],
      ingredient_units: [
        { id: "u1", name: "teaspoon" },
        { id: "u2", name: "cup" },
      ],
      categories: [{ id: "c1", name: "Baking" }],
      recipes_to_categories: [{ recipe_id: id, category_id: "c1" }],
      users_to_recipes: [{ user_id: "x", recipe_id: id, rating: 5, is_favorite: true }],
    };
    const file = zipSync({
      "database.json": json(database),
      "data/recipes/3f1c7a52-9a43-4c55-9a4e-0b8c2d9e1a10/images/original.webp": WEBP,
    });
    const { answer, byTitle } = await importInto(file);
    expect(answer).toMatchObject({ format: "Mealie", added: { recipes: 1, photos: 1 } });
    expect(byTitle["Banana Bread"]).toMatchObject({
      servings: 10,
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      is_favorite: true,
      category: { name: "Baking" },
      instructions: ["Mix.", "Bake 60 minutes."],
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0.5, unit: "teaspoon", note: "" },
      ],
    });
    expect(await photoBytes(byTitle["Banana Bread"]!.image)).toEqual(WEBP);
  });

  it("reads Tandoor's export: a zip of recipe zips, each with recipe.json and its image", async () => {
    const bread = {
      name: "Banana Bread",
      description: "Moist, easy loaf.",
      keywords: [{ name: "Baking", description: "" }, { name: "Vegetarian" }],
      steps: [
        {
          name: "",
          instruction: "Bake 60 minutes.",
          time: 60,
          order: 1,
          ingredients: [],
        },
        {
          name: "Batter",
          instruction: "Heat oven to **175 °C**.\n\nMix {{ ingredients[0] }} with the bananas.",
          time: 15,
          order: 0,
          ingredients: [
            { food: null, unit: null, amount: 0, note: "Dry", order: 0, is_header: true, no_amount: true },
            {
              food: { name: "flour" },
              unit: { name: "cup" },
              amount: 2.0,
              note: "sifted",
              order: 1,
              is_header: false,
              no_amount: false,
            },
            {
              food: { name: "salt" },
              unit: null,
              amount: 0,
              note: "to taste",
              order: 2,
              is_header: false,
              no_amount: true,
            },
          ],
        },
      ],
      working_time: 15,
      waiting_time: 60,
      internal: true,
      nutrition: { id: 3, calories: 210 },
      servings: 10,
      servings_text: "slices",
      source_url: "https://example.com/banana-bread",
    };
    const chili = {
      ...bread,
      name: "Texas Red Chili",
      description: null,
      keywords: [],
      steps: [],
      working_time: 0,
      waiting_time: 0,
      servings: 1,
      source_url: null,
    };
    const file = zipSync({
      "12.zip": zipSync({ "recipe.json": json(bread), "image.png": PNG }),
      "57.zip": zipSync({ "recipe.json": json(chili) }),
    });
    const { answer, byTitle } = await importInto(file);
    expect(answer).toMatchObject({ format: "Tandoor", added: { recipes: 2, photos: 1 } });
    expect(byTitle["Banana Bread"]).toMatchObject({
      description: "Moist, easy loaf.",
      servings: 10,
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      source_url: "https://example.com/banana-bread",
      category: { name: "Baking" },
      instructions: ["Heat oven to **175 °C**.", "Mix with the bananas.", "Bake 60 minutes."],
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0, unit: "", note: "to taste" },
      ],
    });
    expect(await photoBytes(byTitle["Banana Bread"]!.image)).toEqual(PNG);
    expect(byTitle["Texas Red Chili"]).toMatchObject({
      servings: 1,
      total_time_minutes: null,
      image: null,
      ingredients: [],
    });
  });

  it("reads Nextcloud Cookbook's Recipes folder: recipe.json beside full.jpg, whatever its bytes", async () => {
    const bread = {
      "@context": "http://schema.org",
      "@type": "Recipe",
      id: "48213",
      name: "Banana Bread",
      description: "Moist, easy loaf.",
      url: "https://example.com/banana-bread",
      image: "https://example.com/img/banana.jpg",
      recipeYield: 10,
      prepTime: "PT0H15M0S",
      cookTime: "PT1H0M0S",
      totalTime: "PT1H15M0S",
      recipeCategory: "Baking",
      keywords: "banana,quick bread",
      tool: ["loaf pan"],
      recipeIngredient: ["## Dry", "2 cups flour, sifted", "½ tsp salt"],
      recipeInstructions: ["Heat oven to 175 °C.", "Mix everything and bake 60 minutes."],
      nutrition: { "@type": "NutritionInformation", calories: "210 kcal" },
      dateCreated: "2024-05-02T10:00:00+0000",
    };
    const chili = {
      "@context": "http://schema.org",
      "@type": "Recipe",
      name: "Weeknight Chili",
      description: "",
      url: "",
      image: "",
      recipeYield: 4,
      prepTime: "PT0H10M",
      cookTime: null,
      totalTime: null,
      recipeCategory: "",
      recipeIngredient: ["1 1/4 lb ground beef (lean)"],
      recipeInstructions: ["Brown the beef.\n", "Add beans and simmer 45 minutes.\n"],
      nutrition: [],
    };
    const file = zipSync({
      "Recipes/Banana Bread/recipe.json": json(bread),
      // Nextcloud writes the downloaded bytes as they came: here a WebP named .jpg.
      "Recipes/Banana Bread/full.jpg": WEBP,
      "Recipes/Banana Bread/thumb.jpg": JPEG,
      "Recipes/Banana Bread/.nomedia": new Uint8Array(0),
      "Recipes/Weeknight Chili/recipe.json": json(chili),
    });
    const { answer, byTitle } = await importInto(file);
    expect(answer).toMatchObject({ format: "Nextcloud Cookbook", added: { recipes: 2, photos: 1 } });
    expect(byTitle["Banana Bread"]).toMatchObject({
      servings: 10,
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      source_url: "https://example.com/banana-bread",
      category: { name: "Baking" },
      instructions: ["Heat oven to 175 °C.", "Mix everything and bake 60 minutes."],
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0.5, unit: "tsp", note: "" },
      ],
    });
    expect(await photoBytes(byTitle["Banana Bread"]!.image)).toEqual(WEBP);
    expect(byTitle["Weeknight Chili"]).toMatchObject({
      servings: 4,
      prep_time_minutes: 10,
      category: null,
      source_url: null,
      instructions: ["Brown the beef.", "Add beans and simmer 45 minutes."],
    });
  });

  it("reads plain schema.org JSON-LD files: a page's @graph, and a list of recipes", async () => {
    const page = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", "@id": "https://example.com/banana-bread/" },
        {
          "@type": "Recipe",
          "@id": "https://example.com/banana-bread/#recipe",
          name: "Banana Bread &amp; Walnuts",
          description: "<p>Moist, easy loaf.</p>",
          image: ["https://example.com/img/1x1.jpg"],
          recipeYield: ["10", "1 loaf (10 slices)"],
          prepTime: "PT15M",
          cookTime: "PT1H",
          recipeCategory: ["Baking", "Breakfast"],
          recipeIngredient: ["2 cups flour, sifted", "½ tsp salt"],
          recipeInstructions: [
            {
              "@type": "HowToSection",
              name: "Batter",
              itemListElement: [
                { "@type": "HowToStep", text: "Heat oven to 175 °C." },
                { "@type": "HowToStep", text: "Mash bananas; fold in flour." },
              ],
            },
            { "@type": "HowToStep", text: "Bake 60 minutes." },
          ],
          mainEntityOfPage: "https://example.com/banana-bread/",
        },
      ],
    };
    const { answer, byTitle } = await importInto(json(page));
    expect(answer).toMatchObject({ format: "JSON-LD", added: { recipes: 1, photos: 0 } });
    expect(byTitle["Banana Bread & Walnuts"]).toMatchObject({
      description: "Moist, easy loaf.",
      servings: 10,
      prep_time_minutes: 15,
      cook_time_minutes: 60,
      total_time_minutes: 75,
      source_url: "https://example.com/banana-bread/",
      category: { name: "Baking" },
      image: null,
      instructions: ["Heat oven to 175 °C.", "Mash bananas; fold in flour.", "Bake 60 minutes."],
      ingredients: [
        { name: "flour", quantity: 2, unit: "cup", note: "sifted" },
        { name: "salt", quantity: 0.5, unit: "tsp", note: "" },
      ],
    });

    const list = {
      recipes: [
        {
          "@context": "http://schema.org",
          "@type": "Recipe",
          name: "Weeknight Chili",
          recipeYield: "4 servings",
          recipeIngredient: ["1 1/4 lb ground beef (lean)"],
          isBasedOn: "https://example.com/chili",
        },
      ],
    };
    const second = await importInto(zipSync({ "export.json": json(list) }));
    expect(second.answer).toMatchObject({ format: "JSON-LD", added: { recipes: 1 } });
    expect(second.byTitle["Weeknight Chili"]).toMatchObject({ servings: 4, source_url: "https://example.com/chili" });
  });

  it("says so when it leaves out a link, ingredients or steps past what a recipe holds", async () => {
    const recipe = {
      "@type": "Recipe",
      name: "Endless stew",
      url: "javascript:alert(1)",
      recipeIngredient: Array.from({ length: 150 }, (_, i) => `${i + 1} g spice ${i}`),
      recipeInstructions: Array.from({ length: 120 }, (_, i) => `Stir ${i}.`),
    };
    const { answer, byTitle } = await importInto(json(recipe));
    expect(answer).toMatchObject({ format: "JSON-LD", added: { recipes: 1 } });
    expect(answer.notes).toEqual(
      expect.arrayContaining([
        "1 source links were not web addresses (http:// or https://); those recipes came without their source link.",
        "1 recipe had more than 100 ingredients or 100 steps, more than a recipe holds; only the first 100 of each came in.",
      ]),
    );
    const stored = byTitle["Endless stew"]!;
    expect(stored.source_url).toBeNull();
    expect(stored.ingredients).toHaveLength(100);
    expect(stored.ingredients.at(-1)).toMatchObject({ name: "spice 99", quantity: 100 });
    expect(stored.instructions).toHaveLength(100);
    expect(stored.instructions.at(-1)).toBe("Stir 99.");
  });

  it("holds another app's photos to an upload's 5 MB, keeping the recipe", async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(JPEG);
    const recipe = { name: "Huge photo cake", ingredients: "1 egg", photo_data: base64Chunked(large) };
    const { answer, byTitle } = await importInto(zipSync({ "Huge.paprikarecipe": gzipSync(json(recipe)) }));
    expect(answer).toMatchObject({ format: "Paprika", added: { recipes: 1, photos: 0 } });
    expect(answer.notes).toContain(
      "1 recipe photos were missing from the file or were not JPEG, PNG or WebP images of at most 5 MB; those recipes came in without a photo.",
    );
    expect(byTitle["Huge photo cake"]!.image).toBeNull();
  });

  it("imported twice, offers the recipes it brought the first time instead of doubling them", async () => {
    const recipe = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Soda bread",
      url: "https://example.com/soda",
      recipeIngredient: ["500 g flour"],
    };
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const send = () => api(`/v1/groups/${groupId}/import`, { method: "POST", token: user.token, body: json(recipe) });
    expect(((await (await send()).json()) as any).added.recipes).toBe(1);
    const again = (await (await send()).json()) as any;
    expect(again.added.recipes).toBe(0);
    expect(again.matched_recipes).toEqual([{ title: "Soda bread", slug: "soda-bread" }]);
    expect(await rows("SELECT id FROM recipes WHERE group_id = ?", groupId)).toHaveLength(1);
  });
});
