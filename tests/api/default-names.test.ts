import { describe, expect, it } from "vitest";
import { api, personalGroupId, register, rows, signedInUser, uniqueEmail } from "./helpers";

/** Everything Larder named for a group, read from where it is kept. */
async function namedFor(groupId: number) {
  const names = async (table: string) =>
    (await rows<{ name: string }>(`SELECT name FROM ${table} WHERE group_id = ? ORDER BY position, id`, groupId)).map(
      (row) => row.name,
    );
  const [group] = await rows<{ name: string }>("SELECT name FROM groups WHERE id = ?", groupId);
  const mealTypes = await rows<{ name: string; default_minutes: number | null }>(
    "SELECT name, default_minutes FROM meal_types WHERE group_id = ? ORDER BY id",
    groupId,
  );
  return {
    group: group?.name,
    mealTypes: mealTypes.map((type) => [type.name, type.default_minutes]),
    stores: await names("stores"),
    pantryPlaces: await names("pantry_places"),
  };
}

const ENGLISH_MEAL_TYPES = [
  ["Breakfast", 480],
  ["Lunch", 750],
  ["Dinner", 1140],
  ["Snack", 960],
];

const storedLocale = async (userId: number) =>
  (await rows<{ locale: string | null }>("SELECT locale FROM users WHERE id = ?", userId))[0]?.locale;

describe("what Larder names for a new account", () => {
  it("is named in English when the registration names no language", async () => {
    const user = await register();
    expect(await namedFor(await personalGroupId(user.id))).toEqual({
      group: "Personal",
      mealTypes: ENGLISH_MEAL_TYPES,
      stores: ["My store"],
      pantryPlaces: ["Fridge", "Freezer", "Cupboard"],
    });
  });

  it("is named in German for a registration from a German page, the account's language left unchosen", async () => {
    const user = await register({ locale: "de" });
    expect(await namedFor(await personalGroupId(user.id))).toEqual({
      group: "Persönlich",
      mealTypes: [
        ["Frühstück", 480],
        ["Mittagessen", 750],
        ["Abendessen", 1140],
        ["Snack", 960],
      ],
      stores: ["Mein Geschäft"],
      pantryPlaces: ["Kühlschrank", "Gefrierschrank", "Vorratsschrank"],
    });
    // The page's language was the browser's, not a choice: pages go on following the browser.
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("is named in Arabic for a registration from an Arabic page", async () => {
    const user = await register({ locale: "ar" });
    expect(await namedFor(await personalGroupId(user.id))).toEqual({
      group: "شخصية",
      mealTypes: [
        ["الفطور", 480],
        ["الغداء", 750],
        ["العشاء", 1140],
        ["وجبة خفيفة", 960],
      ],
      stores: ["متجري"],
      pantryPlaces: ["الثلاجة", "الفريزر", "الخزانة"],
    });
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("refuses a language Larder does not speak with a 422 naming the choices, and makes no account", async () => {
    for (const locale of ["xx", "de-DE", "DE", "", null, 1, ["de"], { de: true }]) {
      const email = uniqueEmail("unknown-locale");
      const response = await api("/v1/auth/register", {
        method: "POST",
        json: { email, password: "Correct-horse-9", first_name: "Ann", last_name: "Lee", locale },
        ip: "198.51.100.52",
      });
      expect(response.status, JSON.stringify(locale)).toBe(422);
      const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.fields?.locale).toBe("Locale must be one of en, de, fr, es, it, nl, pl, ar");
      expect(await rows("SELECT id FROM users WHERE email = ?", email)).toEqual([]);
    }
  });
});

describe("what Larder names for a group made later", () => {
  const createGroup = async (token: string, name: string, locale?: string) => {
    const response = await api("/v1/groups", { method: "POST", token, json: { name, locale } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };

  it("is named in the language its creator chose for their account", async () => {
    const user = await signedInUser();
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale: "fr" } });
    const groupId = await createGroup(user.token, "Chez nous");
    expect(await namedFor(groupId)).toEqual({
      group: "Chez nous",
      mealTypes: [
        ["Petit-déjeuner", 480],
        ["Déjeuner", 750],
        ["Dîner", 1140],
        ["Goûter", 960],
      ],
      stores: ["Mon magasin"],
      pantryPlaces: ["Réfrigérateur", "Congélateur", "Placard"],
    });
  });

  it("is named in English when the creator chose no language, whatever the personal group was named in", async () => {
    const user = await signedInUser({ locale: "pl" });
    const groupId = await createGroup(user.token, "Family");
    expect(await namedFor(groupId)).toEqual({
      group: "Family",
      mealTypes: ENGLISH_MEAL_TYPES,
      stores: ["My store"],
      pantryPlaces: ["Fridge", "Freezer", "Cupboard"],
    });
  });

  it("is named in the page's language when the creator chose none", async () => {
    const user = await signedInUser();
    const groupId = await createGroup(user.token, "Familie", "de");
    expect(await namedFor(groupId)).toEqual({
      group: "Familie",
      mealTypes: [
        ["Frühstück", 480],
        ["Mittagessen", 750],
        ["Abendessen", 1140],
        ["Snack", 960],
      ],
      stores: ["Mein Geschäft"],
      pantryPlaces: ["Kühlschrank", "Gefrierschrank", "Vorratsschrank"],
    });
    // The page's language named the rows; it is not the account's choice.
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("keeps the creator's own choice over the page's language", async () => {
    const user = await signedInUser();
    await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale: "fr" } });
    const groupId = await createGroup(user.token, "Chez Anne", "de");
    expect((await namedFor(groupId)).stores).toEqual(["Mon magasin"]);
  });

  it("refuses a language Larder does not speak with a 422 naming the choices, and makes no group", async () => {
    const user = await signedInUser();
    for (const locale of ["xx", "de-DE", "", null, 1]) {
      const response = await api("/v1/groups", {
        method: "POST",
        token: user.token,
        json: { name: "Nowhere kitchen", locale },
      });
      expect(response.status, JSON.stringify(locale)).toBe(422);
      const body = (await response.json()) as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.fields?.locale).toBe("Locale must be one of en, de, fr, es, it, nl, pl, ar");
    }
    expect(await rows("SELECT id FROM groups WHERE name = 'Nowhere kitchen'")).toEqual([]);
  });
});
