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
  return (
    <section className="card" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Calendar</h2>
      <p>
        See your meals from every group in Google, Apple or Outlook calendar: subscribe to your private calendar
        address. Anyone who has it can see your meals, so stop it here if it was shared by mistake.
      </p>
      {error ? <p className="form-error">{error}</p> : null}
      {notice ? (
        <p className="banner banner-info" role="status">
          {notice}
        </p>
      ) : null}
      {url ? (
        <>
          <div className="field">
            <label htmlFor="calendar-url">Your calendar address</label>
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
              Subscribe in my calendar app
            </a>
            <IntentButton intent="calendar-off" label="Stop this address" pending="Stopping..." tone="danger" />
          </div>
        </>
      ) : (
        <IntentButton intent="calendar" label="Show my calendar address" pending="Getting it..." />
      )}
    </section>
  );
}
