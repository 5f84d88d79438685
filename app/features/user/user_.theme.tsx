import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { themeCookie } from "~/theme.server";
import { isTheme } from "~/themes";

/**
 * The settings page's theme form: remembers the choice on this device and goes back to the
 * settings, which the new theme renders at once (with or without JavaScript).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const theme = (await request.formData()).get("theme");
  if (!isTheme(theme)) {
    return new Response(context.i18n.t("user:theme.invalid"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  context.session.toast("success", context.i18n.t(`user:theme.saved.${theme}`));
  return redirect("/user", { status: 303, headers: { "Set-Cookie": themeCookie(theme, context.env) } });
}

export const loader = () => redirect("/user");
