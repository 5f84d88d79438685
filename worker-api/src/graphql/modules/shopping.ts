import type { GraphQLResolveInfo } from "graphql";
import type { z } from "zod";
import type { schema } from "../../db";
import * as shoppingItems from "../../data/shopping-items";
import * as shoppingLists from "../../data/shopping-lists";
import * as shoppingSync from "../../data/shopping-sync";
import * as stores from "../../data/stores";
import { SECTIONS } from "../../contract/sections";
import { estimateList } from "../../shopping/estimate";
import { heldForNote } from "../../shopping/held-for";
import { formatDayMonthYear, rangeTitle } from "../../shared/dates";
import { isCheckYouHave } from "../../shared/amount";
import {
  itemDeleteSchema,
  itemInputSchema,
  itemUpdateSchema,
  listInputSchema,
  listUpdateSchema,
  moveToSectionSchema,
  storeUpdateSchema,
} from "../../contract/shopping";
import { whenLoaded } from "../../data/loaders";
import { CUP_WEIGHT_FIELDS, cupWeightOf } from "../../nutrition/cup-weight";
import { BadInput, NotFound } from "../../lib/domain-errors";
import { dayRangeArgs, parseArgs, type GraphQLContext } from "../context";
import { withId, withParsedArgs } from "../resolvers";
import { selectedFields } from "../selection";

/** A list row; the answer of a sync also says what the sync did. */
type ShoppingList = typeof schema.shoppingLists.$inferSelect & { syncResult?: shoppingSync.SyncResult };
type ShoppingItem = typeof schema.shoppingItems.$inferSelect;
type StoreRow = typeof schema.stores.$inferSelect;
/** A line a sync would write: its columns, and the catalogue group it was filed by. */
type LineToBuy = ReturnType<typeof shoppingSync.syncedValues> & { group: string | null };

const isoDayToDisplay = (iso: string | null) => (iso ? formatDayMonthYear(Date.parse(`${iso}T00:00:00Z`)) : null);
const euros = (cents: number) => cents / 100;

/** Syncs a list from the meal plan; the pages of an existing list hear of changed lines. */
async function syncAndNotify(ctx: GraphQLContext, input: z.output<typeof listInputSchema>) {
  const { list, changedLines, result } = await shoppingSync.syncShoppingList(await ctx.scope(), input);
  if (changedLines) ctx.lists.listChanged(list.id, { kind: "list-updated" });
  return { ...list, syncResult: result };
}

/** A line's name and its ingredient's chosen food (a line typed by hand is matched by its name). */
const itemFood = (item: ShoppingItem, ctx: GraphQLContext) =>
  item.ingredientId
    ? whenLoaded(ctx.loaders.ingredient.load(item.ingredientId), (ingredient) => ({
        name: item.name,
        foodId: ingredient?.foodId ?? null,
      }))
    : { name: item.name, foodId: null };

