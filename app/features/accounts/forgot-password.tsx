import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { authRoutes } from "@larder/api/routes/auth";
import { callApi, readAnswer } from "~/api.server";
import { EmailField, FormError } from "~/components/field";
import { formReply } from "~/utils/form.server";
import { parseResetRequest } from "./forgot-password.server";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Forgot password · Larder" }];

export const RESET_PROMPT =
  "If an account with that email exists and has 2FA enabled, you will be prompted to verify your identity.";
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseResetRequest(form);
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
  return formReply(form, { status: 200 }, { notice: RESET_PROMPT });
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card auth-card">
      <h1>Forgot your password?</h1>
      <p>Enter your email address and we will verify your identity with your authenticator app.</p>
      <p className="banner banner-info">If you do not have 2FA enabled, you cannot reset your password.</p>
      <Form method="post">
        <EmailField defaultValue={actionData?.values.email} />
        <SubmitButton busy={busy} label="Continue" pending="Sending..." />
        <FormError error={actionData?.error} />
        {actionData?.notice ? (
          <p className="banner banner-info" role="status">
            {actionData.notice}
          </p>
        ) : null}
      </Form>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </div>
  );
}
