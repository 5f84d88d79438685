import { env } from "cloudflare:workers";
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { managedGroupScope } from "../../worker-api/src/data/groups";
import { IMPORT_RACED, planGroupImport, runGroupImport } from "../../worker-api/src/data/group-import";
import { MAX_UNPACKED_BYTES, readArchive } from "../../worker-api/src/group-archive/import-archive";
import { readZip, UnpackBudget } from "../../worker-api/src/group-archive/zip-reader";
import { api, gql, personalGroupId, requestDatabases, rows, signedInUser } from "./helpers";
import { seedHousehold } from "./household";
import { kitchen } from "./kitchen";
import { imageHeader } from "./site-photos";

const DOCUMENTS = [
  "larder.json",
  "catalogue.json",
  "meal-types.json",
  "recipes.json",
  "meals.json",
  "tasks.json",
  "stores.json",
  "shopping-lists.json",
  "pantry.json",
];

type User = Awaited<ReturnType<typeof signedInUser>>;

const runAs = (user: User, groupId?: number) => async (query: string, variables?: Record<string, unknown>) => {
  const answer = await gql(user.token, query, variables, groupId);
  if (answer.body.errors) throw new Error(`${query}: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data;
};

async function exportZip(user: User, groupId: number) {
  const response = await api(`/v1/groups/${groupId}/export`, { token: user.token });
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ""),
  ).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/zip");
  return new Uint8Array(await response.arrayBuffer());
}

/** The archive's files: documents parsed, photos as bytes. */
function filesOf(zip: Uint8Array) {
  const files = unzipSync(zip);
  const documents: Record<string, any> = {};
  const photos: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files))
    if (name.endsWith(".json")) documents[name] = JSON.parse(new TextDecoder().decode(bytes));
    else photos[name] = bytes;
  return { documents, photos };
}

/** Everything but the moment of the export, which differs by nature. */
const withoutExportTime = (documents: Record<string, any>) => ({
  ...documents,
  "larder.json": { ...documents["larder.json"], exported_at: "(any)" },
});

const importZip = (user: User, groupId: number, body: BodyInit, headers: Record<string, string> = {}) =>
  api(`/v1/groups/${groupId}/import`, { method: "POST", token: user.token, body, headers });

async function newGroup(user: User, name: string) {
  const response = await api("/v1/groups", { method: "POST", token: user.token, json: { name } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function householdWithPhoto() {
  const user = await signedInUser({ first_name: "Ada" });
  const groupId = await personalGroupId(user.id);
  const household = await seedHousehold(runAs(user), "2026-06-01");
  const photo = imageHeader.jpeg(640, 480);
  const upload = await api(`/v1/recipes/${household.recipes[0]}/photo`, {
    method: "PUT",
    token: user.token,
    body: photo,
    headers: { "Content-Type": "image/jpeg" },
  });
  expect(upload.status).toBe(200);
  await runAs(user)(
    `mutation { updatePantryItem(ingredient_id: ${household.ingredients[0]}, quantity: 250, unit: "g", best_before: "01/07/2026") { id } }`,
  );
  return { user, groupId, household, photo };
}

describe("a group's export", () => {
  it("holds every document and the recipes' photos, and imports into a new group as the same documents", async () => {
    const { user, groupId, household, photo } = await householdWithPhoto();
    const first = filesOf(await exportZip(user, groupId));
    expect(Object.keys(first.documents).sort()).toEqual([...DOCUMENTS].sort());
    expect(first.documents["larder.json"]).toMatchObject({ format: "larder-group", version: 1 });
    expect(first.documents["recipes.json"]).toHaveLength(household.recipes.length);
    expect(first.documents["meals.json"]).toHaveLength(household.meals.length);
    const pantry = await rows("SELECT id FROM pantry_items WHERE group_id = ?", groupId);
    expect(first.documents["pantry.json"].items).toHaveLength(pantry.length);
    const withPhoto = first.documents["recipes.json"].find((recipe: any) => recipe.image?.startsWith("photos/"));
    expect(first.photos[withPhoto.image]).toEqual(photo);

    const copy = await newGroup(user, "Copy");
    const imported = await importZip(user, copy, await exportZip(user, groupId).then((zip) => zip as BodyInit));
    expect(imported.status, await imported.clone().text()).toBe(200);
    const summary = (await imported.json()) as any;
    expect(summary.added).toMatchObject({
      recipes: household.recipes.length,
      meals: household.meals.length,
      shopping_lists: household.lists.length,
      photos: 1,
      pantry_items: first.documents["pantry.json"].items.length,
    });
    expect(summary.matched_recipes).toEqual([]);

    const second = filesOf(await exportZip(user, copy));
    expect(
      withoutExportTime({ ...second.documents, "larder.json": { ...second.documents["larder.json"], group: null } }),
    ).toEqual(
      withoutExportTime({ ...first.documents, "larder.json": { ...first.documents["larder.json"], group: null } }),
    );
    expect(second.photos).toEqual(first.photos);
    // The copy's photo is its own object, under the new recipe.
    const [copied] = await rows<{ image: string }>(
      "SELECT image FROM recipes WHERE group_id = ? AND image IS NOT NULL",
      copy,
    );
    expect(copied!.image).toMatch(new RegExp(`^/photos/recipes/${copy}/\\d+/[0-9a-f]{32}\\.jpg$`));
    const object = await env.PHOTOS.get(copied!.image.replace("/photos/", ""));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(photo);
  });

  it("keeps what meals hold of a synced line, and a note older versions wrote, for every reader's language", async () => {
    const k = await kitchen();
    const DAY = 86_400_000;
    const tuesday = Math.floor(Date.now() / DAY) * DAY + 2 * DAY;
    const thursday = tuesday + 2 * DAY;
    const typed = (ms: number) => new Date(ms).toISOString().slice(0, 10).split("-").reverse().join("/");
    const [dinner] = (await k.ask(`{ mealTypes { id } }`)).mealTypes as { id: number }[];
    const { createRecipe } = await k.ask(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
      data: {
        title: "Lachs vom Blech",
        description: "Dinner",
        category: "Mains",
        servings: 4,
        ingredients: [{ name: "Salmon", quantity: 400, unit: "g" }],
      },
    });
    for (const [title, day] of [
      ["Lachs vom Blech", tuesday],
      ["Lachssalat", thursday],
    ] as const)
      await k.ask(
        `mutation($r: Int!, $t: Int!, $d: String!, $title: String!) { createMeal(title: $title, recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
        { r: createRecipe.id, t: dinner!.id, d: new Date(day + 18 * 3_600_000).toISOString(), title },
      );
    await k.stock("Salmon", 400, "g");
    const sync = (title: string, end: number) =>
      k.ask(
        `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { id } }`,
        {
          t: title,
          s: typed(thursday),
          e: typed(end),
        },
      );
    await sync("Thursday", thursday);
    const older = (await sync("Thursday and Friday", thursday + DAY)).syncShoppingList.id as number;
    // One list's line as an older version left it: its note in the words of the page that synced.
    await rows(
      "UPDATE shopping_items SET held_for = ?, held_at_home = NULL WHERE list_id = ?",
      "400 g at home are for Tuesday's Lachs vom Blech",
      older,
    );
    const heldOf = (groupId: number) =>
      rows(
        "SELECT l.title, i.name, i.held_for, i.held_at_home FROM shopping_items i JOIN shopping_lists l ON l.id = i.list_id WHERE i.group_id = ? ORDER BY l.title",
        groupId,
      );
    const before = await heldOf(k.groupId);
    expect(before.map((row) => [row.title, row.held_for === null, row.held_at_home === null])).toEqual([
      ["Thursday", true, false],
      ["Thursday and Friday", false, true],
    ]);

    const copy = await newGroup(k.user, "Copy");
    const imported = await importZip(k.user, copy, (await exportZip(k.user, k.groupId)) as BodyInit);
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await heldOf(copy)).toEqual(before);
    // The copy's reader reads the kept facts in their own language; the older note stays as written.
    const response = await api("/v1/api", {
      method: "POST",
      token: k.user.token,
      headers: { Accept: "application/graphql-response+json", "Accept-Language": "de", "X-Larder-Group": String(copy) },
      json: { query: `{ shoppingLists { title items { held_for } } }` },
    });
    const { data } = (await response.json()) as { data: { shoppingLists: { title: string; items: unknown[] }[] } };
    const weekday = new Intl.DateTimeFormat("de", { weekday: "long", timeZone: "UTC" }).format(tuesday);
    expect(Object.fromEntries(data.shoppingLists.map((list) => [list.title, list.items]))).toEqual({
      Thursday: [{ held_for: `400 g im Vorrat: für Lachs vom Blech am ${weekday}` }],
      "Thursday and Friday": [{ held_for: "400 g at home are for Tuesday's Lachs vom Blech" }],
    });
  });

  it("imported again into the same group adds nothing, and offers the recipes it matched", async () => {
    const { user, groupId, household } = await householdWithPhoto();
    const zip = await exportZip(user, groupId);
    const counts = async () =>
      (
        await rows<Record<string, number>>(
          `SELECT (SELECT count(*) FROM recipes WHERE group_id = ?1) AS recipes, (SELECT count(*) FROM meals WHERE group_id = ?1) AS meals,
             (SELECT count(*) FROM shopping_items WHERE group_id = ?1) AS items, (SELECT count(*) FROM ingredients WHERE group_id = ?1) AS ingredients,
             (SELECT count(*) FROM pantry_items WHERE group_id = ?1) AS pantry, (SELECT count(*) FROM tasks WHERE group_id = ?1) AS tasks`,
          groupId,
        )
      )[0];
    const before = await counts();
    const answer = await importZip(user, groupId, zip);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const summary = (await answer.json()) as any;
    expect(summary.added).toEqual({
      recipes: 0,
      ingredients: 0,
      meal_types: 0,
      meals: 0,
      tasks: 0,
      shopping_lists: 0,
      stores: 0,
      pantry_items: 0,
      photos: 0,
    });
    expect(summary.matched_recipes.map((recipe: any) => recipe.slug).sort()).toEqual([...household.slugs].sort());
    expect(await counts()).toEqual(before);
  });

  it("writes nothing when the group changed between reading it and writing to it", async () => {
    const { user, groupId } = await householdWithPhoto();
    const zip = await exportZip(user, groupId);
    const copy = await newGroup(user, "Raced");
    const { directory, databases } = requestDatabases();
    const scope = await managedGroupScope(directory, databases, copy, user.id, "refused");
    const plan = await planGroupImport(scope, await readArchive(readZip(zip, new UnpackBudget(MAX_UNPACKED_BYTES))));
    // Meanwhile someone adds to the catalogue an ingredient the archive brings too.
    await runAs(user, copy)(`mutation { createIngredient(name: "FLOUR", type: "food") { id } }`);
    await expect(runGroupImport(scope, plan, new Map())).rejects.toThrow(IMPORT_RACED);
    const held = await rows<{ recipes: number; meals: number; ingredients: number }>(
      `SELECT (SELECT count(*) FROM recipes WHERE group_id = ?1) AS recipes, (SELECT count(*) FROM meals WHERE group_id = ?1) AS meals,
         (SELECT count(*) FROM ingredients WHERE group_id = ?1) AS ingredients`,
      copy,
    );
    expect(held).toEqual([{ recipes: 0, meals: 0, ingredients: 1 }]);
  });

  it("is refused to members who do not manage the group, and to people outside it", async () => {
    const owner = await signedInUser();
    const member = await signedInUser();
    const stranger = await signedInUser();
    const shared = await newGroup(owner, "Shared kitchen");
    const added = await api(`/v1/groups/${shared}/members`, {
      method: "POST",
      token: owner.token,
      json: { user_id: member.id, role: "member" },
    });
    expect(added.status).toBe(201);
    const asMember = await api(`/v1/groups/${shared}/export`, { token: member.token });
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({
      error: { code: "FORBIDDEN", message: "Only the group's owners and admins can export its data." },
    });
    const asStranger = await api(`/v1/groups/${shared}/export`, { token: stranger.token });
    expect(asStranger.status).toBe(404);
    const zip = await exportZip(owner, shared);
    expect((await importZip(member, shared, zip)).status).toBe(403);
    expect((await importZip(stranger, shared, zip)).status).toBe(404);
    expect((await api(`/v1/groups/${shared}/export`)).status).toBe(401);
  });
});

