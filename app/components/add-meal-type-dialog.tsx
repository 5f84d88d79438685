import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field } from "~/components/field";
import { ButtonLink } from "~/components/button-link";

export function AddMealTypeDialog({ closeTo, error }: { closeTo: string; error: string | null }) {
  const [name, setName] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="modal-backdrop modal-backdrop-top">
      <div className="modal modal-sm" role="dialog" aria-modal="true" aria-labelledby="meal-type-title">
        <h2 id="meal-type-title">Add New Meal Type</h2>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="create-type" />
          <Field
            label="Name"
            id="meal-type-name"
            name="name"
            placeholder="e.g. Breakfast, Lunch, Dinner, Snack"
            required
            autoFocus
            onChange={(e) => setName(e.currentTarget.value)}
          />
          {error ? <p className="form-error">{error}</p> : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
              Cancel
            </ButtonLink>
            <button type="submit" className="btn btn-primary" disabled={hydrated && !name.trim()}>
              Add Meal Type
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
