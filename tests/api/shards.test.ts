import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker-api/src/app";
import type { Bindings } from "../../worker-api/src/env";
import { describe, expect, it } from "vitest";
import { moveGroup } from "../../worker-api/src/shards/move";
import { SHARD_ID_STRIDE } from "../../worker-api/src/shards/id-range.mjs";
import { shards } from "../shared/test-db";
import { api, gql, login, personalGroupId, requestDatabases, rows, signedInUser } from "./helpers";

type User = Awaited<ReturnType<typeof signedInUser>>;

const shardOf = async (groupId: number) =>
  (await rows<{ shard: number }>("SELECT shard FROM groups WHERE id = ?", groupId))[0]!.shard;

/** What one shard itself holds of a group (not through the tests' view of all shards). */
async function heldOn(shard: number, groupId: number) {
  const d1 = shards()[shard]!;
  const [row] = (
    await d1
      .prepare(
        `SELECT (SELECT count(*) FROM hosted_groups WHERE id = ?1 AND moved_to IS NULL) AS hosted,
          (SELECT count(*) FROM recipes WHERE group_id = ?1) AS recipes,
          (SELECT count(*) FROM meals WHERE group_id = ?1) AS meals,
          (SELECT count(*) FROM tasks WHERE group_id = ?1) AS tasks,
          (SELECT count(*) FROM stores WHERE group_id = ?1) AS stores,
          (SELECT count(*) FROM meal_types WHERE group_id = ?1) AS meal_types`,
      )
      .bind(groupId)
      .all<Record<string, number>>()
  ).results;
  return row!;
}

