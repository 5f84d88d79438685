import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { DataRequestError, graphql } from "~/api.server";
import { localToIso, parseDay, presetRange, toApiDay, toWallClock, weekOf, type DayRange } from "~/utils/date-ranges";
import { MEAL_FORM_RECIPE_PAGE_SIZE } from "~/utils/paging";
import { DIALOG_PARAMS, withParams } from "~/utils/url";

export type MealView = {
  id: number;
  title: string;
  description: string;
  recipe_id: number | null;
  type_id: number | null;
  scheduled_date: string | null;
  servings: number | null;
  type: { id: number; name: string } | null;
  recipe: { id: number; slug: string; title: string } | null;
};
export type RecipeOption = { id: number; slug: string; title: string; description: string };
export type MealType = { id: number; name: string };

export const MEAL_FIELDS = `id title description recipe_id type_id scheduled_date servings type { id name } recipe { id slug title }`;

const MEALS_PAGE = /* GraphQL */ `
  query MealsPage($all: Boolean!, $start: String!, $end: String!, $withForm: Boolean!, $q: String, $rp: Int) {
    all: meals @include(if: $all) { ${MEAL_FIELDS} }
    ranged: mealsByDateRange(start_date: $start, end_date: $end, include_unscheduled: true) @skip(if: $all) { ${MEAL_FIELDS} }
    mealTypes @include(if: $withForm) { id name }
    recipes(limit: ${MEAL_FORM_RECIPE_PAGE_SIZE}, page: $rp, search: $q) @include(if: $withForm) { id slug title description }
    recipeCount(search: $q) @include(if: $withForm)
  }
`;

