import { testDb } from "../shared/test-db";
import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from "graphql";
import { graphqlSchema } from "../../worker-api/src/graphql/schema";
import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, signedInUser } from "./helpers";

/**
 * Generated hostile input for every REST body and every GraphQL input: each case breaks at least
 * one field (wrong type, missing, empty, 100 KB, out of range, impossible date…), the other fields
 * carry hostile text (SQL and HTML metacharacters, unicode, control characters) and extra keys
 * ride along. Every answer must be a 4xx with a message, never a 5xx, and D1 must be unchanged.
 */

const RUNS = 12;
const big = "x".repeat(100 * 1024);

const hostileText = fc.oneof(
  fc.constantFrom(
    "'; DROP TABLE users; --",
    '" OR 1=1 --',
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "🍝🥦 ünïcödé",
    "\u0000\u0007\u001b[31m",
    "\\%_",
    "Robert'); --",
  ),
  fc.string({ maxLength: 40 }),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const numberish = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, -0.01, 1e20, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const bad = {
  email: fc.oneof(wrongType, fc.constantFrom("", "   ", "no-at-sign", "a@b", "@example.com", big)),
  newPassword: fc.oneof(wrongType, fc.constantFrom("", "short", big)),
  password: fc.oneof(wrongType, fc.constantFrom("", big)),
  name: fc.oneof(wrongType, fc.constantFrom("", "   ", big)),
  token: fc.oneof(wrongType, fc.constantFrom("", big)),
  code: fc.oneof(wrongType, fc.constantFrom("", "12345", "abcdef", "１２３４５６", big)),
  groupName: fc.oneof(wrongType, fc.constantFrom("", "ab", "  a ", "n".repeat(100), big)),
  description: fc.oneof(fc.constantFrom(5, true, ["a"]), fc.constant("d".repeat(501))),
  id: fc.oneof(fc.constantFrom("abc", -1, 0, 1.5, 1e20, null, true)),
  role: fc.oneof(fc.constantFrom("owner", "king", "", 5, null)),
  locale: fc.oneof(wrongType, fc.constantFrom("", "xx", "de-DE", "DE", " de", "english", big)),
  boolean: fc.oneof(fc.constantFrom("yes", 1, 0, "true", [])),
  page: fc.oneof(
    wrongType,
    fc.constantFrom("", "   ", "<p>a recipe? no</p>", '<script type="application/ld+json">{</script>'),
  ),
  link: fc.oneof(
    wrongType,
    fc.constantFrom("", "ftp://example.org/x", "javascript:alert(1)", "soup", "http://a:b@example.org/"),
  ),
};

type Field = { name: string; bad: fc.Arbitrary<unknown>; valid: unknown; required: boolean };
const field = (name: string, badValue: fc.Arbitrary<unknown>, valid: unknown, required = true): Field => ({
  name,
  bad: badValue,
  valid,
  required,
});

/** A body with one field broken (or missing, when required), hostile text elsewhere, extra keys. */
function brokenBody(fields: Field[]) {
  return fc
    .record({
      broken: fc.integer({ min: 0, max: fields.length - 1 }),
      drop: fc.boolean(),
      extras: fc.dictionary(
        fc.constantFrom("admin", "is_admin", "__proto__x", "role2", "group_id", "id"),
        fc.oneof(hostileText, wrongType),
        { maxKeys: 2 },
      ),
      noise: fc.array(hostileText, { minLength: fields.length, maxLength: fields.length }),
    })
    .chain(({ broken, drop, extras, noise }) =>
      fields[broken]!.bad.map((badValue) => {
        const body: Record<string, unknown> = { ...extras };
        fields.forEach((f, i) => {
          if (i === broken) {
            if (!(drop && f.required)) body[f.name] = badValue;
          } else {
            body[f.name] =
              typeof f.valid === "string" &&
              !["email", "password", "new_password", "confirm_password", "current_password"].includes(f.name) &&
              Math.random() < 0.5
                ? `${f.valid}${noise[i]}`.slice(0, 60) || f.valid
                : f.valid;
          }
        });
        return body;
      }),
    );
}

/** Every row of every table but the attempt counters (counting attempts is their job). */
async function databaseSnapshot() {
  const tables = (
    await testDb
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('auth_attempts', 'd1_migrations') ORDER BY name",
      )
      .all<{ name: string }>()
  ).results;
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables)
    dump[name] = (await testDb.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()).results;
  return JSON.stringify(dump);
}