export const shoppingModule = {
  typeDefs: /* GraphQL */ `
    type ShoppingList {
      id: Int!
      title: String!
      description: String
      "pending, active or completed"
      status: String!
      "DD/MM/YYYY"
      start_date: String
      "DD/MM/YYYY"
      end_date: String
      "The budget, in cents."
      total_price: Int!
      "True for lists built from the meal plan."
      synced: Boolean!
      "True when ticking a line as bought puts its amount in the pantry (the default)."
      stocks_pantry: Boolean!
      items: [ShoppingItem!]!
      item_count: Int!
      bought_count: Int!
      "Sum of the items' prices, in euros."
      items_total: Float!
      "Sum of the bought items' prices, in euros."
      spent: Float!
      "The store the list is shopped in (the group's default store unless one was chosen); its ticks teach that store's order."
      store: Store
      "What the list will cost in its store: its lines' prices, and the last prices paid there for the rest."
      estimate: ListEstimate!

      created_at: String!
      updated_at: String!
      "What syncShoppingList or saveMealList did to the list it answers; null elsewhere."
      sync_result: ShoppingListSync
    }

    """
    A list's cost in a store: the lines' own prices, and for a line without one the last price the
    household paid for that thing in the store, scaled to the amount needed.
    """
    type ListEstimate {
      "In euros."
      total: Float!
      "Lines with a price, their own or a remembered one."
      priced_lines: Int!
      lines: Int!
    }

    "What a sync did: made the list, or changed this many of its lines (0: it was up to date)."
    type ShoppingListSync {
      created: Boolean!
      changes: Int!
    }

    type ShoppingItemIngredient {
      id: Int!
      name: String!
      category: IngredientCategory
    }

    type ShoppingItem {
      id: Int!
      name: String!
      list_id: Int!
      list_name: String!
      ingredient_id: Int
      ingredient: ShoppingItemIngredient
      quantity: Float!
      unit: String!
      "The line's total, in euros."
      price: Float!
      is_bought: Boolean!
      "Free text such as food or toiletries."
      type: String!
      """
      The store section: Produce, Bakery, Dairy & eggs, Meat & fish, Pantry, Spices & baking,
      Frozen, Drinks, Household or Other.
      """
      section: String!
      "The place of the line's section in the walk of its list's store (0: the first section)."
      store_position: Int!
      "The exact need when quantity was rounded up to whole pieces (1.5 for 2 lemons); else null."
      needed: Float
      "Amounts that could not be merged with quantity and unit, shown after them: 200 g + 2 pcs."
      more_amounts: [ShoppingAmount!]!
      """
      What the pantry held of a synced line's need when it was synced, in the line's unit; quantity
      is what is left to buy (need 500 g, have 200 g: quantity 300). Null when it held none.
      """
      have: Float
      """
      For a synced line: what food at home meals planned before the list's days hold, so the line
      does not count it ("400 g at home are for Tuesday's Salmon"), in the asker's language (its
      Accept-Language). Null when they hold none.
      """
      held_for: String
      "True for a line without an amount (salt to taste): one to check at home, not to count."
      check_you_have: Boolean!
      notes: String
      "sync (from the meal plan) or manual"
      source: String!
      "The meals a synced line came from."
      meal_ids: [Int!]!
      created_at: String!
      updated_at: String!
      ${CUP_WEIGHT_FIELDS}
    }

    "A store the group shops in; a list shows its lines in the order of the store's sections."
    type Store {
      id: Int!
      name: String!
      "True for the group's default store (its first): lists without a store of their own are shopped there."
      is_default: Boolean!
      """
      Every store section, in the order the household walks this store: learned from the order of
      its ticks there, or as dragged; the default order until then.
      """
      section_order: [String!]!
    }

    "An amount of a shopping line beside its first one."
    type ShoppingAmount {
      quantity: Float!
      unit: String!
      "The exact need when quantity was rounded up to whole pieces; else null."
      needed: Float
    }

    """
    A line a sync of a date range writes: one per thing to buy, merged across meals, ingredients
    and spellings, with the amounts, section and meals the synced ShoppingItem gets.
    """
    type IngredientToBuy {
      "The id of the ingredient that names the line."
      id: Int!
      name: String!
      "0 (and unit empty) when no recipe gave an amount."
      quantity: Float!
      unit: String!
      group: IngredientCategory
      "The store section, as ShoppingItem.section."
      section: String!
      "The exact need when quantity was rounded up to whole pieces; else null."
      needed: Float
      "Amounts that could not be merged with quantity and unit."
      more_amounts: [ShoppingAmount!]!
      "What the pantry holds of the need, in the line's unit; quantity is what is left to buy."
      have: Float
      "What food at home meals planned before the range hold, as ShoppingItem.held_for."
      held_for: String
      "True for a line without an amount: one to check at home."
      check_you_have: Boolean!
      meal_ids: [Int!]!
    }

    type Query {
      """
      The active group's lists, newest first; with limit (1–100), only the newest ones. With
      active_first, active lists come before the others (the dashboard shows those).
      """
      shoppingLists(limit: Int, active_first: Boolean = false): [ShoppingList!]!
      """
      A list, its items in the walk of its store: store_id's, else the list's own, else the
      group's default store.
      """
      shoppingList(id: Int!, store_id: Int): ShoppingList
      "Every item of every list of the group, newest first."
      shoppingItems: [ShoppingItem!]!
      shoppingItem(id: Int!): ShoppingItem
      shoppingItemsByList(list_id: Int!): [ShoppingItem!]!
      "The group's stores, its default store first."
      stores: [Store!]!
      """
      What the meals between two days (DD/MM/YYYY, both included) need, scaled by servings and
      merged, less what the pantry holds (meals cooked already need nothing; lines the pantry
      covers are left out): the lines syncShoppingList of those days writes, in the same order.
      """
      findIngredientsByDateRange(start_date: String!, end_date: String!): [IngredientToBuy!]!
    }

    type Mutation {
      createShoppingList(title: String!, start_date: String!, end_date: String!): ShoppingList!
      """
      Creates a list from the meals of the range, or updates the group's synced list of that range
      (whatever its title, which it keeps); sync_result says which and how many lines changed.
      """
      syncShoppingList(title: String!, start_date: String!, end_date: String!): ShoppingList!
      "syncShoppingList titled after the range: 'Week of DD/MM/YYYY' for seven days, else 'DD/MM – DD/MM/YYYY'."
      saveMealList(start_date: String!, end_date: String!): ShoppingList!
      updateShoppingList(
        id: Int!
        title: String
        description: String
        start_date: String
        end_date: String
        status: String
        total_price: Int
        "The store the list is shopped in; null: the group's default store."
        store_id: Int
        "Whether ticking a line as bought puts it in the pantry."
        stocks_pantry: Boolean
        "Made on the device (1–64 of A–Z, a–z, 0–9, - and _): the same id sent again is applied once."
        change_id: String
      ): ShoppingList!
      deleteShoppingList(id: Int!): Boolean!
      createShoppingItem(
        list_id: Int!
        name: String!
        ingredient_id: Int
        quantity: Float!
        unit: String!
        price: Float
        type: String
        notes: String
        "Made on the device (1–64 of A–Z, a–z, 0–9, - and _): the same id sent again is applied once."
        change_id: String
      ): ShoppingItem!
      updateShoppingItem(
        id: Int!
        list_id: Int
        name: String
        ingredient_id: Int
        quantity: Float
        unit: String
        price: Float
        type: String
        notes: String
        "Sets the tick to this value (never a toggle)."
        is_bought: Boolean
        "Where a tick happened (it teaches that store's order); else the list's store."
        store_id: Int
        "Made on the device (1–64 of A–Z, a–z, 0–9, - and _): the same id sent again is applied once."
        change_id: String
      ): ShoppingItem!
      deleteShoppingItem(
        id: Int!
        "Made on the device (1–64 of A–Z, a–z, 0–9, - and _): the same id sent again is applied once."
        change_id: String
      ): Boolean!
      """
      Files a line under another section, and teaches the group: the next lines of that name, on
      any list, land there too.
      """
      moveItemToSection(item_id: Int!, section: String!): ShoppingItem!
      "A new store (1–60 characters, unique in the group whatever the case), after the others."
      createStore(name: String!): Store!
      """
      Renames a store, and/or fixes its order of sections by hand: all of them, or some (those on
      a list), which take the places they held, in the order given.
      """
      updateStore(id: Int!, name: String, order: [String!]): Store!
      "Deletes a store (never the group's last); its lists go back to the default store."
      deleteStore(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      shoppingLists: async (
        _: unknown,
        { limit, active_first }: { limit?: number | null; active_first?: boolean },
        ctx: GraphQLContext,
      ) => {
        if (limit != null && (limit < 1 || limit > 100)) throw new BadInput("limit must be between 1 and 100");
        const { lists, counts } = await shoppingLists.listShoppingLists(
          ctx.readScope,
          limit ?? undefined,
          active_first === true,
        );
        const byList = new Map(counts.map((row) => [row.listId, row]));
        for (const list of lists) {
          ctx.loaders.shoppingList.prime(list.id, list);
          ctx.loaders.listCounts.prime(list.id, byList.get(list.id) ?? shoppingLists.countsOf(list.id, []));
        }
        return lists;
      },
      shoppingList: async (
        _: unknown,
        { id, store_id }: { id: number; store_id?: number | null },
        ctx: GraphQLContext,
        info: GraphQLResolveInfo,
      ) => {
        // The items' ingredients are read with the list only when the query asks for them.
        const itemFields = selectedFields(info, "items");
        const read = { ingredients: ["ingredient", "cup_grams", "measured_by"].some((field) => itemFields.has(field)) };
        const {
          list,
          items,
          stores: groupStores,
          paidPrices,
          ingredients,
          ingredientGroups,
        } = await shoppingLists.getShoppingListWithItems(ctx.readScope, id, read, store_id ?? undefined);
        if (store_id != null && !groupStores.some((store) => store.id === store_id)) {
          throw new NotFound("Store not found");
        }
        ctx.loaders.listStore.prime(list.id, stores.chosenStore(groupStores, store_id ?? list.storeId));
        ctx.loaders.listPaidPrices.prime(list.id, new Map(paidPrices.map((row) => [row.itemId, row])));
        ctx.loaders.shoppingList.prime(list.id, list);
        for (const ingredient of ingredients) ctx.loaders.ingredient.prime(ingredient.id, ingredient);
        for (const group of ingredientGroups) ctx.loaders.ingredientGroup.prime(group.id, group);
        ctx.loaders.listItems.prime(list.id, items);
        ctx.loaders.listCounts.prime(list.id, shoppingLists.countsOf(list.id, items));
        return list;
      },
      shoppingItems: async (_: unknown, __: unknown, ctx: GraphQLContext) => shoppingItems.listItems(ctx.readScope),
      stores: (_: unknown, __: unknown, ctx: GraphQLContext) => stores.listStores(ctx.readScope),
      shoppingItem: withId(shoppingItems.getItem),
      shoppingItemsByList: async (_: unknown, { list_id }: { list_id: number }, ctx: GraphQLContext) => {
        const scope = await ctx.scope();
        await shoppingLists.getShoppingList(scope, list_id);
        return shoppingLists.itemsOfList(scope, list_id);
      },
      findIngredientsByDateRange: async (
        _: unknown,
        args: { start_date: string; end_date: string },
        ctx: GraphQLContext,
      ) => {
        const range = dayRangeArgs(args);
        const lines = await shoppingSync.linesBetween(ctx.readScope, range.from, range.to);
        // The group is added to each line's new object rather than copied with it into another:
        // a week has hundreds of lines.
        return lines.map((line): LineToBuy => Object.assign(shoppingSync.syncedValues(line), { group: line.group }));
      },
    },
    Mutation: {
      createShoppingList: withParsedArgs(listInputSchema, shoppingLists.createShoppingList),
      syncShoppingList: async (_: unknown, args: unknown, ctx: GraphQLContext) =>
        syncAndNotify(ctx, parseArgs(listInputSchema, args)),
      saveMealList: (_: unknown, args: { start_date: string; end_date: string }, ctx: GraphQLContext) =>
        syncAndNotify(ctx, parseArgs(listInputSchema, { ...args, title: rangeTitle(args.start_date, args.end_date) })),
      updateShoppingList: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(listUpdateSchema, args);
        const { list, applied } = await shoppingLists.updateShoppingList(await ctx.scope(), input);
        if (applied) ctx.lists.listChanged(list.id, { kind: "list-updated" }, input.change_id);
        return list;
      },
      deleteShoppingList: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        await shoppingLists.deleteShoppingList(await ctx.scope(), id);
        ctx.lists.listChanged(id, { kind: "list-deleted" });
        return true;
      },
      createShoppingItem: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(itemInputSchema, args);
        const { item, applied, merged } = await shoppingItems.createItem(await ctx.scope(), input);
        if (applied)
          ctx.lists.listChanged(
            item.listId,
            { kind: merged ? "item-updated" : "item-created", itemId: item.id },
            input.change_id,
          );
        return item;
      },
      updateShoppingItem: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(itemUpdateSchema, args);
        const { item, applied, movedFrom } = await shoppingItems.updateItem(await ctx.scope(), input);
        if (!applied) return item;
        ctx.lists.listChanged(item.listId, { kind: "item-updated", itemId: item.id }, input.change_id);
        if (movedFrom) ctx.lists.listChanged(movedFrom, { kind: "item-deleted", itemId: item.id }, input.change_id);
        return item;
      },
      moveItemToSection: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const item = await shoppingItems.moveItemToSection(await ctx.scope(), parseArgs(moveToSectionSchema, args));
        ctx.lists.listChanged(item.listId, { kind: "item-updated", itemId: item.id });
        return item;
      },
      createStore: async (_: unknown, { name }: { name: string }, ctx: GraphQLContext) =>
        stores.createStore(await ctx.scope(), name),
      updateStore: withParsedArgs(storeUpdateSchema, stores.updateStore),
      deleteStore: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        await stores.deleteStore(await ctx.scope(), id);
        return true;
      },
      deleteShoppingItem: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(itemDeleteSchema, args);
        const { listId } = await shoppingItems.deleteItem(await ctx.scope(), input);
        if (listId !== null) ctx.lists.listChanged(listId, { kind: "item-deleted", itemId: input.id }, input.change_id);
        return true;
      },
    },
    ShoppingList: {
      start_date: (list: ShoppingList) => isoDayToDisplay(list.startDate),
      end_date: (list: ShoppingList) => isoDayToDisplay(list.endDate),
      total_price: (list: ShoppingList) => list.totalPrice,
      stocks_pantry: (list: ShoppingList) => list.stocksPantry,
      items: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listItems.load(list.id), (items) =>
          whenLoaded(ctx.loaders.listStore.load(list.id), (store) => stores.inStoreOrder(items, store)),
        ),
      store: (list: ShoppingList, _: unknown, ctx: GraphQLContext) => ctx.loaders.listStore.load(list.id),
      estimate: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listItems.load(list.id), (items) =>
          whenLoaded(ctx.loaders.listPaidPrices.load(list.id), (paid) => {
            const { cents, pricedLines, lines } = estimateList(items, paid);
            return { total: euros(cents), priced_lines: pricedLines, lines };
          }),
        ),
      item_count: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listCounts.load(list.id), (counts) => counts.itemCount),
      bought_count: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listCounts.load(list.id), (counts) => counts.boughtCount),
      items_total: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listCounts.load(list.id), (counts) => euros(counts.totalCents)),
      spent: (list: ShoppingList, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.listCounts.load(list.id), (counts) => euros(counts.spentCents)),
      created_at: (list: ShoppingList) => list.createdAt.toISOString(),
      updated_at: (list: ShoppingList) => list.updatedAt.toISOString(),
      sync_result: (list: ShoppingList) => list.syncResult ?? null,
    },
    ShoppingItem: {
      list_id: (item: ShoppingItem) => item.listId,
      list_name: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(ctx.loaders.shoppingList.load(item.listId), (list) => list?.title ?? ""),
      ingredient_id: (item: ShoppingItem) => item.ingredientId,
      ingredient: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) =>
        item.ingredientId
          ? whenLoaded(ctx.loaders.ingredient.load(item.ingredientId), (ingredient) =>
              ingredient
                ? whenLoaded(
                    ingredient.ingredientGroupId
                      ? ctx.loaders.ingredientGroup.load(ingredient.ingredientGroupId)
                      : null,
                    (group) => ({
                      id: ingredient.id,
                      name: ingredient.name,
                      category: group ? { name: group.name } : null,
                    }),
                  )
                : null,
            )
          : null,
      price: (item: ShoppingItem) => euros(item.priceCents),
      is_bought: (item: ShoppingItem) => item.isBought,
      meal_ids: (item: ShoppingItem) => item.sourceMealIds ?? [],
      more_amounts: (item: ShoppingItem) => item.moreAmounts ?? [],
      held_for: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) => heldForNote(item, ctx.language),
      check_you_have: isCheckYouHave,
      store_position: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(
          ctx.loaders.listStore.load(item.listId),
          (store) => stores.sectionRanks(store).get(item.section) ?? SECTIONS.length - 1,
        ),
      created_at: (item: ShoppingItem) => item.createdAt.toISOString(),
      updated_at: (item: ShoppingItem) => item.updatedAt.toISOString(),
      cup_grams: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(itemFood(item, ctx), (line) => cupWeightOf(line).cupGrams),
      measured_by: (item: ShoppingItem, _: unknown, ctx: GraphQLContext) =>
        whenLoaded(itemFood(item, ctx), (line) => cupWeightOf(line).measuredBy),
    },
    Store: {
      is_default: (store: StoreRow) => store.position === 0,
      section_order: (store: StoreRow) => stores.storeSectionOrder(store, SECTIONS),
    },
    IngredientToBuy: {
      id: (line: LineToBuy) => line.ingredientId,
      group: (line: LineToBuy) => (line.group ? { name: line.group } : null),
      more_amounts: (line: LineToBuy) => line.moreAmounts ?? [],
      held_for: (line: LineToBuy, _: unknown, ctx: GraphQLContext) => heldForNote(line, ctx.language),
      check_you_have: isCheckYouHave,
      meal_ids: (line: LineToBuy) => line.sourceMealIds,
    },
  },
};
