import { describe, expect, it } from "vitest";
import { api, gql, rows, signedInUser } from "./helpers";

/**
 * The errors each client sees, whole: status, message, code and fields. The data layer throws
 * domain errors (NotFound, BadInput, Conflict, Forbidden, Unauthenticated); GraphQL's masking and
 * REST's `onError` each map them in one place, and these answers must not move. Beside each
 * sentence a person reads goes its code (decision 50), which the web words it by.
 */

const rest = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const answer = async (...args: Parameters<typeof gql>) => {
  const { status, body } = await gql(...args);
  return { status, body };
};
const at = (path: string, line = 1, column = 3) => ({ locations: [{ line, column }], path: [path] });

describe("GraphQL errors", () => {
  it("UNAUTHENTICATED (401) without a session, from the context", async () => {
    expect(await answer(undefined, `{ mealTypes { id } }`)).toEqual({
      status: 401,
      body: { errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }] },
    });
  });

  it("GROUP_NOT_FOUND (404) for a group that is malformed or not the caller's", async () => {
    const { token } = await signedInUser();
    const notFound = {
      status: 404,
      body: { errors: [{ message: "Group not found.", extensions: { code: "GROUP_NOT_FOUND" } }] },
    };
    const malformed = await api("/v1/api", {
      method: "POST",
      token,
      headers: { Accept: "application/graphql-response+json", "X-Larder-Group": "abc" },
      json: { query: `{ mealTypes { id } }` },
    });
    expect(await rest(malformed)).toEqual(notFound);
    // Another group's id is found out by the first read, inside the resolver.
    expect(await answer(token, `{ mealTypes { id } }`, {}, 999_999_999)).toEqual({
      status: 404,
      body: {
        data: null,
        errors: [{ message: "Group not found.", ...at("mealTypes"), extensions: { code: "GROUP_NOT_FOUND" } }],
      },
    });
  });

  it("NOT_FOUND (404) from a resolver, with its place in the query", async () => {
    const { token } = await signedInUser();
    expect(await answer(token, `{ meal(id: 999999) { id } }`)).toEqual({
      status: 404,
      body: {
        data: { meal: null },
        errors: [
          {
            message: "Meal not found",
            ...at("meal"),
            extensions: { code: "NOT_FOUND", message_code: "MEAL_NOT_FOUND" },
          },
        ],
      },
    });
  });

  it("BAD_USER_INPUT (400) with the fields at fault: bad arguments and a name taken", async () => {
    const { token } = await signedInUser();
    expect(await answer(token, `mutation { createMealType(name: "") { id } }`)).toEqual({
      status: 400,
      body: {
        data: null,
        errors: [
          {
            message: "Meal type name is required",
            ...at("createMealType", 1, 12),
            extensions: {
              code: "BAD_USER_INPUT",
              fields: { name: "Meal type name is required" },
              message_code: "LABEL_REQUIRED",
              message_params: { label: "MEAL_TYPE_NAME" },
              field_codes: { name: { code: "LABEL_REQUIRED", params: { label: "MEAL_TYPE_NAME" } } },
            },
          },
        ],
      },
    });
    const taken = 'Meal type "Lunch" already exists.';
    expect(await answer(token, `mutation { createMealType(name: "Lunch") { id } }`)).toEqual({
      status: 400,
      body: {
        data: null,
        errors: [
          {
            message: taken,
            ...at("createMealType", 1, 12),
            extensions: {
              code: "BAD_USER_INPUT",
              fields: { name: taken },
              message_code: "MEAL_TYPE_TAKEN",
              message_params: { name: "Lunch" },
              field_codes: { name: { code: "MEAL_TYPE_TAKEN", params: { name: "Lunch" } } },
            },
          },
        ],
      },
    });
    expect(
      await answer(token, `{ mealsByDateRange(start_date: "07/06/2026", end_date: "01/06/2026") { id } }`),
    ).toEqual({
      status: 400,
      body: {
        data: null,
        errors: [
          {
            message: "End date must be after start date",
            ...at("mealsByDateRange"),
            extensions: { code: "BAD_USER_INPUT", message_code: "END_BEFORE_START" },
          },
        ],
      },
    });
  });

  it("FORBIDDEN (403) for another person's account", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    expect(await answer(me.token, `mutation { updateUser(id: ${other.id}, bio: "x") { id } }`)).toEqual({
      status: 403,
      body: {
        data: null,
        errors: [
          {
            message: "You can only update your own account.",
            ...at("updateUser", 1, 12),
            extensions: { code: "FORBIDDEN", message_code: "OWN_ACCOUNT_ONLY" },
          },
        ],
      },
    });
  });
});

