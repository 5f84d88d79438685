import { describe, expect, it } from "vitest";
import { runBatch, schema } from "../../worker-api/src/db";
import { insertRows } from "../../worker-api/src/data/group-import";
import { JSON_CHUNK_BYTES as CHUNK_BYTES } from "../../worker-api/src/lib/bulk";
import { personalGroupId, rows, signedInUser } from "./helpers";
import { checkedScope } from "./helpers";

const COLUMNS = ["group_id", "content", "created_at"];
const CREATED = 1_750_000_000_000;

/** Rows whose JSON text is `length` bytes each: `[group,"x…",created]`. */
const taskRows = (groupId: number, count: number, length: number) =>
  Array.from({ length: count }, (_, i) => {
    const tag = `${i}:`;
    const fill = length - JSON.stringify([groupId, tag, CREATED]).length;
    return [groupId, tag + "x".repeat(fill), CREATED];
  });

async function writeTasks(count: number, length: number) {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const { db } = await checkedScope(user.id, groupId);
  const written = taskRows(groupId, count, length);
  const statements = insertRows(db, schema.tasks, COLUMNS, written);
  if (statements.length) await runBatch(db, statements);
  const stored = await rows<{ content: string; created_at: number }>(
    "SELECT content, created_at FROM tasks WHERE group_id = ? ORDER BY id",
    groupId,
  );
  expect(stored.map((row) => row.content)).toEqual(written.map((row) => row[1]));
  expect(stored.every((row) => row.created_at === CREATED)).toBe(true);
  return statements.length;
}

describe("an import's rows in chunks of one bound JSON value", () => {
  // 34 rows of 2,646 bytes, with the brackets and commas, are exactly one chunk: 2 + 34 × 2,647.
  const ROW = 2646;
  const FULL = (CHUNK_BYTES - 2) / (ROW + 1);

  it("writes no statement for no rows, and one for one row", async () => {
    expect(FULL).toBe(34);
    expect(await writeTasks(0, ROW)).toBe(0);
    expect(await writeTasks(1, ROW)).toBe(1);
  });

  it("fills a chunk to its last byte, and starts the next one row later", async () => {
    expect(await writeTasks(FULL - 1, ROW)).toBe(1);
    expect(await writeTasks(FULL, ROW)).toBe(1);
    expect(await writeTasks(FULL + 1, ROW)).toBe(2);
  });

  it("writes 300 rows in as many chunks as their bytes need", async () => {
    expect(await writeTasks(300, ROW)).toBe(Math.ceil(300 / FULL));
    expect(await writeTasks(300, 40)).toBe(1);
  });

  it("sends a row larger than a chunk alone, up to the largest row D1 stores", async () => {
    // A recipe of 100 steps of 5,000 characters is about 0.5 MB; a row may be 2 MB.
    expect(await writeTasks(3, 1_900_000)).toBe(3);
  });
});
