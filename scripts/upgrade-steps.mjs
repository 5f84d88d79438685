// The upgrade that brings a Larder's databases forward from any earlier state without losing a row
// (docs/decisions/0042-upgrades-keep-every-row.md). Plain JavaScript with no Node imports: the
// dev server and the deploy run it through wrangler (upgrade.mjs), the tests through D1 bindings.
//
// Before shards, one database held everything. The directory's migration that lets the planning
// rows go (`PLANNING_ROWS_LEAVE`) drops their tables, so before it runs the rows are copied to
// shard 0 with their ids, counted there against the directory, and only then is it applied.

/** The directory's migration that drops the planning tables, and the one before it that drops their triggers. */
export const PLANNING_ROWS_LEAVE = "0036_planning_rows_leave_the_directory.sql";
const PLANNING_TRIGGERS_LEAVE = "0035_group_defaults_leave_the_directory.sql";

/** wrangler's own table of applied migrations, as `wrangler d1 migrations apply` makes it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** Where a group's rows of each table are found: by its own `group_id`, or through its recipes. */
const BY_GROUP = (ids) => `group_id IN (${ids})`;
const BY_RECIPE = (ids) => `recipe_id IN (SELECT id FROM recipes WHERE group_id IN (${ids}))`;

/**
 * The planning tables, parents before the rows that refer to them (as a move copies them,
 * worker-api/src/shards/move.ts). `recipe_line_cache` is not copied: shard 0's triggers build it
 * as recipes and their lines arrive. `pantry_items` comes after `pantry_moves`, whose trigger
 * applies each move to the pantry: what the moves made there gives way to the pantry as it was.
 * @type {[string, (ids: string) => string][]}
 */
export const PLANNING_TABLES = [
  ["recipe_categories", BY_GROUP],
  ["ingredient_groups", BY_GROUP],
  ["ingredients", BY_GROUP],
  ["meal_types", BY_GROUP],
  ["recipes", BY_GROUP],
  ["recipe_ingredients", BY_RECIPE],
  ["stores", BY_GROUP],
  ["shopping_lists", BY_GROUP],
  ["shopping_items", BY_GROUP],
  ["meals", BY_GROUP],
  ["tasks", BY_GROUP],
  ["pantry_places", BY_GROUP],
  ["pantry_moves", BY_GROUP],
  ["pantry_items", BY_GROUP],
  ["store_ticks", BY_GROUP],
  ["section_choices", BY_GROUP],
  ["store_prices", BY_GROUP],
  ["applied_changes", BY_GROUP],
];

/** Rows read per query, and the most SQL text put in one statement (D1 takes 100 KB). */
const PAGE_ROWS = 500;
const STATEMENT_BYTES = 80_000;
/** SQL sent in one go: a wrangler run each, so not too many; a file it reads whole, so not too large. */
const BATCH_BYTES = 4_000_000;
/** Groups named in one `IN (…)` list. */
const IDS_PER_LIST = 1_000;
/** An access token lives 15 minutes: sessions ended before that need no copy on the shard. */
const ENDED_KEPT_MS = 15 * 60 * 1000;

/** What an upgrade says when it stops: plain words for the person running it, never a stack trace. */
export class UpgradeError extends Error {
  name = "UpgradeError";
}

/** A value as an SQL literal. */
function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

const chunksOf = (items, size) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Brings the databases forward from whatever state an earlier Larder left them in, up to where
 * `wrangler d1 migrations apply` can take each on: run it first, then the migrations.
 * - `databases`: `{ directory, shards }`, the names `query` and `execute` know them by.
 * - `query(database, sql)`: the rows one statement answers.
 * - `execute(database, statements)`: runs the statements, in order, together.
 * - `migrations`: `{ directory, shard }`, each `[{ name, statements }]` in order, as on disk.
 * Answers what it did: `{ copied: { table: rows } }` when it moved a single-database Larder's
 * planning rows to shard 0, `{ copied: null }` when there was nothing to bring forward.
 */
