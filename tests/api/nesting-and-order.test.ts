import ICAL from "ical.js";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "../../worker-api/src/contract/sections";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";

// What comes in nested, repeated or with control characters: walks over it stay bounded, the
// archive's format refuses shapes Larder never writes, and the calendar feed carries none of it.

type User = Awaited<ReturnType<typeof signedInUser>>;

const INSTANT = "2026-01-01T00:00:00.000Z";
const MANIFEST = { format: "larder-group", version: 1, exported_at: INSTANT, group: { name: "x", description: null } };

/** A Larder archive of the manifest and the given documents. */
const archive = (documents: Record<string, unknown>) =>
  zipSync({
    "larder.json": strToU8(JSON.stringify(MANIFEST)),
    ...Object.fromEntries(Object.entries(documents).map(([name, value]) => [name, strToU8(JSON.stringify(value))])),
  });

const store = (name: string, sectionOrder: unknown) => ({
  name,
  position: 0,
  section_order: sectionOrder,
  created_at: INSTANT,
  updated_at: INSTANT,
  prices: [],
});

async function person() {
  const user = await signedInUser({ first_name: "Nest" });
  return { user, groupId: await personalGroupId(user.id) };
}

const importFile = (user: User, groupId: number, body: Uint8Array) =>
  api(`/v1/groups/${groupId}/import`, { method: "POST", token: user.token, body: body as Uint8Array<ArrayBuffer> });

async function expectRefused(response: Response, message: RegExp) {
  const body = (await response.json()) as { error?: { message: string } };
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(422);
  expect(body.error!.message).toMatch(message);
}

/** Everything a group holds that an import writes, to show a refused one wrote nothing. */
async function groupRows(groupId: number) {
  const tables = ["recipes", "ingredients", "stores", "meals", "meal_types"];
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => [
        table,
        await rows(`SELECT * FROM ${table} WHERE group_id = ? ORDER BY id`, groupId),
      ]),
    ),
  );
}

const RECIPE = { "@type": "Recipe", name: "Soup", recipeIngredient: ["1 egg"] };
const DEPTH = 100_000;

