import { env } from "cloudflare:workers";
import { deflateSync, gzipSync, strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import {
  emptyObjects,
  ingredientName,
  json,
  larderItem,
  larderList,
  larderMeal,
  larderRecipe,
  larderZip,
  MANIFEST,
  NOW,
  zipWith,
  type ZipFile,
} from "./archive-files";
import { rows } from "./helpers";
import { expectAccepted, expectRefused, MB, WORKER_MEMORY } from "./measured-import";
import { imageHeader } from "./site-photos";

/**
 * The limits of the group import, for every format it reads: the largest file the limits allow
 * comes in within a Worker's memory (128 MB) and 10 s, and a file just past each limit is refused
 * before the work, with a 413 or 422 naming the limit, the API still answering at once after it
 * (measured-import.ts says how memory and time are measured).
 */

describe("Larder's own export", () => {
  it("takes one and a half times the benchmark's large household within 128 MB and 10 s", async () => {
    const recipes = 3000;
    const zip = larderZip({
      "catalogue.json": {
        recipe_categories: [],
        ingredient_groups: [],
        ingredients: Array.from({ length: 600 }, (_, i) => ({
          name: ingredientName(i),
          type: "",
          description: null,
          default_unit: null,
          calories_per_100g: null,
          group: null,
          created_at: NOW,
          updated_at: NOW,
        })),
      },
      "meal-types.json": [{ name: "Dinner", default_minutes: 1140, created_at: NOW }],
      "recipes.json": Array.from({ length: recipes }, (_, i) => larderRecipe(i)),
      "meals.json": Array.from({ length: 30_000 }, (_, i) => larderMeal(i, recipes)),
      "shopping-lists.json": Array.from({ length: 300 }, (_, i) => larderList(i, 50)),
    });
    const result = await expectAccepted(zip);
    expect(result.body.added).toMatchObject({ recipes: 3000, meals: 30_000, shopping_lists: 300 });
    const [meals] = await rows<{ count: number }>(
      "SELECT count(*) AS count FROM meals WHERE group_id = ?",
      result.groupId,
    );
    expect(meals!.count).toBe(30_000);
  }, 60_000);

  it("refuses a million empty recipes quickly, in little memory", async () => {
    await expectRefused(
      larderZip({ "recipes.json": emptyObjects(1_000_000) }),
      413,
      /^recipes\.json holds more than 3,000 recipes\.$/,
    );
  });

  it("refuses 100,000 empty recipes with a 413, not a 500 from the validator", async () => {
    await expectRefused(
      larderZip({ "recipes.json": emptyObjects(100_000) }),
      413,
      /recipes\.json holds more than 3,000 recipes/,
    );
  });

  it("refuses each list one entry past its cap, naming it", async () => {
    await expectRefused(
      larderZip({ "meals.json": emptyObjects(30_001) }),
      413,
      /^meals\.json holds more than 30,000 meals\.$/,
    );
    await expectRefused(
      larderZip({ "recipes.json": [{ ...larderRecipe(0), instructions: Array(101).fill("Stir.") }] }),
      413,
      /^recipes\.json, 0\.instructions holds more than 100 instructions\.$/,
    );
    await expectRefused(
      larderZip({ "shopping-lists.json": [{ ...larderList(0, 0), items: Array.from({ length: 1001 }, () => ({})) }] }),
      413,
      /shopping-lists\.json, 0\.items holds more than 1,000 items/,
    );
    await expectRefused(
      larderZip({ "pantry.json": { places: [], items: Array.from({ length: 10_001 }, () => ({})) } }),
      413,
      /^pantry\.json, items holds more than 10,000 items\.$/,
    );
  });

  it("refuses a text one character past its maximum before parsing it", async () => {
    await expectRefused(
      larderZip({ "recipes.json": [{ ...larderRecipe(0), description: "x".repeat(5001) }] }),
      422,
      /^recipes\.json, 0\.description is longer than 5,000 characters\.$/,
    );
    // A text of 10 MB where a name belongs is not built either.
    await expectRefused(
      larderZip({ "meals.json": [{ ...larderMeal(0, 0), title: "x".repeat(10 * MB) }] }),
      422,
      /^meals\.json, 0\.title is longer than 200 characters\.$/,
    );
  });

  it("refuses nesting deeper than the format has", async () => {
    const deep = `[{"title":"Soup","extra":${"[".repeat(100_000)}${"]".repeat(100_000)}}]`;
    await expectRefused(
      larderZip({ "meals.json": strToU8(deep) }),
      422,
      /^meals\.json, 0\.extra\.0\.0\.0\.0\.0\.0 nests deeper than 8 levels/,
    );
  });

  it("refuses documents holding more values than one import reads, though every list is within its cap", async () => {
    // 25,000 meals, each with a field the format does not know holding 30 numbers: 1.05 million values.
    const meals = Array.from({ length: 25_000 }, (_, i) => ({ ...larderMeal(i, 0), extra: Array(30).fill(1) }));
    await expectRefused(larderZip({ "meals.json": meals }), 413, /past 900,000 values/);
  });

  it("refuses documents that unpack past 18 MB before inflating them", async () => {
    const padded = new Uint8Array(18 * MB + 1).fill(0x20);
    padded.set(strToU8("[]"));
    await expectRefused(larderZip({ "recipes.json": padded }), 413, /documents unpack to more than 18 MB/);
  });

  it("refuses a file whose photos would unpack past 64 MB, before storing any", async () => {
    // Fourteen photos of just under 5 MB each (a JPEG's header, then zeros), each a recipe's.
    const photo = new Uint8Array(5 * MB - 1024);
    photo.set(imageHeader.jpeg(64, 64));
    const files: Record<string, unknown> = {
      "recipes.json": Array.from({ length: 14 }, (_, i) => ({
        ...larderRecipe(i, 0),
        image: `photos/recipe-${i}.jpg`,
      })),
    };
    for (let i = 0; i < 14; i++) files[`photos/recipe-${i}.jpg`] = photo;
    await expectRefused(larderZip(files), 413, /unpacks to more than 64 MB/);
    expect((await env.PHOTOS.list()).objects.filter((object) => object.size > 4 * MB)).toEqual([]);
  });

  it("refuses two entries of one name", async () => {
    const zip = zipWith([
      ["larder.json", deflateSync(json(MANIFEST)), json(MANIFEST).length],
      ...[1, 2].map((i): ZipFile => {
        const recipes = json([larderRecipe(i, 0)]);
        return ["recipes.json", deflateSync(recipes), recipes.length];
      }),
    ]);
    await expectRefused(zip, 422, /^The zip archive holds two entries named recipes\.json\.$/);
  });

  it("refuses a line naming a meal past the end of meals.json", async () => {
    const { groupId } = await expectRefused(
      larderZip({
        "meals.json": [larderMeal(0, 0), larderMeal(1, 0)],
        "shopping-lists.json": [{ ...larderList(0, 0), items: [larderItem(0, 0, [0, 2])] }],
      }),
      422,
      /^shopping-lists\.json, 0\.items\.0\.source_meals names meal 2, past the end of meals\.json \(2 meals\)\.$/,
    );
    const [meals] = await rows<{ count: number }>("SELECT count(*) AS count FROM meals WHERE group_id = ?", groupId);
    expect(meals!.count).toBe(0);
  });
});

// ---- Other apps' formats ----

/** One recipe as each app writes it (a few lines, a step). */
const jsonLdRecipe = (i: number) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: `Soup ${i}`,
  recipeIngredient: ["2 carrots", "1 l water"],
  recipeInstructions: "Boil the carrots.",
});
const paprikaRecipe = (i: number) => ({ name: `Soup ${i}`, ingredients: "2 carrots\n1 l water", directions: "Boil." });
const mealieRecipe = (i: number) => ({
  name: `Soup ${i}`,
  recipe_ingredient: [{ note: "2 carrots" }, { note: "1 l water" }],
  recipe_instructions: [{ text: "Boil." }],
});
const tandoorRecipe = (i: number) => ({
  name: `Soup ${i}`,
  steps: [{ instruction: "Boil.", ingredients: [{ food: { name: "carrot" }, unit: { name: "pcs" }, amount: 2 }] }],
});

