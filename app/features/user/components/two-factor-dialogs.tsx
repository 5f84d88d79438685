import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { CodeInput } from "~/components/code-input";
import { Modal } from "~/components/dialog";
import { backupCodesFile } from "../lib/backup-codes";

export function SetupDialog({ setup }: { setup: { secret: string; qr_code_image: string; backup_codes: string[] } }) {
  const { t } = useTranslation("user");
  const file = backupCodesFile(setup.backup_codes, {
    title: t("twoFactor.backupFileTitle"),
    warning: t("twoFactor.backupFileWarning"),
  });
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
  return (
    <Modal title={t("twoFactor.setupTitle")} closeTo="/user">
      <p>{t("twoFactor.scan")}</p>
      <img className="qr" src={setup.qr_code_image} alt={t("twoFactor.qrAlt")} width={180} height={180} />
      <p>
        {t("twoFactor.secret")}{" "}
        <code className="secret" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <h3>{t("twoFactor.backupHeading")}</h3>
      <p className="subtitle">{t("twoFactor.backupHint")}</p>
      <ol className="backup-codes">
        {setup.backup_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a className="btn btn-secondary" href={download} download="larder-backup-codes.txt">
        {t("twoFactor.download")}
      </a>
      <div className="modal-actions">
        <ButtonLink to="/user" tone="secondary">
          {t("twoFactor.cancel")}
        </ButtonLink>
        <ButtonLink to="/user?dialog=2fa-verify" tone="primary">
          {t("twoFactor.continue")}
        </ButtonLink>
      </div>
    </Modal>
  );
}

/** The second step of enabling 2FA: the code from the authenticator app (`?dialog=2fa-verify`). */
export function VerifyTwoFactorDialog({ error, busy }: { error?: string; busy: boolean }) {
  const { t } = useTranslation("user");
  return (
    <Modal title={t("twoFactor.verifyTitle")} closeTo="/user" size="sm">
      <p>{t("twoFactor.verifyIntro")}</p>
      <Form method="post" replace preventScrollReset>
        <input type="hidden" name="intent" value="2fa-verify" />
        <CodeInput error={error} />
        <div className="modal-actions">
          <ButtonLink to="/user" tone="secondary">
            {t("twoFactor.cancel")}
          </ButtonLink>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("twoFactor.verifying") : t("twoFactor.verify")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
