import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_REUSE_GRACE_MS } from "../../worker-api/src/data/sessions";
import {
  advanceClock,
  api,
  challengeToken,
  enableTwoFactor,
  freezeClockInsideWindow,
  gql,
  login,
  PASSWORD,
  personalGroupId,
  rows,
  signedInUser,
  signIn,
} from "./helpers";

/** Issue 20: what an attacker or a hostile network found; each test failed before its fix. */

describe("tokens", () => {
  it("logs out with the refresh token as bearer and an empty body (no body is no body)", async () => {
    const user = await signedInUser();
    const response = await api("/v1/auth/logout", {
      method: "POST",
      token: user.refreshToken,
      body: "",
      headers: { "Content-Length": "0" },
    });
    expect(response.status).toBe(204);
    const refresh = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it("completes one sign-in with a 2FA challenge token, not two", async () => {
    const user = await signedInUser();
    const { backup_codes } = await enableTwoFactor(user.token);
    const step1 = await challengeToken(user.email);
    const first = await api("/v1/auth/login/2fa", {
      method: "POST",
      json: { challenge_token: step1, code: backup_codes[0] },
    });
    expect(first.status).toBe(200);
    const again = await api("/v1/auth/login/2fa", {
      method: "POST",
      json: { challenge_token: step1, code: backup_codes[1] },
    });
    expect(again.status).toBe(401);
    // A new challenge works.
    const step2 = await challengeToken(user.email);
    expect(
      (
        await api("/v1/auth/login/2fa", {
          method: "POST",
          json: { challenge_token: step2, code: backup_codes[2] },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a JWT with a fourth segment", async () => {
    const user = await signedInUser();
    expect((await api("/v1/user/profile", { token: user.token })).status).toBe(200);
    expect((await api("/v1/user/profile", { token: `${user.token}.extra` })).status).toBe(401);
    expect((await gql(`${user.token}.`, `{ mealTypes { id } }`)).status).toBe(401);
  });
});

describe("hostile input", () => {
  it.each(["2026-02-31T18:00:00Z", "2026-02-29T09:00:00.000Z", "2026-04-31T12:00:00Z"])(
    "refuses the timestamp of a day that does not exist (%s), and writes nothing",
    async (when) => {
      const user = await signedInUser();
      const groupId = await personalGroupId(user.id);
      const [type] = await rows<{ id: number }>(
        "SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'",
        groupId,
      );
      const answer = await gql(
        user.token,
        `mutation($d: String) { createMeal(title: "Ghost", type_id: ${type!.id}, scheduled_date: $d) { id scheduled_date } }`,
        { d: when },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors![0]).toMatchObject({
        message: "scheduled_date must be a real day of the calendar",
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);
    },
  );

  it("refuses text holding a lone surrogate, through GraphQL and REST, and writes nothing", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const answer = await gql(user.token, `mutation($n: String!) { createMealType(name: $n) { id } }`, {
      n: "Tea\ud800time",
    });
    expect(answer.body.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(answer.body.errors![0]!.message).toMatch(/lone surrogate/);
    expect(await rows("SELECT count(*) AS n FROM meal_types WHERE group_id = ? AND name LIKE 'Tea%'", groupId)).toEqual(
      [{ n: 0 }],
    );
    // A well-formed pair (an emoji) is fine.
    expect(
      (await gql(user.token, `mutation($n: String!) { createMealType(name: $n) { name } }`, { n: "Tea 🍵" })).body.data
        .createMealType.name,
    ).toBe("Tea 🍵");

    const raw = '{"first_name":"Ann\\udc00","last_name":"Lee"}';
    const profile = await api("/v1/user/profile", {
      method: "PUT",
      token: user.token,
      body: raw,
      headers: { "Content-Type": "application/json" },
    });
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
    const [type] = await rows<{ id: number }>(
      "SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'",
      groupId,
    );
    const ingredients = ["Rice", "Leek", "Stock", "Butter"].map((name, i) => ({ name, quantity: i + 1, unit: "pcs" }));
    const recipe = (
      await gql(user.token, `mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
        d: { title: "Risotto", description: "d", category: "Mains", ingredients },
      })
    ).body.data.createRecipe.id;
    await gql(
      user.token,
      `mutation { createMeal(title: "R", type_id: ${type!.id}, recipe_id: ${recipe}, scheduled_date: "2026-06-03T18:00:00Z") { id } }`,
    );
    return { user, groupId };
  }

  /** 30 syncs of one list at once, each answered 200. */
  async function syncAtOnce(token: string, title: string) {
    const answers = await Promise.all(Array.from({ length: 30 }, () => gql(token, SYNC, { t: title })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    return answers;
  }

  /** The group holds each line of the planned week once. */
  async function expectEachLineOnce(groupId: number) {
    expect(
      await rows(
        "SELECT name, count(*) AS n FROM shopping_items WHERE group_id = ? GROUP BY name ORDER BY name",
        groupId,
      ),
    ).toEqual(["Butter", "Leek", "Rice", "Stock"].map((name) => ({ name, n: 1 })));
  }

  it("30 first syncs at once make one list with each line once", async () => {
    const { user, groupId } = await plannedWeek();
    const answers = await syncAtOnce(user.token, "Race");
    expect(new Set(answers.map((answer) => answer.body.data.syncShoppingList.id)).size).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
    await expectEachLineOnce(groupId);
  });

  it("30 first syncs of one range under different titles make one list", async () => {
    const { user, groupId } = await plannedWeek();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => gql(user.token, SYNC, { t: `Title ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.syncShoppingList.id)).size).toBe(1);
    expect(await rows("SELECT count(*) AS n FROM shopping_lists WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
    await expectEachLineOnce(groupId);
  });

  it("30 re-syncs at once after the plan changed leave each line once", async () => {
    const { user, groupId } = await plannedWeek();
    await gql(user.token, SYNC, { t: "Again" });
    await rows("DELETE FROM shopping_items WHERE group_id = ? AND name IN ('Rice', 'Leek')", groupId);
    await syncAtOnce(user.token, "Again");
    await expectEachLineOnce(groupId);
  });

  it("the database refuses a second synced line of one key, whatever the code does", async () => {
    const { user, groupId } = await plannedWeek();
    const list = (await gql(user.token, SYNC, { t: "Keyed" })).body.data.syncShoppingList;
    const [line] = await rows<{ sync_key: string }>(
      "SELECT sync_key FROM shopping_items WHERE list_id = ? LIMIT 1",
      list.id,
    );
    await expect(
      rows(
        "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, source, sync_key) VALUES (?, ?, 'Copy', 1, 'pcs', 'sync', ?)",
        groupId,
        list.id,
        line!.sync_key,
      ),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe("sessions", () => {
  const refresh = (token: string) => api("/v1/auth/refresh", { method: "POST", json: { refresh_token: token } });

  it("gives both of two parallel refreshes with one token a working session, and revokes the family on reuse after the grace period", async () => {
    const user = await signedInUser();
    const [first, second] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const pairs = [
      (await first.json()) as { access_token: string; refresh_token: string },
      (await second.json()) as { access_token: string; refresh_token: string },
    ];
    expect(pairs[0]!.refresh_token).not.toBe(pairs[1]!.refresh_token);
    for (const pair of pairs) expect((await api("/v1/user/profile", { token: pair.access_token })).status).toBe(200);
    // Both are siblings in the family: each can be rotated on.
    expect((await refresh(pairs[1]!.refresh_token)).status).toBe(200);

    // Later than the grace period, the rotated token is a stolen one: the family ends, at once.
    await advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
    try {
      expect((await refresh(user.refreshToken)).status).toBe(401);
      expect((await refresh(pairs[0]!.refresh_token)).status).toBe(401);
      expect((await api("/v1/user/profile", { token: pairs[0]!.access_token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends a session at logout, at once: its access token no longer works, for REST or GraphQL", async () => {
    const user = await signedInUser();
    const other = await login(user.email);
    expect((await api("/v1/auth/logout", { method: "POST", json: { refresh_token: user.refreshToken } })).status).toBe(
      204,
    );
    expect((await api("/v1/user/profile", { token: user.token })).status).toBe(401);
    expect((await gql(user.token, `{ mealTypes { id } }`)).status).toBe(401);
    // Another session of the same account goes on.
    expect((await api("/v1/user/profile", { token: other.access_token })).status).toBe(200);
    expect((await gql(other.access_token, `{ mealTypes { id } }`)).status).toBe(200);
  });

  it("ends every other session when the password changes", async () => {
    const user = await signedInUser();
    const elsewhere = await login(user.email);
    const changed = await api("/v1/user/change-password", {
      method: "POST",
      token: user.token,
      json: { current_password: PASSWORD, new_password: "Another-horse-10" },
    });
    expect(changed.status).toBe(200);
    expect((await api("/v1/user/profile", { token: elsewhere.access_token })).status).toBe(401);
    expect((await gql(elsewhere.access_token, `{ mealTypes { id } }`)).status).toBe(401);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
  });
});

describe("racing creates", () => {
  it("makes one of 10 groups created at once with one name, and refuses the rest with 409", async () => {
    const user = await signedInUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api("/v1/groups", { method: "POST", token: user.token, json: { name: "Flat 9" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(
      await rows("SELECT count(*) AS n FROM groups WHERE owner_id = ? AND lower(name) = 'flat 9'", user.id),
    ).toEqual([{ n: 1 }]);
  });

  it("gives each of 20 recipes created at once with one title its own slug", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const create = () =>
      gql(user.token, `mutation($d: RecipeInput!) { createRecipe(data: $d) { slug } }`, {
        d: {
          title: "Same Soup",
          description: "d",
          category: "Soups",
          ingredients: [{ name: "Water", quantity: 1, unit: "l" }],
        },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, create));
    expect(answers.map((answer) => answer.body.errors)).toEqual(Array(20).fill(undefined));
    const slugs = answers.map((answer) => answer.body.data.createRecipe.slug as string);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.every((slug) => slug.startsWith("same-soup"))).toBe(true);
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 20 }]);
  });
});

describe("lock-out", () => {
  // Attempts are counted in 15-minute windows: a test must not straddle two.
  beforeEach(freezeClockInsideWindow);
  afterEach(() => {
    vi.useRealTimers();
  });

  it("does not lock the owner out when someone else guesses from rotating addresses", async () => {
    const user = await signedInUser();
    for (let i = 0; i < 15; i++)
      expect((await signIn(user.email, "Wrong-guess-1", `203.0.113.${i + 1}`)).status).toBe(401);
    expect((await signIn(user.email, PASSWORD, "198.51.100.50")).status).toBe(200);
  });

  it("still stops one address after 10 wrong passwords, and any address after 100 in a row", async () => {
    const user = await signedInUser();
    for (let i = 0; i < 10; i++) await signIn(user.email, "Wrong-guess-1", "203.0.113.200");
    expect((await signIn(user.email, PASSWORD, "203.0.113.200")).status).toBe(429);
    expect((await signIn(user.email, PASSWORD, "198.51.100.51")).status).toBe(200);
    // The owner's success cleared the account's run; 100 more failures from many addresses end it.
    for (let i = 0; i < 100; i++) await signIn(user.email, "Wrong-guess-1", `192.0.2.${(i % 250) + 1}`);
    expect((await signIn(user.email, PASSWORD, "198.51.100.52")).status).toBe(429);
  }, 90_000); // 114 sign-ins, each a scrypt hash: past the 30 s default on a busy machine

  it("keeps sign-in, reset and settings codes in separate buckets", async () => {
    const user = await signedInUser();
    const { backup_codes } = await enableTwoFactor(user.token);
    const token = await challengeToken(user.email, "198.51.100.60");
    for (let i = 0; i < 5; i++)
      await api("/v1/auth/login/2fa", {
        method: "POST",
        json: { challenge_token: token, code: "000000" },
        ip: "198.51.100.60",
      });
    expect(
      (
        await api("/v1/auth/login/2fa", {
          method: "POST",
          json: { challenge_token: token, code: backup_codes[0] },
          ip: "198.51.100.60",
        })
      ).status,
    ).toBe(429);
    // Settings codes are their own budget: a wrong one there is a 422, not a 429.
    expect(
      (
        await api("/v1/user/2fa/disable", {
          method: "POST",
          token: user.token,
          json: { password: PASSWORD, code: "000000" },
          ip: "198.51.100.60",
        })
      ).status,
    ).toBe(422);
  });
});
