import { describe, expect, it } from "vitest";
import { api, rows, signedInUser } from "./helpers";

type Profile = { user: Record<string, unknown> };

const stored = async (userId: number) =>
  (await rows<{ units: string; updated_at: number }>("SELECT units, updated_at FROM users WHERE id = ?", userId))[0]!;

describe("the units a person reads amounts in", () => {
  it("start as written: a new account and its profile, sign-in and export say so", async () => {
    const user = await signedInUser();
    expect((await stored(user.id)).units).toBe("as_written");
    const profile = (await (await api("/v1/user/profile", { token: user.token })).json()) as Profile;
    expect(profile.user.units).toBe("as_written");
    const exported = (await (await api("/v1/user/export", { token: user.token })).json()) as Profile;
    expect(exported.user.units).toBe("as_written");
  });

  it("are chosen through the profile, and read back", async () => {
    const user = await signedInUser();
    for (const units of ["us", "metric", "as_written"]) {
      const response = await api("/v1/user/profile", { method: "PUT", token: user.token, json: { units } });
      expect(response.status, units).toBe(200);
      expect(((await response.json()) as Profile).user.units).toBe(units);
      expect((await stored(user.id)).units).toBe(units);
    }
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { units: "us" } });
    const signedIn = await api("/v1/auth/login", {
      method: "POST",
      json: { email: user.email, password: user.password },
      ip: "203.0.113.50",
    });
    expect(((await signedIn.json()) as Profile).user.units).toBe("us");
  });

  it("refuse any other value in plain words with 422, writing nothing", async () => {
    const user = await signedInUser();
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { units: "metric" } });
    const before = await stored(user.id);
    for (const units of ["imperial", "US", "", null, 1, ["us"]]) {
      const response = await api("/v1/user/profile", {
        method: "PUT",
        token: user.token,
        json: { units, first_name: "Changed" },
      });
      expect(response.status, JSON.stringify(units)).toBe(422);
      const body = (await response.json()) as { error?: { fields?: Record<string, string> } };
      expect(JSON.stringify(body), JSON.stringify(units)).toMatch(/Units must be as_written .*, metric or us/);
    }
    expect(await stored(user.id)).toEqual(before);
    expect(await rows("SELECT first_name FROM users WHERE id = ?", user.id)).toEqual([{ first_name: "Ann" }]);
  });
});
