import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { meetsPasswordRules } from "@larder/contract/password-rules";
import { ApiUnreachableError, callApi, NETWORK_ERROR, readApiError } from "~/api.server";
import { Field, FormError } from "~/components/field";
import { PasswordStrength } from "./components/password-strength";
import { RedirectAfter } from "~/components/redirect-after";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Choose a new password · Larder" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const reset = context.session.data.reset;
  // Success is shown once (this render), then the reset state is gone.
  if (reset?.outcome === "done") {
    context.session.update({ reset: undefined });
    return json({ done: true });
  }
  if (!reset?.temporary_token) throw redirect("/forgot-password");
  return json({ done: false });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = context.session.data.reset;
  const form = await request.formData();
  const newPassword = String(form.get("new_password") ?? "");
  const confirmPassword = String(form.get("confirm_password") ?? "");
  const fail = (error: string, status = 400) => json({ error, done: false }, { status });
  if (!reset?.email) return fail("Missing email or reset token. Please start over.");
  if (!reset.temporary_token) return fail("Missing reset information. Please start over.");
  if (newPassword !== confirmPassword) return fail("Passwords do not match");
  if (!meetsPasswordRules(newPassword)) return fail("Password does not meet all requirements");
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
    if (error instanceof ApiUnreachableError) return fail(NETWORK_ERROR, 503);
    throw error;
  }
  if (response.ok) {
    context.session.update({ reset: { email: reset.email, outcome: "done" } });
    return json({ error: null, done: true });
  }
  const apiError = await readApiError(response);
  if (response.status === 401) context.session.update({ reset: undefined });
  return fail(apiError.message || "Failed to reset password. Please try again.", response.status);
}

export default function ResetPassword() {
  const { done } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  if (done || actionData?.done) {
    return (
      <div className="card auth-card">
        <h1>Password reset</h1>
        <p className="banner banner-success" role="status">
          Your password has been reset. Taking you to the login screen...
        </p>
        <RedirectAfter to="/login" ms={3000} />
        <Link to="/login">Go to login now</Link>
      </div>
    );
  }
  return (
    <div className="card auth-card">
      <h1>Choose a new password</h1>
      <Form method="post">
        <Field
          label="New Password"
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
          label="Confirm Password"
          id="confirm_password"
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy} label="Reset Password" pending="Resetting..." />
        <FormError error={actionData?.error} />
      </Form>
      <div className="auth-links">
        <Link to="/forgot-password">Start over</Link>
      </div>
    </div>
  );
}
