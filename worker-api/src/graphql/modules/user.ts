import { updateAccount, visibleUser } from "../../data/users";
import { publicUser } from "../../data/auth-user";
import { Forbidden } from "../../lib/domain-errors";
import { updateUserSchema } from "../../contract/user";
import { parseArgs, type GraphQLContext } from "../context";

export const userModule = {
  typeDefs: /* GraphQL */ `
    type User {
      id: Int!
      name: String!
      email: String!
      bio: String
      first_name: String!
      last_name: String!
      username: String
      two_factor_enabled: Boolean!
      created_at: String!
      updated_at: String!
    }

    type Query {
      "The signed-in user, or someone who shares a group with them."
      user(id: Int!): User
    }

    type Mutation {
      "Updates the signed-in user's own account; another id is FORBIDDEN."
      updateUser(id: Int!, name: String, email: String, bio: String, first_name: String, last_name: String): User!
    }
  `,
  resolvers: {
    Query: {
      user: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        const viewer = await ctx.viewer();
        const visible = publicUser(await visibleUser(ctx.db, viewer.id, id));
        // Two-factor state is the account holder's business only.
        return id === viewer.id ? visible : { ...visible, two_factor_enabled: false };
      },
    },
    Mutation: {
      updateUser: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(updateUserSchema, args);
        const viewer = await ctx.viewer();
        if (input.id !== viewer.id) throw new Forbidden("You can only update your own account.");
        // `name` is first and last name together: split on the first space when those are not given.
        const [first, ...rest] = (input.name ?? "").split(" ");
        const firstName = input.first_name ?? (input.name ? first : undefined);
        const lastName = input.last_name ?? (input.name ? rest.join(" ") || undefined : undefined);
        const user = await updateAccount(ctx.db, viewer.id, {
          ...(firstName !== undefined && { firstName }),
          ...(lastName !== undefined && { lastName }),
          ...(input.email !== undefined && { email: input.email }),
          ...(input.bio !== undefined && { bio: input.bio }),
        });
        return publicUser(user);
      },
    },
  },
};
