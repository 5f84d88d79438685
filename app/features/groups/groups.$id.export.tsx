import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { callApiAsUser, readApiError } from "~/api.server";

/**
 * Downloads everything the group holds as the API streams it: a zip of JSON documents and photos
 * (docs/archive/README.md). A refusal leads back to the group's page, saying why.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^\d{1,15}$/.test(params.id ?? "") ? params.id : "0";
  const response = await callApiAsUser(request, context, `/v1/groups/${id}/export`, { streamed: true });
  if (!response.ok) {
    context.session.toast("error", (await readApiError(response)).message, "Export failed");
    throw redirect(`/groups/${id}`);
  }
  const headers = new Headers({ "Content-Type": "application/zip", "Cache-Control": "no-store" });
  const disposition = response.headers.get("Content-Disposition");
  if (disposition) headers.set("Content-Disposition", disposition);
  return new Response(response.body, { headers });
}
