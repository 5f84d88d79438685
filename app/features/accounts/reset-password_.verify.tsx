import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { authRoutes } from "@larder/api/routes/auth";
import { ApiUnreachableError, callApi, NETWORK_ERROR, readAnswer, readApiError } from "~/api.server";
import { CodeInput } from "~/components/code-input";
import { RedirectAfter } from "~/components/redirect-after";
import { FormError } from "~/components/field";
import type { RouteHandle } from "~/root";
import { SubmitButton } from "~/components/submit-button";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Verify your identity · Larder" }];

const TOO_MANY = "Too many failed attempts. Please start over.";
const INVALID_CODE = "Invalid verification code. Please try again.";

export async function loader({ context }: LoaderFunctionArgs) {
  const reset = context.session.data.reset;
  // A lockout is shown once (this render), then the reset state is gone.
  if (reset?.outcome === "locked_out") {
    context.session.update({ reset: undefined });
    return json({ email: reset.email, attemptsLeft: 0 });
  }
  if (!reset?.email || !reset.reset_token) throw redirect("/forgot-password");
  return json({ email: reset.email, attemptsLeft: reset.attempts_left ?? 3 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reset = context.session.data.reset;
  if (!reset?.email || !reset.reset_token) {
    return json(
      { error: "Missing email or reset token. Please start over.", attemptsLeft: 0, lockedOut: true },
      { status: 400 },
    );
  }
  const code = String((await request.formData()).get("code") ?? "").replace(/\D/g, "");
  if (code.length !== 6)
    return json(
      { error: "Please enter a 6-digit code", attemptsLeft: reset.attempts_left ?? 3, lockedOut: false },
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
      return json({ error: NETWORK_ERROR, attemptsLeft: reset.attempts_left ?? 3, lockedOut: false }, { status: 503 });
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
    return json({ error: TOO_MANY, attemptsLeft: 0, lockedOut: true }, { status: 429 });
  }
  context.session.update({ reset: { ...reset, attempts_left: attemptsLeft } });
  if (response.status === 422) return json({ error: INVALID_CODE, attemptsLeft, lockedOut: false }, { status: 422 });
  context.session.update({ reset: { email: reset.email, outcome: "locked_out" } });
  return json({ error: "Verification failed.", attemptsLeft: 0, lockedOut: true }, { status: response.status });
}

export default function ResetVerify() {
  const { email, attemptsLeft: initialAttempts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const attemptsLeft = actionData?.attemptsLeft ?? initialAttempts;
  return (
    <div className="card auth-card">
      <h1>Verify your identity</h1>
      <p>
        Enter the 6-digit code from your authenticator app for <strong>{email}</strong>.
      </p>
      {actionData?.lockedOut ? (
        <>
          <FormError error={actionData.error} />
          <RedirectAfter to="/forgot-password" ms={3000} />
        </>
      ) : (
        <Form method="post">
          <CodeInput error={actionData?.error ?? undefined} />
          <p className="subtitle">Attempts remaining: {attemptsLeft}</p>
          <SubmitButton busy={busy} label="Verify" pending="Verifying..." />
        </Form>
      )}
      <div className="auth-links">
        <Link to="/forgot-password">Start over</Link>
      </div>
    </div>
  );
}
