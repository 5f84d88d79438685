import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker-api/src/app";
import type { Bindings } from "../../worker-api/src/env";
import { meteredD1, parseSimulatedLatency } from "../../worker-api/src/lib/d1-meter";
import { bookmarksOf, isBookmark, newerBookmark, parseD1Timing } from "../../worker-api/src/shared/d1-session";
import { api, signedInUser } from "./helpers";

/** The read every case makes: the group's meal type names. */
const MEAL_TYPE_NAMES = "{ mealTypes { name } }";
const mealTypesOf = async (response: Response) =>
  ((await response.json()) as { data: { mealTypes: { name: string }[] } }).data.mealTypes;

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/**
 * A position in each database the request reached: the directory's bare, then `s<n>=` a shard's
 * (a read checked in its shard reaches only the shard).
 */
const POSITIONS =
  /^(?:[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}|s\d+=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})(;s\d+=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})*$/;
/** `later` is at or after `earlier` in every database `earlier` names. */
const atOrAfter = (later: string, earlier: string) => newerBookmark(earlier, later) === later;
/** Older than anything this database has answered: its counters start above zero. */
const STALE = "00000000-00000000-00000000-00000000000000000000000000000000";

const bookmarkOf = (response: Response) => response.headers.get("x-d1-bookmark");

function graphql(token: string, query: string, bookmark?: string) {
  const headers: Record<string, string> = { Accept: "application/graphql-response+json" };
  if (bookmark !== undefined) headers["x-d1-bookmark"] = bookmark;
  return api("/v1/api", { method: "POST", json: { query }, token, headers });
}

describe("D1 bookmarks on the API", () => {
  it("an answer carries the session's bookmark, and sending it back continues from there", async () => {
    const first = await api("/v1/health");
    expect(first.status).toBe(200);
    const bookmark = bookmarkOf(first)!;
    expect(bookmark).toMatch(BOOKMARK);

    const next = await api("/v1/health", { headers: { "x-d1-bookmark": bookmark } });
    expect(next.status).toBe(200);
    expect(bookmarkOf(next)).toMatch(BOOKMARK);
    expect(bookmarkOf(next)! >= bookmark).toBe(true);
  });

  it("a write answers a bookmark at or after the one sent, and a read sent with it sees the write", async () => {
    const user = await signedInUser();
    const before = bookmarkOf(await graphql(user.token, MEAL_TYPE_NAMES))!;

    const write = await graphql(
      user.token,
      `
        mutation {
          createMealType(name: "Elevenses") {
            id
          }
        }
      `,
      before,
    );
    expect(write.status).toBe(200);
    const written = bookmarkOf(write)!;
    expect(written).toMatch(POSITIONS);
    expect(atOrAfter(written, before) && written !== before).toBe(true);

    const read = await graphql(user.token, MEAL_TYPE_NAMES, written);
    expect(read.status).toBe(200);
    expect(await mealTypesOf(read)).toContainEqual({
      name: "Elevenses",
    });
    expect(atOrAfter(bookmarkOf(read)!, written)).toBe(true);
  });

  it("a stale bookmark is accepted: the read answers, with the session's newer bookmark", async () => {
    const user = await signedInUser();
    await graphql(
      user.token,
      `
        mutation {
          createMealType(name: "Tea") {
            id
          }
        }
      `,
    );
    const read = await graphql(user.token, MEAL_TYPE_NAMES, STALE);
    expect(read.status).toBe(200);
    expect(await mealTypesOf(read)).toContainEqual({
      name: "Tea",
    });
    expect(bookmarkOf(read)).toMatch(POSITIONS);
    expect(atOrAfter(bookmarkOf(read)!, STALE) && bookmarkOf(read) !== STALE).toBe(true);
  });

  it.each([
    ["garbage", "garbage"],
    ["empty", ""],
    ["spaces", "   "],
    ["overlong", `${STALE}${"0".repeat(4000)}`],
    ["upper-case hex", STALE.toUpperCase().replace("0000000000", "ABCDEF0000")],
    ["a part missing", "00000000-00000002-00000000"],
    ["a part too many", `${STALE}-00000000`],
    ["not hex", "0000000g-00000002-00000000-00000000000000000000000000000000"],
    ["a constraint instead of a bookmark", "first-primary"],
    ["SQL", "'; DROP TABLE users; --"],
  ])("ignores a header that is not a bookmark (%s): 200 with a fresh bookmark", async (_name, header) => {
    const user = await signedInUser();
    const read = await graphql(user.token, MEAL_TYPE_NAMES, header);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      mealTypes: [{ name: "Breakfast" }, { name: "Lunch" }, { name: "Dinner" }, { name: "Snack" }],
    });
    expect(bookmarkOf(read)).toMatch(POSITIONS);
    expect(bookmarkOf(read)).not.toBe(header);
  });

  it("Server-Timing names D1's time and round trips, and the whole answer's time", async () => {
    const user = await signedInUser();
    const read = await graphql(user.token, MEAL_TYPE_NAMES);
    const header = read.headers.get("Server-Timing")!;
    const match = /^d1;dur=(\d+\.\d);desc="(\d+) round trips?", total;dur=(\d+\.\d)$/.exec(header);
    expect(match, header).not.toBeNull();
    expect(Number(match![2])).toBe(Number(read.headers.get("X-D1-Round-Trips")));
    expect(Number(match![2])).toBe(1);
    expect(Number(match![1])).toBeLessThanOrEqual(Number(match![3]));
    expect(parseD1Timing(header)).toEqual({ ms: Number(match![1]), trips: 1 });
    // A request that never reaches D1 says so.
    expect((await api("/v1/nowhere")).headers.get("Server-Timing")).toMatch(/^d1;dur=0\.0;desc="0 round trips", /);
  });
});

