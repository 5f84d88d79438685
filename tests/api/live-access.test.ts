import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_CLOSE } from "../../worker-api/src/contract/live";
import { listRoom } from "../../worker-api/src/live/list-notifier";
import { MAX_SOCKETS_PER_LIST, MAX_SOCKETS_PER_PERSON, ownerUrl } from "../../worker-api/src/live/socket-owner";
import { advanceClock, api, enableTwoFactor, gql, login, rows, totpCode } from "./helpers";
import { connectLive, liveSocket, openLive, personWithList, sharedList, type LiveSocket } from "./live";

afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = "Brand-new-Pass1!";

const tick = (token: string, id: number, isBought: boolean, groupId?: number) =>
  gql(
    token,
    `mutation($id: Int!, $b: Boolean!) { updateShoppingItem(id: $id, is_bought: $b) { id } }`,
    {
      id,
      b: isBought,
    },
    groupId,
  );

const changed = (listId: number, itemId: number) => ({
  type: "list-changed",
  list_id: listId,
  change: { kind: "item-updated", item_id: itemId },
});

/**
 * The page's socket closes within a second with `code`, and hears nothing after: a change made
 * once it closed reaches `witness` (a page still open) and not it.
 */
async function expectEnded(
  page: LiveSocket,
  code: number,
  after?: { witness: LiveSocket; change: () => Promise<unknown>; message: unknown },
) {
  expect((await page.closed(1000)).code).toBe(code);
  if (after) {
    await after.change();
    expect(await after.witness.next()).toEqual(after.message);
  }
  expect(page.pending).toEqual([]);
}

async function expectRefused(response: Response, status: number) {
  expect([response.status, response.webSocket]).toEqual([status, null]);
}

