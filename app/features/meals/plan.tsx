import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ifRefused, requireUser } from "~/api.server";
import { AddMealTypeDialog } from "./components/add-meal-type-dialog";
import { MealForm } from "./components/meal-form";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { MoveMealDialog } from "./components/plan/move-meal-dialog";
import { PlanBoard } from "./components/plan/plan-board";
import { PLAN_DIALOG_PARAMS, shiftWeek, weekUrl } from "./components/plan/urls";
import { WeekNav } from "./components/plan/week-nav";
import { StatePanel } from "~/components/states";
import styles from "./plan.css";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { MEAL_FORM_RECIPE_PAGE_SIZE } from "~/utils/paging";
import { parseDay } from "~/utils/date-ranges";
import { useDayNames } from "./lib/day-names";
import { dialogLinks, withParams } from "~/utils/url";
import { createMealAction, createMealTypeAction, todayWall, updateMealTypeAction } from "./meals.server";
import { undoKeepAction } from "./plan-week.server";
import { backToWeek, copyLastWeekAction, loadPlanPage, moveMealAction, mondayOf, weekDays } from "./plan.server";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  const nowWall = todayWall(context);
  const asked = url.searchParams.get("week")?.trim() ?? "";
  const week = mondayOf(asked, nowWall);
  // A week asked by a day the calendar does not have (2026-02-31) shows this week, and says so.
  const { t } = context.i18n;
  const weekError = asked && !parseDay(asked) ? t("meals:plan.noSuchDay", { day: asked }) : null;
  const withForm = url.searchParams.get("action") === "create";
  const form = withForm
    ? { q: url.searchParams.get("q") ?? "", rp: Math.max(0, Number(url.searchParams.get("rp")) || 0) }
    : null;
  const loaded = await ifRefused(loadPlanPage(request, context, week, form), (refusal) =>
    apiErrorText(context.i18n, refusal),
  );
  const page = loaded.ok ? loaded.data : null;
  const loadError = loaded.ok ? null : loaded.answer;
  const days = weekDays(week, nowWall);
  return json({
    title: t("pageTitle", { page: t("meals:titles.plan") }),
    week,
    days,
    thisWeek: mondayOf(null, nowWall),
    meals: page?.meals ?? [],
    energy: page?.energy ?? {},
    mealTypes: page?.mealTypes ?? [],
    recipes: page?.recipes ?? null,
    recipeCount: page?.recipeCount ?? 0,
    loadError,
    weekError,
    timeZoneOffset: context.timeZoneOffset,
    /** The meals Plan my week's Keep all just planned, which the page offers to take back. */
    planned: (url.searchParams.get("planned") ?? "")
      .split(",")
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
      .slice(0, 31),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const back = backToWeek(request);
  return dispatchIntent(form, {
    create: () => createMealAction(request, context, form, back),
    "create-type": () => createMealTypeAction(request, context, form),
    "edit-type": () => updateMealTypeAction(request, context, form),
    move: () => moveMealAction(request, context, form, back),
    unplan: () => undoKeepAction(request, context, form, mondayOf(String(form.get("week") ?? ""), todayWall(context))),
    "copy-week": () =>
      copyLastWeekAction(request, context, mondayOf(String(form.get("week") ?? ""), todayWall(context))),
  });
}

export default function Plan() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation("meals");
  const names = useDayNames();
  const { to, closed: closeTo } = dialogLinks("/plan", searchParams, PLAN_DIALOG_PARAMS);
  const { days, week } = data;
  const first = days[0]!;
  const last = days[6]!;
  const label = t("plan.weekLabel", {
    first: names.long(first.iso),
    last: names.long(last.iso),
    year: last.iso.slice(0, 4),
  });
  const formReplyOf = (intent: string) => (actionData?.intent === intent ? actionData : null);
  const editedType = data.mealTypes.find((type) => type.id === Number(searchParams.get("edit_type")));
  const addingType = Boolean(searchParams.get("new_type"));
  const moving = data.meals.find((meal) => meal.id === Number(searchParams.get("move")));

  return (
    <div className="plan-page">
      <PageHeader title={t("plan.title")} subtitle={t("plan.subtitle")}>
        <ButtonLink to={week === data.thisWeek ? "/plan/week" : `/plan/week?week=${week}`} tone="primary">
          {t("plan.planMyWeek")}
        </ButtonLink>
      </PageHeader>
      {data.planned.length ? (
        <Form method="post" className="banner banner-info plan-undo" aria-label={t("plan.undoLabel")}>
          <p role="status">{t("plan.plannedBanner", { count: data.planned.length })}</p>
          <input type="hidden" name="intent" value="unplan" />
          <input type="hidden" name="ids" value={data.planned.join(",")} />
          <input type="hidden" name="week" value={week} />
          <button type="submit" className="btn btn-secondary btn-small">
            {t("plan.undo")}
          </button>
        </Form>
      ) : null}
      {data.weekError ? (
        <p className="banner banner-info" role="status">
          {data.weekError}
        </p>
      ) : null}
      <WeekNav
        label={label}
        week={week}
        previousTo={weekUrl(shiftWeek(week, -1))}
        nextTo={weekUrl(shiftWeek(week, 1))}
        thisWeekTo={weekUrl(data.thisWeek)}
        isThisWeek={week === data.thisWeek}
      />
      {data.loadError ? (
        <StatePanel title={t("plan.loadError")} message={data.loadError} tone="error">
          <button type="button" className="btn btn-primary" onClick={() => navigate(".", { replace: true })}>
            {t("plan.tryAgain")}
          </button>
        </StatePanel>
      ) : (
        <PlanBoard
          days={days}
          types={data.mealTypes}
          meals={data.meals}
          energy={data.energy}
          addTo={(day, type) => withParams(weekUrl(week), { action: "create", date: day.iso, type: type?.id })}
          moveTo={(meal) => withParams(weekUrl(week), { move: meal.id })}
          linksFrom={weekUrl(week)}
        />
      )}

      {data.mealTypes.length ? (
        <section className="plan-type-times" aria-labelledby="plan-type-times-title">
          <h2 id="plan-type-times-title">{t("plan.mealTimes")}</h2>
          <ul>
            {data.mealTypes.map((type) => (
              <li key={type.id}>
                <Link to={to({ edit_type: type.id })} preventScrollReset className="title-link">
                  <span className="visually-hidden">{t("plan.editType")}</span>
                  {type.name} <span className="plan-type-time">{type.default_time ?? t("plan.noTime")}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {searchParams.get("action") === "create" ? (
        <MealForm
          key={`create-${searchParams.get("date") ?? ""}`}
          mode="create"
          meal={null}
          mealTypes={data.mealTypes}
          recipes={data.recipes}
          recipeCount={data.recipeCount}
          page={Math.max(0, Number(searchParams.get("rp")) || 0)}
          pageSize={MEAL_FORM_RECIPE_PAGE_SIZE}
          search={searchParams.get("q") ?? ""}
          pageTo={(page) => to({ rp: page || null })}
          searchHidden={Object.fromEntries([...searchParams].filter(([key]) => key !== "q" && key !== "rp"))}
          addTypeTo={to({ new_type: 1 })}
          closeTo={closeTo}
          timeZoneOffset={data.timeZoneOffset}
          initialTypeId={Number(searchParams.get("type")) || null}
          initialRecipeId={Number(searchParams.get("recipe")) || null}
          initialDate={searchParams.get("date")}
          error={formReplyOf("create")?.error ?? null}
          values={formReplyOf("create")?.values ?? null}
        />
      ) : null}
      {editedType ? (
        <AddMealTypeDialog
          key={editedType.id}
          type={editedType}
          closeTo={to({ edit_type: null })}
          error={formReplyOf("edit-type")?.error ?? null}
        />
      ) : null}
      {moving ? <MoveMealDialog meal={moving} days={days} types={data.mealTypes} closeTo={to({ move: null })} /> : null}
      {addingType ? (
        <AddMealTypeDialog closeTo={to({ new_type: null })} error={formReplyOf("create-type")?.error ?? null} />
      ) : null}
    </div>
  );
}
