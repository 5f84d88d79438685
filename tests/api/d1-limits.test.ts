import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { D1_MAX_BOUND_PARAMETERS } from "../../worker-api/src/lib/bulk";
import { MAX_BODY_DEPTH } from "../../worker-api/src/lib/validation";
import { api, personalGroupId, register, rows, signedInUser } from "./helpers";

/**
 * D1's limits, each at its edge through the API (docs/d1-limits.md): LIKE/GLOB patterns of 50
 * bytes, 100 bound parameters, 100 KB statements, 2 MB strings and rows, and the queries one
 * request may make. Request bodies nested deeper than anything the API takes are a 400.
 */

const D1_MAX_LIKE_PATTERN_BYTES = 50;
const D1_MAX_STATEMENT_BYTES = 100_000;
const D1_MAX_VALUE_BYTES = 2_000_000;
const D1_MAX_QUERIES_PER_INVOCATION = 1000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The sizes every search and slug path is tried at: either side of the pattern limit, and far past it. */
const SIZES = [49, 50, 51, 200];

/**
 * Text of exactly `size` UTF-8 bytes that starts with `tag`: ASCII only, or mostly 2-, 3- and
 * 4-byte characters ("é", "寿", "🍣") topped up with ASCII.
 */
function textOfBytes(size: number, kind: "ascii" | "multibyte", tag: string) {
  let text = tag;
  if (kind === "multibyte") while (bytes(text) + bytes("é寿🍣") <= size) text += "é寿🍣";
  text += "x".repeat(size - bytes(text));
  expect(bytes(text)).toBe(size);
  return text;
}

/** `text` without its last character (whole, never half of a surrogate pair). */
const allButLast = (text: string) => [...text].slice(0, -1).join("");

const cases = SIZES.flatMap((size) => (["ascii", "multibyte"] as const).map((kind) => ({ size, kind })));

type Metered = { status: number; body: any; trips: number; statements: number; longestStatement: number };

/** An API call with what it cost D1 (counted in tests): round trips, statements, the longest statement. */
async function metered(path: string, init: Parameters<typeof api>[1] = {}): Promise<Metered> {
  const response = await api(path, init);
  return {
    status: response.status,
    body: response.status === 204 ? null : await response.json(),
    trips: Number(response.headers.get("X-D1-Round-Trips")),
    statements: Number(response.headers.get("X-D1-Statements")),
    longestStatement: Number(response.headers.get("X-D1-Longest-Statement")),
  };
}

