import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowLink } from "~/components/row-link";
import { fillIn } from "~/i18n/fill-in";
import { useDayNames } from "~/features/meals/lib/day-names";
import type { ComingDay, ComingMeal } from "../home.server";

/**
 * A day as the home page names it, by how many days from today it is: 'Today', 'Tomorrow', its
 * weekday within the week, else its date ("Mar 5").
 */
export function useRelativeDay() {
  const { t } = useTranslation("home");
  const names = useDayNames();
  return (iso: string, ahead: number) =>
    ahead === 0
      ? t("today")
      : ahead === 1
        ? t("tomorrow")
        : ahead > 1 && ahead < 7
          ? names.weekday(iso)
          : names.monthDay(iso);
}

/** The planner with the create dialog open on a day. */
const addOn = (day: ComingDay) => `/plan?action=create&date=${day.iso}`;

/** A meal row's words, worked out once for the days rather than on each row. */
function useComingMealWords() {
  const { t } = useTranslation("home");
  return { recipe: t("coming.recipe"), recipeLabel: fillIn((title) => t("coming.recipeLabel", { title })) };
}

function ComingMealRow({
  meal,
  first,
  words,
}: {
  meal: ComingMeal;
  first: boolean;
  words: ReturnType<typeof useComingMealWords>;
}) {
  // Row links: plain anchors the root navigates, not `<Link>`s each resolving its path.
  return (
    <li className="coming-meal">
      {meal.image ? <RecipePhoto className="coming-meal-photo" image={meal.image} alt="" priority={first} /> : null}
      <div className="coming-meal-text">
        <span className="meta">
          {meal.typeName ? `${meal.typeName} · ` : ""}
          {meal.time}
        </span>
        <RowLink to={`/meals/${meal.id}`} className="title-link coming-meal-title" dir="auto">
          {meal.title}
        </RowLink>
        {meal.recipe ? (
          <RowLink
            to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`}
            className="coming-meal-recipe"
            aria-label={words.recipeLabel(meal.recipe.title)}
          >
            {words.recipe}
          </RowLink>
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
  const { t } = useTranslation("home");
  const names = useDayNames();
  const relativeDay = useRelativeDay();
  const words = useComingMealWords();
  if (!days.some((day) => day.meals.length)) {
    return (
      <section className="card coming-first-step" aria-labelledby="coming-heading">
        <h2 id="coming-heading">{hasRecipes ? t("coming.nothingTitle") : t("coming.startTitle")}</h2>
        <p>{hasRecipes ? t("coming.nothingMessage") : t("coming.startMessage")}</p>
        <div className="form-actions">
          {hasRecipes ? (
            <ButtonLink to="/plan" tone="primary">
              {t("coming.planNext")}
            </ButtonLink>
          ) : (
            <ButtonLink to="/recipes?action=create" tone="primary">
              {t("coming.addFirstRecipe")}
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
        <h2 id="coming-heading">{t("coming.heading")}</h2>
        <Link to="/plan">{t("coming.openPlan")}</Link>
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
                {relativeDay(day.iso, day.ahead)} <span className="coming-date">{names.dayMonth(day.iso)}</span>
              </h3>
              {day.meals.length ? (
                <ul className="coming-meals">
                  {day.meals.map((meal) => (
                    <ComingMealRow key={meal.id} meal={meal} first={meal.id === leadPhoto} words={words} />
                  ))}
                </ul>
              ) : (
                <p className="coming-none">
                  <Trans t={t} i18nKey="coming.nothingYet" components={{ linked: <Link to={addOn(day)} /> }} />
                </p>
              )}
            </section>
          ))}
      </div>
    </section>
  );
}
