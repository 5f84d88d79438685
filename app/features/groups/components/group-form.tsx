import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field, TextAreaField } from "~/components/field";
import { ButtonLink } from "~/components/button-link";
import { SubmitButton } from "~/components/submit-button";

/**
 * The group form shared by create and edit: name, description with an N/500 counter, and is_personal
 * on creation only.
 */
export function GroupForm({
  initial,
  cancelTo,
  submitLabel,
  showPersonal,
  error,
  fields,
}: {
  initial: { name: string; description: string };
  cancelTo: string;
  submitLabel: string;
  showPersonal: boolean;
  error: string | null;
  fields: Record<string, string>;
}) {
  const { t } = useTranslation("groups");
  const [description, setDescription] = useState(initial.description);
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card" style={{ maxWidth: 640 }}>
      <Field
        label={t("form.name")}
        id="group-name"
        error={fields.name}
        name="name"
        defaultValue={initial.name}
        maxLength={120}
      />
      <TextAreaField
        label={t("form.description")}
        id="group-description"
        error={fields.description}
        hint={
          <p className="subtitle" aria-live="polite">
            {description.length}/500
          </p>
        }
        name="description"
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      {showPersonal ? (
        <div className="field">
          <label className="radio">
            <input type="checkbox" name="is_personal" /> {t("form.personal")}
          </label>
          {fields.is_personal ? <p className="field-error">{fields.is_personal}</p> : null}
        </div>
      ) : null}
      {error ? <p className="form-error">{error}</p> : null}
      <div className="form-actions">
        <SubmitButton busy={busy} label={submitLabel} pending={t("form.saving")} />
        <ButtonLink to={cancelTo} tone="secondary">
          {t("cancel")}
        </ButtonLink>
      </div>
    </Form>
  );
}
