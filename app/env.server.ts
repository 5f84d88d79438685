/** Bindings of the web worker. Secrets arrive per request in `env`; nothing reads them at module load. */
/**
 * The API worker's entrypoint as its service binding exposes it (worker-api/src/index.ts): `handle`
 * (JS RPC) for every call, `fetch` for a WebSocket upgrade, which cannot cross RPC.
 */
export type ApiService = { handle(request: Request): Promise<Response>; fetch(request: Request): Promise<Response> };

export type WebEnv = {
  API: ApiService;
  ASSETS?: Fetcher;
  /** 64 hex characters: the AES-GCM key of the session cookie. */
  SESSION_SECRET: string;
  /** `development` for local runs (plain cookie name, no Secure flag, no HSTS). */
  ENVIRONMENT?: string;
  /** "1" (benchmark only) adds up the API's D1 round trips per page in an `X-D1-Round-Trips` header. */
  D1_COUNT_ROUND_TRIPS?: string;
  /**
   * "1" (tests only) lists, in an `X-GraphQL-Executors` header, which executor answered each of
   * the page's GraphQL requests ("fast" or "reference"), as the API reports it when its own
   * `REPORT_GRAPHQL_EXECUTOR` binding is "1".
   */
  REPORT_GRAPHQL_EXECUTOR?: string;
  /**
   * "1" (tests; local runs have it without): a request with the cookie `larder_pseudo=1` is answered in
   * the pseudo language, every message accented and bracketed (app/i18n/pseudo.ts), so words
   * written into a component in English stand out (docs/translating.md).
   */
  PSEUDO_LOCALE?: string;
};

export const isDevelopment = (env: WebEnv) => env.ENVIRONMENT === "development";

/** The request asks for the pseudo language, and this worker serves it. */
export const wantsPseudoLocale = (env: WebEnv, request: Request) =>
  (env.PSEUDO_LOCALE === "1" || isDevelopment(env)) &&
  /(?:^|;\s*)larder_pseudo=1(?:;|$)/.test(request.headers.get("Cookie") ?? "");

/** Refuses to start with a session key that is not 64 hex characters (32 random bytes). */
export function assertSessionSecret(env: WebEnv) {
  if (!/^[0-9a-fA-F]{64}$/.test(env.SESSION_SECRET ?? "")) {
    throw new Error(
      "SESSION_SECRET must be 64 hex characters (a 256-bit AES-GCM key). " +
        "Locally `npm run dev` writes one to .dev.vars; in production run `wrangler secret put SESSION_SECRET`.",
    );
  }
}
