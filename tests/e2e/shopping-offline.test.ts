import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { randomClientAddress } from "../../scripts/lib.mjs";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { newPage, PHONE, setDeviceOnline, waitUntilKeptOffline } from "./browser";
import { openMoreMenu } from "./nav";

const LIST_ROUTE = "features/shopping/shopping-lists.$id";

/**
 * One phone in a shop with no signal: the list opens from the service worker, ticks and an add
 * wait in the outbox, and once back online they are saved, once; the other phone, online all
 * along, shows them without a reload, and D1 agrees.
 */

type Gql = Awaited<ReturnType<typeof graphqlAs>>;

async function listWithItems(gql: Gql) {
  const { createShoppingList } = await gql(
    `mutation { createShoppingList(title: "Corner shop", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
  );
  const ids: Record<string, number> = {};
  for (const [name, quantity, unit] of [
    ["Bread", 1, "pcs"],
    ["Milk", 2, "l"],
    ["Apples", 6, "pcs"],
  ] as const) {
    const { createShoppingItem } = await gql(
      `mutation($list: Int!, $name: String!, $quantity: Float!, $unit: String!) {
        createShoppingItem(list_id: $list, name: $name, quantity: $quantity, unit: $unit) { id }
      }`,
      { list: createShoppingList.id, name, quantity, unit },
    );
    ids[name] = createShoppingItem.id;
  }
  return { listId: createShoppingList.id as number, ids };
}

const itemsInD1 = async (gql: Gql, listId: number) =>
  (
    (await gql(`query($id: Int!) { shoppingList(id: $id) { items { name quantity unit is_bought } } }`, { id: listId }))
      .shoppingList.items as { name: string; is_bought: boolean }[]
  ).sort((a, b) => a.name.localeCompare(b.name));

/**
 * A phone whose first Larder page is the list: signed in already (its session cookie comes from
 * the login form, posted without a browser), it has never loaded any other page of the app.
 */
async function phoneOpeningFirst(account: { email: string; password: string }, path: string) {
  const response = await fetch(`${inject("baseURL")}/login`, {
    method: "POST",
    body: new URLSearchParams({ ...account, redirect: path }),
    headers: { "CF-Connecting-IP": randomClientAddress() },
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const [name, value] = response.headers.get("Set-Cookie")!.split(";")[0]!.split(/=(.*)/);
  const page = await newPage(PHONE);
  await page.context().addCookies([{ name: name!, value: value!, url: inject("baseURL") }]);
  await page.goto(path);
  return page;
}

const row = (page: Page, name: string) => page.locator(".item-row", { hasText: name });

describe("a list with no signal, on a phone", () => {
  it("reopens from the service worker, keeps two ticks and an add, and saves them once back online", async () => {
    const account = await registerAccount("Nell", "Offline");
    const gql = await graphqlAs(account);
    const { listId, ids } = await listWithItems(gql);
    const page = await signedInPage(account, PHONE);
    await page.goto(`/shopping-lists/${listId}`);
    await waitUntilKeptOffline(page, { path: `/shopping-lists/${listId}`, routeId: LIST_ROUTE, scripts: true });
    // A second phone stays online on the same list the whole time, and is never reloaded.
    const other = await signedInPage(account, PHONE);
    await other.goto(`/shopping-lists/${listId}`);
    await row(other, "Bread").waitFor();
    await other.evaluate(() => Object.assign(window, { sameDocument: true }));

    const context = page.context();
    await setDeviceOnline(context, false);
    const [worker] = context.serviceWorkers();
    expect(
      await worker!.evaluate(() =>
        fetch("/favicon.svg", { cache: "no-store" }).then(
          () => "reached the network",
          () => "offline",
        ),
      ),
    ).toBe("offline");
    await page.reload();
    await page.getByRole("heading", { name: /Corner shop/ }).waitFor();
    // Served by the service worker: the network is off for the page and for the worker.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByText("Offline: 0 changes waiting").waitFor();

    await row(page, "Bread").getByRole("checkbox", { name: "Bread" }).click();
    await row(page, "Milk").getByRole("checkbox", { name: "Milk" }).click();
    const quickAdd = page.getByRole("form", { name: "Quick add" });
    await quickAdd.getByLabel("Item to add").pressSequentially("Eggs");
    await quickAdd.getByLabel("Amount").pressSequentially("12");
    await quickAdd.getByRole("button", { name: "Add" }).click();
    await page.getByText("Offline: 3 changes waiting").waitFor();
    // Shown at once: the ticked items sink into Bought, the new one waits to be saved.
    const bought = page.getByRole("region", { name: "Bought" });
    expect(await bought.locator(".item-name").allTextContents()).toEqual(["1 bread", "Milk"]);
    expect(await row(page, "Eggs").locator(".item-name").textContent()).toBe("12 eggs");
    expect(await row(page, "Eggs").locator(".meta").textContent()).toBe("not saved yet");
    await page.getByText("4 items · 2 bought").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    // The other tab opens offline too, counting what waits.
    await page.getByRole("tab", { name: "Progress Overview" }).click();
    await page.locator(".stat", { hasText: "Completed" }).getByText("2", { exact: true }).waitFor();
    await page.getByRole("tab", { name: "Shopping Items" }).click();
    await row(page, "Eggs").waitFor();
    // Nothing reached D1 yet.
    expect((await itemsInD1(gql, listId)).map((item) => [item.name, item.is_bought])).toEqual([
      ["Apples", false],
      ["Bread", false],
      ["Milk", false],
    ]);

    await setDeviceOnline(context, true);
    await page.getByText("All changes saved").waitFor();
    await page.getByText("4 items · 2 bought").waitFor();
    await expect.poll(() => row(page, "Eggs").textContent()).not.toContain("not saved yet");
    expect(await itemsInD1(gql, listId)).toEqual([
      { name: "Apples", quantity: 6, unit: "pcs", is_bought: false },
      { name: "Bread", quantity: 1, unit: "pcs", is_bought: true },
      { name: "Eggs", quantity: 12, unit: "pcs", is_bought: false },
      { name: "Milk", quantity: 2, unit: "l", is_bought: true },
    ]);
    // The other phone shows the same, live: both phones and D1 agree.
    for (const name of ["Bread", "Milk"])
      await expect.poll(() => other.getByRole("checkbox", { name, exact: true }).isChecked()).toBe(true);
    await row(other, "Eggs").waitFor();
    await other.getByText("4 items · 2 bought").waitFor();
    expect(await other.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Offline again: a tick of an item someone else deletes meanwhile is shown, not dropped.
    await setDeviceOnline(context, false);
    await row(page, "Apples").getByRole("checkbox", { name: "Apples" }).click();
    await page.getByText("Offline: 1 change waiting").waitFor();
    await gql(`mutation($id: Int!) { deleteShoppingItem(id: $id) }`, { id: ids.Apples });
    await setDeviceOnline(context, true);
    await page.getByRole("alert").getByText("Could not save: Shopping item not found (Apples)").waitFor();
    await page.getByText("3 items · 2 bought").waitFor();
    expect((await itemsInD1(gql, listId)).map((item) => item.name)).toEqual(["Bread", "Eggs", "Milk"]);

    // Signing out leaves none of this person's lists, nor their outbox, on the phone.
    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login/);
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).filter((name) => name.startsWith("larder-lists")),
          databases: (await indexedDB.databases()).map((database) => database.name),
        })),
      )
      .toEqual({ caches: [], databases: [] });
  });

  // Two phones, each installing the service worker with the whole build: slower than most journeys.
  it(
    "opens offline with the person's tick when the list was the first page, and sends it back online without a reload",
    { timeout: 120_000 },
    async () => {
      const account = await registerAccount("Fern", "Firstvisit");
      const gql = await graphqlAs(account);
      const { listId } = await listWithItems(gql);
      const other = await signedInPage(account, PHONE);
      await other.goto(`/shopping-lists/${listId}`);
      await row(other, "Bread").waitFor();
      const page = await phoneOpeningFirst(account, `/shopping-lists/${listId}`);
      await page.getByRole("heading", { name: /Corner shop/ }).waitFor();
      await waitUntilKeptOffline(page, { path: `/shopping-lists/${listId}`, routeId: LIST_ROUTE });

      const context = page.context();
      await setDeviceOnline(context, false);
      await row(page, "Bread").getByRole("checkbox", { name: "Bread" }).click();
      await page.getByText("Offline: 1 change waiting").waitFor();
      // The reload asks the network for nothing: every script and the route manifest are kept.
      const failed: string[] = [];
      page.on("requestfailed", (request) => {
        if (request.failure()?.errorText !== "net::ERR_ABORTED") failed.push(request.url());
      });
      await page.reload();
      await page.getByRole("heading", { name: /Corner shop/ }).waitFor();
      await page.getByText("Offline: 1 change waiting").waitFor();
      expect(await page.getByRole("checkbox", { name: "Bread", exact: true }).isChecked()).toBe(true);
      expect(await row(page, "Bread").textContent()).toContain("not saved yet");
      await page.getByText("3 items · 1 bought").waitFor();
      expect(failed).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      expect((await itemsInD1(gql, listId)).map((item) => [item.name, item.is_bought])).toEqual([
        ["Apples", false],
        ["Bread", false],
        ["Milk", false],
      ]);

      // Back online, no reload: the tick is sent, D1 holds it and the other phone shows it live.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await setDeviceOnline(context, true);
      await page.getByText("All changes saved").waitFor();
      await expect.poll(() => row(page, "Bread").textContent()).not.toContain("not saved yet");
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect((await itemsInD1(gql, listId)).map((item) => [item.name, item.is_bought])).toEqual([
        ["Apples", false],
        ["Bread", true],
        ["Milk", false],
      ]);
      await expect.poll(() => other.getByRole("checkbox", { name: "Bread", exact: true }).isChecked()).toBe(true);
      await other.getByText("3 items · 1 bought").waitFor();
    },
  );
});
