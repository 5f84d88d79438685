import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { shards } from "../shared/test-db";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

/**
 * The shard migration that holds rows written before links were checked to the rule
 * (worker-api/src/shared/web-address.ts): a source or image that breaks it becomes null, the
 * recipe stays. Applied here to rows that hold such links, as a shard that still held them would.
 */

const CREATE = `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`;

describe("the migration that cleans stored links", () => {
  it("clears sources and images that break the rule and keeps the rest", async () => {
    const migration = env.TEST_SHARD_MIGRATIONS.find((m) => m.name.includes("clean_recipe_urls"));
    expect(migration, "a shard migration named clean_recipe_urls").toBeDefined();
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    const hex = "0123456789abcdef0123456789abcdef";
    const stored: [string, string | null, string | null, string | null, string | null][] = [
      // title, source as stored, image as stored, source after, image after
      ["Script", "javascript:alert(1)", "javascript:alert(1)", null, null],
      [
        "Padded",
        " \t\nhttps://example.com/a ",
        `  /photos/recipes/5/6/${hex}.png\n`,
        "https://example.com/a",
        `/photos/recipes/5/6/${hex}.png`,
      ],
      ["Control", "\u0001javascript:x", "/photos/../logout", null, null],
      [
        "Upper",
        "HTTPS://Example.com/x",
        "HTTPS://cdn.example.com/p.jpg",
        "HTTPS://Example.com/x",
        "HTTPS://cdn.example.com/p.jpg",
      ],
      ["Svg", "http://ok.example/\tx", "data:image/svg+xml,<svg/>", null, null],
      ["Photo", "vbscript:x", `/photos/recipes/12/34/${hex}.webp`, null, `/photos/recipes/12/34/${hex}.webp`],
      ["Bad group", "ftp://example.com/", `/photos/recipes/1a/34/${hex}.jpg`, null, null],
      ["Deeper", "//evil.example.com", `/photos/recipes/12/34/x/${hex}.jpg`, null, null],
      ["Gif", "https://example.com/ok", `/photos/recipes/12/34/${hex}.gif`, "https://example.com/ok", null],
      ["Empty group", "https:\\\\evil.example.com", `/photos/recipes//34/${hex}.png`, null, null],
    ];
    for (const [title] of stored)
      await gql(user.token, CREATE, {
        data: { title, description: "d", category: "c", ingredients: [{ name: "Salt", quantity: 1, unit: "g" }] },
      });
    for (const [title, source, image] of stored)
      await rows(
        "UPDATE recipes SET source_url = ?, image = ? WHERE group_id = ? AND title = ?",
        source,
        image,
        groupId,
        title,
      );

    // Applied again on every shard, as a shard that still held such rows would apply it.
    for (const shard of shards()) {
      await shard.prepare("DELETE FROM d1_migrations WHERE name = ?").bind(migration!.name).run();
      await applyD1Migrations(shard, [migration!]);
    }
    const stillStored = await rows<{ title: string; source_url: string | null; image: string | null }>(
      "SELECT title, source_url, image FROM recipes WHERE group_id = ?",
      groupId,
    );
    const after = Object.fromEntries(stillStored.map((row) => [row.title, [row.source_url, row.image]]));
    expect(after).toEqual(Object.fromEntries(stored.map(([title, , , source, image]) => [title, [source, image]])));
  });
});
