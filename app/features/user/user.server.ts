import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { unitsField, verifyTotpSchema } from "@larder/contract/user";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { z } from "zod";
import type { userRoutes } from "@larder/api/routes/user";
import { ApiUnreachableError, callApiAsUser, readAnswer, readApiError, type ApiAnswer } from "~/api.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { formReply, parseForm, type FormReply } from "~/utils/form.server";

type Profile = ApiAnswer<typeof userRoutes, "/profile", "$get">["user"];

export type TwoFactorSetup = ApiAnswer<typeof userRoutes, "/2fa/enable", "$post">;

/** The settings forms' reply: the 2FA setup and the backup-codes notice ride along when there is one. */
export type UserReply = FormReply & {
  setup?: TwoFactorSetup;
  notice?: string;
  calendarUrl?: string;
  calendarNotice?: string;
};

/** A refusal the form cannot fix: the rate limit's own message, otherwise the form's. */
const refused = async (context: AppLoadContext, form: FormData, response: Response, fallback: string) =>
  formReply(form, {
    error: response.status === 429 ? apiErrorText(context.i18n, await readApiError(response)) : fallback,
    status: response.status,
  });

/** A 2FA code the API turned down: a wrong code (400, 422) is the form's to fix, anything else refused. */
const codeRefused = (
  context: AppLoadContext,
  form: FormData,
  response: Response,
  wrongCode: string,
  fallback: string,
) =>
  response.status === 400 || response.status === 422
    ? formReply(form, { error: wrongCode, status: 422 })
    : refused(context, form, response, fallback);

/** The API could not be reached: the form says so in the page's language. */
const unreachable = (context: AppLoadContext, form: FormData) =>
  formReply(form, { error: networkErrorText(context.i18n), status: 503 });

const FIELD_MESSAGES = {
  first_name: "user:fieldErrors.first_name",
  last_name: "user:fieldErrors.last_name",
  username: "user:fieldErrors.username",
  email: "user:fieldErrors.email",
  current_password: "user:fieldErrors.current_password",
  new_password: "user:fieldErrors.new_password",
  confirm_password: "user:fieldErrors.confirm_password",
} as const;

/**
 * The fields' messages in the page's language. English keeps the rule's own words (the API's);
 * another language says what each field needs.
 */
function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const key = Object.hasOwn(FIELD_MESSAGES, name) ? FIELD_MESSAGES[name as keyof typeof FIELD_MESSAGES] : null;
      return [name, key ? context.i18n.t(key) : message];
    }),
  );
}

/** A rule of a form the page wrote, broken: its own words in English, the page's message otherwise. */
const ruleText = (context: AppLoadContext, message: string, key: "user:units.invalid" | "user:twoFactor.codeFormat") =>
  context.locale === DEFAULT_LOCALE ? message : context.i18n.t(key);

/** Calls the API, turning an unreachable API into the network error message. */
async function call(request: Request, context: AppLoadContext, path: string, method: string, body?: unknown) {
  try {
    return await callApiAsUser(request, context, path, { method, body });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return null;
    throw error;
  }
}

export async function loadProfile(request: Request, context: AppLoadContext): Promise<Profile> {
  const response = await call(request, context, "/v1/user/profile", "GET");
  if (!response?.ok)
    throw json({ message: context.i18n.t("user:settings.loadFailed") }, { status: response?.status ?? 503 });
  const { user } = await readAnswer<typeof userRoutes, "/profile", "$get">(response);
  // A choice made on another device reaches this session when the person opens their settings.
  const sessionUser = context.session.user;
  if (sessionUser && (sessionUser.units !== user.units || (sessionUser.locale ?? null) !== user.locale))
    keepSessionUser(context, { units: user.units, locale: user.locale });
  return user;
}

const unitsFormSchema = z.object({ units: unitsField });

export const keepSessionUser = (context: AppLoadContext, patch: Partial<Profile>) => {
  const user = context.session.data.user;
  if (!user) return;
  context.session.update({
    user: {
      ...user,
      ...(patch.first_name !== undefined && { first_name: patch.first_name }),
      ...(patch.last_name !== undefined && { last_name: patch.last_name }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.two_factor_enabled !== undefined && { two_factor_enabled: patch.two_factor_enabled }),
      ...(patch.units !== undefined && { units: patch.units }),
      ...(patch.locale !== undefined && { locale: patch.locale }),
    },
  });
};

/** The units the person reads amounts in, from the settings page's radio group. */
export async function chooseUnits(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const parsed = parseForm(form, unitsFormSchema);
  if (!parsed.success) {
    const error = ruleText(context, parsed.firstError, "user:units.invalid");
    return formReply(form, { error, fields: { units: error } });
  }
  const response = await call(request, context, "/v1/user/profile", "PUT", { units: parsed.data.units });
  if (!response) return unreachable(context, form);
  if (!response.ok) return refused(context, form, response, t("user:units.failed"));
  const { user } = await readAnswer<typeof userRoutes, "/profile", "$put">(response);
  keepSessionUser(context, { units: user.units });
  // The saved choice as the notice says it: "in US customary", never the label lower-cased ("us").
  context.session.toast("success", t(`user:units.saved.${user.units}`));
  return redirect("/user");
}

