import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";

/**
 * Pages render to one string, not a stream: no route defers data, so a stream would only send
 * the same bytes later, and React's streaming renderer encodes every small chunk separately,
 * which cost the meals list of a full week about 40% more CPU (docs/benchmarks.md, `npm run bench`).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const html = renderToString(
    <I18nextProvider i18n={loadContext.i18n}>
      <RemixServer context={remixContext} url={request.url} nonce={loadContext.cspNonce} />
    </I18nextProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
