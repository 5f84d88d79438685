import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { requireUser } from "~/api.server";
import { CodeInput } from "~/components/code-input";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import { BACKUP_REGENERATION_NOTICE, backupCodesFile } from "~/utils/backup-codes";
import { formatDate } from "~/utils/dates";
import { formReply } from "~/utils/form.server";
import {
  changePassword,
  deleteAccount,
  disableTwoFactor,
  loadProfile,
  startTwoFactorSetup,
  updateProfile,
  verifyTwoFactor,
  type UserReply,
} from "./user.server";
import { ButtonLink } from "~/components/button-link";
import { DetailList } from "~/components/detail-list";
import { SubmitButton } from "~/components/submit-button";

export const meta: MetaFunction = () => [{ title: "Account Settings · Larder" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return json({ profile: await loadProfile(request, context) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "profile":
      return updateProfile(request, context, form);
    case "password":
      return changePassword(request, context, form);
    case "delete":
      return deleteAccount(request, context, form);
    case "2fa-enable":
      return startTwoFactorSetup(request, context, form);
    case "2fa-verify":
      return verifyTwoFactor(request, context, form);
    case "2fa-disable":
      return disableTwoFactor(request, context, form);
    case "backup-regenerate":
      return formReply(form, { status: 200 }, { notice: BACKUP_REGENERATION_NOTICE });
    default:
      return formReply(form, { intent: "profile", error: "Unknown action." });
  }
}

const PROFILE_FIELDS = [
  { name: "first_name", label: "First Name", type: "text" },
  { name: "last_name", label: "Last Name", type: "text" },
  { name: "username", label: "Username", type: "text" },
  { name: "email", label: "Email", type: "email" },
] as const;

export default function AccountSettings() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as UserReply | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = (intent: string) => submittingIntent === intent;
  const editing = searchParams.get("edit") === "profile";
  const dialog = searchParams.get("dialog");
  const errorFor = (intent: string) => (actionData?.intent === intent ? (actionData.error ?? undefined) : undefined);
  const fieldErrors = (actionData?.fields ?? {}) as Record<string, string>;
  const setup = actionData?.intent === "2fa-enable" ? actionData.setup : null;
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (actionData?.notice) setNotice(actionData.notice);
  }, [actionData]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="settings">
      <header>
        <h1>Account Settings</h1>
        <p className="subtitle">Manage your profile, security and account.</p>
      </header>

      <section className="card" aria-labelledby="profile-heading">
        <h2 id="profile-heading">
          Profile
          {editing ? null : (
            <ButtonLink to="?edit=profile" tone="secondary" small preventScrollReset>
              Edit Profile
            </ButtonLink>
          )}
        </h2>
        <p>
          <span className="subtitle">Account created: </span>
          {formatDate(profile.created_at)}
        </p>
        {editing ? (
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="profile" />
            <div className="profile-grid">
              {PROFILE_FIELDS.map((field) => (
                <Field
                  key={field.name}
                  label={field.label}
                  id={`profile-${field.name}`}
                  error={fieldErrors[field.name]}
                  name={field.name}
                  type={field.type}
                  defaultValue={profile[field.name] ?? ""}
                />
              ))}
            </div>
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={busy("profile")}>
                {busy("profile") ? "Saving..." : "Save Changes"}
              </button>
              <ButtonLink to="/user" tone="secondary" preventScrollReset>
                Cancel
              </ButtonLink>
            </div>
            {errorFor("profile") ? <p className="form-error">{errorFor("profile")}</p> : null}
          </Form>
        ) : (
          <DetailList details={PROFILE_FIELDS.map((field) => [field.label, profile[field.name] || "Not provided"])} />
        )}
      </section>

      <section className="card" aria-labelledby="security-heading">
        <h2 id="security-heading">Security</h2>
        <div className="card" style={{ boxShadow: "none" }}>
          <h3>
            Two-Factor Authentication{" "}
            <span className={`badge ${profile.two_factor_enabled ? "badge-on" : ""}`}>
              {profile.two_factor_enabled ? "Enabled" : "Disabled"}
            </span>
          </h3>
          <p className="subtitle">Protect your account with a code from an authenticator app.</p>
          {errorFor("2fa-enable") ? <p className="form-error">{errorFor("2fa-enable")}</p> : null}
          {notice ? (
            <p className="banner banner-info" role="status">
              {notice}
            </p>
          ) : null}
          <div className="form-actions">
            {profile.two_factor_enabled ? (
              <>
                <ButtonLink to="?dialog=2fa-disable" tone="danger" preventScrollReset>
                  Disable 2FA
                </ButtonLink>
                <Form method="post" replace preventScrollReset>
                  <input type="hidden" name="intent" value="backup-regenerate" />
                  <button type="submit" className="btn btn-secondary">
                    Regenerate Backup Codes
                  </button>
                </Form>
              </>
            ) : (
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="intent" value="2fa-enable" />
                <button type="submit" className="btn btn-primary" disabled={busy("2fa-enable")}>
                  {busy("2fa-enable") ? "Starting..." : "Enable 2FA"}
                </button>
              </Form>
            )}
          </div>
        </div>
        <div className="form-actions" style={{ marginTop: "1rem" }}>
          <ButtonLink to="?dialog=password" tone="secondary" preventScrollReset>
            Change Password
          </ButtonLink>
        </div>
      </section>

      <section className="card" aria-labelledby="data-heading">
        <h2 id="data-heading">Your Data</h2>
        <p>Download everything you and your personal group keep in Larder, as a JSON file.</p>
        <a href="/user/export" className="btn btn-secondary" download>
          Export my data
        </a>
      </section>

      <section className="card danger-zone" aria-labelledby="danger-heading">
        <h2 id="danger-heading">Danger Zone</h2>
        <p>
          Deleting your account removes your personal recipes, plans and lists. Groups you share with others stay with
          them.
        </p>
        <ButtonLink to="?dialog=delete" tone="danger" preventScrollReset>
          Delete Account
        </ButtonLink>
      </section>

      {setup ? <SetupDialog setup={setup} /> : null}
      {dialog === "2fa-verify" ? (
        <Modal title="Verify Two-Factor Authentication" closeTo="/user" size="sm">
          <p>Enter the 6-digit code from your authenticator app.</p>
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="2fa-verify" />
            <CodeInput error={errorFor("2fa-verify")} />
            <div className="modal-actions">
              <ButtonLink to="/user" tone="secondary">
                Cancel
              </ButtonLink>
              <button type="submit" className="btn btn-primary" disabled={busy("2fa-verify")}>
                {busy("2fa-verify") ? "Verifying..." : "Verify"}
              </button>
            </div>
          </Form>
        </Modal>
      ) : null}
      {dialog === "2fa-disable" ? (
        <PasswordConfirmDialog
          title="Disable Two-Factor Authentication"
          intent="2fa-disable"
          idPrefix="disable"
          error={errorFor("2fa-disable")}
          busy={busy("2fa-disable")}
          submit={["Disable 2FA", "Disabling..."]}
          preventScrollReset
        >
          <CodeInput autoSubmit={false} />
        </PasswordConfirmDialog>
      ) : null}
      {dialog === "password" ? (
        <ChangePasswordDialog error={errorFor("password")} fields={fieldErrors} busy={busy("password")} />
      ) : null}
      {dialog === "delete" ? (
        <PasswordConfirmDialog
          title="Delete Account"
          intro="This permanently deletes your account. Enter your password to confirm."
          intent="delete"
          idPrefix="delete"
          error={errorFor("delete")}
          busy={busy("delete")}
          submit={["Delete Account", "Deleting..."]}
        />
      ) : null}
    </div>
  );
}

function SetupDialog({ setup }: { setup: { secret: string; qr_code_image: string; backup_codes: string[] } }) {
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(backupCodesFile(setup.backup_codes))}`;
  return (
    <Modal title="Set Up Two-Factor Authentication" closeTo="/user">
      <p>Scan the QR code with your authenticator app, or enter the secret by hand. Issuer: Larder.</p>
      <img className="qr" src={setup.qr_code_image} alt="QR code for your authenticator app" width={180} height={180} />
      <p>
        Secret:{" "}
        <code className="secret" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <h3>Backup codes</h3>
      <p className="subtitle">Each code can be used only once. Keep them somewhere safe.</p>
      <ol className="backup-codes">
        {setup.backup_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a className="btn btn-secondary" href={download} download="larder-backup-codes.txt">
        Download Backup Codes
      </a>
      <div className="modal-actions">
        <ButtonLink to="/user" tone="secondary">
          Cancel
        </ButtonLink>
        <ButtonLink to="/user?dialog=2fa-verify" tone="primary">
          Continue to Verify
        </ButtonLink>
      </div>
    </Modal>
  );
}

/** A change that cannot be undone, confirmed with the password (and what `children` add). */
function PasswordConfirmDialog({
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

function ChangePasswordDialog({
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
