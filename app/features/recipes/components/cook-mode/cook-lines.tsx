import type { CookLine } from "./types";

/** Lines as a cook reads them: the amount first, in bold, then the name and its note. */
function LineItems({ lines }: { lines: readonly CookLine[] }) {
  return lines.map((line) => (
    <li key={line.id}>
      {line.amount ? <strong>{line.amount} </strong> : null}
      {line.name}
      {line.note ? <span className="meta">, {line.note}</span> : null}
    </li>
  ));
}

/** The whole ingredient list, scaled to the servings chosen. */
export function IngredientList({ lines }: { lines: readonly CookLine[] }) {
  if (!lines.length) return <p className="meta">This recipe lists no ingredients.</p>;
  return (
    <ul className="cook-lines">
      <LineItems lines={lines} />
    </ul>
  );
}

/** The amounts one step uses, shown in the step; nothing when it names none of the lines. */
export function StepAmounts({ lines, step }: { lines: readonly CookLine[]; step: { lineIds: number[] } }) {
  const used = lines.filter((line) => step.lineIds.includes(line.id));
  if (!used.length) return null;
  return (
    <ul className="cook-amounts" aria-label="This step uses">
      <LineItems lines={used} />
    </ul>
  );
}
