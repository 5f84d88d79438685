import type { i18n as I18n } from "i18next";
import { DEFAULT_LOCALE } from "@larder/shared/locales";

/**
 * What a person reads for the API's refusal: in English the API's own words (they are the
 * product's); in another language the message for the refusal's code (common.json's apiErrors),
 * or the English words for a code no message covers yet. These messages (api.json) are the
 * server's own: no page carries them.
 */
export function apiErrorText(i18n: I18n, refusal: { code?: string; message: string }) {
  if (i18n.language === DEFAULT_LOCALE || !refusal.code) return refusal.message;
  const key = `api:${refusal.code}`;
  return i18n.exists(key) ? i18n.t(key as "api:INTERNAL_ERROR") : refusal.message;
}

/** The API could not be reached at all. */
export const networkErrorText = (i18n: I18n) => i18n.t("api:NETWORK");