const graphql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  metered("/v1/api", {
    method: "POST",
    token,
    json: { query, variables },
    headers: { Accept: "application/graphql-response+json" },
  });

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id slug title } }`;
const recipe = (title: string, description = "d") => ({
  title,
  description,
  category: "Mains",
  ingredients: [{ name: "Rice", quantity: 1, unit: "g" }],
});

async function createRecipe(token: string, title: string, description?: string) {
  const created = await graphql(token, CREATE, { data: recipe(title, description) });
  expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
  return created.body.data.createRecipe as { id: number; slug: string; title: string };
}

describe("LIKE and GLOB patterns (50 bytes): user text is never a pattern", () => {
  it("allocates slugs of 49, 50, 51 and 200-character titles, then -2, -3, in a group that has recipes", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    await createRecipe(user.token, "Toast");
    for (const size of SIZES) {
      const title = `${size}`.padEnd(size, "s");
      const base = title.slice(0, 80);
      expect(base.length).toBe(Math.min(size, 80));
      const slugs: string[] = [];
      for (let i = 0; i < 3; i++) slugs.push((await createRecipe(user.token, title)).slug);
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
      // A recipe renamed to the same title takes the next free one.
      const other = await createRecipe(user.token, `Other ${size}`);
      const renamed = await graphql(
        user.token,
        `
          mutation ($id: Int!, $title: String!) {
            updateRecipe(id: $id, title: $title, regenerate_slug: true) {
              slug
            }
          }
        `,
        { id: other.id, title },
      );
      expect(renamed.body.errors).toBeUndefined();
      expect(renamed.body.data.updateRecipe.slug).toBe(`${base}-4`);
      expect(
        await rows(
          "SELECT slug, title FROM recipes WHERE group_id = ? AND (slug = ? OR slug LIKE ?) ORDER BY id",
          groupId,
          base,
          `${size}%`,
        ),
      ).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`].map((slug) => ({ slug, title })));
    }
  });

  it("slugs multi-byte titles: accents fold, other scripts and emoji fall back to recipe, -2 and so on", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    await createRecipe(user.token, "Toast");
    const long = "é".repeat(200);
    const titles = ["寿司", "🍣🍣", "寿司 🍣", long, long, `Crème brûlée ${"寿".repeat(60)}`, "🍣".repeat(100)];
    const slugs: string[] = [];
    for (const title of titles) slugs.push((await createRecipe(user.token, title)).slug);
    const e80 = "e".repeat(80);
    expect(slugs).toEqual(["recipe", "recipe-2", "recipe-3", e80, `${e80}-2`, "creme-brulee", "recipe-4"]);
    expect(
      await rows("SELECT title, slug FROM recipes WHERE group_id = ? AND title <> 'Toast' ORDER BY id", groupId),
    ).toEqual(titles.map((title, i) => ({ title, slug: slugs[i] })));
    expect(bytes("🍣".repeat(100))).toBe(400);
  });

  it("finds recipes by 49, 50, 51 and 200 bytes of their title or description, ASCII or multi-byte", async () => {
    const user = await signedInUser();
    const found: Record<string, { hit: number; near: number }> = {};
    for (const { size, kind } of cases) {
      const text = textOfBytes(size, kind, `r${size}${kind[0]}`);
      const hit = await createRecipe(user.token, `Hit ${size} ${kind}`, `Before ${text} after`);
      // Everything but the last byte: found by a shorter search, not by this one.
      const near = await createRecipe(user.token, `Near ${size} ${kind}`, `Before ${allButLast(text)}`);
      found[text] = { hit: hit.id, near: near.id };
    }
    for (const [text, { hit }] of Object.entries(found)) {
      const answer = await graphql(
        user.token,
        `
          query ($s: String) {
            recipes(search: $s, limit: 100) {
              id
            }
            recipeCount(search: $s)
          }
        `,
        { s: text },
      );
      expect(answer.body.errors, `${bytes(text)} bytes`).toBeUndefined();
      expect(answer.body.data.recipes.map((r: { id: number }) => r.id)).toEqual([hit]);
      expect(answer.body.data.recipeCount).toBe(1);
    }
    const nearly = allButLast(Object.keys(found)[0]!);
    const both = await graphql(
      user.token,
      `
        query ($s: String) {
          recipes(search: $s) {
            title
          }
        }
      `,
      { s: nearly },
    );
    expect(both.body.data.recipes.map((r: { title: string }) => r.title).sort()).toEqual([
      "Hit 49 ascii",
      "Near 49 ascii",
    ]);
  });

  it("takes %, _ and \\ in a search literally, however many, and refuses a search over 200 characters", async () => {
    const user = await signedInUser();
    const percent = await createRecipe(user.token, "100% rye", "%".repeat(60));
    const underscore = await createRecipe(user.token, "snake_case soup", "_".repeat(60));
    const backslash = await createRecipe(user.token, "C:\\kitchen", "\\".repeat(60));
    await createRecipe(user.token, "Plain rye", "nothing special, 100 percent");
    const search = async (s: string) => {
      const answer = await graphql(
        user.token,
        `
          query ($s: String) {
            recipes(search: $s) {
              id
            }
          }
        `,
        { s },
      );
      expect(answer.body.errors, s).toBeUndefined();
      return answer.body.data.recipes.map((r: { id: number }) => r.id).sort();
    };
    expect(await search("%")).toEqual([percent.id]);
    expect(await search("%".repeat(60))).toEqual([percent.id]);
    expect(await search("_".repeat(60))).toEqual([underscore.id]);
    expect(await search("\\".repeat(60))).toEqual([backslash.id]);
    expect(await search("1_0% r")).toEqual([]);
    expect(await search("%".repeat(200))).toEqual([]);
    const tooLong = await graphql(
      user.token,
      `
        query ($s: String) {
          recipes(search: $s) {
            id
          }
        }
      `,
      {
        s: "%".repeat(201),
      },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].message).toBe("search must be at most 200 characters");
  });

  it("matches case-insensitively, non-ASCII letters typed in capitals too", async () => {
    const user = await signedInUser();
    const upper = await createRecipe(user.token, "Éclair au CHOCOLAT");
    const lower = await createRecipe(user.token, "éclair maison");
    const search = async (s: string) =>
      (
        await graphql(
          user.token,
          `
            query ($s: String) {
              recipes(search: $s) {
                id
              }
            }
          `,
          { s },
        )
      ).body.data.recipes
        .map((r: { id: number }) => r.id)
        .sort();
    expect(await search("chocolat")).toEqual([upper.id]);
    expect(await search("ÉCLAIR AU")).toEqual([upper.id]);
    expect(await search("Éclair")).toEqual([upper.id, lower.id].sort());
    expect(await search("ÉCLAIR")).toEqual([upper.id, lower.id].sort());
    expect(await search("ECLAIR")).toEqual([]);
  });

  it("searches groups by 49, 50, 51 and 200 bytes of their name or description, and refuses over 100 characters", async () => {
    const owner = await signedInUser();
    const expected: [string, number][] = [];
    for (const { size, kind } of cases) {
      const text = textOfBytes(size, kind, `g${size}${kind[0]}`);
      // Names hold at most 99 characters: long texts go in the description.
      const inName = text.length <= 90;
      const create = (name: string, description: string) =>
        api("/v1/groups", { method: "POST", token: owner.token, json: { name, description } });
      const hit = await create(inName ? `Group ${text}` : `Group ${size} ${kind}`, inName ? "" : `About ${text}.`);
      expect(hit.status).toBe(201);
      expect((await create(`Near ${size} ${kind}`, allButLast(text))).status).toBe(201);
      expected.push([text, ((await hit.json()) as { id: number }).id]);
    }
    for (const [text, id] of expected) {
      if (text.length > 100) continue;
      const answer = await metered(`/v1/groups?${new URLSearchParams({ search: text })}`, { token: owner.token });
      expect(answer.status, `${bytes(text)} bytes`).toBe(200);
      expect(answer.body.groups.map((g: { id: number }) => g.id)).toEqual([id]);
    }
    expect(expected.filter(([text]) => text.length <= 100).length).toBeGreaterThanOrEqual(7);
    expect(await metered(`/v1/groups?search=${"%".repeat(60)}`, { token: owner.token })).toMatchObject({
      status: 200,
      body: { groups: [] },
    });
    const tooLong = await metered(`/v1/groups?search=${"a".repeat(101)}`, { token: owner.token });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST", fields: { search: "Search must be at most 100 characters" } } },
    });
  });

  it("finds people by 49, 50, 51 and 200 bytes of their name, or an exact e-mail of 200 bytes", async () => {
    const searcher = await signedInUser();
    const group = (await (
      await api("/v1/groups", { method: "POST", token: searcher.token, json: { name: "Search crew" } })
    ).json()) as { id: number };
    const people: { text: string; id: number }[] = [];
    for (const { size, kind } of cases) {
      const text = textOfBytes(size, kind, `U${size}${kind[0]}`);
      // A name over 100 characters spans first and last name, as the search reads them.
      const [first, last] = text.length <= 100 ? [text, "Zed"] : [text.slice(0, 100), text.slice(101) || "Zed"];
      const person = await register({ first_name: first, last_name: last });
      const near = await register({ first_name: allButLast(first), last_name: "Y" });
      for (const member of [person, near])
        expect(
          (
            await api(`/v1/groups/${group.id}/members`, {
              method: "POST",
              token: searcher.token,
              json: { user_id: member.id },
            })
          ).status,
        ).toBe(201);
      people.push({ text: text.length <= 100 ? text : `${first} ${last}`.slice(0, text.length), id: person.id });
    }
    for (const { text, id } of people) {
      const answer = await metered(`/v1/users/search?${new URLSearchParams({ q: text })}`, {
        token: searcher.token,
      });
      expect(answer.status, `${bytes(text)} bytes`).toBe(200);
      expect(answer.body.users.map((u: { id: number }) => u.id)).toEqual([id]);
      // The same text in capitals (ASCII letters fold; é, 寿 and 🍣 have one spelling here).
      const shouted = await metered(`/v1/users/search?${new URLSearchParams({ q: text.toUpperCase() })}`, {
        token: searcher.token,
      });
      expect(shouted.body.users.map((u: { id: number }) => u.id)).toEqual([id]);
    }
    // Someone who shares no group: found only by the exact address, however long.
    const local = "stranger".padEnd(200 - "@example.com".length, "q");
    const stranger = await register({ email: `${local}@example.com` });
    expect(bytes(stranger.email)).toBe(200);
    const exact = await metered(`/v1/users/search?${new URLSearchParams({ q: stranger.email.toUpperCase() })}`, {
      token: searcher.token,
    });
    expect(exact.body).toEqual({ users: [{ id: stranger.id, name: "", email: stranger.email.toUpperCase() }] });
    expect((await metered(`/v1/users/search?q=${"%".repeat(60)}`, { token: searcher.token })).body).toEqual({
      users: [],
    });
    expect((await metered(`/v1/users/search?q=${encodeURIComponent("U__a")}`, { token: searcher.token })).body).toEqual(
      { users: [] },
    );
    const tooLong = await metered(`/v1/users/search?q=${"a".repeat(255)}`, { token: searcher.token });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST", fields: { q: "Search must be at most 254 characters" } } },
    });
  }, 120_000);
});