describe("simulated distance to D1 (npm run bench:edge)", () => {
  const app = createApp();
  const health = (bindings: Partial<Bindings>) =>
    app.fetch(new Request("https://api.test/v1/health"), { ...(env as unknown as Bindings), ...bindings });

  it("is honoured in tests and local development only, never in production", async () => {
    const latency = "primary:400,replica:250";
    const local = parseD1Timing((await health({ D1_SIMULATED_LATENCY: latency })).headers.get("Server-Timing"));
    expect(local.ms).toBeGreaterThanOrEqual(250);
    expect(local.ms).toBeLessThan(400);
    const production = await health({ ENVIRONMENT: "production", D1_SIMULATED_LATENCY: latency });
    expect(parseD1Timing(production.headers.get("Server-Timing")).ms).toBeLessThan(250);
  });

  it("costs a read a replica's trip and a write (or a batch with one) the primary's", async () => {
    const latency = { primaryMs: 120, replicaMs: 30 };
    const measure = async (run: (d1: ReturnType<typeof meteredD1>) => Promise<unknown>) => {
      const timing = { ms: 0, trips: 0, statements: 0, longestStatement: 0 };
      await run(meteredD1(env.DB.withSession("first-unconstrained"), timing, latency));
      return timing;
    };
    const read = await measure((d1) => d1.prepare("SELECT 1").all());
    expect(read.trips).toBe(1);
    expect(read.ms).toBeGreaterThanOrEqual(30);
    expect(read.ms).toBeLessThan(120);
    const write = await measure((d1) =>
      d1.prepare("UPDATE users SET first_name = first_name WHERE id = ?").bind(0).run(),
    );
    expect(write.ms).toBeGreaterThanOrEqual(120);
    const mixed = await measure((d1) =>
      d1.batch([d1.prepare("SELECT 1"), d1.prepare("DELETE FROM users WHERE id = ?").bind(0)]),
    );
    expect(mixed).toMatchObject({ trips: 1, statements: 2 });
    expect(mixed.ms).toBeGreaterThanOrEqual(120);
  });

  it("reads only its exact form", () => {
    expect(parseSimulatedLatency("primary:150,replica:10")).toEqual({ primaryMs: 150, replicaMs: 10 });
    for (const value of [undefined, "", "150,10", "primary:150", "replica:10,primary:150", "primary:-1,replica:10"])
      expect(parseSimulatedLatency(value), String(value)).toBeNull();
  });
});

describe("newerBookmark", () => {
  const older = "00000001-00000002-00000003-0123456789abcdef0123456789abcdef";
  const newer = "00000001-0000000a-00000000-00000000000000000000000000000000";

  it("answers the later of two bookmarks, by their hex counters", () => {
    expect(newerBookmark(older, newer)).toBe(newer);
    expect(newerBookmark(newer, older)).toBe(newer);
    expect(newerBookmark(newer, newer)).toBe(newer);
  });

  it("never lets a missing or malformed value win", () => {
    expect(newerBookmark(null, newer)).toBe(newer);
    expect(newerBookmark(older, undefined)).toBe(older);
    expect(newerBookmark("zzzzzzzz", older)).toBe(older);
    expect(newerBookmark(older, "ffffffff")).toBe(older);
    expect(newerBookmark(older, { toString: () => newer })).toBe(older);
    expect(newerBookmark(null, "garbage")).toBeNull();
    expect(newerBookmark(undefined, null)).toBeNull();
    expect(isBookmark(newer.toUpperCase())).toBe(false);
  });
});

describe("positions in several databases", () => {
  const [a, b, c] = [
    "00000001-00000002-00000003-0123456789abcdef0123456789abcdef",
    "00000001-0000000a-00000000-00000000000000000000000000000000",
    "00000002-00000000-00000000-00000000000000000000000000000000",
  ];

  it("keeps the later position in each database, the directory first, then the shards in order", () => {
    expect(newerBookmark(`${a};s1=${b}`, `${b};s0=${a};s1=${a}`)).toBe(`${b};s0=${a};s1=${b}`);
    expect(newerBookmark(`s3=${c}`, `${a};s1=${a}`)).toBe(`${a};s1=${a};s3=${c}`);
    expect(bookmarksOf(`${a};s12=${b}`)).toEqual(
      new Map([
        ["", a],
        ["s12", b],
      ]),
    );
  });

  it("takes none of a value with any malformed position, and at most 16 positions", () => {
    expect(isBookmark(`${a};s1=${b.toUpperCase()}`)).toBe(false);
    expect(isBookmark(`${a};${b}`)).toBe(false);
    expect(isBookmark(`${a};s1=${b};`)).toBe(false);
    expect(isBookmark([a, ...Array.from({ length: 15 }, (_, i) => `s${i}=${b}`)].join(";"))).toBe(true);
    expect(isBookmark([a, ...Array.from({ length: 16 }, (_, i) => `s${i}=${b}`)].join(";"))).toBe(false);
    expect(newerBookmark(`${a};s1=garbage`, b)).toBe(b);
  });
});
