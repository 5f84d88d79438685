import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { ApiUnreachableError, callApiAsUser, NETWORK_ERROR, readApiError } from "~/api.server";

export type Profile = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  username: string | null;
  bio: string | null;
  two_factor_enabled: boolean;
  created_at: string;
};

export type TwoFactorSetup = { secret: string; qr_code_image: string; backup_codes: string[] };

type Intent = "profile" | "password" | "delete" | "2fa-enable" | "2fa-verify" | "2fa-disable" | "backup-regenerate";

export const fail = (intent: Intent, error: string, status = 400, fields: Record<string, string> = {}) =>
  json({ intent, error, fields, setup: null as TwoFactorSetup | null, notice: null as string | null }, { status });

/** Calls the API, turning an unreachable API into the spec's network message. */
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
  return ((await response.json()) as { user: Profile }).user;
}

const keepSessionUser = (context: AppLoadContext, patch: Partial<Profile>) => {
  const user = context.session.data.user;
  if (!user) return;
  context.session.update({
    user: {
      ...user,
      ...(patch.first_name !== undefined && { first_name: patch.first_name }),
      ...(patch.last_name !== undefined && { last_name: patch.last_name }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.two_factor_enabled !== undefined && { two_factor_enabled: patch.two_factor_enabled }),
    },
  });
};

/** Profile update: only the fields that differ from the stored profile are sent (spec 1 §5). */
export async function updateProfile(request: Request, context: AppLoadContext, form: FormData) {
  const current = await loadProfile(request, context);
  const changes: Record<string, string> = {};
  for (const field of ["first_name", "last_name", "username", "email"] as const) {
    const value = String(form.get(field) ?? "").trim();
    if (value !== (current[field] ?? "")) changes[field] = value;
  }
  if (Object.keys(changes).length) {
    const response = await call(request, context, "/v1/user/profile", "PUT", changes);
    if (!response) return fail("profile", NETWORK_ERROR, 503);
    if (!response.ok) {
      const apiError = await readApiError(response);
      const fields = Object.fromEntries(Object.entries(apiError.fields).map(([k, v]) => [k, v]));
      return fail(
        "profile",
        response.status === 409 ? apiError.message : "Failed to update profile.",
        response.status,
        fields,
      );
    }
    const { user } = (await response.json()) as { user: Profile };
    keepSessionUser(context, user);
  }
  context.session.toast("success", "Profile updated successfully!");
  return redirect("/user");
}

export async function changePassword(request: Request, context: AppLoadContext, form: FormData) {
  const current_password = String(form.get("current_password") ?? "");
  const new_password = String(form.get("new_password") ?? "");
  if (new_password !== String(form.get("confirm_password") ?? "")) {
    return fail("password", "Passwords do not match", 400, { confirm_password: "Passwords do not match" });
  }
  const response = await call(request, context, "/v1/user/change-password", "POST", { current_password, new_password });
  if (!response) return fail("password", NETWORK_ERROR, 503);
  if (response.status === 401) return fail("password", "Current password is incorrect.", 401);
  if (response.status === 400 || response.status === 422) {
    return fail(
      "password",
      "Please check your passwords and try again.",
      response.status,
      (await readApiError(response)).fields,
    );
  }
  if (!response.ok)
    return fail(
      "password",
      response.status === 429 ? (await readApiError(response)).message : "Failed to change password.",
      response.status,
    );
  // Every session ended with the old password, this one too (spec 1 §4).
  context.session.clear();
  context.session.toast("success", "Password changed successfully. Please log in again.");
  return redirect("/login");
}

export async function deleteAccount(request: Request, context: AppLoadContext, form: FormData) {
  const response = await call(request, context, "/v1/user/account", "DELETE", {
    password: String(form.get("password") ?? ""),
  });
  if (!response) return fail("delete", NETWORK_ERROR, 503);
  if (response.status === 401) return fail("delete", "Password is incorrect.", 401);
  if (!response.ok)
    return fail(
      "delete",
      response.status === 429 ? (await readApiError(response)).message : "Failed to delete account.",
      response.status,
    );
  context.session.clear();
  context.session.toast("info", "Your account has been deleted.");
  return redirect("/login");
}

export async function startTwoFactorSetup(request: Request, context: AppLoadContext) {
  const response = await call(request, context, "/v1/user/2fa/enable", "POST");
  if (!response) return fail("2fa-enable", NETWORK_ERROR, 503);
  if (!response.ok) return fail("2fa-enable", "Failed to initiate 2FA setup. Please try again.", response.status);
  const setup = (await response.json()) as TwoFactorSetup;
  return json({
    intent: "2fa-enable" as Intent,
    error: null as string | null,
    fields: {} as Record<string, string>,
    setup,
    notice: null as string | null,
  });
}

export async function verifyTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const code = String(form.get("code") ?? "").replace(/\D/g, "");
  if (code.length !== 6) return fail("2fa-verify", "Please enter a 6-digit code", 400);
  const response = await call(request, context, "/v1/user/2fa/verify", "POST", { code });
  if (!response) return fail("2fa-verify", NETWORK_ERROR, 503);
  if (response.status === 400 || response.status === 422)
    return fail("2fa-verify", "Invalid verification code. Please try again.", 422);
  if (!response.ok)
    return fail(
      "2fa-verify",
      response.status === 429 ? (await readApiError(response)).message : "Failed to verify 2FA.",
      response.status,
    );
  keepSessionUser(context, { two_factor_enabled: true });
  context.session.toast("success", "Two-factor authentication has been enabled successfully!");
  return redirect("/user");
}

export async function disableTwoFactor(request: Request, context: AppLoadContext, form: FormData) {
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "").replace(/\D/g, "");
  if (!password || !code)
    return fail("2fa-disable", "Failed to disable 2FA. Please check your password and code.", 400);
  const response = await call(request, context, "/v1/user/2fa/disable", "POST", { password, code });
  if (!response) return fail("2fa-disable", NETWORK_ERROR, 503);
  if (response.status === 401) return fail("2fa-disable", "Password is incorrect.", 401);
  if (response.status === 400 || response.status === 422)
    return fail("2fa-disable", "Invalid verification code or password. Please try again.", 422);
  if (!response.ok)
    return fail(
      "2fa-disable",
      response.status === 429 ? (await readApiError(response)).message : "Failed to disable 2FA.",
      response.status,
    );
  keepSessionUser(context, { two_factor_enabled: false });
  context.session.toast("info", "Two-factor authentication has been disabled.");
  return redirect("/user");
}
