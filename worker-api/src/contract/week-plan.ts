import { z } from "zod";
import { parseDayMonthYear } from "../shared/dates";

/**
 * The rules "Plan my week" follows, each on or off, remembered per group. Stored as one JSON
 * object (shard table `week_plan_rules`) and read back through this schema, so a row written by
 * an older version still reads: a field it lacks takes its default.
 */

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const id = (label: string) => wholeNumber(label, 1, Number.MAX_SAFE_INTEGER);

/** At most this many recipes of a category in the week ("Beef at most 2"). */
const categoryLimit = z.object({
  category_id: id("category_id"),
  at_most: wholeNumber("at_most", 0, 7),
});

/** A day of the week that always gets the same recipe ("Friday: Pizza"). */
const fixedDay = z.object({
  weekday: wholeNumber("weekday", 1, 7),
  recipe_id: id("recipe_id"),
});

const MAX_CATEGORY_LIMITS = 20;

export const weekRulesSchema = z
  .object({
    /** No recipe twice in the week, nor one planned or cooked in the last `repeat_weeks` weeks. */
    no_repeat: z.boolean().default(true),
    repeat_weeks: wholeNumber("repeat_weeks", 0, 26).default(2),
    /** Weekday dinners (Monday to Friday) take at most `weekday_minutes` in all. */
    weekday_limit: z.boolean().default(false),
    weekday_minutes: wholeNumber("weekday_minutes", 5, 600).default(45),
    /** Recipes that use what the pantry must use soon come early in the week. */
    use_soon: z.boolean().default(true),
    /** Not the same category two days running, and at most `category_limits` of some. */
    variety: z.boolean().default(true),
    category_limits: z
      .array(categoryLimit)
      .max(MAX_CATEGORY_LIMITS, `At most ${MAX_CATEGORY_LIMITS} category limits`)
      .refine(
        (limits) => new Set(limits.map((limit) => limit.category_id)).size === limits.length,
        "Give each category one limit",
      )
      .default([]),
    /** Recipes marked as favourites come more often. */
    favourites: z.boolean().default(true),
    /** Days that always get the same recipe, week after week. */
    fixed_days: z
      .array(fixedDay)
      .max(7)
      .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, "Fix each day at most once")
      .default([]),
  })
  .strict();

export type WeekRules = z.output<typeof weekRulesSchema>;

/** The rules of a group that never saved any. */
const DEFAULT_WEEK_RULES: WeekRules = weekRulesSchema.parse({});

/** The stored JSON as rules; what no longer parses (a hand-edited row) falls back to the defaults. */
export function storedWeekRules(json: string | null | undefined): WeekRules {
  if (!json) return DEFAULT_WEEK_RULES;
  try {
    const parsed = weekRulesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_WEEK_RULES;
  } catch {
    return DEFAULT_WEEK_RULES;
  }
}

/** A day as the API writes days: DD/MM/YYYY, one the calendar has. */
const dayText = (label: string) =>
  z
    .string({ error: `${label} must be a date as DD/MM/YYYY` })
    .trim()
    .refine((text) => parseDayMonthYear(text) !== null, `${label} must be a real date as DD/MM/YYYY`);

const dayRecipe = z.object({ date: dayText("date"), recipe_id: id("recipe_id") });

/** The most days one question fills (and meals one "Keep all" plans). */
export const MAX_PLANNED_DAYS = 31;

export const suggestWeekArgsSchema = z.object({
  start_date: dayText("start_date"),
  days: wholeNumber("days", 1, MAX_PLANNED_DAYS).nullish(),
  meal_type_id: id("meal_type_id"),
  max_minutes: wholeNumber("max_minutes", 5, 600).nullish(),
  avoid_repeat_weeks: wholeNumber("avoid_repeat_weeks", 0, 26).nullish(),
  utc_offset_minutes: wholeNumber("utc_offset_minutes", -14 * 60, 14 * 60).nullish(),
  skip_dates: z.array(dayText("skip_dates")).max(MAX_PLANNED_DAYS).nullish(),
  keep: z.array(dayRecipe).max(MAX_PLANNED_DAYS).nullish(),
  not: z.array(dayRecipe).max(500, "Give at most 500 recipes not to propose").nullish(),
});

export const planMealsSchema = z.object({
  meals: z
    .array(
      z.object({
        recipe_id: id("recipe_id"),
        type_id: id("type_id"),
        scheduled_date: z
          .string()
          .trim()
          .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), {
            error: "scheduled_date must be an ISO 8601 timestamp",
          }),
      }),
    )
    .max(MAX_PLANNED_DAYS, `Plan at most ${MAX_PLANNED_DAYS} meals at once`),
});

export const unplanMealsSchema = z.object({
  ids: z.array(id("ids")).max(MAX_PLANNED_DAYS, `Take back at most ${MAX_PLANNED_DAYS} meals at once`),
});
