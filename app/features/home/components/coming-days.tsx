import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/button-link";
import { RecipePhoto } from "~/components/recipe-photo";
import type { ComingDay, ComingMeal } from "../home.server";

/** The planner with the create dialog open on a day. */
const addOn = (day: ComingDay) => `/plan?action=create&date=${day.iso}`;

function ComingMealRow({ meal, first }: { meal: ComingMeal; first: boolean }) {
  return (
    <li className="coming-meal">
      {meal.image ? <RecipePhoto className="coming-meal-photo" image={meal.image} alt="" priority={first} /> : null}
      <div className="coming-meal-text">
        <span className="meta">
          {meal.typeName ? `${meal.typeName} · ` : ""}
          {meal.time}
        </span>
        <Link to={`/meals/${meal.id}`} className="title-link coming-meal-title">
          {meal.title}
        </Link>
        {meal.recipe ? (
          <Link
            to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`}
            className="coming-meal-recipe"
            aria-label={`Recipe: ${meal.recipe.title}`}
          >
            Recipe
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What the home page leads with: today and the next days, each meal with its recipe's photo (when
 * it has one), its meal and its recipe. A day with nothing planned folds away, except today, which
 * offers to add a meal. With nothing planned on any of them, one clear first step instead: a
 * recipe when the household has none yet (a meal is planned from a recipe), else the plan.
 */
export function ComingDays({ days, hasRecipes }: { days: ComingDay[]; hasRecipes: boolean }) {
  if (!days.some((day) => day.meals.length)) {
    return (
      <section className="card coming-first-step" aria-labelledby="coming-heading">
        <h2 id="coming-heading">{hasRecipes ? "Nothing planned for the next days" : "Start with a recipe"}</h2>
        <p>
          {hasRecipes
            ? "Pick a day on the plan and choose what to cook: your meals show here."
            : "Add a recipe you like to cook, then put it on a day of the plan: your meals show here."}
        </p>
        <div className="form-actions">
          {hasRecipes ? (
            <ButtonLink to="/plan" tone="primary">
              Plan the next days
            </ButtonLink>
          ) : (
            <ButtonLink to="/recipes?action=create" tone="primary">
              Add your first recipe
            </ButtonLink>
          )}
        </div>
      </section>
    );
  }
  const leadPhoto = days.flatMap((day) => day.meals).find((meal) => meal.image)?.id;
  return (
    <section className="coming" aria-labelledby="coming-heading">
      <div className="coming-head">
        <h2 id="coming-heading">On the menu</h2>
        <Link to="/plan">Open the plan</Link>
      </div>
      <div className="coming-days">
        {days
          .filter((day) => day.today || day.meals.length)
          .map((day) => (
            <section
              key={day.iso}
              className={`card coming-day${day.today ? " today" : ""}`}
              aria-labelledby={`coming-${day.iso}`}
              data-day={day.iso}
            >
              <h3 id={`coming-${day.iso}`}>
                {day.label} <span className="coming-date">{day.date}</span>
              </h3>
              {day.meals.length ? (
                <ul className="coming-meals">
                  {day.meals.map((meal) => (
                    <ComingMealRow key={meal.id} meal={meal} first={meal.id === leadPhoto} />
                  ))}
                </ul>
              ) : (
                <p className="coming-none">
                  Nothing planned yet. <Link to={addOn(day)}>Add a meal for today</Link>
                </p>
              )}
            </section>
          ))}
      </div>
    </section>
  );
}
