import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BENCH_ACCOUNT, DEMO_ACCOUNT, signedInPage } from "./accounts";
import { DESKTOP, PHONE, typeInto } from "./browser";
import { priceItem } from "./dialogs";

/**
 * Journeys at household size: the demo household syncs its own week, and the benchmark's large
 * household (2,000 recipes, 20,000 meals) a week and four weeks, through the three-step modal,
 * typing key by key as a person does. Any page script error fails the test (setup.ts).
 */

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;

/**
 * Sync Meals Shopping List through its three steps; the range is the current week unless given.
 * Answers the ingredient lines step 3 showed and the list's id.
 */
async function syncThroughModal(page: Page, range?: { title: string; start: string; end: string }) {
  await page.goto("/shopping-lists");
  await page.getByRole("link", { name: "Sync Meals Shopping List" }).click();
  const sync = page.getByRole("dialog", { name: "Sync Meals Shopping List" });
  await sync.getByText("Step 1 of 3 · Basic Info").waitFor();
  if (range) {
    await typeInto(sync.getByLabel("Title"), range.title);
    await typeInto(sync.getByLabel("Start date"), range.start);
    await typeInto(sync.getByLabel("End date"), range.end);
  }
  // Every date a person reads here is DD/MM/YYYY.
  expect(await sync.getByLabel("Start date").inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await sync.getByRole("button", { name: "Next" }).click();
  await sync.getByText("Step 2 of 3 · Review Meals").waitFor();
  expect(await sync.locator("li").count()).toBeGreaterThan(0);
  await sync.getByRole("link", { name: "Next" }).click();
  await sync.getByText("Step 3 of 3 · Review Ingredients").waitFor();
  const lines = await sync.locator("tbody tr").count();
  await sync.getByRole("button", { name: "Create List" }).click();
  await page.waitForURL(/\/shopping-lists\/\d+$/);
  await page.getByText(/Shopping list ".+" created successfully!/).waitFor();
  await page.getByText(`${lines} items ·`).first().waitFor();
  return { lines, id: Number(new URL(page.url()).pathname.split("/").pop()) };
}

describe("the demo household's week", () => {
  it("syncs through the modal at desktop width, ticks and prices items; syncing again at phone width changes nothing", async () => {
    const desktop = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    const first = await syncThroughModal(desktop);
    // The demo week needs 17 ingredients: more than one statement's worth of lines.
    expect(first.lines).toBeGreaterThanOrEqual(17);
    const rows = desktop.locator(".item-row");
    expect(await rows.count()).toBe(first.lines);

    const firstItem = rows.first();
    const name = (await firstItem.locator(".item-name").textContent())!.trim();
    await firstItem.getByRole("checkbox", { name }).click();
    await desktop.getByText("Item marked as completed!").waitFor();
    await priceItem(desktop, name, "3.45");
    await desktop.getByText(`${first.lines} items · 1 bought`).first().waitFor();
    await desktop.context().close();

    const phone = await signedInPage(DEMO_ACCOUNT, PHONE);
    const again = await syncThroughModal(phone);
    expect(again).toEqual(first);
    // The tick and the price stayed; nothing was added twice.
    await phone.getByText(`${first.lines} items · 1 bought`).first().waitFor();
    expect(await phone.locator(".item-row").count()).toBe(first.lines);
    expect(
      await phone.locator(".item-row", { hasText: name }).first().getByRole("checkbox").getAttribute("aria-checked"),
    ).toBe("true");
    await phone.getByText("Total price €3.45").waitFor();
  });
});

describe("the large household", () => {
  it("syncs a week and four weeks of its plan through the modal, and a second sync of the four weeks changes nothing", async () => {
    const page = await signedInPage(BENCH_ACCOUNT, DESKTOP);
    const week = await syncThroughModal(page);
    expect(week.lines).toBeGreaterThan(7);

    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const range = {
      title: "Four weeks",
      start: ddmmyyyy(monday),
      end: ddmmyyyy(new Date(monday.getTime() + 27 * 86_400_000)),
    };
    const month = await syncThroughModal(page, range);
    expect(month.lines).toBeGreaterThan(100);
    const again = await syncThroughModal(page, range);
    expect(again).toEqual(month);
  });
});
