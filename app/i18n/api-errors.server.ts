import type { i18n as I18n } from "i18next";
import { messageCodeOf, type MessageCode } from "@larder/shared/api-messages";
import { DEFAULT_LOCALE } from "@larder/shared/locales";

/** A refusal as the web reads it: the API's English sentence, its kind's code and its sentence's code. */
type Refusal = {
  code?: string;
  message: string;
  message_code?: string;
  message_params?: Record<string, string>;
};

/**
 * A sentence of the API by its code (decision 50), in the page's language: the values it names
 * filled in, a `{{label}}` worded as the language names that field. Undefined when the language
 * has no message for the code (a code newer than this web), so the caller falls back.
 */
function messageText(
  i18n: I18n,
  { code, params = {} }: MessageCode | { code: string; params?: Record<string, string> },
) {
  // The codes arrive at run time, so the keys are not the typed ones: each is checked first.
  const translate = i18n.t as unknown as (key: string, values?: Record<string, string>) => string;
  const key = `api:messages.${code}`;
  if (!i18n.exists(key)) return undefined;
  const values = { ...params };
  if (params.label !== undefined) {
    const label = `api:labels.${params.label}`;
    if (!i18n.exists(label)) return undefined;
    values.label = translate(label);
  }
  return translate(key, values);
}

/**
 * What a person reads for the API's refusal: in English the API's own words (they are the
 * product's); in another language the message for the refusal's sentence by its code, else the
 * message for its kind's code (`api.json`), else the English words. These messages are the
 * server's own: no page carries them.
 */
export function apiErrorText(i18n: I18n, refusal: Refusal) {
  if (i18n.language === DEFAULT_LOCALE) return refusal.message;
  const own = refusal.message_code
    ? messageText(i18n, { code: refusal.message_code, params: refusal.message_params })
    : undefined;
  if (own !== undefined) return own;
  if (!refusal.code) return refusal.message;
  const key = `api:${refusal.code}`;
  return i18n.exists(key) ? i18n.t(key as "api:INTERNAL_ERROR") : refusal.message;
}

/**
 * A refusal's field messages in the page's language, each by its code (`field_codes`); a field
 * whose sentence has no code, or no message in the language, keeps the API's words.
 */
export function apiFieldErrors(
  i18n: I18n,
  refusal: { fields?: Record<string, string>; field_codes?: Record<string, MessageCode> },
) {
  const fields = { ...refusal.fields };
  if (i18n.language === DEFAULT_LOCALE) return fields;
  for (const [field, code] of Object.entries(refusal.field_codes ?? {})) {
    const text = messageText(i18n, code);
    if (text !== undefined) fields[field] = text;
  }
  return fields;
}

/**
 * One of the API's sentences met in the web itself (a form checked against the contract's schema
 * before it is sent): worded as the API's refusal would be, by the code the sentence has.
 */
export function contractMessageText(i18n: I18n, message: string) {
  if (i18n.language === DEFAULT_LOCALE) return message;
  const code = messageCodeOf(message);
  return (code && messageText(i18n, code)) ?? message;
}

/** The API could not be reached at all. */
export const networkErrorText = (i18n: I18n) => i18n.t("api:NETWORK");
