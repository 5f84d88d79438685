import { formatAmountWithUnit } from "@larder/shared/amount";

type Line = { name: string; quantity: number; unit: string; note: string };

/** A recipe's ingredients as cooks write them ("¾ cup Sugar, warmed"), scaled by `scale`. */
export function RecipeLineList({
  lines,
  scale = 1,
  className = "",
}: {
  lines: Line[];
  scale?: number;
  className?: string;
}) {
  return (
    <ul className={`recipe-lines ${className}`.trim()}>
      {lines.map((line, index) => (
        <li key={index}>
          {[formatAmountWithUnit(line.quantity * scale, line.unit), line.name].filter(Boolean).join(" ")}
          {line.note ? <span className="meta">, {line.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A recipe's method, one numbered step each. */
export function RecipeSteps({ steps }: { steps: string[] }) {
  return (
    <ol className="recipe-steps">
      {steps.map((step, index) => (
        <li key={index}>{step}</li>
      ))}
    </ol>
  );
}
