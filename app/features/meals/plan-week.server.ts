import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { weekRulesSchema, type WeekRules } from "@larder/contract/week-plan";
import { WEEKDAY_NAMES } from "@larder/shared/dates";
import { DEFAULT_LOCALE, isLocale } from "@larder/shared/locales";
import { callGraphQL, ifRefused } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import {
  PlanMealsMutation,
  PlanWeekPageQuery,
  UnplanMealsMutation,
  UpdateWeekPlanRulesMutation,
  WeekPlanRulesQuery,
} from "~/graphql/plan-week.server";
import { dayMonthYear, isoDay, localToIso, parseDay } from "~/utils/date-ranges";
import { formReply, refusalReply } from "~/utils/form.server";
import { FALLBACK_TIME } from "./components/meal-form";
import { weekUrl } from "./components/plan/urls";
import { plannedWeekUrl, planWeekUrl, type WeekState } from "./components/plan-week/state";
import { dayNames } from "./lib/day-names";
import { mondayOf, weekDays } from "./plan.server";

const wallOfDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** `YYYY-MM-DD:recipe id` pairs of the address (keep=, not=), those of the week only. */
function dayRecipes(values: string[], days: ReadonlySet<string>) {
  const pairs: [string, number][] = [];
  for (const value of values) {
    const [day, id] = value.split(":");
    const recipeId = Number(id);
    if (day && days.has(day) && Number.isInteger(recipeId) && recipeId > 0) pairs.push([day, recipeId]);
  }
  return pairs;
}

/**
 * What the page's address asks: the week (any day of it), the meal type, the days chosen (by
 * default the week's days from today on), the recipes kept while swapping and those swapped away.
 */
export function weekStateOf(url: URL, nowWall: number): WeekState {
  // Asked from Friday on, "my week" is the coming one: too little of this one is left to plan.
  const weekday = (new Date(nowWall).getUTCDay() + 6) % 7;
  const week = url.searchParams.has("week")
    ? mondayOf(url.searchParams.get("week"), nowWall)
    : mondayOf(null, nowWall + (weekday >= 4 ? 7 : 0) * 86_400_000);
  const weekIso = weekDays(week, nowWall).map((day) => day.iso);
  const inWeek = new Set(weekIso);
  const today = isoDay(nowWall);
  const asked = url.searchParams.getAll("day").filter((day) => inWeek.has(day));
  const chosen = url.searchParams.has("days") || asked.length ? asked : weekIso.filter((day) => day >= today);
  const typeId = Number(url.searchParams.get("type"));
  return {
    week,
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : null,
    days: chosen.length || url.searchParams.has("days") ? chosen : weekIso,
    keep: dayRecipes(url.searchParams.getAll("keep"), inWeek),
    not: dayRecipes(url.searchParams.getAll("not"), inWeek),
  };
}

/** The page's data: the types, the rules, the categories and the proposal for the state. */
export async function loadPlanWeek(request: Request, context: AppLoadContext, state: WeekState, nowWall: number) {
  const days = weekDays(state.week, nowWall);
  const toApi = (iso: string) => dayMonthYear(wallOfDay(iso));
  const ask = (typeId: number | null) =>
    callGraphQL(request, context, PlanWeekPageQuery, {
      start: toApi(state.week),
      days: 7,
      typeId: typeId ?? 0,
      withProposal: typeId !== null && state.days.length > 0,
      offset: context.timeZoneOffset,
      keep: state.keep.map(([day, recipe_id]) => ({ date: toApi(day), recipe_id })),
      not: state.not.map(([day, recipe_id]) => ({ date: toApi(day), recipe_id })),
      skip: days.filter((day) => !state.days.includes(day.iso)).map((day) => toApi(day.iso)),
    });
  let data = await ask(state.typeId);
  // No meal type asked (or one since deleted): Dinner, as most households fill their week by it.
  const type =
    data.mealTypes.find((candidate) => candidate.id === state.typeId) ??
    data.mealTypes.find((candidate) => candidate.name.toLowerCase() === "dinner") ??
    data.mealTypes[0] ??
    null;
  if (type && type.id !== state.typeId) data = await ask(type.id);
  return { days, type, data };
}

/** Keep all: plans the proposal's recipes at the meal type's time, then shows the week with an undo. */
export async function keepAllAction(request: Request, context: AppLoadContext, form: FormData, state: WeekState) {
  const { t } = context.i18n;
  const typeId = Number(form.get("type_id"));
  const time = String(form.get("time") ?? "") || FALLBACK_TIME;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const meals = [];
  for (const [day, recipe_id] of dayRecipes(form.getAll("meal").map(String), new Set(state.days))) {
    const scheduled = parseDay(day) ? localToIso(day, hour, minute, context.timeZoneOffset) : null;
    if (scheduled) meals.push({ recipe_id, type_id: typeId, scheduled_date: scheduled });
  }
  if (!meals.length) return formReply(form, { error: t("meals:week.nothingToKeep") });
  const planned = await ifRefused(callGraphQL(request, context, PlanMealsMutation, { meals }), refusalReply(form));
  if (!planned.ok) return planned.answer;
  const ids = planned.data.planMeals.map((meal) => meal.id);
  context.session.toast(
    "success",
    ids.length ? t("meals:toasts.planned", { count: ids.length }) : t("meals:toasts.plannedAlready"),
  );
  return redirect(ids.length ? plannedWeekUrl(state.week, ids) : weekUrl(state.week));
}

