import { gzipSync, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { larderRecipe, larderZip } from "./archive-files";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";

/**
 * Every way a recipe's source link or image comes in holds it to one rule: a source is an
 * http(s) link with a host and no user name or password; an image is that (to a public host) or
 * a recipe photo's own path. What breaks it is refused, or left out of another app's file with a
 * note, and never reaches the database (the migration that clears older rows: url-migration.test.ts).
 */

type User = Awaited<ReturnType<typeof signedInUser>>;

const PHOTO = "/photos/recipes/12/34/0123456789abcdef0123456789abcdef.jpg";
const SOURCE_RULE = "Source must be a link starting with http:// or https://";
const IMAGE_RULE =
  "Image must be a photo in the file (photos/…), a recipe photo's path (/photos/recipes/…), or a link starting with http:// or https:// to a public web site";

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug } }`;
const UPDATE = `mutation($id: Int!, $source: String) { updateRecipe(id: $id, source_url: $source) { id } }`;

const recipeInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Lentil stew",
  description: "Warming",
  category: "Dinner",
  ingredients: [{ name: "Lentils", quantity: 250, unit: "g" }],
  ...overrides,
});

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

const recipeLinks = (groupId: number) =>
  rows<{ title: string; source_url: string | null; image: string | null }>(
    "SELECT title, source_url, image FROM recipes WHERE group_id = ? ORDER BY id",
    groupId,
  );

const importFile = (user: User, groupId: number, body: Uint8Array) =>
  api(`/v1/groups/${groupId}/import`, { method: "POST", token: user.token, body: body as Uint8Array<ArrayBuffer> });

const json = (value: unknown) => strToU8(JSON.stringify(value));

/** A Larder export of one recipe, with the links given. */
const larderArchive = (links: { source_url?: string | null; image?: string | null }) =>
  larderZip({ "recipes.json": [{ ...larderRecipe(0, 1), title: "Soup", ...links }] });

/** Hostile and malformed links, each as a browser would read it if it reached an href. */
const BAD_SOURCES = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example.com/",
  "/recipes",
  "https://user:secret@evil.example.com/",
  "\u0001https://example.com/",
  "https://exa\nmple.com/",
  `https://example.com/${"a".repeat(2000)}`,
];

