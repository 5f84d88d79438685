import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { i18n as I18n } from "i18next";
import { z } from "zod";
import { mealFields, mealTypeSchema, updateMealSchema, updateMealTypeSchema } from "@larder/contract/meal";
import { asMultiLine, asOneLine } from "@larder/contract/plain-text";
import { callGraphQL, ifRefused } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import {
  CreateMealMutation,
  CreateMealTypeMutation,
  DeleteMealMutation,
  MealQuery,
  MealsPageQuery,
  MealTypeTimesQuery,
  UpdateMealMutation,
  UpdateMealTypeMutation,
} from "~/graphql/meals.server";
import { RecipeSummaryQuery } from "~/graphql/recipes.server";
import {
  localToIso,
  parseDay,
  PRESETS,
  presetRange,
  toApiDay,
  toWallClock,
  weekOf,
  type DayRange,
} from "~/utils/date-ranges";
import { formNumber, formReply, optionalFormNumber, parseForm, refusalReply, withMessage } from "~/utils/form.server";
import { MEAL_FORM_RECIPE_PAGE_SIZE } from "~/utils/paging";
import { DIALOG_PARAMS, withParams } from "~/utils/url";

type MealsFilter = {
  /** The range listed, as `YYYY-MM-DD` (what the date inputs hold); null when all meals are listed. */
  range: DayRange | null;
  sort: "asc" | "desc";
  /** True when the visitor chose the range (anything but the default week). */
  active: boolean;
  error: string | null;
};

/**
 * The filter in the URL: `start`/`end` (typed as DD/MM/YYYY, or YYYY-MM-DD from a preset link),
 * `sort`, `all=1` after Clear Filter; default the current week. The range it answers is YYYY-MM-DD.
 */
export function readFilter(url: URL, nowWall: number, t: I18n["t"]): MealsFilter {
  const sort = url.searchParams.get("sort") === "desc" ? "desc" : "asc";
  if (url.searchParams.get("all") === "1") return { range: null, sort, active: false, error: null };
  const startText = url.searchParams.get("start") ?? "";
  const endText = url.searchParams.get("end") ?? "";
  if (!startText.trim() && !endText.trim()) return { range: weekOf(nowWall), sort, active: false, error: null };
  const start = parseDay(startText);
  const end = parseDay(endText);
  if (!start || !end) {
    return { range: weekOf(nowWall), sort, active: false, error: t("meals:list.bothDates") };
  }
  if (end < start) return { range: weekOf(nowWall), sort, active: false, error: t("meals:list.endBeforeStart") };
  return { range: { start, end }, sort, active: true, error: null };
}

export function presetLinks(url: URL, nowWall: number) {
  return PRESETS.map((preset) => {
    const range = presetRange(preset, nowWall);
    return { preset, to: withParams(url, { ...DIALOG_PARAMS, all: null, start: range.start, end: range.end }) };
  });
}

/** Loads the list and, when a dialog needs it, the meal types and one page of recipes: one request. */
export async function loadMealsPage(
  request: Request,
  context: AppLoadContext,
  filter: MealsFilter,
  form: { q: string; rp: number } | null,
) {
  const data = await callGraphQL(request, context, MealsPageQuery, {
    all: filter.range === null,
    start: (filter.range && toApiDay(filter.range.start)) ?? "",
    end: (filter.range && toApiDay(filter.range.end)) ?? "",
    withForm: form !== null,
    q: form?.q ?? "",
    rp: form?.rp ?? 0,
    recipesPerPage: MEAL_FORM_RECIPE_PAGE_SIZE,
  });
  const meals = [...(data.all ?? data.ranged ?? [])];
  meals.sort((a, b) => {
    if (!a.scheduled_date || !b.scheduled_date) return a.scheduled_date ? -1 : b.scheduled_date ? 1 : a.id - b.id;
    const diff = Date.parse(a.scheduled_date) - Date.parse(b.scheduled_date);
    return filter.sort === "desc" ? -diff : diff;
  });
  return {
    meals,
    mealTypes: data.mealTypes ?? null,
    recipes: data.recipes ?? null,
    recipeCount: data.recipeCount ?? 0,
  };
}

