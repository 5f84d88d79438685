import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { fetchPhoto } from "../../worker-api/src/photos/copy-photo";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";
import { SITE_PHOTOS } from "./site-photos";

/** The local web site of page-server.ts: the photo links of imported recipes point at it. */
const site = inject("pageServerOrigin");

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id image } }`;

const soup = (image: string | null) => ({
  title: `Lentil Soup ${crypto.randomUUID().slice(0, 8)}`,
  description: "From example.org",
  category: "Soups",
  image,
  ingredients: [{ name: "Lentils", quantity: 200, unit: "g" }],
});

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

async function storedKeys(groupId: number) {
  return (await env.PHOTOS.list({ prefix: `recipes/${groupId}/` })).objects.map((object) => object.key);
}

const imageOf = async (id: number) =>
  (await rows<{ image: string | null }>("SELECT image FROM recipes WHERE id = ?", id))[0]!.image;

async function created(token: string, image: string | null) {
  const answer = await gql(token, CREATE, { data: soup(image) });
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data.createRecipe as { id: number; image: string | null };
}

describe("createRecipe keeps a copy of a linked photo", () => {
  it("fetches the photo once into R2 and serves it from /photos/, as an upload", async () => {
    const { user, groupId } = await cook();
    for (const [path, bytes, type, extension] of [
      ["/photos/lentil-soup.jpg", SITE_PHOTOS.jpeg, "image/jpeg", "jpg"],
      // Redirects are followed; the type is read from the bytes when the site sends none.
      ["/photos/moved.jpg", SITE_PHOTOS.jpeg, "image/jpeg", "jpg"],
      ["/photos/no-type", SITE_PHOTOS.webp, "image/webp", "webp"],
    ] as const) {
      const recipe = await created(user.token, `${site}${path}`);
      expect(recipe.image).toMatch(new RegExp(`^/photos/recipes/${groupId}/${recipe.id}/[0-9a-f]{32}\\.${extension}$`));
      expect(await imageOf(recipe.id)).toBe(recipe.image);
      const object = await env.PHOTOS.get(recipe.image!.replace(/^\/photos\//, ""));
      expect(object!.httpMetadata!.contentType).toBe(type);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
    expect(await storedKeys(groupId)).toHaveLength(3);
  });

  it("creates the recipe without a photo when the site fails, stalls, or sends no photo", async () => {
    const { user, groupId } = await cook();
    for (const path of [
      "/gone",
      "/forbidden",
      "/slow-headers",
      "/photos/animated.gif",
      "/photos/page-not-photo.jpg",
      "/photos/huge.jpg",
    ]) {
      const started = Date.now();
      const recipe = await created(user.token, `${site}${path}`);
      expect(recipe.image, path).toBeNull();
      expect(await imageOf(recipe.id)).toBeNull();
      // The tests' time limit is 1 s; the stalling site would answer after 15 s.
      expect(Date.now() - started).toBeLessThan(5000);
    }
    const nowhere = await created(user.token, "http://127.0.0.1:1/photo.jpg");
    expect(await imageOf(nowhere.id)).toBeNull();
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 7 }]);
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("leaves a recipe without a photo as it is", async () => {
    const { user, groupId } = await cook();
    const recipe = await created(user.token, null);
    expect(await imageOf(recipe.id)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("fetches from public hosts only outside local development", async () => {
    const outside = { allowPrivateHosts: false, timeoutMs: 1000 };
    expect(await fetchPhoto(`${site}/photos/lentil-soup.jpg`, outside)).toBeNull();
    expect(await fetchPhoto("http://localhost/photo.jpg", outside)).toBeNull();
    expect(await fetchPhoto("ftp://example.org/photo.jpg", outside)).toBeNull();
    const local = await fetchPhoto(`${site}/photos/lentil-soup.jpg`, { allowPrivateHosts: true, timeoutMs: 1000 });
    expect(local?.type).toEqual({ contentType: "image/jpeg", extension: "jpg" });
  });
});
