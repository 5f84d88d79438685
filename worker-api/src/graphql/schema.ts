import { createSchema } from "graphql-yoga";
import type { GraphQLContext, ServerContext } from "./context";
import { ingredientModule } from "./modules/ingredient";
import { mealModule } from "./modules/meal";
import { pantryModule } from "./modules/pantry";
import { recipeModule } from "./modules/recipe";
import { shoppingModule } from "./modules/shopping";
import { userModule } from "./modules/user";
import { weekPlanModule } from "./modules/week-plan";

/** Each domain module brings its type definitions and resolvers; this assembles them. */
const modules = [userModule, mealModule, weekPlanModule, recipeModule, ingredientModule, shoppingModule, pantryModule];

export const graphqlSchema = createSchema<GraphQLContext & ServerContext>({
  typeDefs: modules.map((module) => module.typeDefs),
  resolvers: modules.map((module) => module.resolvers),
});
