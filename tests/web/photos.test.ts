import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, registerUser, rows, signedInUser } from "./helpers";

/** A PNG's signature and IHDR chunk, 640 × 480: what the API reads of a photo. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x02,
  0x80, 0x00, 0x00, 0x01, 0xe0, 0x08, 0x06, 0x00, 0x00, 0x00,
]);

const callApi = (path: string, init: RequestInit = {}) => env.API.fetch(new Request(`https://larder-api${path}`, init));

/** A recipe of a new account with a PNG uploaded through the API; answers the photo's web path. */
async function recipeWithPhoto() {
  const user = await registerUser("Photographer");
  const login = await callApi("/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const [group] = await rows<{ id: number }>(
    "SELECT g.id FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = ?",
    user.email,
  );
  const [recipe] = await rows(
    "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'soup', 'Soup', 'Warm') RETURNING id",
    group!.id,
  );
  const upload = await callApi(`/v1/recipes/${(recipe as { id: number }).id}/photo`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/png" },
    body: PNG,
  });
  expect(upload.status).toBe(200);
  return ((await upload.json()) as { image: string }).image;
}

const HEADERS = [
  "Content-Type",
  "Content-Length",
  "Cache-Control",
  "ETag",
  "Content-Disposition",
  "Content-Security-Policy",
  "X-Content-Type-Options",
];
const headersOf = (response: Response) => Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));

describe("/photos/* on the web origin", () => {
  it("answers the API's bytes and headers, without a session, and 304 for a matching ETag", async () => {
    const image = await recipeWithPhoto();
    const fromApi = await callApi(`/v1${image}`);
    const page = await new Browser().fetch(image);
    expect(page.status).toBe(200);
    expect(headersOf(page)).toEqual(headersOf(fromApi));
    expect(headersOf(page)).toMatchObject({
      "Content-Type": "image/png",
      "Content-Length": String(PNG.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      // Shown, never run, never sniffed as another type.
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    });
    expect(new Uint8Array(await page.arrayBuffer())).toEqual(PNG);
    expect(page.headers.get("Set-Cookie")).toBeNull();

    const etag = page.headers.get("ETag")!;
    const cached = await new Browser().fetch(image, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get("ETag")).toBe(etag);
    expect(await cached.text()).toBe("");
  });

  it("answers 404 for a photo that is not there", async () => {
    const image = await recipeWithPhoto();
    const missing = image.replace(/[0-9a-f]{32}/, "0".repeat(32));
    const response = await new Browser().fetch(missing);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: "Photo not found" } });
  });
});

describe("a recipe with an uploaded photo", () => {
  it("shows it on its page, and its edit dialog saves with the photo kept", async () => {
    const { browser, groupId } = await signedInUser("Pix");
    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      title: "Soup",
      description: "Warm",
      category: "Soups",
    });
    for (const [name, value] of [
      ["ing_name", "Leek"],
      ["ing_quantity", "2"],
      ["ing_unit", "pcs"],
      ["ing_note", ""],
    ] as const)
      form.append(name, value);
    expect((await browser.fetch("/recipes?action=create", { method: "POST", body: form })).status).toBe(302);
    const [recipe] = (await rows("SELECT id FROM recipes WHERE group_id = ?", groupId)) as { id: number }[];
    const { access_token: token } = (await browser.session())!;
    const upload = await callApi(`/v1/recipes/${recipe!.id}/photo`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/png" },
      body: PNG,
    });
    const { image } = (await upload.json()) as { image: string };

    expect(await browser.html("/recipes/soup")).toContain(`src="${image}"`);
    const edit = new URLSearchParams({
      intent: "save",
      title: "Leek Soup",
      description: "Warm",
      category: "Soups",
      servings: "4",
      image,
      ing_name: "Leek",
      ing_quantity: "3",
      ing_unit: "pcs",
      ing_note: "",
    });
    const saved = await browser.fetch("/recipes/soup?action=edit", { method: "POST", body: edit });
    expect(saved.status).toBe(302);
    expect(await rows("SELECT title, image FROM recipes WHERE id = ?", recipe!.id)).toEqual([
      { title: "Leek Soup", image },
    ]);
  });
});

