import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { callApiAsUser, readApiError } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";

/**
 * Downloads everything the group holds as the API streams it: a zip of JSON documents and photos
 * (docs/archive/README.md). A refusal leads back to the group's page, saying why.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^\d{1,15}$/.test(params.id ?? "") ? params.id : "0";
  const response = await callApiAsUser(request, context, `/v1/groups/${id}/export`, { streamed: true });
  if (!response.ok) {
    const refusal = await readApiError(response);
    context.session.toast(
      "error",
      apiErrorText(context.i18n, refusal),
      context.i18n.t("groups:toasts.exportFailedTitle"),
    );
    throw redirect(`/groups/${id}`);
  }
  const headers = new Headers({ "Content-Type": "application/zip", "Cache-Control": "no-store" });
  const disposition = response.headers.get("Content-Disposition");
  if (disposition) headers.set("Content-Disposition", disposition);
  return new Response(response.body, { headers });
}
