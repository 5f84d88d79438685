import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, PHONE } from "./browser";

/**
 * Two members of a household shop one list on two phones: each sees the other's ticks without a
 * reload, through the list's Durable Object. The pages stay the same documents throughout.
 */

type Account = Awaited<ReturnType<typeof registerAccount>>;

async function api(path: string, body: unknown, token?: string, group?: number) {
  const response = await fetch(`${apiURL()}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(group && { "X-Larder-Group": String(group) }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as any;
  expect(response.status, JSON.stringify(answer).slice(0, 200)).toBeLessThan(300);
  return answer;
}

/** A shares a new group with B and writes a list of three items in it; answers the list's id and the group's. */
async function sharedList(a: Account, b: Account) {
  const { access_token: token } = await sessionOf(a);
  const { user: bUser } = await sessionOf(b);
  const groupId: number = (await api("/v1/groups", { name: `Flat ${Date.now().toString(36)}` }, token)).id;
  await api(`/v1/groups/${groupId}/members`, { user_id: bUser.id, role: "member" }, token);
  const gql = (query: string, variables: Record<string, unknown>) =>
    api("/v1/api", { query, variables }, token, groupId).then((answer) => answer.data);
  const { createShoppingList: list } = await gql(
    `mutation { createShoppingList(title: "Saturday shop", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    {},
  );
  for (const name of ["Milk", "Bread", "Apples"])
    await gql(
      `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs", price: 0, type: "food") { id } }`,
      { list: list.id, name },
    );
  return { listId: list.id as number, groupId };
}

/** What each phone's live sockets opened and heard: their addresses and the messages they received. */
const sockets = new WeakMap<Page, { opened: string[]; heard: string[] }>();

/** A phone signed in as `account`, planning for the group, on the list. */
async function phoneOnList(account: Account, groupId: number, listId: number) {
  const page = await signedInPage(account, PHONE);
  const seen = { opened: [] as string[], heard: [] as string[] };
  sockets.set(page, seen);
  page.on("websocket", (socket) => {
    seen.opened.push(socket.url());
    socket.on("framereceived", (frame) => seen.heard.push(String(frame.payload)));
  });
  await page.request.post("/groups/switch", { form: { group_id: String(groupId), redirect: "/home" } });
  await page.goto(`/shopping-lists/${listId}`);
  await page.getByRole("heading", { name: "Saturday shop" }).waitFor();
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return page;
}

const ticked = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true }).isChecked();

describe("one list, two phones", () => {
  it("shows each member's ticks on the other phone without a reload", async () => {
    const [a, b] = [await registerAccount("Ada", "Live"), await registerAccount("Bo", "Live")];
    const { listId, groupId } = await sharedList(a, b);
    const phoneA = await phoneOnList(a, groupId, listId);
    const phoneB = await phoneOnList(b, groupId, listId);

    await phoneA.getByRole("checkbox", { name: "Milk", exact: true }).click();
    await expect.poll(() => ticked(phoneB, "Milk"), { timeout: 5000 }).toBe(true);
    await phoneB.getByRole("checkbox", { name: "Bread", exact: true }).click();
    await expect.poll(() => ticked(phoneA, "Bread"), { timeout: 5000 }).toBe(true);
    // Unticking travels too: a tick is a value, not a toggle.
    await phoneB.getByRole("checkbox", { name: "Milk", exact: true }).click();
    await expect.poll(() => ticked(phoneA, "Milk"), { timeout: 5000 }).toBe(false);

    for (const phone of [phoneA, phoneB])
      expect(await phone.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it("does not echo a phone's own tick back to it", async () => {
    const [a, b] = [await registerAccount("Cy", "Live"), await registerAccount("Di", "Live")];
    const { listId, groupId } = await sharedList(a, b);
    const phoneA = await phoneOnList(a, groupId, listId);
    const phoneB = await phoneOnList(b, groupId, listId);
    const [seenA, seenB] = [sockets.get(phoneA)!, sockets.get(phoneB)!];
    await expect.poll(() => seenA.opened.length + seenB.opened.length, { timeout: 5000 }).toBe(2);
    // Each page names itself on its socket, with an id of its own.
    const clientOf = (url: string) => new URL(url).searchParams.get("client");
    expect(clientOf(seenA.opened[0]!)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(clientOf(seenA.opened[0]!)).not.toBe(clientOf(seenB.opened[0]!));

    await phoneA.getByRole("checkbox", { name: "Apples", exact: true }).click();
    await expect.poll(() => ticked(phoneB, "Apples"), { timeout: 5000 }).toBe(true);
    expect(seenB.heard).toHaveLength(1);
    expect(JSON.parse(seenB.heard[0]!)).toMatchObject({ type: "list-changed", client: clientOf(seenA.opened[0]!) });
    // B's tick reaches A, so A's socket is open and would have heard its own tick before it.
    await phoneB.getByRole("checkbox", { name: "Bread", exact: true }).click();
    await expect.poll(() => seenA.heard.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(seenA.heard[0]!)).toMatchObject({ client: clientOf(seenB.opened[0]!) });
  });

  it("tells a removed member's phone why the list stopped, and does not reconnect", async () => {
    const [a, b] = [await registerAccount("Ed", "Live"), await registerAccount("Fay", "Live")];
    const { listId, groupId } = await sharedList(a, b);
    const phoneB = await phoneOnList(b, groupId, listId);
    const seenB = sockets.get(phoneB)!;
    await expect.poll(() => seenB.opened.length, { timeout: 5000 }).toBe(1);

    const { access_token: token } = await sessionOf(a);
    const { user: bUser } = await sessionOf(b);
    const removed = await fetch(`${apiURL()}/v1/groups/${groupId}/members/${bUser.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(204);
    await phoneB
      .getByRole("status")
      .filter({ hasText: "You no longer have access to this list." })
      .waitFor({ timeout: 5000 });
    // A reconnect would come within 0.4–0.6 s of the close, the next within 1.5 s more.
    await phoneB.waitForTimeout(3000);
    expect(seenB.opened).toHaveLength(1);
    expect(await phoneB.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