export async function loadMeal(request: Request, context: AppLoadContext, id: number) {
  const loaded = await ifRefused(callGraphQL(request, context, MealQuery, { id }), () => null, ["NOT_FOUND"]);
  return loaded.ok ? loaded.data.meal : loaded.answer;
}

/**
 * The meal dialog's fields: the API's rules in the dialog's words (the page's language), required
 * fields first so that their message is the one shown. Empty servings mean the recipe's.
 */
const mealFormFields = (required: string) => ({
  recipe_id: formNumber(withMessage(mealFields.recipe_id.unwrap(), required)),
  type_id: formNumber(withMessage(mealFields.type_id, required)),
});
const whenFields = (t: I18n["t"]) => ({
  scheduled_date: withMessage(mealFields.scheduled_date, t("meals:errors.dateTime")),
  servings: optionalFormNumber(withMessage(mealFields.servings, t("meals:errors.servings"))),
});
const createMealForm = (t: I18n["t"]) =>
  z.object({ ...mealFormFields(t("meals:errors.createRequired")), ...whenFields(t) });
const deleteMealForm = z.object({ id: formNumber(updateMealSchema.shape.id) });
const editMealForm = (t: I18n["t"]) => {
  const required = t("meals:errors.editRequired");
  return z.object({
    id: formNumber(withMessage(updateMealSchema.shape.id, required)),
    // An empty title is a missing field; a too-long one keeps the API's own message.
    title: z.string().trim().min(1, required).pipe(mealFields.title),
    ...mealFormFields(required),
    ...whenFields(t),
  });
};

/** The form's day plus hour and minute, in the visitor's zone, as the API's timestamp; a day that is not one stays as typed. */
function readMealForm(form: FormData, offset: number) {
  const day = String(form.get("date") ?? "").trim();
  const when = day && localToIso(day, Number(form.get("hour") ?? 9), Number(form.get("minute") ?? 0), offset);
  return { ...Object.fromEntries(form), scheduled_date: day ? when || day : null };
}

/** A meal type's default time ("HH:MM"), or null when it has none (or is not the group's). */
export async function typeTimeOf(request: Request, context: AppLoadContext, typeId: number) {
  const { mealTypes } = await callGraphQL(request, context, MealTypeTimesQuery, {});
  return mealTypes.find((type) => type.id === typeId)?.default_time ?? null;
}

/**
 * A new meal whose time was shown but not chosen (the form's `auto_time` is still the time it
 * holds) is planned at its meal type's time, when the type has one.
 */
async function takeTypeTime(request: Request, context: AppLoadContext, form: FormData) {
  const shown = `${form.get("hour")}:${form.get("minute")}`;
  const typeId = Number(form.get("type_id"));
  if (form.get("auto_time") !== shown || !Number.isInteger(typeId) || typeId <= 0) return;
  const time = await typeTimeOf(request, context, typeId);
  if (!time) return;
  form.set("hour", time.slice(0, 2));
  form.set("minute", time.slice(3));
}

/** Where to go after a dialog: the same list, without the dialog's parameters. */
const backToList = (request: Request) => withParams(new URL(request.url), DIALOG_PARAMS, "/meals");

/** Runs a dialog's mutation: a data error is said in the dialog after `failure`, success goes back to the list. */
async function saveMeal(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  save: () => Promise<Response | void>,
  messages: { failure: string; success: string },
  after = backToList(request),
) {
  const saved = await ifRefused(save(), (refusal) =>
    formReply(form, {
      error: context.i18n.t("meals:errors.failedBecause", {
        failure: messages.failure,
        reason: apiErrorText(context.i18n, refusal),
      }),
    }),
  );
  if (!saved.ok) return saved.answer;
  if (saved.data) return saved.data;
  context.session.toast("success", messages.success);
  return redirect(after);
}

