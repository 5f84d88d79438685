import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { loadInItsGroup, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { ErrorPanel } from "~/components/states";
import { hourMinute, isoDay, toWallClock } from "~/utils/date-ranges";
import { useFormat } from "~/i18n/format";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { markCookedAction, undoCookedAction } from "./meal-cooking.server";
import { deleteMealAction, loadMeal } from "./meals.server";
import { ButtonLink } from "~/components/button-link";
import { EditIcon } from "~/components/icons";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const id = Number(params.id);
  const meal =
    Number.isInteger(id) && id > 0
      ? await loadInItsGroup(request, context, { meal_id: id }, () => loadMeal(request, context, id))
      : null;
  const { t } = context.i18n;
  if (!meal) throw json({ message: t("meals:list.notFound") }, { status: 404 });
  return json({ meal, title: t("pageTitle", { page: meal.title }), timeZoneOffset: context.timeZoneOffset });
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
  const { t } = useTranslation("meals");
  const format = useFormat();
  /** A moment on the person's clock as the page's language dates it: "02/03/2026", "2.3.2026". */
  const dateOf = (wall: number) => format.date(isoDay(wall));
  const wall = meal.scheduled_date ? toWallClock(Date.parse(meal.scheduled_date), timeZoneOffset) : null;
  return (
    <article className="card" style={{ maxWidth: 720 }}>
      <p>
        <Link to="/meals">
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          {t("meal.back")}
        </Link>
      </p>
      <RecipePhoto
        className="recipe-photo"
        image={meal.recipe?.image ?? null}
        alt={meal.recipe?.title ?? meal.title}
        priority
      />
      <h1 dir="auto">{meal.title}</h1>
      <p className="subtitle">
        {meal.type?.name ?? t("meal.noType")} ·{" "}
        {wall === null ? t("meal.unscheduled") : `${dateOf(wall)} ${hourMinute(wall)}`}
      </p>
      {meal.description ? <p>{meal.description}</p> : null}
      <p>
        {t("meal.recipe")}{" "}
        {meal.recipe ? (
          <Link to={`/recipes/${encodeURIComponent(meal.recipe.slug)}`}>{meal.recipe.title}</Link>
        ) : (
          <span className="subtitle">{t("meal.noRecipe")}</span>
        )}
      </p>
      {meal.cooked_at ? (
        <Form method="post" className="cooked-state">
          <p>
            <Trans
              t={t}
              i18nKey={meal.cooked_servings ? "meal.cookedOnFor" : "meal.cookedOn"}
              values={{
                date: dateOf(toWallClock(Date.parse(meal.cooked_at), timeZoneOffset)),
                servings: meal.cooked_servings,
              }}
              components={{ strong: <strong /> }}
            />
          </p>
          <input type="hidden" name="meal_id" value={meal.id} />
          <button type="submit" name="intent" value="not-cooked" className="btn btn-secondary">
            {t("meal.notCooked")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="cooked-state">
          <input type="hidden" name="meal_id" value={meal.id} />
          <label htmlFor="cooked-servings">{t("meal.servingsCooked")}</label>
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
            {t("meal.cooked")}
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
            {t("meal.cook")}
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/meals?action=edit&id=${meal.id}`} tone={meal.cooked_at ? "primary" : "secondary"}>
          <EditIcon />
          {t("meal.edit")}
        </ButtonLink>
        <RowMenu label={meal.title}>
          <RowMenuDelete to="?action=delete" />
        </RowMenu>
      </div>
      {searchParams.get("action") === "delete" ? (
        <ConfirmDialog
          title={t("list.deleteTitle")}
          message={t("list.deleteMessage", { title: meal.title })}
          cancelTo={`/meals/${meal.id}`}
          hidden={{ intent: "delete", id: meal.id }}
        />
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("meals");
  return (
    <ErrorPanel title={t("meal.notFoundTitle")} message={t("meal.notFoundMessage")} link={["/meals", t("meal.back")]} />
  );
}
