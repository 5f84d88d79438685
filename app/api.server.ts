import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import type { ExtractSchema } from "hono/types";
import type { ErrorBody, MessageCodes } from "@larder/api/lib/errors";
import type { authRoutes } from "@larder/api/routes/auth";
import type { groupRoutes } from "@larder/api/routes/groups";
import { GROUPS_CHANGED_HEADER } from "@larder/contract/headers";
import type { WebEnv } from "./env.server";
import { operationText, type Operation } from "./graphql/tada.server";
import { apiErrorText } from "./i18n/api-errors.server";
import { CLIENT_HEADER, CLIENT_ID_PATTERN } from "./live/page-client";
import type { Session } from "./session.server";

const NETWORK_ERROR = "Network error. Please check your connection and try again.";
/** A token that expires within this many milliseconds counts as expired already, and is refreshed first. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/**
 * What a route of one of the API's sub-apps (worker-api/src/routes) answers when it succeeds, read
 * off the route's own `c.json`: each answer's type is written once, by the API. Only types cross:
 * nothing of the API enters the web's bundles.
 */
export type ApiAnswer<
  Routes,
  Path extends keyof ExtractSchema<Routes>,
  Method extends keyof ExtractSchema<Routes>[Path],
> = ExtractSchema<Routes>[Path][Method] extends infer Endpoint
  ? Endpoint extends { output: infer Output }
    ? Output
    : never
  : never;

/** The one place an API body is read: typed as the API declares it, not checked again. */
const readBody = <Body>(response: Response) => response.json() as Promise<Body>;

/** The body of a successful answer of the route `Method Path` of the sub-app `Routes`. */
export const readAnswer = <
  Routes,
  Path extends keyof ExtractSchema<Routes>,
  Method extends keyof ExtractSchema<Routes>[Path],
>(
  response: Response,
) => readBody<ApiAnswer<Routes, Path, Method>>(response);

/** The API could not be reached at all: no HTTP answer, so no status. */
export class ApiUnreachableError extends Error {
  constructor(cause: unknown) {
    super(NETWORK_ERROR, { cause });
  }
}

