import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { recipeRoutes } from "@larder/api/routes/recipes";
import { callApiAsUser, callGraphQL, ifRefused, readAnswer, readApiError } from "~/api.server";
import type { WizardResult } from "./components/recipe-wizard";
import {
  CreateRecipeMutation,
  DeleteRecipeMutation,
  RecipeBrowserQuery,
  RecipePageQuery,
  UpdateRecipeMutation,
} from "~/graphql/recipes.server";
import { addIngredientNames, readIngredientLines, toApiLines } from "./lib/ingredient-lines";
import { draftDetails, errorsInPageLanguage, validateRecipeStep } from "./lib/recipe-draft.server";
import { DRAFT_TEXT_FIELDS, type RecipeDraft } from "./lib/recipe-draft";
import { RECIPE_GRID_PAGE_SIZE } from "~/utils/paging";
import { withParams } from "~/utils/url";
import type { Allergen, Diet } from "@larder/shared/allergen-list";
import { isAllergen, isDiet } from "./lib/allergen-names";
import { apiErrorText } from "~/i18n/api-errors.server";

/** The grid's filters as the URL holds them: `free` (allergens to leave out) and `diet` may repeat. */
type RecipesQuery = {
  q: string;
  category: number | null;
  ingredients: number[];
  free: Allergen[];
  diets: Diet[];
  page: number;
};

export function readRecipesQuery(url: URL): RecipesQuery {
  const ids = url.searchParams
    .getAll("ing")
    .flatMap((value) => value.split(","))
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 200),
    category: Number(url.searchParams.get("category")) || null,
    ingredients: [...new Set(ids)].slice(0, 50),
    // Keys the app does not know are left out, as the API would refuse them.
    free: [...new Set(url.searchParams.getAll("free").filter(isAllergen))],
    diets: [...new Set(url.searchParams.getAll("diet").filter(isDiet))],
    page: Math.max(0, (Number(url.searchParams.get("page")) || 1) - 1),
  };
}

/** One request, one D1 round trip: the grid page, its counts, and what the filters and the wizard offer. */
export async function loadRecipesPage(request: Request, context: AppLoadContext, query: RecipesQuery) {
  const { recipeBrowser } = await callGraphQL(request, context, RecipeBrowserQuery, {
    limit: RECIPE_GRID_PAGE_SIZE,
    page: query.page,
    search: query.q,
    category: query.category,
    ingredients: query.ingredients,
    free: query.free,
    diets: query.diets,
  });
  return recipeBrowser;
}

function readDraft(form: FormData): RecipeDraft {
  const text = Object.fromEntries(DRAFT_TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? "")])) as Omit<
    RecipeDraft,
    "lines"
  >;
  return { ...text, lines: readIngredientLines(form) };
}

/** What the API stores of a draft, its amounts read in the page's language: the wizard and the edit dialog send the same. */
const recipeInput = (draft: RecipeDraft, language: string) => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  category: draft.category.trim(),
  ingredients: toApiLines(draft.lines, language),
  ...draftDetails(draft),
});

const wizardAnswer = (result: WizardResult, status = 200) => json({ wizard: result }, { status });

/**
 * The create wizard's action. Without JavaScript each button comes here: Next checks the step,
 * Add and Remove change the lines, and the answer is the next step with everything kept.
 */
export async function recipeWizardAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  /** Where Create Recipe leads: the list the wizard opened over, unless the caller says otherwise. */
  createdGoTo: (slug: string) => string = () => withParams(new URL(request.url), { action: null }, "/recipes"),
) {
  const intent = String(form.get("intent") ?? "");
  const step = Math.min(3, Math.max(1, Number(form.get("step")) || 1)) as 1 | 2 | 3;
  let draft = readDraft(form);
  if (intent === "wizard-add") {
    draft = { ...draft, lines: addIngredientNames(draft.lines, String(form.get("new_ingredients") ?? "")) };
    return wizardAnswer({ step, draft, errors: {}, error: null });
  }
  if (intent.startsWith("wizard-remove:")) {
    const index = Number(intent.split(":")[1]);
    return wizardAnswer({
      step,
      draft: { ...draft, lines: draft.lines.filter((_, i) => i !== index) },
      errors: {},
      error: null,
    });
  }
  if (intent === "wizard-prev")
    return wizardAnswer({ step: Math.max(1, step - 1) as 1 | 2 | 3, draft, errors: {}, error: null });
  if (intent === "wizard-next") {
    const errors = errorsInPageLanguage(context, validateRecipeStep(step, draft, context.locale), draft);
    return wizardAnswer(
      { step: Object.keys(errors).length ? step : ((step + 1) as 2 | 3), draft, errors, error: null },
      Object.keys(errors).length ? 400 : 200,
    );
  }
  const errors = errorsInPageLanguage(context, validateRecipeStep(3, draft, context.locale), draft);
  if (Object.keys(errors).length) return wizardAnswer({ step: 3, draft, errors, error: null }, 400);
  const sent = await ifRefused(
    callGraphQL(request, context, CreateRecipeMutation, { data: recipeInput(draft, context.locale) }),
    (refusal) => wizardAnswer({ step: 3, draft, errors: {}, error: apiErrorText(context.i18n, refusal) }, 400),
  );
  if (!sent.ok) return sent.answer;
  const created = sent.data.createRecipe;
  const { t } = context.i18n;
  context.session.toast("success", t("recipes:recipe.createdToast", { title: draft.title.trim() }));
  // The API keeps a copy of a linked photo; a site that would not send it leaves the recipe without.
  if (draft.image.trim() && !created.image) context.session.toast("info", t("recipes:recipe.photoNotCopied"));
  return redirect(createdGoTo(created.slug));
}

