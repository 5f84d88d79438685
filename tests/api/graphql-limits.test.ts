import { describe, expect, it } from "vitest";
import { gql, signedInUser } from "./helpers";

describe("GraphQL request limits", () => {
  it("refuse queries nested too deep, with 400 and a clear message", async () => {
    const user = await signedInUser();
    const deepest = `{ shoppingLists { items { ingredient { category { name } } } } }`;
    expect((await gql(user.token, deepest)).status).toBe(200);
    // Larder's schema has no cycles, so only a query past its real depth can get there; the limit still answers.
    const tooDeep = `{ meals { recipe { category { a { b { c { d { e { f } } } } } } } } }`;
    const result = await gql(user.token, tooDeep);
    expect(result.status).toBe(400);
    expect(result.body.errors!.map((error) => error.message)).toContain("Query is too deep: 9 levels, at most 8.");
  });

  it("refuse queries that would cost too much, and let the screens' heaviest through", async () => {
    const user = await signedInUser();
    const recipesPage = `recipes(limit: 100) { id slug title category { id name } ingredients { id name quantity unit } }`;
    expect((await gql(user.token, `{ ${recipesPage} }`)).status).toBe(200);
    const greedy = `{ ${Array.from({ length: 15 }, (_, i) => `r${i}: ${recipesPage}`).join(" ")} }`;
    const result = await gql(user.token, greedy);
    expect(result.status).toBe(400);
    expect(result.body.errors![0]!.message).toMatch(/^Query is too costly: an estimated \d+, at most 5000\.$/);
  });

  it("refuse more than 15 aliases", async () => {
    const user = await signedInUser();
    const many = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: mealTypes { id }`).join(" ")} }`;
    const result = await gql(user.token, many);
    expect(result.status).toBe(400);
    expect(result.body.errors![0]!.message).toBe("Too many aliases: 16, at most 15.");
    const fine = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: mealTypes { id }`).join(" ")} }`;
    expect((await gql(user.token, fine)).status).toBe(200);
  });

  it("refuse queries of more than 2000 tokens", async () => {
    const user = await signedInUser();
    const long = `{ mealTypes { ${Array.from({ length: 2100 }, () => "id").join(" ")} } }`;
    const result = await gql(user.token, long);
    expect(result.status).toBe(400);
    expect(result.body.errors![0]!.message).toBe("Query is too long: more than 2000 tokens.");
  });

  it("answer introspection only in local development", async () => {
    const user = await signedInUser();
    const result = await gql(user.token, `{ __schema { types { name } } }`);
    expect(result.status).toBe(400);
    expect(result.body.errors![0]!.message).toMatch(/introspection/i);
  });
});
