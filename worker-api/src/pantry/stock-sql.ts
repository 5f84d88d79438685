// A shopping line's amount as the pantry keeps it (grams, millilitres, pieces, or its own count;
// "some" for a line without an amount), worked out in SQL from the unit table in lib/units, so
// that a tick stocks the pantry in the tick's own batch, without reading the line first.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { countSpellings, knownSpellings, pieceSpellings } from "../lib/units";
import { PIECE_UNITS } from "../shopping/amounts";
import { SOME } from "./stock-units";

/** A constant of the unit table as an SQL literal (never user text). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const listOf = (spellings: readonly string[]) => spellings.map(literal).join(", ");

let written: { unitCase: string; quantityCase: string } | undefined;

/** The CASE expressions, written once per isolate; `{key}` and `{quantity}` stand for the columns. */
function cases() {
  if (written) return written;
  const spellings = knownSpellings();
  const ofFamily = (family: string) => spellings.filter((known) => known.family === family).map((k) => k.spelling);
  const pieces = [...new Set([...pieceSpellings(), ...PIECE_UNITS])];
  const byBase = new Map<number, string[]>();
  for (const { spelling, base } of spellings) byBase.set(base, [...(byBase.get(base) ?? []), spelling]);
  written = {
    unitCase: [
      `CASE WHEN {quantity} <= 0 THEN ${literal(SOME)}`,
      `WHEN {key} IN (${listOf(ofFamily("mass"))}) THEN 'g'`,
      `WHEN {key} IN (${listOf(ofFamily("volume"))}) THEN 'ml'`,
      `WHEN {key} IN (${listOf(pieces)}) THEN 'pcs'`,
      ...[...countSpellings()].map(([unit, group]) => `WHEN {key} IN (${listOf(group)}) THEN ${literal(unit)}`),
      `ELSE {key} END`,
    ].join(" "),
    quantityCase: [
      `CASE WHEN {quantity} <= 0 THEN 0`,
      ...[...byBase].map(([base, group]) => `WHEN {key} IN (${listOf(group)}) THEN {quantity} * ${base}`),
      `ELSE {quantity} END`,
    ].join(" "),
  };
  return written;
}

/** SQL for the amount of a line with these quantity and unit columns, as the pantry keeps it. */
export function stockAmountSql(quantity: SQLiteColumn, unit: SQLiteColumn): { quantity: SQL; unit: SQL } {
  const { unitCase, quantityCase } = cases();
  const key = sql`rtrim(lower(trim(${unit})), '.')`;
  const fill = (template: string) => {
    const parts = template.split(/(\{key\}|\{quantity\})/);
    return sql.join(
      parts.map((part) => (part === "{key}" ? key : part === "{quantity}" ? sql`${quantity}` : sql.raw(part))),
      sql``,
    );
  };
  return { quantity: fill(quantityCase), unit: fill(unitCase) };
}
