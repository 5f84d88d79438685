import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isDevelopment } from "../env";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { requestLimits } from "./limits";
import { graphqlSchema } from "./schema";

/**
 * Errors nobody threw on purpose are answered as "Unexpected error." (masked), and logged here
 * with the request id, so the log line and the answer can be matched.
 */
function logUnexpectedErrors(): Plugin<ServerContext & GraphQLContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, args }) {
          if (!("errors" in result) || !result.errors) return;
          for (const error of result.errors) {
            const original = error.originalError;
            if (original && !(original instanceof GraphQLError)) {
              console.error(`[${args.contextValue.requestId}] unexpected GraphQL error in ${error.path?.join(".") ?? "?"}`, original);
            }
          }
        },
      };
    },
  };
}

const yogas = new Map<boolean, ReturnType<typeof createYoga<ServerContext, GraphQLContext>>>();

/**
 * One Yoga server per isolate and mode (it holds no secrets; everything per request is in the
 * context). Local development gets GraphiQL and introspection; everything else gets neither.
 */
function getYoga(development: boolean) {
  let yoga = yogas.get(development);
  if (yoga) return yoga;
  yoga = createYoga<ServerContext, GraphQLContext>({
    schema: graphqlSchema,
    graphqlEndpoint: "/v1/api",
    context: ({ hono }) => createContext(hono),
    graphiql: development,
    landingPage: false,
    maskedErrors: { maskError, isDev: false },
    plugins: [requestLimits({ introspection: development }), logUnexpectedErrors()],
  });
  yogas.set(development, yoga);
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
  getYoga(isDevelopment(c.env)).fetch(preferGraphQLResponse(c.req.raw), { hono: c }),
);
