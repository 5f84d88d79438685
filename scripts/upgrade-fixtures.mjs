// Writes tests/fixtures/upgrade/*.json: the databases earlier Larders left, for the upgrade test
// (tests/api/upgrade.test.ts). Each holds, per database, the migrations as they were at that
// commit (read from git: some were changed before they landed on main) and one household with a
// row of every kind those schemas had. Run from a clone with its history: node scripts/upgrade-fixtures.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_splitSqlQuery as splitSql } from "wrangler";
import { hashPassword, root } from "./local-d1.mjs";
import { sqlText } from "./sql-text.mjs";

/** The states: the last commit before each migration that moved or dropped rows. */
const STATES = [
  // Directory 0000–0005: before 0006 folded racing syncs' duplicate lines (one database).
  { name: "before-sync-folding", commit: "565462b" },
  // Directory 0000–0034: the last single-database Larder, before 0036 dropped the planning tables.
  { name: "before-shards", commit: "e62533e" },
  // Directory 0000–0036, shards 0000–0002: before shard 0004 dropped the write count, 0005
  // cleared links that break the rule and the directory's 0037.
  { name: "sharded-before-write-count", commit: "9486ae6", sharded: true },
];

/** The people of the household; every account's password, and the 2FA secret of Bo's. */
const UPGRADE_PASSWORD = "Upgrade-horse-9";
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const PHOTO = "/photos/recipes/4/50/0123456789abcdef0123456789abcdef.jpg";
const DAY = Date.UTC(2026, 10, 2);

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });

function migrationsAt(commit, dir) {
  return git("ls-tree", "--name-only", `${commit}:${dir}`)
    .split("\n")
    .filter((name) => /^\d{4}_.*\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, statements: splitSql(git("show", `${commit}:${dir}/${name}`)) }));
}

/** Each table's columns after `migrations`: CREATE TABLE, ALTER TABLE … ADD and DROP COLUMN. */
function columnsAfter(migrations) {
  const tables = new Map();
  for (const statement of migrations.flatMap((migration) => migration.statements)) {
    const created = statement.match(/^\s*CREATE TABLE `(\w+)` \(([\s\S]*)\)/);
    if (created) tables.set(created[1], new Set([...created[2].matchAll(/^\s*`(\w+)` /gm)].map((match) => match[1])));
    const added = statement.match(/ALTER TABLE `(\w+)` ADD `(\w+)`/);
    if (added) tables.get(added[1])?.add(added[2]);
    const dropped = statement.match(/ALTER TABLE `(\w+)` DROP COLUMN `(\w+)`/);
    if (dropped) tables.get(dropped[1])?.delete(dropped[2]);
    const gone = statement.match(/^\s*DROP TABLE `(\w+)`/);
    if (gone) tables.delete(gone[1]);
  }
  return tables;
}

/** The household's people, groups and memberships (the directory's rows). */
function people(passwordHash) {
  const user = (id, email, first, extra = {}) => ({
    id,
    email,
    password_hash: passwordHash,
    first_name: first,
    last_name: "Upgrade",
    created_at: DAY,
    updated_at: DAY,
    ...extra,
  });
  return [
    ["users", user(1, "ann@upgrade.example", "Ann", { calendar_feed: 1 })],
    ["users", user(2, "bo@upgrade.example", "Bo", { two_factor_enabled: 1, totp_secret: TOTP_SECRET })],
    ["users", user(3, "cy@upgrade.example", "Cy")],
    ["backup_codes", { id: 1, user_id: 2, code_hash: "a".repeat(64), created_at: DAY }],
    ["backup_codes", { id: 2, user_id: 2, code_hash: "b".repeat(64), used_at: DAY, created_at: DAY }],
    [
      "refresh_tokens",
      { id: 1, user_id: 1, family_id: "family-ann", token_hash: "c".repeat(64), expires_at: DAY + 30 * 864e5 },
    ],
    ...[
      [1, "Ann", 1, 1],
      [2, "Bo", 1, 2],
      [3, "Cy", 1, 3],
      [4, "Home", 0, 1],
    ].map(([id, name, isPersonal, owner]) => [
      "groups",
      { id, name, is_personal: isPersonal, owner_id: owner, created_at: DAY, updated_at: DAY },
    ]),
    ...[
      [1, 1, "owner"],
      [2, 2, "owner"],
      [3, 3, "owner"],
      [4, 1, "owner"],
      [4, 2, "member"],
      [4, 3, "member"],
    ].map(([group, user, role]) => ["group_members", { group_id: group, user_id: user, role, joined_at: DAY }]),
  ];
}

