import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ButtonLink } from "~/components/button-link";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";

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
  return (
    <Modal title={title} closeTo="/user" size="sm">
      {intro ? <p>{intro}</p> : null}
      <Form method="post" replace preventScrollReset={preventScrollReset}>
        <input type="hidden" name="intent" value={intent} />
        <Field
          label="Password"
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
            Cancel
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
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const mismatch = values.confirm !== "" && values.next !== values.confirm;
  const ready = values.current !== "" && values.next !== "" && values.next === values.confirm;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Modal title="Change Password" closeTo="/user" size="sm">
      <Form method="post" replace>
        <input type="hidden" name="intent" value="password" />
        {(
          [
            ["current_password", "Current Password", "current", "current-password"],
            ["new_password", "New Password", "next", "new-password"],
            ["confirm_password", "Confirm New Password", "confirm", "new-password"],
          ] as const
        ).map(([name, label, key, autoComplete]) => (
          <Field
            key={name}
            label={label}
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
        {mismatch ? <p className="field-error">Passwords do not match</p> : null}
        {error ? <p className="form-error">{error}</p> : null}
        <div className="modal-actions">
          <ButtonLink to="/user" tone="secondary">
            Cancel
          </ButtonLink>
          {/* Disabled until complete and matching, once JavaScript can tell. */}
          <button type="submit" className="btn btn-primary" disabled={busy || (hydrated && !ready)}>
            {busy ? "Changing..." : "Change Password"}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
