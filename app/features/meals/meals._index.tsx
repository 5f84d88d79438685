import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { callGraphQL, ifRefused, requireUser } from "~/api.server";
import { ConfirmDialog, Modal } from "~/components/dialog";
import { DayInput } from "~/components/day-input";
import { Field, FormError } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { MealForm } from "./components/meal-form";
import { StatePanel } from "~/components/states";
import { RecipeSummaryQuery } from "~/graphql/recipes.server";
import { displayDay, type PRESETS } from "~/utils/date-ranges";
import { apiErrorText } from "~/i18n/api-errors.server";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { MEAL_FORM_RECIPE_PAGE_SIZE } from "~/utils/paging";
import { DIALOG_PARAMS, dialogLinks, withParams } from "~/utils/url";
import {
  createMealAction,
  createMealTypeAction,
  deleteMealAction,
  loadMeal,
  loadMealsPage,
  presetLinks,
  readFilter,
  todayWall,
  updateMealAction,
} from "./meals.server";
import { AddMealTypeDialog } from "./components/add-meal-type-dialog";
import { MealDayGroups } from "./components/meal-day-groups";
import { useMealRowActions } from "./components/meal-row-actions";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/button-link";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

/** The filter's two date fields, by their names. */
const RANGE_EDGES = ["start", "end"] as const;

/** The date presets' words, by the preset. */
const PRESET_KEYS = {
  Today: "list.presets.today",
  Tomorrow: "list.presets.tomorrow",
  "This Week": "list.presets.thisWeek",
  "Last Week": "list.presets.lastWeek",
  "This Month": "list.presets.thisMonth",
  "Last Month": "list.presets.lastMonth",
} as const satisfies Record<(typeof PRESETS)[number], string>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  const url = new URL(request.url);
  const action = url.searchParams.get("action");
  const id = Number(url.searchParams.get("id"));

  // ?action=goToRecipe&recipe={id} opens that recipe's page.
  if (action === "goToRecipe") {
    const recipeId = Number(url.searchParams.get("recipe")) || 0;
    const found = await ifRefused(callGraphQL(request, context, RecipeSummaryQuery, { id: recipeId }), () => null);
    const slug = found.ok ? found.data.recipe?.slug : undefined;
    if (slug) throw redirect(`/recipes/${encodeURIComponent(slug)}`);
    context.session.toast("error", t("meals:list.recipeNotFound"), t("meals:toasts.error"));
    throw redirect(withParams(url, { ...DIALOG_PARAMS }));
  }

  const nowWall = todayWall(context);
  const filter = readFilter(url, nowWall, t);
  const withForm = action === "create" || action === "edit";
  const form = withForm
    ? { q: url.searchParams.get("q") ?? "", rp: Math.max(0, Number(url.searchParams.get("rp")) || 0) }
    : null;
  const loaded = await ifRefused(loadMealsPage(request, context, filter, form), (refusal) =>
    apiErrorText(context.i18n, refusal),
  );
  const page = loaded.ok ? loaded.data : null;
  const loadError = loaded.ok ? null : loaded.answer;
  const selected = (action === "edit" || action === "delete") && id > 0 ? await loadMeal(request, context, id) : null;
  return json({
    title: t("pageTitle", { page: t("meals:titles.meals") }),
    meals: page?.meals ?? [],
    loadError,
    mealTypes: page?.mealTypes ?? null,
    recipes: page?.recipes ?? null,
    recipeCount: page?.recipeCount ?? 0,
    filter,
    presets: presetLinks(url, nowWall),
    selected,
    timeZoneOffset: context.timeZoneOffset,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  return dispatchIntent(form, {
    create: () => createMealAction(request, context, form),
    edit: () => updateMealAction(request, context, form),
    delete: () => deleteMealAction(request, context, form),
    "create-type": () => createMealTypeAction(request, context, form),
  });
}

/** A message with its number as a text of its own, as the page has always written it. */
function CountedText({ text, count }: { text: string; count: number }) {
  const number = String(count);
  const at = text.indexOf(number);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {number}
      {text.slice(at + number.length)}
    </>
  );
}

