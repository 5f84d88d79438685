import { isPublicHost } from "./public-host";

/**
 * The one rule for links Larder keeps and shows (a recipe's source page, its photo), whichever
 * way they come in (forms, GraphQL, archives, other apps' files, page import, a shared copy) and
 * again before a page puts one in `href` or `src`. Pure string work: it runs in the workers and
 * in the browser alike.
 */

export const MAX_WEB_ADDRESS_LENGTH = 2000;

/** The web path of a photo uploaded to a recipe (`PUT /v1/recipes/:id/photo`), served from the web origin. */
export const OWN_PHOTO_PATH = /^\/photos\/(recipes\/(\d+)\/(\d+)\/[0-9a-f]{32}\.(?:jpg|png|webp))$/;

// The scheme as written, not as a URL parser reads it: a parser drops leading spaces and control
// characters and tabs inside the scheme, which is how "\tjava\nscript:" stays a script link.
const WEB_SCHEME = /^https?:\/\//i;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const parsed = (link: string) => {
  try {
    return new URL(link);
  } catch {
    return null;
  }
};

/**
 * What is wrong with a link to a web page, in words that follow its field's name ("Source must
 * …"); null when it is one: absolute, http:// or https://, a host, no user name or password, no
 * control characters, at most 2000 characters.
 */
export function webAddressProblem(link: string): string | null {
  if (link.length > MAX_WEB_ADDRESS_LENGTH) return `must be at most ${MAX_WEB_ADDRESS_LENGTH} characters`;
  const url = WEB_SCHEME.test(link) && !CONTROL_CHARACTER.test(link) ? parsed(link) : null;
  if (!url || !url.hostname) return "must be a link starting with http:// or https://";
  if (url.username || url.password) return "must be a link without a user name or password";
  return null;
}

export const isWebAddress = (link: unknown): link is string => typeof link === "string" && !webAddressProblem(link);

/** A recipe's image as Larder keeps it: its own uploaded photo, or a link to one on a public web site. */
export function isRecipeImage(image: unknown): image is string {
  if (typeof image !== "string") return false;
  if (OWN_PHOTO_PATH.test(image)) return true;
  return isWebAddress(image) && isPublicHost(new URL(image).hostname);
}
