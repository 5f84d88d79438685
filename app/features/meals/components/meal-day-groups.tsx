import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowLink } from "~/components/row-link";
import type { MealData } from "~/graphql/meals.server";
import { hourMinute, isoDay, toWallClock } from "~/utils/date-ranges";
import { useFormat } from "~/i18n/format";
import { ServerRendered } from "~/components/server-rendered";
import { TableHead } from "~/components/table-head";

export type MealRow = MealData;

function groupByDay(meals: MealRow[], offset: number, dateOf: (iso: string) => string, t: TFunction<"meals">) {
  const groups: { label: string; meals: MealRow[] }[] = [];
  for (const meal of meals) {
    const label = meal.scheduled_date
      ? dateOf(isoDay(toWallClock(Date.parse(meal.scheduled_date), offset)))
      : t("list.unscheduled");
    const last = groups[groups.length - 1];
    if (last?.label === label) last.meals.push(meal);
    else groups.push({ label, meals: [meal] });
  }
  return groups;
}

/**
 * The meals grouped by day, one table per day; `actions` renders each row's buttons (links and
 * row menus only: the block is kept as the server rendered it while the page hydrates, and
 * until the meals or the links' page change).
 */
export function MealDayGroups({
  meals,
  timeZoneOffset,
  actions,
  linksFrom,
}: {
  meals: MealRow[];
  timeZoneOffset: number;
  actions: (meal: MealRow) => React.ReactNode;
  /** The page URL the actions' links are built from (without any dialog's parameters). */
  linksFrom: string;
}) {
  const { t } = useTranslation("meals");
  const format = useFormat();
  const time = (iso: string | null) => (iso ? hourMinute(toWallClock(Date.parse(iso), timeZoneOffset)) : "");
  return (
    <ServerRendered as="div" className="day-groups" version={() => JSON.stringify([linksFrom, timeZoneOffset, meals])}>
      {() =>
        groupByDay(meals, timeZoneOffset, format.date, t).map((group) => (
          <section key={group.label} className="day-group" aria-label={group.label}>
            <h2>{group.label}</h2>
            {/* One markup for both sizes: the table's rows lay out as cards on small screens
              (app.css), so a week of meals is rendered once, not once per layout. */}
            <table className="data meal-table">
              <TableHead
                columns={[
                  t("list.columns.meal"),
                  t("list.columns.description"),
                  t("list.columns.date"),
                  t("list.columns.type"),
                  t("list.columns.actions"),
                ]}
              />
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
                    <td className="meal-when">
                      {meal.scheduled_date ? `${group.label} ${time(meal.scheduled_date)}` : t("list.unscheduled")}
                    </td>
                    <td className="meal-type">{meal.type?.name ?? ""}</td>
                    <td className="meal-actions">
                      <div className="inline-fields">{actions(meal)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      }
    </ServerRendered>
  );
}