/** Bodies nested far deeper than any the API takes, with `name` holding the nesting. */
const deepBodies = (name: string) => [
  `{${JSON.stringify(name)}:${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
  `{${JSON.stringify(name)}:${'{"a":'.repeat(40_000)}1${"}".repeat(40_000)}}`,
];

function expectRefusal(status: number, body: unknown, label: string) {
  expect(status, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
  const message =
    (body as { error?: { message?: string }; errors?: { message?: string }[] }).error?.message ??
    (body as { errors?: { message?: string }[] }).errors?.[0]?.message;
  expect(typeof message === "string" && message.length > 0, `${label} has a message`).toBe(true);
}

/**
 * The two runs of hostile inputs send hundreds of requests each (about 5 s and 16 s alone): more
 * than the project's 30 s a test once both runs of `npm test` share two cores with other work.
 */
const HOSTILE_RUN_MS = 90_000;

describe("hostile REST bodies", async () => {
  it("get a 4xx with a message, and leave D1 unchanged", { timeout: HOSTILE_RUN_MS }, async () => {
    const user = await signedInUser({ first_name: "Hostile" });
    const group = (await (
      await api("/v1/groups", { method: "POST", token: user.token, json: { name: "Hostile tests" } })
    ).json()) as { id: number };
    const endpoints: { method: string; path: string; token?: string; fields: Field[] }[] = [
      {
        method: "POST",
        path: "/v1/auth/register",
        fields: [
          field("email", bad.email, "new@example.com"),
          field("password", bad.newPassword, "Correct-horse-9"),
          field("first_name", bad.name, "Ann"),
          field("last_name", bad.name, "Lee"),
          field("locale", bad.locale, "de", false),
        ],
      },
      {
        method: "POST",
        path: "/v1/auth/login",
        fields: [field("email", bad.email, user.email), field("password", bad.password, "whatever-pass")],
      },
      { method: "POST", path: "/v1/auth/refresh", fields: [field("refresh_token", bad.token, "x")] },
      {
        method: "POST",
        path: "/v1/auth/login/2fa",
        fields: [field("challenge_token", bad.token, "x"), field("code", bad.code, "123456")],
      },
      { method: "POST", path: "/v1/auth/reset/initiate", fields: [field("email", bad.email, user.email)] },
      {
        method: "POST",
        path: "/v1/auth/reset/verify",
        fields: [
          field("email", bad.email, user.email),
          field("reset_token", bad.token, "x"),
          field("totp_code", bad.code, "123456"),
        ],
      },
      {
        method: "POST",
        path: "/v1/auth/reset/complete",
        fields: [
          field("email", bad.email, user.email),
          field("temporary_token", bad.token, "x"),
          field("new_password", bad.newPassword, "Strong-Pass1!"),
          field("confirm_password", bad.password, "Other-Pass1!"),
        ],
      },
      {
        method: "PUT",
        path: "/v1/user/profile",
        token: user.token,
        fields: [
          field("email", bad.email, "x@example.com", false),
          field("username", bad.name, "okname", false),
          field("first_name", bad.name, "Ann", false),
        ],
      },
      {
        method: "POST",
        path: "/v1/user/change-password",
        token: user.token,
        fields: [
          field("current_password", bad.password, "wrong-pass-1"),
          field("new_password", bad.newPassword, "Another-pass-2"),
        ],
      },
      { method: "DELETE", path: "/v1/user/account", token: user.token, fields: [field("password", bad.password, "x")] },
      { method: "POST", path: "/v1/user/2fa/verify", token: user.token, fields: [field("code", bad.code, "123456")] },
      {
        method: "POST",
        path: "/v1/user/2fa/disable",
        token: user.token,
        fields: [field("password", bad.password, "x"), field("code", bad.code, "123456")],
      },
      {
        method: "POST",
        path: "/v1/groups",
        token: user.token,
        fields: [
          field("name", bad.groupName, "A group"),
          field("description", bad.description, "fine", false),
          field("is_personal", bad.boolean, false, false),
        ],
      },
      {
        method: "PUT",
        path: `/v1/groups/${group.id}`,
        token: user.token,
        fields: [field("name", bad.groupName, "Renamed", false), field("description", bad.description, "fine", false)],
      },
      {
        method: "POST",
        path: `/v1/groups/${group.id}/members`,
        token: user.token,
        fields: [field("user_id", bad.id, 999999), field("role", bad.role, "member", false)],
      },
      {
        method: "PUT",
        path: `/v1/groups/${group.id}/members/${user.id}`,
        token: user.token,
        fields: [field("role", bad.role, "admin")],
      },
      {
        // A page without a recipe, and a link to a closed local port: never a fetch off this machine.
        method: "POST",
        path: "/v1/recipes/import",
        token: user.token,
        fields: [
          field("html", bad.page, "<html><body><p>No recipe here.</p></body></html>"),
          field("url", bad.link, "http://127.0.0.1:1/soup", false),
        ],
      },
    ];
    const before = await databaseSnapshot();
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(brokenBody(endpoint.fields), async (body) => {
          const response = await api(endpoint.path, { method: endpoint.method, token: endpoint.token, json: body });
          expectRefusal(response.status, await response.json(), `${endpoint.method} ${endpoint.path}`);
        }),
        { numRuns: RUNS },
      );
      // Nesting no JSON library writes for us: 100,000 arrays deep in a field, 40,000 objects deep.
      for (const body of deepBodies(endpoint.fields[0]!.name)) {
        const response = await api(endpoint.path, {
          method: endpoint.method,
          token: endpoint.token,
          body,
          headers: { "Content-Type": "application/json" },
        });
        expectRefusal(response.status, await response.json(), `${endpoint.method} ${endpoint.path} nested`);
      }
    }
    expect(await databaseSnapshot()).toBe(before);
  });

  it("store hostile text verbatim when it is valid, and the pages escape it", async () => {
    const user = await signedInUser();
    const title = `<script>alert("x")</script>'; DROP TABLE recipes; --`;
    const created = await gql(
      user.token,
      `mutation($t: String!) { createRecipe(data: { title: $t, description: "🍝 \\u0007", category: "<b>bold</b>", ingredients: [{ name: "%_\\\\", quantity: 1, unit: "g" }] }) { title slug category { name } ingredients { name } } }`,
      { t: title },
    );
    expect(created.body.data.createRecipe).toMatchObject({
      title,
      category: { name: "<b>bold</b>" },
      ingredients: [{ name: "%_\\" }],
    });
    const [row] = (
      await testDb
        .prepare("SELECT title FROM recipes WHERE group_id = ?")
        .bind(await personalGroupId(user.id))
        .all<{ title: string }>()
    ).results;
    expect(row!.title).toBe(title);
  });
});

