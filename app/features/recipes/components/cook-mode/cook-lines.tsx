import { useTranslation } from "react-i18next";
import type { CookLine } from "./types";
import { LineNote } from "../line-note";

/** Lines as a cook reads them: the amount first, in bold, then the name and its note. */
function LineItems({ lines }: { lines: readonly CookLine[] }) {
  return lines.map((line) => (
    <li key={line.id}>
      {line.amount ? <strong>{line.amount} </strong> : null}
      {line.name}
      <LineNote note={line.note} />
    </li>
  ));
}

/** The whole ingredient list, scaled to the servings chosen. */
export function IngredientList({ lines }: { lines: readonly CookLine[] }) {
  const { t } = useTranslation("recipes");
  if (!lines.length) return <p className="meta">{t("cook.noIngredients")}</p>;
  return (
    <ul className="cook-lines">
      <LineItems lines={lines} />
    </ul>
  );
}

/** The amounts one step uses, shown in the step; nothing when it names none of the lines. */
export function StepAmounts({ lines, step }: { lines: readonly CookLine[]; step: { lineIds: number[] } }) {
  const { t } = useTranslation("recipes");
  const used = lines.filter((line) => step.lineIds.includes(line.id));
  if (!used.length) return null;
  return (
    <ul className="cook-amounts" aria-label={t("cook.stepUses")}>
      <LineItems lines={used} />
    </ul>
  );
}
