import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/api.server";
import { chooseLocale } from "./locale.server";

/** POST /user/locale: the language section of the settings page sends its choice here. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return chooseLocale(request, context, await request.formData());
}

export const loader = () => redirect("/user");
