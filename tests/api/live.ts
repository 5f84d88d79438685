import { expect } from "vitest";
import { api, gql, signedInUser } from "./helpers";

/** A page's socket on a list, with the messages it received in order. */
export type LiveSocket = {
  socket: WebSocket;
  /** The next message (parsed JSON), waiting up to `timeoutMs`. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** Messages received and not yet taken. */
  pending: unknown[];
  /** The close the server sent (code and reason), waiting up to `timeoutMs`. */
  closed(timeoutMs?: number): Promise<{ code: number; reason: string }>;
};

/** Asks to join a list's live updates, as the web worker passes a page's upgrade on. */
export function connectLive(
  token: string | undefined,
  listId: number | string,
  options: { groupId?: number; client?: string; upgrade?: boolean } = {},
) {
  const headers: Record<string, string> = {};
  if (options.upgrade !== false) headers.Upgrade = "websocket";
  if (options.groupId) headers["X-Larder-Group"] = String(options.groupId);
  const query = options.client ? `?client=${encodeURIComponent(options.client)}` : "";
  return api(`/v1/shopping-lists/${listId}/live${query}`, { token, headers });
}

/** Accepts the socket of a 101 answer and collects what it receives. */
export function liveSocket(response: Response): LiveSocket {
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) throw new Error(`expected a WebSocket, got ${response.status}`);
  socket.accept();
  const closing = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener("close", (event) => {
      // A browser answers the server's close with its own; this socket only does when asked.
      // (1005 and 1006 say no code was sent, and may not be sent back.)
      if (event.code !== 1005 && event.code !== 1006) socket.close(event.code, event.reason);
      resolve({ code: event.code, reason: event.reason });
    }),
  );
  const pending: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data as string) as unknown;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else pending.push(message);
  });
  return {
    socket,
    pending,
    closed(timeoutMs = 1000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the socket was not closed within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([closing, late]).finally(() => clearTimeout(timer));
    },
    next(timeoutMs = 3000) {
      if (pending.length) return Promise.resolve(pending.shift() as Record<string, unknown>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no message arrived")), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message as Record<string, unknown>);
        });
      });
    },
  };
}

export async function openLive(token: string, listId: number, options: Parameters<typeof connectLive>[2] = {}) {
  return liveSocket(await connectLive(token, listId, options));
}

/** A signed-in person with a list (in their personal group) holding one item. */
export async function personWithList(title = "Saturday shop") {
  const user = await signedInUser();
  const listId = (
    await gql(
      user.token,
      `mutation($t: String!) { createShoppingList(title: $t, start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      { t: title },
    )
  ).body.data.createShoppingList.id as number;
  const itemId = await addItem(user.token, listId, "Milk");
  return { user, listId, itemId };
}

export async function addItem(token: string, listId: number, name: string, groupId?: number) {
  const result = await gql(
    token,
    `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "l") { id } }`,
    { l: listId, n: name },
    groupId,
  );
  return result.body.data.createShoppingItem.id as number;
}

/** A group of two: the owner's list, the member invited to it. */
export async function sharedList() {
  const owner = await signedInUser({ first_name: "Olga" });
  const member = await signedInUser({ first_name: "Max" });
  const group = (await (
    await api("/v1/groups", { method: "POST", token: owner.token, json: { name: `Flat ${owner.id}` } })
  ).json()) as { id: number };
  const added = await api(`/v1/groups/${group.id}/members`, {
    method: "POST",
    token: owner.token,
    json: { user_id: member.id },
  });
  expect(added.status).toBe(201);
  const listId = (
    await gql(
      owner.token,
      `mutation { createShoppingList(title: "Flat shop", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
      {},
      group.id,
    )
  ).body.data.createShoppingList.id as number;
  const itemId = await addItem(owner.token, listId, "Eggs", group.id);
  return { owner, member, groupId: group.id, listId, itemId };
}
