import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLObjectType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker-api/src/app";
import { graphqlSchema } from "../../worker-api/src/graphql/schema";
import { gql, signedInUser } from "./helpers";
import { seedHousehold } from "./household";

/**
 * The fast query path (worker-api/src/graphql/fast-execution.ts, docs/performance.md) must answer
 * exactly as Yoga's own executor does. Every case here is sent twice to the whole API app on the
 * same seeded D1: with `FAST_QUERY_PATH` "on" and "off". Where the fast path answered, the answers
 * must be the same byte for byte, and so must the D1 round trips (its siblings must batch as the
 * executor's do); where it handed over, the same but for the order of the errors (and, in an
 * answer nulled whole, the errors that came too late: `expectSameErrors`). The queries are
 * generated from the real schema.
 */

const app = createApp();

type Answer = { status: number; text: string; executor: string | null; trips: number };

/** Sends a GraphQL body to the API app with the worker's bindings, instrumented, and `bindings` over them. */
async function ask(token: string, bindings: Record<string, string | undefined>, body: string): Promise<Answer> {
  const response = await app.fetch(
    new Request("https://api.test/v1/api", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json",
      },
      body,
    }),
    { ...env, REPORT_GRAPHQL_EXECUTOR: "1", D1_COUNT_ROUND_TRIPS: "1", ...bindings },
    createExecutionContext(),
  );
  return {
    status: response.status,
    text: await response.text(),
    executor: response.headers.get("X-GraphQL-Executor"),
    trips: Number(response.headers.get("X-D1-Round-Trips")),
  };
}

/**
 * An answer with its errors in a fixed order. Resolvers fail in the order their D1 reads come
 * back, which no executor fixes: two failing siblings may swap places from one run to the next.
 */
function withErrorsInOrder(text: string) {
  const answer = JSON.parse(text) as { errors?: { path?: unknown; message: string }[] };
  const key = (error: { path?: unknown; message: string }) => JSON.stringify([error.path ?? null, error.message]);
  answer.errors?.sort((a, b) => key(a).localeCompare(key(b)));
  return JSON.stringify(answer);
}

/** Both answers of one request; fails unless they are the same. */
async function both(token: string, query: string, variables: Record<string, unknown> = {}) {
  const body = JSON.stringify({ query, variables });
  const fast = await ask(token, { FAST_QUERY_PATH: "on" }, body);
  const reference = await ask(token, { FAST_QUERY_PATH: "off" }, body);
  const what = `${query}\n${JSON.stringify(variables)}`;
  expect(fast.status, what).toBe(reference.status);
  expect(reference.executor, what).toBe("reference");
  if (fast.executor === "fast") {
    expect(fast.text, what).toBe(reference.text);
    if (fast.trips !== reference.trips) {
      // Round trips out at once count as one, so whether two reads overlap can turn on timing
      // (seen once in 200 cases: 4 against 3, then 3 and 3 however often asked). A path that
      // batches less than the executor differs every time: asked again, they must be alike.
      const fastAgain = await ask(token, { FAST_QUERY_PATH: "on" }, body);
      const referenceAgain = await ask(token, { FAST_QUERY_PATH: "off" }, body);
      expect(fastAgain.trips, `${what}\n(asked again)`).toBe(referenceAgain.trips);
    }
  } else {
    expectSameErrors(fast.text, reference.text, what);
  }
  return { fast, reference };
}

/**
 * Two answers of the executor, the same but for the order of their errors; and, when an error
 * nulled the whole answer, but for the errors of siblings that failed after it. The executor
 * answers as soon as the data is null, and siblings that read different databases (`user` the
 * directory, `shoppingItemsByList` the group's shard) fail in whichever order their reads come
 * back: under load, one run holds a sibling's error and the next does not. Then every error of
 * the shorter answer must be in the longer.
 */
