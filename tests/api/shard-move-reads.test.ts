import { describe, expect, it } from "vitest";
import { moveGroup } from "../../worker-api/src/shards/move";
import { shards } from "../shared/test-db";
import { api, gql, requestDatabases, rows, signedInUser } from "./helpers";

type User = Awaited<ReturnType<typeof signedInUser>>;

const shardOf = async (groupId: number) =>
  (await rows<{ shard: number }>("SELECT shard FROM groups WHERE id = ?", groupId))[0]!.shard;

async function run(user: User, groupId: number, query: string, variables: Record<string, unknown> = {}) {
  const answer = await gql(user.token, query, variables, groupId);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer;
}

/** A group with one list of three items, all on its own shard. */
async function groupWithList() {
  const user = await signedInUser();
  const created = await api("/v1/groups", { method: "POST", token: user.token, json: { name: "Moved list" } });
  expect(created.status).toBe(201);
  const groupId = ((await created.json()) as { id: number }).id;
  const list = await run(
    user,
    groupId,
    `mutation { createShoppingList(title: "Week", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
  );
  const listId = list.body.data.createShoppingList.id as number;
  for (const name of ["Eggs", "Flour", "Milk"])
    await run(
      user,
      groupId,
      `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs") { id } }`,
      { list: listId, name },
    );
  return { user, groupId, listId };
}

const LISTS = `{ shoppingLists { id title items { name } } }`;
const whole = (listId: number) => [{ id: listId, title: "Week", items: ["Eggs", "Flour", "Milk"] }];

/** The lists as read, each list's items by name. */
async function listsOf(user: User, groupId: number) {
  const answer = await run(user, groupId, LISTS);
  const lists = answer.body.data.shoppingLists as { id: number; title: string; items: { name: string }[] }[];
  const read = lists.map((list) => ({ ...list, items: list.items.map((item) => item.name).sort() }));
  return { read, trips: answer.trips };
}

describe("reads of a group moved by another isolate", () => {
  it("see the group whole on the first read after the move, and every read after it", async () => {
    const { user, groupId, listId } = await groupWithList();
    // This isolate reads the group on its shard, and so remembers where it lives.
    const before = await listsOf(user, groupId);
    expect(before.read).toEqual(whole(listId));
    const from = await shardOf(groupId);

    // The move is made elsewhere (the operator's worker): this isolate still names the old shard.
    const { directory, databases } = requestDatabases();
    await moveGroup(directory, databases, groupId, 1 - from, { graceMs: 0 });
    const source = shards()[from]!;
    const left = await source
      .prepare("SELECT count(*) AS n FROM shopping_items WHERE group_id = ?")
      .bind(groupId)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);

    for (let read = 1; read <= 3; read++) {
      const answer = await listsOf(user, groupId);
      expect(answer.read, `read ${read} after the move`).toEqual(whole(listId));
      // The first finds the mark and asks the directory once (two round trips more); after it the
      // isolate knows the new shard, and reads cost what they did before the move.
      expect(answer.trips, `read ${read}`).toBe(before.trips + (read === 1 ? 2 : 0));
    }
    expect(await shardOf(groupId)).toBe(1 - from);
  });
});
