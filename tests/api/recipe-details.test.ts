import { describe, expect, inject, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

// What a cook reads besides the ingredients: steps, times, servings, the photo, where it came from,
// and each line's note. Written through createRecipe/updateRecipe, read back, and checked in D1.

const DETAILS = `id servings image instructions prep_time_minutes cook_time_minutes total_time_minutes source_url
  ingredients { name quantity unit note }`;
const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { ${DETAILS} } }`;
const UPDATE = `mutation($id: Int!, $instructions: [String!], $cook: Int, $source: String, $ingredients: [RecipeIngredientInput!]) {
  updateRecipe(id: $id, instructions: $instructions, cook_time_minutes: $cook, source_url: $source, ingredients: $ingredients) { ${DETAILS} }
}`;

/** A photo on the local web site (page-server.ts): Create keeps a copy of it. */
const PHOTO_LINK = `${inject("pageServerOrigin")}/photos/lentil-soup.jpg`;

const stew = (overrides: Record<string, unknown> = {}) => ({
  title: "Lentil Stew",
  description: "A warming stew",
  category: "Main Dishes",
  servings: 6,
  image: PHOTO_LINK,
  instructions: ["Soften the onion.", "  ", "Add the lentils and simmer."],
  prep_time_minutes: 15,
  cook_time_minutes: 40,
  total_time_minutes: 55,
  source_url: "https://cooking.example.org/lentil-stew",
  ingredients: [
    { name: "Onion", quantity: 1, unit: "pcs", note: "finely chopped" },
    { name: "Lentils", quantity: 300, unit: "g" },
  ],
  ...overrides,
});

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

describe("recipe details", () => {
  it("keeps steps in order (blank ones dropped), times, servings, image, source and line notes", async () => {
    const { user, groupId } = await cook();
    const created = await gql(user.token, CREATE, { data: stew() });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createRecipe).toMatchObject({
      servings: 6,
      image: expect.stringMatching(/^\/photos\/recipes\/\d+\/\d+\/[0-9a-f]{32}\.jpg$/),
      instructions: ["Soften the onion.", "Add the lentils and simmer."],
      prep_time_minutes: 15,
      cook_time_minutes: 40,
      total_time_minutes: 55,
      source_url: "https://cooking.example.org/lentil-stew",
      ingredients: [
        { name: "Onion", quantity: 1, unit: "pcs", note: "finely chopped" },
        { name: "Lentils", quantity: 300, unit: "g", note: "" },
      ],
    });
    expect(
      await rows("SELECT instructions, source_url, total_time_minutes FROM recipes WHERE group_id = ?", groupId),
    ).toEqual([
      {
        instructions: JSON.stringify(["Soften the onion.", "Add the lentils and simmer."]),
        source_url: "https://cooking.example.org/lentil-stew",
        total_time_minutes: 55,
      },
    ]);
  });

  it("updates only what is given, and a page of recipes reads the same details", async () => {
    const { user } = await cook();
    const { id } = (await gql(user.token, CREATE, { data: stew() })).body.data.createRecipe;
    const updated = await gql(user.token, UPDATE, {
      id,
      instructions: ["Simmer everything."],
      cook: null,
      ingredients: [{ name: "Lentils", quantity: 250, unit: "g", note: "rinsed" }],
    });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data.updateRecipe).toMatchObject({
      instructions: ["Simmer everything."],
      prep_time_minutes: 15,
      cook_time_minutes: null,
      source_url: "https://cooking.example.org/lentil-stew",
      ingredients: [{ name: "Lentils", quantity: 250, unit: "g", note: "rinsed" }],
    });
    const page = await gql(user.token, `{ recipes(limit: 10) { ${DETAILS} } }`);
    expect(page.body.data.recipes).toEqual([updated.body.data.updateRecipe]);
  });

  it("refuses links that are not http(s), negative or endless minutes and too many steps, writing nothing", async () => {
    const { user, groupId } = await cook();
    const cases: [Record<string, unknown>, string][] = [
      [{ image: "javascript:alert(1)" }, "Image must be a link starting with http:// or https://"],
      [{ source_url: "ftp://example.org/x" }, "Source must be a link starting with http:// or https://"],
      [{ prep_time_minutes: -5 }, "Prep time must be 0 or more"],
      [{ cook_time_minutes: 20_000 }, "Cook time is too long"],
      [{ instructions: Array.from({ length: 101 }, (_, i) => `Step ${i}`) }, "A recipe can have at most 100 steps"],
      [
        { ingredients: [{ name: "Salt", quantity: 1, unit: "pinch", note: "x".repeat(201) }] },
        "A note must be at most 200 characters",
      ],
    ];
    for (const [overrides, message] of cases) {
      const answer = await gql(user.token, CREATE, { data: stew(overrides) });
      expect(answer.body.errors?.[0]?.message, JSON.stringify(overrides).slice(0, 60)).toBe(message);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });
});
