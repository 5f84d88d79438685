import { shards } from "../shared/test-db";
import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { expect, it } from "vitest";
import {
  BENCH_ACCOUNT,
  highestIdsSql,
  LARGE,
  LARGE_SHARD,
  largeHouseholdSteps,
} from "../../scripts/large-household.mjs";
import { hashPassword } from "../../worker-api/src/lib/password";
import { mergeKey } from "../../worker-api/src/shopping/names";
import { sectionOf } from "../../worker-api/src/shopping/sections";
import { api, login, personalGroupId, rows } from "./helpers";

/** The archive's JSON documents, parsed. */
function documentsOf(zip: Uint8Array) {
  return Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, JSON.parse(new TextDecoder().decode(bytes))]),
  ) as Record<string, any>;
}

async function exportOf(token: string, groupId: number) {
  const response = await api(`/v1/groups/${groupId}/export`, { token });
  if (response.status !== 200) throw new Error(`Export answered ${response.status}: ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

it("exports the benchmark's large household, imports it into a new group and exports the same documents", async () => {
  const [directory] = (await env.DB.prepare(highestIdsSql("directory")).all()).results;
  const [shard] = (await shards()[LARGE_SHARD]!.prepare(highestIdsSql("shard")).all()).results;
  const highest = { ...directory, ...shard };
  const steps = largeHouseholdSteps({
    highest,
    passwordHash: await hashPassword(BENCH_ACCOUNT.password),
    sectionOf,
    mergeKey,
  });
  for (const [, statements, kind] of steps as [string, string[], "directory" | "shard"][]) {
    const d1 = kind === "directory" ? env.DB : shards()[LARGE_SHARD]!;
    await d1.batch(statements.map((text) => d1.prepare(text)));
  }
  const { access_token: token, user } = await login(BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  const household = await personalGroupId(user.id);

  const zip = await exportOf(token, household);
  const first = documentsOf(zip);
  expect(first["recipes.json"]).toHaveLength(LARGE.recipes);
  expect(first["recipes.json"][0].ingredients).toHaveLength(LARGE.linesPerRecipe);
  expect(first["meals.json"]).toHaveLength(LARGE.meals);
  expect(first["shopping-lists.json"]).toHaveLength(LARGE.lists);
  expect(first["shopping-lists.json"][0].items).toHaveLength(LARGE.itemsPerList);

  const created = await api("/v1/groups", { method: "POST", token, json: { name: "Moved in" } });
  const copy = ((await created.json()) as { id: number }).id;
  const imported = await api(`/v1/groups/${copy}/import`, { method: "POST", token, body: zip });
  expect(imported.status, await imported.clone().text()).toBe(200);
  // The session, the membership, what the group holds, then every write in one batch, well within
  // the queries a Worker may send D1 in one invocation (1,000).
  expect(Number(imported.headers.get("X-D1-Round-Trips"))).toBe(4);
  expect(Number(imported.headers.get("X-D1-Statements"))).toBeLessThan(100);
  const summary = (await imported.json()) as any;
  expect(summary.added).toMatchObject({ recipes: LARGE.recipes, meals: LARGE.meals, shopping_lists: LARGE.lists });

  const second = documentsOf(await exportOf(token, copy));
  for (const name of Object.keys(first)) {
    if (name === "larder.json") continue;
    expect(second[name], name).toEqual(first[name]);
  }
  expect(second["larder.json"]).toMatchObject({ format: "larder-group", version: 1, group: { name: "Moved in" } });
  // Rows the database derives came out as the originals': the recipes' cached lines, and the merge keys.
  const [lines] = await rows<{ count: number }>(
    "SELECT count(*) AS count FROM recipe_line_cache c JOIN recipes r ON r.id = c.recipe_id WHERE r.group_id = ? AND c.line_count = ?",
    copy,
    LARGE.linesPerRecipe,
  );
  expect(lines!.count).toBe(LARGE.recipes);
}, 180_000);
