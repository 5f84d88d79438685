import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { fetchPhoto } from "../../worker-api/src/photos/copy-photo";
import { isPublicHost } from "../../worker-api/src/shared/public-host";
import { api, gql, insertRecipe, personalGroupId, rows, signedInUser } from "./helpers";
import { imageHeader } from "./site-photos";

/**
 * Photos that would cost every member's browser (or the workers) more than a photo should: too
 * many pixels for their few bytes, bodies far past the limit sent without a length, hosts that
 * are this machine under another spelling; and how a stored photo is served.
 */

const site = inject("pageServerOrigin");
const MB = 1024 * 1024;
const NOT_A_PHOTO = "A photo must be a JPEG, PNG or WebP image";
const TOO_MANY_PIXELS = "The photo is too large: at most 40 megapixels.";
const TOO_WIDE = "The photo is too large: at most 16,384 pixels on a side.";
const TOO_LARGE = "A photo must be at most 5 MB";

async function cookWithRecipe() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  return { user, groupId, recipeId: await insertRecipe(groupId, "Lentil Soup") };
}

const upload = (token: string, recipeId: number, body: BodyInit) =>
  api(`/v1/recipes/${recipeId}/photo`, { method: "PUT", token, body, duplex: "half" } as RequestInit & {
    token: string;
  });

const imageOf = async (recipeId: number) =>
  (await rows<{ image: string | null }>("SELECT image FROM recipes WHERE id = ?", recipeId))[0]!.image;

const storedKeys = async (groupId: number) =>
  (await env.PHOTOS.list({ prefix: `recipes/${groupId}/` })).objects.map((object) => object.key);

async function expectError(response: Response, status: number, message: string) {
  expect({ status: response.status, body: await response.json() }).toMatchObject({
    status,
    body: { error: { message } },
  });
}

