import { useTranslation } from "react-i18next";
import { IntentButton } from "~/components/intent-button";

/**
 * The calendar card: the person's meals, from every group, as a private address calendar apps
 * subscribe to (webcal: opens the calendar app), and the way to stop it.
 */
export function CalendarSection({
  url,
  notice,
  error,
}: {
  url: string | undefined;
  notice: string | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation("user");
  return (
    <section className="card" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{t("calendar.heading")}</h2>
      <p>{t("calendar.intro")}</p>
      {error ? <p className="form-error">{error}</p> : null}
      {notice ? (
        <p className="banner banner-info" role="status">
          {notice}
        </p>
      ) : null}
      {url ? (
        <>
          <div className="field">
            <label htmlFor="calendar-url">{t("calendar.addressLabel")}</label>
            <input
              id="calendar-url"
              type="url"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="form-actions">
            <a className="btn btn-primary" href={url.replace(/^https?:/, "webcal:")}>
              {t("calendar.subscribe")}
            </a>
            <IntentButton
              intent="calendar-off"
              label={t("calendar.stop")}
              pending={t("calendar.stopping")}
              tone="danger"
            />
          </div>
        </>
      ) : (
        <IntentButton intent="calendar" label={t("calendar.show")} pending={t("calendar.getting")} />
      )}
    </section>
  );
}
