import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API, api, gql, rows, signedInUser } from "./helpers";
import { imageHeader } from "./site-photos";

type User = Awaited<ReturnType<typeof signedInUser>>;

async function recipeWithPhoto(user: User) {
  const answer = await gql(user.token, `mutation($d: RecipeInput!) { createRecipe(data: $d) { id slug } }`, {
    d: {
      title: "Plum cake",
      description: "Autumn",
      category: "Baking",
      servings: 8,
      total_time_minutes: 70,
      instructions: ["Halve the plums.", "Bake for 45 minutes."],
      ingredients: [
        { name: "Plums", quantity: 0.75, quantity_max: 1, unit: "kg" },
        { name: "Sugar", quantity: 0.25, unit: "cup", note: "brown" },
        { name: "Cinnamon", unit: "" },
      ],
    },
  });
  const recipe = answer.body.data.createRecipe as { id: number; slug: string };
  const photo = imageHeader.jpeg(800, 600);
  const upload = await api(`/v1/recipes/${recipe.id}/photo`, {
    method: "PUT",
    token: user.token,
    body: photo,
    headers: { "Content-Type": "image/jpeg" },
  });
  expect(upload.status).toBe(200);
  return { ...recipe, photo };
}

const share = async (user: User, recipeId: number) => {
  const response = await api(`/v1/recipes/${recipeId}/share`, { method: "POST", token: user.token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
};

/** The public read an address's page makes: no account. */
const readShared = (url: string) => api(`/v1/shared-recipes/${url.split("/r/")[1]}`);

describe("a shared recipe", () => {
  it("opens without an account, read-only, with its photo, amounts and steps", async () => {
    const user = await signedInUser();
    const recipe = await recipeWithPhoto(user);
    const url = await share(user, recipe.id);
    // The address names the group, so it finds the shard the recipe lives on.
    expect(url).toMatch(new RegExp(`^${API}/r/\\d+-${recipe.id}\\.1\\.[A-Za-z0-9_-]{43}$`));
    expect(await share(user, recipe.id)).toBe(url);
    const response = await readShared(url);
    expect(response.status).toBe(200);
    const { recipe: shown } = (await response.json()) as any;
    expect(shown).toMatchObject({
      title: "Plum cake",
      servings: 8,
      category: "Baking",
      total_time_minutes: 70,
      instructions: ["Halve the plums.", "Bake for 45 minutes."],
      ingredients: [
        { name: "Plums", quantity: 0.75, quantity_max: 1, unit: "kg", note: "" },
        { name: "Sugar", quantity: 0.25, quantity_max: null, unit: "cup", note: "brown" },
        { name: "Cinnamon", quantity: 0, quantity_max: null, unit: "", note: "" },
      ],
    });
    expect(shown.image).toMatch(/^\/photos\/recipes\/\d+\/\d+\/[0-9a-f]{32}\.jpg$/);
    // Nothing of the group leaks: no ids, no slug.
    expect(Object.keys(shown)).not.toContain("id");
    expect(Object.keys(shown)).not.toContain("slug");
  });

  it("answers 404 once revoked; sharing again makes a new address, and the old one stays dead", async () => {
    const user = await signedInUser();
    const recipe = await recipeWithPhoto(user);
    const first = await share(user, recipe.id);
    expect((await api(`/v1/recipes/${recipe.id}/share`, { method: "DELETE", token: user.token })).status).toBe(204);
    const revoked = await readShared(first);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ error: { message: "This recipe is not shared (any more)." } });
    const second = await share(user, recipe.id);
    expect(second).not.toBe(first);
    expect((await readShared(second)).status).toBe(200);
    expect((await readShared(first)).status).toBe(404);
    const token = second.split("/r/")[1]!;
    for (const made of [
      token.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      token.replace(`-${recipe.id}.`, `-${recipe.id + 1}.`),
      token.replace(/^\d+-/, (group) => `${Number(group.slice(0, -1)) + 1}-`),
      "1.1.x",
    ])
      expect((await api(`/v1/shared-recipes/${made}`)).status).toBe(404);
  });

  it("is shared and revoked only by its own group's members", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const recipe = await recipeWithPhoto(owner);
    const url = await share(owner, recipe.id);
    expect((await api(`/v1/recipes/${recipe.id}/share`, { method: "POST", token: stranger.token })).status).toBe(404);
    expect((await api(`/v1/recipes/${recipe.id}/share`, { method: "DELETE", token: stranger.token })).status).toBe(404);
    expect((await api(`/v1/recipes/${recipe.id}/share`, { method: "POST" })).status).toBe(401);
    expect((await readShared(url)).status).toBe(200);
  });

  it("is added to a signed-in person's own group, with a photo of its own", async () => {
    const owner = await signedInUser();
    const friend = await signedInUser();
    const recipe = await recipeWithPhoto(owner);
    const url = await share(owner, recipe.id);
    const token = url.split("/r/")[1];
    expect((await api(`/v1/shared-recipes/${token}/copy`, { method: "POST" })).status).toBe(401);
    const copied = await api(`/v1/shared-recipes/${token}/copy`, { method: "POST", token: friend.token });
    expect(copied.status).toBe(201);
    const { slug } = (await copied.json()) as { slug: string };
    const { recipeBySlug: copy } = (
      await gql(
        friend.token,
        `query($s: String!) { recipeBySlug(slug: $s) { id title servings image instructions category { name } ingredients { name quantity quantity_max unit note } } }`,
        { s: slug },
      )
    ).body.data;
    expect(copy).toMatchObject({
      title: "Plum cake",
      servings: 8,
      instructions: ["Halve the plums.", "Bake for 45 minutes."],
      category: { name: "Baking" },
      ingredients: [
        { name: "Plums", quantity: 0.75, quantity_max: 1, unit: "kg", note: "" },
        { name: "Sugar", quantity: 0.25, quantity_max: null, unit: "cup", note: "brown" },
        { name: "Cinnamon", quantity: 0, quantity_max: null, unit: "", note: "" },
      ],
    });
    const [original] = await rows<{ image: string }>("SELECT image FROM recipes WHERE id = ?", recipe.id);
    expect(copy.image).not.toBe(original!.image);
    expect(copy.image).toMatch(new RegExp(`^/photos/recipes/\\d+/${copy.id}/`));
    const object = await env.PHOTOS.get(copy.image.replace("/photos/", ""));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(recipe.photo);
    // The original is untouched, and still shared.
    expect((await readShared(url)).status).toBe(200);
  });
});
