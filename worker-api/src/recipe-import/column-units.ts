// A bakers' table: a header naming each column's unit ("Ingredient" | "KG" | "%"), then each row's
// name and its values in cells of their own ("Wheat flour" | "5.000" | "50.00"). The weight is
// the amount; the bakers' percentage beside it is none.
import { readLeadingAmount } from "./amount";
import { INGREDIENTS_HEADING } from "./ingredient-list-parts";
import { readLeadingUnit } from "./ingredient-units";
import { knownUnit } from "../lib/units";

/** A column's label that is a unit of weight or volume alone: "KG", "g", "Grams", "ml". */
function unitLabel(line: string): string | null {
  const unit = readLeadingUnit(line);
  return unit && unit.length === line.length && knownUnit(unit.unit) ? line : null;
}

/** A cell holding one number and nothing else: "5.000", "2.50". */
const numberCell = (line: string) => readLeadingAmount(line)?.length === line.length;
/** A value's cell: a number, or a dash for none. */
const valueCell = (line: string) => line === "-" || numberCell(line);

/** Whether `lines[index]` is a unit's label heading a column: first, after the names' label, or beside "%". */
const isUnitHeader = (lines: string[], index: number) =>
  unitLabel(lines[index]!) !== null &&
  (index === 0 || lines[index + 1] === "%" || lines[index - 1] === "%" || INGREDIENTS_HEADING.test(lines[index - 1]!));

/**
 * `lines` with each bakers' table's rows written amount first ("5.000 KG Wheat flour"), or as they
 * are when they hold no such table: a header of one unit's label (first, after the names' label,
 * or beside "%" columns), then rows of a name and a value under each column; a table is read when
 * two of its rows have a number under the unit.
 */
export function withColumnUnits(lines: string[]): string[] {
  const out: string[] = [];
  // Where the last table read ends in `out`; 0 before the first.
  let tableEnd = 0;
  let index = 0;
  while (index < lines.length) {
    if (!isUnitHeader(lines, index)) {
      out.push(lines[index++]!);
      continue;
    }
    // The "%" columns before the unit's were pushed as lines: they are the header's.
    let first = index;
    while (lines[first - 1] === "%" && out.at(-1) === "%") {
      out.pop();
      first--;
    }
    let end = index + 1;
    while (lines[end] === "%") end++;
    const columns = lines.slice(first, end);
    const unitColumn = index - first;
    const rows: string[] = [];
    let next = end;
    for (;;) {
      const name = lines[next];
      const cells = lines.slice(next + 1, next + 1 + columns.length);
      if (name === undefined || valueCell(name) || cells.length < columns.length || !cells.every(valueCell)) break;
      const value = cells[unitColumn]!;
      rows.push(value === "-" ? name : `${value} ${columns[unitColumn]} ${name}`);
      next += 1 + columns.length;
    }
    if (rows.filter((row) => readLeadingAmount(row) !== null).length >= 2) {
      // Between two tables, the next one's labels ("Group 2", "Ingredient") name no ingredient.
      if (tableEnd > 0) {
        if (INGREDIENTS_HEADING.test(out.at(-1) ?? "")) out.pop();
        if (out.length > tableEnd && readLeadingAmount(out.at(-1)!) === null) out.pop();
      }
      out.push(...rows);
      tableEnd = out.length;
      index = next;
    } else {
      out.push(...columns);
      index = end;
    }
  }
  return out;
}
