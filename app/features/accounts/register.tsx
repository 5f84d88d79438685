import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Field, FormError } from "~/components/field";
import type { RouteHandle } from "~/root";
import { formReply } from "~/utils/form.server";
import { parseRegistration, registerAccount } from "./register.server";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  const { t } = context.i18n;
  return json({ title: t("pageTitle", { page: t("accounts:register.pageTitle") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = parseRegistration(context, form);
  if (!parsed.success)
    return formReply(form, { error: context.i18n.t("accounts:register.checkInformation"), fields: parsed.fields });
  return registerAccount(request, context, parsed.data, form);
}

const fieldsOf = [
  { name: "email", label: "register.email", type: "email", autoComplete: "email" },
  { name: "password", label: "register.password", type: "password", autoComplete: "new-password" },
  { name: "first_name", label: "register.firstName", type: "text", autoComplete: "given-name" },
  { name: "last_name", label: "register.lastName", type: "text", autoComplete: "family-name" },
] as const;

export default function Register() {
  const { t } = useTranslation("accounts");
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
      <h1>{t("register.heading")}</h1>
      <Form method="post" ref={formRef}>
        {fieldsOf.map((field) => (
          <Field
            key={field.name}
            label={t(field.label)}
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
        <SubmitButton busy={busy} label={t("register.submit")} pending={t("register.pending")} />
        <FormError error={actionData?.error} id="register-error" />
      </Form>
      <div className="auth-links">
        <Link to="/login">{t("register.toLogin")}</Link>
      </div>
    </div>
  );
}
