import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `group_id = ?` for a lookup by a set of ids. The unary plus stops SQLite from answering it with
 * the group index, which walks every row of the household, instead of the primary key.
 */
export const inGroupById = (column: SQLiteColumn, groupId: number): SQL => sql`+${column} = ${groupId}`;

/**
 * A case-insensitive match of `text` inside a column (`contains`) or at its start (`prefix`),
 * LIKE's wildcards in the text taken literally.
 */
export function likeText(column: SQLWrapper, text: string, where: "contains" | "prefix"): SQL {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = where === "contains" ? `%${escaped}%` : `${escaped}%`;
  return sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
}