function expectSameErrors(fastText: string, referenceText: string, what: string) {
  type Errors = { data?: unknown; errors?: unknown[] };
  const [fast, reference] = [fastText, referenceText].map((text) => JSON.parse(withErrorsInOrder(text)) as Errors);
  if (fast!.data !== null || reference!.data !== null || !fast!.errors?.length || !reference!.errors?.length) {
    expect(withErrorsInOrder(fastText), what).toBe(withErrorsInOrder(referenceText));
    return;
  }
  const [fewer, more] = [fast!.errors, reference!.errors].sort((a, b) => a.length - b.length);
  const inLonger = new Set(more!.map((error) => JSON.stringify(error)));
  expect(
    fewer!.filter((error) => !inLonger.has(JSON.stringify(error))),
    what,
  ).toEqual([]);
}

/** The household of tests/api/household.ts, and the ids to aim at. */
async function seed() {
  const user = await signedInUser({ first_name: "Fran" });
  const household = await seedHousehold(async (query, variables) => {
    const answer = await gql(user.token, query, variables);
    if (answer.body.errors) throw new Error(`${query}: ${JSON.stringify(answer.body.errors)}`);
    return answer.body.data;
  }, "2026-06-01");
  return { ...household, token: user.token, userId: user.id };
}
type Household = Awaited<ReturnType<typeof seed>>;

// ---- Random query documents over the real schema ----

/** How a value reaches the document: written in it, as a variable, or as a variable's default. */
type Via = "literal" | "variable" | "default";
type Argument = { name: string; type: GraphQLInputType; value: unknown; via: Via };
type Condition = { directive: "skip" | "include"; value: boolean; via: Via };
type Selection =
  | {
      kind: "field";
      name: string;
      alias: string | null;
      args: Argument[];
      condition: Condition | null;
      children: Selection[];
    }
  | { kind: "fragment"; form: "inline" | "typed" | "spread"; condition: Condition | null; children: Selection[] };

const MISSING = 999_999;

/** Values worth asking for, by `field.argument`, then by argument: mostly ids that exist, some that do not. */
function argumentValues(household: Household): Record<string, fc.Arbitrary<unknown>> {
  const ids = (values: number[]) => fc.constantFrom(...values, MISSING);
  const day = fc.constantFrom("01/06/2026", "03/06/2026", "07/06/2026", "30/06/2026", "31/02/2026");
  return {
    "user.id": ids([household.userId]),
    "meal.id": ids(household.meals),
    "recipe.id": ids(household.recipes),
    "getRecipeCategoryByID.id": ids(household.categories),
    "getIngredientByID.id": ids(household.ingredients),
    "shoppingList.id": ids(household.lists),
    "shoppingItem.id": ids(household.items),
    "shoppingLists.limit": fc.constantFrom(1, 2, 100, null),
    list_id: ids(household.lists),
    slug: fc.constantFrom(...household.slugs, "no-such-recipe"),
    limit: fc.constantFrom(1, 2, 3, 100, null, 0),
    page: fc.constantFrom(0, 1, null),
    search: fc.constantFrom("", "soup", "BREAD", "zz", null),
    category_id: ids(household.categories),
    ingredient_ids: fc.subarray(household.ingredients, { maxLength: 2 }),
    start_date: day,
    end_date: day,
    include_unscheduled: fc.boolean(),
    active_first: fc.boolean(),
    // Plan my week: days kept or swapped away, a known recipe, one that is not, or a day that is not.
    keep: fc.subarray(
      [
        { date: "01/06/2026", recipe_id: household.recipes[0]! },
        { date: "03/06/2026", recipe_id: MISSING },
        { date: "31/02/2026", recipe_id: household.recipes[0]! },
      ],
      { maxLength: 2 },
    ),
    not: fc.subarray([{ date: "01/06/2026", recipe_id: household.recipes[0]! }], { maxLength: 1 }),
  };
}

