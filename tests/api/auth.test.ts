import { testDb } from "../shared/test-db";
import jwt from "@tsndr/cloudflare-worker-jwt";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  advanceClock,
  api,
  freezeClockInsideWindow,
  gql,
  login,
  PASSWORD,
  personalGroupId,
  register,
  rows,
  signedInUser,
  uniqueEmail,
  signIn,
} from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

const INVALID = "Invalid email or password. Please check your credentials.";
const TAKEN = "This email is already registered. Please use a different email or try logging in.";

const count = async (table: string) => (await rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n;
const me = (token: string) => api("/v1/api", { method: "POST", token, json: { query: "{ mealTypes { id } }" } });

describe("POST /v1/auth/register", () => {
  it("creates the user with a normalised e-mail and a personal group it owns", async () => {
    const email = uniqueEmail("Mixed");
    const response = await api("/v1/auth/register", {
      method: "POST",
      json: { email: `  ${email.toUpperCase()} `, password: PASSWORD, first_name: " Ann ", last_name: "Lee" },
    });
    expect(response.status).toBe(201);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      first_name: "Ann",
      last_name: "Lee",
      name: "Ann Lee",
      two_factor_enabled: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/);

    const [stored] = await rows<{ id: number; password_hash: string }>(
      "SELECT id, password_hash FROM users WHERE email = ?",
      email.toLowerCase(),
    );
    expect(stored!.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(stored!.password_hash).not.toContain(PASSWORD);
    const groups = await rows(
      "SELECT g.is_personal, g.owner_id, m.role FROM groups g JOIN group_members m ON m.group_id = g.id WHERE m.user_id = ?",
      stored!.id,
    );
    expect(groups).toEqual([{ is_personal: 1, owner_id: stored!.id, role: "owner" }]);
  });

  it("refuses a duplicate e-mail with 422 naming email, and writes nothing", async () => {
    const first = await register();
    const [users, groups] = [await count("users"), await count("groups")];
    const response = await api("/v1/auth/register", {
      method: "POST",
      json: { email: first.email.toUpperCase(), password: PASSWORD, first_name: "B", last_name: "C" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: TAKEN,
        fields: { email: TAKEN },
        message_code: "EMAIL_TAKEN",
        field_codes: { email: { code: "EMAIL_TAKEN" } },
      },
    });
    expect([await count("users"), await count("groups")]).toEqual([users, groups]);
  });

  it("refuses missing and invalid fields with 422 naming each field, and writes nothing", async () => {
    const before = await count("users");
    const response = await api("/v1/auth/register", {
      method: "POST",
      json: { email: "not-an-email", password: "short", first_name: "  " },
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["email", "first_name", "last_name", "password"]);
    expect(error.fields.password).toBe("Password must be at least 8 characters");
    expect(await count("users")).toBe(before);
  });

  it("limits registrations per client address: the 21st in an hour answers 429", async () => {
    await freezeClockInsideWindow();
    const ip = "192.0.2.99";
    for (let i = 0; i < 20; i++) {
      const response = await api("/v1/auth/register", {
        method: "POST",
        ip,
        json: { email: uniqueEmail("burst"), password: PASSWORD, first_name: "B", last_name: "C" },
      });
      expect(response.status).toBe(201);
    }
    const email = uniqueEmail("burst");
    const blocked = await api("/v1/auth/register", {
      method: "POST",
      ip,
      json: { email, password: PASSWORD, first_name: "B", last_name: "C" },
    });
    expect(blocked.status).toBe(429);
    expect(await rows("SELECT id FROM users WHERE email = ?", email)).toEqual([]);
  });

  it("refuses wrong types with 422, never 500", async () => {
    const response = await api("/v1/auth/register", {
      method: "POST",
      json: { email: 5, password: ["x"], first_name: {}, last_name: null },
    });
    expect(response.status).toBe(422);
  });
});

describe("POST /v1/auth/login", () => {
  it("signs in with the right password", async () => {
    const user = await register();
    const response = await signIn(` ${user.email.toUpperCase()}`, PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      user: { id: number; email: string };
    };
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    const decoded = jwt.decode<{ typ: string }>(body.access_token);
    expect(decoded.header).toMatchObject({ alg: "HS256" });
    expect(decoded.payload).toMatchObject({ sub: String(user.id), typ: "access" });
    expect(decoded.payload.exp! - decoded.payload.iat!).toBe(15 * 60);
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(22); // at least 128 bits, base64url
    const [stored] = await rows<{ token_hash: string }>(
      "SELECT token_hash FROM refresh_tokens WHERE user_id = ?",
      user.id,
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toBe(body.refresh_token);
  });

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const user = await register();
    const wrong = await signIn(user.email, "Wrong-password-1", "198.51.100.20");
    const unknown = await signIn(uniqueEmail("ghost"), "Wrong-password-1", "198.51.100.21");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({ error: { code: "UNAUTHORIZED", message: INVALID, message_code: "INVALID_CREDENTIALS" } });
    expect(b).toEqual(a);
    expect(await rows("SELECT id FROM refresh_tokens WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("answers a malformed sign-in with the credentials message and field names", async () => {
    const response = await api("/v1/auth/login", { method: "POST", json: { email: "" } });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toBe(INVALID);
    expect(Object.keys(error.fields).sort()).toEqual(["email", "password"]);
  });

  it("limits attempts per account from one address: the 11th in 15 minutes answers 429 with Retry-After", async () => {
    await freezeClockInsideWindow();
    const user = await register();
    for (let i = 0; i < 10; i++) {
      const response = await signIn(user.email, "nope-nope-1", "203.0.113.9");
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(user.email, PASSWORD, "203.0.113.9");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    const { error } = (await blocked.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Even the right password is refused from that address while it is locked.
    expect(await rows("SELECT id FROM refresh_tokens WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("limits attempts per client address across accounts", async () => {
    await freezeClockInsideWindow();
    for (let i = 0; i < 50; i++) {
      const response = await signIn(`nobody${i}@example.com`, "nope-nope-1", "192.0.2.50");
      expect(response.status).toBe(401);
    }
    const blocked = await signIn("someone@example.com", "x", "192.0.2.50");
    expect(blocked.status).toBe(429);
    const elsewhere = await signIn("someone@example.com", "x", "192.0.2.51");
    expect(elsewhere.status).toBe(401);
  });

  it("a successful sign-in clears the account's failure count", async () => {
    await freezeClockInsideWindow();
    const user = await register();
    for (let i = 0; i < 9; i++) await signIn(user.email, "nope-nope-1");
    await login(user.email);
    for (let i = 0; i < 9; i++) {
      const response = await signIn(user.email, "nope-nope-1", "198.51.100.77");
      expect(response.status).toBe(401);
    }
  });
});

describe("refresh tokens", () => {
  it("rotate on every use", async () => {
    const user = await signedInUser();
    const response = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).not.toBe(user.refreshToken);
    expect((await me(tokens.access_token)).status).toBe(200);
    const again = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: tokens.refresh_token } });
    expect(again.status).toBe(200);
  });

  it("revoke the whole family when a rotated token is reused after the grace period", async () => {
    const user = await signedInUser();
    const first = (await (
      await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } })
    ).json()) as {
      refresh_token: string;
    };
    // Within REFRESH_REUSE_GRACE_MS a reuse is a parallel request (tests/api/hardening.test.ts); after it, a theft.
    await advanceClock(31_000);
    const reuse = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } }).finally(
      () => vi.useRealTimers(),
    );
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({
      error: { code: "AUTHENTICATION_REQUIRED", message: "Authentication required" },
    });
    // The legitimate descendant is gone too.
    const descendant = await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: first.refresh_token } });
    expect(descendant.status).toBe(401);
    const live = await rows("SELECT id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL", user.id);
    expect(live).toEqual([]);
  });

  it("refuses unknown and missing tokens", async () => {
    expect((await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: "made-up" } })).status).toBe(401);
    const missing = await api("/v1/auth/refresh", { method: "POST", json: {} });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { fields: object } }).error.fields).toHaveProperty("refresh_token");
  });
});

