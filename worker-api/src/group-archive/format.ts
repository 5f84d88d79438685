import { z } from "zod";
import { RANGE_ASCENDS, webAddress } from "../contract/recipe";
import { SECTIONS } from "../contract/sections";
import { mealFields } from "../contract/meal";
import { isRecipeImage } from "../shared/web-address";
import { MAX_SECTIONS } from "../shopping/store-order";

/**
 * A group's archive: the documents of a Larder export (`.zip`), what `GET /v1/groups/:id/export`
 * writes and `POST /v1/groups/:id/import` reads. Rows refer to each other by what the household
 * sees (an ingredient's name, a recipe's slug, a meal type's name), never by database ids, so a
 * file reads on its own and imports into any group. `npm run archive:schema` writes these
 * schemas as JSON Schema to docs/archive/; docs/archive/README.md says what each field keeps.
 */

export const ARCHIVE_FORMAT = "larder-group";
export const ARCHIVE_VERSION = 1;

/** The archive's documents, by file name inside the zip. Photos sit beside them under `photos/`. */
export const DOCUMENT_NAMES = {
  manifest: "larder.json",
  catalogue: "catalogue.json",
  recipes: "recipes.json",
  mealTypes: "meal-types.json",
  meals: "meals.json",
  tasks: "tasks.json",
  stores: "stores.json",
  shoppingLists: "shopping-lists.json",
  pantry: "pantry.json",
} as const;

export const PHOTO_FOLDER = "photos/";

/**
 * The most entries of each list one archive holds, and the most JSON values (fields and list
 * entries) its documents hold together. The benchmark's large household (2,000 recipes, 20,000
 * meals, 200 lists of 50 items: about 530,000 values) fits one and a half times over; past that an
 * import would outgrow a Worker's memory and a request's time, so a file holding more is refused
 * before it is read.
 */
export const ARCHIVE_LIMITS = {
  recipeCategories: 1_000,
  ingredientGroups: 1_000,
  ingredients: 10_000,
  recipes: 3_000,
  mealTypes: 100,
  meals: 30_000,
  tasks: 10_000,
  stores: 100,
  pricesPerStore: 10_000,
  sectionChoices: 10_000,
  shoppingLists: 1_000,
  itemsPerList: 1_000,
  places: 100,
  pantryItems: 10_000,
  values: 900_000,
} as const;

/** A list of at most `max` entries. */
const listOf = <T extends z.ZodType>(entry: T, max: number) => z.array(entry).max(max);

const text = (max: number) => z.string().max(max);
const name = text(200).min(1);
const optionalText = (max: number) => text(max).nullable();
const instant = z.iso.datetime({ offset: true, precision: 3 }).describe("An instant, as ISO 8601 in UTC (ms)");
const day = z.iso.date().describe("A calendar day, YYYY-MM-DD");
const amount = z.number().finite().min(0).max(1_000_000);
const cents = z.number().int().min(-100_000_000).max(100_000_000);
const whole = (max: number) => z.number().int().min(0).max(max);
const nameRef = name.nullable();

const named = z.object({ name, created_at: instant });

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exported_at: instant,
  group: z.object({ name, description: optionalText(2000) }),
});

const catalogueSchema = z.object({
  recipe_categories: listOf(named, ARCHIVE_LIMITS.recipeCategories),
  ingredient_groups: listOf(named, ARCHIVE_LIMITS.ingredientGroups),
  ingredients: listOf(
    z.object({
      name,
      type: text(100),
      description: optionalText(2000),
      default_unit: optionalText(30),
      calories_per_100g: z.number().finite().min(0).max(100_000).nullable(),
      /** The ingredient group's name. */
      group: nameRef,
      created_at: instant,
      updated_at: instant,
    }),
    ARCHIVE_LIMITS.ingredients,
  ),
});

