import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, rows } from "./helpers";
import { openLive, personWithList } from "./live";

const CREATE = `mutation($l: Int!, $n: String!, $c: String) { createShoppingItem(list_id: $l, name: $n, quantity: 2, unit: "pcs", change_id: $c) { id name } }`;
const UPDATE = `mutation($id: Int!, $b: Boolean, $q: Float, $c: String) { updateShoppingItem(id: $id, is_bought: $b, quantity: $q, change_id: $c) { id is_bought quantity } }`;
const DELETE = `mutation($id: Int!, $c: String) { deleteShoppingItem(id: $id, change_id: $c) }`;

const itemsOf = (listId: number) =>
  rows<{ id: number; name: string; is_bought: number; quantity: number }>(
    "SELECT id, name, is_bought, quantity FROM shopping_items WHERE list_id = ? ORDER BY id",
    listId,
  );
const changeIdsOf = async (userId: number) =>
  rows("SELECT change_id FROM applied_changes WHERE group_id = ? ORDER BY change_id", await personalGroupId(userId));
const claims = (changeId: string) =>
  rows<{ group_id: number; target_id: number | null }>(
    "SELECT group_id, target_id FROM applied_changes WHERE change_id = ? ORDER BY group_id",
    changeId,
  );

describe("change ids: each change applies once", () => {
  it("creates one item for a create sent twice, and answers the same item both times", async () => {
    const { user, listId, itemId } = await personWithList();
    const first = await gql(user.token, CREATE, { l: listId, n: "Butter", c: "create-butter" });
    const again = await gql(user.token, CREATE, { l: listId, n: "Butter", c: "create-butter" });
    const created = first.body.data.createShoppingItem;
    expect(again.body).toEqual({ data: { createShoppingItem: created } });
    expect((await itemsOf(listId)).map((item) => item.name)).toEqual(["Milk", "Butter"]);
    expect(created.id).toBeGreaterThan(itemId);
    expect(await claims("create-butter")).toEqual([{ group_id: expect.any(Number), target_id: created.id }]);
  });

  it("does not let a replayed update undo a later change", async () => {
    const { user, listId, itemId } = await personWithList();
    const tick = await gql(user.token, UPDATE, { id: itemId, b: true, c: "tick-1" });
    expect(tick.body.data.updateShoppingItem).toEqual({ id: itemId, is_bought: true, quantity: 1 });
    await gql(user.token, UPDATE, { id: itemId, b: false, q: 3, c: "untick-2" });

    const replay = await gql(user.token, UPDATE, { id: itemId, b: true, c: "tick-1" });
    // The replay answers the item as it is now, and wrote nothing.
    expect(replay.body).toEqual({ data: { updateShoppingItem: { id: itemId, is_bought: false, quantity: 3 } } });
    expect(await itemsOf(listId)).toEqual([{ id: itemId, name: "Milk", is_bought: 0, quantity: 3 }]);
  });

  it("answers true to a delete sent again, without an error", async () => {
    const { user, listId, itemId } = await personWithList();
    expect((await gql(user.token, DELETE, { id: itemId, c: "delete-milk" })).body).toEqual({
      data: { deleteShoppingItem: true },
    });
    expect((await gql(user.token, DELETE, { id: itemId, c: "delete-milk" })).body).toEqual({
      data: { deleteShoppingItem: true },
    });
    expect(await itemsOf(listId)).toEqual([]);
  });

  it("applies once when the same change races itself", async () => {
    const { user, listId, itemId } = await personWithList();
    const creates = await Promise.all(
      Array.from({ length: 6 }, () => gql(user.token, CREATE, { l: listId, n: "Jam", c: "race-create" })),
    );
    const ids = new Set(creates.map((result) => result.body.data.createShoppingItem.id));
    expect(ids.size).toBe(1);
    expect((await itemsOf(listId)).map((item) => item.name)).toEqual(["Milk", "Jam"]);

    // Quantity 5 racing with itself: one application, every answer the item after it.
    const updates = await Promise.all(
      Array.from({ length: 6 }, () => gql(user.token, UPDATE, { id: itemId, q: 5, c: "race-update" })),
    );
    expect(updates.map((result) => result.body)).toEqual(
      Array(6).fill({ data: { updateShoppingItem: { id: itemId, is_bought: false, quantity: 5 } } }),
    );
    expect(await claims("race-update")).toEqual([{ group_id: expect.any(Number), target_id: itemId }]);
  });

  it("keeps change ids per group: another group's change with the same id applies", async () => {
    const ann = await personWithList("Ann's list");
    const bob = await personWithList("Bob's list");
    await gql(ann.user.token, CREATE, { l: ann.listId, n: "Tea", c: "shared-id" });
    const bobs = await gql(bob.user.token, CREATE, { l: bob.listId, n: "Coffee", c: "shared-id" });
    expect(bobs.body.data.createShoppingItem.name).toBe("Coffee");
    expect((await itemsOf(bob.listId)).map((item) => item.name)).toEqual(["Milk", "Coffee"]);
    expect((await claims("shared-id")).length).toBe(2);
  });

  it("refuses change ids that are not 1 to 64 letters, digits, - or _", async () => {
    const { user, listId, itemId } = await personWithList();
    for (const bad of ["", "has space", "ü", "a".repeat(65), "semi;colon"]) {
      for (const [query, variables] of [
        [CREATE, { l: listId, n: "Oats", c: bad }],
        [UPDATE, { id: itemId, b: true, c: bad }],
        [DELETE, { id: itemId, c: bad }],
      ] as const) {
        const result = await gql(user.token, query, variables);
        expect(result.body.errors?.[0], JSON.stringify(bad)).toMatchObject({
          message: "change_id must be 1 to 64 letters, digits, - or _",
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
    }
    expect(await itemsOf(listId)).toEqual([{ id: itemId, name: "Milk", is_bought: 0, quantity: 1 }]);
    expect(await changeIdsOf(user.id)).toEqual([]);
    const longest = await gql(user.token, UPDATE, { id: itemId, b: true, c: `A-z_9${"x".repeat(59)}` });
    expect(longest.body.data.updateShoppingItem.is_bought).toBe(true);
  });

  it("reports a change to an item deleted meanwhile as not found, and writes nothing", async () => {
    const { user, listId, itemId } = await personWithList();
    await gql(user.token, DELETE, { id: itemId, c: "someone-deletes" });
    for (const [query, variables] of [
      [UPDATE, { id: itemId, b: true, c: "late-tick" }],
      [DELETE, { id: itemId, c: "late-delete" }],
    ] as const) {
      const result = await gql(user.token, query, variables);
      expect(result.body.errors?.[0]).toMatchObject({
        message: "Shopping item not found",
        extensions: { code: "NOT_FOUND" },
      });
    }
    const onDeletedList = await gql(user.token, `mutation($id: Int!) { deleteShoppingList(id: $id) }`, { id: listId });
    expect(onDeletedList.body.data.deleteShoppingList).toBe(true);
    const lateCreate = await gql(user.token, CREATE, { l: listId, n: "Late", c: "late-create" });
    expect(lateCreate.body.errors?.[0]?.message).toBe("Shopping list not found");
    expect(await changeIdsOf(user.id)).toEqual([{ change_id: "someone-deletes" }]);
    expect(await rows("SELECT count(*) AS n FROM shopping_items WHERE list_id = ?", listId)).toEqual([{ n: 0 }]);
  });

  it("forgets change ids after 30 days, a few per later change", async () => {
    const { user, itemId } = await personWithList();
    const groupId = await personalGroupId(user.id);
    const old = Date.now() - 31 * 24 * 3600 * 1000;
    for (let i = 0; i < 25; i++) {
      await rows(
        "INSERT INTO applied_changes (group_id, change_id, nonce, applied_at) VALUES (?, ?, 'n', ?)",
        groupId,
        `old-${i}`,
        old,
      );
    }
    await gql(user.token, UPDATE, { id: itemId, b: true, c: "fresh-1" });
    expect(await rows("SELECT count(*) AS n FROM applied_changes WHERE change_id LIKE 'old-%'")).toEqual([{ n: 5 }]);
    await gql(user.token, UPDATE, { id: itemId, b: false, c: "fresh-2" });
    expect(await changeIdsOf(user.id)).toEqual([{ change_id: "fresh-1" }, { change_id: "fresh-2" }]);
  });

  it("also applies a list update once", async () => {
    const { user, listId } = await personWithList();
    const rename = `mutation($id: Int!, $t: String!, $c: String) { updateShoppingList(id: $id, title: $t, change_id: $c) { title } }`;
    await gql(user.token, rename, { id: listId, t: "First", c: "rename-1" });
    await gql(user.token, rename, { id: listId, t: "Second", c: "rename-2" });
    const replay = await gql(user.token, rename, { id: listId, t: "First", c: "rename-1" });
    expect(replay.body).toEqual({ data: { updateShoppingList: { title: "Second" } } });
    expect(await rows("SELECT title FROM shopping_lists WHERE id = ?", listId)).toEqual([{ title: "Second" }]);
  });

  it("tells the list's pages once per applied change, never for a replay", async () => {
    const { user, listId, itemId } = await personWithList();
    const page = await openLive(user.token, listId);
    await gql(user.token, UPDATE, { id: itemId, b: true, c: "tick-once" });
    await gql(user.token, UPDATE, { id: itemId, b: true, c: "tick-once" });
    await gql(user.token, CREATE, { l: listId, n: "Rice", c: "add-rice" });
    const rice = (await gql(user.token, CREATE, { l: listId, n: "Rice", c: "add-rice" })).body.data.createShoppingItem;
    await gql(user.token, DELETE, { id: rice.id, c: "drop-rice" });
    await gql(user.token, DELETE, { id: rice.id, c: "drop-rice" });
    const marker = await api("/v1/api", {
      method: "POST",
      token: user.token,
      json: {
        query: `mutation($id: Int!) { updateShoppingList(id: $id, status: "active") { id } }`,
        variables: { id: listId },
      },
    });
    expect(marker.status).toBe(200);

    const messages = [await page.next(), await page.next(), await page.next(), await page.next()];
    expect(messages).toEqual([
      {
        type: "list-changed",
        list_id: listId,
        change: { kind: "item-updated", item_id: itemId },
        change_id: "tick-once",
      },
      {
        type: "list-changed",
        list_id: listId,
        change: { kind: "item-created", item_id: rice.id },
        change_id: "add-rice",
      },
      {
        type: "list-changed",
        list_id: listId,
        change: { kind: "item-deleted", item_id: rice.id },
        change_id: "drop-rice",
      },
      { type: "list-changed", list_id: listId, change: { kind: "list-updated" } },
    ]);
    expect(page.pending).toEqual([]);
  });
});

describe("ticks are values", () => {
  it("sets is_bought to the value sent, however often it is sent", async () => {
    const { user, itemId } = await personWithList();
    const set = async (value: boolean) =>
      (await gql(user.token, UPDATE, { id: itemId, b: value })).body.data.updateShoppingItem.is_bought;
    expect([await set(true), await set(true), await set(false), await set(false)]).toEqual([true, true, false, false]);
  });
});
