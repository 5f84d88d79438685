import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isLocale } from "@larder/shared/locales";
import { CATALOG, MESSAGES_VERSION } from "./catalog.server";

/**
 * GET /locales/:lng/:ns?v=: one area's messages in one language, for a page opened in the browser
 * whose area the first page did not bring. Asked for under the current version, the answer is
 * kept for a year (a new version is a new address); under any other, it is checked every time.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  const messages =
    isLocale(lng) && ns && ns !== "api" && Object.hasOwn(CATALOG[lng], ns)
      ? CATALOG[lng][ns as keyof (typeof CATALOG)[typeof lng]]
      : undefined;
  if (!messages) throw json({ message: "No such messages." }, { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === MESSAGES_VERSION;
  return json(messages, {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache" },
  });
}
