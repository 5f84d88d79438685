import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, rows, signedInUser } from "./helpers";

/** Issue 20: what an attacker or a hostile network found; each test failed before its fix. */

describe("tokens", () => {
  it("logs out with the refresh token as bearer and an empty body (no body is no body)", async () => {
    const user = await signedInUser();
    const response = await api("/v1/auth/logout", { method: "POST", token: user.refreshToken, body: "", headers: { "Content-Length": "0" } });
    expect(response.status).toBe(204);
    const refresh = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it("refuses a JWT with a fourth segment", async () => {
    const user = await signedInUser();
    expect((await api("/v1/user/profile", { token: user.token })).status).toBe(200);
    expect((await api("/v1/user/profile", { token: `${user.token}.extra` })).status).toBe(401);
    expect((await gql(`${user.token}.`, `{ mealTypes { id } }`)).status).toBe(401);
  });
});

describe("hostile input", () => {
  it.each(["2026-02-31T18:00:00Z", "2026-02-29T09:00:00.000Z", "2026-04-31T12:00:00Z"])("refuses the timestamp of a day that does not exist (%s), and writes nothing", async (when) => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const [type] = await rows<{ id: number }>("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'", groupId);
    const answer = await gql(user.token, `mutation($d: String) { createMeal(title: "Ghost", type_id: ${type!.id}, scheduled_date: $d) { id scheduled_date } }`, { d: when });
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]).toMatchObject({ message: "scheduled_date must be a real day of the calendar", extensions: { code: "BAD_USER_INPUT" } });
    expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
  });

  it("refuses text holding a lone surrogate, through GraphQL and REST, and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const answer = await gql(user.token, `mutation($n: String!) { createMealType(name: $n) { id } }`, { n: "Tea\ud800time" });
    expect(answer.body.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(answer.body.errors![0]!.message).toMatch(/lone surrogate/);
    expect(await rows("SELECT count(*) AS n FROM meal_types WHERE group_id = ? AND name LIKE 'Tea%'", groupId)).toEqual([{ n: 0 }]);
    // A well-formed pair (an emoji) is fine.
    expect((await gql(user.token, `mutation($n: String!) { createMealType(name: $n) { name } }`, { n: "Tea 🍵" })).body.data.createMealType.name).toBe("Tea 🍵");

    const raw = '{"first_name":"Ann\\udc00","last_name":"Lee"}';
    const profile = await api("/v1/user/profile", { method: "PUT", token: user.token, body: raw, headers: { "Content-Type": "application/json" } });
    expect(profile.status).toBe(422);
    expect(await rows("SELECT first_name FROM users WHERE id = ?", user.id)).toEqual([{ first_name: "Ann" }]);
  });

  it("does not suggest schema names outside local development", async () => {
    const user = await signedInUser();
    const answer = await gql(user.token, `{ meals { titl } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.message).toBe('Cannot query field "titl" on type "Meal".');
  });
});

const SYNC = `mutation($t: String!) { syncShoppingList(title: $t, start_date: "01/06/2026", end_date: "07/06/2026") { id item_count } }`;

describe("racing syncs", () => {
  async function plannedWeek() {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const [type] = await rows<{ id: number }>("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'", groupId);
    const ingredients = ["Rice", "Leek", "Stock", "Butter"].map((name, i) => ({ name, quantity: i + 1, unit: "pcs" }));
    const recipe = (await gql(user.token, `mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, { d: { title: "Risotto", description: "d", category: "Mains", ingredients } })).body.data.createRecipe.id;
    await gql(user.token, `mutation { createMeal(title: "R", type_id: ${type!.id}, recipe_id: ${recipe}, scheduled_date: "2026-06-03T18:00:00Z") { id } }`);
    return { user, groupId };
  }

  it("30 first syncs at once make one list with each line once", async () => {
    const { user, groupId } = await plannedWeek();
    const answers = await Promise.all(Array.from({ length: 30 }, () => gql(user.token, SYNC, { t: "Race" })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.syncShoppingList.id)).size).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
    expect(await rows("SELECT name, count(*) AS n FROM shopping_items WHERE group_id = ? GROUP BY name ORDER BY name", groupId)).toEqual(
      ["Butter", "Leek", "Rice", "Stock"].map((name) => ({ name, n: 1 })),
    );
  });

  it("30 re-syncs at once after the plan changed leave each line once", async () => {
    const { user, groupId } = await plannedWeek();
    await gql(user.token, SYNC, { t: "Again" });
    await rows("DELETE FROM shopping_items WHERE group_id = ? AND name IN ('Rice', 'Leek')", groupId);
    const answers = await Promise.all(Array.from({ length: 30 }, () => gql(user.token, SYNC, { t: "Again" })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await rows("SELECT name, count(*) AS n FROM shopping_items WHERE group_id = ? GROUP BY name ORDER BY name", groupId)).toEqual(
      ["Butter", "Leek", "Rice", "Stock"].map((name) => ({ name, n: 1 })),
    );
  });

  it("the database refuses a second synced line of one key, whatever the code does", async () => {
    const { user, groupId } = await plannedWeek();
    const list = (await gql(user.token, SYNC, { t: "Keyed" })).body.data.syncShoppingList;
    const [line] = await rows<{ sync_key: string }>("SELECT sync_key FROM shopping_items WHERE list_id = ? LIMIT 1", list.id);
    await expect(
      rows("INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, source, sync_key) VALUES (?, ?, 'Copy', 1, 'pcs', 'sync', ?)", groupId, list.id, line!.sync_key),
    ).rejects.toThrow(/UNIQUE/);
  });
});
