import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { registerSchema } from "@larder/schemas/auth";
import { useEffect, useRef } from "react";
import type { RouteHandle } from "~/root";
import { registerAccount } from "./register.server";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Register · Larder" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = {
    email: String(form.email ?? ""),
    first_name: String(form.first_name ?? ""),
    last_name: String(form.last_name ?? ""),
  };
  // The same schema the API validates with, so the form and the API agree on every rule.
  const parsed = registerSchema.safeParse({ ...values, password: String(form.password ?? "") });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return json({ error: "Please check your information and try again.", fields, values }, { status: 400 });
  }
  return registerAccount(request, context, parsed.data, values);
}

const fieldsOf = [
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
  { name: "first_name", label: "First Name", type: "text", autoComplete: "given-name" },
  { name: "last_name", label: "Last Name", type: "text", autoComplete: "family-name" },
] as const;

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const values: Record<string, string> = actionData?.values ?? {};
  const fields: Record<string, string> = actionData?.fields ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  // After a failed attempt the password is never kept, with or without JavaScript.
  useEffect(() => {
    const password = formRef.current?.elements.namedItem("password");
    if (actionData && password instanceof HTMLInputElement) password.value = "";
  }, [actionData]);

  return (
    <div className="card auth-card">
      <h1>Register for an account</h1>
      <Form method="post" ref={formRef}>
        {fieldsOf.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={field.name}>{field.label}</label>
            <input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              minLength={field.name === "password" ? 8 : undefined}
              defaultValue={field.name === "password" ? undefined : values[field.name]}
              aria-invalid={fields[field.name] ? true : undefined}
              aria-describedby={
                fields[field.name]
                  ? fields[field.name] === actionData?.error
                    ? "register-error"
                    : `${field.name}-error`
                  : undefined
              }
            />
            {/* A field's message that is the form's message too is said once, under the form. */}
            {fields[field.name] && fields[field.name] !== actionData?.error ? (
              <p className="field-error" id={`${field.name}-error`}>
                {fields[field.name]}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? "Registering..." : "Register"}
        </button>
        {actionData?.error ? (
          <p className="form-error" role="alert" id="register-error">
            {actionData.error}
          </p>
        ) : null}
      </Form>
      <div className="auth-links">
        <Link to="/login">Already have an account? Login</Link>
      </div>
    </div>
  );
}
