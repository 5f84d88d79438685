import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE, PHONE_AND_DESKTOP, typeInto } from "./browser";
import { priceItem } from "./dialogs";

/**
 * Stores in Chromium: a list is shopped in a store, whose aisle order files its lines; the order
 * is fixed by moving a section, and learned from the order the household ticks things off there;
 * a line moved to another section teaches the group. With and without JavaScript.
 */

/** One line per section, named as the dictionaries file them. */
const LINES = { Produce: "Apples", Bakery: "Sourdough bread", "Dairy & eggs": "Milk", Household: "Dish soap" };

async function household() {
  const account = await registerAccount("Store", "Walker");
  const gql = await graphqlAs(account);
  const addLines = async (listId: number) => {
    for (const name of Object.values(LINES)) {
      await gql(
        `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id } }`,
        { l: listId, n: name },
      );
    }
  };
  const list = async (title: string) => {
    const { createShoppingList } = await gql(
      `mutation($t: String!) { createShoppingList(title: $t, start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
      { t: title },
    );
    await addLines(createShoppingList.id);
    return createShoppingList.id as number;
  };
  const stores = async () =>
    (await gql(`{ stores { id name section_order } }`)).stores as {
      id: number;
      name: string;
      section_order: string[];
    }[];
  const listStore = async (id: number) =>
    (await gql(`query($id: Int!) { shoppingList(id: $id) { store { name } items { name section } } }`, { id }))
      .shoppingList as { store: { name: string }; items: { name: string; section: string }[] };
  return { account, list, addLines, stores, listStore };
}

/** The section headings of the lines still to buy, in the page's order. */
const headings = async (page: Page) =>
  (await page.locator(".shopping-list section > h2").allTextContents()).filter((heading) => heading !== "Bought");

/** Opens the list's details, where its store is chosen, unless they are open already. */
async function openListDetails(page: Page) {
  const details = page.locator(".list-details");
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await details.locator("summary").click();
}

const visited = (order: readonly string[]) => order.filter((section) => section in LINES);

describe.each(PHONE_AND_DESKTOP)("stores at %s width", (_name, viewport) => {
  it("adds a store, shops the list there and fixes its aisle order by moving and dragging sections", async () => {
    const h = await household();
    const id = await h.list("Saturday");
    const page = await signedInPage(h.account, viewport);
    await page.goto(`/shopping-lists/${id}`);
    expect(await page.getByLabel("Shopping at").inputValue()).toBe(String((await h.stores())[0]!.id));
    expect(await headings(page)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Household"]);

    await openListDetails(page);
    await page.getByRole("link", { name: "Stores and aisle order" }).click();
    const dialog = page.getByRole("dialog", { name: "Stores" });
    await typeInto(dialog.getByLabel("New store"), "Lidl");
    await dialog.getByRole("button", { name: "Add Store" }).click();
    await page.getByText('Store "Lidl" added.').waitFor();
    await dialog.getByRole("heading", { name: "Aisle order at Lidl" }).waitFor();

    // Household to the front at Lidl: eight places up, one press at a time.
    for (let step = 0; step < 8; step++) {
      const before = await dialog.locator(".aisle-order li span").allTextContents();
      await dialog.getByRole("button", { name: "Move Household up" }).click();
      await page.waitForFunction(
        (previous) =>
          [...document.querySelectorAll(".aisle-order li span")].map((span) => span.textContent).join("|") !== previous,
        before.join("|"),
      );
    }
    expect((await dialog.locator(".aisle-order li span").allTextContents())[0]).toBe("Household");
    // With a mouse, a section drags to its place: the bakery to where the produce is.
    const section = (name: string) => dialog.locator(".aisle-order li", { hasText: name });
    await section("Bakery").dragTo(section("Produce"));
    await page.waitForFunction(() => document.querySelectorAll(".aisle-order li span")[1]?.textContent === "Bakery");
    await dialog.getByRole("link", { name: "Close" }).click();
    expect(await headings(page)).toEqual(["Household", "Bakery", "Produce", "Dairy & eggs"]);

    // What D1 holds, through the API: the list is shopped at Lidl, in Lidl's order.
    const lidl = (await h.stores()).find((store) => store.name === "Lidl")!;
    expect(visited(lidl.section_order)).toEqual(["Household", "Bakery", "Produce", "Dairy & eggs"]);
    expect((await h.listStore(id)).store.name).toBe("Lidl");

    // Back to the default store: its order is the default one.
    await openListDetails(page);
    await page.getByLabel("Shopping at").selectOption({ label: "My store" });
    await page.waitForFunction(() => document.querySelector(".shopping-list section > h2")?.textContent === "Produce");
    expect((await h.listStore(id)).store.name).toBe("My store");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

describe("a store learns its aisles", () => {
  it("from the order one trip ticks things off, and files and prices the next list by that trip", async () => {
    const h = await household();
    const first = await h.list("This week");
    const page = await signedInPage(h.account, PHONE);
    await page.goto(`/shopping-lists/${first}`);
    const walk = ["Household", "Dairy & eggs", "Bakery", "Produce"] as const;
    for (const [index, section] of walk.entries()) {
      await page.getByRole("checkbox", { name: LINES[section], exact: true }).click();
      await page.getByText(`4 items · ${index + 1} bought`).waitFor();
    }
    await expect.poll(async () => visited((await h.stores())[0]!.section_order), { timeout: 10_000 }).toEqual(walk);
    // The milk's price, typed once home: the store remembers it.
    await priceItem(page, "Milk", "1.20");

    const next = await h.list("Next week");
    await page.goto(`/shopping-lists/${next}`);
    expect(await headings(page)).toEqual([...walk]);
    await page.getByText("≈ €1.20 at My store for 1 of 4 lines").waitFor();
  });
});

describe("a new store", () => {
  it("follows its first trip, ticked section by section, and the next list opens there in that order", async () => {
    const h = await household();
    const first = await h.list("Saturday");
    const page = await signedInPage(h.account, PHONE);
    await page.goto(`/shopping-lists/${first}`);
    await openListDetails(page);
    await page.getByRole("link", { name: "Stores and aisle order" }).click();
    const dialog = page.getByRole("dialog", { name: "Stores" });
    await typeInto(dialog.getByLabel("New store"), "Corner shop");
    await dialog.getByRole("button", { name: "Add Store" }).click();
    await page.getByText('Store "Corner shop" added.').waitFor();
    await dialog.getByRole("link", { name: "Close" }).click();
    // Its order is the default one until it is shopped in.
    expect(await headings(page)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Household"]);

    // Ticked at a phone's pace, one section after the other.
    const walk = ["Dairy & eggs", "Household", "Produce", "Bakery"] as const;
    for (const [index, section] of walk.entries()) {
      await page.getByRole("checkbox", { name: LINES[section], exact: true }).click();
      await page.getByText(`4 items · ${index + 1} bought`).waitFor();
    }
    const corner = async () => (await h.stores()).find((store) => store.name === "Corner shop")!;
    await expect.poll(async () => visited((await corner()).section_order), { timeout: 10_000 }).toEqual(walk);
    expect(visited((await h.stores())[0]!.section_order)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Household"]);

    // The next list, made on the lists page, is shopped at the corner shop, in its walk.
    await page.goto("/shopping-lists?action=create");
    const create = page.getByRole("dialog", { name: "Create Shopping List" });
    await typeInto(create.getByLabel("Title"), "Next week");
    await create.getByRole("button", { name: "Create List" }).click();
    await page.waitForURL(/\/shopping-lists\/\d+$/);
    const next = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await page.getByLabel("Shopping at").inputValue()).toBe(String((await corner()).id));
    expect((await h.listStore(next)).store.name).toBe("Corner shop");
    await h.addLines(next);
    await page.reload();
    expect(await headings(page)).toEqual([...walk]);
  });
});

describe("stores without JavaScript", () => {
  it("shops a list in another store, moves a section and moves a line to another section at 375 px", async () => {
    const h = await household();
    const id = await h.list("Corner shop run");
    const page = await signedInPage(h.account, PHONE, { javaScript: false });
    await page.goto(`/shopping-lists/${id}?stores=1`);
    const dialog = page.getByRole("dialog", { name: "Stores" });
    // The whole dialog is on its own surface, its last field too: nothing spills over the list.
    const [box, last] = [await dialog.boundingBox(), await dialog.getByLabel("New store").boundingBox()];
    expect(last!.y + last!.height).toBeLessThanOrEqual(box!.y + box!.height);
    await typeInto(dialog.getByLabel("New store"), "Corner shop");
    await dialog.getByRole("button", { name: "Add Store" }).click();
    await page.getByText('Store "Corner shop" added.').waitFor();
    await dialog.getByRole("button", { name: "Move Produce down" }).click();
    await dialog.getByRole("heading", { name: "Aisle order at Corner shop" }).waitFor();
    expect((await dialog.locator(".aisle-order li span").allTextContents()).slice(0, 2)).toEqual(["Bakery", "Produce"]);
    await dialog.getByRole("link", { name: "Close" }).click();
    // Read once the list's page is there: a read mid-way through the page load finds no sections.
    await expect.poll(() => headings(page)).toEqual(["Bakery", "Produce", "Dairy & eggs", "Household"]);

    // The select and its button choose the store without a script.
    await openListDetails(page);
    await page.getByLabel("Shopping at").selectOption({ label: "My store" });
    await page.getByRole("button", { name: "Shop here" }).click();
    // The answer is the same address as the page it replaces: the new order shows once it loads.
    await expect.poll(() => headings(page)).toEqual(["Produce", "Bakery", "Dairy & eggs", "Household"]);

    // Milk moved to Household teaches the group: the next list files it there too.
    await page.getByLabel("Actions for Milk", { exact: true }).click();
    await page.getByRole("link", { name: "Edit Milk" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Item" });
    await edit.getByLabel("Section").selectOption("Household");
    await edit.getByRole("button", { name: "Save Item" }).click();
    await page.getByText("Item updated successfully!").waitFor();
    expect(await headings(page)).toEqual(["Produce", "Bakery", "Household"]);
    const next = await h.list("Next week");
    expect((await h.listStore(next)).items.find((item) => item.name === "Milk")!.section).toBe("Household");
  });
});
