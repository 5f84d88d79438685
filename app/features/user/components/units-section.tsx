import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UNIT_SYSTEMS, type UnitSystem } from "@larder/shared/unit-systems";
import { SubmitButton } from "~/components/submit-button";

/**
 * The units card (each choice with what it shows a cup of flour as, the example a person decides
 * by): the measures the person reads amounts in on recipes, lists and the pantry. A
 * form of its own, saved with its button, so it works without JavaScript.
 */
export function UnitsSection({ units, error, busy }: { units: UnitSystem; error?: string; busy: boolean }) {
  const { t } = useTranslation("user");
  return (
    <section className="card" aria-labelledby="units-heading">
      <h2 id="units-heading">{t("units.heading")}</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="units" />
        {/* Keyed by the saved choice: once saved, the buttons show what is stored. */}
        <fieldset className="units-choice" key={units}>
          <legend>{t("units.legend")}</legend>
          {UNIT_SYSTEMS.map((system) => (
            <label key={system} className="radio">
              <input type="radio" name="units" value={system} defaultChecked={system === units} />
              <span>
                <strong>{t(`units.labels.${system}`)}</strong>
                <span className="subtitle"> {t(`units.examples.${system}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="subtitle">{t("units.note")}</p>
        <div className="form-actions">
          <SubmitButton busy={busy} label={t("units.save")} pending={t("units.pending")} />
        </div>
      </Form>
    </section>
  );
}
