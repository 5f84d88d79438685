import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { API, api, gql, rows, signedInUser } from "./helpers";

type User = Awaited<ReturnType<typeof signedInUser>>;

const run = (user: User, groupId?: number) => async (query: string, variables?: Record<string, unknown>) => {
  const answer = await gql(user.token, query, variables, groupId);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data;
};

async function feedUrl(user: User) {
  const response = await api("/v1/user/calendar", { token: user.token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
}

/** The feed at `url` (on the web origin; here the API's own), as the calendar app gets it. */
const getFeed = (url: string) => api(url.replace(API, "/v1"));

/** A meal at `iso` (UTC) through GraphQL; answers its id. */
async function planMeal(user: User, fields: Record<string, unknown>, groupId?: number) {
  const { mealTypes } = await run(user, groupId)(`{ mealTypes { id name } }`);
  const dinner = mealTypes.find((type: { name: string }) => type.name === "Dinner").id;
  const data = await run(user, groupId)(
    `mutation($t: String!, $d: String, $r: Int, $type: Int!, $s: Int) { createMeal(title: $t, scheduled_date: $d, recipe_id: $r, type_id: $type, servings: $s) { id } }`,
    { type: dinner, ...fields },
  );
  return data.createMeal.id as number;
}

const soon = (days: number, hour: number) => {
  const date = new Date();
  date.setUTCHours(hour, 30, 0, 0);
  return new Date(date.getTime() + days * 86_400_000);
};

describe("a person's calendar feed", () => {
  it("is valid iCalendar with each meal at its time and length, its recipe's link and scaled ingredients", async () => {
    const user = await signedInUser({ first_name: "Cal" });
    const { createRecipe } = await run(user)(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id slug } }`, {
      d: {
        title: "Lentil soup, the thick one; with lemon",
        description: "Warm",
        category: "Soups",
        servings: 2,
        total_time_minutes: 45,
        ingredients: [
          { name: "Red lentils", quantity: 250, unit: "g" },
          { name: "Lemon", quantity: 0.5, unit: "pcs", note: "juiced" },
          { name: "Chilli flakes", quantity: 0.5, quantity_max: 1, unit: "tsp" },
        ],
      },
    });
    const start = soon(2, 18);
    const soup = await planMeal(user, { t: "Soup night", d: start.toISOString(), r: createRecipe.id, s: 4 });
    const plain = await planMeal(user, { t: "Leftovers", d: soon(3, 12).toISOString() });
    await planMeal(user, { t: "Someday" });
    await planMeal(user, { t: "Long ago", d: soon(-400, 12).toISOString() });

    const url = await feedUrl(user);
    expect(url).toMatch(/^https:\/\/api\.test\/calendar\/\d+\.1\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(user)).toBe(url);
    const response = await getFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.endsWith("\r\n")).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Larder//Meal plan//EN");
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual(["Dinner: Soup night", "Dinner: Leftovers"]);
    const [dinner, leftovers] = events;
    expect(dinner!.uid).toBe(`meal-${soup}@larder.app`);
    expect(dinner!.startDate.toJSDate().getTime()).toBe(start.getTime());
    expect(dinner!.startDate.zone.tzid).toBe("UTC");
    expect(dinner!.duration.toSeconds()).toBe(45 * 60);
    expect(dinner!.endDate.toJSDate().getTime()).toBe(start.getTime() + 45 * 60_000);
    expect(dinner!.description).toBe(
      [
        "Recipe: Lentil soup, the thick one; with lemon https://api.test/recipes/" + createRecipe.slug,
        "Serves 4",
        // A range is scaled at both ends.
        "Ingredients:\n- 500 g Red lentils\n- 1 lemon, juiced\n- 1–2 tsp Chilli flakes",
        `Meal: https://api.test/meals/${soup}`,
      ].join("\n\n"),
    );
    const vevent = calendar.getAllSubcomponents("vevent")[0]!;
    expect(vevent.getFirstPropertyValue("url")).toBe(`https://api.test/recipes/${createRecipe.slug}`);
    expect(vevent.getFirstProperty("categories")!.getValues()).toEqual(["Personal"]);
    expect(leftovers!.uid).toBe(`meal-${plain}@larder.app`);
    expect(leftovers!.duration.toSeconds()).toBe(30 * 60);
  });

  it("is worded in the language the person chose for their account, the meals' own words as written", async () => {
    const user = await signedInUser();
    const { createRecipe } = await run(user)(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id slug } }`, {
      d: {
        title: "Linsensuppe",
        description: "Warm",
        category: "Soups",
        servings: 2,
        ingredients: [
          { name: "Red lentils", quantity: 250, unit: "g" },
          { name: "Gemüsebrühe", quantity: 0.75, unit: "l" },
          { name: "Kreuzkümmel", quantity: 1.5, unit: "tsp" },
          { name: "Zwiebel", quantity: 1, unit: "pcs" },
        ],
      },
    });
    const soup = await planMeal(user, { t: "Suppenabend", d: soon(2, 18).toISOString(), r: createRecipe.id, s: 4 });
    const single = await planMeal(user, { t: "Allein", d: soon(3, 12).toISOString(), r: createRecipe.id, s: 1 });
    const url = await feedUrl(user);
    const feedIn = async (locale: string | null) => {
      const chosen = await api("/v1/user/profile", { method: "PUT", token: user.token, json: { locale } });
      expect(chosen.status).toBe(200);
      const [row] = await rows<{ locale: string | null }>("SELECT locale FROM users WHERE id = ?", user.id);
      expect(row!.locale).toBe(locale);
      return new ICAL.Component(ICAL.parse(await (await getFeed(url)).text()));
    };

    const german = await feedIn("de");
    expect(german.getFirstPropertyValue("x-wr-calname")).toBe("Larder-Mahlzeiten");
    const [dinner, alone] = german.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(dinner!.summary).toBe("Dinner: Suppenabend");
    expect(dinner!.description).toBe(
      [
        `Rezept: Linsensuppe https://api.test/recipes/${createRecipe.slug}`,
        "Für 4 Personen",
        // Amounts in German's form and kitchen words; the household's names as written, no English plural.
        "Zutaten:\n- 500 g Red lentils\n- 1,5 l Gemüsebrühe\n- 3 TL Kreuzkümmel\n- 2 Zwiebel",
        `Mahlzeit: https://api.test/meals/${soup}`,
      ].join("\n\n"),
    );
    expect(alone!.description).toContain("Für 1 Person\n");
    expect(alone!.description).toContain(`Mahlzeit: https://api.test/meals/${single}`);

    const arabic = await feedIn("ar");
    expect(arabic.getFirstPropertyValue("x-wr-calname")).toBe("وجبات Larder");
    const described = arabic.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).description);
    expect(described[0]).toContain("لـ 4 أشخاص");
    expect(described[1]).toContain("لشخص واحد");
    expect(described[0]).toContain("المكوّنات:\n- 500 g Red lentils");

    // No choice: English, as the feed always was.
    const english = await feedIn(null);
    expect(english.getFirstPropertyValue("x-wr-calname")).toBe("Larder meals");
    expect(new ICAL.Event(english.getAllSubcomponents("vevent")[0]!).description).toContain("Serves 4\n\nIngredients:");
  });

  it("holds the meals of every group the person is in, and nobody else's", async () => {
    const user = await signedInUser();
    const stranger = await signedInUser();
    const created = await api("/v1/groups", { method: "POST", token: user.token, json: { name: "Allotment" } });
    const shared = ((await created.json()) as { id: number }).id;
    await planMeal(user, { t: "At home", d: soon(1, 12).toISOString() });
    await planMeal(user, { t: "With friends", d: soon(1, 19).toISOString() }, shared);
    await planMeal(stranger, { t: "Not mine", d: soon(1, 13).toISOString() });
    const text = await (await getFeed(await feedUrl(user))).text();
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("summary"))).toEqual([
      "Dinner: At home",
      "Dinner: With friends",
    ]);
    expect(events[1]!.getFirstProperty("categories")!.getValues()).toEqual(["Allotment"]);
  });

  it("answers 404 once revoked, and a new address works while the old one stays dead", async () => {
    const user = await signedInUser();
    const first = await feedUrl(user);
    expect((await api("/v1/user/calendar", { method: "DELETE", token: user.token })).status).toBe(204);
    const revoked = await getFeed(first);
    expect(revoked.status).toBe(404);
    expect(await revoked.json()).toMatchObject({ error: { message: "Calendar not found" } });
    const second = await feedUrl(user);
    expect(second).not.toBe(first);
    expect((await getFeed(second)).status).toBe(200);
    expect((await getFeed(first)).status).toBe(404);
    // An address with a made-up signature, another person's id, or no shape at all.
    const [, id, version] = /\/calendar\/(\d+)\.(\d+)\./.exec(second)!;
    for (const made of [
      `${id}.${version}.${"A".repeat(43)}`,
      `${Number(id) + 1}.${version}.${second.slice(-47, -4)}`,
      "x",
    ])
      expect((await api(`/v1/calendar/${made}.ics`)).status).toBe(404);
    expect((await api("/v1/user/calendar")).status).toBe(401);
  });
});
