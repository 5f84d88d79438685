import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { themeCookie } from "~/theme.server";
import { isTheme, type Theme } from "~/themes";

const SAVED: Record<Theme, string> = {
  system: "Larder now follows your device's light or dark setting.",
  light: "Larder is now light on this device.",
  dark: "Larder is now dark on this device.",
};

/**
 * The settings page's theme form: remembers the choice on this device and goes back to the
 * settings, which the new theme renders at once (with or without JavaScript).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const theme = (await request.formData()).get("theme");
  if (!isTheme(theme)) {
    return new Response("Choose a theme: System, Light or Dark.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  context.session.toast("success", SAVED[theme]);
  return redirect("/user", { status: 303, headers: { "Set-Cookie": themeCookie(theme, context.env) } });
}

export const loader = () => redirect("/user");