type Format = {
  name: string;
  /** A file of `count` recipes. */
  file: (count: number) => Uint8Array;
  /** A file whose entries, each within its own limit, unpack to about 300 MB together. */
  bomb: () => Uint8Array;
};

/** `size` bytes of JSON: an empty object, then spaces; the same bytes serve every entry. */
const paddedJson = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(strToU8("{}"));
  return bytes;
};
const PADDED = paddedJson(7 * MB);
const BOMB_ENTRIES = 43;
let deflatedPadding: Uint8Array | undefined;
/** `BOMB_ENTRIES` entries named by `name`, each the padded JSON (or `inner`, when given), deflated once. */
function bombOf(name: (i: number) => string, inner?: Uint8Array) {
  const data = inner ?? PADDED;
  const deflated = inner ? deflateSync(inner) : (deflatedPadding ??= deflateSync(PADDED));
  return zipWith(Array.from({ length: BOMB_ENTRIES }, (_, i): ZipFile => [name(i), deflated, data.length]));
}

function zipOf(entry: (i: number) => [string, Uint8Array], count: number) {
  const files: Zippable = {};
  for (let i = 0; i < count; i++) {
    const [name, bytes] = entry(i);
    files[name] = bytes;
  }
  return zipSync(files, { level: 6 });
}

