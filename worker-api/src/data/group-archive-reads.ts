import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { schema } from "../db";
import { asMultiLine, asOneLine } from "../contract/plain-text";
import { SECTIONS } from "../contract/sections";
import type { Archive, ArchiveMeal, ArchiveRecipe, ArchiveShoppingList } from "../group-archive/format";
import { isRecipeImage, isWebAddress } from "../shared/web-address";
import { readStoreOrder } from "../shopping/store-order";
import type { Scope } from "./scope";

/**
 * What a group's archive holds, read from D1: the small documents in one batch, the large ones
 * (recipes, meals, lists) a page at a time, in id order, so an export of any size holds one
 * page in memory and a read stays well within D1's limits. References become names.
 */

/** Rows per page of the large documents: one D1 round trip each. */
const ARCHIVE_PAGE_ROWS = 1000;

/** Rows by a key, each group in the order given. */
function groupedBy<Row, Key>(rows: Row[], keyOf: (row: Row) => Key) {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Everything but recipes, meals and lists, and what their pages need to name things. */
export async function readArchiveBasics(scope: Scope) {
  const { db, groupId } = scope;
  const ofGroup = <T extends { groupId: unknown }>(table: T) => eq(table.groupId as never, groupId);
  const groupRow = scope.directory
    .select({ name: schema.groups.name, description: schema.groups.description })
    .from(schema.groups)
    .where(eq(schema.groups.id, groupId));
  const [
    [group],
    [categories, ingredientGroups, ingredients, mealTypes, tasks, stores, prices, sectionChoices, places, pantryItems],
  ] = await Promise.all([
    groupRow,
    scope.read([
      db
        .select()
        .from(schema.recipeCategories)
        .where(ofGroup(schema.recipeCategories))
        .orderBy(asc(schema.recipeCategories.id)),
      db
        .select()
        .from(schema.ingredientGroups)
        .where(ofGroup(schema.ingredientGroups))
        .orderBy(asc(schema.ingredientGroups.id)),
      db.select().from(schema.ingredients).where(ofGroup(schema.ingredients)).orderBy(asc(schema.ingredients.id)),
      db.select().from(schema.mealTypes).where(ofGroup(schema.mealTypes)).orderBy(asc(schema.mealTypes.id)),
      db.select().from(schema.tasks).where(ofGroup(schema.tasks)).orderBy(asc(schema.tasks.id)),
      db.select().from(schema.stores).where(ofGroup(schema.stores)).orderBy(asc(schema.stores.id)),
      db.select().from(schema.storePrices).where(ofGroup(schema.storePrices)).orderBy(asc(schema.storePrices.id)),
      db
        .select()
        .from(schema.sectionChoices)
        .where(ofGroup(schema.sectionChoices))
        .orderBy(asc(schema.sectionChoices.id)),
      db.select().from(schema.pantryPlaces).where(ofGroup(schema.pantryPlaces)).orderBy(asc(schema.pantryPlaces.id)),
      db.select().from(schema.pantryItems).where(ofGroup(schema.pantryItems)).orderBy(asc(schema.pantryItems.id)),
    ] as const),
  ]);

  const nameOf = <Row extends { id: number; name: string }>(rows: Row[]) => {
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  };
  const ingredientGroupName = nameOf(ingredientGroups);
  const ingredientName = nameOf(ingredients);
  const storeName = nameOf(stores);
  const placeName = nameOf(places);

  const documents: Omit<Archive, "manifest" | "recipes" | "meals" | "shoppingLists"> = {
    catalogue: {
      recipe_categories: categories.map((row) => ({ name: row.name, created_at: iso(row.createdAt) })),
      ingredient_groups: ingredientGroups.map((row) => ({ name: row.name, created_at: iso(row.createdAt) })),
      ingredients: ingredients.map((row) => ({
        name: row.name,
        type: row.type,
        description: row.description,
        default_unit: row.defaultUnit,
        calories_per_100g: row.caloriesPer100g,
        group: ingredientGroupName(row.ingredientGroupId),
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    },
    mealTypes: mealTypes.map((row) => ({
      name: row.name,
      default_minutes: row.defaultMinutes,
      created_at: iso(row.createdAt),
    })),
    tasks: tasks.map((row) => ({
      content: row.content,
      description: row.description,
      project_id: row.projectId,
      section_id: row.sectionId,
      due_at: isoOrNull(row.dueDate),
      labels: row.labels,
      created_at: iso(row.createdAt),
    })),
    stores: {
      stores: stores.map((store) => ({
        name: store.name,
        position: store.position,
        // As the order's reader takes it: a row damaged before the format held it to its shape
        // still exports a file the import reads.
        section_order: store.sectionOrder === null ? null : readStoreOrder(store.sectionOrder, SECTIONS),
        created_at: iso(store.createdAt),
        updated_at: iso(store.updatedAt),
        prices: prices
          .filter((price) => price.storeId === store.id)
          .map((price) => {
            // `i:<id>` names an ingredient of the catalogue, `n:<name>` a line's name.
            const ingredientId = price.itemKey.startsWith("i:") ? Number(price.itemKey.slice(2)) : null;
            return {
              ingredient: ingredientName(ingredientId),
              name: ingredientId === null ? price.itemKey.slice(2) : null,
              price_cents: price.priceCents,
              quantity: price.quantity,
              unit: price.unit,
              updated_at: iso(price.updatedAt),
            };
          })
          .filter((price) => price.ingredient !== null || price.name !== null),
      })),
      section_choices: sectionChoices.map((row) => ({
        name_key: row.nameKey,
        section: row.section as Archive["stores"]["section_choices"][number]["section"],
        updated_at: iso(row.updatedAt),
      })),
    },
    pantry: {
      places: places.map((row) => ({
        name: row.name,
        position: row.position,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
      items: pantryItems.map((row) => ({
        ingredient: ingredientName(row.ingredientId)!,
        quantity: row.quantity,
        unit: row.unit,
        place: placeName(row.placeId),
        best_before: row.bestBefore,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    },
  };
  return {
    group: group!,
    documents,
    ingredientName,
    storeName,
    categoryName: nameOf(categories),
    mealTypeName: nameOf(mealTypes),
  };
}

type Basics = Awaited<ReturnType<typeof readArchiveBasics>>;

/** The group's recipes, a page at a time, each with its lines in order. */
export async function* recipePages(scope: Scope, basics: Basics, pageRows = ARCHIVE_PAGE_ROWS) {
  const { db, groupId } = scope;
  for (let after = 0; ;) {
    // This page's rows: the next ones in id order. Their lines are read by the page's ids.
    const inPage = and(eq(schema.recipes.groupId, groupId), gt(schema.recipes.id, after));
    const page = db
      .select({ id: schema.recipes.id })
      .from(schema.recipes)
      .where(inPage)
      .orderBy(asc(schema.recipes.id))
      .limit(pageRows);
    const [recipes, lines] = await scope.read([
      db.select().from(schema.recipes).where(inPage).orderBy(asc(schema.recipes.id)).limit(pageRows),
      db
        .select()
        .from(schema.recipeIngredients)
        .where(inArray(schema.recipeIngredients.recipeId, page))
        .orderBy(asc(schema.recipeIngredients.position), asc(schema.recipeIngredients.id)),
    ] as const);
    if (recipes.length === 0) return;
    const linesOf = groupedBy(lines, (line) => line.recipeId);
    yield recipes.map((row): ArchiveRecipe => ({
      slug: row.slug,
      title: row.title,
      description: row.description,
      // Written only as the import reads them, so that every export comes back in.
      image: isRecipeImage(row.image) ? row.image : null,
      difficulty: row.difficulty,
      is_favorite: row.isFavorite,
      servings: row.servings,
      instructions: row.instructions,
      prep_time_minutes: row.prepTimeMinutes,
      cook_time_minutes: row.cookTimeMinutes,
      total_time_minutes: row.totalTimeMinutes,
      source_url: isWebAddress(row.sourceUrl) ? row.sourceUrl : null,
      category: basics.categoryName(row.categoryId),
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      ingredients: (linesOf.get(row.id) ?? []).map((line) => ({
        ingredient: basics.ingredientName(line.ingredientId)!,
        quantity: line.quantity,
        // Only a range writes its end: an archive of single amounts reads as before.
        ...(line.quantityMax === null ? {} : { quantity_max: line.quantityMax }),
        unit: line.unit,
        note: line.note,
      })),
    }));
    after = recipes.at(-1)!.id;
    if (recipes.length < pageRows) return;
  }
}

/**
 * The group's meals, a page at a time. `positions` learns each meal's place in meals.json, for
 * the lists' lines that name the meals they came from.
 */
export async function* mealPages(
  scope: Scope,
  basics: Basics,
  positions: Map<number, number>,
  pageRows = ARCHIVE_PAGE_ROWS,
) {
  const { db, groupId } = scope;
  for (let after = 0; ;) {
    const [meals] = await scope.read([
      db
        .select({ meal: schema.meals, recipe: schema.recipes.slug })
        .from(schema.meals)
        .leftJoin(schema.recipes, eq(schema.recipes.id, schema.meals.recipeId))
        .where(and(eq(schema.meals.groupId, groupId), gt(schema.meals.id, after)))
        .orderBy(asc(schema.meals.id))
        .limit(pageRows),
    ] as const);
    if (meals.length === 0) return;
    yield meals.map(({ meal, recipe }): ArchiveMeal => {
      positions.set(meal.id, positions.size);
      return {
        // As a meal takes them: rows written before control characters were refused still
        // export a file the import reads.
        title: asOneLine(meal.title).trim() || UNTITLED_MEAL,
        description: asMultiLine(meal.description),
        recipe,
        type: basics.mealTypeName(meal.typeId),
        scheduled_at: isoOrNull(meal.scheduledDate),
        servings: meal.servings,
        cooked_at: isoOrNull(meal.cookedAt),
        cooked_servings: meal.cookedServings,
        created_at: iso(meal.createdAt),
        updated_at: iso(meal.updatedAt),
      };
    });
    after = meals.at(-1)!.meal.id;
    if (meals.length < pageRows) return;
  }
}

/** The title of a meal whose title was nothing but control characters. */
const UNTITLED_MEAL = "Untitled meal";

/** The group's shopping lists with their lines, a page of lists at a time. */
export async function* shoppingListPages(
  scope: Scope,
  basics: Basics,
  mealPositions: Map<number, number>,
  pageRows = ARCHIVE_PAGE_ROWS / 10,
) {
  const { db, groupId } = scope;
  for (let after = 0; ;) {
    // This page's rows: the next ones in id order. Their lines are read by the page's ids.
    const inPage = and(eq(schema.shoppingLists.groupId, groupId), gt(schema.shoppingLists.id, after));
    const page = db
      .select({ id: schema.shoppingLists.id })
      .from(schema.shoppingLists)
      .where(inPage)
      .orderBy(asc(schema.shoppingLists.id))
      .limit(pageRows);
    const [lists, items] = await scope.read([
      db.select().from(schema.shoppingLists).where(inPage).orderBy(asc(schema.shoppingLists.id)).limit(pageRows),
      db
        .select()
        .from(schema.shoppingItems)
        .where(and(eq(schema.shoppingItems.groupId, groupId), inArray(schema.shoppingItems.listId, page)))
        .orderBy(asc(schema.shoppingItems.id)),
    ] as const);
    if (lists.length === 0) return;
    const itemsOf = groupedBy(items, (item) => item.listId);
    yield lists.map((list): ArchiveShoppingList => ({
      title: list.title,
      description: list.description,
      status: list.status,
      start_date: list.startDate,
      end_date: list.endDate,
      total_price_cents: list.totalPrice,
      synced: list.synced,
      store: basics.storeName(list.storeId),
      stocks_pantry: list.stocksPantry,
      created_at: iso(list.createdAt),
      updated_at: iso(list.updatedAt),
      items: (itemsOf.get(list.id) ?? []).map((item) => ({
        name: item.name,
        ingredient: basics.ingredientName(item.ingredientId),
        quantity: item.quantity,
        unit: item.unit,
        price_cents: item.priceCents,
        is_bought: item.isBought,
        type: item.type,
        section: item.section as ArchiveShoppingList["items"][number]["section"],
        needed: item.needed,
        have: item.have,
        more_amounts: item.moreAmounts ?? null,
        held_at_home: item.heldAtHome,
        held_for: item.heldFor,
        notes: item.notes,
        source: item.source,
        sync_key: item.syncKey,
        // A meal deleted since the sync is no longer there to name.
        source_meals: item.sourceMealIds
          ? item.sourceMealIds.flatMap((id) => {
              const position = mealPositions.get(id);
              return position === undefined ? [] : [position];
            })
          : null,
        edited_by_user: item.editedByUser,
        created_at: iso(item.createdAt),
        updated_at: iso(item.updatedAt),
      })),
    }));
    after = lists.at(-1)!.id;
    if (lists.length < pageRows) return;
  }
}
