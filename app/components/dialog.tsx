import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "./button-link";
import { CloseIcon } from "./icons";
import { SubmitButton } from "./submit-button";

/**
 * A modal rendered by the server when the URL asks for it (`?action=…`), so a link or a
 * reload shows the same screen. Closing is a link back to the page without the action.
 */
export function Modal({
  title,
  closeTo,
  children,
  onClose,
  size = "md",
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  /** With JavaScript: intercept closing (e.g. to ask about unsaved changes). */
  onClose?: () => void;
  size?: "sm" | "md" | "lg";
}) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop">
      <div className={`modal modal-${size}`} role="dialog" aria-modal="true" aria-labelledby="modal-title">
        <div className="modal-header">
          <h2 id="modal-title">{title}</h2>
          <Link
            to={closeTo}
            className="modal-close"
            aria-label={t("dialog.close")}
            replace
            preventScrollReset
            onClick={
              onClose
                ? (event) => {
                    event.preventDefault();
                    onClose();
                  }
                : undefined
            }
          >
            <CloseIcon />
          </Link>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}

type AlertKind = "success" | "error" | "warning" | "info";

/** An alert dialog with one button; data errors use the title 'Error'. */
export function AlertDialog({
  kind,
  title,
  message,
  closeTo,
  cancelTo,
}: {
  kind: AlertKind;
  title: string;
  message: string;
  closeTo: string;
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop">
      <div
        className={`modal modal-sm alert-${kind}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="alert-title"
      >
        <h2 id="alert-title">{title}</h2>
        <p>{message}</p>
        <div className="modal-actions">
          {cancelTo ? (
            <ButtonLink to={cancelTo} tone="secondary">
              {t("dialog.cancel")}
            </ButtonLink>
          ) : null}
          <ButtonLink to={closeTo} tone="primary">
            {t("dialog.ok")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/**
 * A confirmation that submits a form; the confirm button says so while it runs (Deleting...).
 * `hidden` fields name what is confirmed (an intent and an id).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelTo,
  action,
  hidden,
}: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelTo: string;
  action?: string;
  hidden: Record<string, string | number>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <div className="modal-backdrop">
      <div className="modal modal-sm" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title">
        <h2 id="confirm-title">{title}</h2>
        <p>{message}</p>
        <Form method="post" action={action} className="modal-actions" preventScrollReset>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ButtonLink to={cancelTo} tone="secondary" replace preventScrollReset>
            {t("dialog.cancel")}
          </ButtonLink>
          <SubmitButton
            busy={busy}
            label={confirmLabel ?? t("dialog.delete")}
            pending={pendingLabel ?? t("dialog.deleting")}
            tone="danger"
          />
        </Form>
      </div>
    </div>
  );
}

/** Asked before a form with unsaved changes closes. */
function UnsavedChangesDialog({ onKeepEditing, onDiscard }: { onKeepEditing: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="modal-backdrop modal-backdrop-top">
      <div className="modal modal-sm" role="alertdialog" aria-modal="true" aria-labelledby="unsaved-title">
        <h2 id="unsaved-title">{t("dialog.unsavedTitle")}</h2>
        <p>{t("dialog.unsavedMessage")}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onKeepEditing}>
            {t("dialog.keepEditing")}
          </button>
          <button type="button" className="btn btn-danger" onClick={onDiscard}>
            {t("dialog.discard")}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Closing a form dialog: with JavaScript, closing (×, Cancel) while `dirty` asks first with the
 * Unsaved Changes dialog; without it, closing is the plain link back to `closeTo`.
 */
export function useGuardedClose(closeTo: string, dirty: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [asking, setAsking] = useState(false);
  useEffect(() => setHydrated(true), []);
  const leave = () => navigate(closeTo, { replace: true, preventScrollReset: true });
  const close = () => (dirty ? setAsking(true) : leave());
  return {
    hydrated,
    /** For `Modal`'s onClose. */
    onClose: hydrated ? close : undefined,
    cancelLink: (
      <ButtonLink
        to={closeTo}
        tone="secondary"
        replace
        preventScrollReset
        onClick={
          hydrated
            ? (event) => {
                event.preventDefault();
                close();
              }
            : undefined
        }
      >
        {t("dialog.cancel")}
      </ButtonLink>
    ),
    prompt: asking ? <UnsavedChangesDialog onKeepEditing={() => setAsking(false)} onDiscard={leave} /> : null,
  };
}
