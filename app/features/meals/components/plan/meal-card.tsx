import { useTranslation } from "react-i18next";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowLink } from "~/components/row-link";
import type { PlanMeal } from "./types";

type MealCardProps = {
  meal: PlanMeal;
  /** The planner's address with this meal's move dialog open. */
  moveTo: string;
};

/**
 * A planned meal: the recipe's photo, the title linking to the meal, and 'Move to…', which opens
 * the planner's move dialog (a plain form, so a meal moves without JavaScript and without dragging).
 * Not draggable as rendered: the board makes its cards draggable once its script runs.
 */
export function MealCard({ meal, moveTo }: MealCardProps) {
  const { t } = useTranslation("meals");
  return (
    <article className="plan-meal" draggable={false} data-meal-id={meal.id}>
      <RecipePhoto className="plan-meal-photo" image={meal.image} alt="" />
      <div className="plan-meal-text">
        <RowLink to={`/meals/${meal.id}`} className="plan-meal-title title-link" draggable={false} dir="auto">
          {meal.title}
        </RowLink>
        {meal.time ? <span className="plan-meal-time">{meal.time}</span> : null}
      </div>
      <RowLink
        to={moveTo}
        className="plan-move"
        aria-label={t("plan.moveToLabel", { title: meal.title })}
        preventScrollReset
        draggable={false}
      >
        {t("plan.moveTo")}
      </RowLink>
    </article>
  );
}