describe("POST /v1/auth/logout", () => {
  it("revokes the refresh token from the body and answers 204 even when repeated", async () => {
    const user = await signedInUser();
    const first = await api("/v1/auth/logout", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(first.status).toBe(204);
    const second = await api("/v1/auth/logout", { method: "POST", json: { refresh_token: user.refreshToken } });
    expect(second.status).toBe(204);
    expect((await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } })).status).toBe(
      401,
    );
  });

  it("accepts the refresh token as the bearer token", async () => {
    const user = await signedInUser();
    expect((await api("/v1/auth/logout", { method: "POST", token: user.refreshToken })).status).toBe(204);
    const [row] = await rows<{ revoked_at: number | null }>(
      "SELECT revoked_at FROM refresh_tokens WHERE user_id = ?",
      user.id,
    );
    expect(row!.revoked_at).not.toBeNull();
  });
});

describe("access tokens", () => {
  const b64 = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");
  const now = () => Math.floor(Date.now() / 1000);

  async function expectRefused(token: string) {
    const response = await me(token);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({
      message: "Authentication required",
      extensions: { code: "UNAUTHENTICATED" },
    });
  }

  it("are accepted when valid", async () => {
    const user = await signedInUser();
    expect((await me(user.token)).status).toBe(200);
  });

  it("name the personal group; a token without it still reads that group, checking first", async () => {
    const user = await signedInUser();
    const groupId = await personalGroupId(user.id);
    expect(jwt.decode<{ pg?: number }>(user.token).payload?.pg).toBe(groupId);
    await gql(user.token, `mutation { createMealType(name: "Supper") { id } }`);
    const withoutGroup = await jwt.sign(
      { sub: String(user.id), typ: "access", iat: now(), exp: now() + 600 },
      env.JWT_SECRET,
    );
    const read = await gql(withoutGroup, `{ mealTypes { name } }`);
    expect(read.body.data?.mealTypes.map((type: { name: string }) => type.name)).toContain("Supper");
    expect(read.trips).toBe(2);
  });

  it("with alg none are refused", async () => {
    const user = await signedInUser();
    await expectRefused(
      `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: String(user.id), typ: "access", iat: now(), exp: now() + 600 })}.`,
    );
  });

  it("signed with another algorithm are refused", async () => {
    const user = await signedInUser();
    await expectRefused(
      await jwt.sign({ sub: String(user.id), typ: "access", iat: now(), exp: now() + 600 }, env.JWT_SECRET, {
        algorithm: "HS512",
      }),
    );
  });

  it("with a bad signature are refused", async () => {
    const user = await signedInUser();
    await expectRefused(
      await jwt.sign(
        { sub: String(user.id), typ: "access", iat: now(), exp: now() + 600 },
        "another-secret-entirely-123456789",
      ),
    );
    const [header, payload] = user.token.split(".");
    await expectRefused(`${header}.${payload}.${"A".repeat(43)}`);
  });

  it("that expired are refused", async () => {
    const user = await signedInUser();
    await expectRefused(
      await jwt.sign({ sub: String(user.id), typ: "access", iat: now() - 1000, exp: now() - 100 }, env.JWT_SECRET),
    );
  });

  it("without exp or of another type are refused", async () => {
    const user = await signedInUser();
    await expectRefused(await jwt.sign({ sub: String(user.id), typ: "access", iat: now() }, env.JWT_SECRET));
    await expectRefused(
      await jwt.sign({ sub: String(user.id), typ: "2fa_challenge", iat: now(), exp: now() + 600 }, env.JWT_SECRET),
    );
  });

  it("of a deleted user are refused", async () => {
    const user = await signedInUser();
    // As the API deletes an account: out of the shards' copies of members first, then the directory.
    await testDb.prepare("DELETE FROM hosted_members WHERE user_id = ?").bind(user.id).run();
    await testDb.batch([
      testDb.prepare("DELETE FROM group_members WHERE user_id = ?").bind(user.id),
      testDb.prepare("DELETE FROM groups WHERE owner_id = ?").bind(user.id),
      testDb.prepare("DELETE FROM users WHERE id = ?").bind(user.id),
    ]);
    await expectRefused(user.token);
  });

  it("that are garbage are refused", async () => {
    await expectRefused("not-a-jwt");
    await expectRefused("a.b.c");
  });
});
