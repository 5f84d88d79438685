import { testDb } from "../shared/test-db";
import { env, exports } from "cloudflare:workers";
import { decryptSession, encryptSession, type SessionData } from "~/session.server";

/** The worker under test (the `main` of this vitest project), called in-process. */
const mainWorker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

export const ORIGIN = "http://localhost";
export const COOKIE_NAME = "__Host-larder_session";

/** A browser-like client of the real web worker: keeps the session cookie between requests. */
export class Browser {
  cookie: string | undefined;
  /** The UTC offset (minutes east) the page's script would store in the `larder_tz` cookie; none when unset. */
  timeZoneOffset: number | undefined;
  /** The IANA time zone Cloudflare guesses from the visitor's address (`request.cf.timezone`); none when unset. */
  timeZone: string | undefined;
  /** The browser's languages (the Accept-Language header); none when unset. */
  acceptLanguage: string | undefined;
  /** The other cookies the server set (name → value), sent back like a browser does. */
  readonly otherCookies = new Map<string, string>();

  async fetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("Host", new URL(ORIGIN).host);
    if (this.acceptLanguage !== undefined && !headers.has("Accept-Language"))
      headers.set("Accept-Language", this.acceptLanguage);
    const cookies = [
      ...(this.cookie !== undefined ? [`${COOKIE_NAME}=${this.cookie}`] : []),
      ...(this.timeZoneOffset !== undefined ? [`larder_tz=${this.timeZoneOffset}`] : []),
      ...[...this.otherCookies].map(([name, value]) => `${name}=${value}`),
    ];
    if (cookies.length) headers.set("Cookie", cookies.join("; "));
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
    const cf = this.timeZone !== undefined ? { cf: { timezone: this.timeZone } } : {};
    const response = await mainWorker.fetch(
      new Request(`${ORIGIN}${path}`, { ...init, ...cf, headers, redirect: "manual" }),
    );
    for (const setCookie of response.headers.getSetCookie()) {
      const [name, value] = setCookie.split(";")[0]!.split("=") as [string, string];
      const removed = /Max-Age=0/.test(setCookie);
      if (name === COOKIE_NAME) this.cookie = removed ? undefined : value;
      else if (removed) this.otherCookies.delete(name);
      else this.otherCookies.set(name, value);
    }
    return response;
  }

  post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.fetch(path, { method: "POST", body: new URLSearchParams(form), headers });
  }

  /** The page at `path`, as HTML. */
  async html(path: string) {
    return (await this.fetch(path)).text();
  }

  /** Posts a form and reads the page answered, as HTML. */
  async postHtml(path: string, form: Record<string, string>) {
    return (await this.post(path, form)).text();
  }

  async session(): Promise<SessionData | null> {
    return this.cookie ? decryptSession(this.cookie, env.SESSION_SECRET) : null;
  }

  async setSession(data: SessionData) {
    this.cookie = await encryptSession(data, env.SESSION_SECRET);
  }
}

export const PASSWORD = "Correct-horse-9";

/** Registers through the API worker the web worker is bound to. */
export async function registerUser(firstName = "Ann") {
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await env.API.fetch(
    new Request("https://larder-api/v1/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, first_name: firstName, last_name: "Tester" }),
    }),
  );
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { email, password: PASSWORD, firstName };
}

export async function signIn(browser: Browser, email: string, password = PASSWORD) {
  const response = await browser.post("/login", { email, password, redirect: "" });
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status}`);
  return response;
}

/** What a statement reads from the test database. */
export const rows = async <T = Record<string, unknown>>(sql: string, ...params: unknown[]) =>
  (
    await testDb
      .prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

/** The ingredient lines of a group's recipes as D1 holds them, in each recipe's order. */
export const storedRecipeLines = (groupId: number) =>
  rows(
    `SELECT i.name, ri.quantity, ri.unit, ri.note FROM recipe_ingredients ri JOIN ingredients i ON i.id = ri.ingredient_id
     JOIN recipes r ON r.id = ri.recipe_id WHERE r.group_id = ? ORDER BY ri.recipe_id, ri.position`,
    groupId,
  );

/** A new account, signed in, with the personal group every account starts with. */
export async function signedInUser(firstName = "Ann") {
  const user = await registerUser(firstName);
  const browser = new Browser();
  await signIn(browser, user.email);
  const [group] = await rows(
    "SELECT g.id FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = ?",
    user.email,
  );
  return { user, browser, groupId: (group as { id: number }).id };
}

/** A new account, signed in, whose group has an active list holding one item: Bread, 1 pcs, €2.50, Bakery. */
export async function signedInWithBreadList(firstName: string, title: string) {
  const { browser, groupId } = await signedInUser(firstName);
  const [list] = await rows(
    "INSERT INTO shopping_lists (group_id, title, status) VALUES (?, ?, 'active') RETURNING id",
    groupId,
    title,
  );
  const listId = (list as { id: number }).id;
  const [item] = await rows(
    "INSERT INTO shopping_items (group_id, list_id, name, quantity, unit, price_cents, type) VALUES (?, ?, 'Bread', 1, 'pcs', 250, 'Bakery') RETURNING id",
    groupId,
    listId,
  );
  return { browser, groupId, listId, breadId: (item as { id: number }).id };
}

/** A page without the messages it carries for the browser (its areas' words, shown or not). */
export const withoutPageMessages = (html: string) =>
  html.replace(/<script[^>]* id="page-messages"[^>]*>[\s\S]*?<\/script>/, "");
