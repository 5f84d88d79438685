import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { loadInItsGroup, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { ErrorPanel } from "~/components/states";
import { dayMonthYear, hourMinute, toWallClock } from "~/utils/date-ranges";
import { deleteMealAction, loadMeal } from "./meals.server";
import { ButtonLink } from "~/components/button-link";
import { EditIcon } from "~/components/icons";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.meal?.title ?? "Meal"} · Larder` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const id = Number(params.id);
  const meal =
    Number.isInteger(id) && id > 0
      ? await loadInItsGroup(request, context, { meal_id: id }, () => loadMeal(request, context, id))
      : null;
  if (!meal) throw json({ message: "Meal not found" }, { status: 404 });
  return json({ meal, timeZoneOffset: context.timeZoneOffset });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return deleteMealAction(request, context, await request.formData(), "/meals");
}

export default function MealDetail() {
  const { meal, timeZoneOffset } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const wall = meal.scheduled_date ? toWallClock(Date.parse(meal.scheduled_date), timeZoneOffset) : null;
  return (
    <article className="card" style={{ maxWidth: 720 }}>
      <p>
        <Link to="/meals">← Back to meals</Link>
      </p>
      <RecipePhoto
        className="recipe-photo"
        image={meal.recipe?.image ?? null}
        alt={meal.recipe?.title ?? meal.title}
        priority
      />
      <h1>{meal.title}</h1>
      <p className="subtitle">
        {meal.type?.name ?? "No meal type"} ·{" "}
        {wall === null ? "Unscheduled" : `${dayMonthYear(wall)} ${hourMinute(wall)}`}
      </p>
      {meal.description ? <p>{meal.description}</p> : null}
      <p>
        Recipe:{" "}
        {meal.recipe ? (
          <Link to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`}>{meal.recipe.title}</Link>
        ) : (
          <span className="subtitle">No recipe</span>
        )}
      </p>
      <div className="form-actions">
        <ButtonLink to={`/meals?action=edit&id=${meal.id}`} tone="primary">
          <EditIcon />
          Edit
        </ButtonLink>
        <RowMenu label={meal.title}>
          <RowMenuDelete to="?action=delete" />
        </RowMenu>
      </div>
      {searchParams.get("action") === "delete" ? (
        <ConfirmDialog
          title="Delete Meal"
          message={`Are you sure you want to delete "${meal.title}"? This action cannot be undone.`}
          cancelTo={`/meals/${meal.id}`}
          hidden={{ intent: "delete", id: meal.id }}
        />
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <ErrorPanel
      title="Page not found"
      message="This meal does not exist, or it belongs to another group."
      link={["/meals", "Back to meals"]}
    />
  );
}
