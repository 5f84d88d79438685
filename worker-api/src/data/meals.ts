import { and, asc, desc, eq, gte, inArray, isNull, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import { schema, type Database } from "../db";
import { statementsWithinLimit } from "../lib/bulk";
import type { Locale } from "../shared/locales";
import { onUniqueViolation } from "../lib/db-errors";
import { Conflict, NotFound } from "../lib/domain-errors";
import type {
  createMealSchema,
  createTaskSchema,
  mealTypeSchema,
  updateMealSchema,
  updateMealTypeSchema,
} from "../contract/meal";
import { asColumns } from "./columns";
import { defaultNamesIn } from "./default-names";
import { recipeLinesQuery } from "./recipe-reads";
import { deleteOfGroup, existsInGroup, firstOrNotFound, getOfGroup, listOfGroup, updateOfGroup } from "./rows";
import type { ReadScope, Scope } from "./scope";
import { inGroupById } from "./sql";

type MealRow = typeof schema.meals.$inferSelect;

/** A range of days, [from, to), and whether the meals with no date come along. */
export type MealRange = { from: number; to: number; unscheduled?: boolean };

/** All meals of the group, or those scheduled in [from, to). */
function mealsWhere(scope: ReadScope, range?: { from: number; to: number }) {
  return and(
    eq(schema.meals.groupId, scope.groupId),
    range ? gte(schema.meals.scheduledDate, new Date(range.from)) : undefined,
    range ? lt(schema.meals.scheduledDate, new Date(range.to)) : undefined,
  );
}

/** The group's meals with no date: `meals_group_date_idx` holds them together (NULL first). */
const unscheduledWhere = (scope: ReadScope) =>
  and(eq(schema.meals.groupId, scope.groupId), isNull(schema.meals.scheduledDate));

/**
 * All meals of the group (scheduled ones by date, then the unscheduled), or those scheduled in
 * [from, to) by date. A range holds no unscheduled meal, and without the `IS NULL` term its order
 * is the order of `meals_group_date_idx` (ties by id, the rowid), so SQLite does not sort.
 */
function mealsQuery(scope: ReadScope, range?: { from: number; to: number }) {
  const { meals } = schema;
  const query = scope.db.select().from(meals).where(mealsWhere(scope, range));
  return range
    ? query.orderBy(asc(meals.scheduledDate), asc(meals.id))
    : query.orderBy(sql`${meals.scheduledDate} IS NULL`, asc(meals.scheduledDate), asc(meals.id));
}

/**
 * The relations a list of meals reads with it: only those its query selects (`lines`: the
 * recipes' lines as nutrition weighs them).
 */
type MealRelations = { types: boolean; recipes: boolean; lines?: boolean };

/**
 * Meals with the meal types and recipes they name, in one D1 batch (one round trip); the range
 * is served by the `meals_group_date_idx` index. The unscheduled meals a range asks for are a
 * second statement of the batch, a seek on the same index: an `OR IS NULL` in the range's own
 * statement made SQLite walk every meal of the household.
 */
export async function listMealsWithRelations(scope: ReadScope, range: MealRange | undefined, relations: MealRelations) {
  const { db } = scope;
  const withUnscheduled = range?.unscheduled === true;
  const recipeIdsOf = (where: ReturnType<typeof mealsWhere>) =>
    db.select({ id: schema.meals.recipeId }).from(schema.meals).where(where);
  const recipesNamed = or(
    inArray(schema.recipes.id, recipeIdsOf(mealsWhere(scope, range))),
    withUnscheduled ? inArray(schema.recipes.id, recipeIdsOf(unscheduledWhere(scope))) : undefined,
  );
  const recipeIdsNamed = db
    .select({ id: schema.recipes.id })
    .from(schema.recipes)
    .where(and(inGroupById(schema.recipes.groupId, scope.groupId), recipesNamed));
  const [meals, unscheduled = [], types = [], recipes = [], lines] = await scope.read([
    mealsQuery(scope, range),
    withUnscheduled
      ? db.select().from(schema.meals).where(unscheduledWhere(scope)).orderBy(asc(schema.meals.id))
      : undefined,
    relations.types ? db.select().from(schema.mealTypes).where(eq(schema.mealTypes.groupId, scope.groupId)) : undefined,
    relations.recipes
      ? db
          .select()
          .from(schema.recipes)
          .where(and(inGroupById(schema.recipes.groupId, scope.groupId), recipesNamed))
      : undefined,
    relations.recipes && relations.lines ? recipeLinesQuery(db, recipeIdsNamed) : undefined,
  ]);
  return {
    meals: unscheduled.length ? [...meals, ...unscheduled] : meals,
    types,
    recipes,
    /** null when the lines were not asked for. */
    lines: lines ?? null,
  };
}

export const getMeal = (scope: Scope, id: number): Promise<MealRow> =>
  getOfGroup(scope, schema.meals, id, "Meal not found");

/** Checks that the recipe and meal type named by a meal belong to the group, in one query each at most. */
async function checkReferences(scope: Scope, recipeId: number | null | undefined, typeId: number | undefined) {
  const [recipe, type] = await Promise.all([
    !recipeId || existsInGroup(scope, schema.recipes, recipeId),
    !typeId || existsInGroup(scope, schema.mealTypes, typeId),
  ]);
  if (!recipe) throw new NotFound("Recipe not found");
  if (!type) throw new NotFound("Meal type not found");
}

export async function createMeal(scope: Scope, input: z.output<typeof createMealSchema>) {
  await checkReferences(scope, input.recipe_id, input.type_id);
  const [meal] = await scope.db
    .insert(schema.meals)
    .values({
      groupId: scope.groupId,
      title: input.title,
      description: input.description,
      recipeId: input.recipe_id ?? null,
      typeId: input.type_id,
      scheduledDate: input.scheduled_date ? new Date(input.scheduled_date) : null,
      servings: input.servings ?? null,
    })
    .returning();
  return meal!;
}

export async function updateMeal(scope: Scope, input: z.output<typeof updateMealSchema>) {
  const { id, scheduled_date, ...fields } = input;
  await checkReferences(scope, fields.recipe_id, fields.type_id);
  const updated = updateOfGroup(scope, schema.meals, id, {
    ...asColumns(fields),
    ...(scheduled_date !== undefined && { scheduledDate: scheduled_date ? new Date(scheduled_date) : null }),
    updatedAt: new Date(),
  });
  return firstOrNotFound(updated, "Meal not found");
}

/** Where a week of meals is copied: both weeks start at a moment (UTC ms), the source lasts 7 days. */
type WeekCopy = { from: number; to: number };

const WEEK_MS = 7 * 86_400_000;

/**
 * Copies every dated meal of the group in [from, from + 7 days) to the same time `to - from`
 * later, skipping a meal whose twin (same title, recipe, type and moment) is there already, and
 * answers the copies. One `INSERT … SELECT … WHERE NOT EXISTS` statement: a handful of parameters
 * whatever the week holds, and atomic, so a second or racing copy writes nothing.
 */
export function copyWeekOfMeals(scope: Scope, { from, to }: WeekCopy) {
  const { meals } = schema;
  const twin = alias(meals, "twin");
  const shift = to - from;
  const shifted = sql<Date>`${meals.scheduledDate} + ${shift}`;
  const now = sql<Date>`(unixepoch('subsec') * 1000)`;
  return scope.db
    .insert(meals)
    .select((qb) =>
      qb
        // Every column of the table, in its order: the statement inserts into all of them.
        .select({
          // NULL: SQLite numbers each copy.
          id: sql<number>`NULL`,
          groupId: meals.groupId,
          title: meals.title,
          description: meals.description,
          recipeId: meals.recipeId,
          typeId: meals.typeId,
          scheduledDate: shifted,
          servings: meals.servings,
          // A copy is a meal still to cook.
          cookedAt: sql<null>`NULL`,
          cookedServings: sql<null>`NULL`,
          createdAt: now,
          updatedAt: now,
        })
        .from(meals)
        .where(
          and(
            eq(meals.groupId, scope.groupId),
            gte(meals.scheduledDate, new Date(from)),
            lt(meals.scheduledDate, new Date(from + WEEK_MS)),
            notExists(
              qb
                .select({ one: sql`1` })
                .from(twin)
                .where(
                  and(
                    eq(twin.groupId, meals.groupId),
                    eq(twin.scheduledDate, shifted),
                    eq(twin.title, meals.title),
                    sql`${twin.recipeId} IS ${meals.recipeId}`,
                    sql`${twin.typeId} IS ${meals.typeId}`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(meals.scheduledDate), asc(meals.id))
        .getSQL(),
    )
    .returning();
}

/** True when a meal of the group was deleted; another group's id is NOT_FOUND, like a missing one. */
export const deleteMeal = (scope: Scope, id: number) => deleteOfGroup(scope, schema.meals, id, "Meal not found");

/** Every new group starts with these meal types, so a household can plan its first meal at once. */
const DEFAULT_MEAL_TYPES = [
  { kind: "breakfast", defaultMinutes: 8 * 60 },
  { kind: "lunch", defaultMinutes: 12 * 60 + 30 },
  { kind: "dinner", defaultMinutes: 19 * 60 },
  { kind: "snack", defaultMinutes: 16 * 60 },
] as const;

/**
 * Inserts of the default meal types for a group (an id, or a sub-query inside a batch), named in
 * `locale` (English without one).
 */
export function defaultMealTypeInserts(db: Database, groupId: number | SQL<number>, locale: Locale | null) {
  const names = defaultNamesIn(locale).mealTypes;
  return statementsWithinLimit(DEFAULT_MEAL_TYPES, (types) =>
    db
      .insert(schema.mealTypes)
      .values(types.map(({ kind, defaultMinutes }) => ({ groupId, name: names[kind], defaultMinutes }))),
  );
}

export async function listMealTypes(scope: ReadScope) {
  const [types] = await scope.read([
    scope.db
      .select()
      .from(schema.mealTypes)
      .where(eq(schema.mealTypes.groupId, scope.groupId))
      .orderBy(asc(schema.mealTypes.id)),
  ]);
  return types;
}

/** A meal type's name is unique in its group whatever the case: the index says so. */
const nameTaken = (name: string) => {
  const taken = `Meal type "${name}" already exists.`;
  return onUniqueViolation(() => new Conflict(taken, { name: taken }));
};

export async function createMealType(scope: Scope, input: z.output<typeof mealTypeSchema>) {
  const [type] = await scope.db
    .insert(schema.mealTypes)
    .values({ groupId: scope.groupId, name: input.name, defaultMinutes: input.default_time ?? null })
    .returning()
    .catch(nameTaken(input.name));
  return type!;
}

/** Renames a meal type or changes its default time (null: none); what is not given stays. */
export async function updateMealType(scope: Scope, input: z.output<typeof updateMealTypeSchema>) {
  const { id, name, default_time } = input;
  if (name === undefined && default_time === undefined)
    return getOfGroup(scope, schema.mealTypes, id, "Meal type not found");
  const updated = updateOfGroup(scope, schema.mealTypes, id, {
    ...(name !== undefined && { name }),
    ...(default_time !== undefined && { defaultMinutes: default_time }),
  });
  return firstOrNotFound(Promise.resolve(updated).catch(nameTaken(name ?? "")), "Meal type not found");
}

export const listTasks = (scope: ReadScope) =>
  listOfGroup(scope, schema.tasks, desc(schema.tasks.createdAt), desc(schema.tasks.id));

export async function createTask(scope: Scope, input: z.output<typeof createTaskSchema>) {
  const [task] = await scope.db
    .insert(schema.tasks)
    .values({
      groupId: scope.groupId,
      createdBy: scope.userId,
      content: input.content,
      description: input.description ?? null,
      dueDate: input.due_date ? new Date(input.due_date) : null,
    })
    .returning();
  return task!;
}
