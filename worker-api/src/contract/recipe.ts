import { z } from "zod";
import { ALLERGENS } from "../shared/allergen-list";
import { API_MESSAGES } from "../shared/api-messages";
import { amountField, amountNumber } from "./amount-fields";
import { MAX_WEB_ADDRESS_LENGTH, OWN_PHOTO_PATH, webAddressProblem } from "../shared/web-address";

/** Shared by the GraphQL mutations and the recipe and ingredient form actions. */

const name = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const UNIT_REQUIRED = "Unit is required";
export const RANGE_ASCENDS = API_MESSAGES.RANGE_ASCENDS;

/**
 * One line of a recipe. An amount is any positive number, given as a number or typed as cooks
 * write it ("¼", "1 1/2", "0,25"), and needs a unit; a line may have no amount at all (null or
 * left out: "salt, to taste"), then its unit may be empty too.
 */
export const recipeIngredientSchema = z
  .object({
    name: name("Ingredient name"),
    quantity: amountField(amountNumber().nullable()).optional(),
    /** A range's end ("1–2 tbsp": 2), above the quantity; null or left out for a single amount. */
    quantity_max: amountField(amountNumber().nullable()).optional(),
    unit: z.string({ error: UNIT_REQUIRED }).trim().max(30, "Unit must be at most 30 characters"),
    /** What follows the ingredient on the line: "finely chopped", "to taste". */
    /** Null, as GraphQL clients send an optional field they leave empty, is no note. */
    note: z
      .string({ error: "A note must be text" })
      .trim()
      .max(200, "A note must be at most 200 characters")
      .nullish()
      .transform((note) => note ?? undefined),
    /**
     * The allergens the household says the line is free of ("gluten-free flour" written as flour).
     * Left out on an update, the line keeps the marks it had.
     */
    free_of: z
      .array(z.enum(ALLERGENS, { error: `An allergen is one of ${ALLERGENS.join(", ")}` }))
      .max(ALLERGENS.length)
      .nullish()
      .transform((marks) => marks ?? undefined),
  })
  .refine((line) => line.quantity_max == null || (line.quantity != null && line.quantity_max > line.quantity), {
    path: ["quantity_max"],
    message: RANGE_ASCENDS,
  })
  // Checked even when the amount itself is wrong: a typed amount needs a unit all the same.
  .refine((line) => line.quantity == null || Boolean(line.unit), {
    path: ["unit"],
    message: UNIT_REQUIRED,
    when: ({ value }) =>
      typeof value === "object" && value !== null && typeof (value as { unit?: unknown }).unit === "string",
  });

/** Ingredient names are unique case-insensitively: a list naming one twice is refused. */
const ingredientList = z
  .array(recipeIngredientSchema)
  .min(1, "At least one ingredient is required")
  .max(100, "A recipe can have at most 100 ingredients")
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      const key = line.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: [i, "name"], message: `Ingredient "${line.name}" is listed twice` });
      seen.add(key);
    });
  });

const minutes = (label: string) =>
  z
    .number({ error: `${label} must be a number of minutes` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} must be 0 or more`)
    .max(10_000, `${label} is too long`)
    .nullable()
    .optional();

/** A link to a web page, checked by the rule every link Larder keeps goes through (trimmed first). */
export const webAddress = (label: string) =>
  z
    .string({ error: `${label} must be a link starting with http:// or https://` })
    .trim()
    .max(MAX_WEB_ADDRESS_LENGTH, `${label} must be at most ${MAX_WEB_ADDRESS_LENGTH} characters`)
    .superRefine((link, ctx) => {
      const problem = webAddressProblem(link);
      if (problem) ctx.addIssue({ code: "custom", message: `${label} ${problem}` });
    });

/** How hard a recipe is, when someone said. */
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;

export const recipeInputSchema = z.object({
  title: name("Title", 200),
  description: name("Description", 5000),
  category: name("Category", 60),
  ingredients: ingredientList,
  servings: z.number().int().min(1, "Servings must be at least 1").max(100, "Servings must be at most 100").optional(),
  image: webAddress("Image").nullable().optional(),
  /** The method, one step per entry; blank steps are dropped. */
  instructions: z
    .array(z.string().trim().max(5000, "A step must be at most 5000 characters"))
    .max(100, "A recipe can have at most 100 steps")
    .transform((steps) => steps.filter(Boolean))
    .optional(),
  prep_time_minutes: minutes("Prep time"),
  cook_time_minutes: minutes("Cook time"),
  total_time_minutes: minutes("Total time"),
  source_url: webAddress("Source").nullable().optional(),
  difficulty: z.enum(DIFFICULTIES, { error: "Difficulty must be easy, medium or hard" }).nullable().optional(),
});

export const recipeUpdateSchema = recipeInputSchema.partial().extend({
  id: z.number().int().positive(),
  /** An edit form sends the recipe's uploaded photo back as it is: its own path stays accepted. */
  image: z
    .union([z.string().regex(OWN_PHOTO_PATH), webAddress("Image")], {
      error: "Image must be a link starting with http:// or https://",
    })
    .nullable()
    .optional(),
  /** Slugs stay stable when the title changes, unless the caller asks for a new one. */
  regenerate_slug: z.boolean().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const ingredientInputSchema = z.object({
  name: name("Name"),
  type: name("Type", 60),
  /** The ingredient group's name; unknown names create the group. Empty means no group. */
  group: z.string().trim().max(60, "Group must be at most 60 characters").nullable().optional(),
  description: optionalText(1000),
  default_unit: optionalText(30),
  calories_per_100g: z.number().finite().min(0, "Calories must be 0 or more").max(10_000).nullable().optional(),
  /** The food the ingredient is (a USDA Standard Reference number); null finds it by name, 0 is none. */
  food_id: z
    .number({ error: "A food is chosen by its number" })
    .int("A food is chosen by its number")
    .min(0, "A food is chosen by its number")
    .nullable()
    .optional(),
});

export const ingredientUpdateSchema = ingredientInputSchema.partial().extend({ id: z.number().int().positive() });
