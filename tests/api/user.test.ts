import { testDb } from "../shared/test-db";
import { describe, expect, it } from "vitest";
import { api, hostGroup, PASSWORD, rows, signedInUser, signIn } from "./helpers";

describe("/v1/user/profile", () => {
  it("reads and updates the profile, only the fields sent", async () => {
    const user = await signedInUser();
    const read = (await (await api("/v1/user/profile", { token: user.token })).json()) as {
      user: Record<string, unknown>;
    };
    expect(read.user).toMatchObject({ id: user.id, email: user.email, first_name: "Ann", username: null });
    expect(JSON.stringify(read)).not.toMatch(/password|totp|scrypt/);

    const response = await api("/v1/user/profile", {
      method: "PUT",
      token: user.token,
      json: { username: "ann.lee", bio: "Cooks on Sundays" },
    });
    expect(response.status).toBe(200);
    const { user: updated } = (await response.json()) as { user: Record<string, unknown> };
    expect(updated).toMatchObject({
      username: "ann.lee",
      bio: "Cooks on Sundays",
      first_name: "Ann",
      email: user.email,
    });
  });

  it("keeps usernames and e-mails unique, with 409 and nothing written", async () => {
    const ann = await signedInUser();
    const bob = await signedInUser({ first_name: "Bob" });
    await api("/v1/user/profile", { method: "PUT", token: ann.token, json: { username: "Chef" } });
    const taken = await api("/v1/user/profile", {
      method: "PUT",
      token: bob.token,
      json: { username: "chef", first_name: "Robert" },
    });
    expect(taken.status).toBe(409);
    const email = await api("/v1/user/profile", {
      method: "PUT",
      token: bob.token,
      json: { email: ` ${ann.email.toUpperCase()} ` },
    });
    expect(email.status).toBe(409);
    const [stored] = await rows("SELECT first_name, username, email FROM users WHERE id = ?", bob.id);
    expect(stored).toEqual({ first_name: "Bob", username: null, email: bob.email });
  });

  it("refuses unknown fields and bad values with 422", async () => {
    const user = await signedInUser();
    const unknown = await api("/v1/user/profile", { method: "PUT", token: user.token, json: { password_hash: "x" } });
    expect(unknown.status).toBe(422);
    const bad = await api("/v1/user/profile", {
      method: "PUT",
      token: user.token,
      json: { email: "nope", username: "a b" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort()).toEqual([
      "email",
      "username",
    ]);
  });
});

describe("POST /v1/user/change-password", () => {
  const changePassword = (token: string, current_password: string, new_password: string) =>
    api("/v1/user/change-password", { method: "POST", token, json: { current_password, new_password } });

  it("needs the current password and ends every session", async () => {
    const user = await signedInUser();
    const wrong = await changePassword(user.token, "nope-nope-1", "Another-pass-2");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      "Current password is incorrect.",
    );

    const ok = await changePassword(user.token, PASSWORD, "Another-pass-2");
    expect(ok.status).toBe(200);
    expect((await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } })).status).toBe(
      401,
    );
    expect((await signIn(user.email, "Another-pass-2")).status).toBe(200);
  });

  it("refuses a short new password with 422 and keeps the old one", async () => {
    const user = await signedInUser();
    const response = await changePassword(user.token, PASSWORD, "short");
    expect(response.status).toBe(422);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });
});

