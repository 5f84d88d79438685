import { desc, eq } from "drizzle-orm";
import { schema } from "../db";
import type { Scope } from "./scope";

/** The group's lists, newest first (spec 2 §9). */
export function listShoppingLists(scope: Scope) {
  return scope.db
    .select()
    .from(schema.shoppingLists)
    .where(eq(schema.shoppingLists.groupId, scope.groupId))
    .orderBy(desc(schema.shoppingLists.createdAt), desc(schema.shoppingLists.id));
}
