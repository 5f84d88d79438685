import { z } from "zod";
import { isCalendarDay } from "../shared/dates";
import { MULTI_LINE_TEXT, noControlCharacters, ONE_LINE_TEXT } from "./plain-text";
import { changeId } from "./shopping";

/** Shared by the GraphQL mutations and the meal form actions. */

/**
 * An ISO 8601 timestamp of a day the calendar has: `Date.parse` moves 2026-02-31 to 3 March, so
 * the day written must be the day parsed (compared before any offset is applied).
 */
const isoTimestamp = z
  .string()
  .trim()
  .refine(
    (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value),
    "scheduled_date must be an ISO 8601 timestamp",
  )
  .refine(
    (value) => isCalendarDay(...(value.slice(0, 10).split("-").map(Number) as [number, number, number])),
    "scheduled_date must be a real day of the calendar",
  );

const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be an integer`)
    .positive(`${label} must be positive`);

export const mealFields = {
  title: z
    .string()
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters")
    .regex(ONE_LINE_TEXT, noControlCharacters("Title")),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be at most 2000 characters")
    .regex(MULTI_LINE_TEXT, noControlCharacters("Description")),
  recipe_id: id("Recipe").nullable(),
  type_id: id("Meal type"),
  scheduled_date: isoTimestamp.nullable(),
  servings: z
    .number()
    .int("Servings must be a whole number")
    .min(1, "Servings must be at least 1")
    .max(100, "Servings must be at most 100")
    .nullable(),
};

export const createMealSchema = z.object({
  title: mealFields.title,
  description: mealFields.description.default(""),
  recipe_id: mealFields.recipe_id.optional(),
  type_id: mealFields.type_id,
  scheduled_date: mealFields.scheduled_date.optional(),
  servings: mealFields.servings.optional(),
});

export const updateMealSchema = z.object({
  id: id("Meal"),
  title: mealFields.title.optional(),
  description: mealFields.description.optional(),
  recipe_id: mealFields.recipe_id.optional(),
  type_id: mealFields.type_id.optional(),
  scheduled_date: mealFields.scheduled_date.optional(),
  servings: mealFields.servings.optional(),
});

const mealTypeName = z
  .string()
  .trim()
  .min(1, "Meal type name is required")
  .max(50, "Meal type name must be at most 50 characters");

/**
 * A meal type's default time as a clock reads it ("HH:MM", 00:00 to 23:59), held as minutes
 * after midnight; empty or null means none.
 */
const defaultTime = z
  .union([z.string().trim(), z.null()])
  .transform((value) => value || null)
  .refine(
    (value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
    "The time must be HH:MM, from 00:00 to 23:59.",
  )
  .transform((value) => (value === null ? null : Number(value.slice(0, 2)) * 60 + Number(value.slice(3))));

export const mealTypeSchema = z.object({
  name: mealTypeName,
  default_time: defaultTime.optional(),
});

export const updateMealTypeSchema = z.object({
  id: id("Meal type"),
  name: mealTypeName.optional(),
  default_time: defaultTime.optional(),
});

export const createTaskSchema = z.object({
  content: z.string().trim().min(1, "Content is required").max(500, "Content must be at most 500 characters"),
  description: z.string().trim().max(2000).nullable().optional(),
  due_date: isoTimestamp.nullable().optional(),
});

/** A meal marked cooked, for the servings cooked (the meal's own when left out). */
export const markCookedSchema = z.object({
  meal_id: id("Meal"),
  servings: mealFields.servings.optional(),
  change_id: changeId,
});

/** A meal no longer cooked: what its cooking took goes back to the pantry. */
export const undoCookedSchema = z.object({ meal_id: id("Meal"), change_id: changeId });
