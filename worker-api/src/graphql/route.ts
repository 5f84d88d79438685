import { GraphQLError } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isDevelopment, isFastQueryPathOn } from "../env";
import { DomainError, type DomainErrorKind } from "../lib/domain-errors";
import { messageCodes } from "../lib/errors";
import { createContext, type GraphQLContext, type ServerContext } from "./context";
import { fastQueryExecution, withExecutorHeader } from "./fast-execution";
import { requestLimits } from "./limits";
import { graphqlSchema } from "./schema";

/** The code and status each domain error answers over GraphQL: to a GraphQL client, a taken name is bad input. */
const graphqlErrorOf: Record<DomainErrorKind, { code: string; status: number }> = {
  "not-found": { code: "NOT_FOUND", status: 404 },
  "bad-input": { code: "BAD_USER_INPUT", status: 400 },
  "too-large": { code: "BAD_USER_INPUT", status: 400 },
  conflict: { code: "BAD_USER_INPUT", status: 400 },
  forbidden: { code: "FORBIDDEN", status: 403 },
  unauthenticated: { code: "UNAUTHENTICATED", status: 401 },
  "too-many-attempts": { code: "RATE_LIMITED", status: 429 },
  unavailable: { code: "SERVICE_UNAVAILABLE", status: 503 },
};

/** The domain error behind an error: thrown as it is (building the context), or by a resolver. */
const domainErrorIn = (error: unknown) => {
  const thrown = error instanceof GraphQLError ? error.originalError : error;
  return thrown instanceof DomainError ? thrown : undefined;
};

/**
 * Yoga's error masking, the one place domain errors become what GraphQL clients see: a code, a
 * status, the fields at fault, at the place in the query they came from. Other errors that are
 * not GraphQL errors are masked as "Unexpected error.".
 */
function maskErrors(error: unknown, message: string, isDev?: boolean): Error {
  const domain = domainErrorIn(error);
  if (!domain) return maskError(error, message, isDev);
  const { code: kindCode, status } = graphqlErrorOf[domain.kind];
  // A group that is gone answers its own code; a missing session keeps GraphQL's UNAUTHENTICATED.
  const code = domain.code === "GROUP_NOT_FOUND" ? domain.code : kindCode;
  const located = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(domain.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      code,
      http: { status },
      ...(domain.fields && { fields: domain.fields }),
      ...messageCodes(domain.message, domain.fields),
    },
  });
}

/**
 * Yoga logs each error its masking changed. A domain error is an answer (a 404, a 400), not a
 * fault, and is not logged.
 */
const logging = {
  debug: () => {},
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => {
    if (!args.some((arg) => domainErrorIn(arg))) console.error(...args);
  },
};

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
            if (original && !(original instanceof GraphQLError || original instanceof DomainError)) {
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

const yogas = new Map<string, ReturnType<typeof createYoga<ServerContext, GraphQLContext>>>();

/**
 * One Yoga server per isolate and mode (it holds no secrets; everything per request is in the
 * context). Local development gets GraphiQL and introspection; everything else gets neither.
 * The fast query path is on unless the `FAST_QUERY_PATH` binding is "off" (docs/performance.md).
 */
function getYoga(development: boolean, fastPath: boolean) {
  const mode = `${development}/${fastPath}`;
  let yoga = yogas.get(mode);
  if (yoga) return yoga;
  yoga = createYoga<ServerContext, GraphQLContext>({
    schema: graphqlSchema,
    graphqlEndpoint: "/v1/api",
    context: ({ hono }) => createContext(hono),
    graphiql: development,
    landingPage: false,
    maskedErrors: { maskError: maskErrors, isDev: false },
    logging,
    // The app's body limit (middleware/body-limit.ts) has refused larger bodies already; Yoga's own limit would
    // copy every request into a new one with a counting stream.
    maxRequestBodySize: false,
    plugins: [
      requestLimits({ introspection: development }),
      ...(fastPath ? [fastQueryExecution()] : []),
      logUnexpectedErrors(),
      ...(development ? [] : [withoutSuggestions()]),
    ],
  });
  yogas.set(mode, yoga);
  return yoga;
}

export const graphqlRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/", (c) => {
  const response = getYoga(isDevelopment(c.env), isFastQueryPathOn(c.env)).fetch(c.req.raw, { hono: c });
  return c.env.REPORT_GRAPHQL_EXECUTOR === "1" ? withExecutorHeader(c.req.raw, response) : response;
});
