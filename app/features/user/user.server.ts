import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { PASSWORDS_DO_NOT_MATCH } from "@larder/contract/reset";
import { unitsField, verifyTotpSchema } from "@larder/contract/user";
import type { UnitSystem } from "@larder/shared/unit-systems";
import { z } from "zod";
import type { userRoutes } from "@larder/api/routes/user";
import {
  ApiUnreachableError,
  callApiAsUser,
  NETWORK_ERROR,
  readAnswer,
  readApiError,
  type ApiAnswer,
} from "~/api.server";
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
const refused = async (form: FormData, response: Response, fallback: string) =>
  formReply(form, {
    error: response.status === 429 ? (await readApiError(response)).message : fallback,
    status: response.status,
  });

/** A 2FA code the API turned down: a wrong code (400, 422) is the form's to fix, anything else refused. */
const codeRefused = (form: FormData, response: Response, wrongCode: string, fallback: string) =>
  response.status === 400 || response.status === 422
    ? formReply(form, { error: wrongCode, status: 422 })
    : refused(form, response, fallback);

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
  if (!response?.ok) throw json({ message: "Failed to get user profile." }, { status: response?.status ?? 503 });
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

/** The saved choice as the notice says it: "in US customary", never the label lower-cased ("us"). */
const UNITS_NOW_READ: Record<UnitSystem, string> = {
  as_written: "as their cooks wrote them",
  metric: "in metric (g, ml)",
  us: "in US customary (cups, oz)",
};

/** The units the person reads amounts in, from the settings page's radio group. */
export async function chooseUnits(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, unitsFormSchema);
  if (!parsed.success) return formReply(form, { error: parsed.firstError, fields: { units: parsed.firstError } });
  const response = await call(request, context, "/v1/user/profile", "PUT", { units: parsed.data.units });
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (!response.ok) return refused(form, response, "Failed to save your units. Please try again.");
  const { user } = await readAnswer<typeof userRoutes, "/profile", "$put">(response);
  keepSessionUser(context, { units: user.units });
  context.session.toast("success", `Amounts now read ${UNITS_NOW_READ[user.units]}.`);
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
    if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
    if (!response.ok) {
      const apiError = await readApiError(response);
      return formReply(form, {
        error: response.status === 409 ? apiError.message : "Failed to update profile.",
        status: response.status,
        fields: apiError.fields,
      });
    }
    const { user } = await readAnswer<typeof userRoutes, "/profile", "$put">(response);
    keepSessionUser(context, user);
  }
  context.session.toast("success", "Profile updated successfully!");
  return redirect("/user");
}

export async function changePassword(request: Request, context: AppLoadContext, form: FormData) {
  const current_password = String(form.get("current_password") ?? "");
  const new_password = String(form.get("new_password") ?? "");
  if (new_password !== String(form.get("confirm_password") ?? "")) {
    return formReply(form, { error: PASSWORDS_DO_NOT_MATCH, fields: { confirm_password: PASSWORDS_DO_NOT_MATCH } });
  }
  const response = await call(request, context, "/v1/user/change-password", "POST", { current_password, new_password });
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (response.status === 401) return formReply(form, { error: "Current password is incorrect.", status: 401 });
  if (response.status === 400 || response.status === 422) {
    return formReply(form, {
      error: "Please check your passwords and try again.",
      status: response.status,
      fields: (await readApiError(response)).fields,
    });
  }
  if (!response.ok) return refused(form, response, "Failed to change password.");
  // A password change ends every session, this one too: the person signs in again.
  context.session.clear();
  context.session.toast("success", "Password changed successfully. Please log in again.");
  return redirect("/login");
}

export async function deleteAccount(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/account", "DELETE", {
    password: String(form.get("password") ?? ""),
  });
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (response.status === 401) return formReply(form, { error: "Password is incorrect.", status: 401 });
  if (!response.ok) return refused(form, response, "Failed to delete account.");
  context.session.clear();
  context.session.toast("info", "Your account has been deleted.");
  return redirect("/login");
}

export async function startTwoFactorSetup(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/2fa/enable", "POST");
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (!response.ok)
    return formReply(form, { error: "Failed to initiate 2FA setup. Please try again.", status: response.status });
  const setup = await readAnswer<typeof userRoutes, "/2fa/enable", "$post">(response);
  return formReply(form, { status: 200 }, { setup });
}

export async function verifyTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, verifyTotpSchema);
  if (!parsed.success) return formReply(form, { error: parsed.firstError });
  const { code } = parsed.data;
  const response = await call(request, context, "/v1/user/2fa/verify", "POST", { code });
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (!response.ok)
    return codeRefused(form, response, "Invalid verification code. Please try again.", "Failed to verify 2FA.");
  keepSessionUser(context, { two_factor_enabled: true });
  context.session.toast("success", "Two-factor authentication has been enabled successfully!");
  return redirect("/user");
}

export async function disableTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "").replace(/\D/g, "");
  if (!password || !code)
    return formReply(form, { error: "Failed to disable 2FA. Please check your password and code." });
  const response = await call(request, context, "/v1/user/2fa/disable", "POST", { password, code });
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (response.status === 401) return formReply(form, { error: "Password is incorrect.", status: 401 });
  if (!response.ok)
    return codeRefused(
      form,
      response,
      "Invalid verification code or password. Please try again.",
      "Failed to disable 2FA.",
    );
  keepSessionUser(context, { two_factor_enabled: false });
  context.session.toast("info", "Two-factor authentication has been disabled.");
  return redirect("/user");
}

/** The person's private calendar address, turning their feed on (the same address every time). */
export async function showCalendarAddress(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/calendar", "GET");
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (!response.ok) return refused(form, response, "Failed to get your calendar address. Please try again.");
  const { url } = await readAnswer<typeof userRoutes, "/calendar", "$get">(response);
  return formReply(form, { status: 200 }, { calendarUrl: url });
}

const CALENDAR_STOPPED =
  "Your calendar address no longer works: calendars subscribed to it stop updating. A new one can be made at any time.";

/** Revokes the calendar address. */
export async function stopCalendarAddress(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/calendar", "DELETE");
  if (!response) return formReply(form, { error: NETWORK_ERROR, status: 503 });
  if (!response.ok) return refused(form, response, "Failed to stop your calendar address. Please try again.");
  return formReply(form, { status: 200 }, { calendarNotice: CALENDAR_STOPPED });
}