/** The zip with its (only) entry's size declared as `size` in the central directory: a zip bomb's lie. */
function withDeclaredSize(zip: Uint8Array, size: number): BodyInit {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = zip.length - 22; at >= 0; at--)
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, size, true);
      return zip as Uint8Array<ArrayBuffer>;
    }
  throw new Error("no central directory entry");
}

describe("an import that cannot be read", () => {
  it("answers 422 in words and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const cases: [BodyInit, string][] = [
      [new Uint8Array(0), "Choose a file to import."],
      [strToU8("not a zip at all"), "The file is not a zip archive."],
      [
        zipSync({ "notes.txt": strToU8("hi") }),
        "The file is neither a Larder export nor recipes from an app Larder reads (Mealie, Paprika, Tandoor, Nextcloud Cookbook, JSON-LD).",
      ],
      [
        zipSync({ "larder.json": strToU8(JSON.stringify({ format: "larder-group", version: 9 })) }),
        "The file was exported by a newer Larder (format version 9); this one reads version 1.",
      ],
      [
        zipSync({
          "larder.json": strToU8(
            JSON.stringify({
              format: "larder-group",
              version: 1,
              exported_at: "2026-01-01T00:00:00.000Z",
              group: { name: "x", description: null },
            }),
          ),
          "recipes.json": strToU8("[{"),
        }),
        "recipes.json is not valid JSON.",
      ],
    ];
    const manifest = strToU8(
      JSON.stringify({
        format: "larder-group",
        version: 1,
        exported_at: "2026-01-01T00:00:00.000Z",
        group: { name: "x", description: null },
      }),
    );
    const recipe = {
      slug: "soup",
      title: "Soup",
      description: "",
      image: null,
      difficulty: null,
      is_favorite: false,
      servings: 2,
      instructions: [],
      prep_time_minutes: null,
      cook_time_minutes: null,
      total_time_minutes: null,
      source_url: null,
      category: null,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      ingredients: [
        { ingredient: "Salt", quantity: 1, unit: "tsp", note: "" },
        { ingredient: "salt", quantity: 2, unit: "tsp", note: "" },
      ],
    };
    const single = { ...recipe, ingredients: recipe.ingredients.slice(0, 1) };
    cases.push(
      [
        zipSync({ "larder.json": manifest, "recipes.json": strToU8(JSON.stringify([{ ...recipe, title: "" }])) }),
        "The export does not fit its format. recipes.json, 0.title: Too small: expected string to have >=1 characters",
      ],
      [
        zipSync({ "larder.json": manifest, "recipes.json": strToU8(JSON.stringify([recipe])) }),
        'The recipe "Soup" lists "salt" twice.',
      ],
      [
        zipSync({ "larder.json": manifest, "recipes.json": strToU8(JSON.stringify([single, single])) }),
        'recipes.json names the recipe "soup" twice.',
      ],
      [
        withDeclaredSize(zipSync({ "larder.json": strToU8(" ".repeat(1_000_000)) }), 100),
        "The zip archive is damaged: an entry could not be read.",
      ],
    );
    for (const [body, message] of cases) {
      const answer = await importZip(user, groupId, body);
      expect(answer.status, message).toBe(422);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await rows("SELECT id FROM recipes WHERE group_id = ?", groupId)).toEqual([]);
  });
});
