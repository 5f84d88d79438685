import { fromBase64Url, toBase64Url } from "@larder/shared/base64url";
import { newerBookmark } from "@larder/shared/d1-session";
import type { Locale } from "@larder/shared/locales";
import type { UnitSystem } from "@larder/shared/unit-systems";
import type { WebEnv } from "./env.server";
import { isDevelopment } from "./env.server";

export type SessionUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  two_factor_enabled: boolean;
  /** The units the person reads amounts in; absent in sessions started before the choice (as written). */
  units?: UnitSystem;
  /** The language the person chose; null or absent: their browser's. */
  locale?: Locale | null;
};

export type ToastKind = "success" | "error" | "warning" | "info";
/** A place the toast leads to ("See the plan"), for news about something on another page. */
export type ToastLink = { to: string; label: string };
export type Toast = { id: string; kind: ToastKind; title?: string; message: string; link?: ToastLink };

export type SessionData = {
  access_token?: string;
  refresh_token?: string;
  user?: SessionUser;
  /** The group being planned for (absent: the personal group); the API remembers it per person. */
  active_group_id?: number;
  /** Registered in this session: greeted as someone new rather than as someone coming back. */
  newcomer?: boolean;
  /** The groups the user belongs to, for the switcher in the bar; refreshed on /groups and on changes. */
  groups?: { id: number; name: string; is_personal: boolean }[];
  /**
   * When the person's memberships last changed, as the API said when `groups` was read: an API
   * answer that says otherwise means a group was joined or left since, and the list is read again.
   */
  groups_changed?: string;
  /** Shown once on the next page, then dropped. */
  toasts?: Toast[];
  /** Password-reset progress (initiated, code verified), kept here rather than in the URL. */
  reset?: {
    email: string;
    reset_token?: string;
    temporary_token?: string;
    attempts_left?: number;
    /** The outcome to show once: the code step locked out, or the new password saved. */
    outcome?: "locked_out" | "done";
  };
  /** The error text the login screen shows under its form, e.g. after a failed refresh. */
  auth_error?: string;
  /** A sign-in waiting for its second factor. */
  pending_2fa?: { challenge_token: string; email: string; redirect: string };
  /** The newest D1 bookmark the API answered this visitor with (docs/decisions/0021). */
  d1_bookmark?: string;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const NONCE_BYTES = 12;
/** Browsers drop cookies over 4096 bytes; stay under it with room for the name and attributes. */
const MAX_COOKIE_VALUE_BYTES = 3800;

const keyCache = new Map<string, Promise<CryptoKey>>();
function sessionKey(secretHex: string) {
  let key = keyCache.get(secretHex);
  if (!key) {
    const raw = new Uint8Array(secretHex.match(/../g)!.map((byte) => parseInt(byte, 16)));
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keyCache.set(secretHex, key);
  }
  return key;
}

export async function encryptSession(data: SessionData, secretHex: string): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce },
    await sessionKey(secretHex),
    encoder.encode(JSON.stringify(data)),
  );
  const bytes = new Uint8Array(NONCE_BYTES + sealed.byteLength);
  bytes.set(nonce);
  bytes.set(new Uint8Array(sealed), NONCE_BYTES);
  return toBase64Url(bytes);
}

/** The session in a cookie value, or null when it is missing, tampered with or sealed with another key. */
export async function decryptSession(value: string, secretHex: string): Promise<SessionData | null> {
  try {
    const bytes = fromBase64Url(value);
    if (bytes.length <= NONCE_BYTES) return null;
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, NONCE_BYTES) },
      await sessionKey(secretHex),
      bytes.slice(NONCE_BYTES),
    );
    const data = JSON.parse(decoder.decode(opened));
    return typeof data === "object" && data !== null ? (data as SessionData) : null;
  } catch {
    return null;
  }
}

const sessionCookieName = (env: WebEnv) => (isDevelopment(env) ? "larder_session" : "__Host-larder_session");