describe("recipe links through the forms and GraphQL", () => {
  it("refuses every link that is not an http(s) page with a 4xx in plain words, writing nothing", async () => {
    const { user, groupId } = await cook();
    for (const source of BAD_SOURCES) {
      const answer = await gql(user.token, CREATE, { data: recipeInput({ source_url: source }) });
      expect(answer.status, JSON.stringify(source)).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(source)).toBe("BAD_USER_INPUT");
      expect(answer.body.errors?.[0]?.message, JSON.stringify(source)).toMatch(/^Source must be /);
    }
    for (const image of ["javascript:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "/photos/../logout"]) {
      const answer = await gql(user.token, CREATE, { data: recipeInput({ image }) });
      expect(answer.body.errors?.[0]?.extensions?.code, image).toBe("BAD_USER_INPUT");
    }
    expect(await recipeLinks(groupId)).toEqual([]);

    const created = await gql(user.token, CREATE, {
      data: recipeInput({ source_url: "  https://cooking.example.org/lentil-stew  " }),
    });
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data.createRecipe;
    const edited = await gql(user.token, UPDATE, { id, source: "https://u:p@evil.example.com/" });
    expect(edited.body.errors?.[0]).toMatchObject({
      message: "Source must be a link without a user name or password",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await recipeLinks(groupId)).toEqual([
      { title: "Lentil stew", source_url: "https://cooking.example.org/lentil-stew", image: null },
    ]);
  });
});

describe("recipe links in a Larder export", () => {
  it("refuses a file whose source or image breaks the rule, naming the field, and keeps links that pass", async () => {
    const { user, groupId } = await cook();
    const cases: [Uint8Array, string][] = [
      ...BAD_SOURCES.map((source): [Uint8Array, string] => [
        larderArchive({ source_url: source }),
        // A source past its length is refused while the file is read, before the link rule runs.
        source.length > 2000
          ? "recipes.json, 0.source_url is longer than 2,000 characters."
          : `The export does not fit its format. recipes.json, 0.source_url: ${
              source.includes("user:secret") ? "Source must be a link without a user name or password" : SOURCE_RULE
            }`,
      ]),
      ...[
        "javascript:alert(1)",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "/photos/../logout",
        "/photos/recipes/12/34/../../../../logout",
        "http://127.0.0.1:8787/v1/auth/logout",
        "http://169.254.169.254/latest/meta-data/",
        "https://localhost/x.jpg",
        "https://[::1]/x.jpg",
        "https://router/x.jpg",
      ].map((image): [Uint8Array, string] => [
        larderArchive({ image }),
        `The export does not fit its format. recipes.json, 0.image: ${IMAGE_RULE}`,
      ]),
    ];
    for (const [file, issue] of cases) {
      const answer = await importFile(user, groupId, file);
      expect(answer.status, issue).toBe(422);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(issue);
    }
    expect(await recipeLinks(groupId)).toEqual([]);

    // What passes comes in as it is: a web page, a photo link to a public site, a recipe photo's path.
    const answer = await importFile(
      user,
      groupId,
      larderArchive({ source_url: "https://example.org/soup", image: "https://cdn.example.org/soup.jpg" }),
    );
    expect(answer.status).toBe(200);
    const other = await cook();
    expect(
      (await importFile(other.user, other.groupId, larderArchive({ source_url: null, image: PHOTO }))).status,
    ).toBe(200);
    expect(await recipeLinks(groupId)).toEqual([
      { title: "Soup", source_url: "https://example.org/soup", image: "https://cdn.example.org/soup.jpg" },
    ]);
    expect(await recipeLinks(other.groupId)).toEqual([{ title: "Soup", source_url: null, image: PHOTO }]);
  });
});

describe("recipe links in another app's file", () => {
  it("leaves out a source that is not a web page, keeps the recipe, and says so", async () => {
    const { user, groupId } = await cook();
    const paprika = (name: string, source_url: string) =>
      gzipSync(json({ name, ingredients: "1 cup flour", directions: "Bake.", source_url }));
    const file = zipSync({
      "Script.paprikarecipe": paprika("Script cake", "javascript:alert(document.cookie)"),
      "Credentials.paprikarecipe": paprika("Credentials cake", "https://user:secret@evil.example.com/"),
      "Fine.paprikarecipe": paprika("Fine cake", "https://example.com/fine-cake"),
    });
    const answer = await importFile(user, groupId, file);
    const summary = (await answer.json()) as { format: string; added: { recipes: number }; notes: string[] };
    expect(answer.status).toBe(200);
    expect(summary).toMatchObject({ format: "Paprika", added: { recipes: 3 } });
    expect(summary.notes).toContain(
      "2 source links were not web addresses (http:// or https://); those recipes came without their source link.",
    );
    const stored = Object.fromEntries((await recipeLinks(groupId)).map((row) => [row.title, row.source_url]));
    expect(stored).toEqual({
      "Script cake": null,
      "Credentials cake": null,
      "Fine cake": "https://example.com/fine-cake",
    });
  });
});

describe("recipe links read off a page", () => {
  it("never drafts a source that is not a web page", async () => {
    const { user, groupId } = await cook();
    const page = `<html><head><link rel="canonical" href="javascript:alert(2)">
      <script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "Script soup",
        url: "javascript:alert(1)",
        image: "javascript:alert(3)",
        recipeIngredient: ["1 l water", "1 tsp salt"],
      })}</script></head><body></body></html>`;
    const pasted = await api("/v1/recipes/import", {
      method: "POST",
      token: user.token,
      json: { html: page, url: "https://example.com/script-soup" },
    });
    expect(pasted.status).toBe(200);
    const { draft } = (await pasted.json()) as { draft: { source_url: string | null; image: string | null } };
    expect(draft).toMatchObject({ source_url: "https://example.com/script-soup", image: null });

    const withoutAddress = await api("/v1/recipes/import", { method: "POST", token: user.token, json: { html: page } });
    expect(((await withoutAddress.json()) as { draft: { source_url: string | null } }).draft.source_url).toBeNull();
    expect(await recipeLinks(groupId)).toEqual([]);
  });
});

/** A recipe as the rows of an old import left it: links written before the rule. */
async function recipeWithOldLinks(user: User, groupId: number, links: { source_url: string; image: string }) {
  const created = await gql(user.token, CREATE, { data: recipeInput({ title: "Old soup" }) });
  const { id, slug } = created.body.data.createRecipe as { id: number; slug: string };
  await rows(
    "UPDATE recipes SET source_url = ?, image = ? WHERE id = ? AND group_id = ?",
    links.source_url,
    links.image,
    id,
    groupId,
  );
  return { id, slug };
}

describe("recipe links of a shared recipe and of an export", () => {
  it("shows and copies a shared recipe without links that break the rule", async () => {
    const owner = await cook();
    const friend = await cook();
    const recipe = await recipeWithOldLinks(owner.user, owner.groupId, {
      source_url: "javascript:alert(document.cookie)",
      image: "/photos/../logout",
    });
    const shared = await api(`/v1/recipes/${recipe.id}/share`, { method: "POST", token: owner.user.token });
    const token = ((await shared.json()) as { url: string }).url.split("/r/")[1];

    const read = await api(`/v1/shared-recipes/${token}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { recipe: unknown }).recipe).toMatchObject({ source_url: null, image: null });

    const copied = await api(`/v1/shared-recipes/${token}/copy`, { method: "POST", token: friend.user.token });
    expect(copied.status).toBe(201);
    expect(await recipeLinks(friend.groupId)).toEqual([{ title: "Old soup", source_url: null, image: null }]);
  });

  it("exports only links the import takes back", async () => {
    const { user, groupId } = await cook();
    await recipeWithOldLinks(user, groupId, { source_url: "javascript:alert(1)", image: "data:image/svg+xml,<svg/>" });
    const exported = await api(`/v1/groups/${groupId}/export`, { token: user.token });
    expect(exported.status).toBe(200);
    const zip = new Uint8Array(await exported.arrayBuffer());
    const [recipe] = JSON.parse(new TextDecoder().decode(unzipSync(zip)["recipes.json"]));
    expect(recipe).toMatchObject({ source_url: null, image: null });

    const other = await cook();
    expect((await importFile(other.user, other.groupId, zip)).status).toBe(200);
    expect(await recipeLinks(other.groupId)).toEqual([{ title: "Old soup", source_url: null, image: null }]);
  });
});
