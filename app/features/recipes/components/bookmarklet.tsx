import { useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { escapeHtml } from "~/utils/html";

/*
 * The bookmarklet runs on whatever recipe site the person is reading, so the import screen cannot
 * tell it from a hostile site by origin: any page may open `/recipes/import?from=bookmarklet` and
 * post to it. What only the person's own bookmarklet holds is its key (an HMAC of their user id,
 * made by the web worker and baked into the link on the import screen, which no other site can
 * read). The hand-over:
 *
 * 1. The bookmarklet opens the screen and listens only to that window, from Larder's origin.
 * 2. The screen makes a one-time nonce and posts `{ type: "larder-ready", nonce }` to its opener.
 *    It cannot know the opener's origin (any site), so this goes to "*": the nonce is not a
 *    secret, it ties the answer to this screen and is used once.
 * 3. The bookmarklet answers `{ type: "larder-import", nonce, key, url, html }` to Larder's origin
 *    only (never "*"), so the key and the page reach no one else.
 * 4. The screen takes the first message from its opener, and imports it only when both the nonce
 *    and the key match; anything else is refused and the screen says so.
 *
 * A hostile opener learns the nonce but not the key, and so cannot fill the wizard.
 */

/** `popupsBlocked`: what the bookmarklet says when the browser would not open Larder. */
const bookmarkletCode = (origin: string, key: string, popupsBlocked: string) =>
  `javascript:(function(){var o=${JSON.stringify(origin)},k=${JSON.stringify(key)},w=window.open(o+"/recipes/import?from=bookmarklet","_blank");` +
  `if(!w){alert(${JSON.stringify(popupsBlocked)});return}` +
  `var u=location.href,h=document.documentElement.outerHTML;` +
  `function f(e){var m=e.data;if(e.origin===o&&e.source===w&&m&&m.type==="larder-ready"&&typeof m.nonce==="string"){` +
  `removeEventListener("message",f);w.postMessage({type:"larder-import",nonce:m.nonce,key:k,url:u,html:h},o)}}` +
  `addEventListener("message",f)})()`;

/** A link to drag to the bookmarks bar. Written as markup: React refuses `javascript:` links it renders. */
export function BookmarkletLink({ origin, bookmarkletKey }: { origin: string; bookmarkletKey: string }) {
  const { t } = useTranslation("recipes");
  const code = escapeHtml(bookmarkletCode(origin, bookmarkletKey, t("import.allowPopups")));
  const link = `<a class="btn btn-secondary" href="${code}">${escapeHtml(t("import.bookmarklet"))}</a>`;
  return <span dangerouslySetInnerHTML={{ __html: link }} />;
}

/** What the screen says while it waits for the page, and when the page did not come. */
const STATUS = {
  waiting: "import.waiting",
  "no-opener": "import.noOpener",
  refused: "import.refused",
} as const;

/**
 * The import screen opened by the bookmarklet: tells the page that opened it that it is ready,
 * takes the page it sends (only from that window, with this screen's nonce and the person's key),
 * and imports it.
 */
export function BookmarkletReceiver({ bookmarkletKey }: { bookmarkletKey: string }) {
  const { t } = useTranslation("recipes");
  const submit = useSubmit();
  const [state, setState] = useState<keyof typeof STATUS>("waiting");
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      setState("no-opener");
      return;
    }
    const nonce = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const receive = (event: MessageEvent) => {
      const page = event.data as { type?: string; nonce?: unknown; key?: unknown; url?: unknown; html?: unknown };
      if (event.source !== opener || page?.type !== "larder-import") return;
      window.removeEventListener("message", receive);
      if (page.nonce !== nonce || page.key !== bookmarkletKey || typeof page.html !== "string") {
        setState("refused");
        return;
      }
      const form = new FormData();
      form.set("intent", "import");
      form.set("url", typeof page.url === "string" ? page.url : "");
      form.set("html", page.html);
      submit(form, { method: "post", encType: "multipart/form-data", replace: true });
    };
    window.addEventListener("message", receive);
    opener.postMessage({ type: "larder-ready", nonce }, "*");
    return () => window.removeEventListener("message", receive);
  }, [submit, bookmarkletKey]);
  return (
    <p className={state === "refused" ? "notice" : "meta"} role="status">
      {t(STATUS[state])}
    </p>
  );
}