describe("nesting in what comes in", () => {
  it("refuses a JSON-LD file of 100,000 nested lists around a Recipe with a 422, writing nothing", async () => {
    const { user, groupId } = await person();
    const before = await groupRows(groupId);
    const file = strToU8(`${"[".repeat(DEPTH)}${JSON.stringify(RECIPE)}${"]".repeat(DEPTH)}`);
    // Refused while reading, before anything walks it.
    await expectRefused(
      await importFile(user, groupId, file),
      /^The file, 0\.0\.0\.0\.0\.0\.0\.0… nests deeper than 64 levels/,
    );
    // The same Recipe a few lists deep, as real files nest it, still comes in.
    const shallow = strToU8(`[[${JSON.stringify(RECIPE)}]]`);
    expect((await importFile(user, groupId, zipSync({ "soup.json": shallow }))).status).toBe(200);
    const after = await groupRows(groupId);
    expect(before.recipes).toEqual([]);
    expect(after.recipes.map((row: { title: string }) => row.title)).toEqual(["Soup"]);
    expect(after.stores).toEqual(before.stores);
  });

  it("reads a page whose recipe nests its name 100,000 objects deep or piles up leading notes", async () => {
    const { user } = await person();
    const deepName = `{"@type":"Recipe","name":${'{"name":'.repeat(DEPTH)}"Soup"${"}".repeat(DEPTH)},"recipeIngredient":["1 egg"]}`;
    const piledNotes = JSON.stringify({ ...RECIPE, recipeIngredient: [`${"optional ".repeat(150_000)}eggs`, "1 egg"] });
    for (const block of [deepName, piledNotes]) {
      const started = Date.now();
      const response = await api("/v1/recipes/import", {
        method: "POST",
        token: user.token,
        json: { html: `<script type="application/ld+json">${block}</script>` },
      });
      const body = (await response.json()) as { draft: { ingredients: { text: string }[] } };
      expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
      expect(body.draft.ingredients.at(-1)!.text).toBe("1 egg");
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it("refuses a store order nested 100,000 lists deep, or of another shape than Larder writes, writing nothing", async () => {
    const { user, groupId } = await person();
    const before = await groupRows(groupId);
    const deep = JSON.parse(`${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`);
    const square = { sections: ["Produce", "Bakery"], before: [[0, 1]], trips: 1 };
    for (const order of [deep, "Produce", { sections: ["Produce"], before: [[0]] }, square]) {
      const file = archive({ "stores.json": { stores: [store("Hostile", order)], section_choices: [] } });
      await expectRefused(
        await importFile(user, groupId, file),
        /^(The export does not fit its format\. )?stores\.json, stores\.0\.section_order/,
      );
    }
    expect(await groupRows(groupId)).toEqual(before);
  });
});

/** The order of the issue: one section 20,000 times, with 20,000 rows of evidence. */
const REPEATED = 20_000;
const repeatedOrder = () => ({
  sections: Array<string>(REPEATED).fill("Produce"),
  before: Array.from({ length: REPEATED }, () => [0]),
  trips: 1,
});

describe("a store's order of sections, held to its size", () => {
  it("refuses an archive whose store names one section 20,000 times, writing nothing", async () => {
    const { user, groupId } = await person();
    const before = await groupRows(groupId);
    const file = archive({ "stores.json": { stores: [store("Hostile", repeatedOrder())], section_choices: [] } });
    expect(file.length).toBeLessThan(5_000);
    // Past the count the format allows: refused as too large while reading, before the order is read.
    const answer = await importFile(user, groupId, file);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      "stores.json, stores.0.section_order.sections holds more than 12 sections.",
    );
    expect(await groupRows(groupId)).toEqual(before);
  });

  it("answers the stores at once when a stored order repeats its sections, and a drag writes it back at its size", async () => {
    const { user, groupId } = await person();
    // A row written before the format held the order to its shape.
    const reversed = [...SECTIONS].reverse();
    const damaged = repeatedOrder();
    damaged.sections.splice(0, reversed.length, ...reversed);
    damaged.before.splice(0, reversed.length, ...reversed.map((_, i) => reversed.map((__, j) => (i < j ? 3 : 0))));
    await rows(
      "INSERT INTO stores (group_id, name, position, section_order) VALUES (?, 'Corner shop', 1, ?)",
      groupId,
      JSON.stringify(damaged),
    );
    // The fastest of three reads, so a busy machine does not make a fast reader look slow.
    const timings: number[] = [];
    let answer: Awaited<ReturnType<typeof gql<any>>> | undefined;
    for (let read = 0; read < 3; read++) {
      const started = performance.now();
      answer = await gql(user.token, "{ stores { id name section_order } }");
      timings.push(performance.now() - started);
    }
    answer = answer!;
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.stores.map(({ name, section_order }: any) => ({ name, section_order }))).toEqual([
      { name: "My store", section_order: [...SECTIONS] },
      { name: "Corner shop", section_order: reversed },
    ]);
    expect(Math.min(...timings)).toBeLessThan(200);

    // The group's export holds the order as Larder writes it, and another group takes that file.
    const exported = await api(`/v1/groups/${groupId}/export`, { token: user.token });
    expect(exported.status).toBe(200);
    const other = await person();
    const imported = await importFile(other.user, other.groupId, new Uint8Array(await exported.arrayBuffer()));
    expect(imported.status, await imported.clone().text()).toBe(200);
    const [copied] = await rows<{ section_order: string }>(
      "SELECT section_order FROM stores WHERE group_id = ? AND name = 'Corner shop'",
      other.groupId,
    );
    expect(JSON.parse(copied!.section_order).sections).toEqual([...SECTIONS]);

    const corner = answer.body.data.stores.find((row: { name: string }) => row.name === "Corner shop").id;
    const dragged = await gql(
      user.token,
      `mutation($id: Int!, $o: [String!]) { updateStore(id: $id, order: $o) { section_order } }`,
      {
        id: corner,
        o: [...SECTIONS],
      },
    );
    expect(dragged.body.errors).toBeUndefined();
    const [stored] = await rows<{ section_order: string }>("SELECT section_order FROM stores WHERE id = ?", corner);
    const state = JSON.parse(stored!.section_order);
    expect(state.sections).toEqual([...SECTIONS]);
    expect(state.before).toHaveLength(SECTIONS.length);
    expect(state.before.every((row: number[]) => row.length === SECTIONS.length)).toBe(true);
    expect(stored!.section_order.length).toBeLessThan(1_000);
  });
});

const CONTROLS = ["\u0000", "\u000b", "\u000c", "\u001b", "\u007f"];
const MEAL_FIELDS = `mutation($t: String!, $d: String, $type: Int!) { createMeal(title: $t, description: $d, type_id: $type) { id } }`;

async function dinnerOf(user: User) {
  const { body } = await gql(user.token, `{ mealTypes { id name } }`);
  return body.data.mealTypes.find((type: { name: string }) => type.name === "Dinner").id as number;
}

describe("control characters in meals", () => {
  it("refuses them in a meal's title or description through GraphQL, in plain words, writing nothing", async () => {
    const { user, groupId } = await person();
    const dinner = await dinnerOf(user);
    const before = await groupRows(groupId);
    for (const control of CONTROLS) {
      for (const [vars, message] of [
        [{ t: `Soup${control}night`, type: dinner }, "Title can't contain control characters"],
        [{ t: "Soup", d: `Warm${control}soup`, type: dinner }, "Description can't contain control characters"],
      ] as const) {
        const answer = await gql(user.token, MEAL_FIELDS, vars);
        expect(answer.body.errors?.[0]?.extensions?.code, JSON.stringify(vars)).toBe("BAD_USER_INPUT");
        expect(answer.body.errors![0]!.message).toContain(message);
      }
    }
    const { body } = await gql(user.token, MEAL_FIELDS, { t: "Soup", type: dinner });
    const update = await gql(user.token, `mutation($id: Int!, $t: String) { updateMeal(id: $id, title: $t) { id } }`, {
      id: body.data.createMeal.id,
      t: "Soup\u000cnight",
    });
    expect(update.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // Lines and tabs are text in a description.
    const lines = await gql(user.token, MEAL_FIELDS, { t: "Stew", d: "Slow\n\tthen fast\r\nServe", type: dinner });
    expect(lines.body.errors).toBeUndefined();
    const after = await rows<{ title: string; description: string }>(
      "SELECT title, description FROM meals WHERE group_id = ? ORDER BY id",
      groupId,
    );
    expect(before.meals).toEqual([]);
    expect(after).toEqual([
      { title: "Soup", description: "" },
      { title: "Stew", description: "Slow\n\tthen fast\r\nServe" },
    ]);
  });

  it("refuses an archive whose meal title holds a vertical tab, writing nothing", async () => {
    const { user, groupId } = await person();
    const before = await groupRows(groupId);
    const meal = {
      title: "Soup\u000bnight",
      description: "",
      recipe: null,
      type: null,
      scheduled_at: null,
      servings: null,
      cooked_at: null,
      cooked_servings: null,
      created_at: INSTANT,
      updated_at: INSTANT,
    };
    await expectRefused(
      await importFile(user, groupId, archive({ "meals.json": [meal] })),
      /^The export does not fit its format\. meals\.json, 0\.title: Title can't contain control characters/,
    );
    await expectRefused(
      await importFile(user, groupId, archive({ "meals.json": [{ ...meal, title: "Soup", description: "\u0000" }] })),
      /meals\.json, 0\.description: Description can't contain control characters/,
    );
    expect(await groupRows(groupId)).toEqual(before);
  });

  it("exports meals written with them as a file the import reads, without them", async () => {
    const { user, groupId } = await person();
    const dinner = await dinnerOf(user);
    const written = [
      ["\u0000Soup\u000bnight\u000c", "Warm\u001b\tand\r\nthick\u0085"],
      ["\u0007", ""],
    ];
    for (const [title, description] of written)
      await rows(
        "INSERT INTO meals (group_id, title, description, type_id) VALUES (?, ?, ?, ?)",
        groupId,
        title,
        description,
        dinner,
      );
    const exported = await api(`/v1/groups/${groupId}/export`, { token: user.token });
    expect(exported.status).toBe(200);
    const other = await person();
    const imported = await importFile(other.user, other.groupId, new Uint8Array(await exported.arrayBuffer()));
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await rows("SELECT title, description FROM meals WHERE group_id = ? ORDER BY id", other.groupId)).toEqual([
      { title: "Soup night", description: "Warm\tand\r\nthick" },
      { title: "Untitled meal", description: "" },
    ]);
  });

  it("leaves them out of what a recipe page's import drafts", async () => {
    const { user } = await person();
    const recipe = {
      ...RECIPE,
      name: "Soup\u001b night\u0000",
      description: "Warm\u0007",
      recipeIngredient: ["1\u0000 egg"],
    };
    const response = await api("/v1/recipes/import", {
      method: "POST",
      token: user.token,
      json: { html: `<script type="application/ld+json">${JSON.stringify(recipe)}</script>` },
    });
    const { draft } = (await response.json()) as {
      draft: { title: string; description: string; ingredients: { text: string }[] };
    };
    expect(response.status).toBe(200);
    expect([draft.title, draft.description, draft.ingredients[0]!.text]).toEqual(["Soup night", "Warm", "1 egg"]);
  });

  it("leaves them out of the calendar feed, where rows written before hold them", async () => {
    const { user, groupId } = await person();
    const dinner = await dinnerOf(user);
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setUTCHours(18, 0, 0, 0);
    const { body } = await gql(
      user.token,
      `mutation($type: Int!, $at: String) { createMeal(title: "Soup", scheduled_date: $at, type_id: $type) { id } }`,
      { type: dinner, at: at.toISOString() },
    );
    const mealId = body.data.createMeal.id as number;
    await rows(
      "UPDATE meals SET title = ?, description = ? WHERE id = ?",
      "Soup\u0000\u000bnight\u000c",
      "Warm\u001b\tand\nthick\u007f",
      mealId,
    );
    await rows("UPDATE meal_types SET name = ? WHERE id = ?", "Din\u0007ner", dinner);
    await rows("UPDATE groups SET name = ? WHERE id = ?", "Home\u0008", groupId);

    const link = await api("/v1/user/calendar", { token: user.token });
    const { url } = (await link.json()) as { url: string };
    const feed = await api(url.replace("https://api.test", "/v1"));
    expect(feed.status).toBe(200);
    const text = await feed.text();
    // Only the line ends (CRLF) and the tab the standard allows.
    expect(text.replace(/\r\n/g, "").match(/[^\P{Cc}\t]/gu)).toBeNull();
    const [event] = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((vevent) => new ICAL.Event(vevent));
    expect(event!.summary).toBe("Dinner: Soupnight");
    expect(event!.description).toMatch(/^Warm\tand\nthick\n\n/);
    expect(event!.component.getFirstPropertyValue("categories")).toBe("Home");
  });
});
