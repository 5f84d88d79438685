import { Form, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/submit-button";
import type { loader as rootLoader } from "~/root";
import { THEMES } from "~/themes";

/**
 * The theme card: light, dark, or as the device is set. A form of its own, saved with its button,
 * so it works without JavaScript; the choice is kept on this device (decision 48).
 */
export function ThemeSection() {
  const { t } = useTranslation("user");
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/user/theme";
  return (
    <section className="card" aria-labelledby="theme-heading">
      <h2 id="theme-heading">{t("theme.heading")}</h2>
      <Form method="post" action="/user/theme" preventScrollReset>
        {/* Keyed by the saved choice: once saved, the buttons show what is kept. */}
        <fieldset className="theme-choice" key={theme}>
          <legend>{t("theme.legend")}</legend>
          {THEMES.map((choice) => (
            <label key={choice} className="radio">
              <input type="radio" name="theme" value={choice} defaultChecked={choice === theme} />
              <span>
                <strong>{t(`theme.labels.${choice}`)}</strong>
                <span className="subtitle"> {t(`theme.hints.${choice}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={busy} label={t("theme.save")} pending={t("theme.pending")} />
        </div>
      </Form>
    </section>
  );
}
