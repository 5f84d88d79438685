import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { createRecipe, graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, newPage, PHONE } from "./browser";

const root = resolve(import.meta.dirname, "../..");

/** The operator's move, as the README runs it against the app's local D1. */
async function shardMove(groupId: number, to: number) {
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "--silent", "shard:move", "--", String(groupId), String(to)],
    {
      cwd: root,
      env: { ...process.env, LARDER_STATE_DIR: inject("stateDir"), SHARD_MOVE_PORT: "8891" },
      timeout: 120_000,
    },
  );
  return stdout;
}

/**
 * A household keeps planning while the operator moves it to the other shard: the list page open
 * before the move ticks an item after it, the recipe's page and its shared link (ids in both)
 * open as before, and nothing is lost. At 1280 px with JavaScript and at 375 px without.
 */
describe("a household moved to another shard", () => {
  for (const [label, viewport, javaScript] of [
    ["at 1280 px", DESKTOP, true],
    ["at 375 px without JavaScript", PHONE, false],
  ] as const)
    it(`keeps its pages, its links and its ticks ${label}`, async () => {
      const cook = await registerAccount("Mo", "Mover");
      const gql = await graphqlAs(cook);
      await createRecipe(gql, "Moving day pie", [{ name: "Apples", quantity: 6, unit: "pcs" }]);
      const { createShoppingList: list } = await gql(
        `mutation { createShoppingList(title: "Moving week", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
      );
      for (const name of ["Boxes", "Tape"])
        await gql(
          `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs") { id } }`,
          { list: list.id, name },
        );
      const page = await signedInPage(cook, viewport, { javaScript });
      await page.goto("/recipes/moving-day-pie");
      await page.getByRole("link", { name: "Share", exact: true }).click();
      await page.getByRole("button", { name: "Create a public link" }).click();
      const shared = await page.getByLabel("Public link").inputValue();
      // The address names the group: /r/<group>-<recipe>.<version>.<signature>.
      const groupId = Number(/\/r\/(\d+)-/.exec(shared)![1]);
      await page.goto(`/shopping-lists/${list.id}`);
      await page.getByRole("checkbox", { name: "Boxes", exact: true }).waitFor();

      // The operator moves the household to the shard it is not on.
      let moved = await shardMove(groupId, 0);
      if (moved.includes("already")) moved = await shardMove(groupId, 1);
      expect(moved).toMatch(/Moved group \d+ from shard \d to shard \d: \d+ rows/);

      // The page opened before the move ticks after it; the tick is kept.
      await page.getByRole("checkbox", { name: "Boxes", exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('[role="checkbox"][aria-label="Boxes"]')?.getAttribute("aria-checked") === "true",
      );
      await page.reload();
      expect(await page.getByRole("checkbox", { name: "Boxes", exact: true }).getAttribute("aria-checked")).toBe(
        "true",
      );
      expect(await page.getByRole("checkbox", { name: "Tape", exact: true }).getAttribute("aria-checked")).toBe(
        "false",
      );
      const { shoppingList } = await gql(`query($id: Int!) { shoppingList(id: $id) { items { name is_bought } } }`, {
        id: list.id,
      });
      expect(shoppingList.items).toEqual([
        { name: "Boxes", is_bought: true },
        { name: "Tape", is_bought: false },
      ]);

      // The same addresses open the same rows.
      await page.goto("/recipes/moving-day-pie");
      await page.getByRole("heading", { name: "Moving day pie" }).waitFor();
      const visitor = await newPage(viewport, { javaScript });
      await visitor.goto(shared);
      await visitor.getByRole("heading", { name: "Moving day pie" }).waitFor();
      expect(await visitor.locator(".recipe-lines li").allTextContents()).toEqual(["6 pcs Apples"]);
    }, 180_000);
});
