import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "~/session.server";

/** Toasts dismiss themselves after 5 s, except errors, which stay until closed. */
const TOAST_DURATION_MS = 5_000;

/** A toast and the page (location key) it was shown on. */
type Shown = Toast & { page: string };

/**
 * The toasts of the page: each once (by id), a success or info one only on the page that showed
 * it (going to another page takes it away instead of stacking it under the next page's), an error
 * until it is closed.
 */
export function Toasts({ toasts }: { toasts: Toast[] }) {
  const { t } = useTranslation();
  const { key: page } = useLocation();
  const [visible, setVisible] = useState<Shown[]>(() => toasts.map((toast) => ({ ...toast, page })));
  useEffect(
    () =>
      setVisible((current) => {
        const known = new Set(current.map((toast) => toast.id));
        const kept = current.filter((toast) => toast.kind === "error" || toast.page === page);
        return [...kept, ...toasts.filter((toast) => !known.has(toast.id)).map((toast) => ({ ...toast, page }))];
      }),
    [toasts, page],
  );

  const dismiss = useCallback((id: string) => setVisible((current) => current.filter((toast) => toast.id !== id)), []);
  if (!visible.length) return null;
  return (
    <div className="toasts" role="region" aria-label={t("form.notifications")}>
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  // One timer per toast, from when it appears (a re-render does not restart it).
  useEffect(() => {
    if (toast.kind === "error") return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.kind, onDismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
      <div>
        {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}
        <p>{toast.message}</p>
        {toast.link ? (
          <Link to={toast.link.to} className="toast-link">
            {toast.link.label}
          </Link>
        ) : null}
      </div>
      <button
        type="button"
        className="toast-close"
        onClick={() => onDismiss(toast.id)}
        aria-label={t("form.closeNotification")}
      >
        ×
      </button>
    </div>
  );
}
