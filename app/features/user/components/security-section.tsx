import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("user");
  const starting = busy("2fa-enable");
  const error = errorFor("2fa-enable");
  return (
    <section className="card" aria-labelledby="security-heading">
      <h2 id="security-heading">{t("security.heading")}</h2>
      <div className="card" style={{ boxShadow: "none" }}>
        <h3>
          {t("security.twoFactor")}{" "}
          <span className={`badge ${profile.two_factor_enabled ? "badge-on" : ""}`}>
            {profile.two_factor_enabled ? t("security.enabled") : t("security.disabled")}
          </span>
        </h3>
        <p className="subtitle">{t("security.intro")}</p>
        {error ? <p className="form-error">{error}</p> : null}
        {notice ? (
          <p className="banner banner-info" role="status">
            {notice}
          </p>
        ) : null}
        <div className="form-actions">
          {profile.two_factor_enabled ? (
            <>
              <ButtonLink to="?dialog=2fa-disable" tone="danger" preventScrollReset>
                {t("security.disable")}
              </ButtonLink>
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="intent" value="backup-regenerate" />
                <button type="submit" className="btn btn-secondary">
                  {t("security.regenerate")}
                </button>
              </Form>
            </>
          ) : (
            <Form method="post" replace preventScrollReset>
              <input type="hidden" name="intent" value="2fa-enable" />
              <button type="submit" className="btn btn-primary" disabled={starting}>
                {starting ? t("security.starting") : t("security.enable")}
              </button>
            </Form>
          )}
        </div>
      </div>
      <div className="form-actions" style={{ marginTop: "1rem" }}>
        <ButtonLink to="?dialog=password" tone="secondary" preventScrollReset>
          {t("security.changePassword")}
        </ButtonLink>
      </div>
    </section>
  );
}
