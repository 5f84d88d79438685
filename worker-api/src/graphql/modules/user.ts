import { and, eq, inArray } from "drizzle-orm";
import { schema } from "../../db";
import { publicUser } from "../../lib/auth-user";
import { notFoundError, type GraphQLContext } from "../context";

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
  `,
  resolvers: {
    Query: {
      user: async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) => {
        const { db, viewer } = ctx;
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
  },
};
