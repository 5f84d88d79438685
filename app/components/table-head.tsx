import type { ReactNode } from "react";

/** A table's header row, one heading a column; a null column is left out. */
export function TableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr>{columns.map((column, i) => (column === null ? null : <th key={i}>{column}</th>))}</tr>
    </thead>
  );
}
