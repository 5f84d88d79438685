import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { createRecipe, graphqlAs, registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, DESKTOP, newPage, PHONE } from "./browser";

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
      expect(await visitor.locator(".recipe-lines li").allTextContents()).toEqual(["6 apples"]);
    }, 180_000);
});

/**
 * The household reads its list every 100 ms, through the API and as the web page, while the
 * operator moves it: every answer is whole (the list with both items, the recipe) and none is a
 * 5xx, and the move is made. `npm run shard:move` asks the running app's API to move it.
 */
describe("a household read every 100 ms while it moves", () => {
  it("never sees a 5xx or half of it, and the move is made", async () => {
    const cook = await registerAccount("Rea", "Reader");
    const gql = await graphqlAs(cook);
    await createRecipe(gql, "Busy day soup", [{ name: "Leeks", quantity: 2, unit: "pcs" }]);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Read week", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    for (const name of ["Boxes", "Tape"])
      await gql(
        `mutation($list: Int!, $name: String!) { createShoppingItem(list_id: $list, name: $name, quantity: 1, unit: "pcs") { id } }`,
        { list: list.id, name },
      );
    const { access_token: token } = await sessionOf(cook);
    // The list is in the person's personal group.
    const { groups } = (await (
      await fetch(`${apiURL()}/v1/groups?is_personal=true`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { groups: { id: number }[] };
    const groupId = groups[0]!.id;
    expect(groupId).toBeGreaterThan(0);
    const page = await signedInPage(cook, DESKTOP, { javaScript: false });

    const answers: string[] = [];
    const readThroughApi = async () => {
      const response = await fetch(`${apiURL()}/v1/api`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ shoppingLists { id items { name } } recipes(limit: 10) { title } }` }),
      });
      type Read = {
        data?: { shoppingLists: { id: number; items: { name: string }[] }[]; recipes: { title: string }[] };
      };
      const body = (await response.json().catch(() => null)) as Read | null;
      const items = body?.data?.shoppingLists
        .find((read) => read.id === list.id)
        ?.items.map((item) => item.name)
        .sort();
      const whole =
        JSON.stringify(items) === '["Boxes","Tape"]' &&
        body!.data!.recipes.some((recipe) => recipe.title === "Busy day soup");
      answers.push(`api ${response.status} ${whole ? "whole" : JSON.stringify(body)}`);
    };
    const readThePage = async () => {
      const response = await page.request.get(`/shopping-lists/${list.id}`);
      const html = await response.text();
      answers.push(
        `page ${response.status()} ${html.includes("Boxes") && html.includes("Tape") ? "whole" : "partial"}`,
      );
    };
    let moving = true;
    const readers = [readThroughApi, readThePage].map(async (read) => {
      while (moving) {
        await read();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    let moved: string;
    try {
      moved = await shardMove(groupId, 0);
      if (moved.includes("already")) moved = await shardMove(groupId, 1);
    } finally {
      moving = false;
      await Promise.all(readers);
    }
    expect(moved).toMatch(/Moved group \d+ from shard \d to shard \d: \d+ rows/);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !/^(api|page) 200 whole$/.test(answer))).toEqual([]);
    // And after it, the group is read whole from where it went.
    await readThroughApi();
    expect(answers.at(-1)).toBe("api 200 whole");
  }, 180_000);
});
