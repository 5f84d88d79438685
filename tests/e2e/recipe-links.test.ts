import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { d1Query } from "../../scripts/lib.mjs";
import { createRecipe, graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, DESKTOP, newPage, PHONE } from "./browser";

/**
 * A recipe whose row holds a script link as its source and a path out of /photos/ as its photo
 * (written before links were checked, and missed by the migration): its page and its shared page
 * show neither, so clicking "From …" runs nothing and the photo loads no other page of the app.
 * Read in Chromium at 1280 px with JavaScript and at 375 px without.
 */

const HOSTILE_SOURCE = "javascript:document.title='owned'";
const HOSTILE_IMAGE = "/photos/../logout";

/** Writes the links straight into the recipe's row in the app's local D1, on its group's shard. */
function writeOldLinks(email: string, recipeId: number) {
  const [group] = d1Query(
    inject("stateDir"),
    `SELECT g.shard FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = '${email}' AND g.is_personal = 1`,
  ) as { shard: number }[];
  d1Query(
    inject("stateDir"),
    `UPDATE recipes SET source_url = '${HOSTILE_SOURCE.replaceAll("'", "''")}', image = '${HOSTILE_IMAGE}' WHERE id = ${recipeId}`,
    `larder-shard-${group!.shard}`,
  );
}

/** Every address the page asked for, as it loads. */
function requestsOf(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** The page's links and images that point where a checked link never does. */
const unsafeTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], img[src]")]
      .map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "")
      .filter((target) => /^\s*javascript:|\/photos\/\.\./i.test(target)),
  );

describe("a recipe's stored links", () => {
  for (const [label, viewport, javaScript] of [
    ["at 1280 px", DESKTOP, true],
    ["at 375 px without JavaScript", PHONE, false],
  ] as const)
    it(`never reach href or src on its page or its shared page ${label}`, async () => {
      const cook = await registerAccount("Lina", "Links");
      const recipeId = await createRecipe(await graphqlAs(cook), "Script soup", [
        { name: "Water", quantity: 1, unit: "l" },
      ]);
      writeOldLinks(cook.email, recipeId);

      const page = await signedInPage(cook, viewport, { javaScript });
      const asked = requestsOf(page);
      await page.goto("/recipes/script-soup");
      await page.getByRole("heading", { name: "Script soup" }).waitFor();
      expect(await page.getByRole("link", { name: /^From / }).count()).toBe(0);
      expect(await unsafeTargets(page)).toEqual([]);

      const { access_token: token } = await sessionOf(cook);
      const shared = await fetch(`${apiURL()}/v1/recipes/${recipeId}/share`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(shared.status).toBe(200);
      const { url } = (await shared.json()) as { url: string };
      const visitor = await newPage(viewport, { javaScript });
      const visitorAsked = requestsOf(visitor);
      await visitor.goto(`/r/${url.split("/r/")[1]}`);
      await visitor.getByRole("heading", { name: "Script soup" }).waitFor();
      expect(await visitor.getByText("Source:").count()).toBe(0);
      expect(await unsafeTargets(visitor)).toEqual([]);

      // No photo made the browser open another page of the app (signing the cook out).
      expect([...asked, ...visitorAsked].filter((path) => path === "/logout")).toEqual([]);
      await page.goto("/recipes/script-soup");
      await page.getByRole("heading", { name: "Script soup" }).waitFor();
      expect(await page.title()).not.toBe("owned");
    });
});
