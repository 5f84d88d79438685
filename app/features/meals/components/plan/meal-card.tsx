import { Form, Link } from "@remix-run/react";
import type { DragEvent } from "react";
import { RecipePhoto } from "~/components/recipe-photo";
import type { PlanDay, PlanMeal, PlanType } from "./types";

type MealCardProps = {
  meal: PlanMeal;
  days: PlanDay[];
  types: PlanType[];
  /** With JavaScript, the card can be dragged to a slot or the tray. */
  draggable: boolean;
  onDragStart: (event: DragEvent<HTMLElement>, meal: PlanMeal) => void;
  onDragEnd: () => void;
};

/**
 * A planned meal: the recipe's photo, the title linking to the meal, and a 'Move to…' menu (a
 * `<details>` holding a plain form, so a meal moves without JavaScript and without dragging).
 */
export function MealCard({ meal, days, types, draggable, onDragStart, onDragEnd }: MealCardProps) {
  const formId = `move-${meal.id}`;
  return (
    <article
      className="plan-meal"
      draggable={draggable}
      data-meal-id={meal.id}
      onDragStart={(event) => onDragStart(event, meal)}
      onDragEnd={onDragEnd}
    >
      <RecipePhoto className="plan-meal-photo" image={meal.image} alt="" />
      <div className="plan-meal-text">
        <Link to={`/meals/${meal.id}`} className="plan-meal-title title-link" draggable={false}>
          {meal.title}
        </Link>
        {meal.time ? <span className="plan-meal-time">{meal.time}</span> : null}
      </div>
      <details className="plan-move">
        <summary aria-label={`Move to… ${meal.title}`}>Move to…</summary>
        <Form method="post" className="plan-move-form" id={formId} preventScrollReset>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={meal.id} />
          {meal.time ? <input type="hidden" name="time" value={meal.time} /> : null}
          {meal.typeId ? <input type="hidden" name="from_type_id" value={meal.typeId} /> : null}
          <label htmlFor={`${formId}-day`}>Day</label>
          <select id={`${formId}-day`} name="date" defaultValue={meal.day ?? ""}>
            {days.map((day) => (
              <option key={day.iso} value={day.iso}>
                {day.long}
              </option>
            ))}
            <option value="">No date</option>
          </select>
          <label htmlFor={`${formId}-type`}>Meal type</label>
          <select id={`${formId}-type`} name="type_id" defaultValue={meal.typeId ?? types[0]?.id}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-secondary btn-small">
            Move
          </button>
        </Form>
      </details>
    </article>
  );
}