const FORMATS: Format[] = [
  {
    name: "Paprika",
    file: (count) => zipOf((i) => [`Soup ${i}.paprikarecipe`, gzipSync(json(paprikaRecipe(i)))], count),
    bomb: () => bombOf((i) => `Soup ${i}.paprikarecipe`, gzipSync(PADDED)),
  },
  {
    name: "Mealie",
    file: (count) => zipOf((i) => [`recipes/soup-${i}/soup-${i}.json`, json(mealieRecipe(i))], count),
    bomb: () => bombOf((i) => `recipes/soup-${i}/soup-${i}.json`),
  },
  {
    name: "Tandoor",
    file: (count) => zipOf((i) => [`${i}.zip`, zipSync({ "recipe.json": json(tandoorRecipe(i)) })], count),
    bomb: () =>
      bombOf((i) => `${i}.zip`, zipWith([["recipe.json", deflatedPadding ?? deflateSync(PADDED), PADDED.length]])),
  },
  {
    name: "Nextcloud Cookbook",
    file: (count) => zipOf((i) => [`Recipes/Soup ${i}/recipe.json`, json(jsonLdRecipe(i))], count),
    bomb: () => bombOf((i) => `Recipes/Soup ${i}/recipe.json`),
  },
  {
    name: "JSON-LD",
    file: (count) => zipOf((i) => [`soup-${i}.json`, json(jsonLdRecipe(i))], count),
    bomb: () => bombOf((i) => `soup-${i}.json`),
  },
];

describe.each(FORMATS)("$name", (format) => {
  it("takes 3,000 recipes within 128 MB and 10 s", async () => {
    const result = await expectAccepted(format.file(3000));
    expect(result.body.format).toBe(format.name);
    const [recipes] = await rows<{ count: number }>(
      "SELECT count(*) AS count FROM recipes WHERE group_id = ?",
      result.groupId,
    );
    expect(recipes!.count).toBe(3000);
  }, 60_000);

  it("refuses 3,001 recipes before reading them", async () => {
    await expectRefused(format.file(5001), 413, /holds more than 3,000 recipes/);
  }, 30_000);

  it("refuses a small file that unpacks to 300 MB while inflating it", async () => {
    const bomb = format.bomb();
    expect(bomb.length).toBeLessThan(2 * MB);
    await expectRefused(bomb, 413, /^The file unpacks to more than 64 MB/, { maxMs: 10_000, maxMemory: WORKER_MEMORY });
  }, 30_000);
});

describe("a schema.org JSON-LD file", () => {
  it("takes 3,000 recipes within 128 MB and 10 s", async () => {
    const recipes = Array.from({ length: 3000 }, (_, i) => jsonLdRecipe(i));
    const result = await expectAccepted(json(recipes));
    expect(result.body.format).toBe("JSON-LD");
  }, 60_000);

  it("refuses 3,001 recipes", async () => {
    await expectRefused(json(Array.from({ length: 5001 }, (_, i) => jsonLdRecipe(i))), 413, /more than 3,000 recipes/);
  });

  it("refuses a million empty objects quickly, in little memory", async () => {
    await expectRefused(emptyObjects(1_000_000), 413, /^The file holds more than 100,000 entries\.$/);
  });
});
