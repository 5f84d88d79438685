import { z } from "zod";
import { ALLERGENS, DIETS } from "../shared/allergen-list";
import { amountNumber } from "./amount-fields";
import { parseDayMonthYear } from "../shared/dates";

/** Shared by the GraphQL mutations and the pantry's forms. */

const id = z.number().int().positive();

/** An optional best-before day typed as DD/MM/YYYY; empty is none (it keeps). */
const bestBefore = z
  .string()
  .trim()
  .refine((text) => text === "" || parseDayMonthYear(text) !== null, "Best before must be a real day, as DD/MM/YYYY")
  .nullish()
  .transform((text) => (text ? text : null));

/** What a pantry line holds: an amount of an ingredient of the catalogue, somewhere, until a day. */
export const pantryItemInputSchema = z.object({
  /** The line to change; none adds one (to the line of the same thing, place and day, if any). */
  id: id.nullish(),
  ingredient_id: id,
  quantity: amountNumber({ label: "Amount", zero: true }),
  unit: z.string().trim().max(30, "Unit must be at most 30 characters").default(""),
  place_id: id.nullish(),
  best_before: bestBefore,
});

/** Using part of a line (`quantity`, in the line's unit) or all of it (no quantity). */
export const pantryUseSchema = z.object({
  id,
  quantity: amountNumber({ label: "Amount" }).nullish(),
});

/** What to cook: the best covered recipes, within a time and a category when asked. */
export const cookableArgsSchema = z.object({
  limit: z
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be from 1 to 100")
    .max(100, "limit must be from 1 to 100")
    .default(20),
  max_minutes: z
    .number()
    .int("max_minutes must be a whole number")
    .min(1, "max_minutes must be at least 1")
    .max(10_000, "max_minutes must be at most 10000")
    .nullish(),
  category_id: id.nullish(),
  /** Allergens the recipes must not hold, and diets every line must allow. */
  free_of: z
    .array(z.enum(ALLERGENS, { error: `free_of takes ${ALLERGENS.join(", ")}` }))
    .max(ALLERGENS.length)
    .nullish(),
  diets: z
    .array(z.enum(DIETS, { error: `diets takes ${DIETS.join(", ")}` }))
    .max(DIETS.length)
    .nullish(),
});
