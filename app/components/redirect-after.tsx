import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/** Goes to `to` after `ms`: with JavaScript by navigating, without it by a meta refresh. */
export function RedirectAfter({ to, ms }: { to: string; ms: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [navigate, to, ms]);
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${Math.round(ms / 1000)};url=${to}`} />
    </noscript>
  );
}
