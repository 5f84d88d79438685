import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { registerServiceWorker } from "./offline/service-worker";

// Tell the server the visitor's UTC offset, so times render in their own zone (minutes east of UTC).
const offset = String(-new Date().getTimezoneOffset());
if (!document.cookie.split("; ").includes(`larder_tz=${offset}`)) {
  document.cookie = `larder_tz=${offset}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

registerServiceWorker();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