export async function upgrade({ databases, query, execute, migrations, log = () => {} }) {
  const [directory, shard] = [databases.directory, databases.shards[0]];
  const applied = await appliedMigrations(query, directory);
  if (!applied.size || applied.has(PLANNING_ROWS_LEAVE)) return { copied: null };

  const pending = migrations.directory.filter((migration) => !applied.has(migration.name));
  const leaving = pending.findIndex((migration) => migration.name === PLANNING_TRIGGERS_LEAVE);
  const dropping = pending.findIndex((migration) => migration.name === PLANNING_ROWS_LEAVE);
  if (leaving < 0 || dropping < leaving)
    throw new UpgradeError(
      `The directory's migrations ${PLANNING_TRIGGERS_LEAVE} and ${PLANNING_ROWS_LEAVE} are missing from this copy of Larder; nothing was changed.`,
    );
  log("Bringing the single database of an earlier Larder forward to the directory and shard 0…");
  // The earlier Larder's own migrations first: they keep every row, and leave the tables as shard 0 has them.
  await applyMigrations(execute, directory, pending.slice(0, leaving));
  await applyMigrations(execute, shard, await pendingOn(query, shard, migrations.shard));

  const groups = (await query(directory, "SELECT id FROM groups ORDER BY id")).map((row) => Number(row.id));
  const idLists = chunksOf(groups, IDS_PER_LIST).map((ids) => ids.join(", "));
  const columns = await copiedColumns(query, directory, shard);
  /** @type {Record<string, number>} */
  const copied = {};
  try {
    await clearCopy(execute, shard, idLists);
    await hostGroups(query, execute, directory, shard, groups);
    const writes = writer(execute, shard);
    for (const [table] of PLANNING_TABLES) copied[table] = await copyTable(query, writes, directory, table, columns);
    await writes.flush();
    await compareCounts(query, directory, shard, idLists);
  } catch (error) {
    await clearCopy(execute, shard, idLists).catch(() => {});
    if (error instanceof UpgradeError) throw error;
    throw new UpgradeError(
      `Copying the planning rows to ${shard} failed (${error.message}). The copy there was removed; ${directory} is as it was. Nothing was dropped: run the upgrade again once the cause is fixed.`,
    );
  }
  for (const ids of idLists) await execute(shard, [`UPDATE hosted_groups SET frozen = 0 WHERE id IN (${ids})`]);
  log(
    `Copied ${Object.values(copied).reduce((sum, rows) => sum + rows, 0)} planning rows of ${groups.length} groups to ${shard}; every table's count matches.`,
  );
  // The directory lets go of the rows only now. Its tables refer to each other, so the dropping
  // migration runs with foreign keys checked at its end (when no table that refers is left).
  await applyMigrations(execute, directory, pending.slice(leaving, dropping + 1), ["PRAGMA defer_foreign_keys = on"]);
  return { copied };
}

async function appliedMigrations(query, database) {
  const [table] = await query(
    database,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'",
  );
  if (!table) return new Set();
  return new Set((await query(database, "SELECT name FROM d1_migrations")).map((row) => row.name));
}

async function pendingOn(query, database, migrations) {
  const applied = await appliedMigrations(query, database);
  return migrations.filter((migration) => !applied.has(migration.name));
}

/**
 * The migrations, each with its record in `d1_migrations` as wrangler applies one, all together:
 * should one fail, none of them is applied.
 */
async function applyMigrations(execute, database, migrations, before = []) {
  if (!migrations.length) return;
  await execute(database, [
    ...before,
    MIGRATIONS_TABLE,
    ...migrations.flatMap(({ name, statements }) => [
      ...statements,
      `INSERT INTO d1_migrations (name) VALUES (${literal(name)})`,
    ]),
  ]);
}

/**
 * One row of one JSON value per planning table, `select` giving each table's (D1 takes no more
 * than a few SELECTs joined by UNION, so one SELECT of subqueries).
 */
async function perTable(query, database, select) {
  const [row] = await query(
    database,
    `SELECT ${PLANNING_TABLES.map(([table, ofGroups]) => `(${select(table, ofGroups)}) AS "${table}"`).join(", ")}`,
  );
  return new Map(PLANNING_TABLES.map(([table]) => [table, JSON.parse(row[table])]));
}

/** Each planning table's columns, in one query (D1 reads `pragma_table_info` of a table it is named). */
const columnsOf = (query, database) =>
  perTable(query, database, (table) => `SELECT json_group_array(name) FROM pragma_table_info(${literal(table)})`);

/** Each planning table's columns; refuses when the directory holds one shard 0 has no place for. */
async function copiedColumns(query, directory, shard) {
  const [sources, targets] = [await columnsOf(query, directory), await columnsOf(query, shard)];
  const columns = {};
  for (const [table] of PLANNING_TABLES) {
    const [source, target] = [sources.get(table) ?? [], targets.get(table) ?? []];
    const homeless = source.filter((name) => !target.includes(name));
    if (!target.length || homeless.length)
      throw new UpgradeError(
        `${shard} has no ${target.length ? `column ${homeless.map((name) => `${table}.${name}`).join(", ")}` : `table ${table}`} to copy into; nothing was copied or dropped.`,
      );
    columns[table] = source;
  }
  return columns;
}

/** What an earlier, unfinished upgrade left on the shard: the directory still holds the truth. */
async function clearCopy(execute, shard, idLists) {
  for (const ids of idLists) await execute(shard, [`DELETE FROM hosted_groups WHERE id IN (${ids})`]);
}

