import { describe, expect, it } from "vitest";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, newPage, PHONE } from "./browser";

/**
 * A cook shares a recipe from its page; someone without an account reads it at the link; a friend
 * adds it to their own Larder; stopping the link makes it "Recipe not found". At 1280 px with
 * JavaScript and at 375 px without.
 */
describe("a shared recipe", () => {
  for (const [label, viewport, javaScript] of [
    ["at 1280 px", DESKTOP, true],
    ["at 375 px without JavaScript", PHONE, false],
  ] as const)
    it(`is shared, read without an account, added by a friend and stopped ${label}`, async () => {
      const cook = await registerAccount("Sasha", "Share");
      const friend = await registerAccount("Fen", "Friend");
      const gql = await graphqlAs(cook);
      await createRecipe(gql, "Quince jelly", [
        { name: "Quinces", quantity: 1.5, unit: "kg" },
        { name: "Sugar", quantity: 0.75, unit: "cup", note: "warmed" },
      ]);

      const page = await signedInPage(cook, viewport, { javaScript });
      await page.goto("/recipes/quince-jelly");
      await page.getByRole("link", { name: "Share", exact: true }).click();
      await page.getByRole("button", { name: "Create a public link" }).click();
      const url = await page.getByLabel("Public link").inputValue();
      // The address names the group and the recipe: the group says which shard to read.
      expect(url).toMatch(/\/r\/\d+-\d+\.1\.[A-Za-z0-9_-]{43}$/);

      const visitor = await newPage(viewport, { javaScript });
      await visitor.goto(url);
      await visitor.getByRole("heading", { name: "Quince jelly" }).waitFor();
      expect(await visitor.locator(".recipe-lines li").allTextContents()).toEqual([
        "1.5 kg Quinces",
        "¾ cup Sugar, warmed",
      ]);
      expect(await visitor.getByRole("link", { name: "Sign in to add it to your Larder" }).count()).toBe(1);

      const friendPage = await signedInPage(friend, viewport, { javaScript });
      await friendPage.goto(url);
      await friendPage.getByRole("button", { name: "Add to my Larder" }).click();
      await friendPage.waitForURL("**/recipes/quince-jelly");
      await friendPage.getByText('"Quince jelly" is in your recipes now.').waitFor();
      const { recipes } = await (await graphqlAs(friend))(`{ recipes { title ingredients { name quantity unit } } }`);
      expect(recipes).toEqual([
        {
          title: "Quince jelly",
          ingredients: [
            { name: "Quinces", quantity: 1.5, unit: "kg" },
            { name: "Sugar", quantity: 0.75, unit: "cup" },
          ],
        },
      ]);

      await page.getByRole("button", { name: "Stop sharing" }).click();
      await page.getByText("The link no longer works.").waitFor();
      await visitor.goto(url);
      await visitor.getByRole("heading", { name: "Recipe not found" }).waitFor();
    });
});
