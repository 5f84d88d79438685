import type { AppLoadContext } from "@remix-run/cloudflare";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { recipeIngredientSchema, recipeInputSchema, recipeUpdateSchema } from "@larder/contract/recipe";
import { amountProblem } from "@larder/shared/amount";
import { parseForm } from "~/utils/form.server";
import { toApiLines } from "./ingredient-lines";
import { DRAFT_TEXT_FIELDS, type RecipeDraft } from "./recipe-draft";

const basics = recipeInputSchema.pick({ title: true, description: true, category: true });
// The image as an edit sends it back: a link, or the recipe's own uploaded photo.
const details = recipeInputSchema
  .pick({
    servings: true,
    prep_time_minutes: true,
    cook_time_minutes: true,
    total_time_minutes: true,
    source_url: true,
    instructions: true,
  })
  .extend({ image: recipeUpdateSchema.shape.image });

/** A number typed in a form: empty is "not given" (null), anything else must read as a number. */
const typedNumber = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const typedText = (text: string) => text.trim() || null;

/** The details of a draft as the API takes them: numbers, links, and one step per non-blank line. */
export const draftDetails = (draft: RecipeDraft) => ({
  servings: typedNumber(draft.servings) ?? undefined,
  prep_time_minutes: typedNumber(draft.prep_time),
  cook_time_minutes: typedNumber(draft.cook_time),
  total_time_minutes: typedNumber(draft.total_time),
  image: typedText(draft.image),
  source_url: typedText(draft.source_url),
  instructions: draft.method.split(/\r?\n/).map((step) => step.trim()),
});

/** Field names of the form for the API's detail names, so an error shows under its field. */
const DETAIL_FIELDS: Record<string, string> = {
  prep_time_minutes: "prep_time",
  cook_time_minutes: "cook_time",
  total_time_minutes: "total_time",
  instructions: "method",
};

/** The fields whose problems are said in the page's language by what the field needs. */
const WORDED_FIELDS = [...DRAFT_TEXT_FIELDS, "ingredients"] as const;

/**
 * The problems in the page's language. English keeps the rules' own words (the API's schemas);
 * another language says what each field needs, a line's amount and unit by its ingredient's name.
 */
export function errorsInPageLanguage(context: AppLoadContext, errors: Record<string, string>, draft: RecipeDraft) {
  if (context.locale === DEFAULT_LOCALE) return errors;
  const { t } = context.i18n;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const line = /^(quantity|unit)_(\d+)$/.exec(field);
      if (line) {
        const name = draft.lines[Number(line[2])]?.name.trim() ?? "";
        return [
          field,
          t(line[1] === "unit" ? "recipes:form.fieldErrors.unit" : "recipes:form.fieldErrors.quantity", { name }),
        ];
      }
      const worded = WORDED_FIELDS.find((known) => known === field);
      return [field, worded ? t(`recipes:form.fieldErrors.${worded}`) : message];
    }),
  );
}

/**
 * The checks of each wizard step, with the API's rules: step 1 the basics and the details, step 2
 * and create the list and each line's amount (none, or one the amount rule takes) and its unit
 * (needed with an amount), named after its ingredient.
 */
export function validateRecipeStep(step: 1 | 2 | 3, draft: RecipeDraft, language?: string): Record<string, string> {
  const parsed = parseForm(draft, basics);
  const errors = parsed.success ? {} : parsed.fields;
  const checkedDetails = parseForm(draftDetails(draft), details);
  if (!checkedDetails.success)
    for (const [field, message] of Object.entries(checkedDetails.fields))
      errors[DETAIL_FIELDS[field] ?? field] = message;
  if (step === 1) return errors;
  const lines = toApiLines(draft.lines, language);
  const list = recipeInputSchema.shape.ingredients.safeParse(lines);
  const listIssue = list.error?.issues.find((issue) => issue.path.length === 0);
  if (listIssue) errors.ingredients = listIssue.message;
  lines.forEach((line, i) => {
    const label = `Quantity of ${line.name}`;
    const amount =
      (line.quantity === null ? null : amountProblem(line.quantity, { label })) ??
      (line.quantity_max === null ? null : amountProblem(line.quantity_max, { label }));
    if (amount) errors[`quantity_${i}`] = amount;
    for (const issue of recipeIngredientSchema.safeParse(line).error?.issues ?? []) {
      if (issue.path[0] === "unit") errors[`unit_${i}`] = issue.message.replace(/^Unit/, `Unit of ${line.name}`);
      if (issue.path[0] === "quantity_max" && !amount) errors[`quantity_${i}`] = `${label}: ${issue.message}`;
    }
  });
  return errors;
}
