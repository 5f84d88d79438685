import { relations } from "drizzle-orm";
import { groupMembers, groups } from "./schema/groups";
import { mealTypes, meals, tasks } from "./schema/meals";
import { ingredientGroups, ingredients, recipeCategories, recipeIngredients, recipes } from "./schema/recipes";
import { shoppingItems, shoppingLists } from "./schema/shopping";
import { backupCodes, refreshTokens, users } from "./schema/users";

export const usersRelations = relations(users, ({ many }) => ({
  memberships: many(groupMembers),
  refreshTokens: many(refreshTokens),
  backupCodes: many(backupCodes),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  owner: one(users, { fields: [groups.ownerId], references: [users.id] }),
  members: many(groupMembers),
}));

export const groupMembersRelations = relations(groupMembers, ({ one }) => ({
  group: one(groups, { fields: [groupMembers.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupMembers.userId], references: [users.id] }),
}));

export const mealsRelations = relations(meals, ({ one }) => ({
  type: one(mealTypes, { fields: [meals.typeId], references: [mealTypes.id] }),
  recipe: one(recipes, { fields: [meals.recipeId], references: [recipes.id] }),
}));

export const tasksRelations = relations(tasks, ({ one }) => ({
  group: one(groups, { fields: [tasks.groupId], references: [groups.id] }),
}));

export const recipesRelations = relations(recipes, ({ one, many }) => ({
  category: one(recipeCategories, { fields: [recipes.categoryId], references: [recipeCategories.id] }),
  ingredients: many(recipeIngredients),
}));

export const recipeIngredientsRelations = relations(recipeIngredients, ({ one }) => ({
  recipe: one(recipes, { fields: [recipeIngredients.recipeId], references: [recipes.id] }),
  ingredient: one(ingredients, { fields: [recipeIngredients.ingredientId], references: [ingredients.id] }),
}));

export const ingredientsRelations = relations(ingredients, ({ one }) => ({
  ingredientGroup: one(ingredientGroups, {
    fields: [ingredients.ingredientGroupId],
    references: [ingredientGroups.id],
  }),
}));

export const shoppingListsRelations = relations(shoppingLists, ({ many }) => ({
  items: many(shoppingItems),
}));

export const shoppingItemsRelations = relations(shoppingItems, ({ one }) => ({
  list: one(shoppingLists, { fields: [shoppingItems.listId], references: [shoppingLists.id] }),
  ingredient: one(ingredients, { fields: [shoppingItems.ingredientId], references: [ingredients.id] }),
}));
