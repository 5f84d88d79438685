import { execute, parse, type ExecutionArgs } from "graphql";
import { createSchema } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import { executeFast } from "../../worker-api/src/graphql/fast-execution";

/**
 * The fast path must answer exactly as the reference executor (graphql-js) does, and hand
 * everything it cannot answer so to the reference. Each case runs both on the same query and
 * compares the JSON answers byte for byte, and says which of the two answered.
 */

type Row = {
  id: number;
  name: string;
  categoryId: number | null;
  quantity: number;
  strict: string | null;
  lines: unknown[];
  origin?: unknown;
};

const rows: Row[] = [
  {
    id: 1,
    name: "Soup",
    categoryId: 10,
    quantity: 1.5,
    strict: "a",
    lines: [
      { name: "Leek", quantity: 2, unit: "G", tags: ["green", null] },
      { name: "Salt", quantity: null, unit: null, tags: null },
    ],
  },
  { id: 2, name: "Stew", categoryId: null, quantity: 2, strict: "b", lines: [] },
  {
    id: 3,
    name: "Pie",
    categoryId: 11,
    quantity: 3,
    strict: null,
    lines: [{ name: "Flour", quantity: 500, unit: "LB", tags: [] }],
  },
];

const schema = createSchema<{ batches: number[][]; load(id: number): Promise<{ name: string } | null> }>({
  typeDefs: /* GraphQL */ `
    directive @upper on FIELD
    enum Unit {
      G
      KG
    }
    interface Named {
      name: String!
    }
    type Line {
      name: String!
      quantity: Float
      unit: Unit
      tags: [String]
    }
    type Category {
      name: String
    }
    type Tag {
      label: String
    }
    type Recipe implements Named {
      id: Int!
      name: String!
      lines: [Line!]!
      category: Category
      strict: String!
      scaled(times: Int = 2): Float
      origin: Category
    }
    type Query {
      recipes(limit: Int!): [Recipe!]!
      recipe(id: Int!): Recipe
      promisedRecipes: [Recipe]
      numbers: [Int]
      named: [Named]
      broken: String
      lateFailure: String
      tag: Tag
    }
    type Mutation {
      touch: Int
    }
  `,
  resolvers: {
    Query: {
      recipes: async (_: unknown, { limit }: { limit: number }) => rows.slice(0, limit).map((row) => ({ ...row })),
      recipe: (_: unknown, { id }: { id: number }) => rows.find((row) => row.id === id) ?? null,
      promisedRecipes: () => rows.slice(0, 2).map((row) => Promise.resolve(row)),
      numbers: () => [1, null, 3],
      tag: () => ({ label: "not a tag after all" }),
      named: () => rows,
      broken: () => {
        throw new Error("broken on purpose");
      },
      lateFailure: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error("late on purpose");
      },
    },
    Mutation: { touch: () => 1 },
    Named: { __resolveType: () => "Recipe" },
    Tag: { __isTypeOf: () => false },
    Recipe: {
      category: (row: Row, _: unknown, ctx: { load(id: number): Promise<{ name: string } | null> }) =>
        row.categoryId ? ctx.load(row.categoryId) : null,
      scaled: (row: Row, { times }: { times: number }) => row.quantity * times,
    },
  },
});

/** A context whose category loader batches the keys asked for in one tick, as DataLoader does. */
function context() {
  const batches: number[][] = [];
  let pending: { ids: number[]; done: Promise<void> } | null = null;
  return {
    batches,
    load(id: number) {
      if (!pending) {
        const batch = {
          ids: [] as number[],
          done: Promise.resolve().then(() => {
            batches.push(batch.ids);
            pending = null;
          }),
        };
        pending = batch;
      }
      const batch = pending;
      batch.ids.push(id);
      return batch.done.then(() => ({ name: `Category ${id}` }));
    },
  };
}

async function both(query: string, variableValues?: Record<string, unknown>) {
  const document = parse(query);
  const args = (contextValue: unknown): ExecutionArgs => ({ schema, document, variableValues, contextValue });
  let answeredBy: "fast path" | "reference" = "fast path";
  const fastContext = context();
  const fast = await executeFast(args(fastContext), (referenceArgs) => {
    answeredBy = "reference";
    return execute(referenceArgs);
  });
  const reference = await execute(args(context()));
  return { fast: JSON.stringify(fast), reference: JSON.stringify(reference), answeredBy, batches: fastContext.batches };
}

