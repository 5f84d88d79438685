import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { mealFields } from "@larder/contract/meal";
import { foodLabel } from "@larder/shared/kitchen-amount";
import { callGraphQL, ifRefused } from "~/api.server";
import { MealTypeTimesQuery } from "~/graphql/meals.server";
import { CookModeQuery } from "~/graphql/recipes.server";
import { toWallClock } from "~/utils/date-ranges";
import { apiErrorText } from "~/i18n/api-errors.server";
import { formReply, parseForm, formNumber, withMessage } from "~/utils/form.server";
import { markCookedAction } from "../meals/meal-cooking.server";
import { loadMeal, planRecipe } from "../meals/meals.server";
import { linesInStep } from "./lib/step-ingredients";
import { findStepTimer } from "./lib/step-timers";

const MAX_SERVINGS = 100;

/** `?servings=N` when it is a whole number from 1 to 100, else the meal's or the recipe's. */
function servingsAsked(url: URL, fallback: number) {
  const asked = Number(url.searchParams.get("servings"));
  return Number.isInteger(asked) && asked >= 1 && asked <= MAX_SERVINGS ? asked : fallback;
}

/**
 * Cook mode's page: the recipe's lines scaled to the servings chosen, and each step with the
 * lines it uses and the first time it names. The meal of `?meal=ID` counts only when it is a meal
 * of this recipe (Cooked takes its pantry out for that meal).
 */
export async function loadCookMode(request: Request, context: AppLoadContext, slug: string) {
  const url = new URL(request.url);
  const mealId = Number(url.searchParams.get("meal"));
  const [loaded, meal] = await Promise.all([
    ifRefused(callGraphQL(request, context, CookModeQuery, { slug }), () => null, ["NOT_FOUND"]),
    Number.isInteger(mealId) && mealId > 0 ? loadMeal(request, context, mealId) : null,
  ]);
  const recipe = loaded.ok ? loaded.data.recipeBySlug : null;
  if (!recipe) return null;
  const ofRecipe = meal && meal.recipe_id === recipe.id ? meal : null;
  const servings = servingsAsked(url, ofRecipe?.servings ?? recipe.servings);
  const lines = recipe.ingredients.map((line) => ({
    id: line.id,
    note: line.note,
    // Whole things counted are named with their number ("2 eggs"), as lists and the pantry say it.
    ...foodLabel(
      (line.quantity * servings) / recipe.servings,
      line.unit,
      { ...line, units: context.session.user?.units, asWritten: servings === recipe.servings },
      context.locale,
      line.quantity_max === null ? null : (line.quantity_max * servings) / recipe.servings,
    ),
  }));
  return {
    recipe: {
      id: recipe.id,
      slug: recipe.slug,
      title: recipe.title,
      description: recipe.description,
      servings: recipe.servings,
    },
    servings,
    lines,
    steps: recipe.instructions.map((text) => ({
      text,
      // Matched by each line's own name, not the counted label shown ("2 eggs").
      lineIds: linesInStep(text, recipe.ingredients).map((line) => line.id),
      timer: findStepTimer(text),
    })),
    meal: ofRecipe && { id: ofRecipe.id, title: ofRecipe.title, cooked_at: ofRecipe.cooked_at },
  };
}

/** The form of Cooked, its problem worded in the page's language. */
const logCookedForm = (context: AppLoadContext) =>
  z.object({
    servings: formNumber(withMessage(mealFields.servings.unwrap(), context.i18n.t("recipes:cook.servingsInvalid"))),
  });

/** Minutes after midnight of a type's "HH:MM". */
const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The meal type a meal cooked now belongs to: the one whose default time is nearest the clock
 * (around midnight too: 23:30 is nearer 00:30 than 20:00), else the first.
 */
function typeForNow(types: readonly { id: number; default_time: string | null }[], nowMinute: number) {
  const distance = (time: string) => {
    const apart = Math.abs(minuteOfDay(time) - nowMinute);
    return Math.min(apart, 24 * 60 - apart);
  };
  const timed = types.filter((type): type is { id: number; default_time: string } => type.default_time !== null);
  timed.sort((a, b) => distance(a.default_time) - distance(b.default_time));
  return timed[0] ?? types[0] ?? null;
}

/**
 * Cooked without a planned meal: the recipe becomes today's meal, planned now, and is marked
 * cooked at once, so what it used leaves the pantry like any meal's.
 */
export async function logCookedAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  recipe: { id: number; title: string; description: string },
) {
  const parsed = parseForm(form, logCookedForm(context));
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const { mealTypes } = await callGraphQL(request, context, MealTypeTimesQuery, {});
  const now = Date.now();
  const wall = new Date(toWallClock(now, context.timeZoneOffset));
  const type = typeForNow(mealTypes, wall.getUTCHours() * 60 + wall.getUTCMinutes());
  if (!type) return formReply(form, { error: context.i18n.t("recipes:cook.noMealType") });
  const created = await ifRefused(
    planRecipe(request, context, recipe, {
      type_id: type.id,
      scheduled_date: new Date(now).toISOString(),
      servings: parsed.data.servings,
    }),
    (refusal) => formReply(form, { error: apiErrorText(context.i18n, refusal) }),
  );
  if (!created.ok) return created.answer;
  const mealId = created.data.createMeal.id;
  context.session.toast("success", context.i18n.t("recipes:cook.logged", { title: recipe.title }));
  const cooked = new FormData();
  cooked.set("meal_id", String(mealId));
  cooked.set("servings", String(parsed.data.servings));
  return markCookedAction(request, context, cooked, `/meals/${mealId}`);
}
