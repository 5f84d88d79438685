import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { authRoutes } from "@larder/api/routes/auth";
import { callApi, readAnswer } from "~/api.server";
import { EmailField, FormError } from "~/components/field";
import { formReply } from "~/utils/form.server";
import { parseResetRequest } from "./forgot-password.server";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  const { t } = context.i18n;
  return json({ title: t("pageTitle", { page: t("accounts:forgot.pageTitle") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseResetRequest(context, form);
  if (!parsed.success) return formReply(form, { error: parsed.firstError }, { notice: null });
  const { email } = parsed.data;
  try {
    const response = await callApi(context.env, "/v1/auth/reset/initiate", { body: { email }, request });
    if (response.ok) {
      const answer = await readAnswer<typeof authRoutes, "/reset/initiate", "$post">(response);
      if (answer.requires_2fa && answer.reset_token) {
        context.session.update({
          reset: { email, reset_token: answer.reset_token, attempts_left: 3 },
        });
        throw redirect("/reset-password/verify");
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    // The screen says the same thing when the call fails, so it never tells whether an account exists.
  }
  return formReply(form, { status: 200 }, { notice: context.i18n.t("accounts:forgot.prompt") });
}

export default function ForgotPassword() {
  const { t } = useTranslation("accounts");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card auth-card">
      <h1>{t("forgot.heading")}</h1>
      <p>{t("forgot.intro")}</p>
      <p className="banner banner-info">{t("forgot.noTwoFactor")}</p>
      <Form method="post">
        <EmailField defaultValue={actionData?.values.email} />
        <SubmitButton busy={busy} label={t("forgot.submit")} pending={t("forgot.pending")} />
        <FormError error={actionData?.error} />
        {actionData?.notice ? (
          <p className="banner banner-info" role="status">
            {actionData.notice}
          </p>
        ) : null}
      </Form>
      <div className="auth-links">
        <Link to="/login">{t("forgot.backToLogin")}</Link>
      </div>
    </div>
  );
}
