import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { loadInItsGroup, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { ErrorPanel } from "~/components/states";
import { dayMonthYear, hourMinute, toWallClock } from "~/utils/date-ranges";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { markCookedAction, undoCookedAction } from "./meal-cooking.server";
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

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const back = `/meals/${params.id}`;
  return dispatchIntent(form, {
    delete: () => deleteMealAction(request, context, form, "/meals"),
    cooked: () => markCookedAction(request, context, form, back),
    "not-cooked": () => undoCookedAction(request, context, form, back),
  });
}

export default function MealDetail() {
  const { meal, timeZoneOffset } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const [searchParams] = useSearchParams();
  const wall = meal.scheduled_date ? toWallClock(Date.parse(meal.scheduled_date), timeZoneOffset) : null;
  return (
    <article className="card" style={{ maxWidth: 720 }}>
      <p>
        <Link to="/meals">
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          Back to meals
        </Link>
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
      {meal.cooked_at ? (
        <Form method="post" className="cooked-state">
          <p>
            <strong>Cooked</strong> on {dayMonthYear(toWallClock(Date.parse(meal.cooked_at), timeZoneOffset))}
            {meal.cooked_servings ? ` for ${meal.cooked_servings}` : ""}: what it used is out of the pantry.
          </p>
          <input type="hidden" name="meal_id" value={meal.id} />
          <button type="submit" name="intent" value="not-cooked" className="btn btn-secondary">
            Not cooked after all
          </button>
        </Form>
      ) : (
        <Form method="post" className="cooked-state">
          <input type="hidden" name="meal_id" value={meal.id} />
          <label htmlFor="cooked-servings">Servings cooked</label>
          <input
            id="cooked-servings"
            name="servings"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            defaultValue={meal.servings ?? meal.recipe?.servings ?? ""}
            aria-invalid={reply?.fields.servings ? true : undefined}
            aria-describedby={reply?.fields.servings ? "cooked-servings-error" : undefined}
          />
          <button type="submit" name="intent" value="cooked" className="btn btn-primary">
            Cooked
          </button>
          {reply?.error ? (
            <p className="field-error" id="cooked-servings-error" role="alert">
              {reply.error}
            </p>
          ) : null}
        </Form>
      )}
      <div className="form-actions">
        {meal.recipe ? (
          <ButtonLink
            to={`/recipes/${encodeURIComponent(meal.recipe.slug)}/cook?meal=${meal.id}&servings=${meal.servings ?? meal.recipe.servings}`}
            tone="secondary"
          >
            Cook
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/meals?action=edit&id=${meal.id}`} tone={meal.cooked_at ? "primary" : "secondary"}>
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
