import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { callGraphQL, requireUser } from "~/api.server";
import { RecipePhoto } from "~/components/recipe-photo";
import { StatePanel } from "~/components/states";
import { HomeQuery } from "~/graphql/meals.server";
import { useFormat } from "~/i18n/format";
import { fromWallClock, isoDay, relativeDayLabel, toApiDay, toWallClock, weekOf } from "~/utils/date-ranges";
import { todayWall } from "~/features/meals/meals.server";
import { Stats } from "~/components/stats";
import { ButtonLink } from "~/components/button-link";
import { ComingDays } from "./components/coming-days";
import { comingDays, homeRange, startOfWallDay } from "./home.server";
import styles from "./home.css";

export const meta: MetaFunction = () => [{ title: "Home · Larder" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const UPCOMING_SHOWN = 5;
const LISTS_SHOWN = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const nowWall = todayWall(context);
  const todayStart = startOfWallDay(nowWall);
  const week = weekOf(nowWall);
  const range = homeRange(week, todayStart);
  const data = await callGraphQL(request, context, HomeQuery, {
    start: toApiDay(range.start) ?? "",
    end: toApiDay(range.end) ?? "",
    lists: LISTS_SHOWN,
  });
  // The week's figures count the meals of this Monday–Sunday, as the API dates them.
  const thisWeek = data.mealsByDateRange.filter((meal) => {
    const day = meal.scheduled_date ? isoDay(Date.parse(meal.scheduled_date)) : null;
    return day !== null && day >= week.start && day <= week.end;
  });
  // Meals of this week dated today or later, soonest first.
  const startOfToday = fromWallClock(todayStart, context.timeZoneOffset);
  const upcoming = thisWeek.filter((meal) => Date.parse(meal.scheduled_date!) >= startOfToday);
  const unscheduled = data.mealsByDateRange.filter((meal) => !meal.scheduled_date);
  const lists = data.shoppingLists;
  return json({
    coming: comingDays(data.mealsByDateRange, todayStart, context.timeZoneOffset),
    hasRecipes: data.recipeCount > 0,
    upcoming: upcoming.slice(0, UPCOMING_SHOWN).map((meal) => ({
      ...meal,
      dayLabel: relativeDayLabel(toWallClock(Date.parse(meal.scheduled_date!), context.timeZoneOffset), nowWall),
    })),
    moreThisWeek: Math.max(0, upcoming.length - UPCOMING_SHOWN),
    mealsThisWeek: thisWeek.length,
    unscheduled,
    lists,
    // Active lists come first among those shown; the stat counts them.
    activeLists: lists.filter((list) => list.status === "active").length,
    newcomer: Boolean(context.session.data.newcomer),
  });
}

export default function Home() {
  const format = useFormat();
  const { coming, hasRecipes, upcoming, moreThisWeek, mealsThisWeek, unscheduled, lists, activeLists, newcomer } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>{newcomer ? "Welcome!" : "Welcome back!"}</h1>
      <ComingDays days={coming} hasRecipes={hasRecipes} />
      <div className="dashboard">
        <section className="card" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming Meals</h2>
          {upcoming.length === 0 ? (
            <StatePanel title="No meals planned" message="Nothing planned for the rest of this week yet." />
          ) : (
            <div className="meal-cards">
              {upcoming.map((meal) => (
                <article key={meal.id} className="card meal-card">
                  <RecipePhoto
                    className="meal-photo"
                    image={meal.recipe?.image ?? null}
                    alt={meal.recipe?.title ?? meal.title}
                  />
                  <p className="meta">
                    <strong>{meal.dayLabel}</strong> · {meal.type?.name ?? ""}
                  </p>
                  <h3>
                    <Link to={`/meals/${meal.id}`} className="stretched">
                      {meal.title}
                    </Link>
                  </h3>
                  {meal.description ? <p>{meal.description}</p> : null}
                  <div className="card-actions">
                    <ButtonLink to={`/meals?action=edit&id=${meal.id}`} tone="secondary" small>
                      Edit Meal
                    </ButtonLink>
                    {meal.recipe ? (
                      <ButtonLink to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`} tone="secondary" small>
                        View Recipe
                      </ButtonLink>
                    ) : null}
                  </div>
                </article>
              ))}
            </div>
          )}
          <div className="form-actions" style={{ marginTop: "0.75rem" }}>
            {moreThisWeek > 0 ? <Link to="/meals">+ {moreThisWeek} more meals this week</Link> : null}
            <Link to="/meals?action=create">+ Add new meal</Link>
            <Link to="/meals">View all meals</Link>
          </div>
          {unscheduled.length ? (
            <>
              <h3 id="unscheduled-heading">Unscheduled</h3>
              <ul className="plain-list" aria-labelledby="unscheduled-heading">
                {unscheduled.map((meal) => (
                  <li key={meal.id}>
                    <Link to={`/meals/${meal.id}`}>{meal.title}</Link>
                    {meal.type ? <span className="meta"> · {meal.type.name}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <div style={{ display: "grid", gap: "1.25rem", alignContent: "start" }}>
          <section className="card" aria-labelledby="lists-heading">
            <h2 id="lists-heading">Shopping Lists</h2>
            {lists.length === 0 ? (
              <StatePanel title="No shopping lists" />
            ) : (
              <ul className="plain-list">
                {lists.map((list) => (
                  <li key={list.id}>
                    <Link to={`/shopping-lists/${list.id}`} className="title-link">
                      {list.title}
                    </Link>{" "}
                    <span
                      className={`badge status-badge status-${["active", "completed"].includes(list.status) ? list.status : "other"}`}
                    >
                      {list.status}
                    </span>
                    <br />
                    <span className="subtitle">
                      {format.date(list.created_at)} · {list.item_count} items
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/shopping-lists">View all lists</Link>
          </section>
          <section className="card" aria-labelledby="quick-heading">
            <h2 id="quick-heading">Quick Actions</h2>
            <div className="form-actions">
              <ButtonLink to="/recipes?action=create" tone="secondary">
                Create Recipe
              </ButtonLink>
              <ButtonLink to="/ingredients?action=create" tone="secondary">
                Add Ingredient
              </ButtonLink>
              <ButtonLink to="/cook" tone="secondary">
                What can I cook?
              </ButtonLink>
              <ButtonLink to="/plan" tone="primary">
                Plan Meal
              </ButtonLink>
            </div>
          </section>
        </div>
      </div>
      <Stats
        figures={[
          [mealsThisWeek, "Meals this week"],
          [activeLists, "Active shopping lists"],
          ["7", "Days Planned"],
        ]}
      />
    </>
  );
}