describe("hostile GraphQL inputs", () => {
  it("get a 4xx with a message, and leave D1 unchanged", { timeout: HOSTILE_RUN_MS }, async () => {
    const user = await signedInUser({ first_name: "Gql" });
    const type = (await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`)).body.data.createMealType
      .id;
    const recipe = (
      await gql(
        user.token,
        `mutation { createRecipe(data: { title: "R", description: "d", category: "c", ingredients: [{ name: "n", quantity: 1, unit: "g" }] }) { id ingredients { id } } }`,
      )
    ).body.data.createRecipe;
    const meal = (
      await gql(user.token, `mutation($t: Int!) { createMeal(title: "M", type_id: $t) { id } }`, { t: type })
    ).body.data.createMeal.id;
    const list = (
      await gql(
        user.token,
        `mutation { createShoppingList(title: "L", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id;
    const item = (
      await gql(
        user.token,
        `mutation($l: Int!) { createShoppingItem(list_id: $l, name: "I", quantity: 1, unit: "g") { id } }`,
        { l: list },
      )
    ).body.data.createShoppingItem.id;
    const day = fc.oneof(wrongType, fc.constantFrom("31/02/2026", "2026-06-01", "00/01/2026", "1/6/2026", "", big));
    const positive = fc.oneof(
      fc.constantFrom("1", true, null),
      numberish.filter((n) => !(Number.isFinite(n) && n > 0 && n < 1_000_000)),
    );
    const text = (max: number) =>
      fc.oneof(fc.constantFrom(3, true, [], {}), fc.constantFrom("", "   ", "t".repeat(max + 1)));
    const operations: { query: string; vars: Field[] }[] = [
      {
        query: `mutation($title: String!, $type_id: Int!, $d: String, $s: Int) { createMeal(title: $title, type_id: $type_id, scheduled_date: $d, servings: $s) { id } }`,
        vars: [
          field("title", text(200), "T"),
          field("type_id", bad.id, type),
          field("d", fc.constantFrom("tomorrow", "2026-13-45T00:00:00Z", 5), null, false),
          field("s", fc.constantFrom(0, -2, 101, 1.5, "2"), null, false),
        ],
      },
      {
        query: `mutation($id: Int!, $title: String) { updateMeal(id: $id, title: $title) { id } }`,
        vars: [field("id", bad.id, meal), field("title", text(200), "T", false)],
      },
      {
        query: `mutation($name: String!) { createMealType(name: $name) { id } }`,
        vars: [field("name", text(50), "Snack")],
      },
      {
        query: `mutation($c: String!, $due: String) { createTask(content: $c, due_date: $due) { id } }`,
        vars: [field("c", text(500), "Task"), field("due", fc.constantFrom("soon", 7), null, false)],
      },
      {
        query: `mutation($id: Int!, $email: String) { updateUser(id: $id, email: $email) { id } }`,
        vars: [field("id", fc.constantFrom(-1, "me", 1.5), user.id), field("email", bad.email, user.email, false)],
      },
      {
        query: `mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`,
        vars: [
          field(
            "d",
            fc.oneof(
              wrongType,
              fc.constantFrom(
                { title: "", description: "d", category: "c", ingredients: [] },
                { title: "T", description: "d", category: "c", ingredients: [{ name: "a", quantity: 0, unit: "g" }] },
                {
                  title: "T",
                  description: "d",
                  category: "c",
                  ingredients: [
                    { name: "a", quantity: 1, unit: " " },
                    { name: "A", quantity: 1, unit: "g" },
                  ],
                },
                { title: big, description: "d", category: "c", ingredients: [{ name: "a", quantity: 1, unit: "g" }] },
              ),
            ),
            null,
          ),
        ],
      },
      {
        query: `mutation($id: Int!, $title: String) { updateRecipe(id: $id, title: $title) { id } }`,
        vars: [field("id", bad.id, recipe.id), field("title", text(200), "T", false)],
      },
      {
        query: `mutation($name: String!, $type: String!, $cal: Float) { createIngredient(name: $name, type: $type, calories_per_100g: $cal) { id } }`,
        vars: [
          field("name", text(100), "N"),
          field("type", text(60), "t"),
          field("cal", fc.constantFrom(-1, 1e9, "x"), null, false),
        ],
      },
      {
        query: `mutation($id: Int!, $name: String) { updateIngredient(id: $id, name: $name) { id } }`,
        vars: [field("id", bad.id, recipe.ingredients[0].id), field("name", text(100), "N", false)],
      },
      {
        query: `mutation($t: String!, $s: String!, $e: String!) { createShoppingList(title: $t, start_date: $s, end_date: $e) { id } }`,
        vars: [
          field("t", text(200), "L"),
          field("s", day, "01/06/2026"),
          field("e", fc.oneof(day, fc.constant("31/05/2026")), "02/06/2026"),
        ],
      },
      {
        query: `mutation($t: String!, $s: String!, $e: String!) { syncShoppingList(title: $t, start_date: $s, end_date: $e) { id } }`,
        vars: [field("t", text(200), "L"), field("s", day, "01/06/2026"), field("e", day, "02/06/2026")],
      },
      {
        query: `mutation($s: String!, $e: String!) { saveMealList(start_date: $s, end_date: $e) { id } }`,
        vars: [field("s", day, "01/06/2026"), field("e", day, "02/06/2026")],
      },
      {
        query: `mutation($id: Int!, $status: String, $p: Int) { updateShoppingList(id: $id, status: $status, total_price: $p) { id } }`,
        vars: [
          field("id", bad.id, list),
          field("status", fc.constantFrom("cancelled", "DONE", "", 3), "active", false),
          field("p", fc.constantFrom(-1, 1.5, "10"), 100, false),
        ],
      },
      {
        query: `mutation($l: Int!, $name: String!, $q: Float!, $u: String!, $p: Float) { createShoppingItem(list_id: $l, name: $name, quantity: $q, unit: $u, price: $p) { id } }`,
        vars: [
          field("l", bad.id, list),
          field("name", text(200), "I"),
          field("q", positive, 1),
          field("u", text(30), "g"),
          field("p", fc.constantFrom(-0.01, -5, "1", 1e7), 1, false),
        ],
      },
      {
        query: `mutation($id: Int!, $q: Float, $b: Boolean) { updateShoppingItem(id: $id, quantity: $q, is_bought: $b) { id } }`,
        vars: [field("id", bad.id, item), field("q", positive, 1, false), field("b", bad.boolean, true, false)],
      },
      {
        query: `query($s: String!, $e: String!) { mealsByDateRange(start_date: $s, end_date: $e) { id } }`,
        vars: [field("s", day, "01/06/2026"), field("e", day, "07/06/2026")],
      },
      {
        query: `mutation($f: String!, $t: String!, $o: Int) { copyWeek(from_start: $f, to_start: $t, utc_offset_minutes: $o) { id } }`,
        vars: [
          field("f", day, "01/06/2026"),
          field("t", day, "08/06/2026"),
          field("o", fc.constantFrom(841, -900, 1.5, "60"), 60, false),
        ],
      },
      {
        query: `query($s: String!, $e: String!) { findIngredientsByDateRange(start_date: $s, end_date: $e) { id } }`,
        vars: [field("s", day, "01/06/2026"), field("e", day, "07/06/2026")],
      },
      {
        query: `query($l: Int, $p: Int, $q: String) { recipes(limit: $l, page: $p, search: $q) { id } }`,
        vars: [
          field("l", fc.constantFrom(0, -1, 101, 1e10, "5"), 10, false),
          field("p", fc.constantFrom(-1, 1.5, "x"), 0, false),
          field("q", fc.constantFrom(big, 5), "", false),
        ],
      },
    ];
    const before = await databaseSnapshot();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(brokenBody(operation.vars), async (variables) => {
          const result = await gql(user.token, operation.query, variables);
          expectRefusal(result.status, result.body, operation.query.slice(0, 60));
        }),
        { numRuns: RUNS },
      );
    }
    expect(await databaseSnapshot()).toBe(before);
  });
});

describe("every GraphQL operation of the schema", () => {
  /** A value of the wrong type for an input type: a string for numbers, a number for strings… */
  function wrongValue(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return wrongValue(type.ofType);
    if (isListType(type)) return "not a list";
    const named = getNamedType(type);
    if (isInputObjectType(named)) return 42;
    if (isEnumType(named)) return "NOT_A_VALUE";
    if (isScalarType(named)) return named.name === "String" ? { not: "a string" } : "not a number";
    return null;
  }

  it("refuses arguments of the wrong type with 400, whatever the operation, and writes nothing", async () => {
    const user = await signedInUser();
    const before = await databaseSnapshot();
    for (const [kind, type] of [
      ["query", graphqlSchema.getQueryType()!],
      ["mutation", graphqlSchema.getMutationType()!],
    ] as const) {
      for (const operation of Object.values(type.getFields())) {
        if (!operation.args.length) continue;
        const definitions = operation.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
        const call = operation.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
        const selection = isScalarType(getNamedType(operation.type)) ? "" : " { __typename }";
        const variables = Object.fromEntries(operation.args.map((arg) => [arg.name, wrongValue(arg.type)]));
        const result = await gql(
          user.token,
          `${kind}(${definitions}) { ${operation.name}(${call})${selection} }`,
          variables,
        );
        expect(result.status, operation.name).toBe(400);
        expectRefusal(result.status, result.body, operation.name);
      }
    }
    expect(await databaseSnapshot()).toBe(before);
  });
});
