import { and, eq, inArray, ne } from "drizzle-orm";
import { GraphQLError } from "graphql";
import { schema } from "../../db";
import { publicUser } from "../../lib/auth-user";
import { EMAIL_TAKEN } from "../../schemas/auth";
import { updateUserSchema } from "../../schemas/meal";
import { badInput, notFoundError, parseArgs, type GraphQLContext } from "../context";

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
        const { db } = ctx;
        const viewer = await ctx.viewer();
        if (id !== viewer.id) {
          const myGroups = db
            .select({ groupId: schema.groupMembers.groupId })
            .from(schema.groupMembers)
            .where(eq(schema.groupMembers.userId, viewer.id));
          const [shared] = await db
            .select({ userId: schema.groupMembers.userId })
            .from(schema.groupMembers)
            .where(and(eq(schema.groupMembers.userId, id), inArray(schema.groupMembers.groupId, myGroups)))
            .limit(1);
          if (!shared) throw notFoundError("User");
        }
        const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id));
        if (!user) throw notFoundError("User");
        const visible = publicUser(user);
        // Two-factor state is the account holder's business only.
        return id === viewer.id ? visible : { ...visible, two_factor_enabled: false };
      },
    },
    Mutation: {
      updateUser: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
        const input = parseArgs(updateUserSchema, args);
        const viewer = await ctx.viewer();
        if (input.id !== viewer.id) {
          throw new GraphQLError("You can only update your own account.", {
            extensions: { code: "FORBIDDEN", http: { status: 403 } },
          });
        }
        // `name` is first and last name together: split on the first space when those are not given.
        const [first, ...rest] = (input.name ?? "").split(" ");
        const firstName = input.first_name ?? (input.name ? first : undefined);
        const lastName = input.last_name ?? (input.name ? rest.join(" ") || undefined : undefined);
        if (input.email) {
          const [taken] = await ctx.db
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(and(eq(schema.users.email, input.email), ne(schema.users.id, viewer.id)));
          if (taken) throw badInput(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        }
        const [user] = await ctx.db
          .update(schema.users)
          .set({
            ...(firstName !== undefined && { firstName }),
            ...(lastName !== undefined && { lastName }),
            ...(input.email !== undefined && { email: input.email }),
            ...(input.bio !== undefined && { bio: input.bio }),
            updatedAt: new Date(),
          })
          .where(eq(schema.users.id, viewer.id))
          .returning();
        return publicUser(user!);
      },
    },
  },
};
