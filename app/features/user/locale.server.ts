import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { userRoutes } from "@larder/api/routes/user";
import { localeField } from "@larder/contract/user";
import { ApiUnreachableError, callApiAsUser, readAnswer, readApiError } from "~/api.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { serverI18n } from "~/i18n/instance.server";
import { localeOf } from "~/i18n/locale.server";
import { keepSessionUser } from "./user.server";

/**
 * The settings page's language choice: stored with the account (so it follows the person to every
 * device) and kept in the session; the next page, and the toast that says so, are in the new
 * language. "" gives the choice back to the browser. Anything else is a 422 in plain words.
 */
export async function chooseLocale(request: Request, context: AppLoadContext, form: FormData) {
  const submitted = form.get("locale");
  const parsed = localeField.safeParse(submitted === "" ? null : submitted);
  if (!parsed.success)
    return new Response(parsed.error.issues[0]!.message, {
      status: 422,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  let response: Response;
  try {
    response = await callApiAsUser(request, context, "/v1/user/profile", {
      method: "PUT",
      body: { locale: parsed.data },
    });
  } catch (error) {
    if (!(error instanceof ApiUnreachableError)) throw error;
    context.session.toast("error", networkErrorText(context.i18n));
    return redirect("/user");
  }
  if (!response.ok) {
    const refusal = await readApiError(response);
    context.session.toast("error", apiErrorText(context.i18n, refusal) || context.i18n.t("user:language.failed"));
    return redirect("/user");
  }
  const { user } = await readAnswer<typeof userRoutes, "/profile", "$put">(response);
  keepSessionUser(context, { locale: user.locale });
  const { t } = serverI18n(await localeOf(request, context.session));
  context.session.toast("success", user.locale ? t("user:language.saved") : t("user:language.following"));
  return redirect("/user");
}
