import { formatAmount } from "@larder/shared/amount";
import { allergenNames, dietNames } from "../../lib/allergen-names";
import type { RecipePageRecipe } from "./types";

type Nutrition = RecipePageRecipe["nutrition"];

/** Grams as a label prints them: one decimal under 10, whole grams from there. */
const grams = (value: number) => `${formatAmount(value < 10 ? Math.round(value * 10) / 10 : Math.round(value))} g`;

/**
 * What a serving holds, as a food label lists it, with what the figures rest on: how many of the
 * lines were counted and which were not, the allergens and the diets the lines allow.
 */
export function RecipeNutrition({ nutrition }: { nutrition: Nutrition }) {
  const { per_serving: serving, lines_matched: matched, lines_total: total } = nutrition;
  const rows = [
    ["Energy", `${Math.round(serving.energy_kcal)} kcal`],
    ["Protein", grams(serving.protein_g)],
    ["Fat", grams(serving.fat_g)],
    ["of which saturates", grams(serving.saturated_fat_g)],
    ["Carbohydrate", grams(serving.carbohydrate_g)],
    ["of which sugars", grams(serving.sugars_g)],
    ["Fibre", grams(serving.fiber_g)],
    ["Salt", grams(serving.salt_g)],
  ] as const;
  return (
    <section className="recipe-nutrition" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">Nutrition per serving</h2>
      {matched > 0 ? (
        <dl className="nutrition-facts">
          {rows.map(([label, value]) => (
            <div key={label} className={label.startsWith("of which") ? "nutrition-part" : undefined}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="meta">
        {total === 0
          ? "No lines to count yet."
          : matched === 0
            ? `None of the ${total} lines could be counted.`
            : `From ${matched} of ${total} lines.`}
        {nutrition.unmatched.length && matched > 0 ? ` Not counted: ${nutrition.unmatched.join(", ")}.` : null}
      </p>
      <p className="nutrition-flags">
        <strong>Allergens:</strong>{" "}
        {nutrition.allergens.length ? allergenNames(nutrition.allergens).join(", ") : "none found"}
        {nutrition.diets.length ? (
          <>
            {" · "}
            {dietNames(nutrition.diets).join(", ")}
          </>
        ) : null}
      </p>
    </section>
  );
}
