import { useTranslation } from "react-i18next";
import { Modal } from "~/components/dialog";
import { IntentButton } from "~/components/intent-button";
import type { ShareResult } from "../recipes.server";

/**
 * Sharing a recipe: a public, read-only address anyone can open without an account (and add to
 * their own Larder when signed in), until it is stopped here.
 */
export function ShareDialog({
  title,
  closeTo,
  result,
}: {
  title: string;
  closeTo: string;
  result: ShareResult["share"] | null;
}) {
  const { t } = useTranslation("recipes");
  return (
    <Modal title={t("share.title")} closeTo={closeTo} size="sm">
      <p>{t("share.intro", { title })}</p>
      {result?.error ? <p className="form-error">{result.error}</p> : null}
      {result?.stopped ? (
        <p className="banner banner-info" role="status">
          {t("share.stopped")}
        </p>
      ) : null}
      {result?.url ? (
        <>
          <div className="field">
            <label htmlFor="share-url">{t("share.publicLink")}</label>
            <input
              id="share-url"
              type="url"
              readOnly
              value={result.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="form-actions">
            <a className="btn btn-secondary" href={result.url} target="_blank" rel="noopener noreferrer">
              {t("share.open")}
            </a>
            <IntentButton intent="unshare" label={t("share.stop")} pending={t("share.stopping")} tone="danger" />
          </div>
        </>
      ) : (
        <div className="form-actions">
          <IntentButton intent="share" label={t("share.create")} pending={t("share.creating")} />
          <IntentButton intent="unshare" label={t("share.stop")} pending={t("share.stopping")} tone="danger" />
        </div>
      )}
    </Modal>
  );
}