export async function loadRecipe(request: Request, context: AppLoadContext, slug: string) {
  const loaded = await ifRefused(callGraphQL(request, context, RecipePageQuery, { slug }), () => null, ["NOT_FOUND"]);
  if (!loaded.ok || !loaded.data.recipeBySlug) return null;
  return { ...loaded.data, recipeBySlug: loaded.data.recipeBySlug };
}

export type EditResult = { edit: { draft: RecipeDraft; error: string | null } };

/** The edit dialog's action (Add and Remove come here too without JavaScript). */
export async function updateRecipeAction(request: Request, context: AppLoadContext, form: FormData, id: number) {
  const intent = String(form.get("intent") ?? "");
  const draft = readDraft(form);
  const answer = (changed: RecipeDraft, error: string | null, status = 200) =>
    json<EditResult>({ edit: { draft: changed, error } }, { status });
  if (intent === "edit-add")
    return answer(
      { ...draft, lines: addIngredientNames(draft.lines, String(form.get("new_ingredients") ?? "")) },
      null,
    );
  if (intent.startsWith("edit-remove:")) {
    const index = Number(intent.split(":")[1]);
    return answer({ ...draft, lines: draft.lines.filter((_, i) => i !== index) }, null);
  }
  const errors = errorsInPageLanguage(context, validateRecipeStep(3, draft, context.locale), draft);
  if (Object.keys(errors).length) return answer(draft, Object.values(errors)[0]!, 400);
  const sent = await ifRefused(
    callGraphQL(request, context, UpdateRecipeMutation, { id, ...recipeInput(draft, context.locale) }),
    (refusal) => answer(draft, apiErrorText(context.i18n, refusal), 400),
  );
  if (!sent.ok) return sent.answer;
  const { slug } = sent.data.updateRecipe;
  context.session.toast("success", context.i18n.t("recipes:recipe.updated", { title: draft.title.trim() }));
  return redirect(`/recipes/${encodeURIComponent(slug)}`);
}

export async function deleteRecipeAction(request: Request, context: AppLoadContext, id: number, slug: string) {
  const { t } = context.i18n;
  const deleted = await ifRefused(callGraphQL(request, context, DeleteRecipeMutation, { id }), (refusal) =>
    context.session.toast("error", apiErrorText(context.i18n, refusal), t("recipes:recipe.error")),
  );
  if (!deleted.ok) return redirect(`/recipes/${encodeURIComponent(slug)}`);
  context.session.toast("success", t("recipes:recipe.deleted"));
  return redirect("/recipes");
}

export type ShareResult = { share: { url: string | null; error: string | null; stopped: boolean } };

/**
 * The share dialog's two forms: "share" answers the recipe's public address (the same one until
 * it is stopped), "unshare" stops it.
 */
export async function shareRecipeAction(request: Request, context: AppLoadContext, intent: string, id: number) {
  const stopping = intent === "unshare";
  const response = await callApiAsUser(request, context, `/v1/recipes/${id}/share`, {
    method: stopping ? "DELETE" : "POST",
    groupId: context.session.data.active_group_id,
  });
  if (!response.ok) {
    const refusal = await readApiError(response);
    const error = apiErrorText(context.i18n, refusal);
    return json<ShareResult>({ share: { url: null, error, stopped: false } }, { status: refusal.status });
  }
  if (stopping) return json<ShareResult>({ share: { url: null, error: null, stopped: true } });
  const { url } = await readAnswer<typeof recipeRoutes, "/:id/share", "$post">(response);
  return json<ShareResult>({ share: { url, error: null, stopped: false } });
}
