import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { registerSchema } from "@larder/contract/auth";
import { ApiUnreachableError, callApi, readApiError } from "~/api.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { formReply, parseForm } from "~/utils/form.server";
import { signInNewcomer } from "./login.server";

/**
 * The form's fields, checked with the schema the API validates with, so the form and the API agree
 * on every rule. The language is not the form's to say: the page's is sent (`registerAccount`).
 */
const registrationForm = registerSchema.omit({ locale: true });

/** The form checked. Here, not in the route module: the schemas (and zod) stay out of the page's JavaScript. */
export function parseRegistration(context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, registrationForm);
  return parsed.success ? parsed : { ...parsed, fields: fieldErrorsIn(context, parsed.fields) };
}

const REGISTER_FIELDS = ["email", "password", "first_name", "last_name"] as const;

/**
 * The fields' messages in the page's language. English keeps the rule's own words (the API's and
 * the form's schema); another language says what each field needs.
 */
function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const field = REGISTER_FIELDS.find((known) => known === name);
      return [name, field ? context.i18n.t(`accounts:register.fieldErrors.${field}`) : message];
    }),
  );
}

/** The register action's call; its error texts are the product's, word for word. */
export async function registerAccount(
  request: Request,
  context: AppLoadContext,
  input: z.output<typeof registrationForm>,
  form: FormData,
) {
  const { i18n } = context;
  let response: Response;
  try {
    // The page's language names what Larder makes for the new account (its personal group, meal
    // types, store and pantry places).
    response = await callApi(context.env, "/v1/auth/register", { body: { ...input, locale: context.locale }, request });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return formReply(form, { error: networkErrorText(i18n), status: 503 });
    throw error;
  }
  if (response.ok) return signInNewcomer(request, context, { email: input.email, password: input.password });
  const apiError = await readApiError(response);
  if (response.status === 400 || response.status === 422) {
    if (apiError.fields.email) {
      const taken = i18n.t("accounts:register.emailTaken");
      return formReply(form, { error: taken, status: response.status, fields: { email: taken } });
    }
    return formReply(form, {
      error: i18n.t("accounts:register.checkInformation"),
      status: response.status,
      fields: fieldErrorsIn(context, apiError.fields),
    });
  }
  if (response.status === 429) return formReply(form, { error: apiErrorText(i18n, apiError), status: 429 });
  return formReply(form, { error: i18n.t("accounts:register.failed"), status: response.status });
}
