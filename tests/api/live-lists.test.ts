import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, signedInUser } from "./helpers";
import { addItem, connectLive, openLive, personWithList, sharedList } from "./live";

const tick = (token: string, id: number, isBought: boolean, extra = "") =>
  gql(
    token,
    `mutation($id: Int!, $b: Boolean!) { updateShoppingItem(id: $id, is_bought: $b${extra}) { id is_bought } }`,
    {
      id,
      b: isBought,
    },
  );

describe("joining a live list", () => {
  it("lets members of the list's group in, and they hear each other's ticks", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const memberPage = await openLive(member.token, listId, { groupId });

    // Asked in the owner's personal group, the item is not found: nothing is sent.
    expect((await tick(owner.token, itemId, true)).body.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    const ticked = await gql(
      owner.token,
      `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { is_bought } }`,
      { id: itemId },
      groupId,
    );
    expect(ticked.body).toEqual({ data: { updateShoppingItem: { is_bought: true } } });
    expect(await memberPage.next()).toEqual({
      type: "list-changed",
      list_id: listId,
      change: { kind: "item-updated", item_id: itemId },
    });
    memberPage.socket.close(1000, "done");
  });

  it("answers 404 to a stranger and to another group's member, 401 without a session, 426 without an upgrade", async () => {
    const { owner, groupId, listId } = await sharedList();
    const stranger = await signedInUser({ first_name: "Sid" });
    const other = await personWithList("Their own list");

    const strangerAnswers = [
      await connectLive(stranger.token, listId),
      await connectLive(stranger.token, listId, { groupId }),
      await connectLive(other.user.token, listId, { groupId: await personalGroupId(other.user.id) }),
    ];
    expect(strangerAnswers.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(await strangerAnswers[0]!.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Shopping list not found", message_code: "SHOPPING_LIST_NOT_FOUND" },
    });
    expect(strangerAnswers.every((response) => response.webSocket === null)).toBe(true);
    // A missing list answers like another group's.
    const missing = await connectLive(owner.token, 999_999, { groupId });
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { error: { code: "NOT_FOUND", message: "Shopping list not found", message_code: "SHOPPING_LIST_NOT_FOUND" } },
    ]);

    const anonymous = await connectLive(undefined, listId, { groupId });
    expect([anonymous.status, anonymous.webSocket]).toEqual([401, null]);
    const forged = await connectLive("not-a-token", listId, { groupId });
    expect(forged.status).toBe(401);

    const plain = await connectLive(owner.token, listId, { groupId, upgrade: false });
    expect([plain.status, plain.headers.get("Upgrade"), await plain.json()]).toEqual([
      426,
      "websocket",
      { error: { code: "UPGRADE_REQUIRED", message: "Connect with a WebSocket (Upgrade: websocket)." } },
    ]);
    const badClient = await connectLive(owner.token, listId, { groupId, client: "no spaces" });
    expect(badClient.status).toBe(400);
  });

  it("does not let a stranger's socket hear a list's changes", async () => {
    const { owner, groupId, listId, itemId } = await sharedList();
    const stranger = await personWithList("Stranger's list");
    const strangerPage = await openLive(stranger.user.token, stranger.listId);
    const ownerPage = await openLive(owner.token, listId, { groupId });

    await gql(owner.token, `mutation($id: Int!) { deleteShoppingItem(id: $id) }`, { id: itemId }, groupId);
    expect(await ownerPage.next()).toEqual({
      type: "list-changed",
      list_id: listId,
      change: { kind: "item-deleted", item_id: itemId },
    });
    // The stranger's first message is about their own list's change, made after the owner's.
    await tick(stranger.user.token, stranger.itemId, true);
    expect(await strangerPage.next()).toEqual({
      type: "list-changed",
      list_id: stranger.listId,
      change: { kind: "item-updated", item_id: stranger.itemId },
    });
  });
});