/**
 * Each group's row on the shard, frozen so its triggers add no default stores or places, and the
 * shard's copy of the members and of their sessions ended lately.
 */
async function hostGroups(query, execute, directory, shard, groups) {
  for (const ids of chunksOf(groups, IDS_PER_LIST))
    await execute(shard, [`INSERT INTO hosted_groups (id, frozen) VALUES ${ids.map((id) => `(${id}, 1)`).join(", ")}`]);
  const members = await query(directory, "SELECT group_id, user_id FROM group_members");
  const ended = await query(
    directory,
    `SELECT DISTINCT family_id, user_id, revoked_at FROM refresh_tokens WHERE revoked_at > ${Date.now() - ENDED_KEPT_MS}`,
  );
  await insertRows(execute, shard, "hosted_members", ["group_id", "user_id"], members);
  await insertRows(execute, shard, "ended_sessions", ["family_id", "user_id", "ended_at"], ended, {
    or: "OR IGNORE",
    from: ["family_id", "user_id", "revoked_at"],
  });
}

/** Inserts of `rows` in statements under D1's size limit. */
function insertsOf(table, columns, rows, { or = "", from = columns } = {}) {
  const head = `INSERT${or ? ` ${or}` : ""} INTO "${table}" (${columns.map((name) => `"${name}"`).join(", ")}) VALUES `;
  const statements = [];
  let values = [];
  let size = head.length;
  for (const row of rows) {
    const value = `(${from.map((name) => literal(row[name])).join(", ")})`;
    if (values.length && size + value.length > STATEMENT_BYTES) {
      statements.push(head + values.join(", "));
      [values, size] = [[], head.length];
    }
    values.push(value);
    size += value.length + 2;
  }
  if (values.length) statements.push(head + values.join(", "));
  return statements;
}

/** Statements for `database`, sent in order a few megabytes at a time (each send is a wrangler run). */
function writer(execute, database) {
  let [pending, size] = [[], 0];
  const flush = async () => {
    if (pending.length) await execute(database, pending);
    [pending, size] = [[], 0];
  };
  return {
    flush,
    async add(statements) {
      for (const statement of statements) {
        if (size + statement.length > BATCH_BYTES) await flush();
        pending.push(statement);
        size += statement.length;
      }
    },
  };
}

async function insertRows(execute, database, table, columns, rows, options) {
  const writes = writer(execute, database);
  await writes.add(insertsOf(table, columns, rows, options));
  await writes.flush();
}

/** Copies every row of `table` from the directory to the shard's writes, with its id; answers how many. */
async function copyTable(query, writes, directory, table, columns) {
  const names = columns[table];
  if (table === "pantry_items")
    await writes.add(["DELETE FROM pantry_items WHERE group_id IN (SELECT id FROM hosted_groups WHERE frozen = 1)"]);
  let count = 0;
  for (let after = null; ;) {
    const page = await query(
      directory,
      `SELECT rowid AS "__row", ${names.map((name) => `"${name}"`).join(", ")} FROM "${table}"${
        after === null ? "" : ` WHERE rowid > ${after}`
      } ORDER BY rowid LIMIT ${PAGE_ROWS}`,
    );
    await writes.add(insertsOf(table, names, page));
    count += page.length;
    if (page.length < PAGE_ROWS) return count;
    after = page[page.length - 1].__row;
  }
}

/**
 * A table's rows counted, with their ids added up: the same rows have the same both. (Applied
 * changes are named by text, not by id: their count alone.)
 */
const tally = (table, where) =>
  `SELECT json_array(count(*), ${table === "applied_changes" ? "0" : 'total("id")'}) FROM "${table}"${where ? ` WHERE ${where}` : ""}`;

/** Refuses to go on unless shard 0 holds, table by table, as many rows as the directory, with the same ids. */
async function compareCounts(query, directory, shard, idLists) {
  const source = await perTable(query, directory, (table) => tally(table));
  const target = new Map(PLANNING_TABLES.map(([table]) => [table, [0, 0]]));
  for (const list of idLists)
    for (const [table, [rows, ids]] of await perTable(query, shard, (table, ofGroups) =>
      tally(table, ofGroups(list)),
    )) {
      const [sumRows, sumIds] = target.get(table);
      target.set(table, [sumRows + rows, sumIds + ids]);
    }
  const differing = PLANNING_TABLES.map(([table]) => table)
    .filter((table) => source.get(table)[0] !== target.get(table)[0] || source.get(table)[1] !== target.get(table)[1])
    .map((table) => `${table}: ${source.get(table)[0]} in ${directory}, ${target.get(table)[0]} copied`);
  if (differing.length)
    throw new UpgradeError(
      `The copy on ${shard} does not match ${directory} (${differing.join("; ")}). The copy was removed and nothing was dropped: ${directory} is as it was.`,
    );
}
