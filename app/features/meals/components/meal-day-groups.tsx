import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { RecipePhoto, recipePhotoHtml } from "~/components/recipe-photo";
import { RowLink, rowLinkHtml } from "~/components/row-link";
import type { MealData } from "~/graphql/meals.server";
import { hourMinute, isoDay, toWallClock } from "~/utils/date-ranges";
import { useFormat } from "~/i18n/format";
import { ServerRendered } from "~/components/server-rendered";
import { TableHead } from "~/components/table-head";
import { markup, type Markup } from "~/utils/html";

export type MealRow = MealData;

function groupByDay(meals: MealRow[], offset: number, dateOf: (iso: string) => string, t: TFunction<"meals">) {
  const groups: { day: string | null; label: string; meals: MealRow[] }[] = [];
  for (const meal of meals) {
    const day = meal.scheduled_date ? isoDay(toWallClock(Date.parse(meal.scheduled_date), offset)) : null;
    const last = groups[groups.length - 1];
    // A day is worded once, for its first meal, not for each of its rows.
    if (last && last.day === day) last.meals.push(meal);
    else groups.push({ day, label: day ? dateOf(day) : t("list.unscheduled"), meals: [meal] });
  }
  return groups;
}

/** A row's buttons, as React elements and as the same markup written as text. */
export type MealRowActions = {
  elements: (meal: MealRow) => React.ReactNode;
  html: (meal: MealRow) => Markup;
};

/**
 * The meals grouped by day, one table per day; `actions` renders each row's buttons (links and
 * row menus only: the block is kept as the server rendered it while the page hydrates, and
 * until the meals or the links' page change). The server writes the rows as text
 * (`mealDayGroupsHtml`), the browser with React: the two write the same markup.
 */
export function MealDayGroups({
  meals,
  timeZoneOffset,
  actions,
  linksFrom,
}: {
  meals: MealRow[];
  timeZoneOffset: number;
  actions: MealRowActions;
  /** The page URL the actions' links are built from (without any dialog's parameters). */
  linksFrom: string;
}) {
  const { t } = useTranslation("meals");
  const format = useFormat();
  const layout = () => mealDayLayout(meals, timeZoneOffset, format.date, t);
  return (
    <ServerRendered
      as="div"
      className="day-groups"
      version={() => JSON.stringify([linksFrom, timeZoneOffset, meals])}
      serverHtml={() => mealDayGroupsHtml(layout(), actions.html)}
    >
      {() => <MealDayRows layout={layout()} actions={actions.elements} />}
    </ServerRendered>
  );
}

/** The groups as React renders them (in the browser; on the server with `serverHtml` switched off). */
export function MealDayRows({
  layout: { columns, groups, when },
  actions,
}: {
  layout: MealDayLayout;
  actions: MealRowActions["elements"];
}) {
  return groups.map((group) => (
    <section key={group.label} className="day-group" aria-label={group.label}>
      <h2>{group.label}</h2>
      {/* One markup for both sizes: the table's rows lay out as cards on small screens
          (app.css), so a week of meals is rendered once, not once per layout. */}
      <table className="data meal-table">
        <TableHead columns={columns} />
        <tbody>
          {group.meals.map((meal) => (
            <tr key={meal.id}>
              <td className="meal-title">
                <div className="meal-heading">
                  <RecipePhoto
                    className="meal-photo"
                    image={meal.recipe?.image ?? null}
                    alt={meal.recipe?.title ?? meal.title}
                  />
                  <RowLink to={`/meals/${meal.id}`} dir="auto">
                    {meal.title}
                  </RowLink>
                </div>
              </td>
              <td className="meal-description" dir="auto">
                {meal.description}
              </td>
              <td className="meal-when">{when(group, meal)}</td>
              <td className="meal-type">{meal.type?.name ?? ""}</td>
              <td className="meal-actions">
                <div className="inline-fields">{actions(meal)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  ));
}

/** What both renderings of the groups share: the column heads, the days' groups and each row's time. */
export function mealDayLayout(
  meals: MealRow[],
  offset: number,
  dateOf: (iso: string) => string,
  t: TFunction<"meals">,
) {
  const time = (iso: string) => hourMinute(toWallClock(Date.parse(iso), offset));
  return {
    // Worded once for the page, not once for each day's table.
    columns: [
      t("list.columns.meal"),
      t("list.columns.description"),
      t("list.columns.date"),
      t("list.columns.type"),
      t("list.columns.actions"),
    ],
    groups: groupByDay(meals, offset, dateOf, t),
    when: (group: { label: string }, meal: MealRow) =>
      meal.scheduled_date ? `${group.label} ${time(meal.scheduled_date)}` : t("list.unscheduled"),
  };
}

type MealDayLayout = ReturnType<typeof mealDayLayout>;

/** The groups' markup as `MealDayRows` renders it with React, written as text. */
export function mealDayGroupsHtml({ columns, groups, when }: MealDayLayout, actions: MealRowActions["html"]) {
  const head = markup`<thead>
    <tr>
      ${columns.map((column) => markup`<th>${column}</th>`)}
    </tr>
  </thead>`;
  return markup`${groups.map(
    (group) =>
      markup`<section class="day-group" aria-label="${group.label}">
        <h2>${group.label}</h2>
        <table class="data meal-table">
          ${head}
          <tbody>
            ${group.meals.map(
              (meal) =>
                markup`<tr>
                  <td class="meal-title">
                    <div class="meal-heading">
                      ${recipePhotoHtml({
                        className: "meal-photo",
                        image: meal.recipe?.image ?? null,
                        alt: meal.recipe?.title ?? meal.title,
                      })}${rowLinkHtml(`/meals/${meal.id}`, {}, [["dir", "auto"]], meal.title)}
                    </div>
                  </td>
                  <td class="meal-description" dir="auto">${meal.description}</td>
                  <td class="meal-when">${when(group, meal)}</td>
                  <td class="meal-type">${meal.type?.name ?? ""}</td>
                  <td class="meal-actions"><div class="inline-fields">${actions(meal)}</div></td>
                </tr>`,
            )}
          </tbody>
        </table>
      </section>`,
  )}`;
}
