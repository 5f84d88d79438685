import { eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { runBatch, schema, sqlWrite, type Database, type Statement } from "../db";
import { PHOTO_FOLDER, type Archive } from "../group-archive/format";
import { jsonChunks } from "../lib/bulk";
import { onUniqueViolation } from "../lib/db-errors";
import { Conflict } from "../lib/domain-errors";
import { mergeKey } from "../shopping/names";
import type { Scope } from "./scope";

/**
 * Writes an archive's documents into a group, in one D1 batch (one transaction: all or nothing).
 * What the group has already is kept and not duplicated: names of the catalogue, meal types,
 * stores and places match case-insensitively, recipes by their source page or title (offered in
 * the answer), meals by day, title and type, lists by title and creation time, pantry lines by
 * ingredient, unit, place and day. Into a group with nothing of its own yet, the archive's meal
 * types, stores and places replace the ones every group starts with, so an archive imported
 * there exports again as the same documents.
 *
 * New rows get their ids here, above the highest id of their table plus a margin for writes
 * racing this one, so rows refer to each other directly; a row that raced in anyway fails the
 * batch, and nothing is written.
 */

export const IMPORT_RACED = "The group changed while it was being imported. Nothing was imported; please try again.";

/** Ids kept free above a table's highest for other writes made between the plan and the batch. */
const ID_MARGIN = 10_000;

/** Lower-cases A–Z only, as SQLite's lower() does, so names match exactly as the unique indexes do. */
export const nameKey = (name: string) => name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

const ms = (iso: string) => Date.parse(iso);
const msOrNull = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const bit = (value: boolean) => (value ? 1 : 0);
const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const ID_TABLES = [
  "recipe_categories",
  "ingredient_groups",
  "ingredients",
  "meal_types",
  "recipes",
  "meals",
  "shopping_lists",
  "stores",
  "pantry_places",
] as const;
type IdTable = (typeof ID_TABLES)[number];

const RECIPE_COLUMNS = [
  "id",
  "group_id",
  "slug",
  "title",
  "description",
  "image",
  "difficulty",
  "is_favorite",
  "servings",
  "instructions",
  "prep_time_minutes",
  "cook_time_minutes",
  "total_time_minutes",
  "source_url",
  "category_id",
  "created_at",
  "updated_at",
];
/** Where a recipe row holds its image (set once the archive's photo is stored). */
const RECIPE_IMAGE_COLUMN = RECIPE_COLUMNS.indexOf("image");

/**
 * Rows (each an array of the columns' values) written with one bound value per statement: a
 * chunk of rows as JSON (`jsonChunks`), read back by `json_each`.
 */
export function insertRows(db: Database, table: SQLiteTable, columns: string[], rows: unknown[][]): Statement[] {
  const into = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const values = sql.raw(columns.map((_, i) => `value->>${i}`).join(", "));
  return jsonChunks(rows).map((chunk) =>
    sqlWrite(db, sql`INSERT INTO ${table} (${into}) SELECT ${values} FROM json_each(${chunk})`),
  );
}

/** Hands out new ids of one table, from its base up. */
class Ids {
  #next: number;
  constructor(base: number) {
    this.#next = base + ID_MARGIN;
  }
  take() {
    return ++this.#next;
  }
}

/** Names to ids of one kind: the group's, and those the archive adds. */
class NamedRows {
  readonly #ids = new Map<string, number>();
  /** Names of the archive the group had already. */
  kept = 0;
  constructor(existing: { id: number; name: string }[]) {
    for (const row of existing) this.#ids.set(nameKey(row.name), row.id);
  }
  get(name: string | null) {
    return name === null ? null : (this.#ids.get(nameKey(name)) ?? null);
  }
  /** The id for `name`: the group's, or a new one, whose row `onAdd` writes. */
  ensure(name: string, ids: Ids, onAdd: (id: number) => void) {
    const known = this.get(name);
    if (known !== null) return known;
    const id = ids.take();
    this.#ids.set(nameKey(name), id);
    onAdd(id);
    return id;
  }
  /** `ensure` for a row the archive lists as its own: one the group has counts as kept. */
  keepOrAdd(name: string, ids: Ids, onAdd: (id: number) => void) {
    if (this.get(name) !== null) this.kept++;
    return this.ensure(name, ids, onAdd);
  }
}

export type ImportCounts = {
  recipes: number;
  ingredients: number;
  meal_types: number;
  meals: number;
  tasks: number;
  shopping_lists: number;
  stores: number;
  pantry_items: number;
  photos: number;
};

export type ImportSummary = {
  added: ImportCounts;
  /** Rows of the archive the group had already: kept as they are, not duplicated. */
  kept: Omit<ImportCounts, "photos">;
  /** The group's recipes the archive's matched (by source page or title): offered, not duplicated. */
  matched_recipes: { title: string; slug: string }[];
  /** What could not come in as it was, in words. */
  notes: string[];
};

/** What the group holds that the archive is matched against, and where new ids may start. */
async function readGroupForImport(scope: Scope) {
  const { db, groupId } = scope;
  const idName = <T extends SQLiteTable & { id: unknown; name: unknown; groupId: unknown }>(table: T) =>
    db
      .select({ id: table.id as typeof schema.stores.id, name: table.name as typeof schema.stores.name })
      .from(table as unknown as typeof schema.stores)
      .where(eq(table.groupId as typeof schema.stores.groupId, groupId));
  // One row, the group's, with the highest id of each table.
  const highest = Object.fromEntries(
    // The shard's count of ids handed out, never below its own range's start (shards/id-range.mjs).
    ID_TABLES.map((table) => [
      table,
      sql<number>`max(coalesce((SELECT max(id) FROM ${sql.identifier(table)}), 0), coalesce((SELECT seq FROM sqlite_sequence WHERE name = ${table}), 0))`,
    ]),
  ) as Record<IdTable, SQL<number>>;
  const [
    bases,
    categories,
    ingredientGroups,
    ingredients,
    mealTypes,
    stores,
    places,
    recipes,
    meals,
    lists,
    pantry,
    choices,
    prices,
    tasks,
  ] = await scope.read([
    db.select(highest).from(schema.hostedGroups).where(eq(schema.hostedGroups.id, groupId)),
    idName(schema.recipeCategories),
    idName(schema.ingredientGroups),
    idName(schema.ingredients),
    idName(schema.mealTypes),
    idName(schema.stores),
    idName(schema.pantryPlaces),
    db
      .select({
        id: schema.recipes.id,
        slug: schema.recipes.slug,
        title: schema.recipes.title,
        sourceUrl: schema.recipes.sourceUrl,
      })
      .from(schema.recipes)
      .where(eq(schema.recipes.groupId, groupId)),
    db
      .select({
        id: schema.meals.id,
        title: schema.meals.title,
        scheduledDate: schema.meals.scheduledDate,
        typeId: schema.meals.typeId,
      })
      .from(schema.meals)
      .where(eq(schema.meals.groupId, groupId)),
    db
      .select({ title: schema.shoppingLists.title, createdAt: schema.shoppingLists.createdAt })
      .from(schema.shoppingLists)
      .where(eq(schema.shoppingLists.groupId, groupId)),
    db
      .select({
        ingredientId: schema.pantryItems.ingredientId,
        unit: schema.pantryItems.unit,
        placeId: schema.pantryItems.placeId,
        bestBefore: schema.pantryItems.bestBefore,
      })
      .from(schema.pantryItems)
      .where(eq(schema.pantryItems.groupId, groupId)),
    db
      .select({ nameKey: schema.sectionChoices.nameKey })
      .from(schema.sectionChoices)
      .where(eq(schema.sectionChoices.groupId, groupId)),
    db
      .select({ storeId: schema.storePrices.storeId, itemKey: schema.storePrices.itemKey })
      .from(schema.storePrices)
      .where(eq(schema.storePrices.groupId, groupId)),
    db
      .select({ content: schema.tasks.content, createdAt: schema.tasks.createdAt })
      .from(schema.tasks)
      .where(eq(schema.tasks.groupId, groupId)),
  ] as const);
  return {
    bases: bases[0]!,
    categories,
    ingredientGroups,
    ingredients,
    mealTypes,
    stores,
    places,
    recipes,
    meals,
    lists,
    pantry,
    choices,
    prices,
    tasks,
  };
}

type GroupNow = Awaited<ReturnType<typeof readGroupForImport>>;

/** A group with nothing of its own yet: only the meal types, store and places every group starts with. */
const startsEmpty = (group: GroupNow) =>
  [
    group.categories,
    group.ingredientGroups,
    group.ingredients,
    group.recipes,
    group.meals,
    group.lists,
    group.pantry,
    group.tasks,
  ].every((rows) => rows.length === 0);

const pantryLineKey = (ingredientId: number, unit: string, placeId: number | null, bestBefore: string | null) =>
  JSON.stringify([ingredientId, unit, placeId ?? 0, bestBefore ?? ""]);

/** A recipe's photo as the import stores it: the object is put before the batch under the recipe's new id. */
type PhotoPlan = { recipeId: number; entry: string };

/**
 * Plans the import: which rows are new and their ids, the statements that write them, and the
 * recipes whose photos are to be stored (`runGroupImport` writes each one's image with it).
 */
export async function planGroupImport(scope: Scope, archive: Archive) {
  const group = await readGroupForImport(scope);
  const restoring = startsEmpty(group);
  const ids = Object.fromEntries(ID_TABLES.map((table) => [table, new Ids(group.bases[table])])) as Record<
    IdTable,
    Ids
  >;
  const notes: string[] = [];
  const statements: Statement[] = [];
  const { db, groupId } = scope;

  // Into a group with nothing of its own, the archive's starting rows replace the group's.
  const replace = {
    mealTypes: restoring && archive.mealTypes.length > 0,
    stores: restoring && archive.stores.stores.length > 0,
    places: restoring && archive.pantry.places.length > 0,
  };
  if (replace.mealTypes) statements.push(db.delete(schema.mealTypes).where(eq(schema.mealTypes.groupId, groupId)));
  if (replace.stores) statements.push(db.delete(schema.stores).where(eq(schema.stores.groupId, groupId)));
  if (replace.places) statements.push(db.delete(schema.pantryPlaces).where(eq(schema.pantryPlaces.groupId, groupId)));

  const categories = new NamedRows(group.categories);
  const ingredientGroups = new NamedRows(group.ingredientGroups);
  const ingredients = new NamedRows(group.ingredients);
  const mealTypes = new NamedRows(replace.mealTypes ? [] : group.mealTypes);
  const stores = new NamedRows(replace.stores ? [] : group.stores);
  const places = new NamedRows(replace.places ? [] : group.places);

  // The catalogue first: everything else names its rows.
  const categoryRows: unknown[][] = [];
  for (const row of archive.catalogue.recipe_categories)
    categories.keepOrAdd(row.name, ids.recipe_categories, (id) =>
      categoryRows.push([id, groupId, row.name, ms(row.created_at)]),
    );
  const ingredientGroupRows: unknown[][] = [];
  for (const row of archive.catalogue.ingredient_groups)
    ingredientGroups.keepOrAdd(row.name, ids.ingredient_groups, (id) =>
      ingredientGroupRows.push([id, groupId, row.name, ms(row.created_at)]),
    );
  const ingredientRows: unknown[][] = [];
  const now = Date.now();
  // A food the catalogue lists, or one a line names without it (then with nothing but its name).
  const ingredientRow = (name: string, row?: Archive["catalogue"]["ingredients"][number]) => (id: number) => {
    const groupOfIt = row?.group ? ingredientGroups.get(row.group) : null;
    ingredientRows.push([
      id,
      groupId,
      name,
      mergeKey(name),
      row?.type ?? "",
      row?.description ?? null,
      row?.default_unit ?? null,
      row?.calories_per_100g ?? null,
      groupOfIt,
      row ? ms(row.created_at) : now,
      row ? ms(row.updated_at) : now,
    ]);
  };
  const ingredientId = (name: string) => ingredients.ensure(name, ids.ingredients, ingredientRow(name));
  for (const row of archive.catalogue.ingredients)
    ingredients.keepOrAdd(row.name, ids.ingredients, ingredientRow(row.name, row));

  const mealTypeRows: unknown[][] = [];
  for (const row of archive.mealTypes)
    mealTypes.keepOrAdd(row.name, ids.meal_types, (id) =>
      mealTypeRows.push([id, groupId, row.name, row.default_minutes, ms(row.created_at)]),
    );

  // Recipes: the group's own match by source page, then by title; the rest are added.
  const bySource = new Map(group.recipes.filter((r) => r.sourceUrl).map((r) => [r.sourceUrl!, r]));
  const byTitle = new Map(group.recipes.map((r) => [r.title.trim().toLowerCase(), r]));
  const takenSlugs = new Set(group.recipes.map((r) => r.slug));
  const recipeIds = new Map<string, number>();
  const matchedRecipes: ImportSummary["matched_recipes"] = [];
  const recipeRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  const photos: PhotoPlan[] = [];
  for (const recipe of archive.recipes) {
    const match =
      (recipe.source_url ? bySource.get(recipe.source_url) : undefined) ??
      byTitle.get(recipe.title.trim().toLowerCase());
    if (match) {
      recipeIds.set(recipe.slug, match.id);
      matchedRecipes.push({ title: match.title, slug: match.slug });
      continue;
    }
    const id = ids.recipes.take();
    let slug = recipe.slug;
    for (let n = 2; takenSlugs.has(slug); n++) slug = `${recipe.slug.slice(0, 110)}-${n}`;
    takenSlugs.add(slug);
    recipeIds.set(recipe.slug, id);
    // A photo of the archive is stored first, under the recipe's new id; its image is set then.
    const archivePhoto = recipe.image?.startsWith(PHOTO_FOLDER) ? recipe.image : null;
    if (archivePhoto) photos.push({ recipeId: id, entry: archivePhoto });
    const category =
      recipe.category === null
        ? null
        : categories.ensure(recipe.category, ids.recipe_categories, (c) =>
            categoryRows.push([c, groupId, recipe.category, now]),
          );
    recipeRows.push([
      id,
      groupId,
      slug,
      recipe.title,
      recipe.description,
      archivePhoto ? null : recipe.image,
      recipe.difficulty,
      bit(recipe.is_favorite),
      recipe.servings,
      JSON.stringify(recipe.instructions),
      recipe.prep_time_minutes,
      recipe.cook_time_minutes,
      recipe.total_time_minutes,
      recipe.source_url,
      category,
      ms(recipe.created_at),
      ms(recipe.updated_at),
    ]);
    recipe.ingredients.forEach((line, position) =>
      lineRows.push([
        id,
        ingredientId(line.ingredient),
        line.quantity,
        line.quantity_max ?? null,
        line.unit,
        line.note,
        position,
      ]),
    );
  }

  // Meals: one the group has (same time, title and type) is kept.
  const mealKey = (scheduled: number | null, title: string, typeId: number | null) =>
    JSON.stringify([scheduled, title, typeId]);
  const groupMeals = new Map(
    group.meals.map((m) => [mealKey(m.scheduledDate?.getTime() ?? null, m.title, m.typeId), m.id]),
  );
  const mealIds: number[] = [];
  const mealRows: unknown[][] = [];
  let mealsKept = 0;
  let mealsWithoutRecipe = 0;
  for (const meal of archive.meals) {
    const typeId =
      meal.type === null
        ? null
        : mealTypes.ensure(meal.type, ids.meal_types, (id) => mealTypeRows.push([id, groupId, meal.type, null, now]));
    const scheduled = msOrNull(meal.scheduled_at);
    const existing = groupMeals.get(mealKey(scheduled, meal.title, typeId));
    if (existing !== undefined) {
      mealIds.push(existing);
      mealsKept++;
      continue;
    }
    const recipeId = meal.recipe === null ? null : (recipeIds.get(meal.recipe) ?? null);
    if (meal.recipe !== null && recipeId === null) mealsWithoutRecipe++;
    const id = ids.meals.take();
    mealIds.push(id);
    mealRows.push([
      id,
      groupId,
      meal.title,
      meal.description,
      recipeId,
      typeId,
      scheduled,
      meal.servings,
      msOrNull(meal.cooked_at),
      meal.cooked_servings,
      ms(meal.created_at),
      ms(meal.updated_at),
    ]);
  }
  if (mealsWithoutRecipe)
    notes.push(`${mealsWithoutRecipe} meals named a recipe the file does not hold; they came in without one.`);

  const groupTasks = new Set(group.tasks.map((t) => JSON.stringify([t.content, t.createdAt.getTime()])));
  const taskRows = archive.tasks
    .filter((task) => !groupTasks.has(JSON.stringify([task.content, ms(task.created_at)])))
    .map((task) => [
      groupId,
      task.content,
      task.description,
      task.project_id,
      task.section_id,
      msOrNull(task.due_at),
      JSON.stringify(task.labels),
      ms(task.created_at),
    ]);

  // Stores, their prices and where the household files things.
  const storeRows: unknown[][] = [];
  const priceRows: unknown[][] = [];
  const groupPrices = new Set(group.prices.map((p) => `${p.storeId} ${p.itemKey}`));
  for (const store of archive.stores.stores) {
    const storeId = stores.keepOrAdd(store.name, ids.stores, (id) =>
      storeRows.push([
        id,
        groupId,
        store.name,
        store.position,
        jsonOrNull(store.section_order),
        ms(store.created_at),
        ms(store.updated_at),
      ]),
    );
    for (const price of store.prices) {
      const itemKey =
        price.ingredient !== null
          ? `i:${ingredientId(price.ingredient)}`
          : price.name !== null
            ? `n:${price.name}`
            : null;
      if (itemKey === null || groupPrices.has(`${storeId} ${itemKey}`)) continue;
      groupPrices.add(`${storeId} ${itemKey}`);
      priceRows.push([groupId, storeId, itemKey, price.price_cents, price.quantity, price.unit, ms(price.updated_at)]);
    }
  }
  const groupChoices = new Set(group.choices.map((c) => c.nameKey));
  const choiceRows = archive.stores.section_choices
    .filter((choice) => !groupChoices.has(choice.name_key) && groupChoices.add(choice.name_key))
    .map((choice) => [groupId, choice.name_key, choice.section, ms(choice.updated_at)]);

  // Lists: one the group has (same title, made at the same moment) is kept with its lines.
  const groupLists = new Set(group.lists.map((l) => JSON.stringify([l.title, l.createdAt.getTime()])));
  const listRows: unknown[][] = [];
  const itemRows: unknown[][] = [];
  let listsKept = 0;
  for (const list of archive.shoppingLists) {
    if (groupLists.has(JSON.stringify([list.title, ms(list.created_at)]))) {
      listsKept++;
      continue;
    }
    const id = ids.shopping_lists.take();
    const storeId = list.store === null ? null : stores.get(list.store);
    listRows.push([
      id,
      groupId,
      list.title,
      list.description,
      list.status,
      list.start_date,
      list.end_date,
      list.total_price_cents,
      bit(list.synced),
      storeId,
      bit(list.stocks_pantry),
      ms(list.created_at),
      ms(list.updated_at),
    ]);
    for (const item of list.items)
      itemRows.push([
        groupId,
        id,
        item.name,
        item.ingredient === null ? null : ingredientId(item.ingredient),
        item.quantity,
        item.unit,
        item.price_cents,
        bit(item.is_bought),
        item.type,
        item.section,
        item.needed,
        item.have,
        jsonOrNull(item.more_amounts),
        jsonOrNull(item.held_at_home),
        item.held_for,
        item.notes,
        item.source,
        item.sync_key,
        item.source_meals === null ? null : JSON.stringify(item.source_meals.flatMap((at) => mealIds[at] ?? [])),
        bit(item.edited_by_user),
        ms(item.created_at),
        ms(item.updated_at),
      ]);
  }

  // The pantry: a line the group has (same food, unit, place and day) keeps its amount.
  const placeRows: unknown[][] = [];
  for (const place of archive.pantry.places)
    places.keepOrAdd(place.name, ids.pantry_places, (id) =>
      placeRows.push([id, groupId, place.name, place.position, ms(place.created_at), ms(place.updated_at)]),
    );
  const groupLines = new Set(group.pantry.map((p) => pantryLineKey(p.ingredientId, p.unit, p.placeId, p.bestBefore)));
  const pantryRows: unknown[][] = [];
  let pantryKept = 0;
  for (const item of archive.pantry.items) {
    const food = ingredientId(item.ingredient);
    const placeId =
      item.place === null
        ? null
        : places.ensure(item.place, ids.pantry_places, (id) => placeRows.push([id, groupId, item.place, 0, now, now]));
    const key = pantryLineKey(food, item.unit, placeId, item.best_before);
    if (groupLines.has(key)) {
      pantryKept++;
      continue;
    }
    groupLines.add(key);
    pantryRows.push([
      groupId,
      food,
      item.quantity,
      item.unit,
      placeId,
      item.best_before,
      ms(item.created_at),
      ms(item.updated_at),
    ]);
  }

  statements.push(
    ...insertRows(db, schema.recipeCategories, ["id", "group_id", "name", "created_at"], categoryRows),
    ...insertRows(db, schema.ingredientGroups, ["id", "group_id", "name", "created_at"], ingredientGroupRows),
    ...insertRows(
      db,
      schema.ingredients,
      [
        "id",
        "group_id",
        "name",
        "merge_key",
        "type",
        "description",
        "default_unit",
        "calories_per_100g",
        "ingredient_group_id",
        "created_at",
        "updated_at",
      ],
      ingredientRows,
    ),
    ...insertRows(db, schema.mealTypes, ["id", "group_id", "name", "default_minutes", "created_at"], mealTypeRows),
    ...insertRows(
      db,
      schema.stores,
      ["id", "group_id", "name", "position", "section_order", "created_at", "updated_at"],
      storeRows,
    ),
    ...insertRows(
      db,
      schema.pantryPlaces,
      ["id", "group_id", "name", "position", "created_at", "updated_at"],
      placeRows,
    ),
  );
  const after: Statement[] = [
    ...insertRows(
      db,
      schema.recipeIngredients,
      ["recipe_id", "ingredient_id", "quantity", "quantity_max", "unit", "note", "position"],
      lineRows,
    ),
    ...insertRows(
      db,
      schema.meals,
      [
        "id",
        "group_id",
        "title",
        "description",
        "recipe_id",
        "type_id",
        "scheduled_date",
        "servings",
        "cooked_at",
        "cooked_servings",
        "created_at",
        "updated_at",
      ],
      mealRows,
    ),
    ...insertRows(
      db,
      schema.tasks,
      ["group_id", "content", "description", "project_id", "section_id", "due_date", "labels", "created_at"],
      taskRows,
    ),
    ...insertRows(
      db,
      schema.storePrices,
      ["group_id", "store_id", "item_key", "price_cents", "quantity", "unit", "updated_at"],
      priceRows,
    ),
    ...insertRows(db, schema.sectionChoices, ["group_id", "name_key", "section", "updated_at"], choiceRows),
    ...insertRows(
      db,
      schema.shoppingLists,
      [
        "id",
        "group_id",
        "title",
        "description",
        "status",
        "start_date",
        "end_date",
        "total_price",
        "synced",
        "store_id",
        "stocks_pantry",
        "created_at",
        "updated_at",
      ],
      listRows,
    ),
    ...insertRows(
      db,
      schema.shoppingItems,
      [
        "group_id",
        "list_id",
        "name",
        "ingredient_id",
        "quantity",
        "unit",
        "price_cents",
        "is_bought",
        "type",
        "section",
        "needed",
        "have",
        "more_amounts",
        "held_at_home",
        "held_for",
        "notes",
        "source",
        "sync_key",
        "source_meal_ids",
        "edited_by_user",
        "created_at",
        "updated_at",
      ],
      itemRows,
    ),
    ...insertRows(
      db,
      schema.pantryItems,
      ["group_id", "ingredient_id", "quantity", "unit", "place_id", "best_before", "created_at", "updated_at"],
      pantryRows,
    ),
  ];

  const summary: ImportSummary = {
    added: {
      recipes: recipeRows.length,
      ingredients: ingredientRows.length,
      meal_types: mealTypeRows.length,
      meals: mealRows.length,
      tasks: taskRows.length,
      shopping_lists: listRows.length,
      stores: storeRows.length,
      pantry_items: pantryRows.length,
      photos: 0,
    },
    kept: {
      recipes: matchedRecipes.length,
      ingredients: ingredients.kept,
      meal_types: mealTypes.kept,
      meals: mealsKept,
      tasks: archive.tasks.length - taskRows.length,
      shopping_lists: listsKept,
      stores: stores.kept,
      pantry_items: pantryKept,
    },
    matched_recipes: matchedRecipes,
    notes,
  };
  return { before: statements, recipeRows, after, photos, summary };
}

type ImportPlan = Awaited<ReturnType<typeof planGroupImport>>;

/**
 * Runs the plan's writes as one batch, with each stored photo's image set on its recipe. A unique
 * index refusing a row means the group changed since the plan was made: nothing is written.
 */
export async function runGroupImport(scope: Scope, plan: ImportPlan, images: Map<number, string>) {
  const recipeRows = plan.recipeRows.map((row) => {
    const image = images.get(row[0] as number);
    return image === undefined ? row : row.with(RECIPE_IMAGE_COLUMN, image);
  });
  const { db } = scope;
  const statements = [...plan.before, ...insertRows(db, schema.recipes, RECIPE_COLUMNS, recipeRows), ...plan.after];
  if (statements.length === 0) return;
  await runBatch(db, statements).catch(onUniqueViolation(() => new Conflict(IMPORT_RACED)));
}
