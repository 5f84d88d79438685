import { RecipePhoto } from "~/components/recipe-photo";
import { RowLink } from "~/components/row-link";
import type { MealData } from "~/graphql/meals.server";
import { dayMonthYear, hourMinute, toWallClock } from "~/utils/date-ranges";
import { ServerRendered } from "~/components/server-rendered";
import { TableHead } from "~/components/table-head";

export type MealRow = MealData;

function groupByDay(meals: MealRow[], offset: number) {
  const groups: { label: string; meals: MealRow[] }[] = [];
  for (const meal of meals) {
    const label = meal.scheduled_date
      ? dayMonthYear(toWallClock(Date.parse(meal.scheduled_date), offset))
      : "Unscheduled";
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
  const rowsVersion = JSON.stringify([linksFrom, timeZoneOffset, meals]);
  const time = (iso: string | null) => (iso ? hourMinute(toWallClock(Date.parse(iso), timeZoneOffset)) : "");
  return (
    <ServerRendered as="div" className="day-groups" version={rowsVersion}>
      {() =>
        groupByDay(meals, timeZoneOffset).map((group) => (
          <section key={group.label} className="day-group" aria-label={group.label}>
            <h2>{group.label}</h2>
            {/* One markup for both sizes: the table's rows lay out as cards on small screens
              (app.css), so a week of meals is rendered once, not once per layout. */}
            <table className="data meal-table">
              <TableHead columns={["Meal", "Description", "Date", "Type", "Actions"]} />
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
                        <RowLink to={`/meals/${meal.id}`}>{meal.title}</RowLink>
                      </div>
                    </td>
                    <td className="meal-description">{meal.description}</td>
                    <td className="meal-when">
                      {meal.scheduled_date ? `${group.label} ${time(meal.scheduled_date)}` : "Unscheduled"}
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
