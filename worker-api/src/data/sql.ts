import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `group_id = ?` for a lookup by a set of ids. The unary plus stops SQLite from answering it with
 * the group index, which walks every row of the household, instead of the primary key.
 */
export const inGroupById = (column: SQLiteColumn, groupId: number | Placeholder): SQL => sql`+${column} = ${groupId}`;

/** Lowers A–Z only, as SQLite's `lower()` does. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * A case-insensitive match of `text` inside a column (`contains`) or at its start (`prefix`).
 * The text is found with `instr`, never used as a LIKE pattern: `%`, `_` and `\` are plain
 * characters and no pattern length limit applies, however long the text. SQLite's `lower()`
 * folds A–Z only, so the text is looked for lowered both that way ("Éclair" finds "Éclair") and
 * fully ("Éclair" finds "éclair" too).
 */
export function matchText(column: SQLWrapper, text: string, where: "contains" | "prefix"): SQL {
  const matches = [...new Set([lowerAscii(text), text.toLowerCase()])].map((spelling) =>
    where === "contains"
      ? sql`instr(lower(${column}), ${spelling}) > 0`
      : sql`instr(lower(${column}), ${spelling}) = 1`,
  );
  return matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` OR `)})`;
}