const via: fc.Arbitrary<Via> = fc.constantFrom("literal", "literal", "variable", "default");
const condition: fc.Arbitrary<Condition> = fc.record({
  directive: fc.constantFrom("skip", "include"),
  value: fc.boolean(),
  via,
});
/** `arbitrary` one time in `oneIn`, else null. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

function selectionArbitraries(household: Household) {
  const values = argumentValues(household);
  const valueFor = (field: string, argument: GraphQLArgument): fc.Arbitrary<unknown> => {
    const known = values[`${field}.${argument.name}`] ?? values[argument.name];
    if (known) return known;
    const named = getNamedType(argument.type);
    if (isInputObjectType(named) || !isLeafType(named)) throw new Error(`no values for ${field}(${argument.name})`);
    const scalars: Record<string, fc.Arbitrary<unknown>> = {
      Int: fc.constantFrom(0, 1, MISSING),
      Float: fc.constantFrom(0, 1.5),
      Boolean: fc.boolean(),
    };
    const value = scalars[named.name] ?? fc.constantFrom("x", "");
    return isListType(getNullableType(argument.type)) ? fc.array(value, { maxLength: 2 }) : value;
  };
  const argumentsOf = (field: string, args: readonly GraphQLArgument[]): fc.Arbitrary<Argument[]> =>
    fc
      .tuple(
        ...args.map((argument) => {
          const chosen = fc.record({ value: valueFor(field, argument), via });
          return argument.type.toString().endsWith("!") ? chosen : maybe(chosen, 2);
        }),
      )
      .map((chosen) =>
        chosen.flatMap((choice, index) =>
          choice ? [{ name: args[index]!.name, type: args[index]!.type, ...choice }] : [],
        ),
      );

  const memo = new Map<string, fc.Arbitrary<Selection[]>>();
  /** Up to four selections of `type`, with objects at most `depth` levels deep. */
  const selections = (type: GraphQLObjectType, depth: number, fragments: boolean): fc.Arbitrary<Selection[]> => {
    const key = `${type.name}/${depth}/${fragments}`;
    const known = memo.get(key);
    if (known) return known;
    const fields = Object.values(type.getFields()).filter((field) => depth > 1 || isLeafType(getNamedType(field.type)));
    const field = fc.constantFrom(...fields, null).chain((def) => {
      // null: `__typename`, which every object type has.
      const name = def?.name ?? "__typename";
      const named = def && getNamedType(def.type);
      return fc.record({
        kind: fc.constant("field" as const),
        name: fc.constant(name),
        alias: maybe(fc.constantFrom("a", "b", "first", "again"), 4),
        args: def ? argumentsOf(def.name, def.args) : fc.constant<Argument[]>([]),
        condition: maybe(condition, 5),
        children: named && isObjectType(named) ? selections(named, depth - 1, true) : fc.constant<Selection[]>([]),
      });
    });
    const choices: fc.WeightedArbitrary<Selection>[] = [{ weight: 6, arbitrary: field }];
    if (fragments)
      choices.push({
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("fragment" as const),
          form: fc.constantFrom("inline", "typed", "spread"),
          condition: maybe(condition, 3),
          children: selections(type, depth, false),
        }),
      });
    const arbitrary = fc.array(fc.oneof(...choices), { minLength: 1, maxLength: 4 });
    memo.set(key, arbitrary);
    return arbitrary;
  };
  return selections(graphqlSchema.getQueryType()!, 4, true);
}

/** A GraphQL literal for a JSON-like value. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(literal).join(", ")}]`
    : value !== null && typeof value === "object"
      ? `{ ${Object.entries(value)
          .map(([key, field]) => `${key}: ${literal(field)}`)
          .join(", ")} }`
      : JSON.stringify(value);

/**
 * Writes selections as a document. Fields that would share a response name with another field
 * or other arguments get a fresh alias (or are left out past the 15-alias limit), so the
 * document stays valid; fields of the same name and arguments are merged, as GraphQL merges them.
 */