describe("fan-out after commit", () => {
  it("sends one update to every page of the list and none to another list's page", async () => {
    const { user, listId, itemId } = await personWithList();
    const otherListId = (
      await gql(
        user.token,
        `mutation { createShoppingList(title: "Another", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id as number;
    const phone = await openLive(user.token, listId);
    const laptop = await openLive(user.token, listId);
    const otherPage = await openLive(user.token, otherListId);

    expect((await tick(user.token, itemId, true)).body.data).toEqual({
      updateShoppingItem: { id: itemId, is_bought: true },
    });
    const expected = { type: "list-changed", list_id: listId, change: { kind: "item-updated", item_id: itemId } };
    expect(await phone.next()).toEqual(expected);
    expect(await laptop.next()).toEqual(expected);

    const added = await addItem(user.token, otherListId, "Bread");
    expect(await otherPage.next()).toEqual({
      type: "list-changed",
      list_id: otherListId,
      change: { kind: "item-created", item_id: added },
    });
    expect([phone.pending, laptop.pending]).toEqual([[], []]);
  });

  it("tells both lists when an item moves from one to the other", async () => {
    const { user, listId, itemId } = await personWithList();
    const otherListId = (
      await gql(
        user.token,
        `mutation { createShoppingList(title: "Market", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id as number;
    const left = await openLive(user.token, listId);
    const joined = await openLive(user.token, otherListId);
    await gql(user.token, `mutation($id: Int!, $l: Int!) { updateShoppingItem(id: $id, list_id: $l) { id } }`, {
      id: itemId,
      l: otherListId,
    });
    expect(await left.next()).toEqual({
      type: "list-changed",
      list_id: listId,
      change: { kind: "item-deleted", item_id: itemId },
    });
    expect(await joined.next()).toEqual({
      type: "list-changed",
      list_id: otherListId,
      change: { kind: "item-updated", item_id: itemId },
    });
  });

  it("sends nothing for a mutation that failed", async () => {
    const { user, listId, itemId } = await personWithList();
    const page = await openLive(user.token, listId);

    const badInput = await gql(user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, quantity: -1) { id } }`, {
      id: itemId,
    });
    expect(badInput.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    const missing = await gql(user.token, `mutation { updateShoppingItem(id: 999999, is_bought: true) { id } }`);
    expect(missing.body.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    const missingDelete = await gql(user.token, `mutation { deleteShoppingItem(id: 999999) }`);
    expect(missingDelete.body.errors![0]!.extensions!.code).toBe("NOT_FOUND");

    // The first message the page gets is the later, successful change.
    await gql(user.token, `mutation($id: Int!) { updateShoppingList(id: $id, title: "Renamed") { id } }`, {
      id: listId,
    });
    expect(await page.next()).toEqual({ type: "list-changed", list_id: listId, change: { kind: "list-updated" } });
    expect(page.pending).toEqual([]);
  });

  it("names the change and the page it came from, and skips that page's own sockets", async () => {
    const { user, listId, itemId } = await personWithList();
    const mine = await openLive(user.token, listId, { client: "phone-1" });
    const theirs = await openLive(user.token, listId, { client: "phone-2" });

    const response = await api("/v1/api", {
      method: "POST",
      token: user.token,
      headers: { "X-Larder-Client": "phone-1" },
      json: {
        query: `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true, change_id: "c-1") { id } }`,
        variables: { id: itemId },
      },
    });
    expect(response.status).toBe(200);
    expect(await theirs.next()).toEqual({
      type: "list-changed",
      list_id: listId,
      change: { kind: "item-updated", item_id: itemId },
      change_id: "c-1",
      client: "phone-1",
    });
    const badClient = await api("/v1/api", {
      method: "POST",
      token: user.token,
      headers: { "X-Larder-Client": "phone 1", Accept: "application/graphql-response+json" },
      json: {
        query: `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: false) { id } }`,
        variables: { id: itemId },
      },
    });
    expect([
      badClient.status,
      ((await badClient.json()) as { errors: { message: string }[] }).errors[0]!.message,
    ]).toEqual([400, "X-Larder-Client must be 1 to 64 letters, digits, - or _"]);
    await gql(user.token, `mutation($id: Int!) { deleteShoppingList(id: $id) }`, { id: listId });
    // phone-1 did not hear its own tick: its first message is the list's deletion.
    expect(await mine.next()).toEqual({ type: "list-changed", list_id: listId, change: { kind: "list-deleted" } });
    expect(await theirs.next()).toEqual({ type: "list-changed", list_id: listId, change: { kind: "list-deleted" } });
  });
});
