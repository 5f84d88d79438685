import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { callApiAsUser, readApiError, requireUser } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { loadRecipe } from "./recipes.server";

/**
 * The recipe page's photo form: Upload Photo sends the chosen file's bytes to the API (which reads
 * the type from them and keeps the photo in R2), Remove Photo removes it. Both lead back to the
 * recipe, saying what happened; the form works without JavaScript.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const found = await loadRecipe(request, context, params.slug ?? "");
  if (!found) throw json({ message: "Recipe not found" }, { status: 404 });
  const { id, slug } = found.recipeBySlug;
  const { t } = context.i18n;
  const back = redirect(`/recipes/${encodeURIComponent(slug)}`);
  const form = await request.formData();
  const removing = form.get("intent") === "remove-photo";
  const photo = form.get("photo");
  if (!removing && (!(photo instanceof File) || photo.size === 0)) {
    context.session.toast("error", t("recipes:recipe.choosePhoto"), t("recipes:recipe.error"));
    return back;
  }
  const response = await callApiAsUser(request, context, `/v1/recipes/${id}/photo`, {
    method: removing ? "DELETE" : "PUT",
    ...(!removing && { file: photo as File }),
    groupId: context.session.data.active_group_id,
  });
  if (!response.ok)
    context.session.toast("error", apiErrorText(context.i18n, await readApiError(response)), t("recipes:recipe.error"));
  else context.session.toast("success", t(removing ? "recipes:recipe.photoRemoved" : "recipes:recipe.photoUpdated"));
  return back;
}

export const loader = ({ params }: ActionFunctionArgs) => redirect(`/recipes/${encodeURIComponent(params.slug ?? "")}`);
