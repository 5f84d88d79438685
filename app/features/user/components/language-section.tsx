import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LOCALE_NAMES, LOCALES, directionOf, type Locale } from "@larder/shared/locales";
import { SubmitButton } from "~/components/submit-button";

/**
 * The language card: the language the person reads Larder in, or their browser's. A form of its
 * own that reloads the whole page, so the page comes back in the new language with or without
 * JavaScript.
 */
export function LanguageSection({ chosen }: { chosen: Locale | null }) {
  const { t } = useTranslation("user");
  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading">{t("language.heading")}</h2>
      <Form method="post" action="/user/locale" reloadDocument>
        <div className="field">
          <label htmlFor="locale">{t("language.label")}</label>
          <select id="locale" name="locale" defaultValue={chosen ?? ""}>
            <option value="">{t("language.browser")}</option>
            {LOCALES.map((locale) => (
              // Each language is named in its own words, read in its own direction.
              <option key={locale} value={locale} lang={locale} dir={directionOf(locale)}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <p className="subtitle">{t("language.hint")}</p>
        <div className="form-actions">
          <SubmitButton busy={false} label={t("language.save")} pending={t("language.pending")} />
        </div>
      </Form>
    </section>
  );
}