function render(selections: Selection[], operationName: string | null) {
  const definitions: string[] = [];
  const variables: Record<string, unknown> = {};
  const fragments: string[] = [];
  let aliases = 0;
  const value = (type: string, given: unknown, how: Via) => {
    if (how === "literal") return literal(given);
    const name = `v${definitions.length}`;
    if (how === "variable") {
      definitions.push(`$${name}: ${type}`);
      variables[name] = given;
    } else {
      definitions.push(`$${name}: ${type.replace(/!$/, "")} = ${literal(given)}`);
    }
    return `$${name}`;
  };
  const directive = (when: Condition | null) =>
    when ? ` @${when.directive}(if: ${value("Boolean!", when.value, when.via)})` : "";
  type Scope = Map<string, { signature: string; children: Scope }>;
  const write = (list: Selection[], type: GraphQLObjectType, scope: Scope): string[] =>
    list.flatMap((selection): string[] => {
      if (selection.kind === "fragment") {
        const body = write(selection.children, type, scope);
        if (!body.length) return [];
        const when = directive(selection.condition);
        if (selection.form === "inline") return [`...${when} { ${body.join(" ")} }`];
        if (selection.form === "typed") return [`... on ${type.name}${when} { ${body.join(" ")} }`];
        const name = `F${fragments.length}`;
        fragments.push(`fragment ${name} on ${type.name} { ${body.join(" ")} }`);
        return [`...${name}${when}`];
      }
      const args = selection.args.map((arg) => `${arg.name}: ${value(arg.type.toString(), arg.value, arg.via)}`);
      const signature = `${selection.name}(${args.join(", ")})`;
      let alias = selection.alias !== null && aliases < 15 ? selection.alias : null;
      const taken = scope.get(alias ?? selection.name);
      if (taken && taken.signature !== signature) {
        if (aliases >= 15) return [];
        alias = `r${aliases}`;
      }
      if (alias !== null) aliases += 1;
      const responseName = alias ?? selection.name;
      const entry = scope.get(responseName) ?? { signature, children: new Map() };
      scope.set(responseName, entry);
      const head = `${alias !== null ? `${alias}: ` : ""}${selection.name}${args.length ? `(${args.join(", ")})` : ""}${directive(selection.condition)}`;
      const fieldType = selection.name === "__typename" ? null : getNamedType(type.getFields()[selection.name]!.type);
      if (!fieldType || !isObjectType(fieldType)) return [head];
      const body = write(selection.children, fieldType, entry.children);
      return [`${head} { ${body.length ? body.join(" ") : "__typename"} }`];
    });
  const body = write(selections, graphqlSchema.getQueryType()!, new Map());
  const head =
    operationName || definitions.length
      ? `query ${operationName ?? ""}${definitions.length ? `(${definitions.join(", ")})` : ""} `
      : "";
  return { query: [`${head}{ ${body.join(" ") || "__typename"} }`, ...fragments].join("\n"), variables };
}

