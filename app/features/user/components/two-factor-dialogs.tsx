import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/button-link";
import { CodeInput } from "~/components/code-input";
import { Modal } from "~/components/dialog";
import { backupCodesFile } from "../lib/backup-codes";

export function SetupDialog({ setup }: { setup: { secret: string; qr_code_image: string; backup_codes: string[] } }) {
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

/** The second step of enabling 2FA: the code from the authenticator app (`?dialog=2fa-verify`). */
export function VerifyTwoFactorDialog({ error, busy }: { error?: string; busy: boolean }) {
  return (
    <Modal title="Verify Two-Factor Authentication" closeTo="/user" size="sm">
      <p>Enter the 6-digit code from your authenticator app.</p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="2fa-verify" />
        <CodeInput error={error} />
        <div className="modal-actions">
          <ButtonLink to="/user" tone="secondary">
            Cancel
          </ButtonLink>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Verifying..." : "Verify"}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
