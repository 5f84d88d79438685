import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { recipeRoutes } from "@larder/api/routes/recipes";
import { callApiAsUser, callGraphQL, readAnswer, readApiError, type ApiAnswer } from "~/api.server";
import type { WizardResult } from "./components/recipe-wizard";
import { RecipeFormChoicesQuery } from "~/graphql/recipes.server";
import { wizardDraftOf } from "./lib/import-draft.server";
import { apiErrorText } from "~/i18n/api-errors.server";

/** A recipe of the group already imported from the same page. */
export type ExistingRecipe = NonNullable<ApiAnswer<typeof recipeRoutes, "/import", "$post">["existing"]>;

export type ImportResult = {
  wizard: WizardResult | null;
  existing: ExistingRecipe | null;
  /** Why the page could not be imported, in the API's words (by its code in another language). */
  error: string | null;
  /** The link as typed, kept for another try. */
  url: string;
  /**
   * Where the ingredients were read when not from the page's recipe data: the heading of the
   * list they were under ("" for a part marked as ingredients); null when the data gave them.
   */
  readFrom: string | null;
};

/** The link a share sheet sends: `url`, or the first web address inside `text` (Android puts it there). */
export function sharedLink(url: URL) {
  const given = url.searchParams.get("url")?.trim();
  if (given) return given;
  return /https?:\/\/\S+/.exec(url.searchParams.get("text") ?? "")?.[0] ?? "";
}

export async function loadWizardChoices(request: Request, context: AppLoadContext) {
  const choices = await callGraphQL(request, context, RecipeFormChoicesQuery);
  return {
    categories: choices.getAllRecipeCategories.map((category) => category.name),
    catalogue: choices.getAllIngredients.map((ingredient) => ingredient.name),
  };
}

/**
 * Asks the API to read a page (by its link, or as pasted HTML) and opens the answer as the
 * create wizard's first step, with each ingredient in the catalogue's spelling. Nothing is
 * written: the person checks the draft and creates the recipe.
 */
export async function importRecipe(
  request: Request,
  context: AppLoadContext,
  page: { url: string; html?: string },
  choices: { categories: string[]; catalogue: string[] },
): Promise<{ result: ImportResult; status: number }> {
  const url = page.url.trim();
  const html = page.html?.trim() ? page.html : undefined;
  const failed = (error: string, status: number) => ({
    result: { wizard: null, existing: null, error, url, readFrom: null },
    status,
  });
  const response = await callApiAsUser(request, context, "/v1/recipes/import", {
    method: "POST",
    body: html ? { html, ...(url && { url }) } : { url },
    groupId: context.session.data.active_group_id,
  });
  if (!response.ok) {
    const problem = await readApiError(response);
    const error =
      response.status >= 500 ? context.i18n.t("recipes:import.serverError") : apiErrorText(context.i18n, problem);
    return failed(error, response.status);
  }
  const answer = await readAnswer<typeof recipeRoutes, "/import", "$post">(response);
  const draft = wizardDraftOf(answer.draft, {
    ...choices,
    pageUrl: url,
    fromSite: (site) => context.i18n.t("recipes:import.fromSite", { site }),
    fromPastedPage: context.i18n.t("recipes:import.fromPastedPage"),
    language: context.i18n.language,
  });
  return {
    result: {
      wizard: { step: 1, draft, errors: {}, error: null },
      existing: answer.existing ?? null,
      error: null,
      url,
      readFrom: answer.draft.ingredients_read_from,
    },
    status: 200,
  };
}

export const importReply = ({ result, status }: { result: ImportResult; status: number }) =>
  json({ import: result }, { status });
