import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { callApi } from "~/api.server";

/**
 * A person's meals as an iCalendar feed, at the private address calendar apps subscribe to: no
 * session, the address is the key. Whatever the API answers (the feed, or 404 for an address that
 * was revoked or never was) is passed on.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  // Said in the browser's language: the address is the key, no one is signed in.
  const notFound = context.i18n.t("calendar:notFound");
  if (!/^[\w.-]{1,120}\.ics$/.test(file)) return new Response(notFound, { status: 404 });
  const response = await callApi(context.env, `/v1/calendar/${file}`);
  if (!response.ok) return new Response(notFound, { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers({ "Content-Type": "text/calendar; charset=utf-8" });
  for (const name of ["Content-Disposition", "Cache-Control"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { headers });
}