/** A cookie the request carries, by name; undefined when it carries none of that name. */
export function readCookie(request: Request, name: string) {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * The visitor's session for one request. Loaders and actions change it in place; the worker
 * writes the cookie once, after Remix answered, so parallel loaders never overwrite each other.
 */
export class Session {
  private changed = false;

  private constructor(
    private readonly env: WebEnv,
    public data: SessionData,
    /** A GET or HEAD: a page load, whose route loaders Remix may fetch as parallel requests. */
    private readonly pageLoad: boolean,
  ) {}

  static async fromRequest(request: Request, env: WebEnv) {
    const value = readCookie(request, sessionCookieName(env));
    const data = value ? await decryptSession(value, env.SESSION_SECRET) : null;
    const session = new Session(env, data ?? {}, request.method === "GET" || request.method === "HEAD");
    // A cookie we cannot open (tampered, or an old key) is replaced by an empty one.
    if (value && !data) session.changed = true;
    return session;
  }

  get user() {
    return this.data.access_token && this.data.refresh_token ? this.data.user : undefined;
  }

  get dirty() {
    return this.changed;
  }

  update(patch: Partial<SessionData>) {
    this.data = { ...this.data, ...patch };
    this.changed = true;
  }

  /**
   * Signs out: nothing of the signed-in session is kept, its toasts neither (they belonged to the
   * person who left). What the login screen must say is added after, as a toast or `auth_error`.
   */
  clear() {
    this.data = {};
    this.changed = true;
  }

  /**
   * Keeps `bookmark` when it is newer than the one kept, for this request's later API calls. The
   * cookie is written for it only after a form post (where writes happen; its answer reaches the
   * browser before the next page loads) and never for a bookmark alone (a visitor with nothing
   * else in the session gets no cookie). A page load's newer bookmark rides along only when the
   * cookie changes anyway: its route loaders can arrive as parallel requests, and a cookie written
   * by each would undo the others' changes (a toast the root took would come back).
   */
  /** What an API answer said of the person's memberships, when it is not what `groups` was read at. */
  groupsNews: string | undefined;

  /** Notes an API answer's word on when the person's memberships last changed. */
  keepGroupsChanged(changed: string | null) {
    if (changed !== null && this.user && changed !== this.data.groups_changed) this.groupsNews = changed;
  }

  keepBookmark(bookmark: string | null) {
    // Most answers bring back the bookmark that was sent: nothing to weigh.
    if (bookmark === null || bookmark === this.data.d1_bookmark) return;
    const newest = newerBookmark(this.data.d1_bookmark, bookmark);
    if (newest === null || newest === this.data.d1_bookmark) return;
    this.data = { ...this.data, d1_bookmark: newest };
    if (!this.pageLoad && !this.holdsOnlyABookmark()) this.changed = true;
  }

  private holdsOnlyABookmark() {
    return Object.entries(this.data).every(([key, value]) => key === "d1_bookmark" || value === undefined);
  }

  toast(kind: ToastKind, message: string, title?: string, link?: ToastLink) {
    this.update({ toasts: [...(this.data.toasts ?? []), { id: crypto.randomUUID(), kind, message, title, link }] });
  }

  takeToasts(): Toast[] {
    const toasts = this.data.toasts ?? [];
    if (toasts.length) this.update({ toasts: undefined });
    return toasts;
  }

  async commit(): Promise<string> {
    const secure = isDevelopment(this.env) ? "" : "; Secure";
    const attributes = `Path=/; HttpOnly; SameSite=Lax${secure}`;
    const name = sessionCookieName(this.env);
    if (this.holdsOnlyABookmark()) {
      return `${name}=; ${attributes}; Max-Age=0`;
    }
    let value = await encryptSession(this.data, this.env.SESSION_SECRET);
    if (value.length > MAX_COOKIE_VALUE_BYTES) {
      // Toasts are the only part that can grow without bound; drop them rather than lose the session.
      value = await encryptSession({ ...this.data, toasts: undefined }, this.env.SESSION_SECRET);
    }
    return `${name}=${value}; ${attributes}; Max-Age=${60 * 60 * 24 * 30}`;
  }
}