describe("the fast query path", () => {
  it.each([
    [
      "lists of objects, nulls inside lists and objects, enums and floats",
      `{ recipes(limit: 2) { id category { name } name lines { name quantity unit tags } } }`,
    ],
    [
      "aliases, merged fields, fragments, inline fragments, __typename, arguments from variables and defaults",
      `query Page($n: Int!, $times: Int) {
        first: recipes(limit: $n) { ...Parts id __typename ... on Recipe { lines { name } lines { quantity } } custom: scaled(times: $times) }
        one: recipe(id: 2) { name }
        none: recipe(id: 99) { name }
        __typename
      }
      fragment Parts on Recipe { id name scaled tripled: scaled(times: 3) }`,
      { n: 2, times: 5 },
    ],
    ["a variable left to its default", `query($n: Int = 1) { recipes(limit: $n) { id } }`, {}],
    ["a list whose items are promises", `{ promisedRecipes { id name } }`],
    ["a list of scalars with nulls", `{ numbers }`],
    [
      "@skip and @include on fields, fragments and inline fragments",
      `query($all: Boolean!, $more: Boolean = true) {
        a: recipes(limit: 1) @include(if: $all) { id }
        b: recipes(limit: 2) @skip(if: $all) { id ...Scaled @include(if: $more) ... on Recipe @skip(if: false) { name } lines @include(if: false) { name } }
      }
      fragment Scaled on Recipe { scaled }`,
      { all: false },
    ],
    [
      "the same query twice (from its cached plan)",
      `{ recipes(limit: 2) { id name lines { name quantity unit tags } category { name } } }`,
    ],
  ])("answers %s itself, exactly as the reference does", async (_, query, variables?: Record<string, unknown>) => {
    const { fast, reference, answeredBy } = await both(query, variables);
    expect(answeredBy).toBe("fast path");
    expect(fast).toBe(reference);
    expect(JSON.parse(fast).errors).toBeUndefined();
  });

  it.each([
    ["a directive other than @skip and @include", `{ recipes(limit: 1) { id name @upper } }`],
    ["an interface", `{ named { name } }`],
    ["introspection", `{ __schema { queryType { name } } }`],
    ["a mutation", `mutation { touch }`],
    ["a resolver that throws", `{ recipes(limit: 1) { id } broken }`],
    ["a null in a non-null field", `{ recipes(limit: 3) { id strict } }`],
    ["a value the enum refuses", `{ recipes(limit: 3) { lines { unit } } }`],
    ["variables of the wrong type", `query($n: Int!) { recipes(limit: $n) { id } }`, { n: "three" }],
    ["an alias named __proto__", `{ recipes(limit: 1) { __proto__: name } }`],
    ["a type that checks its values itself", `{ tag { label } }`],
    ["a method where the default resolver reads a field", `{ recipe(id: 1) { origin { name } } }`],
  ])("hands %s to the reference executor", async (_, query, variables?: Record<string, unknown>) => {
    const original = rows[0]!.origin;
    rows[0]!.origin = () => ({ name: "From a method" });
    try {
      const { fast, reference, answeredBy } = await both(query, variables);
      expect(answeredBy).toBe("reference");
      expect(fast).toBe(reference);
    } finally {
      rows[0]!.origin = original;
    }
  });

  it("plans a document again for other values of the variables @skip and @include read", async () => {
    const document = parse(
      `query($all: Boolean!) { all: recipes(limit: 3) @include(if: $all) { id } some: recipes(limit: 1) @skip(if: $all) { name } }`,
    );
    for (const all of [true, false, true]) {
      const args: ExecutionArgs = { schema, document, variableValues: { all }, contextValue: context() };
      let answeredBy = "fast path";
      const fast = await executeFast(args, (referenceArgs) => {
        answeredBy = "reference";
        return execute(referenceArgs);
      });
      expect(answeredBy).toBe("fast path");
      expect(JSON.stringify(fast)).toBe(JSON.stringify(await execute({ ...args, contextValue: context() })));
      expect(JSON.stringify(fast)).toBe(
        all ? `{"data":{"all":[{"id":1},{"id":2},{"id":3}]}}` : `{"data":{"some":[{"name":"Soup"}]}}`,
      );
    }
  });

  it("starts every sibling's resolver before waiting for any, so a loader batches them", async () => {
    const { fast, reference, answeredBy, batches } = await both(`{ recipes(limit: 3) { id category { name } } }`);
    expect(answeredBy).toBe("fast path");
    expect(fast).toBe(reference);
    expect(batches).toEqual([[10, 11]]);
  });

  it("gives up on a query whose sibling fails later without leaving that failure unhandled", async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    addEventListener("unhandledrejection", onRejection);
    try {
      const { fast, reference, answeredBy } = await both(`{ lateFailure broken }`);
      expect(answeredBy).toBe("reference");
      expect(fast).toBe(reference);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    } finally {
      removeEventListener("unhandledrejection", onRejection);
    }
  });
});
