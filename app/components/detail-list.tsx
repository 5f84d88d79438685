import type { ReactNode } from "react";

/** Labelled values in the profile grid: a recipe's facts, the wizard's review, the user's profile. */
export function DetailList({ details }: { details: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="profile-grid">
      {details.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
