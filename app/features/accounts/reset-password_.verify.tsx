import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { authRoutes } from "@larder/api/routes/auth";
import { ApiUnreachableError, callApi, readAnswer, readApiError } from "~/api.server";
import { networkErrorText } from "~/i18n/api-errors.server";
import { CodeInput } from "~/components/code-input";
import { RedirectAfter } from "~/components/redirect-after";
import { FormError } from "~/components/field";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  const reset = context.session.data.reset;
  const { t } = context.i18n;
  const title = t("pageTitle", { page: t("accounts:resetVerify.pageTitle") });
  // A lockout is shown once (this render), then the reset state is gone.
  if (reset?.outcome === "locked_out") {
    context.session.update({ reset: undefined });
    return json({ email: reset.email, attemptsLeft: 0, title });
  }
  if (!reset?.email || !reset.reset_token) throw redirect("/forgot-password");
  return json({ email: reset.email, attemptsLeft: reset.attempts_left ?? 3, title });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = context.session.data.reset;
  const { t } = context.i18n;
  if (!reset?.email || !reset.reset_token) {
    return json({ error: t("accounts:resetVerify.missingToken"), attemptsLeft: 0, lockedOut: true }, { status: 400 });
  }
  const code = String((await request.formData()).get("code") ?? "").replace(/\D/g, "");
  if (code.length !== 6)
    return json(
      { error: t("accounts:resetVerify.codeFormat"), attemptsLeft: reset.attempts_left ?? 3, lockedOut: false },
      { status: 400 },
    );
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/reset/verify", {
      body: { email: reset.email, reset_token: reset.reset_token, totp_code: code },
      request,
    });
  } catch (error) {
    if (error instanceof ApiUnreachableError)
      return json(
        { error: networkErrorText(context.i18n), attemptsLeft: reset.attempts_left ?? 3, lockedOut: false },
        { status: 503 },
      );
    throw error;
  }
  if (response.ok) {
    const { temporary_token } = await readAnswer<typeof authRoutes, "/reset/verify", "$post">(response);
    context.session.update({ reset: { email: reset.email, temporary_token } });
    throw redirect("/reset-password");
  }
  const apiError = await readApiError(response);
  const attemptsLeft =
    response.status === 422 ? Number(apiError.fields.attempts_left ?? (reset.attempts_left ?? 3) - 1) : 0;
  if (attemptsLeft <= 0 || response.status === 429) {
    context.session.update({ reset: { email: reset.email, outcome: "locked_out" } });
    return json({ error: t("accounts:resetVerify.tooMany"), attemptsLeft: 0, lockedOut: true }, { status: 429 });
  }
  context.session.update({ reset: { ...reset, attempts_left: attemptsLeft } });
  if (response.status === 422)
    return json({ error: t("accounts:resetVerify.invalidCode"), attemptsLeft, lockedOut: false }, { status: 422 });
  context.session.update({ reset: { email: reset.email, outcome: "locked_out" } });
  return json(
    { error: t("accounts:resetVerify.failed"), attemptsLeft: 0, lockedOut: true },
    { status: response.status },
  );
}

export default function ResetVerify() {
  const { t } = useTranslation("accounts");
  const { email, attemptsLeft: initialAttempts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const attemptsLeft = actionData?.attemptsLeft ?? initialAttempts;
  return (
    <div className="card auth-card">
      <h1>{t("resetVerify.heading")}</h1>
      <p>
        <Trans t={t} i18nKey="resetVerify.intro" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      {actionData?.lockedOut ? (
        <>
          <FormError error={actionData.error} />
          <RedirectAfter to="/forgot-password" ms={3000} />
        </>
      ) : (
        <Form method="post">
          <CodeInput error={actionData?.error ?? undefined} />
          <p className="subtitle">
            {t("resetVerify.attemptsLeft")}
            {attemptsLeft}
          </p>
          <SubmitButton busy={busy} label={t("resetVerify.submit")} pending={t("resetVerify.pending")} />
        </Form>
      )}
      <div className="auth-links">
        <Link to="/forgot-password">{t("resetVerify.startOver")}</Link>
      </div>
    </div>
  );
}
