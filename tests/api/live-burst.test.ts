import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_CLOSE } from "../../worker-api/src/contract/live";
import { listRoom } from "../../worker-api/src/live/list-notifier";
import {
  MAX_SOCKETS_PER_PERSON,
  MAX_UNANSWERED_CLOSES_PER_PERSON,
  ownerUrl,
  type SocketOwner,
} from "../../worker-api/src/live/socket-owner";
import { gql, login, rows } from "./helpers";
import { connectLive, liveSocket, openLive, personWithList, type LiveSocket } from "./live";

afterEach(() => {
  vi.useRealTimers();
});

const BURST = 300;
const TOO_MANY = { code: LIVE_CLOSE.tooManySockets, reason: "Too many connections" };

const tick = (token: string, id: number) =>
  gql(token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id });

const changed = (listId: number, itemId: number) => ({
  type: "list-changed",
  list_id: listId,
  change: { kind: "item-updated", item_id: itemId },
});

/** A person's sockets as the list's object holds them: open, or closed and not yet answered, oldest first. */
function heldBy(listId: number, userId: number) {
  return runInDurableObject(listRoom(env.SHOPPING_LIST_ROOMS, listId), (_room, state) => {
    const held = { open: [] as string[], closing: [] as string[] };
    const sockets = state
      .getWebSockets()
      .map((socket) => ({ socket, owner: socket.deserializeAttachment() as SocketOwner }));
    for (const { socket, owner } of sockets.sort((a, b) => a.owner.order - b.owner.order)) {
      if (owner.userId !== userId) continue;
      (socket.readyState === WebSocket.OPEN ? held.open : held.closing).push(owner.client!);
    }
    return held;
  });
}

/** Waits until `done` holds, checking every 50 ms for up to 3 s (counted in checks: a test may stop the clock). */
async function until(done: () => Promise<boolean>) {
  for (let check = 0; check < 60 && !(await done()); check++) await new Promise((resolve) => setTimeout(resolve, 50));
}

const TOO_MANY_CLOSING = "Too many of your connections to this list are still closing. Try again later.";

/**
 * How the burst's upgrades arrive: through the API (as pages open them), or all at once straight
 * to the list's object (as the API passes checked upgrades on), which is where the cap is decided.
 */
type Burst = { user: { id: number; token: string }; listId: number; groupId: number };

const routes = [
  {
    name: "through the API, 25 at a time",
    atOnce: 25,
    async connect({ user, listId }: Burst, client: string) {
      const response = await connectLive(user.token, listId, { client });
      if (response.status === 101) return { response };
      expect(response.headers.get("Retry-After")).toBe("30");
      return { response, refusal: await response.json() };
    },
    refusal: { error: { code: "RATE_LIMITED", message: TOO_MANY_CLOSING } },
  },
  {
    name: "straight to the list's object, all at once",
    atOnce: BURST,
    async connect({ user, listId, groupId }: Burst, client: string) {
      const url = ownerUrl({ userId: user.id, groupId, familyId: null, client });
      const response = await listRoom(env.SHOPPING_LIST_ROOMS, listId).fetch(url, {
        headers: { Upgrade: "websocket" },
      });
      return response.status === 101 ? { response } : { response, refusal: await response.text() };
    },
    refusal: TOO_MANY_CLOSING,
  },
];

describe("a burst of sockets from one person on one list", () => {
  for (const route of routes) {
    it(`holds ${MAX_SOCKETS_PER_PERSON} open and refuses the rest while closes go unanswered: ${BURST} sockets ${route.name}`, async () => {
      const { user, listId, itemId } = await personWithList();
      const [personal] = await rows<{ group_id: number }>(
        "SELECT group_id FROM group_members WHERE user_id = ?",
        user.id,
      );
      const burst = { user, listId, groupId: personal!.group_id };
      // Pages that do not read their socket yet: the closes the object sends wait unanswered.
      // (A refusal's body is read as it comes: unread bodies would hold the test's connections.)
      const answers: { client: string; response: Response; refusal?: unknown }[] = [];
      for (let sent = 0; sent < BURST; sent += route.atOnce) {
        const wave = Array.from({ length: route.atOnce }, (_, i) => `burst-${sent + i}`);
        const answered = wave.map(async (client) => ({ client, ...(await route.connect(burst, client)) }));
        answers.push(...(await Promise.all(answered)));
      }
      const upgraded = answers.filter(({ response }) => response.status === 101);
      const refused = answers.filter(({ response }) => response.status !== 101);
      expect(upgraded).toHaveLength(MAX_SOCKETS_PER_PERSON + MAX_UNANSWERED_CLOSES_PER_PERSON);
      for (const { response, refusal } of refused) expect([response.status, refusal]).toEqual([429, route.refusal]);
      const held = await heldBy(listId, user.id);
      expect([held.open.length, held.closing.length]).toEqual([
        MAX_SOCKETS_PER_PERSON,
        MAX_UNANSWERED_CLOSES_PER_PERSON,
      ]);

      // The pages read their sockets: the oldest ones get 4008 and answer it, and the object lets them go.
      const pages = new Map(upgraded.map(({ client, response }) => [client, liveSocket(response)]));
      for (const client of held.closing) expect(await pages.get(client)!.closed(1000)).toEqual(TOO_MANY);
      await until(async () => (await heldBy(listId, user.id)).closing.length === 0);
      expect(await heldBy(listId, user.id)).toEqual({ open: held.open, closing: [] });

      await tick(user.token, itemId);
      for (const client of held.open) expect(await pages.get(client)!.next()).toEqual(changed(listId, itemId));
      for (const client of held.closing) expect(pages.get(client)!.pending).toEqual([]);

      // With the closes answered, the next socket is accepted again and pushes out the oldest open one.
      const next = await openLive(user.token, listId, { client: "after-burst" });
      expect(await pages.get(held.open[0]!)!.closed(1000)).toEqual(TOO_MANY);
      await until(async () => (await heldBy(listId, user.id)).closing.length === 0);
      expect(await heldBy(listId, user.id)).toEqual({ open: [...held.open.slice(1), "after-burst"], closing: [] });
      for (const client of held.open.slice(1)) pages.get(client)!.socket.close(1000);
      next.socket.close(1000);
    });
  }

  it("closes the oldest socket first, across the person's sessions, when sockets open in the same millisecond", async () => {
    const { user, listId, itemId } = await personWithList();
    const otherSession = (await login(user.email, user.password)).access_token;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now());

    const pages: LiveSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_PERSON + 2; i++)
      pages.push(await openLive(i % 2 ? otherSession : user.token, listId, { client: `page-${i}` }));

    expect(await pages[0]!.closed(1000)).toEqual(TOO_MANY);
    expect(await pages[1]!.closed(1000)).toEqual(TOO_MANY);
    const open = pages.slice(2);
    await until(async () => (await heldBy(listId, user.id)).closing.length === 0);
    expect(await heldBy(listId, user.id)).toEqual({
      open: open.map((_, i) => `page-${i + 2}`),
      closing: [],
    });
    await tick(user.token, itemId);
    for (const page of open) expect(await page.next()).toEqual(changed(listId, itemId));
    for (const page of pages.slice(0, 2)) expect(page.pending).toEqual([]);
    for (const page of open) page.socket.close(1000);
  });
});
