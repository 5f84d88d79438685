import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isCounted, kitchenAmountParts } from "@larder/shared/kitchen-amount";
import { amountIn } from "@larder/shared/kitchen-words";
import { useUnits } from "~/components/use-units";
import { TableHead } from "~/components/table-head";
import { scaleQuantity } from "../../lib/recipe-draft";
import type { RecipePageRecipe } from "./types";
import { RecipeMethod } from "../recipe-lines";
import { LineNote } from "../line-note";

const MAX_SERVINGS = 100;

/**
 * The Ingredients tab: quantities for the servings asked. With JavaScript they change as the
 * number changes; without it, the Scale button reloads the page with `?servings=N`. `chosen`: the
 * tab a narrow screen shows (a wide one shows both panels).
 */
export function RecipeIngredients({
  recipe,
  servings,
  chosen,
}: {
  recipe: RecipePageRecipe;
  servings: number;
  chosen: boolean;
}) {
  const { t, i18n } = useTranslation("recipes");
  const [typed, setTyped] = useState(String(servings));
  useEffect(() => setTyped(String(servings)), [servings]);
  const wanted = Number(typed);
  const shown = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_SERVINGS ? wanted : recipe.servings;
  const units = useUnits();
  /** A line's number and unit: as its author typed them, else in the units the person reads. */
  const amountOf = (ingredient: RecipePageRecipe["ingredients"][number]) => {
    const { quantity, quantity_max: upTo, unit } = ingredient;
    const scale = (amount: number) => scaleQuantity(amount, unit, recipe.servings, shown);
    return units === "as_written"
      ? amountIn(i18n.language, {
          // A range as its author wrote it: "1–2".
          number: upTo === null ? scale(quantity) : `${scale(quantity)}–${scale(upTo)}`,
          // Whole things are counted by their number alone: "Lemon 1", not "1 pcs".
          unit: isCounted(quantity, unit) ? "" : unit,
        })
      : kitchenAmountParts(
          (quantity * shown) / recipe.servings,
          unit,
          { ...ingredient, units, asWritten: shown === recipe.servings },
          i18n.language,
          upTo === null ? null : (upTo * shown) / recipe.servings,
        );
  };
  return (
    <section
      role="tabpanel"
      aria-label={t("recipe.ingredients")}
      className={`recipe-ingredients${chosen ? "" : " tab-unchosen"}`}
    >
      <h2 className="panel-heading">{t("recipe.ingredients")}</h2>
      <Form method="get" className="inline-fields servings-form" preventScrollReset replace>
        <input type="hidden" name="tab" value="ingredients" />
        <label htmlFor="servings">{t("recipe.servings")}</label>
        <input
          id="servings"
          name="servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SERVINGS}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          style={{ width: "6rem" }}
        />
        <button type="submit" className="btn btn-secondary btn-small">
          {t("recipe.scale")}
        </button>
        {shown !== recipe.servings ? (
          <span className="meta">{t("recipe.serves", { count: recipe.servings })}</span>
        ) : null}
      </Form>
      <table className="data">
        <TableHead columns={[t("recipe.ingredient"), t("recipe.quantity"), t("recipe.unit")]} />
        <tbody>
          {recipe.ingredients.map((ingredient) => (
            <tr key={ingredient.id}>
              <td dir="auto">
                {ingredient.name}
                <LineNote note={ingredient.note} />
              </td>
              <td>{amountOf(ingredient).number}</td>
              <td>{amountOf(ingredient).unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* On paper the method comes with the amounts; on a narrow screen it has its own tab. */}
      <div className="print-only">
        <RecipeMethod steps={recipe.instructions} />
      </div>
    </section>
  );
}
