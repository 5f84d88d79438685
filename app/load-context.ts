import type { i18n as I18n } from "i18next";
import type { Locale } from "@larder/shared/locales";
import type { WebEnv } from "./env.server";
import type { Session } from "./session.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: WebEnv;
    ctx: ExecutionContext;
    /** The visitor's session; the worker writes the cookie once the response is ready. */
    session: Session;
    /** The visitor's UTC offset in minutes east of UTC (the `larder_tz` cookie, else the zone of their address; else 0). */
    timeZoneOffset: number;
    /** This response's Content-Security-Policy nonce, for Remix's inline scripts. */
    cspNonce: string;
    /** The language the page is written in: the person's choice, else their browser's (app/i18n/locale.server.ts). */
    locale: Locale;
    /** This request's i18next in that language: loaders and actions word their messages with `i18n.t`. */
    i18n: I18n;
  }
}

export {};
