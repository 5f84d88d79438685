import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EmailField, Field, FormError } from "~/components/field";
import type { RouteHandle } from "~/root";
import { signIn } from "./login.server";
import { SubmitButton } from "~/components/submit-button";
import { pageTitle } from "~/utils/page-title";

export const handle: RouteHandle = { hideNav: true };
export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ context }: LoaderFunctionArgs) {
  if (context.session.user) throw redirect("/meals");
  // The error text from the session state (e.g. an expired session) shows once under the form.
  const error = context.session.data.auth_error;
  if (error) context.session.update({ auth_error: undefined });
  const { t } = context.i18n;
  return json({ error, title: t("pageTitle", { page: t("accounts:login.pageTitle") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signIn(request, context, await request.formData());
}

export default function Login() {
  const { t } = useTranslation("accounts");
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
      <h1>{t("login.heading")}</h1>
      <Form method="post" noValidate={false}>
        <input type="hidden" name="redirect" value={searchParams.get("redirect") ?? ""} />
        <EmailField defaultValue={actionData?.values.email} />
        <Field
          label={t("login.password")}
          id="password"
          inputRef={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={busy} label={t("login.submit")} pending={t("login.pending")} />
        <FormError error={error} />
      </Form>
      <div className="auth-links">
        <Link to="/forgot-password">{t("login.forgot")}</Link>
        <Link to="/register">{t("login.toRegister")}</Link>
      </div>
    </div>
  );
}
