// How shards count ids apart: the API's moves, and the local setup, the tests' setup and the
// seeds, which run it before anything is built (so plain JavaScript).
/**
 * The ids each shard hands out start at its number times this (shard 1's first recipe is
 * 33,554,433), so an id names one row across every shard: a group moved to another shard keeps
 * its rows' ids (links, shared-recipe addresses, queued offline changes and photos stay right).
 * Ids are GraphQL `Int`s (32 bits), so their space is 64 ranges of 2^25: shards take ranges 0-47,
 * moves 48-63 (docs/scale.md says what changes past that).
 */
export const SHARD_ID_STRIDE = 2 ** 25;
export const ID_RANGES = 64;

/** The tables whose ids SQLite counts (AUTOINCREMENT), but for D1's own. */
const COUNTED_TABLES = `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%' AND name <> 'd1_migrations' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`;

/**
 * Where range `range` starts: shard n starts in range n; a shard that took in a moved group's
 * higher ids takes range 47 + r (r from the directory's `id_ranges`), above every shard's own.
 */
export const rangeStart = (range) => {
  if (!Number.isInteger(range) || range < 0 || range >= ID_RANGES) throw new Error(`No id range ${range}.`);
  return range * SHARD_ID_STRIDE;
};
export const MOVED_RANGES_FROM = 48;

/**
 * SQL that makes a shard count its ids from range `range` on: run after its migrations, once or
 * again (it never lowers a count), by `npm run dev`, the tests, when a shard is added (its own
 * number), and by a move that brought in ids above the shard's count.
 */
export function idRangeStatements(range) {
  const base = rangeStart(range);
  return [
    `UPDATE sqlite_sequence SET seq = ${base} WHERE seq < ${base} AND name IN (${COUNTED_TABLES})`,
    `INSERT INTO sqlite_sequence (name, seq) SELECT name, ${base} FROM (${COUNTED_TABLES}) WHERE name NOT IN (SELECT name FROM sqlite_sequence)`,
  ];
}
