import { describe, expect, it } from "vitest";
import { api, rows, signedInUser } from "./helpers";

type Profile = { user: Record<string, unknown> };

const stored = async (userId: number) =>
  (
    await rows<{ locale: string | null; first_name: string; updated_at: number }>(
      "SELECT locale, first_name, updated_at FROM users WHERE id = ?",
      userId,
    )
  )[0]!;

describe("the language a person reads Larder in", () => {
  it("is unchosen on a new account: pages follow the browser until the person chooses", async () => {
    const user = await signedInUser();
    expect((await stored(user.id)).locale).toBeNull();
    const profile = (await (await api("/v1/user/profile", { token: user.token })).json()) as Profile;
    expect(profile.user.locale).toBeNull();
  });

  it("is chosen through the profile, read back, and answered at sign-in on any device", async () => {
    const user = await signedInUser();
    for (const locale of ["de", "ar", "pl", "en"]) {
      const response = await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale } });
      expect(response.status, locale).toBe(200);
      expect(((await response.json()) as Profile).user.locale).toBe(locale);
      expect((await stored(user.id)).locale).toBe(locale);
    }
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale: "fr" } });
    const signedIn = await api("/v1/auth/login", {
      method: "POST",
      json: { email: user.email, password: user.password },
      ip: "203.0.113.52",
    });
    expect(((await signedIn.json()) as Profile).user.locale).toBe("fr");
    // null gives the choice back to the browser.
    const cleared = await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale: null } });
    expect(((await cleared.json()) as Profile).user.locale).toBeNull();
    expect((await stored(user.id)).locale).toBeNull();
  });

  it("refuses any other value with a 422 naming the choices, writing nothing", async () => {
    const user = await signedInUser();
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale: "nl" } });
    const before = await stored(user.id);
    for (const locale of ["de-DE", "DE", "english", "", "xx", 1, ["de"], { de: true }]) {
      const response = await api("/v1/user/profile", {
        method: "PUT",
        token: user.token,
        json: { locale, first_name: "Changed" },
      });
      expect(response.status, JSON.stringify(locale)).toBe(422);
      const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.fields?.locale, JSON.stringify(locale)).toBe(
        "Locale must be one of en, de, fr, es, it, nl, pl, ar, or null to follow the browser",
      );
    }
    expect(await stored(user.id)).toEqual(before);
    expect(before.first_name).toBe("Ann");
  });
});
