import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CodeInput } from "~/components/code-input";
import { Field } from "~/components/field";
import type { RouteHandle } from "~/root";
import { completeTwoFactorSignIn } from "./login.server";
import { SubmitButton } from "~/components/submit-button";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Two-factor verification · Larder" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  const pending = context.session.data.pending_2fa;
  if (!pending) throw redirect("/login");
  return json({ email: pending.email });
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
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card auth-card">
      <h1>Two-factor verification</h1>
      <p>
        Enter the 6-digit code from your authenticator app to finish signing in as <strong>{email}</strong>.
      </p>
      <Form method="post">
        <CodeInput error={actionData?.error} />
        <SubmitButton busy={busy} label="Verify" pending="Verifying..." />
      </Form>
      <details className="field" style={{ marginTop: "1rem" }}>
        <summary>Use a backup code instead</summary>
        <Form method="post">
          <Field label="Backup code" id="backup-code" name="code" autoComplete="off" placeholder="xxxx-xxxx" required />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            Use backup code
          </button>
        </Form>
      </details>
      <div className="auth-links">
        <Link to="/login">Back to login</Link>
      </div>
    </div>
  );
}
