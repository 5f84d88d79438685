import { useTranslation } from "react-i18next";
import {
  RowAction,
  rowActionHtml,
  RowMenu,
  RowMenuDelete,
  rowMenuDeleteHtml,
  rowMenuHtml,
  useRowMenuWords,
} from "~/components/row-menu";
import { markup } from "~/utils/html";
import type { MealRowActions } from "./meal-day-groups";

/** A link to the list with a dialog's parameters changed (`dialogLinks`' `to`). */
type DialogTo = (changes: Record<string, string | number | null>) => string;

const recipeLink = (slug: string) => `/recipes/${encodeURIComponent(slug)}`;

/** A meal row's View, Edit and ⋯ menu with Delete, as elements and as the same markup written as text. */
export function useMealRowActions(to: DialogTo): MealRowActions {
  const { t } = useTranslation("meals");
  const words = useRowMenuWords();
  // Worded once, not on each of a week's rows.
  const [viewWord, editWord] = [t("list.view"), t("list.edit")];
  return {
    elements: (meal) => (
      <>
        {meal.recipe ? (
          <RowAction to={recipeLink(meal.recipe.slug)} preventScrollReset={false}>
            {viewWord}
          </RowAction>
        ) : null}
        {/* Text only: a week of the large household is 60 rows, and icons on each cost the page
            its render budget (docs/design-system.md). */}
        <RowAction to={to({ action: "edit", id: meal.id })}>{editWord}</RowAction>
        <RowMenu label={meal.title}>
          <RowMenuDelete to={to({ action: "delete", id: meal.id })} />
        </RowMenu>
      </>
    ),
    html: (meal) =>
      markup`${meal.recipe ? rowActionHtml(recipeLink(meal.recipe.slug), viewWord, false) : null}${rowActionHtml(
        to({ action: "edit", id: meal.id }),
        editWord,
      )}${rowMenuHtml(words, meal.title, rowMenuDeleteHtml(words, to({ action: "delete", id: meal.id })))}`,
  };
}
