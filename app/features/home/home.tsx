import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DAY_MS } from "@larder/shared/dates";
import { callGraphQL, requireUser } from "~/api.server";
import { RecipePhoto } from "~/components/recipe-photo";
import { StatePanel } from "~/components/states";
import { HomeQuery } from "~/graphql/meals.server";
import { useFormat } from "~/i18n/format";
import { fromWallClock, isoDay, toApiDay, toWallClock, weekOf } from "~/utils/date-ranges";
import { todayWall } from "~/features/meals/meals.server";
import { Stats } from "~/components/stats";
import { ButtonLink } from "~/components/button-link";
import { ComingDays, useRelativeDay } from "./components/coming-days";
import { comingDays, homeRange, startOfWallDay } from "./home.server";
import styles from "./home.css";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

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
  const { t } = context.i18n;
  return json({
    title: t("pageTitle", { page: t("home:title") }),
    coming: comingDays(data.mealsByDateRange, todayStart, context.timeZoneOffset),
    hasRecipes: data.recipeCount > 0,
    upcoming: upcoming.slice(0, UPCOMING_SHOWN).map((meal) => {
      const wall = toWallClock(Date.parse(meal.scheduled_date!), context.timeZoneOffset);
      // Its day on the person's clock, and how many days from today: the page words it.
      return { ...meal, day: isoDay(wall), ahead: Math.round((startOfWallDay(wall) - todayStart) / DAY_MS) };
    }),
    moreThisWeek: Math.max(0, upcoming.length - UPCOMING_SHOWN),
    mealsThisWeek: thisWeek.length,
    unscheduled,
    lists,
    // Active lists come first among those shown; the stat counts them.
    activeLists: lists.filter((list) => list.status === "active").length,
    newcomer: Boolean(context.session.data.newcomer),
  });
}

/** A list's status in the page's language, by its key. */
const STATUS_KEYS = {
  pending: "lists.status.pending",
  active: "lists.status.active",
  completed: "lists.status.completed",
} as const;
const isStatus = (status: string): status is keyof typeof STATUS_KEYS => status in STATUS_KEYS;

export default function Home() {
  const { t } = useTranslation("home");
  const format = useFormat();
  const relativeDay = useRelativeDay();
  const { coming, hasRecipes, upcoming, moreThisWeek, mealsThisWeek, unscheduled, lists, activeLists, newcomer } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>{newcomer ? t("welcome") : t("welcomeBack")}</h1>
      <ComingDays days={coming} hasRecipes={hasRecipes} />
      <div className="dashboard">
        <section className="card" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">{t("upcoming.heading")}</h2>
          {upcoming.length === 0 ? (
            <StatePanel title={t("upcoming.emptyTitle")} message={t("upcoming.emptyMessage")} />
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
                    <strong>{relativeDay(meal.day, meal.ahead)}</strong> · {meal.type?.name ?? ""}
                  </p>
                  <h3>
                    <Link to={`/meals/${meal.id}`} className="stretched" dir="auto">
                      {meal.title}
                    </Link>
                  </h3>
                  {meal.description ? <p dir="auto">{meal.description}</p> : null}
                  <div className="card-actions">
                    <ButtonLink to={`/meals?action=edit&id=${meal.id}`} tone="secondary" small>
                      {t("upcoming.editMeal")}
                    </ButtonLink>
                    {meal.recipe ? (
                      <ButtonLink to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`} tone="secondary" small>
                        {t("upcoming.viewRecipe")}
                      </ButtonLink>
                    ) : null}
                  </div>
                </article>
              ))}
            </div>
          )}
          <div className="form-actions" style={{ marginTop: "0.75rem" }}>
            {moreThisWeek > 0 ? <Link to="/meals">{t("upcoming.more", { count: moreThisWeek })}</Link> : null}
            <Link to="/meals?action=create">{t("upcoming.addMeal")}</Link>
            <Link to="/meals">{t("upcoming.viewAll")}</Link>
          </div>
          {unscheduled.length ? (
            <>
              <h3 id="unscheduled-heading">{t("upcoming.unscheduled")}</h3>
              <ul className="plain-list" aria-labelledby="unscheduled-heading">
                {unscheduled.map((meal) => (
                  <li key={meal.id}>
                    <Link to={`/meals/${meal.id}`} dir="auto">
                      {meal.title}
                    </Link>
                    {meal.type ? <span className="meta"> · {meal.type.name}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <div style={{ display: "grid", gap: "1.25rem", alignContent: "start" }}>
          <section className="card" aria-labelledby="lists-heading">
            <h2 id="lists-heading">{t("lists.heading")}</h2>
            {lists.length === 0 ? (
              <StatePanel title={t("lists.empty")} />
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
                      {isStatus(list.status) ? t(STATUS_KEYS[list.status]) : list.status}
                    </span>
                    <br />
                    <span className="subtitle">
                      {t("lists.items", { date: format.date(list.created_at), count: list.item_count })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/shopping-lists">{t("lists.viewAll")}</Link>
          </section>
          <section className="card" aria-labelledby="quick-heading">
            <h2 id="quick-heading">{t("quick.heading")}</h2>
            <div className="form-actions">
              <ButtonLink to="/recipes?action=create" tone="secondary">
                {t("quick.createRecipe")}
              </ButtonLink>
              <ButtonLink to="/ingredients?action=create" tone="secondary">
                {t("quick.addIngredient")}
              </ButtonLink>
              <ButtonLink to="/cook" tone="secondary">
                {t("quick.whatCanICook")}
              </ButtonLink>
              <ButtonLink to="/plan" tone="primary">
                {t("quick.planMeal")}
              </ButtonLink>
            </div>
          </section>
        </div>
      </div>
      <Stats
        figures={[
          [mealsThisWeek, t("stats.mealsThisWeek")],
          [activeLists, t("stats.activeLists")],
          [format.number(7), t("stats.daysPlanned")],
        ]}
      />
    </>
  );
}
