import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";

/** The change-password form's fields: name, label key, state key and autocomplete. */
const PASSWORD_FIELDS = [
  ["current_password", "password.current", "current", "current-password"],
  ["new_password", "password.new", "next", "new-password"],
  ["confirm_password", "password.confirm", "confirm", "new-password"],
] as const;

/** A change that cannot be undone, confirmed with the password (and what `children` add). */
export function PasswordConfirmDialog({
  title,
  intro,
  intent,
  idPrefix,
  error,
  busy,
  submit: [label, busyLabel],
  preventScrollReset,
  children,
}: {
  title: string;
  intro?: string;
  intent: string;
  idPrefix: string;
  error?: string;
  busy: boolean;
  submit: [string, string];
  preventScrollReset?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("user");
  return (
    <Modal title={title} closeTo="/user" size="sm">
      {intro ? <p>{intro}</p> : null}
      <Form method="post" replace preventScrollReset={preventScrollReset}>
        <input type="hidden" name="intent" value={intent} />
        <Field
          label={t("password.label")}
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {children}
        {error ? <p className="form-error">{error}</p> : null}
        <div className="modal-actions">
          <ButtonLink to="/user" tone="secondary">
            {t("password.cancel")}
          </ButtonLink>
          <SubmitButton busy={busy} label={label} pending={busyLabel} tone="danger" />
        </div>
      </Form>
    </Modal>
  );
}

export function ChangePasswordDialog({
  error,
  fields,
  busy,
}: {
  error?: string;
  fields: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation("user");
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const mismatch = values.confirm !== "" && values.next !== values.confirm;
  const ready = values.current !== "" && values.next !== "" && values.next === values.confirm;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Modal title={t("password.changeTitle")} closeTo="/user" size="sm">
      <Form method="post" replace>
        <input type="hidden" name="intent" value="password" />
        {PASSWORD_FIELDS.map(([name, label, key, autoComplete]) => (
          <Field
            key={name}
            label={t(label)}
            id={name}
            error={fields[name]}
            name={name}
            type="password"
            autoComplete={autoComplete}
            required
            minLength={name === "current_password" ? undefined : 8}
            onChange={(event) => {
              // Read now: React clears currentTarget once the handler returns, before the updater runs.
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, [key]: value }));
            }}
          />
        ))}
        {mismatch ? <p className="field-error">{t("password.mismatch")}</p> : null}
        {error ? <p className="form-error">{error}</p> : null}
        <div className="modal-actions">
          <ButtonLink to="/user" tone="secondary">
            {t("password.cancel")}
          </ButtonLink>
          {/* Disabled until complete and matching, once JavaScript can tell. */}
          <button type="submit" className="btn btn-primary" disabled={busy || (hydrated && !ready)}>
            {busy ? t("password.pending") : t("password.submit")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
