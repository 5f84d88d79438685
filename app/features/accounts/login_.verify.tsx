import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { CodeInput } from "~/components/code-input";
import { Field } from "~/components/field";
import type { RouteHandle } from "~/root";
import { completeTwoFactorSignIn } from "./login.server";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  const pending = context.session.data.pending_2fa;
  if (!pending) throw redirect("/login");
  const { t } = context.i18n;
  return json({ email: pending.email, title: t("pageTitle", { page: t("accounts:twoFactor.pageTitle") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return completeTwoFactorSignIn(request, context, String(form.get("code") ?? ""));
}

/**
 * The second step of a sign-in for an account with 2FA on: the password alone does not sign such an
 * account in (docs/architecture.md, Sign-in with 2FA).
 */
export default function LoginVerify() {
  const { t } = useTranslation("accounts");
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card auth-card">
      <h1>{t("twoFactor.heading")}</h1>
      <p>
        <Trans t={t} i18nKey="twoFactor.intro" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <Form method="post">
        <CodeInput error={actionData?.error} />
        <SubmitButton busy={busy} label={t("twoFactor.submit")} pending={t("twoFactor.pending")} />
      </Form>
      <details className="field" style={{ marginTop: "1rem" }}>
        <summary>{t("twoFactor.useBackup")}</summary>
        <Form method="post">
          <Field
            label={t("twoFactor.backupCode")}
            id="backup-code"
            name="code"
            autoComplete="off"
            placeholder={t("twoFactor.backupPlaceholder")}
            required
          />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {t("twoFactor.backupSubmit")}
          </button>
        </Form>
      </details>
      <div className="auth-links">
        <Link to="/login">{t("twoFactor.backToLogin")}</Link>
      </div>
    </div>
  );
}
