import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { i18n as I18n } from "i18next";
import { z } from "zod";
import { markCookedSchema } from "@larder/contract/meal";
import { callGraphQL, ifRefused } from "~/api.server";
import { MarkMealCookedMutation, UndoMealCookedMutation } from "~/graphql/meals.server";
import { formNumber, formReply, optionalFormNumber, parseForm, refusalReply, withMessage } from "~/utils/form.server";

const cookedForm = (t: I18n["t"]) =>
  z.object({
    meal_id: formNumber(markCookedSchema.shape.meal_id),
    servings: optionalFormNumber(withMessage(markCookedSchema.shape.servings.unwrap(), t("meals:errors.servings"))),
  });
const undoForm = z.object({ meal_id: formNumber(markCookedSchema.shape.meal_id) });

/** Marks a meal cooked: what its recipe used for the servings cooked leaves the pantry. */
export async function markCookedAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const parsed = parseForm(form, cookedForm(context.i18n.t));
  if (!parsed.success) return formReply(form, { error: parsed.firstError, fields: parsed.fields });
  const cooked = await ifRefused(
    callGraphQL(request, context, MarkMealCookedMutation, parsed.data),
    refusalReply(form),
  );
  if (!cooked.ok) return cooked.answer;
  context.session.toast("success", context.i18n.t("meals:toasts.markedCooked"));
  return redirect(after);
}

/** Takes a meal's cooking back: what it used returns to the pantry. */
export async function undoCookedAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const parsed = parseForm(form, undoForm);
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const undone = await ifRefused(
    callGraphQL(request, context, UndoMealCookedMutation, parsed.data),
    refusalReply(form),
  );
  if (!undone.ok) return undone.answer;
  context.session.toast("success", context.i18n.t("meals:toasts.undoneCooked"));
  return redirect(after);
}
