import { z } from "zod";

/** Shared by the import endpoint and the import form. */

export const IMPORT_NEEDS_A_PAGE = "Paste a link or the page's HTML.";

/** Blank counts as absent: a form sends both fields, one of them empty. */
const blankAsAbsent = (value: string) => value || undefined;

/** A link to fetch, or a page's HTML with the link it came from (optional: for relative links and the source). */
export const recipeImportSchema = z
  .object({
    url: z
      .string({ error: "A link must be text" })
      .trim()
      .max(2048, "A link must be at most 2,048 characters")
      .transform(blankAsAbsent)
      .optional(),
    html: z.string({ error: "The page must be text" }).trim().transform(blankAsAbsent).optional(),
  })
  .refine((body) => body.url !== undefined || body.html !== undefined, { error: IMPORT_NEEDS_A_PAGE, path: ["url"] });
