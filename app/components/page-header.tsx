import type { ReactNode } from "react";

/** A list screen's title and subtitle, with its main actions beside them. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        <p className="subtitle">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
