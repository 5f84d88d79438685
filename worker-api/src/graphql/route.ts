import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isDevelopment } from "../env";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { fastQueryExecution } from "./fast-execution";
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
              console.error(
                `[${args.contextValue.requestId}] unexpected GraphQL error in ${error.path?.join(".") ?? "?"}`,
                original,
              );
            }
          }
        },
      };
    },
  };
}

/**
 * Outside local development, errors do not suggest the schema's names ('Did you mean "title"?'):
 * introspection is off there, and suggestions would hand the schema out one guess at a time.
 */
function withoutSuggestions(): Plugin {
  const strip = (message: string) => message.replace(/\s*Did you mean [^?]*\?/g, "");
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: { message: string }[] }).errors;
        for (const error of errors ?? [])
          if (error.message.includes("Did you mean")) error.message = strip(error.message);
      }
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
    // The app's bodyLimit middleware has refused larger bodies already; Yoga's own limit would
    // copy every request into a new one with a counting stream.
    maxRequestBodySize: false,
    plugins: [
      requestLimits({ introspection: development }),
      fastQueryExecution(),
      logUnexpectedErrors(),
      ...(development ? [] : [withoutSuggestions()]),
    ],
  });
  yogas.set(development, yoga);
  return yoga;
}

export const graphqlRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/", (c) =>
  getYoga(isDevelopment(c.env)).fetch(c.req.raw, { hono: c }),
);
