import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale } from "@larder/shared/locales";
import { areasOfRoutes } from "./options";

const ELEMENT_ID = "page-messages";
/** The API's refusals are worded on the server (app/i18n/api-errors.server.ts). */
const SERVER_ONLY_AREA = "api";

/** What a page carries of its language: the messages of its own areas, and their version. */
type PageMessages = {
  locale: Locale;
  version: string;
  /** The areas this page reads. */
  areas: Record<string, Record<string, unknown>>;
  /** Every area there are messages for (features not yet translated have none). */
  known: string[];
};

/** JSON that is safe inside <script>: no "</script>" or "<!--" can end or bend the element. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** On the server, each i18next instance's page messages by language, version and areas, as JSON. */
const writtenOf = new WeakMap<object, Map<string, string>>();

/** The page's messages as the server wrote them into it (read once, in the browser). */
let written: string | undefined;
export function writtenPageMessages(): PageMessages {
  written ??= document.getElementById(ELEMENT_ID)?.textContent ?? "";
  return JSON.parse(written) as PageMessages;
}

/**
 * The page's messages, sent with the page (a JSON block, not a script that runs): the browser
 * starts i18next from it and hydrates with no request of its own. The server writes the areas of
 * the routes it rendered; in the browser the element keeps what the server wrote.
 */
export function PageMessagesScript({ version, nonce }: { version?: string; nonce?: string }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  let text = written;
  if (text === undefined && typeof document === "undefined" && isLocale(i18n.language)) {
    const locale = i18n.language;
    const pageAreas = areasOfRoutes(matches.map((match) => match.id));
    // An instance's messages never change on the server: each set of areas is written out once.
    let texts = writtenOf.get(i18n);
    if (!texts) writtenOf.set(i18n, (texts = new Map()));
    const key = `${locale} ${version ?? ""} ${pageAreas.join(" ")}`;
    text = texts.get(key);
    if (text === undefined) {
      const known = Object.keys(i18n.store.data[locale] ?? {}).filter((area) => area !== SERVER_ONLY_AREA);
      const areas = Object.fromEntries(
        pageAreas.filter((area) => known.includes(area)).map((area) => [area, i18n.getResourceBundle(locale, area)]),
      );
      text = scriptSafe({ locale, version: version ?? "", areas, known } satisfies PageMessages);
      texts.set(key, text);
    }
  }
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      // Not a script that runs, but every <script> of a page carries the page's nonce.
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: text ?? "" }}
    />
  );
}
