import { describe, expect, it } from "vitest";
import { shards } from "../shared/test-db";
import { api, personalGroupId, rows, signedInUser } from "./helpers";

type User = Awaited<ReturnType<typeof signedInUser>>;

/** What placement counts for a new group made in the last day (worker-api/src/shards/placement.ts). */
const NEW_GROUP_BYTES = 200_000;

async function newGroup(user: User, name: string) {
  const response = await api("/v1/groups", { method: "POST", token: user.token, json: { name } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** How many of `groups` the directory placed on each shard, and each one hosted there (and only there). */
async function placedOn(groups: number[]) {
  const placed = await rows<{ id: number; shard: number }>(
    `SELECT id, shard FROM groups WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(groups),
  );
  expect(placed).toHaveLength(groups.length);
  for (const shard of [0, 1]) {
    const home = shards()[shard]!;
    const hosted = await home
      .prepare("SELECT id FROM hosted_groups WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id")
      .bind(JSON.stringify(groups))
      .all<{ id: number }>();
    const expected = placed.filter((group) => group.shard === shard).map((group) => group.id);
    expect(hosted.results.map((row) => row.id)).toEqual(expected.sort((a, b) => a - b));
  }
  return [0, 1].map((shard) => placed.filter((group) => group.shard === shard).length);
}

/**
 * What placement compares: each shard's size as the directory keeps it, plus 200 KB for each
 * group made on it in the last day.
 */
async function countedSizes() {
  const counted = await rows<{ shard: number; counted: number }>(
    `SELECT s.value AS shard, coalesce(z.bytes, 0) + ? * (SELECT count(*) FROM groups g
       WHERE g.shard = s.value AND g.created_at > unixepoch('subsec') * 1000 - 86400000) AS counted
     FROM json_each('[0,1]') s LEFT JOIN shard_sizes z ON z.shard = s.value ORDER BY s.value`,
    NEW_GROUP_BYTES,
  );
  return counted.map((row) => row.counted);
}

/**
 * The rule a burst keeps: from shards counted within one group's 200 KB of each other, the larger
 * share of N new groups over 2 shards is at most 2/3 of them (for 40: 26), and afterwards the
 * shards are counted within two groups' 200 KB of each other (one for the alternation, one for
 * what the shards grew while measured in between).
 */
function expectBalanced(perShard: number[], before: number[], after: number[]) {
  const burst = perShard[0]! + perShard[1]!;
  expect(Math.abs(before[0]! - before[1]!), "the shards were counted alike before").toBeLessThanOrEqual(
    NEW_GROUP_BYTES,
  );
  expect(Math.max(...perShard), `split ${perShard.join(" / ")}`).toBeLessThanOrEqual(Math.floor((burst * 2) / 3));
  expect(Math.abs(after[0]! - after[1]!), `counted ${after.join(" / ")}`).toBeLessThanOrEqual(2 * NEW_GROUP_BYTES);
}

/** Evens out what earlier tests placed: groups on the shard counted less until within 200 KB. */
async function levelShards() {
  const user = await signedInUser();
  for (let i = 0; i < 100; i++) {
    const [a, b] = await countedSizes();
    if (Math.abs(a! - b!) <= NEW_GROUP_BYTES) return;
    await newGroup(user, `Level ${i}`);
  }
  throw new Error("The shards did not level out");
}

describe("a burst of new groups", () => {
  it("from five new people making seven groups each, one after another, spreads over both shards", async () => {
    await levelShards();
    const before = await countedSizes();
    const groups: number[] = [];
    for (let person = 0; person < 5; person++) {
      const user = await signedInUser();
      groups.push(await personalGroupId(user.id));
      for (let i = 0; i < 7; i++) groups.push(await newGroup(user, `Burst ${person}.${i}`));
    }
    expect(groups).toHaveLength(40);
    expectBalanced(await placedOn(groups), before, await countedSizes());
  });

  it("made all at once (five people, seven groups each, every request in flight together) spreads the same", async () => {
    await levelShards();
    const before = await countedSizes();
    const people = await Promise.all(Array.from({ length: 5 }, () => signedInUser()));
    const groups = await Promise.all(
      people.flatMap((user, person) => Array.from({ length: 7 }, (_, i) => newGroup(user, `At once ${person}.${i}`))),
    );
    // The people's personal groups were made together too, as they signed up.
    groups.push(...(await Promise.all(people.map((user) => personalGroupId(user.id)))));
    expect(new Set(groups).size).toBe(40);
    expectBalanced(await placedOn(groups), before, await countedSizes());
  });
});
