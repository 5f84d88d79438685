import { json } from "@remix-run/cloudflare";
import type { i18n as I18n } from "i18next";
import { z } from "zod";
import { parseAmount } from "@larder/shared/amount";
import { westernDigits } from "@larder/shared/digits";
import { contractMessageText } from "~/i18n/api-errors.server";

/**
 * What a form action answers when it does not redirect (docs/decisions/0016): the form's intent,
 * so the page reopens the right dialog, a message for the whole form, one message per field and
 * the values as submitted, so what was typed is kept.
 */
export type FormReply = {
  intent: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** Never sent back, whatever the form: a failed attempt asks for them again. */
const SECRET_FIELDS = new Set(["password", "current_password", "new_password", "confirm_password", "code"]);

type ReplyOptions = {
  /** Defaults to the form's own `intent`. */
  intent?: string;
  error?: string | null;
  fields?: Record<string, string>;
  status?: number;
};

export function formReply<Extra extends object = Record<never, never>>(
  form: FormData | null,
  { intent = String(form?.get("intent") ?? ""), error = null, fields = {}, status = 400 }: ReplyOptions,
  extra?: Extra,
) {
  const values = Object.fromEntries(
    [...(form ?? [])].filter(([name]) => !SECRET_FIELDS.has(name)).map(([name, value]) => [name, String(value)]),
  );
  return json<FormReply & Extra>({ intent, error, fields, values, ...(extra as Extra) }, { status });
}

/** The answer to an API refusal in a form action: the form's reply with the API's message as its error. */
export const refusalReply =
  (form: FormData, options: Omit<ReplyOptions, "error"> = {}) =>
  (refusal: { message: string }) =>
    formReply(form, { ...options, error: refusal.message });

/**
 * Runs the handler of the form's `intent`; an intent with none is answered with a 400 (as the
 * reply of `unknownIntent`, the form whose message it is).
 */
export function dispatchIntent<Handlers extends Record<string, () => unknown>>(
  form: FormData,
  handlers: Handlers,
  unknownIntent = "unknown",
) {
  const intent = String(form.get("intent") ?? "");
  if (Object.hasOwn(handlers, intent)) return handlers[intent]!() as ReturnType<Handlers[keyof Handlers]>;
  return formReply(form, { intent: unknownIntent, error: "Unknown action." });
}

/** The first message of each field, keyed by the field's name: forms show one message per field. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  return fields;
}

/**
 * A submission checked against a web schema (Conform's `parseWithZod`, reduced to what the forms
 * use): the parsed data, or one message per field and the first of them for the whole form. With
 * the request's `i18n`, the contract's sentences (the API's own) are worded in the page's
 * language by their codes, as the API's refusals are.
 */
export function parseForm<S extends z.ZodType>(submitted: FormData | Record<string, unknown>, schema: S, i18n?: I18n) {
  const input = submitted instanceof FormData ? Object.fromEntries(submitted) : submitted;
  const result = schema.safeParse(input);
  if (result.success) return { success: true as const, data: result.data };
  const word = (message: string) => (i18n ? contractMessageText(i18n, message) : message);
  const issues = result.error.issues.map((issue) => ({ ...issue, message: word(issue.message) }));
  return { success: false as const, fields: fieldErrors(issues), firstError: issues[0]!.message };
}

/** The API's rule with the form's wording (some forms word a rule differently from the API). */
export const withMessage = <S extends z.ZodType>(schema: S, message: string) =>
  z.unknown().transform((value, ctx): z.output<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const numberText = (value: unknown) => {
  const text = westernDigits(String(value ?? "").trim()).replace(",", ".");
  return text === "" ? Number.NaN : Number(text);
};

/** A number typed in a form (a decimal comma is read as a point, Arabic digits as theirs); empty is not a number. */
export const formNumber = <S extends z.ZodType>(schema: S) => z.preprocess(numberText, schema);

/** The same, where empty means none (null). */
export const optionalFormNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (String(value ?? "").trim() === "" ? null : numberText(value)), schema);

/**
 * An amount as a cook types it in the page's language ("2", "0,5", "1½"; "1,250" is one and a
 * quarter in German): blank is null, text that is no amount NaN (the amount rule refuses it).
 */
export const typedAmount = (language: string) =>
  z
    .string()
    .default("")
    .transform((text) => parseAmount(text, language));

/** A checkbox: sent as "on" when ticked, not sent at all otherwise. */
export const formCheckbox = z.preprocess((value) => value === "on", z.boolean());