describe("DELETE /v1/user/account", () => {
  it("needs the password", async () => {
    const user = await signedInUser();
    const response = await api("/v1/user/account", {
      method: "DELETE",
      token: user.token,
      json: { password: "wrong-pass-1" },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Password is incorrect.");
    expect(await rows("SELECT id FROM users WHERE id = ?", user.id)).toHaveLength(1);
  });

  it("removes the account and its personal data, and hands shared groups over with their data", async () => {
    const owner = await signedInUser({ first_name: "Olga" });
    const member = await signedInUser({ first_name: "Max" });
    const admin = await signedInUser({ first_name: "Ada" });
    const [personal] = await rows<{ id: number }>(
      "SELECT id FROM groups WHERE owner_id = ? AND is_personal = 1",
      owner.id,
    );
    // A shared group Olga owns, where Max joined first and Ada (an admin) later.
    const { meta } = await testDb
      .prepare("INSERT INTO groups (name, owner_id) VALUES ('Flat 4', ?)")
      .bind(owner.id)
      .run();
    const shared = Number(meta.last_row_id);
    const db = testDb;
    await db.batch([
      db
        .prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'owner', 1000)")
        .bind(shared, owner.id),
      db
        .prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'member', 2000)")
        .bind(shared, member.id),
      db
        .prepare("INSERT INTO group_members (group_id, user_id, role, joined_at) VALUES (?, ?, 'admin', 3000)")
        .bind(shared, admin.id),
    ]);
    await hostGroup(shared);
    await db.batch([
      db.prepare("INSERT INTO meal_types (group_id, name) VALUES (?, 'Dinner')").bind(shared),
      db.prepare("INSERT INTO meals (group_id, title) VALUES (?, 'Shared soup')").bind(shared),
    ]);
    await rows("INSERT INTO meals (group_id, title) VALUES (?, 'Private toast')", personal!.id);

    const response = await api("/v1/user/account", {
      method: "DELETE",
      token: owner.token,
      json: { password: PASSWORD },
    });
    expect(response.status).toBe(204);
    expect(await rows("SELECT id FROM users WHERE id = ?", owner.id)).toEqual([]);
    expect(await rows("SELECT id FROM groups WHERE id = ?", personal!.id)).toEqual([]);
    expect(await rows("SELECT title FROM meals WHERE group_id = ?", personal!.id)).toEqual([]);
    // The admin takes over, before the longer-standing plain member; the group's plan stays.
    expect(await rows("SELECT owner_id FROM groups WHERE id = ?", shared)).toEqual([{ owner_id: admin.id }]);
    expect(await rows("SELECT user_id, role FROM group_members WHERE group_id = ? ORDER BY user_id", shared)).toEqual([
      { user_id: member.id, role: "member" },
      { user_id: admin.id, role: "owner" },
    ]);
    expect(await rows("SELECT title FROM meals WHERE group_id = ?", shared)).toEqual([{ title: "Shared soup" }]);
    expect(await rows("SELECT id FROM refresh_tokens WHERE user_id = ?", owner.id)).toEqual([]);
    // The old token no longer works.
    expect((await api("/v1/user/profile", { token: owner.token })).status).toBe(401);
  });
});

describe("GET /v1/user/export", () => {
  it("gives the user everything they and their personal group own, and nothing else", async () => {
    const { gql } = await import("./helpers");
    const user = await signedInUser({ first_name: "Exa" });
    const other = await signedInUser({ first_name: "Oth" });
    await gql(
      user.token,
      `mutation { createRecipe(data: { title: "Mine", description: "d", category: "c", ingredients: [{ name: "Salt", quantity: 1, unit: "g" }] }) { id } }`,
    );
    await gql(
      user.token,
      `mutation { createShoppingList(title: "My list", start_date: "01/06/2026", end_date: "02/06/2026") { id } }`,
    );
    await gql(
      other.token,
      `mutation { createRecipe(data: { title: "Theirs", description: "d", category: "c", ingredients: [{ name: "Pepper", quantity: 1, unit: "g" }] }) { id } }`,
    );
    const response = await api("/v1/user/export", { token: user.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const text = await response.text();
    const data = JSON.parse(text) as {
      user: { email: string };
      memberships: unknown[];
      personal_group: Record<string, { title?: string; name?: string }[]>;
    };
    expect(data.user.email).toBe(user.email);
    expect(data.memberships).toHaveLength(1);
    expect(data.personal_group.recipes!.map((r) => r.title)).toEqual(["Mine"]);
    expect(data.personal_group.ingredients!.map((i) => i.name)).toEqual(["Salt"]);
    expect(data.personal_group.shopping_lists!.map((l) => l.title)).toEqual(["My list"]);
    expect(data.personal_group.recipe_ingredients).toHaveLength(1);
    expect(text).not.toMatch(/Theirs|Pepper|scrypt|password|totp/i);
    expect((await api("/v1/user/export")).status).toBe(401);
  });
});
