import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { startBrowserI18n } from "./i18n/client";
import { registerServiceWorker } from "./offline/service-worker";

// Tell the server the visitor's UTC offset, so times render in their own zone (minutes east of UTC).
const offset = String(-new Date().getTimezoneOffset());
if (!document.cookie.split("; ").includes(`larder_tz=${offset}`)) {
  document.cookie = `larder_tz=${offset}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

registerServiceWorker();
// Started from the messages the page brought: the first render matches the server's, words and all.
const i18n = startBrowserI18n();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RemixBrowser />
      </I18nextProvider>
    </StrictMode>,
  );
});
