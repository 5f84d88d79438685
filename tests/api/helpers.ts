import { env, exports } from "cloudflare:workers";
import { shards, testDb } from "../shared/test-db";
import { createDb } from "../../worker-api/src/db";
import { GroupAccess } from "../../worker-api/src/data/access";
import type { Scope } from "../../worker-api/src/data/scope";
import { newD1Meter } from "../../worker-api/src/lib/d1-meter";
import { RequestDatabases } from "../../worker-api/src/shards/shard-set";
import type { Bindings } from "../../worker-api/src/env";

/** The worker under test (the `main` of this vitest project), called in-process. */
const mainWorker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

export const API = "https://api.test";

/** Calls the real API worker (the whole middleware stack) inside workerd. */
export function api(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  headers.set("CF-Connecting-IP", init.ip ?? "198.51.100.7");
  return mainWorker.fetch(
    new Request(`${API}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    }),
  );
}

export async function rows<T = Record<string, unknown>>(sql: string, ...params: unknown[]) {
  const result = await testDb
    .prepare(sql)
    .bind(...params)
    .all<T>();
  return result.results;
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export const PASSWORD = "Correct-horse-9";

export async function register(
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string; locale: string }> = {},
) {
  const body = { email: uniqueEmail(), password: PASSWORD, first_name: "Ann", last_name: "Lee", ...overrides };
  // Each test account registers from its own address: registrations are rate limited per client.
  const response = await api("/v1/auth/register", {
    method: "POST",
    json: body,
    ip: `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: number; email: string } };
  return { ...body, id: user.id, email: user.email };
}

/** One sign-in attempt, answered as it comes: the caller checks the status. */
export const signIn = (email: string, password: string, ip?: string) =>
  api("/v1/auth/login", { method: "POST", json: { email, password }, ip });

export async function login(email: string, password = PASSWORD, ip?: string) {
  const response = await signIn(email, password, ip);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string; user: { id: number } };
}

/** The challenge token of a sign-in's first step, for an account with 2FA on. */
export async function challengeToken(email: string, ip?: string) {
  const response = await signIn(email, PASSWORD, ip);
  return ((await response.json()) as { challenge_token: string }).challenge_token;
}

export async function signedInUser(overrides: Parameters<typeof register>[0] = {}) {
  const user = await register(overrides);
  const session = await login(user.email, user.password);
  return { ...user, token: session.access_token, refreshToken: session.refresh_token };
}

export async function gql<T = any>(
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  groupId?: number,
) {
  // A GraphQL-over-HTTP client: errors that stop a request answer 4xx in this media type.
  const headers: Record<string, string> = { Accept: "application/graphql-response+json" };
  if (groupId) headers["X-Larder-Group"] = String(groupId);
  const response = await api("/v1/api", { method: "POST", json: { query, variables }, token, headers });
  return {
    status: response.status,
    /** D1 round trips the request made (the API counts them in tests). */
    trips: Number(response.headers.get("X-D1-Round-Trips")),
    body: (await response.json()) as {
      data?: T;
      errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
    },
  };
}

/** The code an authenticator app would show for `secret` at `time`. */
export async function totpCode(secret: string, time = Date.now()) {
  const { TOTP, Secret } = await import("otpauth");
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: time,
  });
}

/** Turns 2FA on for a signed-in user; returns the secret and the backup codes. */
export async function enableTwoFactor(token: string) {
  const setup = (await (await api("/v1/user/2fa/enable", { method: "POST", token })).json()) as {
    secret: string;
    backup_codes: string[];
  };
  const response = await api("/v1/user/2fa/verify", {
    method: "POST",
    token,
    json: { code: await totpCode(setup.secret) },
  });
  if (response.status !== 200) throw new Error(`2FA verify failed: ${response.status} ${await response.text()}`);
  return setup;
}

/** The personal group of a user. */
export async function personalGroupId(userId: number) {
  const [row] = await rows<{ id: number }>("SELECT id FROM groups WHERE owner_id = ? AND is_personal = 1", userId);
  return row!.id;
}

/** A recipe written straight to D1 (for tests of other domains). */
export async function insertRecipe(groupId: number, title: string, slug = title.toLowerCase().replace(/\W+/g, "-")) {
  const result = await testDb
    .prepare("INSERT INTO recipes (group_id, slug, title, description) VALUES (?, ?, ?, ?) RETURNING id")
    .bind(groupId, slug, title, `About ${title}`)
    .first<{ id: number }>();
  return result!.id;
}

/**
 * Freezes `Date` (in the worker too: it runs in this isolate) a minute into a 15-minute
 * rate-limit window, so a test's attempts cannot straddle two windows. Undo with vi.useRealTimers().
 */
export async function freezeClockInsideWindow() {
  const { vi } = await import("vitest");
  const window = 15 * 60 * 1000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(Date.now() / window) * window + 60_000);
}

/** Moves the clock (also the worker's: same isolate) forward, e.g. to the next TOTP step. Undo with vi.useRealTimers(). */
export async function advanceClock(ms: number) {
  const { vi } = await import("vitest");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

/** A person's checked scope on a group, as the API's middleware builds it: its rows on the group's shard. */
export async function checkedScope(userId: number, groupId: number): Promise<Scope> {
  const databases = new RequestDatabases(env as unknown as Bindings, undefined, newD1Meter(), null);
  const directory = createDb(databases.directory);
  const access = new GroupAccess(directory, databases, userId, groupId);
  await access.verify();
  return { db: access.db, directory, groupId, userId, read: access.read, verified: true };
}

/** The directory and the request databases, for data functions that take them. */
export function requestDatabases() {
  const databases = new RequestDatabases(env as unknown as Bindings, undefined, newD1Meter(), null);
  return { directory: createDb(databases.directory), databases };
}

/** A group written straight to the directory gets its home on its shard, as the API gives a new group one. */
export async function hostGroup(groupId: number) {
  const [group] = await rows<{ shard: number }>("SELECT shard FROM groups WHERE id = ?", groupId);
  await shards()[group!.shard]!.prepare("INSERT INTO hosted_groups (id) VALUES (?)").bind(groupId).run();
}
