import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { api, gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";
import { imageHeader } from "./site-photos";

const MB = 1024 * 1024;
const NOT_A_PHOTO = "A photo must be a JPEG, PNG or WebP image";
const TOO_LARGE = "A photo must be at most 5 MB";
const IMAGE_MUST_BE_A_LINK = "Image must be a link starting with http:// or https://";
const CACHE_FOREVER = "public, max-age=31536000, immutable";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const JPEG = imageHeader.jpeg(1200, 800);
const PNG = imageHeader.png(1200, 800);
const WEBP = imageHeader.webpLossy(1200, 800);
const GIF = bytes("GIF89a", [0x01, 0x00, 0x01, 0x00]);

async function cookWithRecipe(title = "Lentil Soup") {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  return { user, groupId, recipeId: await insertRecipe(groupId, title) };
}

/** Without a content type, a form body sends its own multipart one and a byte body none. */
const upload = (token: string, recipeId: number, body: BodyInit, contentType?: string) =>
  api(`/v1/recipes/${recipeId}/photo`, {
    method: "PUT",
    token,
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

const imageOf = async (recipeId: number) =>
  (await rows<{ image: string | null }>("SELECT image FROM recipes WHERE id = ?", recipeId))[0]!.image;

const keyOf = (image: string) => image.replace(/^\/photos\//, "");

async function storedKeys(groupId: number) {
  return (await env.PHOTOS.list({ prefix: `recipes/${groupId}/` })).objects.map((object) => object.key);
}

async function expectError(response: Response, status: number, message: string) {
  expect({ status: response.status, body: await response.json() }).toMatchObject({
    status,
    body: { error: { message } },
  });
}

async function uploaded(token: string, recipeId: number, body: BodyInit, contentType?: string) {
  const response = await upload(token, recipeId, body, contentType);
  const answer = (await response.json()) as { image: string };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer.image;
}

describe("PUT /v1/recipes/:id/photo", () => {
  it("stores a JPEG, a PNG and a WebP with their type and sets the recipe's image to its web path", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    for (const [photo, type, extension] of [
      [JPEG, "image/jpeg", "jpg"],
      [PNG, "image/png", "png"],
      [WEBP, "image/webp", "webp"],
    ] as const) {
      const image = await uploaded(user.token, recipeId, photo, type);
      expect(image).toMatch(new RegExp(`^/photos/recipes/${groupId}/${recipeId}/[0-9a-f]{32}\\.${extension}$`));
      expect(await imageOf(recipeId)).toBe(image);
      const object = await env.PHOTOS.get(keyOf(image));
      expect(object!.httpMetadata!.contentType).toBe(type);
      expect(new Uint8Array(await object!.arrayBuffer())).toEqual(photo);
      // Each upload replaced the one before: only the newest is kept.
      expect(await storedKeys(groupId)).toEqual([keyOf(image)]);
    }
  });

  it("takes the type from the bytes, never from the header or the file name", async () => {
    const { user, recipeId } = await cookWithRecipe();
    const raw = await uploaded(user.token, recipeId, PNG, "image/jpeg");
    expect(raw).toMatch(/\.png$/);
    expect((await env.PHOTOS.get(keyOf(raw)))!.httpMetadata!.contentType).toBe("image/png");

    const form = new FormData();
    form.set("photo", new File([PNG], "holiday.jpg", { type: "image/jpeg" }));
    const multipart = await uploaded(user.token, recipeId, form);
    expect(multipart).toMatch(/\.png$/);
    expect(new Uint8Array(await (await env.PHOTOS.get(keyOf(multipart)))!.arrayBuffer())).toEqual(PNG);
  });

  it("refuses a GIF, text, an empty body and a form without a photo with 422, writing nothing", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const textForm = new FormData();
    textForm.set("photo", new File(["just words"], "photo.png", { type: "image/png" }));
    const noPhotoForm = new FormData();
    noPhotoForm.set("picture", new File([JPEG], "photo.jpg", { type: "image/jpeg" }));
    for (const [body, type] of [
      [GIF, "image/gif"],
      [bytes("hello, not a photo"), "image/png"],
      [new Uint8Array(0), "image/jpeg"],
      [bytes([0xff, 0xd8]), "image/jpeg"],
      [bytes("RIFF", [0, 0, 0, 0], "WAVE"), "image/webp"],
      [textForm, undefined],
      [noPhotoForm, undefined],
    ] as const) {
      await expectError(await upload(user.token, recipeId, body, type), 422, NOT_A_PHOTO);
    }
    expect(await imageOf(recipeId)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("takes 5 MB and refuses one byte more with 413", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const largest = new Uint8Array(5 * MB);
    largest.set(JPEG);
    const image = await uploaded(user.token, recipeId, largest);
    expect((await env.PHOTOS.head(keyOf(image)))!.size).toBe(5 * MB);

    const tooLarge = new Uint8Array(5 * MB + 1);
    tooLarge.set(JPEG);
    await expectError(await upload(user.token, recipeId, tooLarge), 413, TOO_LARGE);
    const form = new FormData();
    form.set("photo", new File([tooLarge], "big.jpg"));
    await expectError(await upload(user.token, recipeId, form), 413, TOO_LARGE);
    expect(await imageOf(recipeId)).toBe(image);
    expect(await storedKeys(groupId)).toEqual([keyOf(image)]);
  });

  it("answers 404 for another group's recipe or no recipe, and 401 without a session", async () => {
    const owner = await cookWithRecipe();
    const stranger = await signedInUser();
    await expectError(await upload(stranger.token, owner.recipeId, JPEG), 404, "Recipe not found");
    await expectError(await upload(owner.user.token, 999_999, JPEG), 404, "Recipe not found");
    await expectError(await upload(owner.user.token, "abc" as unknown as number, JPEG), 404, "Recipe not found");
    await expectError(await upload("", owner.recipeId, JPEG), 401, "Authentication required");
    expect(await imageOf(owner.recipeId)).toBeNull();
    expect((await env.PHOTOS.list({ prefix: "recipes/" })).objects.map((o) => o.key)).not.toContainEqual(
      expect.stringContaining(`recipes/${owner.groupId}/${owner.recipeId}/`),
    );
  });
});

describe("removing photos", () => {
  it("DELETE /v1/recipes/:id/photo removes the object and the image", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    await uploaded(user.token, recipeId, JPEG);
    const response = await api(`/v1/recipes/${recipeId}/photo`, { method: "DELETE", token: user.token });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { image: null } });
    expect(await imageOf(recipeId)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("deleteRecipe removes the recipe's photo", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const other = await insertRecipe(groupId, "Kept Stew");
    await uploaded(user.token, recipeId, JPEG);
    const kept = await uploaded(user.token, other, PNG);
    const answer = await gql(user.token, `mutation($id: Int!) { deleteRecipe(id: $id) }`, { id: recipeId });
    expect(answer.body).toEqual({ data: { deleteRecipe: true } });
    expect(await storedKeys(groupId)).toEqual([keyOf(kept)]);
  });

  it("updateRecipe keeps the photo sent back unchanged and replaces it when the image becomes a link", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const image = await uploaded(user.token, recipeId, WEBP);
    const update = (value: string | null) =>
      gql(user.token, `mutation($id: Int!, $image: String) { updateRecipe(id: $id, image: $image) { image } }`, {
        id: recipeId,
        image: value,
      });

    expect((await update(image)).body).toEqual({ data: { updateRecipe: { image } } });
    expect(await storedKeys(groupId)).toEqual([keyOf(image)]);

    // Another recipe's photo path, or any other relative path, is not a value to set.
    const foreign = `/photos/recipes/${groupId}/${recipeId + 1}/${"a".repeat(32)}.jpg`;
    for (const value of [foreign, "/photos/../secret", "/elsewhere.jpg"]) {
      const refused = await update(value);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: IMAGE_MUST_BE_A_LINK,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect(await imageOf(recipeId)).toBe(image);

    // A link is copied like a created recipe's photo, and the upload it replaces is removed.
    const copied = (await update(`${inject("pageServerOrigin")}/photos/lentil-soup.jpg`)).body.data.updateRecipe.image;
    expect(copied).toMatch(new RegExp(`^/photos/recipes/${groupId}/${recipeId}/[0-9a-f]{32}\\.jpg$`));
    expect(await imageOf(recipeId)).toBe(copied);
    expect(await storedKeys(groupId)).toEqual([keyOf(copied)]);
    // A link whose photo cannot be had leaves the recipe without one.
    expect((await update(`${inject("pageServerOrigin")}/gone`)).body).toEqual({
      data: { updateRecipe: { image: null } },
    });
    expect(await imageOf(recipeId)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });
});

describe("GET /v1/photos/*", () => {
  it("serves the bytes with their type, long cache headers and an ETag, without a session", async () => {
    const { user, recipeId } = await cookWithRecipe();
    const image = await uploaded(user.token, recipeId, PNG);
    const response = await api(`/v1${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe(CACHE_FOREVER);
    expect(response.headers.get("Content-Length")).toBe(String(PNG.byteLength));
    const etag = response.headers.get("ETag")!;
    expect(etag).toBe((await env.PHOTOS.head(keyOf(image)))!.httpEtag);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const again = await api(`/v1${image}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(CACHE_FOREVER);
    expect(await again.text()).toBe("");

    const changed = await api(`/v1${image}`, { headers: { "If-None-Match": '"another"' } });
    expect(changed.status).toBe(200);
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(PNG);
  });

  it("answers 404 for a missing or malformed key", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const image = await uploaded(user.token, recipeId, JPEG);
    await api(`/v1/recipes/${recipeId}/photo`, { method: "DELETE", token: user.token });
    for (const path of [
      `/v1${image}`,
      `/v1/photos/recipes/${groupId}/${recipeId}/${"0".repeat(32)}.png`,
      `/v1/photos/recipes/${groupId}/${recipeId}/..%2F..%2F${recipeId}.png`,
      "/v1/photos/other/key.png",
      "/v1/photos",
    ]) {
      await expectError(await api(path), 404, "Photo not found");
    }
    // Outside /v1/photos/ once the URL is resolved: the API's own not-found.
    await expectError(await api("/v1/photos/recipes/../../etc"), 404, "Not found");
  });
});
