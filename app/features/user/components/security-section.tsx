import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/button-link";

/** The security card: two-factor authentication (enable, disable, backup codes) and the password. */
export function SecuritySection({
  profile,
  notice,
  busy,
  errorFor,
}: {
  profile: { two_factor_enabled: boolean };
  notice: string | null;
  busy: (intent: string) => boolean;
  errorFor: (intent: string) => string | undefined;
}) {
  return (
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
  );
}