describe("a socket ends with its person's membership", () => {
  it("closes the removed member's sockets, keeps the others, and refuses their reconnect", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const memberPhone = await openLive(member.token, listId, { groupId });
    const memberLaptop = await openLive(member.token, listId, { groupId });
    const ownerPage = await openLive(owner.token, listId, { groupId });

    const removed = await api(`/v1/groups/${groupId}/members/${member.id}`, { method: "DELETE", token: owner.token });
    expect(removed.status).toBe(204);
    await expectEnded(memberPhone, LIVE_CLOSE.accessEnded, {
      witness: ownerPage,
      change: () => tick(owner.token, itemId, true, groupId),
      message: changed(listId, itemId),
    });
    expect((await memberLaptop.closed(1000)).code).toBe(LIVE_CLOSE.accessEnded);
    expect(memberLaptop.pending).toEqual([]);

    const again = await connectLive(member.token, listId, { groupId });
    await expectRefused(again, 404);
    expect(await again.json()).toEqual({ error: { code: "GROUP_NOT_FOUND", message: "Group not found." } });
    expect(await rows("SELECT user_id FROM group_members WHERE group_id = ?", groupId)).toEqual([
      { user_id: owner.id },
    ]);
    ownerPage.socket.close(1000);
  });

  it("closes the sockets of a member who leaves", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const memberPage = await openLive(member.token, listId, { groupId });
    const ownerPage = await openLive(owner.token, listId, { groupId });

    const left = await api(`/v1/groups/${groupId}/members/${member.id}`, { method: "DELETE", token: member.token });
    expect(left.status).toBe(204);
    await expectEnded(memberPage, LIVE_CLOSE.accessEnded, {
      witness: ownerPage,
      change: () => tick(owner.token, itemId, true, groupId),
      message: changed(listId, itemId),
    });
    await expectRefused(await connectLive(member.token, listId, { groupId }), 404);
    expect(await rows("SELECT 1 FROM group_members WHERE group_id = ? AND user_id = ?", groupId, member.id)).toEqual(
      [],
    );
    ownerPage.socket.close(1000);
  });

  it("closes every socket on the lists of a deleted group", async () => {
    const { owner, member, groupId, listId } = await sharedList();
    const memberPage = await openLive(member.token, listId, { groupId });
    const ownerPage = await openLive(owner.token, listId, { groupId });

    expect((await api(`/v1/groups/${groupId}`, { method: "DELETE", token: owner.token })).status).toBe(204);
    await expectEnded(memberPage, LIVE_CLOSE.accessEnded);
    await expectEnded(ownerPage, LIVE_CLOSE.accessEnded);
    await expectRefused(await connectLive(owner.token, listId, { groupId }), 404);
    expect(await rows("SELECT id FROM shopping_lists WHERE id = ?", listId)).toEqual([]);
  });

  it("closes a deleted account's sockets on every list of its groups", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const ownListId = (
      await gql(
        member.token,
        `mutation { createShoppingList(title: "Mine", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id as number;
    const memberPage = await openLive(member.token, listId, { groupId });
    const ownPage = await openLive(member.token, ownListId);
    const ownerPage = await openLive(owner.token, listId, { groupId });

    const deleted = await api("/v1/user/account", {
      method: "DELETE",
      token: member.token,
      json: { password: member.password },
    });
    expect(deleted.status).toBe(204);
    await expectEnded(memberPage, LIVE_CLOSE.accessEnded, {
      witness: ownerPage,
      change: () => tick(owner.token, itemId, true, groupId),
      message: changed(listId, itemId),
    });
    await expectEnded(ownPage, LIVE_CLOSE.accessEnded);
    await expectRefused(await connectLive(member.token, listId, { groupId }), 401);
    expect(await rows("SELECT id FROM users WHERE id = ?", member.id)).toEqual([]);
    expect(await rows("SELECT id FROM shopping_lists WHERE id = ?", ownListId)).toEqual([]);
    ownerPage.socket.close(1000);
  });
});

describe("a socket ends with its session", () => {
  it("closes the signed-out session's sockets and keeps the person's other session's", async () => {
    const { user, listId, itemId } = await personWithList();
    const other = await login(user.email, user.password);
    const signedOut = await openLive(user.token, listId);
    const stillIn = await openLive(other.access_token, listId);

    const logout = await api("/v1/auth/logout", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(logout.status).toBe(204);
    await expectEnded(signedOut, LIVE_CLOSE.sessionEnded, {
      witness: stillIn,
      change: () => tick(other.access_token, itemId, true),
      message: changed(listId, itemId),
    });
    await expectRefused(await connectLive(user.token, listId), 401);
    expect(
      await rows("SELECT revoked_at IS NOT NULL AS revoked FROM refresh_tokens WHERE user_id = ? ORDER BY id", user.id),
    ).toEqual([{ revoked: 1 }, { revoked: 0 }]);
    stillIn.socket.close(1000);
  });

  it("closes every socket of the person on a password change, also on another group's list", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const other = await login(member.email, member.password);
    const shared = await openLive(member.token, listId, { groupId });
    const otherSession = await openLive(other.access_token, listId, { groupId });
    const ownerPage = await openLive(owner.token, listId, { groupId });

    const changedPassword = await api("/v1/user/change-password", {
      method: "POST",
      token: member.token,
      json: { current_password: member.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(changedPassword.status).toBe(200);
    await expectEnded(shared, LIVE_CLOSE.sessionEnded, {
      witness: ownerPage,
      change: () => tick(owner.token, itemId, true, groupId),
      message: changed(listId, itemId),
    });
    await expectEnded(otherSession, LIVE_CLOSE.sessionEnded);
    await expectRefused(await connectLive(other.access_token, listId, { groupId }), 401);
    expect(await rows("SELECT id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL", member.id)).toEqual([]);
    ownerPage.socket.close(1000);
  });

  it("closes the person's sockets on a password reset", async () => {
    const { user, listId } = await personWithList();
    const { secret } = await enableTwoFactor(user.token);
    const page = await openLive(user.token, listId);
    await advanceClock(30_000); // the setup's code was used; the next step's code is fresh
    const { reset_token } = (await (
      await api("/v1/auth/reset/initiate", { method: "POST", json: { email: user.email } })
    ).json()) as { reset_token: string };
    const verify = await api("/v1/auth/reset/verify", {
      method: "POST",
      json: { email: user.email, reset_token, totp_code: await totpCode(secret) },
    });
    const { temporary_token } = (await verify.json()) as { temporary_token: string };
    const complete = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(complete.status).toBe(200);
    await expectEnded(page, LIVE_CLOSE.sessionEnded);
    await expectRefused(await connectLive(user.token, listId), 401);
    expect(await rows("SELECT id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL", user.id)).toEqual([]);
  });

  it("closes the sockets of a session whose refresh token was reused, and only those", async () => {
    const { user, listId, itemId } = await personWithList();
    const other = await login(user.email, user.password);
    const stolen = await openLive(user.token, listId);
    const stillIn = await openLive(other.access_token, listId);

    const rotated = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(rotated.status).toBe(200);
    await advanceClock(31_000); // past the grace period: a reuse now is a theft
    const reuse = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(reuse.status).toBe(401);
    await expectEnded(stolen, LIVE_CLOSE.sessionEnded, {
      witness: stillIn,
      change: () => tick(other.access_token, itemId, true),
      message: changed(listId, itemId),
    });
    await expectRefused(await connectLive(user.token, listId), 401);
    const live = await rows<{ family_id: string }>(
      "SELECT DISTINCT family_id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL",
      user.id,
    );
    expect(live).toHaveLength(1);
    stillIn.socket.close(1000);
  });
});

describe("how many sockets a list holds", () => {
  it(`closes a person's oldest socket when they open socket ${MAX_SOCKETS_PER_PERSON + 1}`, async () => {
    const { user, listId, itemId } = await personWithList();
    const pages: LiveSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_PERSON + 1; i++) pages.push(await openLive(user.token, listId));

    const [oldest, ...rest] = pages;
    expect(await oldest!.closed(1000)).toEqual({ code: LIVE_CLOSE.tooManySockets, reason: "Too many connections" });
    await tick(user.token, itemId, true);
    for (const page of rest) expect(await page.next()).toEqual(changed(listId, itemId));
    expect(oldest!.pending).toEqual([]);
    for (const page of rest) page.socket.close(1000);
  });

  it(`refuses socket ${MAX_SOCKETS_PER_LIST + 1} of a list, but lets a person at their cap replace their oldest`, async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const memberPages: LiveSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_PERSON; i++)
      memberPages.push(await openLive(member.token, listId, { groupId }));
    // The rest of the list's sockets, straight to its object (as the API passes a checked upgrade
    // on), from people who need no account: the cap counts sockets, not who holds them.
    const room = listRoom(env.SHOPPING_LIST_ROOMS, listId);
    const others: LiveSocket[] = [];
    for (let i = 0; others.length + memberPages.length < MAX_SOCKETS_PER_LIST; i++) {
      const url = ownerUrl({
        userId: 1_000_000 + Math.floor(i / MAX_SOCKETS_PER_PERSON),
        groupId,
        familyId: null,
        client: null,
      });
      others.push(liveSocket(await room.fetch(url, { headers: { Upgrade: "websocket" } })));
    }

    const refused = await connectLive(owner.token, listId, { groupId });
    expect([refused.status, refused.webSocket, refused.headers.get("Retry-After")]).toEqual([429, null, "30"]);
    expect(await refused.json()).toEqual({
      error: { code: "RATE_LIMITED", message: "Too many pages are following this list. Try again later." },
    });

    const replacing = await openLive(member.token, listId, { groupId });
    expect((await memberPages[0]!.closed(1000)).code).toBe(LIVE_CLOSE.tooManySockets);
    await tick(owner.token, itemId, true, groupId);
    expect(await replacing.next()).toEqual(changed(listId, itemId));
    expect(await others.at(-1)!.next()).toEqual(changed(listId, itemId));
    for (const page of [...memberPages.slice(1), replacing, ...others]) page.socket.close(1000);
  });
});

describe("a page's own changes", () => {
  it("skips only the sending person's sockets of that page: naming another person's page silences nobody", async () => {
    const { owner, member, groupId, listId, itemId } = await sharedList();
    const ownerPage = await openLive(owner.token, listId, { groupId, client: "owner-page" });
    const memberPage = await openLive(member.token, listId, { groupId, client: "member-page" });

    const response = await api("/v1/api", {
      method: "POST",
      token: member.token,
      headers: { "X-Larder-Client": "owner-page", "X-Larder-Group": String(groupId) },
      json: {
        query: `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`,
        variables: { id: itemId },
      },
    });
    expect(response.status).toBe(200);
    const message = { ...changed(listId, itemId), client: "owner-page" };
    expect(await ownerPage.next()).toEqual(message);
    expect(await memberPage.next()).toEqual(message);
    expect(await rows("SELECT is_bought FROM shopping_items WHERE id = ?", itemId)).toEqual([{ is_bought: 1 }]);
    ownerPage.socket.close(1000);
    memberPage.socket.close(1000);
  });
});
