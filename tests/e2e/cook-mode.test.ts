import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, pantryAmounts, registerAccount, signedInPage } from "./accounts";
import { PHONE, PHONE_AND_DESKTOP, setDeviceOnline, typeInto, waitUntilKeptOffline } from "./browser";

// Cook mode in Chromium: one step at a time with its amounts scaled, walked by buttons, keys and
// swipes; the screen kept on through an hour of cooking; a timer that rings on time; Cooked taking
// the recipe out of the pantry; a page of steps without scripts; and a recipe opened before
// opening again offline.

type Gql = Awaited<ReturnType<typeof graphqlAs>>;

const STEPS = [
  "Whisk the flour with the eggs.",
  "Melt the butter and stir in the milk.",
  "Rest the batter for 25 minutes.",
  "Fry thin pancakes and serve.",
];

/** A recipe for 2 whose steps name its lines; answers its id and its cook mode's address. */
async function pancakes(gql: Gql) {
  const { createRecipe } = await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id slug } }`, {
    d: {
      title: "Pancakes",
      description: "Thin pancakes",
      category: "Breakfast",
      servings: 2,
      instructions: STEPS,
      ingredients: [
        { name: "Flour", quantity: 200, unit: "g" },
        { name: "Eggs", quantity: 2, unit: "pcs" },
        { name: "Butter", quantity: 50, unit: "g" },
        { name: "Milk", quantity: 300, unit: "ml" },
      ],
    },
  });
  return { id: createRecipe.id as number, cook: `/recipes/${createRecipe.slug}/cook` };
}

/** A pantry holding enough for the pancakes, twice over. */
async function stockPantry(gql: Gql) {
  const { getAllIngredients } = await gql(`{ getAllIngredients { id name } }`);
  for (const [name, quantity, unit] of [
    ["Flour", 1000, "g"],
    ["Eggs", 10, "pcs"],
    ["Butter", 250, "g"],
    ["Milk", 1000, "ml"],
  ] as const)
    await gql(
      `mutation($i: Int!, $q: Float!, $u: String) { updatePantryItem(ingredient_id: $i, quantity: $q, unit: $u) { id } }`,
      {
        i: getAllIngredients.find((row: { name: string }) => row.name === name).id,
        q: quantity,
        u: unit,
      },
    );
}

/** Waits until scripts have turned the page of steps into one step at a time. */
const stepped = (page: Page) => page.getByRole("button", { name: "Steps", pressed: true }).waitFor();
const stepText = (page: Page) => page.locator(".cook-step .cook-step-text").textContent();
const amounts = (page: Page) => page.getByRole("list", { name: "This step uses" }).locator("li").allTextContents();

/** A finger moving `dx` px sideways across `target`, through the DevTools protocol's touch input. */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 40);
  const from = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y }] });
  for (const part of [0.25, 0.5, 0.75, 1])
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + dx * part, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(PHONE_AND_DESKTOP)("cook mode on a %s", (_name, viewport) => {
  it("walks the steps by buttons, keys and swipes, with the amounts each uses scaled", async () => {
    const account = await registerAccount("Cora", "Cook");
    const gql = await graphqlAs(account);
    const recipe = await pancakes(gql);
    const page = await signedInPage(account, viewport);
    await page.goto(recipe.cook);
    await stepped(page);
    expect(await amounts(page)).toEqual(["200 g Flour", "2 eggs"]);
    await typeInto(page.getByLabel("Servings"), "4");
    await page.getByRole("button", { name: "Scale" }).click();
    await page.waitForURL(/servings=4/);
    await expect.poll(() => amounts(page)).toEqual(["400 g Flour", "4 eggs"]);
    expect(await stepText(page)).toBe(STEPS[0]);
    await page.getByRole("heading", { name: "Step 1 of 4" }).waitFor();

    await page.getByRole("button", { name: "Next" }).click();
    expect(await stepText(page)).toBe(STEPS[1]);
    expect(await amounts(page)).toEqual(["100 g Butter", "600 ml Milk"]);
    // Said to screen readers, politely.
    expect(await page.locator("[aria-live=polite]").textContent()).toBe(`Step 2 of 4: ${STEPS[1]}`);
    await page.keyboard.press("ArrowRight");
    expect(await stepText(page)).toBe(STEPS[2]);
    await page.keyboard.press("ArrowLeft");
    expect(await stepText(page)).toBe(STEPS[1]);
    await page.getByRole("button", { name: "Previous" }).click();
    expect(await stepText(page)).toBe(STEPS[0]);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("heading", { name: "Step 4 of 4" }).waitFor();
    // The last step offers Cooked instead of Next.
    await page.getByRole("button", { name: "Cooked: log it as today's meal" }).waitFor();
    expect(await page.getByRole("button", { name: "Next" }).count()).toBe(0);

    // Swipes: right for the step before, left for the next; the ingredient list one swipe away.
    const step = page.locator(".cook-step");
    await swipe(page, step, 200);
    await page.getByRole("heading", { name: "Step 3 of 4" }).waitFor();
    await swipe(page, step, -200);
    await page.getByRole("heading", { name: "Step 4 of 4" }).waitFor();
    await swipe(page, page.getByRole("group", { name: "Show" }), -200);
    const ingredients = page.getByRole("region", { name: "Ingredients" });
    expect(await ingredients.locator("li").allTextContents()).toEqual([
      "400 g Flour",
      "4 eggs",
      "100 g Butter",
      "600 ml Milk",
    ]);
    await swipe(page, ingredients, 200);
    await page.getByRole("heading", { name: "Step 4 of 4" }).waitFor();
    // And a button away, for a mouse or a keyboard.
    await page.getByRole("button", { name: "Ingredients" }).click();
    await ingredients.waitFor();
    await page.getByRole("button", { name: "Steps" }).click();
    await page.getByRole("heading", { name: "Step 4 of 4" }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(0);
  });
});

describe("cook mode in Arabic, right to left, on a phone", () => {
  it("goes on with ← and a swipe to the right, and its next and back signs point the way it reads", async () => {
    const account = await registerAccount("Rana", "Cook");
    const recipe = await pancakes(await graphqlAs(account));
    const page = await signedInPage(account, PHONE);
    await page.setExtraHTTPHeaders({ "Accept-Language": "ar" });
    await page.goto(recipe.cook);
    await page.getByRole("button", { name: "الخطوات", pressed: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await stepText(page)).toBe(STEPS[0]);

    // ← points ahead when a page reads right to left; → goes back.
    await page.keyboard.press("ArrowLeft");
    expect(await stepText(page)).toBe(STEPS[1]);
    await page.keyboard.press("ArrowLeft");
    expect(await stepText(page)).toBe(STEPS[2]);
    await page.keyboard.press("ArrowRight");
    expect(await stepText(page)).toBe(STEPS[1]);

    // A finger moving right brings in the next step, moving left the one before.
    const step = page.locator(".cook-step");
    await swipe(page, step, 200);
    await expect.poll(() => stepText(page)).toBe(STEPS[2]);
    await swipe(page, step, -200);
    await expect.poll(() => stepText(page)).toBe(STEPS[1]);

    // Next lies to the left of Back, and each sign points to its own side.
    const next = page.getByRole("button", { name: "التالية" });
    const back = page.getByRole("button", { name: "السابقة" });
    const signOf = async (button: Locator) => {
      const box = (await button.boundingBox())!;
      const sign = (await button.locator(".points").boundingBox())!;
      const mirrored = await button
        .locator(".points")
        .evaluate((element) => getComputedStyle(element).transform === "matrix(-1, 0, 0, 1, 0, 0)");
      return { x: box.x, signOnTheRight: sign.x + sign.width / 2 > box.x + box.width / 2, mirrored };
    };
    const nextSign = await signOf(next);
    const backSign = await signOf(back);
    expect(nextSign.x).toBeLessThan(backSign.x);
    // The drawn → is mirrored to ←, at the left end of Next, toward the steps ahead; Back's points right.
    expect(nextSign).toMatchObject({ mirrored: true, signOnTheRight: false });
    expect(backSign).toMatchObject({ mirrored: true, signOnTheRight: true });
    await next.click();
    expect(await stepText(page)).toBe(STEPS[2]);

    // The ingredients lie after the step, to its left: a finger moving left takes them away again.
    await page.getByRole("button", { name: "المكونات" }).click();
    const ingredients = page.getByRole("region", { name: "المكونات" });
    await ingredients.waitFor();
    await swipe(page, ingredients, -200);
    await page.locator(".cook-step").waitFor();
    expect(await stepText(page)).toBe(STEPS[2]);
    expect(await noSidewaysScroll(page)).toBe(0);
  });
});

/**
 * What the page sees of the wake lock, the vibration motor and the speaker, recorded before any of
 * its scripts run: each sentinel asked for, each `navigator.vibrate` call, each oscillator started.
 *
 * Headless Chromium grants `navigator.wakeLock.request("screen")`, but keeps every page visible
 * whatever happens to it: another tab opened and brought to the front, or the window minimised
 * (through the DevTools protocol), leave `document.visibilityState` at "visible", so the browser
 * never lets the lock go. A switch away is therefore played here as the browser plays it: the
 * lock is released, the page reads "hidden" and hears `visibilitychange`; coming back, it reads
 * "visible" and hears it again. The lock the page holds then is the one it took again itself.
 */
function recordDevices() {
  const record = { sentinels: [] as WakeLockSentinel[], vibrations: [] as unknown[], oscillators: 0, hidden: false };
  Object.assign(window, { cookRecord: record });
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    const sentinel = await request(type);
    record.sentinels.push(sentinel);
    return sentinel;
  };
  navigator.vibrate = (pattern) => (record.vibrations.push(pattern), true);
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) {
    if (this instanceof OscillatorNode) record.oscillators++;
    return start.apply(this, args);
  };
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (record.hidden ? "hidden" : "visible"),
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => record.hidden });
}

type DeviceRecord = { sentinels: WakeLockSentinel[]; vibrations: unknown[]; oscillators: number; hidden: boolean };
const recorded = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { cookRecord: DeviceRecord }).cookRecord;
    return {
      held: record.sentinels.filter((sentinel) => !sentinel.released).length,
      taken: record.sentinels.length,
      vibrations: record.vibrations,
      oscillators: record.oscillators,
    };
  });

/** The person switches to another app: the browser lets the lock go and the page is hidden. */
const switchAway = (page: Page) =>
  page.evaluate(async () => {
    const record = (window as unknown as { cookRecord: DeviceRecord }).cookRecord;
    await Promise.all(record.sentinels.map((sentinel) => sentinel.release()));
    record.hidden = true;
    document.dispatchEvent(new Event("visibilitychange"));
  });
const switchBack = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { cookRecord: DeviceRecord }).cookRecord.hidden = false;
    document.dispatchEvent(new Event("visibilitychange"));
  });

describe("cooking for an hour, on a phone", () => {
  it("keeps the screen on through an hour with five switches away and back", async () => {
    const account = await registerAccount("Wade", "Wake");
    const recipe = await pancakes(await graphqlAs(account));
    const page = await signedInPage(account, PHONE);
    await page.addInitScript(recordDevices);
    await page.clock.install();
    await page.goto(recipe.cook);
    await stepped(page);
    const opened = await page.evaluate(() => Date.now());
    await expect.poll(async () => (await recorded(page)).held).toBe(1);
    await page.getByText("The screen stays on while you cook.").waitFor();
    for (let switches = 1; switches <= 5; switches++) {
      await page.clock.runFor(10 * 60_000);
      await switchAway(page);
      expect((await recorded(page)).held).toBe(0);
      await page.clock.runFor(2 * 60_000);
      await switchBack(page);
      await expect.poll(() => recorded(page)).toMatchObject({ held: 1, taken: switches + 1 });
      await page.keyboard.press("ArrowRight");
    }
    // An hour on the page's clock, and the lock is still held.
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(opened + 60 * 60_000);
    expect((await recorded(page)).held).toBe(1);
  });

  it("rings a 25-minute timer at 25:00, on every step, with sound, vibration and an alert", async () => {
    const account = await registerAccount("Tim", "Timer");
    const recipe = await pancakes(await graphqlAs(account));
    const page = await signedInPage(account, PHONE);
    await page.addInitScript(recordDevices);
    await page.clock.install();
    await page.goto(`${recipe.cook}?servings=2`);
    await stepped(page);
    // From here the page's clock moves only when the test moves it: nothing rings late unseen.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.getByRole("button", { name: "Start 25 min timer" }).click();
    const timers = page.getByRole("region", { name: "Timers" });
    expect(await timers.getByRole("timer").textContent()).toBe("25:00");
    // It keeps running on the other steps.
    await page.getByRole("button", { name: "Next" }).click();
    await page.clock.runFor(60_000);
    expect(await timers.getByRole("timer").textContent()).toBe("24:00");
    // A tab in the background runs few ticks: the time left comes from the clock, not from them.
    await page.clock.fastForward(23 * 60_000);
    await page.clock.runFor(59_000);
    expect(await timers.getByRole("timer").textContent()).toBe("0:01");
    expect(await page.locator(".cook-alerts").textContent()).toBe("");
    expect(await recorded(page)).toMatchObject({ vibrations: [], oscillators: 0 });
    await page.clock.runFor(2_000);
    await page.getByRole("alert").getByText("Step 3: 25 min timer done").waitFor();
    const rang = await recorded(page);
    expect(rang.vibrations).toHaveLength(1);
    expect(rang.oscillators).toBeGreaterThan(0);
    expect(await timers.count()).toBe(0);
    // The alert stays until dismissed.
    await page.clock.runFor(5 * 60_000);
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect.poll(() => page.locator(".cook-alerts").textContent()).toBe("");

    // Cancelled, a timer neither runs on nor rings.
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Start 25 min timer" }).click();
    await page.getByRole("button", { name: "Cancel the step 3 timer" }).click();
    await page.clock.runFor(26 * 60_000);
    expect(await page.locator(".cook-alerts").textContent()).toBe("");
    expect((await recorded(page)).vibrations).toHaveLength(1);
  });
});

describe("Cooked, from cook mode", () => {
  it("marks the planned meal cooked from the last step, and the pantry loses what the recipe used", async () => {
    const account = await registerAccount("Mia", "Meal");
    const gql = await graphqlAs(account);
    const recipe = await pancakes(gql);
    await stockPantry(gql);
    const { mealTypes } = await gql(`{ mealTypes { id } }`);
    const { createMeal: meal } = await gql(
      `mutation($r: Int!, $t: Int!) { createMeal(title: "Pancakes", recipe_id: $r, type_id: $t, servings: 4, scheduled_date: "2026-12-07T08:00:00.000Z") { id } }`,
      { r: recipe.id, t: mealTypes[0].id },
    );
    const page = await signedInPage(account, PHONE);
    await page.goto(`/meals/${meal.id}`);
    await page.getByRole("link", { name: "Cook", exact: true }).click();
    await page.waitForURL(new RegExp(`${recipe.cook}\\?meal=${meal.id}&servings=4$`));
    await stepped(page);
    for (let step = 1; step < STEPS.length; step++) await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Cooked", exact: true }).click();
    await page.waitForURL(new RegExp(`/meals/${meal.id}$`));
    await page.getByText("Marked cooked: what it used is out of the pantry.").first().waitFor();
    expect(await pantryAmounts(gql)).toEqual({ Flour: "600 g", Eggs: "6 pcs", Butter: "150 g", Milk: "400 ml" });

    // Cooked already: cook mode says so rather than offering it twice.
    await page.goto(`${recipe.cook}?meal=${meal.id}`);
    await stepped(page);
    for (let step = 1; step < STEPS.length; step++) await page.keyboard.press("ArrowRight");
    await page.getByText("Cooked already.").waitFor();
    expect(await page.getByRole("button", { name: /^Cooked/ }).count()).toBe(0);
  });

  it("is a plain page of steps without JavaScript, whose Cooked logs today's meal", async () => {
    const account = await registerAccount("Noa", "Noscript");
    const gql = await graphqlAs(account);
    const recipe = await pancakes(gql);
    await stockPantry(gql);
    const page = await signedInPage(account, PHONE, { javaScript: false });
    await page.goto(`/recipes/${recipe.cook.split("/")[2]}`);
    await page.getByRole("link", { name: "Cook", exact: true }).click();
    await page.waitForURL(new RegExp(`${recipe.cook}\\?servings=2$`));
    await typeInto(page.getByLabel("Servings"), "4");
    await page.getByRole("button", { name: "Scale" }).click();
    await page.waitForURL(/servings=4/);
    const steps = page.locator("ol.cook-all-steps > li");
    expect(await steps.locator(".cook-step-text").allTextContents()).toEqual(STEPS);
    expect(await steps.nth(1).getByRole("list", { name: "This step uses" }).locator("li").allTextContents()).toEqual([
      "100 g Butter",
      "600 ml Milk",
    ]);
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.getByRole("button", { name: "Cooked: log it as today's meal" }).click();
    await page.waitForURL(/\/meals\/\d+$/);
    await page.getByText(`"Pancakes" is logged as today's meal.`).waitFor();
    const { meals } = await gql(`{ meals { recipe_id servings cooked_servings } }`);
    expect(meals).toEqual([{ recipe_id: recipe.id, servings: 4, cooked_servings: 4 }]);
    expect(await pantryAmounts(gql)).toEqual({ Flour: "600 g", Eggs: "6 pcs", Butter: "150 g", Milk: "400 ml" });
  });
});

describe("cook mode offline", () => {
  it("opens a recipe cooked before with no network, with its amounts", async () => {
    const account = await registerAccount("Otto", "Offline");
    const recipe = await pancakes(await graphqlAs(account));
    const page = await signedInPage(account, PHONE);
    await page.goto(`${recipe.cook}?servings=4`);
    await stepped(page);
    // The service worker keeps the page and its data once it runs.
    await waitUntilKeptOffline(page, {
      path: `${recipe.cook}?servings=4`,
      routeId: "features/recipes/recipes.$slug_.cook",
    });

    await setDeviceOnline(page.context(), false);
    await page.reload();
    await stepped(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(await stepText(page)).toBe(STEPS[0]);
    expect(await amounts(page)).toEqual(["400 g Flour", "4 eggs"]);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await stepText(page)).toBe(STEPS[1]);
  }, 120_000);
});
