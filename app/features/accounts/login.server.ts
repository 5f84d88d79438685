import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect, redirectDocument } from "@remix-run/cloudflare";
import type { authRoutes } from "@larder/api/routes/auth";
import {
  ApiUnreachableError,
  callApi,
  readAnswer,
  readApiError,
  refreshGroups,
  safeRedirect,
  type ApiAnswer,
} from "~/api.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { formReply } from "~/utils/form.server";

/** A session begun: the tokens, the person and the group they chose last (null for their personal group). */
type SignedIn = ApiAnswer<typeof authRoutes, "/login/2fa", "$post">;

/**
 * Stores the new session, in the group the person planned with last, and goes where the visitor
 * wanted to go (only same-site paths), else home. `newcomer`: just registered, greeted as such.
 */
async function startSession(
  request: Request,
  context: AppLoadContext,
  answer: SignedIn,
  redirectTo: string,
  newcomer = false,
) {
  const { id, email, first_name, last_name, two_factor_enabled, units, locale } = answer.user;
  context.session.update({
    groups: undefined,
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    user: { id, email, first_name, last_name, two_factor_enabled, units, locale },
    active_group_id: answer.active_group_id ?? undefined,
    newcomer: newcomer || undefined,
    auth_error: undefined,
    pending_2fa: undefined,
  });
  await refreshGroups(request, context);
  const to = safeRedirect(redirectTo, "/home");
  // Someone whose own language is not the one this page was in gets the next page whole (with
  // JavaScript too), written in their language with its words, rather than this page's words.
  return locale && locale !== context.locale ? redirectDocument(to) : redirect(to);
}

/**
 * Signs a person in right after they registered (the API checks the password once more, as for
 * any sign-in); a refusal leaves them on /login with the form's words.
 */
export async function signInNewcomer(
  request: Request,
  context: AppLoadContext,
  credentials: { email: string; password: string },
) {
  const response = await callApi(context.env, "/v1/auth/login", { body: credentials, request });
  const answer = response.ok ? await readAnswer<typeof authRoutes, "/login", "$post">(response) : null;
  // Refused (or asked for a second factor, which a new account has not set up): they sign in themselves.
  if (!answer || "requires_2fa" in answer) {
    context.session.toast("success", context.i18n.t("accounts:login.registered"));
    return redirect("/login");
  }
  return startSession(request, context, answer, "", true);
}

/** The login action: the error texts are the product's, word for word; the e-mail is kept, never the password. */
export async function signIn(request: Request, context: AppLoadContext, form: FormData) {
  const { i18n } = context;
  const input = {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    redirectTo: String(form.get("redirect") ?? ""),
  };
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/login", {
      body: { email: input.email, password: input.password },
      request,
    });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return formReply(form, { error: networkErrorText(i18n), status: 503 });
    return formReply(form, { error: i18n.t("accounts:login.unexpected"), status: 500 });
  }
  if ([400, 401, 422].includes(response.status))
    return formReply(form, { error: i18n.t("accounts:login.invalidCredentials"), status: response.status });
  if (!response.ok) {
    const apiError = await readApiError(response);
    const error = apiError.message ? apiErrorText(i18n, apiError) : i18n.t("accounts:login.failed");
    return formReply(form, { error, status: response.status });
  }
  const answer = await readAnswer<typeof authRoutes, "/login", "$post">(response);
  if ("requires_2fa" in answer) {
    context.session.update({
      pending_2fa: { challenge_token: answer.challenge_token, email: input.email, redirect: input.redirectTo },
    });
    const next = new URLSearchParams();
    if (input.redirectTo) next.set("redirect", input.redirectTo);
    throw redirect(`/login/verify${next.size ? `?${next}` : ""}`);
  }
  return startSession(request, context, answer, input.redirectTo);
}

/** The second sign-in step: a TOTP or backup code for the pending challenge. */
export async function completeTwoFactorSignIn(request: Request, context: AppLoadContext, code: string) {
  const { i18n } = context;
  const pending = context.session.data.pending_2fa;
  if (!pending) throw redirect("/login");
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/login/2fa", {
      body: { challenge_token: pending.challenge_token, code },
      request,
    });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return json({ error: networkErrorText(i18n) }, { status: 503 });
    throw error;
  }
  if (response.ok) {
    return startSession(
      request,
      context,
      await readAnswer<typeof authRoutes, "/login/2fa", "$post">(response),
      pending.redirect,
    );
  }
  if (response.status === 401) {
    context.session.update({ pending_2fa: undefined, auth_error: i18n.t("accounts:twoFactor.expired") });
    throw redirect("/login");
  }
  if (response.status === 400 || response.status === 422)
    return json({ error: i18n.t("accounts:twoFactor.invalidCode") }, { status: 422 });
  return json({ error: apiErrorText(i18n, await readApiError(response)) }, { status: response.status });
}
