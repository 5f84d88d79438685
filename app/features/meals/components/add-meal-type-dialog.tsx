import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("meals");
  const [name, setName] = useState(type?.name ?? "");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="modal-backdrop modal-backdrop-top">
      <div className="modal modal-sm" role="dialog" aria-modal="true" aria-labelledby="meal-type-title">
        <h2 id="meal-type-title">{type ? t("type.editTitle") : t("type.addTitle")}</h2>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={type ? "edit-type" : "create-type"} />
          {type ? <input type="hidden" name="id" value={type.id} /> : null}
          <Field
            label={t("type.name")}
            id="meal-type-name"
            name="name"
            placeholder={t("type.namePlaceholder")}
            required
            autoFocus
            defaultValue={type?.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Field
            label={t("type.defaultTime")}
            id="meal-type-time"
            name="default_time"
            type="time"
            defaultValue={type?.default_time ?? ""}
            hint={<span className="subtitle">{t("type.defaultTimeHint")}</span>}
          />
          {error ? <p className="form-error">{error}</p> : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
              {t("type.cancel")}
            </ButtonLink>
            <button type="submit" className="btn btn-primary" disabled={hydrated && !name.trim()}>
              {type ? t("type.save") : t("type.add")}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