type CallOptions = {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type (a photo's bytes). */
  file?: File;
  token?: string;
  groupId?: number;
  /** The visitor's request, to forward the address rate limits are counted against. */
  request?: Request;
  /** The page's language, sent as `Accept-Language`: what the API words (a list's notes) is worded in it. */
  language?: string;
  /**
   * The answer is a long stream (a group's export): sent over the binding's `fetch`, as HTTP
   * streams go. Over JS RPC, chunks of a streamed body arrived out of order (docs/decisions/0036).
   */
  streamed?: boolean;
};

/** Calls the API worker through the service binding: no public hop. */
export async function callApi(env: WebEnv, path: string, options: CallOptions = {}): Promise<Response> {
  // GraphQL answers in the GraphQL-over-HTTP media type, where a request that cannot run is a 4xx.
  const headers = new Headers({
    Accept: path === "/v1/api" ? "application/graphql-response+json" : "application/json",
  });
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  if (options.file) headers.set("Content-Type", options.file.type || "application/octet-stream");
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.groupId) headers.set("X-Larder-Group", String(options.groupId));
  if (options.language) headers.set("Accept-Language", options.language);
  const clientAddress = options.request?.headers.get("CF-Connecting-IP");
  if (clientAddress) headers.set("CF-Connecting-IP", clientAddress);
  // The page a change comes from (its live socket skips the change): passed on when well formed.
  const page = options.request?.headers.get(CLIENT_HEADER);
  if (path === "/v1/api" && page && CLIENT_ID_PATTERN.test(page)) headers.set(CLIENT_HEADER, page);
  try {
    const call = new Request(`https://larder-api${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return await (options.streamed ? env.API.fetch(call) : env.API.handle(call));
  } catch (error) {
    throw new ApiUnreachableError(error);
  }
}

export async function readApiError(response: Response) {
  // Not every failure is the API's own (a proxy's 502 has no such body).
  const body = await readBody<Partial<ErrorBody>>(response).catch(() => undefined);
  return {
    status: response.status,
    code: body?.error?.code,
    message: body?.error?.message ?? `HTTP ${response.status}: ${response.statusText}`,
    fields: body?.error?.fields ?? {},
    // What the page words the refusal by, in its language (`apiErrorText`, `apiFieldErrors`).
    message_code: body?.error?.message_code,
    message_params: body?.error?.message_params,
    field_codes: body?.error?.field_codes,
  };
}

/** Seconds-since-epoch expiry of a JWT, read without verifying (the API verifies). */
function tokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replaceAll("-", "+").replaceAll("_", "/")));
    return typeof payload.exp === "number" ? payload.exp : undefined;
  } catch {
    return undefined;
  }
}

/** Why a refresh signed the visitor out: the refresh was refused, or it failed otherwise. */
type SignOutReason = "sessionExpired" | "sessionRefreshFailed";

/**
 * Refreshes the tokens when the access token expires within 30 seconds. A refused refresh
 * signs the visitor out and answers `sessionExpired` (`sessionRefreshFailed` when the failure was
 * not a refusal), for the caller to word in the page's language (`signedOutText`); the route
 * guard then sends them to /login. Undefined when the visitor is still signed in, or never was.
 */
export async function refreshSessionIfExpiring(
  session: Session,
  env: WebEnv,
  request: Request,
): Promise<SignOutReason | undefined> {
  const { access_token, refresh_token } = session.data;
  if (!access_token || !refresh_token) return;
  const expiry = tokenExpiry(access_token);
  if (expiry !== undefined && expiry * 1000 - Date.now() > TOKEN_EXPIRY_MARGIN_MS) return;

  let reason: SignOutReason = "sessionExpired";
  try {
    const response = await callApi(env, "/v1/auth/refresh", { body: { refresh_token }, request });
    if (response.ok) {
      const { active_group_id, ...tokens } = await readAnswer<typeof authRoutes, "/refresh", "$post">(response);
      // The group chosen last, on any device, is the one this device plans with from now on.
      session.update({ ...tokens, active_group_id: active_group_id ?? undefined });
      return;
    }
    if (![400, 401, 403, 422].includes(response.status)) reason = "sessionRefreshFailed";
  } catch {
    reason = "sessionRefreshFailed";
  }
  session.clear();
  return reason;
}

/** `/login?redirect=<path with query>`; a wanted /login or /register becomes /meals. */
function loginUrl(request: Request) {
  const url = new URL(request.url);
  return `/login?redirect=${encodeURIComponent(safeRedirect(url.pathname + url.search))}`;
}

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** Only same-site paths are followed; anything else, and the auth screens themselves, go to /meals. */
export function safeRedirect(to: string | null | undefined, fallback = "/meals") {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\") || hasControlCharacter(to)) {
    return fallback;
  }
  const path = to.split(/[?#]/)[0]!;
  if (path === "/login" || path === "/register") return fallback;
  return to;
}

/** The signed-in user, or a redirect to /login that remembers where the visitor wanted to go. */
export function requireUser(request: Request, context: AppLoadContext) {
  const user = context.session.user;
  if (!user) throw redirect(loginUrl(request));
  return user;
}

export class DataRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** The API's sentence by its code, kept so wording the refusal again gives the same words. */
    readonly sentence: Pick<MessageCodes, "message_code" | "message_params"> = {},
  ) {
    super(message);
  }

  get message_code() {
    return this.sentence.message_code;
  }

  get message_params() {
    return this.sentence.message_params;
  }
}

/** What an API call came to: its data, or the caller's answer to the API's refusal. */
type Settled<T, R> = { ok: true; data: T } | { ok: false; answer: R };

/**
 * Runs an API call and turns the API's refusal (a `DataRequestError`: a rule broken, a row not
 * found) into `onRefusal`'s answer. With `codes`, only refusals with one of those codes are
 * answered; any other error (another code, the API unreachable, a bug) is thrown on.
 */
export async function ifRefused<Call extends Promise<unknown>, R>(
  call: Call,
  onRefusal: (refusal: DataRequestError) => R,
  codes?: readonly string[],
): Promise<Settled<Awaited<Call>, R>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (!(error instanceof DataRequestError) || (codes && !codes.includes(error.code ?? ""))) throw error;
    return { ok: false, answer: onRefusal(error) };
  }
}

type GraphQLAnswer<T> = {
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string } & Pick<MessageCodes, "message_code" | "message_params">;
  }[];
};

/**
 * Runs a typed GraphQL document for the signed-in user in the active group. A 401 or 403 signs
 * the visitor out and sends them to /login; GraphQL errors surface as
 * `DataRequestError` with the server's first message.
 */
export async function callGraphQL<Result, Variables>(
  request: Request,
  context: AppLoadContext,
  document: Operation<Result, Variables>,
  ...variables: Record<string, never> extends Variables ? [variables?: Variables] : [variables: Variables]
): Promise<Result> {
  requireUser(request, context);
  const { session, env } = context;
  const response = await callApi(env, "/v1/api", {
    body: { query: operationText(document), variables: variables[0] ?? {} },
    token: session.data.access_token,
    groupId: session.data.active_group_id,
    request,
    language: context.locale,
  });
  // The active group is gone (left, removed, deleted): fall back to the personal group, once.
  if (response.status === 404 && session.data.active_group_id) {
    const answer = await readBody<GraphQLAnswer<Result>>(response.clone()).catch(() => undefined);
    if (answer?.errors?.[0]?.extensions?.code === "GROUP_NOT_FOUND") {
      session.update({ active_group_id: undefined });
      session.toast("info", context.i18n.t("api:web.groupGone"));
      return callGraphQL(request, context, document, ...variables);
    }
  }
  if (response.status === 401 || response.status === 403) {
    session.clear();
    session.update({ auth_error: context.i18n.t("api:web.authenticationError") });
    throw redirect(loginUrl(request));
  }
  const serverError = context.i18n.t("api:web.serverError");
  if (response.status >= 500) throw new DataRequestError(serverError);
  const answer = await readBody<GraphQLAnswer<Result>>(response).catch((): GraphQLAnswer<Result> => ({}));
  const firstError = answer.errors?.[0];
  // An error the API masked is a server error to the person, not "Unexpected error.".
  if (firstError?.extensions?.code === "INTERNAL_SERVER_ERROR")
    throw new DataRequestError(serverError, "INTERNAL_SERVER_ERROR");
  // The API's sentence in the page's language, by its code (English: the API's own words).
  if (firstError)
    throw new DataRequestError(
      apiErrorText(context.i18n, { ...firstError.extensions, message: firstError.message }),
      firstError.extensions?.code,
      { message_code: firstError.extensions?.message_code, message_params: firstError.extensions?.message_params },
    );
  if (!answer.data) throw new DataRequestError(serverError);
  return answer.data;
}

/** Refreshes the switcher's list of the user's groups (one REST call). */
export async function refreshGroups(request: Request, context: AppLoadContext) {
  const response = await callApiAsUser(request, context, "/v1/groups?limit=100&sort_by=name&sort_order=asc");
  if (!response.ok) return;
  const { groups } = await readAnswer<typeof groupRoutes, "/", "$get">(response);
  const summaries = groups.map(({ id, name, is_personal }) => ({ id, name, is_personal }));
  const active = context.session.data.active_group_id;
  context.session.groupsNews = undefined;
  context.session.update({
    groups: summaries,
    // Read before the list (by the API's check of the user): a change in between is seen next time.
    groups_changed: response.headers.get(GROUPS_CHANGED_HEADER) ?? undefined,
    ...(active && !summaries.some((group) => group.id === active) && { active_group_id: undefined }),
  });
}

/**
 * What to plan with: a group, or the group that holds a list, a meal or a recipe. The API
 * remembers the choice for every device and the next sign-in.
 */
type GroupChoice = { group_id: number } | { shopping_list_id: number } | { meal_id: number } | { recipe_slug: string };

/**
 * Makes the chosen group the active one; answers it, or null when it is none of the person's
 * (a row of another person's group answers exactly like a missing row).
 */
export async function chooseGroup(request: Request, context: AppLoadContext, choice: GroupChoice) {
  const response = await callApiAsUser(request, context, "/v1/groups/active", { method: "PUT", body: choice });
  if (!response.ok) return null;
  const { group_id } = await readAnswer<typeof groupRoutes, "/active", "$put">(response);
  const known = () => context.session.data.groups?.find((group) => group.id === group_id);
  // A group joined since the list was read (or on another device) is read in with the others.
  if (!known()) await refreshGroups(request, context);
  const group = known();
  if (!group) return null;
  context.session.update({ active_group_id: group.is_personal ? undefined : group.id });
  return group;
}

/**
 * Loads a page's row in the active group; when it is not there, asks the API which of the
 * person's other groups holds it, switches to that group and opens the page again, saying so
 * (again: the bar and the notice are rendered beside this loader, from the session as it was).
 * Anything else (a row of another person's group, or none) stays not found.
 */
export async function loadInItsGroup<T>(
  request: Request,
  context: AppLoadContext,
  holder: Exclude<GroupChoice, { group_id: number }>,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const found = await load();
  if (found !== null) return found;
  const group = await chooseGroup(request, context, holder);
  if (!group) return null;
  context.session.toast("info", context.i18n.t("api:web.switchedTo", { name: group.name }));
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  throw redirect(url.pathname + url.search);
}

/**
 * Calls a REST route of the API as the signed-in user. A refused token signs the visitor out
 * and sends them to /login; every other answer (including a 401 for a wrong password) is
 * returned for the caller to map onto the screen's own messages.
 */
export async function callApiAsUser(
  request: Request,
  context: AppLoadContext,
  path: string,
  options: Omit<CallOptions, "token" | "request"> = {},
) {
  requireUser(request, context);
  const response = await callApi(context.env, path, { ...options, token: context.session.data.access_token, request });
  if (response.status === 401) {
    // A wrong password is a 401 too; only a session the API no longer accepts signs the person out.
    if ((await readApiError(response.clone())).code === "AUTHENTICATION_REQUIRED") {
      context.session.clear();
      context.session.update({ auth_error: context.i18n.t("api:web.authenticationError") });
      throw redirect(loginUrl(request));
    }
  }
  return response;
}
