import { useTranslation } from "react-i18next";

/**
 * The list's quiet status line (no toast per tick): what the last save did, or how many changes
 * wait for the network. Changes that can no longer apply are listed until dismissed.
 */
export function StatusLine({
  status,
  failures,
  onDismiss,
}: {
  status: string | null;
  failures: readonly string[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation("shopping");
  return (
    <>
      <p className="status-line" role="status">
        {status}
      </p>
      {failures.length > 0 ? (
        <div className="save-failures" role="alert">
          <ul>
            {failures.map((failure, index) => (
              <li key={index}>{failure}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
            {t("outbox.dismiss")}
          </button>
        </div>
      ) : null}
    </>
  );
}