describe("REST errors", () => {
  it("404, 403, 409 and 422 from the data layer, in the one error format", async () => {
    const owner = await signedInUser();
    const member = await signedInUser();
    const name = `Flat ${crypto.randomUUID().slice(0, 6)}`;
    const created = (await (
      await api("/v1/groups", { method: "POST", token: owner.token, json: { name } })
    ).json()) as { id: number };
    await api(`/v1/groups/${created.id}/members`, { method: "POST", token: owner.token, json: { user_id: member.id } });

    expect(await rest(await api("/v1/groups/999999999", { token: owner.token }))).toEqual({
      status: 404,
      body: { error: { code: "GROUP_NOT_FOUND", message: "Group not found." } },
    });
    expect(
      await rest(await api(`/v1/groups/${created.id}`, { method: "PUT", token: member.token, json: { name: "Ours" } })),
    ).toEqual({
      status: 403,
      body: {
        error: {
          code: "FORBIDDEN",
          message: "You do not have permission to update this group.",
          message_code: "GROUP_UPDATE_REFUSED",
        },
      },
    });
    const duplicate = "A group with this name already exists.";
    expect(await rest(await api("/v1/groups", { method: "POST", token: owner.token, json: { name } }))).toEqual({
      status: 409,
      body: {
        error: {
          code: "CONFLICT",
          message: duplicate,
          fields: { name: duplicate },
          message_code: "GROUP_NAME_TAKEN",
          field_codes: { name: { code: "GROUP_NAME_TAKEN" } },
        },
      },
    });
    expect(
      await rest(
        await api("/v1/groups", { method: "POST", token: owner.token, json: { name: "Second", is_personal: true } }),
      ),
    ).toEqual({
      status: 422,
      body: {
        error: {
          code: "VALIDATION_ERROR",
          message: "You already have a personal group.",
          fields: { is_personal: "Every account has exactly one personal group, made with it." },
          message_code: "PERSONAL_GROUP_EXISTS",
        },
      },
    });
  });

  it("401 for a session that is gone, 409 and 422 for an address that is taken", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    expect(
      await rest(await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: "not-a-token" } })),
    ).toEqual({
      status: 401,
      body: { error: { code: "AUTHENTICATION_REQUIRED", message: "Authentication required" } },
    });
    const taken = "This email is already registered. Please use a different email or try logging in.";
    const takenCodes = { message_code: "EMAIL_TAKEN", field_codes: { email: { code: "EMAIL_TAKEN" } } };
    expect(
      await rest(await api("/v1/user/profile", { method: "PUT", token: second.token, json: { email: first.email } })),
    ).toEqual({
      status: 409,
      body: { error: { code: "CONFLICT", message: taken, fields: { email: taken }, ...takenCodes } },
    });
    expect(
      await rest(
        await api("/v1/auth/register", {
          method: "POST",
          ip: "10.251.0.1",
          json: { email: first.email, password: "Correct-horse-9", first_name: "A", last_name: "B" },
        }),
      ),
    ).toEqual({
      status: 422,
      body: { error: { code: "VALIDATION_ERROR", message: taken, fields: { email: taken }, ...takenCodes } },
    });
  });

  it("tells a missing session (AUTHENTICATION_REQUIRED) from a wrong password (UNAUTHORIZED)", async () => {
    const user = await signedInUser();
    const hashBefore = await rows("SELECT password_hash FROM users WHERE id = ?", user.id);
    const change = (token: string | undefined) =>
      api("/v1/user/change-password", {
        method: "POST",
        token,
        json: { current_password: "Wrong-horse-9", new_password: "Another-horse-10" },
      });
    expect(await rest(await change(undefined))).toEqual({
      status: 401,
      body: { error: { code: "AUTHENTICATION_REQUIRED", message: "Authentication required" } },
    });
    expect(await rest(await change(user.token))).toEqual({
      status: 401,
      body: {
        error: {
          code: "UNAUTHORIZED",
          message: "Current password is incorrect.",
          message_code: "CURRENT_PASSWORD_WRONG",
        },
      },
    });
    expect(await rows("SELECT password_hash FROM users WHERE id = ?", user.id)).toEqual(hashBefore);
  });
});