export type MealsFilter = {
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
export function readFilter(url: URL, nowWall: number): MealsFilter {
  const sort = url.searchParams.get("sort") === "desc" ? "desc" : "asc";
  if (url.searchParams.get("all") === "1") return { range: null, sort, active: false, error: null };
  const startText = url.searchParams.get("start") ?? "";
  const endText = url.searchParams.get("end") ?? "";
  if (!startText.trim() && !endText.trim()) return { range: weekOf(nowWall), sort, active: false, error: null };
  const start = parseDay(startText);
  const end = parseDay(endText);
  if (!start || !end) {
    return { range: weekOf(nowWall), sort, active: false, error: "Please select both start and end dates." };
  }
  if (end < start) return { range: weekOf(nowWall), sort, active: false, error: "End date must be after start date" };
  return { range: { start, end }, sort, active: true, error: null };
}

export function presetLinks(url: URL, nowWall: number) {
  return (["Today", "Tomorrow", "This Week", "Last Week", "This Month", "Last Month"] as const).map((preset) => {
    const range = presetRange(preset, nowWall);
    return { label: preset, to: withParams(url, { ...DIALOG_PARAMS, all: null, start: range.start, end: range.end }) };
  });
}

/** Loads the list and, when a dialog needs it, the meal types and one page of recipes: one request. */
export async function loadMealsPage(
  request: Request,
  context: AppLoadContext,
  filter: MealsFilter,
  form: { q: string; rp: number } | null,
) {
  const data = await graphql<{
    all?: MealView[];
    ranged?: MealView[];
    mealTypes?: MealType[];
    recipes?: RecipeOption[];
    recipeCount?: number;
  }>(request, context, MEALS_PAGE, {
    all: filter.range === null,
    start: filter.range ? toApiDay(filter.range.start) : "",
    end: filter.range ? toApiDay(filter.range.end) : "",
    withForm: form !== null,
    q: form?.q ?? "",
    rp: form?.rp ?? 0,
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
  try {
    return (
      await graphql<{ meal: MealView }>(request, context, `query($id: Int!) { meal(id: $id) { ${MEAL_FIELDS} } }`, {
        id,
      })
    ).meal;
  } catch (error) {
    if (error instanceof DataRequestError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

const positiveInt = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The scheduled moment of a form: a day plus hour and minute in the visitor's zone, or null. */
function scheduledDate(form: FormData, offset: number): { value: string | null } | { error: string } {
  const day = String(form.get("date") ?? "").trim();
  if (!day) return { value: null };
  const iso = localToIso(day, Number(form.get("hour") ?? 9), Number(form.get("minute") ?? 0), offset);
  return iso ? { value: iso } : { error: "Please choose a valid date and time." };
}

export /** Servings from a form: empty means the recipe's; anything else must be a whole number 1–100. */
function servingsOf(form: FormData): { value: number | null } | { error: string } {
  const text = String(form.get("servings") ?? "").trim();
  if (!text) return { value: null };
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 100
    ? { value }
    : { error: "Servings must be a whole number from 1 to 100." };
}

export type FormResult = { intent: string; error: string; values: Record<string, string> };
const formError = (intent: string, error: string, form: FormData, status = 400) =>
  json<FormResult>(
    { intent, error, values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])) },
    { status },
  );

/** Where to go after a dialog: the same list, without the dialog's parameters. */
const backToList = (request: Request) => withParams(new URL(request.url), DIALOG_PARAMS, "/meals");

export async function createMealAction(request: Request, context: AppLoadContext, form: FormData) {
  const recipeId = positiveInt(form.get("recipe_id"));
  const typeId = positiveInt(form.get("type_id"));
  if (!recipeId || !typeId) return formError("create", "All fields except date are required.", form);
  const when = scheduledDate(form, context.timeZoneOffset);
  if ("error" in when) return formError("create", when.error, form);
  const servings = servingsOf(form);
  if ("error" in servings) return formError("create", servings.error, form);
  try {
    // Title and description are the chosen recipe's (read-only in the form).
    const { recipe } = await graphql<{ recipe: RecipeOption }>(
      request,
      context,
      `
        query ($id: Int!) {
          recipe(id: $id) {
            id
            slug
            title
            description
          }
        }
      `,
      { id: recipeId },
    );
    if (!recipe.title.trim() || !recipe.description.trim())
      return formError("create", "All fields except date are required.", form);
    await graphql(
      request,
      context,
      `
        mutation (
          $title: String!
          $description: String
          $recipe_id: Int
          $type_id: Int!
          $scheduled_date: String
          $servings: Int
        ) {
          createMeal(
            title: $title
            description: $description
            recipe_id: $recipe_id
            type_id: $type_id
            scheduled_date: $scheduled_date
            servings: $servings
          ) {
            id
          }
        }
      `,
      {
        title: recipe.title,
        description: recipe.description,
        recipe_id: recipeId,
        type_id: typeId,
        scheduled_date: when.value,
        servings: servings.value,
      },
    );
  } catch (error) {
    if (error instanceof DataRequestError)
      return formError("create", `Error al agregar la comida: ${error.message}`, form, 400);
    throw error;
  }
  context.session.toast("success", "Meal created successfully!");
  return redirect(backToList(request));
}

export async function updateMealAction(request: Request, context: AppLoadContext, form: FormData) {
  const id = positiveInt(form.get("id"));
  const title = String(form.get("title") ?? "").trim();
  const recipeId = positiveInt(form.get("recipe_id"));
  const typeId = positiveInt(form.get("type_id"));
  if (!id || !title || !recipeId || !typeId) return formError("edit", "Please fill in all required fields.", form);
  const when = scheduledDate(form, context.timeZoneOffset);
  if ("error" in when) return formError("edit", when.error, form);
  const servings = servingsOf(form);
  if ("error" in servings) return formError("edit", servings.error, form);
  try {
    await graphql(
      request,
      context,
      `
        mutation (
          $id: Int!
          $title: String
          $description: String
          $recipe_id: Int
          $type_id: Int
          $scheduled_date: String
          $servings: Int
        ) {
          updateMeal(
            id: $id
            title: $title
            description: $description
            recipe_id: $recipe_id
            type_id: $type_id
            scheduled_date: $scheduled_date
            servings: $servings
          ) {
            id
          }
        }
      `,
      {
        id,
        title,
        description: String(form.get("description") ?? ""),
        recipe_id: recipeId,
        type_id: typeId,
        scheduled_date: when.value,
        servings: servings.value,
      },
    );
  } catch (error) {
    if (error instanceof DataRequestError)
      return formError("edit", `Error al actualizar la comida: ${error.message}`, form, 400);
    throw error;
  }
  context.session.toast("success", "Meal updated successfully!");
  return redirect(backToList(request));
}

export async function deleteMealAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  after = backToList(request),
) {
  const id = positiveInt(form.get("id"));
  let deleted = false;
  let message = "Delete operation failed";
  if (id) {
    try {
      deleted =
        (
          await graphql<{ deleteMeal: boolean }>(
            request,
            context,
            `
              mutation ($id: Int!) {
                deleteMeal(id: $id)
              }
            `,
            { id },
          )
        ).deleteMeal === true;
    } catch (error) {
      if (!(error instanceof DataRequestError)) throw error;
      message = error.message;
    }
  }
  if (deleted) context.session.toast("success", "Meal deleted successfully!");
  else context.session.toast("error", message, "Error");
  return redirect(after);
}

export async function createMealTypeAction(request: Request, context: AppLoadContext, form: FormData) {
  const name = String(form.get("name") ?? "").trim();
  if (!name) return formError("create-type", "Meal type name is required", form);
  let typeId: number;
  try {
    typeId = (
      await graphql<{ createMealType: MealType }>(
        request,
        context,
        `
          mutation ($name: String!) {
            createMealType(name: $name) {
              id
              name
            }
          }
        `,
        { name },
      )
    ).createMealType.id;
  } catch (error) {
    if (error instanceof DataRequestError) return formError("create-type", error.message, form);
    throw error;
  }
  context.session.toast("success", `Meal type "${name}" created successfully!`);
  return redirect(withParams(new URL(request.url), { new_type: null, type: typeId }));
}

export const todayWall = (context: AppLoadContext) => toWallClock(Date.now(), context.timeZoneOffset);