async function newGroup(user: User, name: string) {
  const response = await api("/v1/groups", { method: "POST", token: user.token, json: { name } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const run =
  (user: User, groupId: number) =>
  async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await gql(user.token, query, variables, groupId);
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    return { data: answer.body.data, trips: answer.trips, status: answer.status };
  };

const addRecipe = (user: User, groupId: number, title: string) =>
  run(user, groupId)(`mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`, {
    data: {
      title,
      description: title,
      category: "Mains",
      ingredients: [{ name: "Salt", quantity: 1, unit: "g" }],
    },
  });

const recipeTitles = async (user: User, groupId: number) =>
  ((await run(user, groupId)(`{ recipes(limit: 100) { title } }`)).data as { recipes: { title: string }[] }).recipes
    .map((recipe) => recipe.title)
    .sort();

/**
 * A group of `user`'s made in the databases themselves, as another isolate would: this one never
 * learned where it is.
 */
async function unseen(user: User, name: string, shard: number) {
  const [group] = await rows<{ id: number }>(
    "INSERT INTO groups (name, owner_id, shard) VALUES (?, ?, ?) RETURNING id",
    name,
    user.id,
    shard,
  );
  await rows("INSERT INTO group_members (group_id, user_id, role) VALUES (?, ?, 'owner')", group!.id, user.id);
  const home = shards()[shard]!;
  await home.batch([
    home.prepare("INSERT INTO hosted_groups (id) VALUES (?)").bind(group!.id),
    home.prepare("INSERT INTO hosted_members (group_id, user_id) VALUES (?, ?)").bind(group!.id, user.id),
  ]);
  return group!.id;
}

describe("groups placed on shards", () => {
  it("go to the least full shard, so a burst of new groups spreads over both", async () => {
    const user = await signedInUser();
    const groups = [await personalGroupId(user.id)];
    for (let i = 0; i < 5; i++) groups.push(await newGroup(user, `Burst ${i}`));
    const placed = await Promise.all(groups.map(shardOf));
    expect(new Set(placed)).toEqual(new Set([0, 1]));
    // Each is hosted, with its store and meal types, on its own shard and nowhere else.
    for (const [i, groupId] of groups.entries()) {
      expect(await heldOn(placed[i]!, groupId)).toMatchObject({ hosted: 1, stores: 1, meal_types: 4 });
      expect(await heldOn(1 - placed[i]!, groupId)).toMatchObject({ hosted: 0, stores: 0, meal_types: 0 });
    }
    const sizes = await rows<{ shard: number; bytes: number }>("SELECT shard, bytes FROM shard_sizes ORDER BY shard");
    expect(sizes.map((size) => size.shard)).toEqual([0, 1]);
    expect(sizes.every((size) => size.bytes > 0)).toBe(true);
  });

  it("are counted and measured for the operator, who alone may ask", async () => {
    const user = await signedInUser();
    await newGroup(user, "Measured");
    expect((await api("/v1/shards")).status).toBe(404);
    const answer = await api("/v1/shards", { token: env.SHARD_ADMIN_TOKEN });
    expect(answer.status).toBe(200);
    const { shards: measured } = (await answer.json()) as {
      shards: { shard: number; bytes: number; groups: number }[];
    };
    expect(measured.map((shard) => shard.shard)).toEqual([0, 1]);
    expect(measured.every((shard) => shard.bytes > 0 && shard.groups > 0)).toBe(true);
    const kept = await rows<{ shard: number; bytes: number }>("SELECT shard, bytes FROM shard_sizes ORDER BY shard");
    expect(kept).toEqual(measured.map(({ shard, bytes }) => ({ shard, bytes })));
  });

  it("count their rows' ids in their shard's own range", async () => {
    const user = await signedInUser();
    const groups = [await personalGroupId(user.id), await newGroup(user, "Range"), await newGroup(user, "Range 2")];
    for (const groupId of groups) {
      const { data } = await addRecipe(user, groupId, "Ranged");
      const id = (data as { createRecipe: { id: number } }).createRecipe.id;
      expect(Math.floor(id / SHARD_ID_STRIDE)).toBe(await shardOf(groupId));
    }
  });
});

describe("a person in groups on two shards", () => {
  async function spreadHousehold() {
    const user = await signedInUser();
    const personal = await personalGroupId(user.id);
    let other = await newGroup(user, "Elsewhere");
    // Groups alternate by size: make one until it lands on the other shard.
    while ((await shardOf(other)) === (await shardOf(personal))) other = await newGroup(user, `Elsewhere ${other}`);
    await addRecipe(user, personal, "Home soup");
    await addRecipe(user, other, "Away stew");
    return { user, personal, other };
  }

  it("reads each group from its own shard, never the other's rows", async () => {
    const { user, personal, other } = await spreadHousehold();
    expect(await recipeTitles(user, personal)).toEqual(["Home soup"]);
    expect(await recipeTitles(user, other)).toEqual(["Away stew"]);
    expect(await heldOn(await shardOf(personal), personal)).toMatchObject({ recipes: 1 });
    expect(await heldOn(await shardOf(other), other)).toMatchObject({ recipes: 1 });
    // A read of a group whose shard this isolate knows is one round trip: check and read together.
    const read = await run(user, other)(`{ recipes(limit: 5) { title } }`);
    expect(read.trips).toBe(1);
  });

  it("reads a group this isolate never saw in one round trip, the token naming its shard; one joined since in two", async () => {
    const user = await signedInUser();
    const before = await unseen(user, "Before the token", 1);
    const signedIn = await login(user.email);
    const since = await unseen(user, "Joined since", 0);
    const read = (groupId: number) => gql(signedIn.access_token, `{ mealTypes { name } }`, {}, groupId);

    const hinted = await read(before);
    expect(hinted.status).toBe(200);
    expect(hinted.trips).toBe(1);
    // Not in the token: the directory says where it is first, once; then the isolate knows.
    const first = await read(since);
    expect([first.status, first.trips]).toEqual([200, 2]);
    expect((await read(since)).trips).toBe(1);
  });

  it("names in the token the shards of 8 groups, the personal one and those chosen last", async () => {
    const user = await signedInUser();
    const groups = [];
    for (let i = 0; i < 8; i++) groups.push(await unseen(user, `Hinted ${i}`, i % 2));
    // Seven chosen, one after another; the eighth never: it is the ninth group, past the token's 8.
    for (const [i, groupId] of groups.slice(0, 7).entries())
      await rows("UPDATE group_members SET activated_at = ? WHERE group_id = ?", 1_700_000_000_000 + i, groupId);
    const signedIn = await login(user.email);
    expect(signedIn).toMatchObject({ active_group_id: groups[6] });
    const tripsOf = async (groupId: number) => {
      const answer = await gql(signedIn.access_token, `{ mealTypes { name } }`, {}, groupId);
      expect(answer.status).toBe(200);
      return answer.trips;
    };
    for (const groupId of [await personalGroupId(user.id), ...groups.slice(0, 7)])
      expect(await tripsOf(groupId)).toBe(1);
    expect(await tripsOf(groups[7]!)).toBe(2);
  });

  it("checks a read in the shard's copy of the members only while READ_CHECK_IN_SHARD is on: off, the same answer a round trip later", async () => {
    const { user, other } = await spreadHousehold();
    const app = createApp();
    const ask = async (value: string) => {
      const response = await app.fetch(
        new Request("https://api.test/v1/api", {
          method: "POST",
          headers: {
            Authorization: `Bearer ${user.token}`,
            "Content-Type": "application/json",
            "X-Larder-Group": String(other),
          },
          body: JSON.stringify({ query: "{ recipes(limit: 5) { title } mealTypes { name } }" }),
        }),
        { ...(env as unknown as Bindings), D1_COUNT_ROUND_TRIPS: "1", READ_CHECK_IN_SHARD: value },
        createExecutionContext(),
      );
      return { trips: Number(response.headers.get("X-D1-Round-Trips")), body: await response.text() };
    };
    const [on, off] = [await ask("on"), await ask("off")];
    expect(on.trips).toBe(1);
    expect(off.trips).toBe(2);
    expect(off.body).toBe(on.body);
    expect(JSON.parse(on.body).data.recipes).toEqual([{ title: "Away stew" }]);
  });

  it("refuses a group they are not in, whichever shard it is on, and reads nothing of it", async () => {
    const { other } = await spreadHousehold();
    const stranger = await signedInUser();
    const answer = await gql(stranger.token, `{ recipes(limit: 5) { title } }`, {}, other);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("GROUP_NOT_FOUND");
  });

  it("exports their account from the personal group's shard, and a group from its own", async () => {
    const { user, other } = await spreadHousehold();
    const account = (await (await api("/v1/user/export", { token: user.token })).json()) as any;
    expect(account.personal_group.recipes.map((recipe: { title: string }) => recipe.title)).toEqual(["Home soup"]);
    expect(account.memberships.length).toBeGreaterThanOrEqual(2);
    const zip = await api(`/v1/groups/${other}/export`, { token: user.token });
    expect(zip.status).toBe(200);
    const copy = await newGroup(user, "Copy of elsewhere");
    const imported = await api(`/v1/groups/${copy}/import`, {
      method: "POST",
      token: user.token,
      body: await zip.arrayBuffer(),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await recipeTitles(user, copy)).toEqual(["Away stew"]);
  });

  it("deletes the account's groups from both shards, and hands a shared one over with its rows", async () => {
    const { user, personal, other } = await spreadHousehold();
    const friend = await signedInUser();
    const shared = await newGroup(user, "Shared flat");
    await addRecipe(user, shared, "Shared pie");
    const added = await api(`/v1/groups/${shared}/members`, {
      method: "POST",
      token: user.token,
      json: { user_id: friend.id, role: "admin" },
    });
    expect(added.status).toBe(201);
    const placed = { personal: await shardOf(personal), other: await shardOf(other), shared: await shardOf(shared) };

    const deleted = await api("/v1/user/account", {
      method: "DELETE",
      token: user.token,
      json: { password: user.password },
    });
    expect(deleted.status).toBe(204);
    expect(await heldOn(placed.personal, personal)).toMatchObject({ hosted: 0, recipes: 0, stores: 0 });
    expect(await heldOn(placed.other, other)).toMatchObject({ hosted: 0, recipes: 0, stores: 0 });
    expect(await heldOn(placed.shared, shared)).toMatchObject({ hosted: 1, recipes: 1 });
    expect(await recipeTitles(friend, shared)).toEqual(["Shared pie"]);
  });
});

describe("the shard's copy of members and ended sessions", () => {
  it("follows members added and removed, and a member whose copy is missing is let in by the directory", async () => {
    const user = await signedInUser();
    const other = await newGroup(user, "Copied");
    await addRecipe(user, other, "Copied soup");
    const friend = await signedInUser();
    const shard = await shardOf(other);
    const home = shards()[shard]!;
    const copy = () =>
      home
        .prepare("SELECT user_id FROM hosted_members WHERE group_id = ? ORDER BY user_id")
        .bind(other)
        .all()
        .then((answer) => answer.results.map((row) => row.user_id));
    expect(await copy()).toEqual([user.id]);
    const added = await api(`/v1/groups/${other}/members`, {
      method: "POST",
      token: user.token,
      json: { user_id: friend.id },
    });
    expect(added.status).toBe(201);
    expect(await copy()).toEqual([user.id, friend.id].sort((a, b) => a - b));
    expect(await recipeTitles(friend, other)).toEqual(["Copied soup"]);

    // A copy that lost its row (a failed write): the directory decides, and the copy learns it.
    await shards()[shard]!.prepare("DELETE FROM hosted_members WHERE user_id = ?").bind(friend.id).run();
    const read = await gql(friend.token, `{ recipes(limit: 5) { title } }`, {}, other);
    expect(read.body.data).toEqual({ recipes: [{ title: "Copied soup" }] });
    expect(await copy()).toEqual([user.id, friend.id].sort((a, b) => a - b));
    // Checked in the shard again: one round trip.
    expect((await gql(friend.token, `{ recipes(limit: 5) { title } }`, {}, other)).trips).toBe(1);

    const removed = await api(`/v1/groups/${other}/members/${friend.id}`, { method: "DELETE", token: user.token });
    expect(removed.status).toBe(204);
    expect(await copy()).toEqual([user.id]);
    const refused = await gql(friend.token, `{ recipes(limit: 5) { title } }`, {}, other);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("GROUP_NOT_FOUND");
  });

  it("copies a member's sessions ended lately whole, at 0, 1, 300 and 3,000 (past one statement's chunk)", async () => {
    const user = await signedInUser();
    const other = await newGroup(user, "Many sessions");
    const shard = await shardOf(other);
    const home = shards()[shard]!;
    let ended = 0;
    for (const count of [0, 1, 300, 3000]) {
      await rows(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, revoked_at)
         SELECT ?1, 'ended-' || ?3 || '-' || i, 'hash-' || ?1 || '-' || ?3 || '-' || i, ?4, ?5 FROM n WHERE ?2 > 0`,
        user.id,
        count,
        ended,
        Date.now() + 86_400_000,
        Date.now(),
      );
      ended += count;
      // The copy lost the member: the next read asks the directory, which copies them back with their ended sessions.
      await home.prepare("DELETE FROM hosted_members WHERE user_id = ?").bind(user.id).run();
      expect((await gql(user.token, `{ mealTypes { name } }`, {}, other)).status).toBe(200);
      const copied = await home
        .prepare("SELECT count(*) AS n FROM ended_sessions WHERE user_id = ? AND family_id LIKE 'ended-%'")
        .bind(user.id)
        .first<{ n: number }>();
      expect(copied!.n, String(count)).toBe(ended);
    }
  });

  it("refuses a read with an ended session at once, in every shard the person's groups are on", async () => {
    const user = await signedInUser();
    const groups = [await personalGroupId(user.id), await newGroup(user, "Ended 1"), await newGroup(user, "Ended 2")];
    for (const groupId of groups)
      expect((await gql(user.token, `{ mealTypes { name } }`, {}, groupId)).status).toBe(200);
    const loggedOut = await api("/v1/auth/logout", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(loggedOut.status).toBe(204);
    for (const groupId of groups) {
      const read = await gql(user.token, `{ mealTypes { name } }`, {}, groupId);
      expect(read.status, String(groupId)).toBe(401);
    }
    const ended = await rows<{ family_id: string }>("SELECT family_id FROM ended_sessions WHERE user_id = ?", user.id);
    expect(ended.length).toBeGreaterThanOrEqual(1);
  });

  it("ends every session on a password change, in the copies as in the directory", async () => {
    const user = await signedInUser();
    const groupId = await newGroup(user, "Password");
    expect((await gql(user.token, `{ mealTypes { name } }`, {}, groupId)).status).toBe(200);
    const changed = await api("/v1/user/change-password", {
      method: "POST",
      token: user.token,
      json: { current_password: user.password, new_password: "Another-horse-7" },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await gql(user.token, `{ mealTypes { name } }`, {}, groupId)).status).toBe(401);
  });
});

describe("moving a group to another shard", () => {
  async function movable() {
    const user = await signedInUser();
    const groupId = await newGroup(user, "Movers");
    for (const title of ["Pie", "Stew", "Soup"]) await addRecipe(user, groupId, title);
    const list = await run(
      user,
      groupId,
    )(`mutation { createShoppingList(title: "Market", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`);
    return { user, groupId, listId: (list.data as any).createShoppingList.id as number };
  }

  it("keeps every row and id, and leaves a mark where the group was", async () => {
    const { user, groupId, listId } = await movable();
    const from = await shardOf(groupId);
    const before = await recipeTitles(user, groupId);
    const ids = await rows<{ id: number }>("SELECT id FROM recipes WHERE group_id = ? ORDER BY id", groupId);
    const { directory, databases } = requestDatabases();
    const report = await moveGroup(directory, databases, groupId, 1 - from, { graceMs: 0 });
    expect(report).toMatchObject({ group: groupId, from, to: 1 - from });
    expect(await shardOf(groupId)).toBe(1 - from);
    expect(await heldOn(1 - from, groupId)).toMatchObject({ hosted: 1, recipes: 3, stores: 1, meal_types: 4 });
    expect(await heldOn(from, groupId)).toMatchObject({ hosted: 0, recipes: 0, stores: 0 });
    const [mark] = (
      await shards()[from]!.prepare("SELECT frozen, moved_to FROM hosted_groups WHERE id = ?").bind(groupId).all()
    ).results;
    expect(mark).toEqual({ frozen: 1, moved_to: 1 - from });
    // Ids stay: the same recipes, the same list, and the cached lines rebuilt on arrival.
    expect(await rows("SELECT id FROM recipes WHERE group_id = ? ORDER BY id", groupId)).toEqual(ids);
    expect(await recipeTitles(user, groupId)).toEqual(before);
    const list = await run(user, groupId)(`query($id: Int!) { shoppingList(id: $id) { title } }`, { id: listId });
    expect(list.data).toEqual({ shoppingList: { title: "Market" } });
    const lines = await rows<{ lines: string }>(
      "SELECT c.lines FROM recipe_line_cache c JOIN recipes r ON r.id = c.recipe_id WHERE r.group_id = ?",
      groupId,
    );
    expect(lines).toHaveLength(3);
    expect(lines.every((row) => row.lines.includes("Salt"))).toBe(true);
    // And back again, over the mark it left.
    await moveGroup(directory, databases, groupId, from, { graceMs: 0 });
    expect(await recipeTitles(user, groupId)).toEqual(before);
    expect(await heldOn(from, groupId)).toMatchObject({ hosted: 1, recipes: 3 });
    // Both shards go on counting ids that neither has handed out: a shard that took in ids above
    // its own count took a new range.
    const elsewhere = await newGroup(user, "Stayed");
    await addRecipe(user, groupId, "After the move");
    await addRecipe(user, elsewhere, "Beside the move");
    for (const shard of [0, 1]) await addRecipe(user, await personalGroupId(user.id), `Personal ${shard}`);
    const all = await rows<{ id: number }>("SELECT id FROM recipes");
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
  });

  it("copies a table read a page of 1,000 rows at a time whole at 999, 1,000 and 1,001 rows", async () => {
    for (const count of [999, 1000, 1001]) {
      const user = await signedInUser();
      const groupId = await newGroup(user, `Paged ${count}`);
      const titles = JSON.stringify(Array.from({ length: count }, (_, i) => i));
      await rows("INSERT INTO meals (group_id, title) SELECT ?, 'Meal ' || value FROM json_each(?)", groupId, titles);
      const before = await rows("SELECT id, title FROM meals WHERE group_id = ? ORDER BY id", groupId);
      const from = await shardOf(groupId);
      const { directory, databases } = requestDatabases();
      await moveGroup(directory, databases, groupId, 1 - from, { graceMs: 0 });
      expect(await heldOn(1 - from, groupId)).toMatchObject({ hosted: 1, meals: count, tasks: 0 });
      expect(await heldOn(from, groupId)).toMatchObject({ hosted: 0, meals: 0 });
      expect(await rows("SELECT id, title FROM meals WHERE group_id = ? ORDER BY id", groupId)).toEqual(before);
    }
  });

  it("loses no write made while it moves, and no read sees half a group", async () => {
    const { user, groupId } = await movable();
    const from = await shardOf(groupId);
    const { directory, databases } = requestDatabases();
    const moving = moveGroup(directory, databases, groupId, 1 - from, { graceMs: 200 });
    const writes = Array.from({ length: 12 }, (_, i) =>
      addRecipe(user, groupId, `During ${i}`).then(() => `During ${i}`),
    );
    const reads = Array.from({ length: 12 }, () => recipeTitles(user, groupId));
    await moving;
    const written = await Promise.all(writes);
    for (const titles of await Promise.all(reads)) {
      // Each read saw the group whole: its three recipes, and only writes that were made.
      expect(titles).toEqual(expect.arrayContaining(["Pie", "Soup", "Stew"]));
      expect(titles.filter((title) => !["Pie", "Soup", "Stew"].includes(title)).every((t) => written.includes(t))).toBe(
        true,
      );
    }
    const after = await recipeTitles(user, groupId);
    expect(after).toEqual(["Pie", "Soup", "Stew", ...written].sort());
    expect(await heldOn(1 - from, groupId)).toMatchObject({ hosted: 1, recipes: 15 });
    expect(await heldOn(from, groupId)).toMatchObject({ hosted: 0, recipes: 0 });
  });

  it("leaves the new shard's copy of members as the directory says, whatever reached the old one too late", async () => {
    const { user, groupId } = await movable();
    const [removed, signedOut] = [await signedInUser(), await signedInUser()];
    for (const member of [removed, signedOut]) {
      const added = await api(`/v1/groups/${groupId}/members`, {
        method: "POST",
        token: user.token,
        json: { user_id: member.id },
      });
      expect(added.status).toBe(201);
    }
    const dropped = await api(`/v1/groups/${groupId}/members/${removed.id}`, { method: "DELETE", token: user.token });
    expect(dropped.status).toBe(204);
    const loggedOut = await api("/v1/auth/logout", { method: "POST", json: { refresh_token: signedOut.refreshToken } });
    expect(loggedOut.status).toBe(204);
    // What the old shard's copy holds when a removal and a sign-out reach it only after the move
    // copied it: the directory has both, the copy neither.
    const from = await shardOf(groupId);
    const source = shards()[from]!;
    await source.batch([
      source.prepare("INSERT INTO hosted_members (group_id, user_id) VALUES (?, ?)").bind(groupId, removed.id),
      source.prepare("DELETE FROM ended_sessions WHERE user_id = ?").bind(signedOut.id),
    ]);

    const { directory, databases } = requestDatabases();
    await moveGroup(directory, databases, groupId, 1 - from, { graceMs: 0 });
    const refused = await gql(removed.token, `{ mealTypes { name } }`, {}, groupId);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("GROUP_NOT_FOUND");
    expect((await gql(signedOut.token, `{ mealTypes { name } }`, {}, groupId)).status).toBe(401);
    expect((await gql(user.token, `{ mealTypes { name } }`, {}, groupId)).status).toBe(200);
    const target = shards()[1 - from]!;
    const copy = await target
      .prepare("SELECT user_id FROM hosted_members WHERE group_id = ? ORDER BY user_id")
      .bind(groupId)
      .all<{ user_id: number }>();
    expect(copy.results.map((row) => row.user_id)).toEqual([user.id, signedOut.id].sort((a, b) => a - b));
  });

  it("sweeps the rows shards still hold of groups the directory let go, and nothing else", async () => {
    const { user, groupId: gone } = await movable();
    const kept = await newGroup(user, "Kept");
    await addRecipe(user, kept, "Kept pie");
    const moving = await newGroup(user, "Moving");
    await addRecipe(user, moving, "Moving pie");
    const [goneShard, movingShard] = [await shardOf(gone), await shardOf(moving)];
    // A deletion whose shard delete failed: the directory let the group go, its shard did not.
    await rows("DELETE FROM groups WHERE id = ?", gone);
    // A move under way whose group the directory no longer has either: its frozen rows wait for the move.
    await rows("DELETE FROM groups WHERE id = ?", moving);
    await shards()[movingShard]!.prepare("UPDATE hosted_groups SET frozen = 1 WHERE id = ?").bind(moving).run();

    const swept = await api("/v1/shards/sweeps", { method: "POST", token: env.SHARD_ADMIN_TOKEN });
    expect(swept.status).toBe(200);
    const { shards: report } = (await swept.json()) as { shards: { shard: number; groups: number[] }[] };
    expect(report.map((entry) => entry.shard)).toEqual([0, 1]);
    const sweptGroups = report.flatMap((entry) => entry.groups);
    expect(report[goneShard]!.groups).toContain(gone);
    expect(sweptGroups).not.toContain(kept);
    expect(sweptGroups).not.toContain(moving);
    expect(await heldOn(goneShard, gone)).toMatchObject({ hosted: 0, recipes: 0, stores: 0, meal_types: 0 });
    expect(await heldOn(movingShard, moving)).toMatchObject({ recipes: 1 });
    expect(await recipeTitles(user, kept)).toEqual(["Kept pie"]);
  });

  it("sweeps 1, 300 and 12,000 such groups whole, over the chunks its statements take", async () => {
    // Ids no directory group has: hosted rows left behind, made on the shard itself.
    let first = 5_000_000;
    for (const count of [1, 300, 12_000]) {
      await shards()[1]!
        .prepare(
          `WITH RECURSIVE n(id) AS (SELECT ?1 UNION ALL SELECT id + 1 FROM n WHERE id < ?1 + ?2 - 1)
           INSERT INTO hosted_groups (id) SELECT id FROM n`,
        )
        .bind(first, count)
        .run();
      const swept = await api("/v1/shards/sweeps", { method: "POST", token: env.SHARD_ADMIN_TOKEN });
      const { shards: report } = (await swept.json()) as { shards: { shard: number; groups: number[] }[] };
      expect(report[1]!.groups.filter((id) => id >= first)).toHaveLength(count);
      const left = await shards()[1]!
        .prepare("SELECT count(*) AS n FROM hosted_groups WHERE id >= ?")
        .bind(first)
        .first<{ n: number }>();
      expect(left!.n).toBe(0);
      first += count;
    }
  });

  it("is the operator's alone: without the key the route does not exist", async () => {
    const { groupId } = await movable();
    const body = { group_id: groupId, to: 0 };
    expect((await api("/v1/shards/moves", { method: "POST", json: body })).status).toBe(404);
    expect((await api("/v1/shards/moves", { method: "POST", json: body, token: "guess" })).status).toBe(404);
    expect((await api("/v1/shards/sweeps", { method: "POST" })).status).toBe(404);
    expect((await api("/v1/shards", { token: "guess" })).status).toBe(404);
    const moved = await api("/v1/shards/moves", {
      method: "POST",
      json: { ...body, to: 1 - (await shardOf(groupId)), grace_ms: 0 },
      token: env.SHARD_ADMIN_TOKEN,
    });
    expect(moved.status).toBe(200);
  });
});
