import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field } from "~/components/field";
import { ButtonLink } from "~/components/button-link";

type MealTypeDialogProps = {
  closeTo: string;
  error: string | null;
  /** The meal type edited; without it, a new one is added. */
  type?: { id: number; name: string; default_time: string | null };
};

/**
 * Adds a meal type, or edits one (its name and the time its meals are planned at unless another
 * is chosen). A plain form: it works without JavaScript.
 */
export function AddMealTypeDialog({ closeTo, error, type }: MealTypeDialogProps) {
  const [name, setName] = useState(type?.name ?? "");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="modal-backdrop modal-backdrop-top">
      <div className="modal modal-sm" role="dialog" aria-modal="true" aria-labelledby="meal-type-title">
        <h2 id="meal-type-title">{type ? "Edit Meal Type" : "Add New Meal Type"}</h2>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={type ? "edit-type" : "create-type"} />
          {type ? <input type="hidden" name="id" value={type.id} /> : null}
          <Field
            label="Name"
            id="meal-type-name"
            name="name"
            placeholder="e.g. Breakfast, Lunch, Dinner, Snack"
            required
            autoFocus
            defaultValue={type?.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Field
            label="Default time (optional)"
            id="meal-type-time"
            name="default_time"
            type="time"
            defaultValue={type?.default_time ?? ""}
            hint={<span className="subtitle">New meals of this type start at this time.</span>}
          />
          {error ? <p className="form-error">{error}</p> : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
              Cancel
            </ButtonLink>
            <button type="submit" className="btn btn-primary" disabled={hydrated && !name.trim()}>
              {type ? "Save Meal Type" : "Add Meal Type"}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