describe("the fast query path", () => {
  let household: Household;
  beforeAll(async () => {
    household = await seed();
  }, 60_000);

  it("answers random queries over the real schema exactly as Yoga's executor does", async () => {
    const tally = { fast: 0, reference: 0, withoutErrors: 0 };
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    addEventListener("unhandledrejection", onRejection);
    try {
      await fc.assert(
        fc.asyncProperty(
          selectionArbitraries(household),
          fc.option(fc.constantFrom("Screen", "Page"), { nil: null }),
          async (selections, name) => {
            const { query, variables } = render(selections, name);
            const { fast } = await both(household.token, query, variables);
            tally[fast.executor === "fast" ? "fast" : "reference"] += 1;
            if (fast.status === 200 && !JSON.parse(fast.text).errors) tally.withoutErrors += 1;
          },
        ),
        // Two requests a document: about 4 s on an idle machine, more beside other test files.
        { numRuns: 200 },
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      removeEventListener("unhandledrejection", onRejection);
    }
    expect(rejections).toEqual([]);
    // The generator must exercise both: many documents the fast path answers, and errors that go to
    // the executor. Every document is compared either way; what counts is how many took the fast
    // path. As the schema grew (Plan my week's fields and arguments), about half the random
    // documents came to hold an error, so "more fast than reference" failed at random (94 to 106
    // in one CI run) though every answer matched; so did "more than 100 without errors" (98 in
    // another). Both thresholds sit far below the mean (about 100 of 200) to count coverage, not luck.
    expect(tally.fast, JSON.stringify(tally)).toBeGreaterThanOrEqual(60);
    expect(tally.reference, JSON.stringify(tally)).toBeGreaterThan(0);
    expect(tally.withoutErrors, JSON.stringify(tally)).toBeGreaterThanOrEqual(60);
  }, 90_000);

  it.each([
    [
      "the benchmark's recipe page",
      `{ recipes(limit: 100, page: 0, search: "") { id slug title category { name } ingredients { name quantity unit } } }`,
    ],
    [
      "a week of meals with their relations through fragments",
      `query($s: String!, $e: String!) { mealsByDateRange(start_date: $s, end_date: $e, include_unscheduled: true) { ...M type { name } } }
       fragment M on Meal { id title scheduled_date recipe { slug title ingredients { id name } } }`,
      { s: "01/06/2026", e: "07/06/2026" },
    ],
    [
      "a list, its items and what the week needs",
      `query($s: String!, $e: String!) {
        shoppingLists(active_first: true) { id title item_count bought_count items_total spent items { name price is_bought ingredient { name category { name } } } }
        findIngredientsByDateRange(start_date: $s, end_date: $e) { id name quantity unit group { name } meal_ids }
      }`,
      { s: "01/06/2026", e: "07/06/2026" },
    ],
  ])("answers %s itself", async (_, query, variables?: Record<string, unknown>) => {
    const { fast } = await both(household.token, query, variables);
    expect(fast.executor).toBe("fast");
    expect(JSON.parse(fast.text).errors).toBeUndefined();
  });

  it.each([
    ["a mutation", `mutation { deleteMeal(id: ${MISSING}) }`],
    ["introspection", `{ __type(name: "Recipe") { name } }`],
    [
      "a resolver that throws",
      `{ recipes(limit: 1) { id } mealsByDateRange(start_date: "31/02/2026", end_date: "01/03/2026") { id } }`,
    ],
    [
      "a resolver that fails after its siblings started",
      `{ recipes { id title } shoppingList(id: ${MISSING}) { id } }`,
    ],
    [
      "an answer nulled whole by a missing list, beside a missing user read from the directory",
      `{ user(id: ${MISSING}) { id } shoppingItemsByList(list_id: ${MISSING}) { id } recipes(page: 0) { id } }`,
    ],
    ["variables of the wrong type", `query($id: Int!) { recipe(id: $id) { id } }`, { id: "three" }],
    ["an alias named __proto__", `{ recipes(limit: 1) { __proto__: title } }`],
  ])("hands %s to Yoga's executor", async (_, query, variables?: Record<string, unknown>) => {
    const { fast } = await both(household.token, query, variables);
    expect(fast.executor).toBe("reference");
  });

  it("plans a document again for other values of the variables @skip and @include read", async () => {
    const query = `query($all: Boolean!) { all: recipes @include(if: $all) { id } some: recipes(limit: 1) @skip(if: $all) { title } }`;
    for (const all of [true, false, true]) {
      const { fast } = await both(household.token, query, { all });
      expect(fast.executor).toBe("fast");
      expect(Object.keys(JSON.parse(fast.text).data)).toEqual([all ? "all" : "some"]);
    }
  });

  it('is on when FAST_QUERY_PATH is "on" (the worker\'s binding) or unset, and off for any other value', async () => {
    const body = JSON.stringify({ query: `{ mealTypes { name } }` });
    const executor = async (bindings: Record<string, string | undefined>) =>
      (await ask(household.token, bindings, body)).executor;
    // worker-api/wrangler.toml's [vars], which this project's worker runs with.
    expect((env as unknown as { FAST_QUERY_PATH?: string }).FAST_QUERY_PATH).toBe("on");
    expect(await executor({})).toBe("fast");
    expect(await executor({ FAST_QUERY_PATH: undefined })).toBe("fast");
    expect(await executor({ FAST_QUERY_PATH: "off" })).toBe("reference");
    expect(await executor({ FAST_QUERY_PATH: "false" })).toBe("reference");
    // Without the instrumentation binding, nothing says which executor answered.
    expect(await executor({ REPORT_GRAPHQL_EXECUTOR: undefined })).toBeNull();
  });
});
