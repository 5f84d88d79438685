import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The service worker (app/offline/sw.js) answers a kept list's data from the network, or from its
 * kept copy when the network is slow; a page shown that copy is told once the network's newer
 * answer is kept, so it reads its data again. Run here in a sandbox with a cache, a network and a
 * page of our own: the timing cannot be made in a browser the tests drive.
 */

const SOURCE = readFileSync(new URL("../../app/offline/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://larder.test";
const DATA = `${ORIGIN}/shopping-lists/7?_data=${encodeURIComponent("features/shopping/shopping-lists.$id")}`;

type Deferred = { resolve: (response: Response) => void; reject: (error: Error) => void };

function serviceWorker(kept: string | null) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const cache = new Map<string, Response>(kept === null ? [] : [[DATA, new Response(kept)]]);
  const network: Deferred[] = [];
  const messages: unknown[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    clients: { get: async (id: string) => (id === "page" ? { postMessage: (m: unknown) => messages.push(m) } : null) },
  };
  const caches = {
    open: async () => ({
      match: async (key: string) => cache.get(key)?.clone(),
      put: async (key: string, response: Response) => void cache.set(key, new Response(await response.text())),
      delete: async (key: string) => cache.delete(key),
    }),
  };
  const fetch = () => new Promise<Response>((resolve, reject) => network.push({ resolve, reject }));
  runInNewContext(SOURCE, { self, caches, fetch, Response, Request, URL, setTimeout, Promise, Map, console });
  /** Asks for the list's data as the page does; answers what the worker answered, once every task it kept is done. */
  const request = () => {
    const tasks: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.fetch!({
      request: new Request(DATA),
      clientId: "page",
      resultingClientId: "",
      respondWith: (response: Promise<Response>) => (answer = response),
      waitUntil: (task: Promise<unknown>) => tasks.push(task),
    });
    return { answer: answer!, settled: async () => Promise.allSettled(tasks).then(() => Promise.allSettled(tasks)) };
  };
  return { request, network, messages, cache };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await vi.advanceTimersByTimeAsync(10);
};

describe("a kept list's data on a slow network", () => {
  it("answers the kept copy after 4 seconds, keeps the late answer, and tells the page once it differs", async () => {
    const worker = serviceWorker('{"items":4}');
    const { answer, settled } = worker.request();
    await waitFor(() => worker.network.length === 1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(await (await answer).text()).toBe('{"items":4}');
    expect(worker.messages).toEqual([]);
    worker.network[0]!.resolve(new Response('{"items":3}'));
    await waitFor(() => worker.messages.length > 0);
    await settled();
    expect(worker.messages).toEqual([{ type: "fresher" }]);
    expect(await worker.cache.get(DATA)!.clone().text()).toBe('{"items":3}');
  });

  it("tells nothing when the late answer is the kept one, or when the network fails", async () => {
    const same = serviceWorker('{"items":4}');
    const first = same.request();
    await waitFor(() => same.network.length === 1);
    await vi.advanceTimersByTimeAsync(4000);
    await first.answer;
    same.network[0]!.resolve(new Response('{"items":4}'));
    await vi.advanceTimersByTimeAsync(100);
    await first.settled();
    expect(same.messages).toEqual([]);

    const failing = serviceWorker('{"items":4}');
    const second = failing.request();
    await waitFor(() => failing.network.length === 1);
    failing.network[0]!.reject(new TypeError("Failed to fetch"));
    expect(await (await second.answer).text()).toBe('{"items":4}');
    await second.settled();
    expect(failing.messages).toEqual([]);
  });

  it("answers from the network when it is quick, and tells nothing", async () => {
    const worker = serviceWorker('{"items":4}');
    const { answer, settled } = worker.request();
    await waitFor(() => worker.network.length === 1);
    worker.network[0]!.resolve(new Response('{"items":3}'));
    expect(await (await answer).text()).toBe('{"items":3}');
    await vi.advanceTimersByTimeAsync(5000);
    await settled();
    expect(worker.messages).toEqual([]);
  });
});