export const recipeSchema = z.object({
  /** Unique in the archive: meals name their recipe by it. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120),
  title: name,
  description: text(5000),
  /** A photo in the archive (`photos/…`), a recipe photo's own path, a link to one on a public site, or none. */
  image: text(2000)
    .refine(
      (image) => image.startsWith(PHOTO_FOLDER) || isRecipeImage(image),
      "Image must be a photo in the file (photos/…), a recipe photo's path (/photos/recipes/…), or a link starting with http:// or https:// to a public web site",
    )
    .nullable(),
  difficulty: optionalText(50),
  is_favorite: z.boolean(),
  servings: z.number().int().min(1).max(1000),
  instructions: z.array(text(5000)).max(100),
  prep_time_minutes: whole(100_000).nullable(),
  cook_time_minutes: whole(100_000).nullable(),
  total_time_minutes: whole(100_000).nullable(),
  source_url: webAddress("Source").nullable(),
  /** The recipe category's name. */
  category: nameRef,
  created_at: instant,
  updated_at: instant,
  ingredients: z
    .array(
      z
        .object({
          /** The catalogue ingredient's name; each appears once per recipe. */
          ingredient: name,
          quantity: amount,
          /** A range's end, above `quantity` ("1–2 tbsp"); left out for a single amount. */
          quantity_max: amount.optional(),
          unit: text(30),
          note: text(200),
        })
        .refine((line) => line.quantity_max === undefined || line.quantity_max > line.quantity, {
          path: ["quantity_max"],
          message: RANGE_ASCENDS,
        }),
    )
    .max(100),
});

const mealTypeSchema = z.object({
  name,
  /** Minutes after midnight a meal of this type is planned at unless a time is given. */
  default_minutes: whole(1439).nullable(),
  created_at: instant,
});

export const mealSchema = z.object({
  title: mealFields.title,
  description: mealFields.description,
  /** The recipe's slug in this archive. */
  recipe: z.string().max(120).nullable(),
  /** The meal type's name. */
  type: nameRef,
  scheduled_at: instant.nullable(),
  servings: z.number().int().min(1).max(1000).nullable(),
  cooked_at: instant.nullable(),
  cooked_servings: z.number().int().min(1).max(1000).nullable(),
  created_at: instant,
  updated_at: instant,
});

const taskSchema = z.object({
  content: text(500).min(1),
  description: optionalText(2000),
  project_id: optionalText(200),
  section_id: optionalText(200),
  due_at: instant.nullable(),
  labels: z.array(text(200)).max(100),
  created_at: instant,
});

const section = z.enum(SECTIONS);

/**
 * A store's learned order as Larder writes it: the sections it was learned over (each once), a
 * square matrix of evidence that one comes before another (decayed trips reach 5 at most), and
 * the trips counted. Held to that shape and size, so a file cannot store what the order's reader
 * would have to wade through.
 */
const sectionOrderSchema = z
  .object({
    sections: z
      .array(text(100).min(1))
      .max(MAX_SECTIONS)
      .refine((sections) => new Set(sections).size === sections.length, "A section is named once."),
    before: z.array(z.array(z.number().finite().min(0).max(1000)).max(MAX_SECTIONS)).max(MAX_SECTIONS),
    trips: whole(1_000_000_000),
  })
  .refine(
    ({ sections, before }) =>
      before.length === sections.length && before.every((row) => row.length === sections.length),
    "The evidence holds one row and one column per section.",
  );

const storesSchema = z.object({
  stores: listOf(
    z.object({
      name,
      position: whole(100_000),
      /** What the store's ticks and drags taught about its order of sections (Larder's own state). */
      section_order: sectionOrderSchema.nullable(),
      created_at: instant,
      updated_at: instant,
      /** The last price paid there for an ingredient of the catalogue, or for a line's name. */
      prices: listOf(
        z.object({
          ingredient: nameRef,
          /** For lines without an ingredient: the name, lower-cased. */
          name: text(200).nullable(),
          price_cents: cents,
          quantity: amount,
          unit: text(30),
          updated_at: instant,
        }),
        ARCHIVE_LIMITS.pricesPerStore,
      ),
    }),
    ARCHIVE_LIMITS.stores,
  ),
  /** Where the household files a thing (by its merge key), taught by moving a line. */
  section_choices: listOf(
    z.object({ name_key: text(200).min(1), section, updated_at: instant }),
    ARCHIVE_LIMITS.sectionChoices,
  ),
});