/** Profile update: only the fields that differ from the stored profile are sent. */
export async function updateProfile(request: Request, context: AppLoadContext, form: FormData) {
  const current = await loadProfile(request, context);
  const changes: Record<string, string> = {};
  for (const field of ["first_name", "last_name", "username", "email"] as const) {
    const value = String(form.get(field) ?? "").trim();
    if (value !== (current[field] ?? "")) changes[field] = value;
  }
  if (Object.keys(changes).length) {
    const response = await call(request, context, "/v1/user/profile", "PUT", changes);
    if (!response) return unreachable(context, form);
    if (!response.ok) {
      const apiError = await readApiError(response);
      return formReply(form, {
        error: response.status === 409 ? apiErrorText(context.i18n, apiError) : context.i18n.t("user:profile.failed"),
        status: response.status,
        fields: fieldErrorsIn(context, apiError.fields),
      });
    }
    const { user } = await readAnswer<typeof userRoutes, "/profile", "$put">(response);
    keepSessionUser(context, user);
  }
  context.session.toast("success", context.i18n.t("user:profile.updated"));
  return redirect("/user");
}

export async function changePassword(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const current_password = String(form.get("current_password") ?? "");
  const new_password = String(form.get("new_password") ?? "");
  if (new_password !== String(form.get("confirm_password") ?? "")) {
    const mismatch = t("user:password.mismatch");
    return formReply(form, { error: mismatch, fields: { confirm_password: mismatch } });
  }
  const response = await call(request, context, "/v1/user/change-password", "POST", { current_password, new_password });
  if (!response) return unreachable(context, form);
  if (response.status === 401) return formReply(form, { error: t("user:password.currentIncorrect"), status: 401 });
  if (response.status === 400 || response.status === 422) {
    return formReply(form, {
      error: t("user:password.check"),
      status: response.status,
      fields: fieldErrorsIn(context, (await readApiError(response)).fields),
    });
  }
  if (!response.ok) return refused(context, form, response, t("user:password.failed"));
  // A password change ends every session, this one too: the person signs in again.
  context.session.clear();
  context.session.toast("success", t("user:password.changed"));
  return redirect("/login");
}

export async function deleteAccount(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const response = await call(request, context, "/v1/user/account", "DELETE", {
    password: String(form.get("password") ?? ""),
  });
  if (!response) return unreachable(context, form);
  if (response.status === 401) return formReply(form, { error: t("user:password.incorrect"), status: 401 });
  if (!response.ok) return refused(context, form, response, t("user:delete.failed"));
  context.session.clear();
  context.session.toast("info", t("user:delete.deleted"));
  return redirect("/login");
}

export async function startTwoFactorSetup(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/2fa/enable", "POST");
  if (!response) return unreachable(context, form);
  if (!response.ok)
    return formReply(form, { error: context.i18n.t("user:twoFactor.setupFailed"), status: response.status });
  const setup = await readAnswer<typeof userRoutes, "/2fa/enable", "$post">(response);
  return formReply(form, { status: 200 }, { setup });
}

export async function verifyTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const parsed = parseForm(form, verifyTotpSchema);
  if (!parsed.success)
    return formReply(form, { error: ruleText(context, parsed.firstError, "user:twoFactor.codeFormat") });
  const { code } = parsed.data;
  const response = await call(request, context, "/v1/user/2fa/verify", "POST", { code });
  if (!response) return unreachable(context, form);
  if (!response.ok)
    return codeRefused(context, form, response, t("user:twoFactor.invalidCode"), t("user:twoFactor.verifyFailed"));
  keepSessionUser(context, { two_factor_enabled: true });
  context.session.toast("success", t("user:twoFactor.enabledToast"));
  return redirect("/user");
}

export async function disableTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "").replace(/\D/g, "");
  if (!password || !code) return formReply(form, { error: t("user:twoFactor.disableMissing") });
  const response = await call(request, context, "/v1/user/2fa/disable", "POST", { password, code });
  if (!response) return unreachable(context, form);
  if (response.status === 401) return formReply(form, { error: t("user:password.incorrect"), status: 401 });
  if (!response.ok)
    return codeRefused(
      context,
      form,
      response,
      t("user:twoFactor.invalidCodeOrPassword"),
      t("user:twoFactor.disableFailed"),
    );
  keepSessionUser(context, { two_factor_enabled: false });
  context.session.toast("info", t("user:twoFactor.disabledToast"));
  return redirect("/user");
}

/** The person's private calendar address, turning their feed on (the same address every time). */
export async function showCalendarAddress(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/calendar", "GET");
  if (!response) return unreachable(context, form);
  if (!response.ok) return refused(context, form, response, context.i18n.t("user:calendar.getFailed"));
  const { url } = await readAnswer<typeof userRoutes, "/calendar", "$get">(response);
  return formReply(form, { status: 200 }, { calendarUrl: url });
}

/** Revokes the calendar address. */
export async function stopCalendarAddress(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const response = await call(request, context, "/v1/user/calendar", "DELETE");
  if (!response) return unreachable(context, form);
  if (!response.ok) return refused(context, form, response, t("user:calendar.stopFailed"));
  return formReply(form, { status: 200 }, { calendarNotice: t("user:calendar.stopped") });
}
