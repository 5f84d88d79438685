import { createYoga } from "graphql-yoga";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isDevelopment } from "../env";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { graphqlSchema } from "./schema";

let yoga: ReturnType<typeof createYoga<ServerContext, GraphQLContext>> | undefined;

/** One Yoga server per isolate (it holds no secrets); everything per request is in the context. */
function getYoga() {
  yoga ??= createYoga<ServerContext, GraphQLContext>({
    schema: graphqlSchema,
    graphqlEndpoint: "/v1/api",
    context: ({ hono }) => createContext(hono),
    graphiql: (_request, { hono }) => isDevelopment(hono.env),
    landingPage: false,
    maskedErrors: true,
  });
  return yoga;
}

/**
 * Answers in the GraphQL-over-HTTP media type, whose rules make a request that cannot run
 * (a syntax error, a field that does not exist, a variable of the wrong type) a 400, not a 200.
 */
function preferGraphQLResponse(request: Request) {
  const headers = new Headers(request.headers);
  headers.set("Accept", "application/graphql-response+json, application/json;q=0.9");
  return new Request(request, { headers });
}

export const graphqlRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/", (c) =>
  getYoga().fetch(preferGraphQLResponse(c.req.raw), { hono: c }),
);
