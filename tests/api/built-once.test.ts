import { testDb } from "../shared/test-db";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, runBatch, schema, type Database } from "../../worker-api/src/db";
import { builtOnce, SQL_BUILT_ONCE, type Placeholders } from "../../worker-api/src/lib/built-once";
import { api, gql, insertRecipe, personalGroupId, signedInUser } from "./helpers";

type Values = { groupId: number; since: Date; title: string };

/**
 * A group's recipes, with a shape that adds a title condition: written once, with the request's
 * values (as drizzle builds a query for every request) or with placeholders (built once).
 */
const recipesQuery = (db: Database, values: Values | Placeholders<Values>, shape: { titled: boolean }) =>
  db
    .select({
      id: schema.recipes.id,
      title: schema.recipes.title,
      createdAt: schema.recipes.createdAt,
      servings: schema.recipes.servings,
      minutes: schema.recipes.totalTimeMinutes,
      timed: sql<boolean>`${schema.recipes.totalTimeMinutes} IS NOT NULL`.mapWith(Boolean),
    })
    .from(schema.recipes)
    .where(
      and(
        eq(schema.recipes.groupId, values.groupId),
        gte(schema.recipes.createdAt, values.since),
        shape.titled ? eq(schema.recipes.title, values.title) : undefined,
      ),
    )
    .orderBy(asc(schema.recipes.id));

const recipesRead = builtOnce((db: Database, p: Placeholders<Values>, shape: { titled: boolean }) =>
  recipesQuery(db, p, shape),
);
const builtEachTime = recipesQuery;

async function twoGroups() {
  const [first, second] = [await signedInUser(), await signedInUser()];
  const groups = [await personalGroupId(first.id), await personalGroupId(second.id)] as const;
  const ids = {
    first: [await insertRecipe(groups[0], "Dal"), await insertRecipe(groups[0], "Soup")],
    second: [await insertRecipe(groups[1], "Stew")],
  };
  await testDb
    .prepare("UPDATE recipes SET servings = 6, total_time_minutes = 30 WHERE id = ?")
    .bind(ids.first[1])
    .run();
  return { groups, ids, users: [first, second] as const };
}

describe("reads whose SQL is built once", () => {
  it("binds each call's own values to the shape built by the first", async () => {
    expect(SQL_BUILT_ONCE).toBe(true);
    const { groups, ids } = await twoGroups();
    const db = createDb(testDb as unknown as D1Database);
    const since = new Date(Date.now() - 60_000);
    const [first, second, later] = await runBatch(db, [
      recipesRead(db, { groupId: groups[0], since, title: "" }, { titled: false }),
      recipesRead(db, { groupId: groups[1], since, title: "" }, { titled: false }),
      // A timestamp goes through the column's encoding, as it does when drizzle builds the SQL.
      recipesRead(db, { groupId: groups[0], since: new Date(Date.now() + 60_000), title: "" }, { titled: false }),
    ]);
    expect(first!.map((row) => row.id)).toEqual(ids.first);
    expect(second).toEqual([
      { id: ids.second[0], title: "Stew", createdAt: expect.any(Date), servings: 4, minutes: null, timed: false },
    ]);
    expect(later).toEqual([]);
  });

  it("builds another shape for other options, and answers as drizzle's own build does", async () => {
    const { groups } = await twoGroups();
    const db = createDb(testDb as unknown as D1Database);
    const since = new Date(Date.now() - 60_000);
    for (const values of [
      { groupId: groups[0], since, title: "Soup" },
      { groupId: groups[0], since, title: "Dal" },
      { groupId: groups[1], since, title: "Soup" },
    ]) {
      for (const shape of [{ titled: true }, { titled: false }]) {
        const [once, eachTime] = await runBatch(db, [recipesRead(db, values, shape), builtEachTime(db, values, shape)]);
        expect(once).toEqual(eachTime);
      }
    }
    const [titled] = await runBatch(db, [
      recipesRead(db, { groupId: groups[0], since, title: "Soup" }, { titled: true }),
    ]);
    expect(titled!.map((row) => row.title)).toEqual(["Soup"]);
  });

  it("checks each request's own session and group after another request built the check", async () => {
    const { users } = await twoGroups();
    const [first, second] = users;
    const read = (token: string) => gql(token, '{ recipes(limit: 10, page: 0, search: "") { title } }');
    expect((await read(first.token)).body.data.recipes.map((r: { title: string }) => r.title).sort()).toEqual([
      "Dal",
      "Soup",
    ]);
    expect((await read(second.token)).body.data.recipes).toEqual([{ title: "Stew" }]);
    // The first person signs out: their token's session is over, whatever the check's shape saw before.
    expect((await api("/v1/auth/logout", { method: "POST", json: { refresh_token: first.refreshToken } })).status).toBe(
      204,
    );
    const after = await api("/v1/api", {
      method: "POST",
      token: first.token,
      json: { query: '{ recipes(limit: 10, page: 0, search: "") { title } }' },
    });
    expect(after.status).toBe(401);
    expect((await read(second.token)).body.data.recipes).toEqual([{ title: "Stew" }]);
  });
});
