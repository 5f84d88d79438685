import { isDevelopment, type WebEnv } from "./env.server";
import { readCookie } from "./session.server";
import { isTheme, type Theme } from "./themes";

/**
 * The theme chosen on this device lives in a cookie of its own (decision 48): the server reads it
 * to render `<html data-theme>`, so the first paint is already in the right colours.
 */
const THEME_COOKIE = "larder_theme";
/** 400 days, the longest a browser keeps a cookie; each new choice starts it again. */
const KEPT_FOR_SECONDS = 400 * 24 * 60 * 60;

/** The theme the visitor chose on this device; "system" without a choice or with a value we never wrote. */
export function themeOf(request: Request): Theme {
  const value = readCookie(request, THEME_COOKIE);
  return isTheme(value) ? value : "system";
}

/** The `Set-Cookie` value that remembers a choice; following the system is the default and needs none. */
export function themeCookie(theme: Theme, env: WebEnv) {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${isDevelopment(env) ? "" : "; Secure"}`;
  return theme === "system"
    ? `${THEME_COOKIE}=; ${attributes}; Max-Age=0`
    : `${THEME_COOKIE}=${theme}; ${attributes}; Max-Age=${KEPT_FOR_SECONDS}`;
}
