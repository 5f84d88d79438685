import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { requireUser } from "~/api.server";
import { searchUsers } from "./groups.server";

/** JSON for the Add Member dialog's search (people not yet in the group). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return json(await searchUsers(request, context, Number(params.id) || 0, q));
}