describe("request bodies nested too deeply", () => {
  const deepArray = "[".repeat(100_000) + "]".repeat(100_000);
  const deepObject = '{"a":'.repeat(40_000) + "1" + "}".repeat(40_000);
  /** `levels` nested arrays around nothing. */
  const nested = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

  const dumpCounts = async () => [
    ...(await rows("SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM groups) AS groups")),
    ...(await rows("SELECT count(*) AS recipes FROM recipes")),
  ];

  it("answers 400 for a 100,000-deep array and a 40,000-deep object, in a field or whole, on every kind of body", async () => {
    const user = await signedInUser();
    const before = await dumpCounts();
    const routes = [
      { method: "POST", path: "/v1/auth/register" },
      { method: "POST", path: "/v1/auth/login" },
      { method: "POST", path: "/v1/groups", token: user.token },
      { method: "POST", path: "/v1/recipes/import", token: user.token },
      { method: "PUT", path: "/v1/user/profile", token: user.token },
    ];
    for (const route of routes)
      for (const body of [deepArray, deepObject, `{"name":${deepArray}}`, `{"email":"a@b.co","x":${deepObject}}`]) {
        const response = await api(route.path, {
          method: route.method,
          token: route.token,
          body,
          headers: { "Content-Type": "application/json" },
        });
        const answer = (await response.json()) as { error: { code: string; message: string } };
        expect(response.status, `${route.path} ${body.slice(0, 12)}`).toBe(400);
        expect(answer.error.code).toBe("BAD_REQUEST");
        expect(answer.error.message).toMatch(/^Request body (must be a JSON object|nests too deeply)/);
      }
    expect(await dumpCounts()).toEqual(before);
  });

  it(`reads a body nesting ${MAX_BODY_DEPTH} levels and refuses one of ${MAX_BODY_DEPTH + 1}`, async () => {
    const user = await signedInUser();
    // The object is the first level: its field holds the rest.
    const atLimit = await api("/v1/groups", {
      method: "POST",
      token: user.token,
      body: `{"name":${nested(MAX_BODY_DEPTH - 1)}}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(atLimit.status).toBe(422);
    const overLimit = await api("/v1/groups", {
      method: "POST",
      token: user.token,
      body: `{"name":${nested(MAX_BODY_DEPTH)}}`,
      headers: { "Content-Type": "application/json" },
    });
    expect(overLimit.status).toBe(400);
    expect(await overLimit.json()).toEqual({
      error: { code: "BAD_REQUEST", message: `Request body nests too deeply (at most ${MAX_BODY_DEPTH} levels).` },
    });
  });

  it("answers GraphQL with deep variables, extensions or arguments with a 4xx, never an unexpected error", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const before = await dumpCounts();
    const query = (q: string) => JSON.stringify(q);
    const bodies = [
      deepArray,
      deepObject,
      `{"query":${query("query($s: String) { recipes(search: $s) { id } }")},"variables":{"s":${deepArray}}}`,
      `{"query":${query("query($i: [Int!]) { recipes(ingredient_ids: $i) { id } }")},"variables":{"i":${deepArray}}}`,
      `{"query":${query("mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }")},"variables":{"d":${deepObject}}}`,
      `{"query":${query("{ recipes { id } }")},"extensions":${deepObject}}`,
      `{"query":${query("{ recipes { id } }")},"variables":${deepObject}}`,
      ...[500, 1_000, 1_990, 5_000].map(
        (levels) => `{"query":${query(`{ recipes(ingredient_ids: ${nested(levels)}) { id } }`)}}`,
      ),
      `{"query":${query(`mutation { createRecipe(data: ${"{title:".repeat(990)}1${"}".repeat(990)}) { id } }`)}}`,
    ];
    for (const body of bodies) {
      for (const accept of ["application/graphql-response+json", "application/json"]) {
        const response = await api("/v1/api", {
          method: "POST",
          token: user.token,
          body,
          headers: { "Content-Type": "application/json", Accept: accept, "X-Larder-Group": String(groupId) },
        });
        const answer = (await response.json()) as { errors?: { message: string }[] };
        // Unused variables and extensions are ignored; anything else is refused with a reason.
        expect(response.status, body.slice(0, 80)).toBeLessThan(500);
        for (const error of answer.errors ?? []) expect(error.message, body.slice(0, 80)).not.toBe("Unexpected error.");
      }
    }
    const tooDeep = await api("/v1/api", {
      method: "POST",
      token: user.token,
      json: { query: `{ recipes(ingredient_ids: ${nested(5_000)}) { id } }` },
      headers: { Accept: "application/graphql-response+json" },
    });
    expect(tooDeep.status).toBe(400);
    // Whichever comes first, the parser's stack or the token limit: a 400 in our words.
    expect(((await tooDeep.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /^Query (nests too deeply\.|is too long: more than 2000 tokens\.)$/,
    );
    expect(await dumpCounts()).toEqual(before);
  });
});

describe("100 bound parameters", () => {
  it("filters recipes by 50 ingredients and a 200-byte search in one statement each, and refuses 51", async () => {
    const user = await signedInUser();
    const ingredients = Array.from({ length: 51 }, (_, i) => ({ name: `Part ${i}`, quantity: 1, unit: "g" }));
    const text = textOfBytes(200, "multibyte", "p");
    const created = await graphql(user.token, CREATE, {
      data: { ...recipe("All parts", `x${text}x`), ingredients },
    });
    expect(created.body.errors).toBeUndefined();
    const ids = (
      await graphql(
        user.token,
        `
          {
            getAllIngredients {
              id
              name
            }
          }
        `,
      )
    ).body.data.getAllIngredients.map((i: { id: number }) => i.id) as number[];
    expect(ids.length).toBe(51);
    const query = `query($i: [Int!], $s: String) { recipes(ingredient_ids: $i, search: $s) { title ingredients { name } category { name } } recipeCount(ingredient_ids: $i, search: $s) }`;
    const fifty = await graphql(user.token, query, { i: ids.slice(0, 50), s: text.toUpperCase() });
    expect(fifty.body.errors).toBeUndefined();
    expect(fifty.body.data.recipes.map((r: { title: string }) => r.title)).toEqual(["All parts"]);
    expect(fifty.body.data.recipeCount).toBe(1);
    expect(fifty.trips).toBe(1);
    const over = await graphql(user.token, query, { i: ids, s: text });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toBe("Filter by at most 50 ingredients");
    // The writers' edges (99, 100, 101 parameters and on) are in bulk-writes.test.ts.
    expect(D1_MAX_BOUND_PARAMETERS).toBe(100);
  });
});

describe("statements, strings and rows", () => {
  /** The largest recipe a request can carry: every field at its maximum, as many bytes per character as JSON allows. */
  function largestRecipe(stepCount: number) {
    // A control character is 6 bytes in JSON ("\u0001"), in the request and in the stored JSON alike.
    const step = `Step ${"\u0001".repeat(4000)}`;
    return {
      title: "寿".repeat(200),
      description: "🍣".repeat(2500),
      category: "寿".repeat(60),
      servings: 4,
      instructions: Array.from({ length: stepCount }, () => step),
      ingredients: Array.from({ length: 100 }, (_, i) => ({
        name: `${"寿".repeat(95)}${String(i).padStart(3, "0")}`,
        quantity: 1,
        unit: "寿".repeat(30),
        note: "寿".repeat(200),
      })),
    };
  }

  it("keeps the largest recipe a request can carry far below 2 MB a row, and refuses a body over 256 KB", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const body = (steps: number) => JSON.stringify({ query: CREATE, variables: { data: largestRecipe(steps) } });
    let steps = 1;
    while (bytes(body(steps + 1)) <= 256 * 1024) steps++;
    const created = await graphql(user.token, CREATE, { data: largestRecipe(steps) });
    expect(created.body.errors).toBeUndefined();
    const [stored] = await rows<{ row: number; lines: number; biggest: number }>(
      `SELECT length(CAST(title AS BLOB)) + length(CAST(description AS BLOB)) + length(CAST(instructions AS BLOB)) + length(CAST(slug AS BLOB)) AS row,
              (SELECT length(CAST(lines AS BLOB)) FROM recipe_line_cache WHERE recipe_id = recipes.id) AS lines,
              max(length(CAST(instructions AS BLOB)), length(CAST(description AS BLOB))) AS biggest
       FROM recipes WHERE id = ?`,
      created.body.data.createRecipe.id,
    );
    expect(stored!.row + stored!.lines).toBeGreaterThan(200_000);
    expect(stored!.row).toBeLessThan(D1_MAX_VALUE_BYTES / 4);
    expect(stored!.lines).toBeLessThan(D1_MAX_VALUE_BYTES / 4);
    expect(stored!.biggest).toBeLessThan(D1_MAX_VALUE_BYTES / 4);

    const count = async () => (await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId))[0];
    const before = await count();
    const tooBig = await api("/v1/api", {
      method: "POST",
      token: user.token,
      body: body(steps + 1),
      headers: { "Content-Type": "application/json", Accept: "application/graphql-response+json" },
    });
    expect(tooBig.status).toBe(413);
    expect(await count()).toEqual(before);
  });

  it("D1 here refuses what production would: 51-byte patterns and 100 KB statements", async () => {
    // The guards above rest on these numbers; the local D1 enforces them as the real one does.
    const like = (pattern: string) => testDb.prepare("SELECT 'x' LIKE ? AS m").bind(pattern).all();
    await expect(like("x".repeat(D1_MAX_LIKE_PATTERN_BYTES))).resolves.toBeTruthy();
    await expect(like("x".repeat(D1_MAX_LIKE_PATTERN_BYTES + 1))).rejects.toThrow(/pattern too complex/);
    const statement = (length: number) => testDb.prepare(`SELECT 1${" ".repeat(length - 8)}`).all();
    await expect(statement(D1_MAX_STATEMENT_BYTES - 10)).resolves.toBeTruthy();
    await expect(statement(D1_MAX_STATEMENT_BYTES + 10)).rejects.toThrow(/too long|TOOBIG/);
  });
});

describe("queries per request", () => {
  const SYNC = `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { id item_count } }`;
  const lines = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `${prefix} ${String(i).padStart(3, "0")}`,
      quantity: i + 1,
      unit: "g",
      note: "chopped",
    }));

  it("keeps the heaviest requests far below D1's 1,000 queries, with every statement far below 100 KB", async () => {
    const user = await signedInUser();
    const costs: Record<string, Metered> = {};

    costs.register = await metered("/v1/auth/register", {
      method: "POST",
      json: {
        email: `q-${crypto.randomUUID()}@example.com`,
        password: "Correct-horse-9",
        first_name: "A",
        last_name: "B",
      },
      ip: "10.99.1.1",
    });
    const typeId = (
      await graphql(
        user.token,
        `
          {
            mealTypes {
              id
            }
          }
        `,
      )
    ).body.data.mealTypes[0].id;
    const recipeIds: number[] = [];
    for (let r = 0; r < 3; r++) {
      const created = await graphql(user.token, CREATE, {
        data: { ...recipe(`Big ${r}`), instructions: ["a", "b"], ingredients: lines(`Item ${r}`, 100) },
      });
      costs[`createRecipe, 100 lines (${r})`] = created;
      recipeIds.push(created.body.data.createRecipe.id);
      for (let day = 1; day <= 7; day++)
        await graphql(
          user.token,
          `
            mutation ($r: Int!, $t: Int!, $d: String!) {
              createMeal(title: "M", description: "d", recipe_id: $r, type_id: $t, scheduled_date: $d) {
                id
              }
            }
          `,
          { r: created.body.data.createRecipe.id, t: typeId, d: `2026-06-0${day}T18:00:00.000Z` },
        );
    }
    costs["updateRecipe, 100 new lines"] = await graphql(
      user.token,
      `
        mutation ($id: Int!, $ing: [RecipeIngredientInput!]) {
          updateRecipe(id: $id, ingredients: $ing) {
            id
          }
        }
      `,
      { id: recipeIds[0], ing: lines("Other", 100) },
    );
    costs["syncShoppingList, 300 lines"] = await graphql(user.token, SYNC, {
      t: "Week",
      s: "01/06/2026",
      e: "07/06/2026",
    });
    expect(costs["syncShoppingList, 300 lines"]!.body.data.syncShoppingList.item_count).toBe(300);
    costs["copyWeek, 21 meals"] = await graphql(
      user.token,
      `
        mutation {
          copyWeek(from_start: "01/06/2026", to_start: "08/06/2026") {
            id
          }
        }
      `,
    );
    costs["recipes, 100 with lines"] = await graphql(
      user.token,
      `
        {
          recipes(limit: 100) {
            id
            title
            ingredients {
              name
            }
            category {
              name
            }
          }
        }
      `,
    );
    // The list page's outbox applies up to 200 changes a post, one API call each.
    const listId = costs["syncShoppingList, 300 lines"]!.body.data.syncShoppingList.id;
    costs["createShoppingItem with a change id"] = await graphql(
      user.token,
      `
        mutation ($l: Int!) {
          createShoppingItem(list_id: $l, name: "Extra", quantity: 1, unit: "g", change_id: "c-add-1") {
            id
          }
        }
      `,
      { l: listId },
    );
    const itemId = costs["createShoppingItem with a change id"]!.body.data.createShoppingItem.id;
    costs["updateShoppingItem with a change id"] = await graphql(
      user.token,
      `
        mutation ($id: Int!) {
          updateShoppingItem(id: $id, name: "Extra2", quantity: 2, change_id: "c-edit-1") {
            id
          }
        }
      `,
      { id: itemId },
    );
    costs["export"] = await metered("/v1/user/export", { token: user.token });
    costs["delete account"] = await metered("/v1/user/account", {
      method: "DELETE",
      token: user.token,
      json: { password: "Correct-horse-9" },
    });

    for (const [name, cost] of Object.entries(costs)) {
      expect(cost.status, `${name}: ${JSON.stringify(cost.body).slice(0, 200)}`).toBeLessThan(300);
      expect(cost.statements, name).toBeGreaterThan(0);
      expect(cost.statements, name).toBeLessThanOrEqual(D1_MAX_QUERIES_PER_INVOCATION / 10);
      expect(cost.longestStatement, name).toBeLessThan(D1_MAX_STATEMENT_BYTES / 10);
    }
    console.log(
      Object.entries(costs)
        .map(
          ([name, c]) => `${name}: ${c.statements} statements, ${c.trips} round trips, longest ${c.longestStatement}`,
        )
        .join("\n"),
    );
  }, 120_000);
});
