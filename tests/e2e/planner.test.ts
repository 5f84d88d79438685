import { deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { PHONE_AND_DESKTOP } from "./browser";

/**
 * The week planner in Chromium, at a phone's width and a desktop's: a new household plans a meal
 * from a slot's '+' (a day's 'Add meal' on a phone), moves it to another day (dragged on a desktop, with 'Move to…' on a phone),
 * copies the week into the next one, then uploads a recipe photo and finds it on the recipe's
 * card, on the meal in /meals and in the planner. Any page script error fails the test (setup.ts).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8×8 PNG of one colour (RGB, 8 bits), made here rather than kept as a file. */
function solidPng([r, g, b]: [number, number, number], size = 8) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A slot of the week on screen: a day's section, the meal type's row. */
const slot = (page: Page, day: string, type: string) =>
  page
    .locator(`section.plan-day[data-day="${day}"] .plan-slot`)
    .filter({ has: page.getByRole("heading", { name: type, exact: true }) });

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function openMoveMenu(card: Locator, title: string) {
  await card.getByLabel(`Move to… ${title}`).click();
}

describe.each(PHONE_AND_DESKTOP)("the week planner at %s width", (name, viewport) => {
  it("plans a week from the planner, copies it, and shows a recipe's photo on its card, meal and slot", async () => {
    const account = await registerAccount("Planner", name);
    const gql = await graphqlAs(account);
    const title = `Tomato tart ${name}`;
    const { createRecipe } = await gql(
      `mutation($title: String!) { createRecipe(data: { title: $title, description: "Puff pastry and tomatoes", category: "Tarts", ingredients: [{ name: "Tomato", quantity: 4, unit: "pcs" }] }) { slug } }`,
      { title },
    );
    const page = await signedInPage(account, viewport);

    // To the planner from the bar (the tab bar at the bottom of a phone's screen).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plan", exact: true }).click();
    await page.waitForURL(/\/plan$/);
    await page.getByRole("heading", { level: 1, name: "Plan" }).waitFor();
    const days = await page
      .locator("section.plan-day")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-day")!));
    expect(days).toHaveLength(7);
    const [monday, , wednesday] = days as [string, string, string];
    expect(await noHorizontalOverflow(page)).toBe(true);

    // On a desktop '+' in Monday's empty Dinner slot opens the dialog with the day and the type
    // filled in; on a phone, where empty slots fold away, Monday's one 'Add meal' fills in the day.
    const mondayLabel = (await page.locator(`#day-${monday} .visually-hidden`).textContent())!;
    const wide = viewport.width >= 900;
    await page
      .getByRole("link", { name: wide ? `Add Dinner on ${mondayLabel}` : `Add meal on ${mondayLabel}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Create Meal" });
    await dialog.waitFor();
    const [year, month, day] = monday.split("-");
    expect(await dialog.getByLabel("Date (optional)").inputValue()).toBe(`${day}/${month}/${year}`);
    const chosenType = dialog.getByLabel("Meal Type").locator("option:checked");
    expect(await chosenType.textContent()).toBe(wide ? "Dinner" : "Select a meal type");
    if (!wide) await dialog.getByLabel("Meal Type").selectOption({ label: "Dinner" });
    expect(await chosenType.textContent()).toBe("Dinner");
    await dialog.getByText(title, { exact: true }).click();
    await dialog.getByLabel("Hour").selectOption("18");
    await dialog.getByLabel("Minute").selectOption("45");
    if (viewport.width < 768) expect(await noHorizontalOverflow(page)).toBe(true);
    await dialog.getByRole("button", { name: "Create Meal" }).click();
    await page.getByText("Meal created successfully!").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe(`?week=${monday}`);
    const planned = slot(page, monday, "Dinner").locator("article.plan-meal", { hasText: title });
    await planned.waitFor();
    expect(await planned.textContent()).toContain("18:45");

    // To Wednesday: dragged on a desktop, with its Move to… form on a phone.
    const wednesdayDinner = slot(page, wednesday, "Dinner");
    if (viewport.width >= 900) {
      await page.locator('article.plan-meal[draggable="true"]').first().waitFor();
      await planned.dragTo(wednesdayDinner);
    } else {
      await openMoveMenu(planned, title);
      const moveDialog = page.getByRole("dialog", { name: `Move ${title}` });
      await moveDialog.getByLabel("Day", { exact: true }).selectOption(wednesday);
      await moveDialog.getByRole("button", { name: "Move" }).click();
    }
    await page.getByText("Meal moved.").waitFor();
    await wednesdayDinner.locator("article.plan-meal", { hasText: title }).waitFor();
    await page.reload();
    await wednesdayDinner.locator("article.plan-meal", { hasText: title }).waitFor();
    expect(await wednesdayDinner.textContent()).toContain("18:45");
    // Monday's Dinner is empty again: its '+' on a desktop; folded away on a phone, with the day's 'Add meal'.
    const mondaySection = page.locator(`section.plan-day[data-day="${monday}"]`);
    if (wide) {
      expect(
        await slot(page, monday, "Dinner")
          .getByRole("link", { name: /^Add Dinner on / })
          .count(),
      ).toBe(1);
    } else {
      expect(await mondaySection.locator(".plan-slot:visible").count()).toBe(0);
      expect(await mondaySection.getByRole("link", { name: `Add meal on ${mondayLabel}` }).count()).toBe(1);
    }

    // Next week, Copy last week: the meal comes along to the same weekday and time, once.
    await page.getByRole("link", { name: "Next week" }).click();
    const nextMonday = new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.waitForURL(`**/plan?week=${nextMonday}`);
    const nextDays = await page
      .locator("section.plan-day")
      .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-day")!));
    expect(nextDays[0]).toBe(nextMonday);
    await page.getByRole("button", { name: "Copy last week" }).click();
    await page.getByText("Copied 1 meal from last week.").waitFor();
    const copied = slot(page, nextDays[2]!, "Dinner").locator("article.plan-meal", { hasText: title });
    await copied.waitFor();
    expect(await copied.textContent()).toContain("18:45");
    await page.getByRole("button", { name: "Copy last week" }).click();
    await page.getByText("Nothing to copy from last week.").waitFor();
    expect(await page.locator("article.plan-meal").count()).toBe(1);
    expect(await noHorizontalOverflow(page)).toBe(true);

    // A photo uploaded on the recipe's page shows on its card, on the meals and in the planner.
    await page.goto(`/recipes/${createRecipe.slug}`);
    await page.getByLabel("Photo").setInputFiles({
      name: "tart.png",
      mimeType: "image/png",
      buffer: solidPng([200, 60, 40]),
    });
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await page.getByText("Photo updated.").waitFor();
    const src = (await page.locator("img.recipe-photo").getAttribute("src"))!;
    expect(src).toMatch(/^\/photos\//);

    await page.goto("/recipes");
    await page.locator(`img.card-photo[src="${src}"]`).waitFor();
    await page.goto("/meals?all=1");
    expect(await page.locator(`img.meal-photo[src="${src}"]`).count()).toBeGreaterThanOrEqual(2);
    await page.goto(`/plan?week=${nextDays[0]}`);
    const photo = slot(page, nextDays[2]!, "Dinner").locator(`img.plan-meal-photo[src="${src}"]`);
    await photo.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => {
        const image = img as HTMLImageElement;
        return image.complete && image.naturalWidth > 0;
      },
      await photo.elementHandle(),
    );
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
});
