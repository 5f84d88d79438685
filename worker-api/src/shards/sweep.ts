import { jsonChunks } from "../lib/bulk";
import type { RequestDatabases } from "./shard-set";

/** What a sweep found and deleted on one shard. */
type SweptShard = { shard: number; groups: number[] };

/**
 * Deletes, on every shard, the rows of groups the directory no longer has: what a group's or an
 * account's deletion leaves when its shard delete failed (the directory goes first, so nothing
 * could reach them). A shard's row exists only once the directory's does, so a group being made
 * is never taken for one. Skipped: groups frozen by a move under way, and the marks moved groups
 * leave behind (a late read still finds them).
 */
export async function sweepShards(databases: RequestDatabases): Promise<SweptShard[]> {
  return Promise.all(
    Array.from({ length: databases.shardCount }, async (_, shard) => {
      const db = databases.shard(shard);
      const hosted = await db
        .prepare("SELECT id FROM hosted_groups WHERE frozen = 0 AND moved_to IS NULL ORDER BY id")
        .all<{ id: number }>();
      const chunks = jsonChunks(hosted.results.map((row) => [row.id]));
      if (!chunks.length) return { shard, groups: [] };
      const directory = databases.directory;
      const gone = await directory.batch(
        chunks.map((chunk) =>
          directory
            .prepare("SELECT value->>0 AS id FROM json_each(?1) WHERE value->>0 NOT IN (SELECT id FROM groups)")
            .bind(chunk),
        ),
      );
      const groups = gone.flatMap((answer) => (answer.results as { id: number }[]).map((row) => row.id));
      const deletes = jsonChunks(groups.map((id) => [id])).map((chunk) =>
        db
          .prepare(
            "DELETE FROM hosted_groups WHERE id IN (SELECT value->>0 FROM json_each(?1)) AND frozen = 0 AND moved_to IS NULL",
          )
          .bind(chunk),
      );
      if (deletes.length) await db.batch(deletes);
      return { shard, groups };
    }),
  );
}
