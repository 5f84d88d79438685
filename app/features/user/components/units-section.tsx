import { Form } from "@remix-run/react";
import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from "@larder/shared/unit-systems";
import { SubmitButton } from "~/components/submit-button";

/** What each choice shows a cup of flour as: the example a person decides by. */
const EXAMPLES: Record<UnitSystem, string> = {
  as_written: "each recipe's own amounts: 1 cup flour, 125 g sugar",
  metric: "grams and millilitres: 125 g flour, 240 ml milk",
  us: "cups, spoons, ounces and pounds: 1 cup flour, 4 oz cheese",
};

/**
 * The units card: the measures the person reads amounts in on recipes, lists and the pantry. A
 * form of its own, saved with its button, so it works without JavaScript.
 */
export function UnitsSection({ units, error, busy }: { units: UnitSystem; error?: string; busy: boolean }) {
  return (
    <section className="card" aria-labelledby="units-heading">
      <h2 id="units-heading">Units</h2>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="units" />
        {/* Keyed by the saved choice: once saved, the buttons show what is stored. */}
        <fieldset className="units-choice" key={units}>
          <legend>Show amounts on recipes, lists and the pantry in</legend>
          {UNIT_SYSTEMS.map((system) => (
            <label key={system} className="radio">
              <input type="radio" name="units" value={system} defaultChecked={system === units} />
              <span>
                <strong>{UNIT_SYSTEM_LABELS[system]}</strong>
                <span className="subtitle"> {EXAMPLES[system]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="subtitle">Recipes keep the amounts their cooks wrote; only how you read them changes.</p>
        <div className="form-actions">
          <SubmitButton busy={busy} label="Save units" pending="Saving..." />
        </div>
      </Form>
    </section>
  );
}
