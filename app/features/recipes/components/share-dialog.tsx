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
  return (
    <Modal title="Share this recipe" closeTo={closeTo} size="sm">
      <p>
        Anyone with the link can read &ldquo;{title}&rdquo; (its photo, amounts and steps) without an account, and add
        it to their own Larder. Nothing else of your group is shown.
      </p>
      {result?.error ? <p className="form-error">{result.error}</p> : null}
      {result?.stopped ? (
        <p className="banner banner-info" role="status">
          The link no longer works. Sharing again makes a new one.
        </p>
      ) : null}
      {result?.url ? (
        <>
          <div className="field">
            <label htmlFor="share-url">Public link</label>
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
              Open the link
            </a>
            <IntentButton intent="unshare" label="Stop sharing" pending="Stopping..." tone="danger" />
          </div>
        </>
      ) : (
        <div className="form-actions">
          <IntentButton intent="share" label="Create a public link" pending="Creating..." />
          <IntentButton intent="unshare" label="Stop sharing" pending="Stopping..." tone="danger" />
        </div>
      )}
    </Modal>
  );
}