/** The household's planning rows: recipes and their lines, meals, lists, stores, the pantry. */
const planning = () => [
  ["recipe_categories", { id: 10, group_id: 4, name: "Dinner" }],
  ["ingredient_groups", { id: 20, group_id: 4, name: "Veg" }],
  ["ingredients", { id: 30, group_id: 4, name: "Onion", ingredient_group_id: 20, merge_key: "onion" }],
  ["ingredients", { id: 31, group_id: 4, name: "Rice", default_unit: "g", merge_key: "rice" }],
  ["ingredients", { id: 32, group_id: 4, name: "Salmon", merge_key: "salmon" }],
  ["ingredients", { id: 33, group_id: 2, name: "Oats", merge_key: "oats" }],
  ["meal_types", { id: 40, group_id: 4, name: "Dinner", default_minutes: 1140 }],
  [
    "recipes",
    {
      id: 50,
      group_id: 4,
      slug: "salmon-rice",
      title: "Salmon rice",
      description: "Weeknight",
      image: PHOTO,
      servings: 2,
      category_id: 10,
      instructions: JSON.stringify(["Cook the rice.", "Sear the salmon."]),
      prep_time_minutes: 5,
      cook_time_minutes: 20,
      source_url: "https://example.com/salmon-rice",
      share_version: 1,
      created_at: DAY,
      updated_at: DAY,
    },
  ],
  ["recipes", { id: 51, group_id: 2, slug: "porridge", title: "Porridge", servings: 1, created_at: DAY }],
  ["recipe_ingredients", { id: 60, recipe_id: 50, ingredient_id: 31, quantity: 200, unit: "g", position: 0 }],
  [
    "recipe_ingredients",
    { id: 61, recipe_id: 50, ingredient_id: 32, quantity: 2, unit: "", position: 1, note: "skin on" },
  ],
  ["recipe_ingredients", { id: 62, recipe_id: 50, ingredient_id: 30, quantity: 0.5, unit: "", position: 2 }],
  ["recipe_ingredients", { id: 63, recipe_id: 51, ingredient_id: 33, quantity: 50, unit: "g", position: 0 }],
  ["stores", { id: 70, group_id: 4, name: "Market", position: 1 }],
  [
    "shopping_lists",
    { id: 80, group_id: 4, title: "Week", start_date: "2026-11-02", end_date: "2026-11-08", store_id: 70 },
  ],
  [
    "shopping_items",
    { id: 90, group_id: 4, list_id: 80, name: "Rice", ingredient_id: 31, quantity: 200, unit: "g", section: "Pantry" },
  ],
  ["shopping_items", { id: 91, group_id: 4, list_id: 80, name: "Soap", quantity: 1, unit: "", is_bought: 1 }],
  [
    "meals",
    { id: 100, group_id: 4, title: "Salmon rice", recipe_id: 50, type_id: 40, scheduled_date: DAY, servings: 2 },
  ],
  ["meals", { id: 101, group_id: 4, title: "Leftovers" }],
  [
    "tasks",
    { id: 110, group_id: 4, created_by: 1, content: "Defrost the salmon", labels: JSON.stringify(["kitchen"]) },
  ],
  ["pantry_places", { id: 120, group_id: 4, name: "Shelf", position: 3 }],
  ["pantry_items", { id: 130, group_id: 4, ingredient_id: 31, quantity: 500, unit: "g", place_id: 120 }],
  [
    "pantry_moves",
    {
      id: 140,
      group_id: 4,
      reason: "bought",
      shopping_item_id: 90,
      ingredient_id: 31,
      unit: "g",
      place_id: 120,
      delta: 200,
    },
  ],
  ["store_ticks", { id: 150, group_id: 4, store_id: 70, item_id: 91, section: "Household", ticked_at: DAY }],
  ["section_choices", { id: 160, group_id: 4, name_key: "soap", section: "Household" }],
  ["store_prices", { id: 170, group_id: 4, store_id: 70, item_key: "rice", price_cents: 199, quantity: 1, unit: "kg" }],
  ["applied_changes", { group_id: 4, change_id: "change-1", nonce: "nonce-1", target_id: 91 }],
];

/** Inserts of the rows whose tables exist at that schema, with the columns that exist then. */
function inserts(rows, columns) {
  return rows
    .filter(([table]) => columns.has(table))
    .map(([table, row]) => {
      const names = Object.keys(row).filter((name) => columns.get(table).has(name));
      const values = names.map((name) => (typeof row[name] === "number" ? String(row[name]) : sqlText(row[name])));
      return `INSERT INTO \`${table}\` (${names.map((name) => `\`${name}\``).join(", ")}) VALUES (${values.join(", ")})`;
    });
}

function database(migrations, rows) {
  return { migrations, rows: inserts(rows, columnsAfter(migrations)) };
}

const passwordHash = hashPassword(UPGRADE_PASSWORD);
const dir = join(root, "tests", "fixtures", "upgrade");
mkdirSync(dir, { recursive: true });
for (const { name, commit, sharded } of STATES) {
  const directory = migrationsAt(commit, "migrations");
  const databases = sharded
    ? {
        directory: database(directory, people(passwordHash)),
        shard0: database(migrationsAt(commit, "migrations-shard"), [
          ...[1, 2, 3, 4].map((id) => ["hosted_groups", { id }]),
          ...people(passwordHash)
            .filter(([table]) => table === "group_members")
            .map(([, row]) => ["hosted_members", { group_id: row.group_id, user_id: row.user_id }]),
          ...planning(),
        ]),
      }
    : { directory: database(directory, [...people(passwordHash), ...planning()]) };
  const fixture = {
    commit: git("rev-parse", commit).trim(),
    password: UPGRADE_PASSWORD,
    totpSecret: TOTP_SECRET,
    databases,
  };
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(fixture, null, 1) + "\n");
  console.log(`Wrote tests/fixtures/upgrade/${name}.json (${commit}).`);
}
