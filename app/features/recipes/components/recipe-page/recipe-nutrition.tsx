import { useTranslation } from "react-i18next";
import { formatAmount } from "@larder/shared/amount";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { useFormat } from "~/i18n/format";
import { allergenNames, dietNames } from "../../lib/allergen-names";
import type { RecipePageRecipe } from "./types";

type Nutrition = RecipePageRecipe["nutrition"];

/**
 * Grams as a label prints them: one decimal under 10, whole grams from there. English writes the
 * half as a cook does ("2½ g"); other languages with their own decimal sign ("2,5 g").
 */
function useGrams() {
  const { t, i18n } = useTranslation("recipes");
  const format = useFormat();
  return (value: number) => {
    const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
    const number =
      i18n.language === DEFAULT_LOCALE
        ? formatAmount(rounded)
        : rounded > 0
          ? format.number(rounded, { maximumFractionDigits: 1, useGrouping: false })
          : "";
    return t("nutrition.grams", { value: number });
  };
}

/**
 * What a serving holds, as a food label lists it, with what the figures rest on: how many of the
 * lines were counted and which were not, the allergens and the diets the lines allow.
 */
export function RecipeNutrition({ nutrition }: { nutrition: Nutrition }) {
  const { t } = useTranslation("recipes");
  const grams = useGrams();
  const { per_serving: serving, lines_matched: matched, lines_total: total } = nutrition;
  /** Label, amount, and whether it is a part of the row before ("of which sugars"). */
  const rows = [
    [t("nutrition.energy"), t("nutrition.kcal", { value: Math.round(serving.energy_kcal) }), false],
    [t("nutrition.protein"), grams(serving.protein_g), false],
    [t("nutrition.fat"), grams(serving.fat_g), false],
    [t("nutrition.saturates"), grams(serving.saturated_fat_g), true],
    [t("nutrition.carbohydrate"), grams(serving.carbohydrate_g), false],
    [t("nutrition.sugars"), grams(serving.sugars_g), true],
    [t("nutrition.fibre"), grams(serving.fiber_g), false],
    [t("nutrition.salt"), grams(serving.salt_g), false],
  ] as const;
  return (
    <section className="recipe-nutrition" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">{t("nutrition.heading")}</h2>
      {matched > 0 ? (
        <dl className="nutrition-facts">
          {rows.map(([label, value, part]) => (
            <div key={label} className={part ? "nutrition-part" : undefined}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="meta">
        {total === 0
          ? t("nutrition.noLines")
          : matched === 0
            ? t("nutrition.noneCounted", { count: total })
            : t("nutrition.counted", { matched, count: total })}
        {nutrition.unmatched.length && matched > 0
          ? t("nutrition.notCounted", { names: nutrition.unmatched.join(", ") })
          : null}
      </p>
      <p className="nutrition-flags">
        <strong>{t("nutrition.allergens")}</strong>{" "}
        {nutrition.allergens.length ? allergenNames(t, nutrition.allergens).join(", ") : t("nutrition.noAllergens")}
        {nutrition.diets.length ? (
          <>
            {" · "}
            {dietNames(t, nutrition.diets).join(", ")}
          </>
        ) : null}
      </p>
    </section>
  );
}
