import { foodText } from "@larder/shared/kitchen-amount";
import type { FoodMeasure } from "@larder/shared/readers-units";
import { useTranslation } from "react-i18next";
import { useUnits } from "~/components/use-units";
import { LineNote } from "./line-note";

type Line = {
  name: string;
  quantity: number;
  /** A range's end ("1–2 tbsp"); none for one amount. */
  quantity_max?: number | null;
  unit: string;
  note: string;
  cup_grams?: number | null;
  measured_by?: FoodMeasure | null;
};

/**
 * A recipe's ingredients as cooks write them ("¾ cup Sugar, warmed", "2 eggs"), scaled by `scale`:
 * at the recipe's own servings in its author's numbers, scaled in kitchen precision; in the units
 * the person reads.
 */
export function RecipeLineList({
  lines,
  scale = 1,
  className = "",
}: {
  lines: Line[];
  scale?: number;
  className?: string;
}) {
  const units = useUnits();
  const { i18n } = useTranslation();
  return (
    <ul className={`recipe-lines ${className}`.trim()}>
      {lines.map((line, index) => (
        <li key={index} dir="auto">
          {foodText(
            line.quantity * scale,
            line.unit,
            { ...line, units, asWritten: scale === 1 },
            i18n.language,
            line.quantity_max == null ? null : line.quantity_max * scale,
          )}
          <LineNote note={line.note} />
        </li>
      ))}
    </ul>
  );
}

/** A recipe's method under its heading, one numbered step each; nothing when it has no steps. */
export function RecipeMethod({ steps }: { steps: string[] }) {
  const { t } = useTranslation("recipes");
  if (!steps.length) return null;
  return (
    <>
      <h2>{t("recipe.method")}</h2>
      <ol className="recipe-steps">
        {/* A step's own direction (an English step on an Arabic page ends with its full stop). */}
        {steps.map((step, index) => (
          <li key={index} dir="auto">
            {step}
          </li>
        ))}
      </ol>
    </>
  );
}
