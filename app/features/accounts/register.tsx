import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field, FormError } from "~/components/field";
import type { RouteHandle } from "~/root";
import { formReply } from "~/utils/form.server";
import { parseRegistration, registerAccount } from "./register.server";
import { SubmitButton } from "~/components/submit-button";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction = () => [{ title: "Register · Larder" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseRegistration(form);
  if (!parsed.success)
    return formReply(form, { error: "Please check your information and try again.", fields: parsed.fields });
  return registerAccount(request, context, parsed.data, form);
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
          <Field
            key={field.name}
            label={field.label}
            id={field.name}
            error={fields[field.name]}
            // A field's message that is the form's message too is said once, under the form.
            errorShownAt={fields[field.name] === actionData?.error ? "register-error" : undefined}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            minLength={field.name === "password" ? 8 : undefined}
            defaultValue={field.name === "password" ? undefined : values[field.name]}
          />
        ))}
        <SubmitButton busy={busy} label="Register" pending="Registering..." />
        <FormError error={actionData?.error} id="register-error" />
      </Form>
      <div className="auth-links">
        <Link to="/login">Already have an account? Login</Link>
      </div>
    </div>
  );
}