describe("the recipe page's photo form", () => {
  it("uploads a photo, refuses what is not one, and removes it, without JavaScript", async () => {
    const { browser, groupId } = await signedInUser("Frame");
    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      title: "Stew",
      description: "Slow",
      category: "Mains",
    });
    for (const [name, value] of [
      ["ing_name", "Beef"],
      ["ing_quantity", "500"],
      ["ing_unit", "g"],
    ] as const)
      form.append(name, value);
    await browser.fetch("/recipes?action=create", { method: "POST", body: form });
    const imageInD1 = async () =>
      ((await rows("SELECT image FROM recipes WHERE group_id = ?", groupId)) as { image: string | null }[])[0]!.image;
    const send = (fields: Record<string, string | File>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return browser.fetch("/recipes/stew/photo", { method: "POST", body });
    };

    const uploaded = await send({ photo: new File([PNG], "stew.jpg", { type: "image/jpeg" }) });
    expect(uploaded.status).toBe(302);
    expect(uploaded.headers.get("Location")).toBe("/recipes/stew");
    const image = await imageInD1();
    expect(image).toMatch(/^\/photos\/recipes\/\d+\/\d+\/[0-9a-f]{32}\.png$/);
    const page = await browser.html("/recipes/stew");
    expect(page).toContain("Photo updated.");
    expect(page).toContain(`src="${image}"`);

    await send({ photo: new File(["not a photo"], "notes.png", { type: "image/png" }) });
    expect(await browser.html("/recipes/stew")).toContain("A photo must be a JPEG, PNG or WebP image");
    expect(await imageInD1()).toBe(image);

    const tooLarge = await browser.fetch("/recipes/stew/photo", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(7 * 1024 * 1024) },
    });
    expect(tooLarge.status).toBe(413);

    await send({ intent: "remove-photo" });
    expect(await browser.html("/recipes/stew")).toContain("Photo removed.");
    expect(await imageInD1()).toBeNull();
  });
});

describe("the photo a page leads with", () => {
  it("is fetched at once and first: the grid's first card and a recipe's own page; the other cards load lazily", async () => {
    const { browser, groupId } = await signedInUser("Lead");
    const photo = (name: string) => `/photos/recipes/${groupId}/1/${name.repeat(32)}.png`;
    for (const [slug, title, image, createdAt] of [
      ["older", "Older Stew", photo("a"), Date.UTC(2026, 0, 1)],
      ["newer", "Newer Soup", photo("b"), Date.UTC(2026, 1, 1)],
    ])
      await rows(
        "INSERT INTO recipes (group_id, slug, title, description, image, created_at) VALUES (?, ?, ?, 'Warm', ?, ?)",
        groupId,
        slug,
        title,
        image,
        createdAt,
      );
    expect(await rows("SELECT slug, image FROM recipes WHERE group_id = ? ORDER BY slug", groupId)).toEqual([
      { slug: "newer", image: photo("b") },
      { slug: "older", image: photo("a") },
    ]);

    const imgOf = (html: string, src: string) => html.match(new RegExp(`<img[^>]*src="${src}"[^>]*>`))?.[0];
    const grid = await browser.html("/recipes");
    const [first, second] = [grid.indexOf("Newer Soup"), grid.indexOf("Older Stew")];
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    expect(imgOf(grid, photo("b"))).toMatch(/fetchpriority="high"/);
    expect(imgOf(grid, photo("b"))).toMatch(/loading="eager"/);
    expect(imgOf(grid, photo("a"))).toMatch(/loading="lazy"/);
    expect(imgOf(grid, photo("a"))).not.toMatch(/fetchpriority/);

    const page = await browser.html("/recipes/older");
    expect(imgOf(page, photo("a"))).toMatch(/fetchpriority="high"/);
    expect(imgOf(page, photo("a"))).toMatch(/loading="eager"/);
  });
});
