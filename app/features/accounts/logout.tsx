import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { callApi } from "~/api.server";

/** Logout is a POST; the local session is cleared even when the API call fails. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { refresh_token, access_token } = context.session.data;
  let failed = false;
  if (refresh_token) {
    try {
      const response = await callApi(context.env, "/v1/auth/logout", {
        body: { refresh_token },
        token: access_token,
        request,
      });
      failed = !response.ok;
    } catch {
      failed = true;
    }
  }
  context.session.clear();
  if (failed) context.session.update({ auth_error: context.i18n.t("accounts:login.logoutFailed") });
  return redirect("/login");
}

export const loader = () => redirect("/home");
