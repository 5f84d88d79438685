import { useEffect, useState } from "react";
import type { Toast } from "~/session.server";

/** Toasts dismiss themselves after 5 s, except errors, which stay until closed (spec 1 §2.12). */
const TOAST_DURATION_MS = 5_000;

export function Toasts({ toasts }: { toasts: Toast[] }) {
  const [visible, setVisible] = useState(toasts);
  useEffect(() => setVisible((current) => [...current.filter((t) => !toasts.includes(t)), ...toasts]), [toasts]);

  const dismiss = (id: string) => setVisible((current) => current.filter((toast) => toast.id !== id));
  if (!visible.length) return null;
  return (
    <div className="toasts" role="region" aria-label="Notifications">
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  useEffect(() => {
    if (toast.kind === "error") return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
      <div>
        {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}
        <p>{toast.message}</p>
      </div>
      <button type="button" className="toast-close" onClick={onDismiss} aria-label="Close notification">
        ×
      </button>
    </div>
  );
}
