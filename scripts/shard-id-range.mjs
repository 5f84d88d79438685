// How shards count ids apart. Plain JavaScript: the local setup, the tests' setup and the
// benchmark's seeds run it before anything is built.
/**
 * The ids each shard hands out start at its number times this (shard 1's first recipe is
 * 1,000,000,001), so an id names one row across every shard: a group moved to another shard keeps
 * its rows' ids (links, shared-recipe addresses, queued offline changes and photos stay right).
 */
export const SHARD_ID_STRIDE = 1_000_000_000;

/** The local databases, as worker-api/wrangler.toml binds them: the directory (`DB`) and the shards (`SHARD_n`). */
export const DIRECTORY_DATABASE = "larder";
export const SHARD_DATABASES = ["larder-shard-0", "larder-shard-1"];

/** The tables whose ids SQLite counts (AUTOINCREMENT), but for D1's own. */
const COUNTED_TABLES = `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' AND name <> 'd1_migrations' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`;

/**
 * SQL that makes shard `shard` count its ids from its own range: run after its migrations, once
 * or again (it never lowers a count), by `npm run dev`, the tests, and when a shard is added.
 */
export function idRangeStatements(shard) {
  const base = shard * SHARD_ID_STRIDE;
  return [
    `UPDATE sqlite_sequence SET seq = ${base} WHERE seq < ${base} AND name IN (${COUNTED_TABLES})`,
    `INSERT INTO sqlite_sequence (name, seq) SELECT name, ${base} FROM (${COUNTED_TABLES}) WHERE name NOT IN (SELECT name FROM sqlite_sequence)`,
  ];
}
