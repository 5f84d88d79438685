import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";

/** The data card: the JSON export of the account. */
export function ExportDataSection() {
  const { t } = useTranslation("user");
  return (
    <section className="card" aria-labelledby="data-heading">
      <h2 id="data-heading">{t("data.heading")}</h2>
      <p>{t("data.intro")}</p>
      <a href="/user/export" className="btn btn-secondary" download>
        {t("data.export")}
      </a>
    </section>
  );
}

/** The danger zone card: deleting the account (`?dialog=delete`). */
export function DangerZoneSection() {
  const { t } = useTranslation("user");
  return (
    <section className="card danger-zone" aria-labelledby="danger-heading">
      <h2 id="danger-heading">{t("danger.heading")}</h2>
      <p>{t("danger.intro")}</p>
      <ButtonLink to="?dialog=delete" tone="danger" preventScrollReset>
        {t("danger.delete")}
      </ButtonLink>
    </section>
  );
}
