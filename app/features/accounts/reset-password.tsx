import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { meetsPasswordRules } from "@larder/contract/password-rules";
import { ApiUnreachableError, callApi, readApiError } from "~/api.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { Field, FormError } from "~/components/field";
import { PasswordStrength } from "./components/password-strength";
import { RedirectAfter } from "~/components/redirect-after";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  const reset = context.session.data.reset;
  const { t } = context.i18n;
  const title = t("pageTitle", { page: t("accounts:reset.pageTitle") });
  // Success is shown once (this render), then the reset state is gone.
  if (reset?.outcome === "done") {
    context.session.update({ reset: undefined });
    return json({ done: true, title });
  }
  if (!reset?.temporary_token) throw redirect("/forgot-password");
  return json({ done: false, title });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = context.session.data.reset;
  const form = await request.formData();
  const newPassword = String(form.get("new_password") ?? "");
  const confirmPassword = String(form.get("confirm_password") ?? "");
  const { t } = context.i18n;
  const fail = (error: string, status = 400) => json({ error, done: false }, { status });
  if (!reset?.email) return fail(t("accounts:reset.missingToken"));
  if (!reset.temporary_token) return fail(t("accounts:reset.missingInfo"));
  if (newPassword !== confirmPassword) return fail(t("accounts:reset.mismatch"));
  if (!meetsPasswordRules(newPassword)) return fail(t("accounts:reset.rules"));
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/reset/complete", {
      body: {
        email: reset.email,
        temporary_token: reset.temporary_token,
        new_password: newPassword,
        confirm_password: confirmPassword,
      },
      request,
    });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return fail(networkErrorText(context.i18n), 503);
    throw error;
  }
  if (response.ok) {
    context.session.update({ reset: { email: reset.email, outcome: "done" } });
    return json({ error: null, done: true });
  }
  const apiError = await readApiError(response);
  if (response.status === 401) context.session.update({ reset: undefined });
  return fail(apiError.message ? apiErrorText(context.i18n, apiError) : t("accounts:reset.failed"), response.status);
}

export default function ResetPassword() {
  const { t } = useTranslation("accounts");
  const { done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  if (done || actionData?.done) {
    return (
      <div className="card auth-card">
        <h1>{t("reset.doneHeading")}</h1>
        <p className="banner banner-success" role="status">
          {t("reset.done")}
        </p>
        <RedirectAfter to="/login" ms={3000} />
        <Link to="/login">{t("reset.goToLogin")}</Link>
      </div>
    );
  }
  return (
    <div className="card auth-card">
      <h1>{t("reset.heading")}</h1>
      <Form method="post">
        <Field
          label={t("reset.newPassword")}
          id="new_password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          onChange={(e) => setPassword(e.currentTarget.value)}
          hint={<PasswordStrength password={password} />}
        />
        <Field
          label={t("reset.confirmPassword")}
          id="confirm_password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy} label={t("reset.submit")} pending={t("reset.pending")} />
        <FormError error={actionData?.error} />
      </Form>
      <div className="auth-links">
        <Link to="/forgot-password">{t("reset.startOver")}</Link>
      </div>
    </div>
  );
}
