import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { callApiAsUser } from "~/api.server";

/** Downloads everything the user and their personal group own, as JSON. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const response = await callApiAsUser(request, context, "/v1/user/export");
  if (!response.ok) throw new Response(context.i18n.t("user:data.failed"), { status: response.status });
  return new Response(response.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="larder-export-${new Date().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
