import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { RouteHandle } from "~/root";
import { signIn } from "./login.server";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Login · Larder" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  // The error text from the session state (e.g. an expired session) shows once under the form.
  const error = context.session.data.auth_error;
  if (error) context.session.update({ auth_error: undefined });
  return json({ error });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  return signIn(request, context, {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    redirectTo: String(form.get("redirect") ?? ""),
  });
}

export default function Login() {
  const { error: sessionError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error ?? sessionError;
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a failed attempt the password is never kept, with or without JavaScript.
  useEffect(() => {
    if (actionData?.error && passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [actionData]);

  return (
    <div className="card auth-card">
      <h1>Login to your account</h1>
      <Form method="post" noValidate={false}>
        <input type="hidden" name="redirect" value={searchParams.get("redirect") ?? ""} />
        <div className="field">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? ""}
          />
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            ref={passwordRef}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
      <div className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        <Link to="/register">Don&apos;t have an account? Register</Link>
      </div>
    </div>
  );
}
