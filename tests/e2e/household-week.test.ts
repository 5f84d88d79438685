import { describe, expect, it } from "vitest";
import { BENCH_ACCOUNT, DEMO_ACCOUNT, graphqlAs, signedInPage } from "./accounts";
import { DESKTOP, PHONE } from "./browser";
import { ddmmyyyy, priceItem, syncThroughModal } from "./dialogs";

/**
 * Journeys at household size: the demo household syncs its own week, and the benchmark's large
 * household (2,000 recipes, 20,000 meals) a week and four weeks, through the three-step modal,
 * typing key by key as a person does. Any page script error fails the test (setup.ts).
 */

describe("the demo household's week", () => {
  it("syncs through the modal at desktop width, ticks and prices items; syncing again at phone width changes nothing", async () => {
    const desktop = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    const first = await syncThroughModal(desktop);
    // The demo week needs 17 ingredients: more than one statement's worth of lines.
    expect(first.lines).toBeGreaterThanOrEqual(17);
    const rows = desktop.locator(".item-row");
    expect(await rows.count()).toBe(first.lines);

    const firstItem = rows.first();
    const name = (await firstItem.getByRole("checkbox").getAttribute("aria-label"))!.trim();
    await firstItem.getByRole("checkbox", { name }).click();
    await desktop.getByText("Item marked as completed!").waitFor();
    await priceItem(desktop, name, "3.45");
    await desktop.getByText(`${first.lines} items · 1 bought`).first().waitFor();
    await desktop.context().close();

    const phone = await signedInPage(DEMO_ACCOUNT, PHONE);
    const again = await syncThroughModal(phone);
    // The line bought went into the pantry, which now covers it: the review no longer asks for it,
    // and the list keeps it as bought.
    expect(again).toEqual({ ...first, lines: first.lines - 1 });
    // The tick and the price stayed; nothing was added twice.
    await phone.getByText(`${first.lines} items · 1 bought`).first().waitFor();
    expect(await phone.locator(".item-row").count()).toBe(first.lines);
    expect(
      await phone.locator(".item-row", { hasText: name }).first().getByRole("checkbox").getAttribute("aria-checked"),
    ).toBe("true");
    await phone.getByText("Total price €3.45").waitFor();
  });
});

describe("the demo household's Plan my week", () => {
  it("proposes dinners for the open days of the week it opens on and of the coming week, writing nothing", async () => {
    const gql = await graphqlAs(DEMO_ACCOUNT);
    const mealCount = async () => ((await gql(`{ meals { id } }`)).meals as unknown[]).length;
    const before = await mealCount();
    const page = await signedInPage(DEMO_ACCOUNT, DESKTOP);
    const proposed = page.locator(".proposal a.proposal-recipe");

    // Monday to Thursday it opens on this week, whose weekend dinners are open; from Friday on, on
    // the coming week, which has two dinners planned.
    await page.goto("/plan/week");
    await page.getByRole("button", { name: "Keep all" }).waitFor();
    expect(await proposed.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator(".proposal-reasons").first().innerText()).not.toBe("");

    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7);
    await page.goto(`/plan/week?week=${monday.toISOString().slice(0, 10)}`);
    await page.getByRole("button", { name: "Keep all" }).waitFor();
    // Its five open days, each with a recipe the week's rules allow.
    expect(await proposed.count()).toBe(5);
    const titles = await proposed.allInnerTexts();
    expect(new Set(titles).size).toBe(5);
    for (const planned of ["Chickpea and Spinach Curry", "Red Lentil Soup", "Spaghetti Pomodoro", "Baked Salmon"])
      expect(titles).not.toContain(planned);
    await page.context().close();
    // Asking wrote nothing.
    expect(await mealCount()).toBe(before);
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
