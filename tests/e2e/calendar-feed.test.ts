import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE } from "./browser";

/**
 * A person turns on their calendar address on /user, a calendar app reads it (the meal is there,
 * at its time), and stopping it makes the address answer 404. At 1280 px with JavaScript and at
 * 375 px without.
 */
describe("the calendar address on /user", () => {
  for (const [label, viewport, javaScript] of [
    ["at 1280 px", DESKTOP, true],
    ["at 375 px without JavaScript", PHONE, false],
  ] as const)
    it(`is handed out, read by a calendar and stopped ${label}`, async () => {
      const account = await registerAccount("Cleo", "Calendar");
      const gql = await graphqlAs(account);
      const recipe = await createRecipe(gql, "Barley stew", [{ name: "Barley", quantity: 200, unit: "g" }]);
      const { mealTypes } = await gql(`{ mealTypes { id name } }`);
      const at = new Date(Date.now() + 2 * 86_400_000);
      at.setUTCHours(18, 0, 0, 0);
      await gql(
        `mutation($r: Int!, $t: Int!, $d: String!) { createMeal(title: "Stew night", recipe_id: $r, type_id: $t, scheduled_date: $d) { id } }`,
        { r: recipe, t: mealTypes.find((type: { name: string }) => type.name === "Dinner").id, d: at.toISOString() },
      );

      const page = await signedInPage(account, viewport, { javaScript });
      await page.goto("/user");
      await page.getByRole("button", { name: "Show my calendar address" }).click();
      const address = page.getByLabel("Your calendar address");
      await address.waitFor();
      const url = await address.inputValue();
      expect(url).toMatch(/\/calendar\/\d+\.\d+\.[A-Za-z0-9_-]{43}\.ics$/);
      expect(await page.getByRole("link", { name: "Subscribe in my calendar app" }).getAttribute("href")).toBe(
        url.replace(/^https?:/, "webcal:"),
      );

      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      const [event] = new ICAL.Component(ICAL.parse(await feed.text()))
        .getAllSubcomponents("vevent")
        .map((vevent) => new ICAL.Event(vevent));
      expect(event!.summary).toBe("Dinner: Stew night");
      expect(event!.startDate.toJSDate().getTime()).toBe(at.getTime());
      expect(event!.description).toContain("- 200 g Barley");

      await page.getByRole("button", { name: "Stop this address" }).click();
      await page.getByText("Your calendar address no longer works").waitFor();
      expect((await fetch(url)).status).toBe(404);
    });
});