/** `total` bytes in 64 KB chunks, sent without a length, as a phone's streaming upload is. */
function chunkedBody(first: Uint8Array, total: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? new Uint8Array(64 * 1024) : new Uint8Array(64 * 1024).fill(7);
      if (sent === 0) chunk.set(first);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe("photo dimensions, read from the header before anything is stored", () => {
  it("refuses more than 40 megapixels or 16,384 pixels on a side, in every format, with 422", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    for (const [photo, message] of [
      [imageHeader.png(100_000, 100_000), TOO_MANY_PIXELS],
      [imageHeader.png(8000, 5001), TOO_MANY_PIXELS],
      [imageHeader.png(20_000, 100), TOO_WIDE],
      [imageHeader.png(100, 4_294_967_295), TOO_MANY_PIXELS],
      [imageHeader.jpeg(10_000, 10_000), TOO_MANY_PIXELS],
      [imageHeader.jpeg(65_535, 65_535, { sof: 0xc2, exif: true }), TOO_MANY_PIXELS],
      [imageHeader.jpeg(16_385, 10), TOO_WIDE],
      [imageHeader.webpLossy(16_383, 16_383), TOO_MANY_PIXELS],
      [imageHeader.webpLossless(16_384, 16_384), TOO_MANY_PIXELS],
      [imageHeader.webpExtended(16_777_216, 16_777_216), TOO_MANY_PIXELS],
      [imageHeader.webpExtended(100_000, 2), TOO_WIDE],
    ] as const) {
      await expectError(await upload(user.token, recipeId, photo), 422, message);
    }
    expect(await imageOf(recipeId)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("refuses a header that gives no size (cut short, zero, or image data before the frame)", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const jpeg = imageHeader.jpeg(800, 600);
    for (const photo of [
      imageHeader.png(800, 600).slice(0, 20),
      imageHeader.png(0, 600),
      jpeg.slice(0, jpeg.length - 6),
      Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 2, 3, 4, 5, 6]),
      imageHeader.jpeg(800, 0),
      imageHeader.webpLossy(800, 600).slice(0, 28),
      imageHeader.webpLossy(0, 0),
    ]) {
      await expectError(await upload(user.token, recipeId, photo), 422, NOT_A_PHOTO);
    }
    expect(await imageOf(recipeId)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });

  it("takes 40 megapixels and sides up to 16,384 pixels, in every format", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    for (const photo of [
      imageHeader.png(8000, 5000),
      imageHeader.png(16_384, 2441),
      imageHeader.jpeg(5000, 8000, { sof: 0xc2, exif: true }),
      imageHeader.webpLossy(6000, 4000),
      imageHeader.webpLossless(16_384, 1),
      imageHeader.webpExtended(1, 16_384),
    ]) {
      const response = await upload(user.token, recipeId, photo);
      expect(response.status, await response.clone().text()).toBe(200);
      const { image } = (await response.json()) as { image: string };
      expect(await imageOf(recipeId)).toBe(image);
      expect(await storedKeys(groupId)).toEqual([image.replace(/^\/photos\//, "")]);
    }
  });

  it("keeps no copy of an imported recipe's photo that declares too many pixels", async () => {
    const { user, groupId } = await cookWithRecipe();
    const answer = await gql(user.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { id image } }`, {
      data: {
        title: "Huge Soup",
        description: "From example.org",
        category: "Soups",
        image: `${site}/photos/huge-pixels.png`,
        ingredients: [{ name: "Lentils", quantity: 200, unit: "g" }],
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const recipe = answer.body.data.createRecipe as { id: number; image: string | null };
    expect(recipe.image).toBeNull();
    expect(await imageOf(recipe.id)).toBeNull();
    expect(await storedKeys(groupId)).toEqual([]);
  });
});

describe("a body far past the limit, sent without a length", () => {
  it("is refused with 413 and costs nothing: the next photo and request are answered at once", async () => {
    const { user, groupId, recipeId } = await cookWithRecipe();
    const kept = (await (await upload(user.token, recipeId, imageHeader.png(640, 480))).json()) as { image: string };
    await expectError(
      await upload(user.token, recipeId, chunkedBody(imageHeader.png(640, 480), 7 * MB)),
      413,
      TOO_LARGE,
    );
    const started = Date.now();
    const photo = await api(`/v1${kept.image}`);
    expect(photo.status).toBe(200);
    await photo.arrayBuffer();
    const health = await api("/v1/health");
    expect(health.status).toBe(200);
    await health.text();
    expect(Date.now() - started).toBeLessThan(1000);
    // A GraphQL request past 256 KB, the same.
    const graphql = await api("/v1/api", {
      method: "POST",
      token: user.token,
      headers: { "Content-Type": "application/json" },
      body: chunkedBody(new TextEncoder().encode('{"query":"'), 400 * 1024),
      duplex: "half",
    } as RequestInit & { token: string });
    await expectError(graphql, 413, "Request body is larger than 256 KB.");
    expect(await imageOf(recipeId)).toBe(kept.image);
    expect(await storedKeys(groupId)).toEqual([kept.image.replace(/^\/photos\//, "")]);
  });

  it("still takes a photo within the limit sent without a length", async () => {
    const { user, recipeId } = await cookWithRecipe();
    const photo = imageHeader.jpeg(800, 600);
    const response = await upload(user.token, recipeId, chunkedBody(photo, 2 * MB));
    expect(response.status).toBe(200);
    const { image } = (await response.json()) as { image: string };
    expect(await imageOf(recipeId)).toBe(image);
    expect((await env.PHOTOS.head(image.replace(/^\/photos\//, "")))!.size).toBe(2 * MB);
  });
});

describe("served photos", () => {
  it("are shown inline, can run nothing, and are never sniffed as another type", async () => {
    const { user, recipeId } = await cookWithRecipe();
    const { image } = (await (await upload(user.token, recipeId, imageHeader.png(640, 480))).json()) as {
      image: string;
    };
    const response = await api(`/v1${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe("inline");
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const again = await api(`/v1${image}`, { headers: { "If-None-Match": response.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
  });
});

describe("hosts with trailing dots", () => {
  it("are this machine however many dots follow", () => {
    const refused = [
      "http://127.0.0.1../",
      "http://127.0.0.1.../",
      "http://localhost../",
      "http://LOCALHOST.../",
      "http://app.localhost../",
      "http://0x7f.1../",
      "http://2130706433../",
      "http://10.0.0.1../",
      "http://169.254.169.254../",
      "http://site.test../",
      "http://intranet../",
    ];
    expect(refused.filter((url) => isPublicHost(new URL(url).hostname))).toEqual([]);
    expect(isPublicHost(new URL("https://cooking.example.org../").hostname)).toBe(true);
  });

  it("are refused for a photo's copy outside local development", async () => {
    const port = new URL(site).port;
    const outside = { allowPrivateHosts: false, timeoutMs: 1000 };
    for (const host of ["127.0.0.1..", "localhost..", "127.0.0.1...", "localhost..."]) {
      expect(await fetchPhoto(`http://${host}:${port}/photos/lentil-soup.jpg`, outside), host).toBeNull();
    }
  });
});