const amountNeeded = amount.nullable();

export const shoppingListSchema = z.object({
  title: name,
  description: optionalText(2000),
  status: z.enum(["pending", "active", "completed"]),
  start_date: day.nullable(),
  end_date: day.nullable(),
  total_price_cents: cents,
  synced: z.boolean(),
  /** The store's name; none: the group's default store. */
  store: nameRef,
  stocks_pantry: z.boolean(),
  created_at: instant,
  updated_at: instant,
  items: listOf(
    z.object({
      name,
      ingredient: nameRef,
      quantity: amount,
      unit: text(30),
      price_cents: cents,
      is_bought: z.boolean(),
      type: text(100),
      section,
      needed: amountNeeded,
      have: amountNeeded,
      more_amounts: z
        .array(z.object({ quantity: amount, unit: text(30), needed: amountNeeded }))
        .max(50)
        .nullable(),
      /**
       * What meals planned before the list's days held at home at the sync, for a synced line: the
       * amounts (per unit), each meal by title and time, and the list's first day. Pages word it
       * in their reader's language. Absent from files written before Larder kept it.
       */
      held_at_home: z
        .object({
          from: day,
          amounts: z
            .array(z.object({ quantity: amount, unit: text(30) }))
            .min(1)
            .max(50),
          meals: z.array(z.object({ title: text(200), at: instant })).max(1000),
        })
        .nullable()
        .default(null),
      /** The same as a note in words, as versions before held_at_home wrote it; shown as it is. */
      held_for: optionalText(1000).default(null),
      notes: optionalText(2000),
      source: z.enum(["manual", "sync"]),
      sync_key: optionalText(200),
      /** The meals the line was synced from, as positions (from 0) in meals.json. */
      source_meals: z
        .array(whole(ARCHIVE_LIMITS.meals - 1))
        .max(1000)
        .nullable(),
      edited_by_user: z.boolean(),
      created_at: instant,
      updated_at: instant,
    }),
    ARCHIVE_LIMITS.itemsPerList,
  ),
});

const pantrySchema = z.object({
  places: listOf(
    z.object({ name, position: whole(100_000), created_at: instant, updated_at: instant }),
    ARCHIVE_LIMITS.places,
  ),
  items: listOf(
    z.object({
      ingredient: name,
      quantity: amount,
      unit: text(30),
      /** The place's name; none: not in a place. */
      place: nameRef,
      best_before: day.nullable(),
      created_at: instant,
      updated_at: instant,
    }),
    ARCHIVE_LIMITS.pantryItems,
  ),
});

/**
 * Every document of an archive, as read from one. Text is held to what Larder's own forms accept,
 * so the largest row (a recipe of 100 steps) stays well under D1's 2 MB.
 */
export const archiveSchema = z.object({
  manifest: manifestSchema,
  catalogue: catalogueSchema,
  recipes: listOf(recipeSchema, ARCHIVE_LIMITS.recipes),
  mealTypes: listOf(mealTypeSchema, ARCHIVE_LIMITS.mealTypes),
  meals: listOf(mealSchema, ARCHIVE_LIMITS.meals),
  tasks: listOf(taskSchema, ARCHIVE_LIMITS.tasks),
  stores: storesSchema,
  shoppingLists: listOf(shoppingListSchema, ARCHIVE_LIMITS.shoppingLists),
  pantry: pantrySchema,
});

export type Archive = z.infer<typeof archiveSchema>;

/** An archive's documents with nothing in them: what a left-out document holds. */
export const EMPTY_DOCUMENTS: Omit<Archive, "manifest"> = {
  catalogue: { recipe_categories: [], ingredient_groups: [], ingredients: [] },
  recipes: [],
  mealTypes: [],
  meals: [],
  tasks: [],
  stores: { stores: [], section_choices: [] },
  shoppingLists: [],
  pantry: { places: [], items: [] },
};
export type ArchiveRecipe = z.infer<typeof recipeSchema>;
export type ArchiveMeal = z.infer<typeof mealSchema>;
export type ArchiveShoppingList = z.infer<typeof shoppingListSchema>;
export type DocumentKey = keyof typeof DOCUMENT_NAMES;
