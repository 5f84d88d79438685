import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { i18n as I18n } from "i18next";
import { z } from "zod";
import { mealFields, updateMealSchema } from "@larder/contract/meal";
import { DAY_MS } from "@larder/shared/dates";
import { apiErrorText } from "~/i18n/api-errors.server";
import { callGraphQL, ifRefused } from "~/api.server";
import { CopyWeekMutation, MoveMealMutation, PlanPageQuery } from "~/graphql/plan.server";
import { FALLBACK_TIME } from "./components/meal-form";
import type { DayEnergy, PlanDay, PlanMeal } from "./components/plan/types";
import { PLAN_DIALOG_PARAMS, weekUrl } from "./components/plan/urls";
import {
  dayMonthYear,
  fromWallClock,
  hourMinute,
  isoDay,
  localToIso,
  parseDay,
  toWallClock,
  weekOf,
} from "~/utils/date-ranges";
import { formNumber, parseForm, withMessage } from "~/utils/form.server";
import { MEAL_FORM_RECIPE_PAGE_SIZE } from "~/utils/paging";
import { withParams } from "~/utils/url";
import { typeTimeOf } from "./meals.server";

/** Wall-clock ms of 00:00 on a `YYYY-MM-DD` day. */
const wallOfDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The Monday (`YYYY-MM-DD`) of the week holding a day (`?week=` or a form's, any day of it), or of this week. */
export function mondayOf(dayText: string | null, nowWall: number): string {
  const asked = parseDay(dayText ?? "");
  return weekOf(asked ? wallOfDay(asked) : nowWall).start;
}

/** The seven days of the week starting on `monday` (the pages word them in their language, day-names.ts). */
export function weekDays(monday: string, nowWall: number): PlanDay[] {
  const today = isoDay(nowWall);
  return Array.from({ length: 7 }, (_, i) => {
    const iso = isoDay(wallOfDay(monday) + i * DAY_MS);
    return { iso, today: iso === today };
  });
}

/**
 * Loads the week, the undated meals, the meal types and (dialog open) a page of recipes in one
 * request. The API's days are UTC days, so the range asked covers the visitor's week whatever
 * their zone; each meal is then placed on its day of the visitor's wall clock.
 */
export async function loadPlanPage(
  request: Request,
  context: AppLoadContext,
  monday: string,
  form: { q: string; rp: number } | null,
) {
  const offset = context.timeZoneOffset;
  const weekStart = wallOfDay(monday);
  const data = await callGraphQL(request, context, PlanPageQuery, {
    start: dayMonthYear(fromWallClock(weekStart, offset)),
    end: dayMonthYear(fromWallClock(weekStart + 7 * DAY_MS, offset) - 1),
    withForm: form !== null,
    q: form?.q ?? "",
    rp: form?.rp ?? 0,
    recipesPerPage: MEAL_FORM_RECIPE_PAGE_SIZE,
  });
  const meals: PlanMeal[] = [];
  const energy: Record<string, DayEnergy> = {};
  for (const meal of data.mealsByDateRange) {
    const wall = meal.scheduled_date ? toWallClock(Date.parse(meal.scheduled_date), offset) : null;
    if (wall !== null && (wall < weekStart || wall >= weekStart + 7 * DAY_MS)) continue;
    meals.push({
      id: meal.id,
      title: meal.title,
      typeId: meal.type_id ?? null,
      day: wall === null ? null : isoDay(wall),
      time: wall === null ? null : hourMinute(wall),
      image: meal.recipe?.image ?? null,
      recipeTitle: meal.recipe?.title ?? null,
    });
    if (wall === null) continue;
    // A serving of each meal whose recipe has lines counted, added up for the day.
    const day = (energy[isoDay(wall)] ??= { kcal: 0, counted: 0, meals: 0 });
    day.meals += 1;
    const nutrition = meal.recipe?.nutrition;
    if (nutrition && nutrition.lines_matched > 0) {
      day.kcal += nutrition.per_serving.energy_kcal;
      day.counted += 1;
    }
  }
  return {
    meals,
    energy,
    mealTypes: data.mealTypes,
    recipes: data.recipes ?? null,
    recipeCount: data.recipeCount ?? 0,
  };
}

/** The move dialog's fields, refused in the page's language. */
const moveForm = (t: I18n["t"]) =>
  z.object({
    id: formNumber(withMessage(updateMealSchema.shape.id, t("meals:plan.chooseMeal"))),
    type_id: formNumber(withMessage(mealFields.type_id, t("meals:plan.chooseType"))),
    /** A day of the calendar (`YYYY-MM-DD`), or empty for 'No date'. */
    date: z
      .string()
      .trim()
      .refine((text) => text === "" || parseDay(text) !== null, t("meals:plan.chooseDay")),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/, t("meals:plan.timeFormat"))
      .optional(),
    /** The meal type the meal had before the move. */
    from_type_id: z.coerce.number().int().optional().catch(undefined),
  });

/**
 * Moves a meal to a day or to no date, and to a meal type; back to the week. A meal moved to
 * another day keeps its time of day; a meal moved to another meal type's row, or given a day for
 * the first time, takes that type's time (09:00 when the type has none, or its own time when it
 * had one).
 */
export async function moveMealAction(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const { t } = context.i18n;
  const parsed = parseForm(form, moveForm(t));
  if (!parsed.success) {
    context.session.toast("error", parsed.firstError, t("meals:toasts.notMoved"));
    return redirect(back);
  }
  const { id, type_id, date, from_type_id } = parsed.data;
  const takesTypeTime = date && (!parsed.data.time || (from_type_id !== undefined && type_id !== from_type_id));
  const time =
    (takesTypeTime ? await typeTimeOf(request, context, type_id) : null) ?? parsed.data.time ?? FALLBACK_TIME;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const scheduled = date ? localToIso(date, hour, minute, context.timeZoneOffset) : null;
  if (date && !scheduled) {
    context.session.toast("error", t("meals:plan.timeOfDay"), t("meals:toasts.notMoved"));
    return redirect(back);
  }
  const moved = await ifRefused(
    callGraphQL(request, context, MoveMealMutation, { id, type_id, scheduled_date: scheduled }),
    (refusal) => context.session.toast("error", apiErrorText(context.i18n, refusal), t("meals:toasts.notMoved")),
  );
  if (moved.ok) context.session.toast("success", t(date ? "meals:toasts.moved" : "meals:toasts.movedNoDate"));
  return redirect(back);
}

/** Copies last week's meals into the week starting on `monday`, and says how many came. */
export async function copyLastWeekAction(request: Request, context: AppLoadContext, monday: string) {
  const { t } = context.i18n;
  const weekStart = wallOfDay(monday);
  const copied = await ifRefused(
    callGraphQL(request, context, CopyWeekMutation, {
      from: dayMonthYear(weekStart - 7 * DAY_MS),
      to: dayMonthYear(weekStart),
      offset: context.timeZoneOffset,
    }),
    (refusal) => context.session.toast("error", apiErrorText(context.i18n, refusal), t("meals:toasts.notCopied")),
  );
  if (copied.ok) {
    const count = copied.data.copyWeek.length;
    if (count === 0) context.session.toast("info", t("meals:toasts.nothingToCopy"));
    else context.session.toast("success", t("meals:toasts.copied", { count }));
  }
  return redirect(weekUrl(monday));
}

/** Where the planner's forms go back to: the same week, dialogs closed. */
export const backToWeek = (request: Request) => withParams(new URL(request.url), PLAN_DIALOG_PARAMS, "/plan");
