import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { findRecipeFromSource } from "../data/recipe-reads";
import { isLocalEnvironment, type AppEnv } from "../env";
import { BadInput } from "../lib/domain-errors";
import { ApiError } from "../lib/errors";
import { jsonBody } from "../lib/validation";
import { requireActiveGroup } from "../middleware/auth";
import { fetchPage, MAX_PAGE_BYTES, PAGE_TOO_LARGE, parsePageAddress } from "../recipe-import/fetch-page";
import { parseRecipePage } from "../recipe-import/parse";
import { IMPORT_NEEDS_A_PAGE, recipeImportSchema } from "../schemas/recipe-import";

/** 5 MB of pasted HTML, with room for what JSON's escaping adds to it. */
const MAX_IMPORT_REQUEST_BYTES = MAX_PAGE_BYTES + 1024 * 1024;

/** Recipes over REST; every route needs a signed-in member of the active group. */
export const recipeRoutes = new Hono<AppEnv>()
  .use(requireActiveGroup)

  /**
   * Reads a recipe off a page (fetched from its link, or pasted) into a draft, and names the
   * group's recipe already imported from that page, if any; writes nothing.
   */
  .post(
    "/import",
    bodyLimit({
      maxSize: MAX_IMPORT_REQUEST_BYTES,
      onError: () => {
        throw new ApiError(413, PAGE_TOO_LARGE);
      },
    }),
    jsonBody(recipeImportSchema, { invalidMessage: IMPORT_NEEDS_A_PAGE }),
    async (c) => {
      const { url, html } = c.req.valid("json");
      const address = url === undefined ? null : parsePageAddress(url);
      let page: { html: string; url: string | null };
      if (html !== undefined) {
        if (new TextEncoder().encode(html).byteLength > MAX_PAGE_BYTES) throw new ApiError(413, PAGE_TOO_LARGE);
        page = { html, url: address?.href ?? null };
      } else if (address) {
        const timeoutMs = Number(c.env.PAGE_FETCH_TIMEOUT_MS) || undefined;
        page = await fetchPage(address, { allowPrivateHosts: isLocalEnvironment(c.env), timeoutMs });
      } else {
        throw new BadInput(IMPORT_NEEDS_A_PAGE);
      }
      const draft = parseRecipePage(page.html, page.url);
      if (!draft) throw new BadInput("No recipe found on this page");
      const pages = [...new Set([draft.source_url, page.url].filter((url): url is string => Boolean(url)))];
      return c.json({ draft, existing: await findRecipeFromSource(c.get("scope"), pages) });
    },
  );
