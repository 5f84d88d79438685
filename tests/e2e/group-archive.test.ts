import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createGroups, createRecipe, graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, DESKTOP, PHONE } from "./browser";

/** The titles of a group's recipes, read through the API in that group. */
async function recipeTitles(token: string, groupId: number) {
  const response = await fetch(`${apiURL()}/v1/api`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "X-Larder-Group": String(groupId),
    },
    body: JSON.stringify({ query: "{ recipes { title } }" }),
  });
  const { data } = (await response.json()) as { data: { recipes: { title: string }[] } };
  return data.recipes.map((recipe) => recipe.title).sort();
}

/**
 * A household takes its group out as a file and brings it into another group, from the group's
 * page: Export downloads the zip, Import shows what came in, and importing the same file again adds
 * nothing. At 375 px with and without JavaScript, and at 1280 px.
 */
describe("a group's data, out and back in", () => {
  for (const [label, viewport, javaScript] of [
    ["at 1280 px", DESKTOP, true],
    ["at 375 px", PHONE, true],
    ["at 375 px without JavaScript", PHONE, false],
  ] as const)
    it(`exports a group and imports the file into another one ${label}`, async () => {
      const account = await registerAccount("Ines", "Export");
      const gql = await graphqlAs(account);
      for (const title of ["Lentil soup", "Rye bread"])
        await createRecipe(gql, title, [{ name: "Salt", quantity: 1, unit: "tsp" }]);
      const { access_token: token } = await sessionOf(account);
      const groups = (await (
        await fetch(`${apiURL()}/v1/groups`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { groups: { id: number; is_personal: boolean }[] };
      const personal = groups.groups.find((group) => group.is_personal)!.id;
      const [cabin] = await createGroups(account, ["Cabin"]);

      const page = await signedInPage(account, viewport, { javaScript });
      await page.goto(`/groups/${personal}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export everything" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^larder-personal-\d{4}-\d{2}-\d{2}\.zip$/);
      const file = join(tmpdir(), `larder-export-${Date.now()}-${Math.random().toString(36).slice(2)}.zip`);
      await download.saveAs(file);
      const documents = unzipSync(new Uint8Array(readFileSync(file)));
      const recipes = JSON.parse(new TextDecoder().decode(documents["recipes.json"]));
      expect(recipes.map((recipe: { title: string }) => recipe.title).sort()).toEqual(["Lentil soup", "Rye bread"]);

      await page.goto(`/groups/${cabin}`);
      await page.getByLabel("Import a file").setInputFiles(file);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await page.waitForURL(`**/groups/${cabin}/import`);
      await expect.poll(() => page.locator("#summary-heading").textContent()).toBe("Imported");
      expect(await page.getByText(/^Added 2 recipes, 1 ingredient,/).count()).toBe(1);
      expect(await recipeTitles(token, cabin!)).toEqual(["Lentil soup", "Rye bread"]);

      await page.getByLabel("Import a file").setInputFiles(file);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect.poll(() => page.locator("#summary-heading").textContent()).toBe("Nothing new to import");
      await page.getByRole("heading", { name: "Recipes you have already" }).waitFor();
      expect(await recipeTitles(token, cabin!)).toEqual(["Lentil soup", "Rye bread"]);
    });

  it("moves a Paprika export in from the group's page at 375 px without JavaScript", async () => {
    const account = await registerAccount("Pam", "Paprika");
    const { access_token: token } = await sessionOf(account);
    const [kitchen] = await createGroups(account, ["Kitchen"]);
    const recipe = {
      name: "Banana Bread",
      ingredients: "2 cups flour, sifted\n½ tsp salt",
      directions: "1. Heat the oven.\n\n2. Bake 60 minutes.",
      servings: "10",
      prep_time: "15 mins",
      cook_time: "1 hr",
      categories: ["Baking"],
      source_url: "https://example.com/banana-bread",
    };
    const file = join(tmpdir(), `paprika-${Date.now()}.paprikarecipes`);
    writeFileSync(file, zipSync({ "Banana Bread.paprikarecipe": gzipSync(strToU8(JSON.stringify(recipe))) }));

    const page = await signedInPage(account, PHONE, { javaScript: false });
    await page.goto(`/groups/${kitchen}`);
    await page.getByLabel("Import a file").setInputFiles(file);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForURL(`**/groups/${kitchen}/import`);
    expect(await page.locator(".import-summary p").first().textContent()).toBe(
      "Added 1 recipe, 2 ingredients from Paprika.",
    );
    expect(await recipeTitles(token, kitchen!)).toEqual(["Banana Bread"]);
  });
});
