import type { AppLoadContext } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE } from "@larder/shared/locales";

/** The fields of the list and item forms, each with a message that says what it needs. */
const FIELDS = ["title", "start_date", "end_date", "budget", "name", "quantity", "unit", "price", "type"] as const;
type FormField = (typeof FIELDS)[number];
const isFormField = (name: string): name is FormField => (FIELDS as readonly string[]).includes(name);

/**
 * The fields' messages in the page's language. English keeps the rules' own words (the API's and
 * the forms' schemas: the product's); another language says what each field needs.
 */
export function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [
      name,
      isFormField(name) ? context.i18n.t(`shopping:fieldErrors.${name}`) : message,
    ]),
  );
}
