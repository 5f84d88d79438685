import type { ReactNode } from "react";

/** A row of figures, each in its card with what it counts. */
export function Stats({ figures }: { figures: (readonly [value: ReactNode, label: string])[] }) {
  return (
    <div className="stats">
      {figures.map(([value, label]) => (
        <div key={label} className="card stat">
          <strong>{value}</strong> {label}
        </div>
      ))}
    </div>
  );
}