/** Undo of Keep all, from the plan's banner. */
export async function undoKeepAction(request: Request, context: AppLoadContext, form: FormData, week: string) {
  const ids = String(form.get("ids") ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const { t } = context.i18n;
  const undone = await ifRefused(callGraphQL(request, context, UnplanMealsMutation, { ids }), (refusal) =>
    context.session.toast("error", apiErrorText(context.i18n, refusal), t("meals:toasts.notUndone")),
  );
  if (undone.ok) context.session.toast("success", t("meals:toasts.tookBack", { count: undone.data.unplanMeals }));
  return redirect(weekUrl(week));
}

const checked = (form: FormData, name: string) => form.get(name) === "on";
const numberOf = (form: FormData, name: string) => {
  const text = String(form.get(name) ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
};

/**
 * The rules as the form sends them: switches, numbers, each kept category limit
 * (`at_most_<category>`, gone when `drop_limit_<category>` is ticked), one new limit, and the
 * fixed days kept (`fixed_<weekday>` unless `unfix_<weekday>`).
 */
function rulesFromForm(form: FormData) {
  const limits: { category_id: number; at_most: number }[] = [];
  for (const [name, value] of form) {
    const match = /^at_most_(\d+)$/.exec(name);
    if (match && !checked(form, `drop_limit_${match[1]}`))
      limits.push({ category_id: Number(match[1]), at_most: Number(String(value).trim() || Number.NaN) });
  }
  const newCategory = Number(form.get("new_limit_category"));
  if (newCategory > 0 && !limits.some((limit) => limit.category_id === newCategory))
    limits.push({ category_id: newCategory, at_most: numberOf(form, "new_limit_at_most") });
  const fixed = WEEKDAY_NAMES.flatMap((_, i) => {
    const recipeId = Number(form.get(`fixed_${i + 1}`));
    return recipeId > 0 && !checked(form, `unfix_${i + 1}`) ? [{ weekday: i + 1, recipe_id: recipeId }] : [];
  });
  return weekRulesSchema.safeParse({
    no_repeat: checked(form, "no_repeat"),
    repeat_weeks: numberOf(form, "repeat_weeks"),
    weekday_limit: checked(form, "weekday_limit"),
    weekday_minutes: numberOf(form, "weekday_minutes"),
    use_soon: checked(form, "use_soon"),
    variety: checked(form, "variety"),
    category_limits: limits,
    favourites: checked(form, "favourites"),
    fixed_days: fixed,
  });
}

async function saveRules(request: Request, context: AppLoadContext, form: FormData, rules: WeekRules) {
  const saved = await ifRefused(
    callGraphQL(request, context, UpdateWeekPlanRulesMutation, { rules }),
    refusalReply(form),
  );
  return saved;
}

/** Saves the rules, then proposes again by them (what was kept while swapping is let go). */
export async function saveRulesAction(request: Request, context: AppLoadContext, form: FormData, state: WeekState) {
  const parsed = rulesFromForm(form);
  if (!parsed.success) return formReply(form, { error: parsed.error.issues[0]!.message });
  const saved = await saveRules(request, context, form, parsed.data);
  if (!saved.ok) return saved.answer;
  context.session.toast("success", context.i18n.t("meals:toasts.rulesSaved"));
  return redirect(planWeekUrl({ ...state, keep: [], not: [] }));
}

/** "Every Friday": makes a proposed recipe the day's, week after week, in the saved rules. */
export async function fixDayAction(request: Request, context: AppLoadContext, form: FormData, state: WeekState) {
  const weekday = Number(form.get("weekday"));
  const recipeId = Number(form.get("recipe_id"));
  const rules = await ifRefused(callGraphQL(request, context, WeekPlanRulesQuery, {}), refusalReply(form));
  if (!rules.ok) return rules.answer;
  const current = rules.data.weekPlanRules;
  const next = weekRulesSchema.safeParse({
    ...current,
    fixed_days: [
      ...current.fixed_days
        .filter((day) => day.weekday !== weekday)
        .map(({ weekday, recipe_id }) => ({ weekday, recipe_id })),
      { weekday, recipe_id: recipeId },
    ].sort((a, b) => a.weekday - b.weekday),
  });
  if (!next.success) return formReply(form, { error: next.error.issues[0]!.message });
  const saved = await saveRules(request, context, form, next.data);
  if (!saved.ok) return saved.answer;
  const { language } = context.i18n;
  const names = dayNames(isLocale(language) ? language : DEFAULT_LOCALE);
  context.session.toast(
    "success",
    context.i18n.t("meals:toasts.fixedDay", { weekday: names.weekdayNumbered(weekday) }),
  );
  return redirect(planWeekUrl(state));
}