/** Creates the meal of the dialog; success goes to `after` (the list the dialog was opened on). */
export async function createMealAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  after = backToList(request),
) {
  const { t } = context.i18n;
  await takeTypeTime(request, context, form);
  const parsed = parseForm(readMealForm(form, context.timeZoneOffset), createMealForm(t));
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const meal = parsed.data;
  return saveMeal(
    request,
    context,
    form,
    async () => {
      // Title and description are the chosen recipe's (read-only in the form).
      const { recipe } = await callGraphQL(request, context, RecipeSummaryQuery, { id: meal.recipe_id });
      if (!recipe?.title.trim() || !recipe.description.trim())
        return formReply(form, { error: t("meals:errors.createRequired") });
      await planRecipe(request, context, { ...recipe, id: meal.recipe_id }, meal);
    },
    { failure: t("meals:errors.createFailed"), success: t("meals:toasts.created") },
    after,
  );
}

/**
 * Plans a meal of `recipe`, named and described as the recipe is, without the control characters
 * a meal refuses (a recipe saved before they were refused, or from another app, may hold some).
 */
export const planRecipe = (
  request: Request,
  context: AppLoadContext,
  recipe: { id: number; title: string; description: string },
  at: { type_id: number; scheduled_date: string | null; servings?: number | null },
) =>
  callGraphQL(request, context, CreateMealMutation, {
    title: asOneLine(recipe.title),
    description: asMultiLine(recipe.description),
    recipe_id: recipe.id,
    type_id: at.type_id,
    scheduled_date: at.scheduled_date,
    servings: at.servings ?? null,
  });

export async function updateMealAction(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const parsed = parseForm(readMealForm(form, context.timeZoneOffset), editMealForm(t));
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const meal = { ...parsed.data, description: String(form.get("description") ?? "") };
  return saveMeal(
    request,
    context,
    form,
    async () => void (await callGraphQL(request, context, UpdateMealMutation, meal)),
    { failure: t("meals:errors.updateFailed"), success: t("meals:toasts.updated") },
  );
}

export async function deleteMealAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  after = backToList(request),
) {
  const { t } = context.i18n;
  const parsed = parseForm(form, deleteMealForm);
  const deleted = parsed.success
    ? await ifRefused(callGraphQL(request, context, DeleteMealMutation, parsed.data), (refusal) =>
        apiErrorText(context.i18n, refusal),
      )
    : null;
  if (deleted?.ok && deleted.data.deleteMeal) context.session.toast("success", t("meals:toasts.deleted"));
  else
    context.session.toast(
      "error",
      deleted?.ok === false ? deleted.answer : t("meals:errors.deleteFailed"),
      t("meals:toasts.error"),
    );
  return redirect(after);
}

/** The meal type dialog's time, as the API takes it: "HH:MM", or null for none. */
const typeTimeField = (form: FormData) => String(form.get("default_time") ?? "").trim() || null;

export async function createMealTypeAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, mealTypeSchema);
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const { name } = parsed.data;
  const created = await ifRefused(
    callGraphQL(request, context, CreateMealTypeMutation, { name, default_time: typeTimeField(form) }),
    refusalReply(form),
  );
  if (!created.ok) return created.answer;
  context.session.toast("success", context.i18n.t("meals:toasts.typeCreated", { name }));
  return redirect(withParams(new URL(request.url), { new_type: null, type: created.data.createMealType.id }));
}

const editMealTypeForm = updateMealTypeSchema
  .required({ name: true })
  .extend({ id: formNumber(updateMealTypeSchema.shape.id) });

/** Renames a meal type or changes its default time; back to where the dialog was opened. */
export async function updateMealTypeAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, editMealTypeForm);
  if (!parsed.success) return formReply(form, { intent: "edit-type", error: parsed.firstError });
  const { id, name } = parsed.data;
  const updated = await ifRefused(
    callGraphQL(request, context, UpdateMealTypeMutation, { id, name, default_time: typeTimeField(form) }),
    refusalReply(form, { intent: "edit-type" }),
  );
  if (!updated.ok) return updated.answer;
  context.session.toast("success", context.i18n.t("meals:toasts.typeUpdated", { name }));
  return redirect(withParams(new URL(request.url), { edit_type: null }));
}

export const todayWall = (context: AppLoadContext) => toWallClock(Date.now(), context.timeZoneOffset);