export default function Meals() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation("meals");
  const { to, closed: listUrl } = dialogLinks("/meals", searchParams, DIALOG_PARAMS);
  const action = searchParams.get("action");
  const addingType = Boolean(searchParams.get("new_type"));
  const { filter, meals, timeZoneOffset } = data;
  const [filterError, setFilterError] = useState<string | null>(null);
  useEffect(() => setFilterError(null), [searchParams]);

  const actions = useMealRowActions(to);

  return (
    <>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        create={[to({ action: "create" }), t("list.create")]}
      />

      <FilterPanel
        label={t("list.filter")}
        submit={{ label: t("list.applyFilter"), className: "btn-primary" }}
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          if (!form.get("start") || !form.get("end")) {
            event.preventDefault();
            setFilterError(t("list.bothDates"));
          }
        }}
        actions={
          <>
            <ButtonLink to={withParams(listUrl, { start: null, end: null, all: 1 })} tone="secondary">
              {t("list.clearFilter")}
            </ButtonLink>
            <ButtonLink to={to({ sort: filter.sort === "asc" ? "desc" : "asc" })} tone="ghost" preventScrollReset>
              {filter.sort === "asc" ? t("list.earliestFirst") : t("list.latestFirst")}
            </ButtonLink>
          </>
        }
        after={
          <>
            <FormError error={filterError ?? filter.error} />
            <div className="chips" aria-label={t("list.presetsLabel")}>
              {data.presets.map(({ preset, to }) => (
                <Link key={preset} to={to} className="chip">
                  {t(PRESET_KEYS[preset])}
                </Link>
              ))}
            </div>
          </>
        }
      >
        <input type="hidden" name="sort" value={filter.sort} />
        {RANGE_EDGES.map((edge) => (
          <Field
            key={`${edge}${filter.range?.[edge]}`}
            label={edge === "start" ? t("list.startDate") : t("list.endDate")}
            id={edge}
            render={(control) => (
              <DayInput {...control} name={edge} defaultValue={filter.range ? displayDay(filter.range[edge]) : ""} />
            )}
          />
        ))}
      </FilterPanel>

      {data.loadError ? (
        <StatePanel title={t("list.loadError")} message={data.loadError} tone="error">
          <button type="button" className="btn btn-primary" onClick={() => navigate(".", { replace: true })}>
            {t("list.tryAgain")}
          </button>
        </StatePanel>
      ) : (
        <>
          <p className="count-line">
            <CountedText
              text={t(filter.active ? "list.showingInRange" : "list.showing", { count: meals.length })}
              count={meals.length}
            />
          </p>
          {meals.length === 0 ? (
            <StatePanel title={t("list.emptyTitle")} message={t("list.emptyMessage")}>
              <ButtonLink to={to({ action: "create" })} tone="primary">
                {t("list.create")}
              </ButtonLink>
              <ButtonLink to={withParams(listUrl, { start: null, end: null, all: 1 })} tone="secondary">
                {t("list.showAll")}
              </ButtonLink>
            </StatePanel>
          ) : (
            <MealDayGroups meals={meals} timeZoneOffset={timeZoneOffset} actions={actions} linksFrom={listUrl} />
          )}
        </>
      )}

      {action === "create" || (action === "edit" && data.selected) ? (
        <MealForm
          key={`${action}-${searchParams.get("id") ?? ""}`}
          mode={action === "create" ? "create" : "edit"}
          meal={action === "edit" ? data.selected : null}
          mealTypes={data.mealTypes}
          recipes={data.recipes}
          recipeCount={data.recipeCount}
          page={Math.max(0, Number(searchParams.get("rp")) || 0)}
          pageSize={MEAL_FORM_RECIPE_PAGE_SIZE}
          search={searchParams.get("q") ?? ""}
          pageTo={(page) => to({ rp: page || null })}
          searchHidden={Object.fromEntries([...searchParams].filter(([key]) => key !== "q" && key !== "rp"))}
          addTypeTo={to({ new_type: 1 })}
          closeTo={listUrl}
          timeZoneOffset={timeZoneOffset}
          initialTypeId={Number(searchParams.get("type")) || null}
          initialRecipeId={Number(searchParams.get("recipe")) || null}
          error={
            actionData && (actionData.intent === "create" || actionData.intent === "edit") ? actionData.error : null
          }
          values={
            actionData && (actionData.intent === "create" || actionData.intent === "edit") ? actionData.values : null
          }
        />
      ) : null}
      {action === "edit" && !data.selected ? (
        <Modal title={t("list.errorTitle")} closeTo={listUrl} size="sm">
          <p>{t("list.notFound")}</p>
        </Modal>
      ) : null}
      {addingType ? (
        <AddMealTypeDialog
          closeTo={to({ new_type: null })}
          error={actionData?.intent === "create-type" ? actionData.error : null}
        />
      ) : null}
      {action === "delete" && data.selected ? (
        <ConfirmDialog
          title={t("list.deleteTitle")}
          message={t("list.deleteMessage", { title: data.selected.title })}
          cancelTo={listUrl}
          hidden={{ intent: "delete", id: data.selected.id }}
        />
      ) : null}
    </>
  );
}
