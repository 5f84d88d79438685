import { useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * The bookmarklet: on a recipe page it opens Larder's import screen and hands it the page the
 * person is looking at (its address and HTML) by `postMessage`, once that screen says it is
 * ready. Sites that refuse servers still show their pages to their readers, so this always works.
 */
const bookmarkletCode = (origin: string) =>
  `javascript:(function(){var o=${JSON.stringify(origin)},w=window.open(o+"/recipes/import?from=bookmarklet","_blank");` +
  `if(!w){alert("Allow pop-ups for this site to import into Larder.");return}` +
  `var d={type:"larder-import",url:location.href,html:document.documentElement.outerHTML};` +
  `function f(e){if(e.origin===o&&e.source===w&&e.data==="larder-ready"){w.postMessage(d,o);removeEventListener("message",f)}}` +
  `addEventListener("message",f)})()`;

/** A link to drag to the bookmarks bar. Written as markup: React refuses `javascript:` links it renders. */
export function BookmarkletLink({ origin }: { origin: string }) {
  const link = `<a class="btn btn-secondary" href="${bookmarkletCode(origin).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">Add to Larder</a>`;
  return <span dangerouslySetInnerHTML={{ __html: link }} />;
}

/**
 * The import screen opened by the bookmarklet: tells the page that opened it that it is ready,
 * takes the page it sends (only from that window), and imports it.
 */
export function BookmarkletReceiver() {
  const submit = useSubmit();
  const [state, setState] = useState<"waiting" | "no-opener">("waiting");
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      setState("no-opener");
      return;
    }
    const receive = (event: MessageEvent) => {
      const page = event.data as { type?: string; url?: unknown; html?: unknown };
      if (event.source !== opener || page?.type !== "larder-import" || typeof page.html !== "string") return;
      window.removeEventListener("message", receive);
      const form = new FormData();
      form.set("intent", "import");
      form.set("url", typeof page.url === "string" ? page.url : "");
      form.set("html", page.html);
      submit(form, { method: "post", encType: "multipart/form-data", replace: true });
    };
    window.addEventListener("message", receive);
    opener.postMessage("larder-ready", "*");
    return () => window.removeEventListener("message", receive);
  }, [submit]);
  return (
    <p className="meta" role="status">
      {state === "waiting"
        ? "Reading the page you were looking at…"
        : "The page did not reach Larder (the site keeps its pages to itself): paste its link or its HTML below."}
    </p>
  );
}
