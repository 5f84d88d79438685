// The corpus journey's steps, shared by `npm run journey:corpus` and tests/e2e/corpus-journey.test.ts:
// a real recipe page pasted into /recipes/import, the create wizard walked with Next and Create
// Recipe, the recipe planned from a '+' in the week planner, and a week synced into a shopping list
// through the sync dialog, all in Chromium with JavaScript on. Plain Node (no TypeScript), so the
// script runs before anything is built.
//
// Each step throws a `JourneyError` naming the step and what the screen said when the journey
// cannot go on. `watchProblems` collects what fails a page although the screen went on: script
// errors, console errors, error toasts and 5xx answers (4xx for whole documents).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { root } from "./lib.mjs";

/**
 * Where the real recipe pages are: RECIPE_PAGES_DIR, else `../shared/recipe-pages` beside the repo
 * (where CI puts them). They are read from there and never copied into the project.
 */
export const corpusDir = () => resolve(process.env.RECIPE_PAGES_DIR ?? join(root, "..", "shared", "recipe-pages"));

/**
 * The pages of a corpus folder, by site: each `SITE.html` with its `SITE.expected.json` (what a
 * careful reader takes from the page; used only to tell whether the page itself lacks a value).
 * @param {string} dir
 * @param {string[]} [only] sites to keep, in this order
 */
export function corpusPages(dir, only) {
  const sites =
    only ??
    readdirSync(dir)
      .flatMap((name) => (name.endsWith(".html") ? [name.slice(0, -".html".length)] : []))
      .sort();
  return sites.map((site) => {
    const expectedPath = join(dir, `${site}.expected.json`);
    return {
      site,
      htmlPath: join(dir, `${site}.html`),
      /** @type {{ title?: string, description?: string, yields?: string | null, ingredients?: string[] }} */
      expected: existsSync(expectedPath) ? JSON.parse(readFileSync(expectedPath, "utf8")) : {},
    };
  });
}

/** Why a journey stopped: the step (e.g. "wizard step 2") and what went wrong there. */
export class JourneyError extends Error {
  /** @param {string} step @param {string} detail */
  constructor(step, detail) {
    super(`${step}: ${detail}`);
    this.step = step;
    this.detail = detail;
  }
}

/**
 * The first line of an error's message and, for Playwright's, the last thing its call log says
 * (what held an action back: "… intercepts pointer events", "waiting for …").
 */
function whyItFailed(error) {
  const lines = String(error?.message ?? error).split("\n");
  const log = lines
    .filter((line) => /^\s+- /.test(line))
    .pop()
    ?.trim()
    .slice(2);
  return shorten(log ? `${lines[0]} (${log})` : lines[0], 300);
}

/** How long a step may take to answer on a busy machine. */
const ANSWER_MS = 60_000;

const shorten = (text, max = 200) => {
  const one = String(text).replace(/\s+/g, " ").trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

const pad = (n) => String(n).padStart(2, "0");
/** YYYY-MM-DD of a day in this machine's zone (the browser's too), as the planner's URLs carry it. */
export const isoDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** DD/MM/YYYY, as a person types a day into Larder. */
export const typedDay = (date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
/** The Monday `weeks` weeks after this one, at midnight in this machine's zone. */
export function mondayAfter(weeks, today = new Date()) {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7) + 7 * weeks);
  return monday;
}
export const addDays = (date, days) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * Types into a field key by key, as a person does, after clearing it (tests/e2e/browser.ts's
 * `typeInto`, which the script cannot import).
 * @param {import("playwright-core").Locator} field @param {string} text
 */
export async function typeInto(field, text) {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.press("Backspace");
  if (text) await field.pressSequentially(text);
}

/**
 * Pastes text into a field as a person does: through the clipboard and Ctrl+V (one paste event,
 * one input). Filling a textarea with half a megabyte through Playwright's `fill` takes minutes in
 * Chromium, and typing a whole page key by key is nothing a person does.
 * @param {import("playwright-core").Locator} field @param {string} text
 */
export async function pasteInto(field, text) {
  const page = field.page();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
  await page.evaluate((content) => navigator.clipboard.writeText(content), text);
  await field.focus();
  await field.press("ControlOrMeta+a");
  // Chromium handles a paste of a megabyte within the key press, which takes its time.
  await field.press("ControlOrMeta+v", { timeout: ANSWER_MS });
  // A textarea's value has its line breaks as "\n".
  const length = text.replace(/\r\n?/g, "\n").length;
  await field.evaluate(
    (control, expected) =>
      new Promise((done, failed) => {
        const started = Date.now();
        const check = () => {
          if (control.value.length === expected) done(undefined);
          else if (Date.now() - started > 60_000)
            failed(new Error(`the paste left ${control.value.length} of ${expected} characters`));
          else setTimeout(check, 50);
        };
        check();
      }),
    length,
  );
}

/**
 * Follows a page's problems from now on: uncaught script errors, every console error (a photo that
 * cannot load, a refused resource, React's reports), 5xx answers to any request and 4xx answers to
 * a whole document. `take()` answers those seen since the last call, each once.
 * @param {import("playwright-core").Page} page
 */
export function watchProblems(page) {
  /** @type {{ step: string, detail: string, resource: string | null }[]} */
  let seen = [];
  const where = () => {
    try {
      return new URL(page.url()).pathname;
    } catch {
      return page.url();
    }
  };
  page.on("pageerror", (error) =>
    seen.push({ step: "page error", detail: `on ${where()}: ${shorten(error.message)}`, resource: null }),
  );
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    // The app's own answers are judged by their status below (a 400 is a form's refusal, which
    // the step that sent it reports); Chromium logs each one as a console error too.
    if (/^Failed to load resource/.test(text) && message.location().url.startsWith(new URL(page.url()).origin)) return;
    // A resource that failed to load names itself in the message's location, or in a CSP report's text.
    const resource = /^Failed to load resource/.test(text)
      ? message.location().url || null
      : (/Refused to load (?:the )?\w* ?'([^']+)'/.exec(text)?.[1] ?? null);
    const named = resource && !text.includes(resource) ? ` (${shorten(resource, 120)})` : "";
    seen.push({ step: "console error", detail: `on ${where()}: ${shorten(text)}${named}`, resource });
  });
  page.on("response", (response) => {
    const request = response.request();
    const status = response.status();
    if (status >= 500 || (status >= 400 && request.resourceType() === "document")) {
      const url = new URL(response.url());
      seen.push({
        step: `HTTP ${status}`,
        detail: `${request.method()} ${shorten(url.pathname + url.search, 120)}`,
        resource: null,
      });
    }
  });
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

/**
 * Resolves with the key of the first locator that becomes visible, or null after `timeout` ms.
 * @param {Record<string, import("playwright-core").Locator>} candidates
 */
async function firstVisible(candidates, timeout) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const [key, locator] of Object.entries(candidates)) {
      if (
        await locator
          .first()
          .isVisible()
          .catch(() => false)
      )
        return key;
    }
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs a step; a failure that is not a `JourneyError` (a timeout, a closed page) becomes one
 * naming the step, with the first line of its message.
 * @template T @param {string} step @param {() => Promise<T>} run @returns {Promise<T>}
 */
async function asStep(step, run) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof JourneyError) throw error;
    throw new JourneyError(step, whyItFailed(error));
  }
}

/** Waits until React has hydrated the document, so what follows runs with the page's JavaScript. */
async function hydrated(page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber")));
}

/** Opens a path as a whole document; a 4xx or 5xx answer stops the step. */
async function open(page, path, step) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  if (!response || response.status() >= 400) throw new JourneyError(step, `GET ${path} answered ${response?.status()}`);
  await hydrated(page);
}

/** An error toast on screen stops the step with its words. */
async function noErrorToast(page, step) {
  const toast = page.locator(".toast-error");
  if (await toast.count()) throw new JourneyError(step, `error toast: ${shorten(await toast.first().innerText())}`);
}

/**
 * Fields of the wizard's form the browser refuses to submit, with its message for each, and the
 * messages the last answer put under fields or over the form.
 * @param {import("playwright-core").Locator} wizard
 */
async function blockers(wizard) {
  // The wizard closes when its step succeeds: nothing holds it back then.
  if (!(await wizard.count())) return [];
  return wizard
    .evaluate(
      (dialog) => {
        const labelOf = (control) =>
          control.getAttribute("aria-label") ??
          (control.id ? dialog.querySelector(`label[for="${control.id}"]`)?.textContent : null) ??
          control.getAttribute("name") ??
          "a field";
        const form = dialog.querySelector("form");
        const refused = [...(form?.elements ?? [])]
          .filter((control) => "validity" in control && control.willValidate && !control.validity.valid)
          .map((control) => ({
            by: "browser",
            label: labelOf(control),
            value: control.value,
            message: control.validationMessage,
          }));
        const answered = [...dialog.querySelectorAll(".field-error, .form-error")].map((error) => {
          const control = error.id ? dialog.querySelector(`[aria-describedby="${error.id}"]`) : null;
          return {
            by: "server",
            label: control ? labelOf(control) : null,
            value: control && "value" in control ? control.value : null,
            message: error.textContent ?? "",
          };
        });
        return [...refused, ...answered];
      },
      undefined,
      { timeout: 5000 },
    )
    .catch(() => []);
}

const describeBlockers = (list) =>
  list
    .map(({ label, value, message }) =>
      label ? `${label}${value !== null ? ` "${shorten(value, 40)}"` : ""}: ${shorten(message)}` : shorten(message),
    )
    .join("; ");

const UNIT_WORDS =
  /^(g|gr|grams?|kg|kilos?|mg|ml|cl|dl|l|litres?|liters?|oz|ounces?|lbs?|pounds?|cups?|c|tbsp|tbs|tablespoons?|tsp|teaspoons?|pinch(es)?|dash(es)?|cloves?|cans?|tins?|packets?|packages?|pkg|sticks?|slices?|bunch(es)?|handfuls?|sprigs?|stalks?|heads?|el|tl|dl|msk|tsk|krm|st|stk|stuks?|cucharadas?|cucharaditas?|colheres?|xícaras?|cuillères?|c\.à\.s|c\.à\.c)\b\.?/i;
// A `recipeCategory` with a value, in JSON-LD or microdata: `"recipeCategory": null` or `[]` names none.
const NAMED_CATEGORY =
  /"recipeCategory"\s*:\s*\[?\s*(?:"\s*[^"\s]|\{|\d)|itemprop\s*=\s*["']?recipeCategory\b[^<>]*>\s*[^<\s]|itemprop\s*=\s*["']?recipeCategory\b[^<>]*\bcontent\s*=\s*["']\s*[^"'\s]|\bcontent\s*=\s*["']\s*[^"'\s][^<>]*itemprop\s*=\s*["']?recipeCategory\b/i;
const LEADING_AMOUNT = /^\s*(\d+([.,]\d+)?(\s*[/⁄-]\s*\d+)?|[½⅓⅔¼¾⅛⅜⅝⅞])/;

/**
 * Whether the page itself gives no value for a field the wizard refuses empty, so a person would
 * have to type one. Answers why, or null when the page does give it (then an empty field is the
 * importer's failure, not the page's): a title or description when the careful reader found
 * none, a category when the page's markup names no `recipeCategory`, servings when the page
 * states no yield with a number, an ingredient's quantity when no line of the page naming it
 * starts with an amount, its unit when no such line has a unit word after the amount.
 * @param {string} label
 * @param {{ html: string, expected: { title?: string, description?: string, yields?: string | null, ingredients?: string[] } }} source
 */
function pageLacks(label, { html, expected }) {
  if (label === "Title") return expected.title?.trim() ? null : "the page has no title";
  if (label === "Description") return expected.description?.trim() ? null : "the page has no description";
  if (label === "Category") return NAMED_CATEGORY.test(html) ? null : "the page names no category";
  if (label === "Servings") return /\d/.test(expected.yields ?? "") ? null : "the page states no yield";
  const match = /^(Quantity|Unit) of (.+)$/.exec(label);
  if (!match) return null;
  const [, kind, name] = match;
  const lines = (expected.ingredients ?? []).filter((line) => line.toLowerCase().includes(name.toLowerCase()));
  if (!lines.length) return null;
  const withAmount = lines.filter((line) => LEADING_AMOUNT.test(line));
  if (kind === "Quantity") return withAmount.length ? null : `the page gives no amount: "${shorten(lines[0], 60)}"`;
  const withUnit = withAmount.filter((line) => UNIT_WORDS.test(line.replace(LEADING_AMOUNT, "").trim()));
  return withUnit.length ? null : `the page gives no unit: "${shorten(lines[0], 60)}"`;
}

/**
 * The least a person types into an empty field the page gives nothing for: 1 serving or 1 of an
 * ingredient, "pcs" for a unit, "Other" for a category, the title as the description.
 * @param {import("playwright-core").Locator} wizard @param {string} label
 */
async function leastValue(wizard, label) {
  if (label.startsWith("Unit of ")) return "pcs";
  if (label === "Category") return "Other";
  if (label === "Description" || label === "Title")
    return (await wizard.getByLabel("Title", { exact: true }).inputValue()) || "Recipe";
  return "1";
}

/**
 * Presses a wizard button and answers once the step it leads to shows; when the step stays, the
 * fields and messages that held it back.
 * @param {import("playwright-core").Locator} wizard
 */
async function press(wizard, button, arrived) {
  const page = wizard.page();
  const refusedBefore = (await blockers(wizard)).filter((b) => b.by === "browser");
  // Messages on screen are the last answer's until this press is answered.
  const answered = page
    .waitForResponse((response) => response.request().method() === "POST", { timeout: ANSWER_MS })
    .catch(() => null);
  await wizard.getByRole("button", { name: button, exact: true }).click();
  if (refusedBefore.length) {
    // The browser refuses the submission at once; give a handler a moment to prove otherwise.
    await new Promise((r) => setTimeout(r, 1500));
    if (await arrived()) return null;
    return refusedBefore;
  }
  if (!(await answered)) return [{ by: "server", label: null, value: null, message: `no answer to ${button}` }];
  // The answer renders a moment after it arrives: messages count once they outlast that moment.
  const deadline = Date.now() + ANSWER_MS;
  let held = [];
  while (Date.now() < deadline) {
    if (await arrived()) return null;
    const now = await blockers(wizard);
    if (now.length && held.length && JSON.stringify(now) === JSON.stringify(held)) return now;
    held = now;
    await new Promise((r) => setTimeout(r, 300));
  }
  return [{ by: "server", label: null, value: null, message: `nothing shown after ${button}` }];
}

/**
 * Pastes a whole page into /recipes/import with "Import Page", walks the create wizard with Next
 * and Create Recipe without touching a field, and waits for the new recipe's page. A field the
 * wizard refuses empty is typed in (its least value) only when the page itself has no value for
 * it; each such field is answered in `touched`. The page is filled in one go, as a paste is:
 * typing a page of up to a megabyte key by key is nothing a person does.
 * @param {import("playwright-core").Page} page
 * @param {{ html: string, expected: { title?: string, description?: string, yields?: string | null, ingredients?: string[] } }} source
 */
export async function importAndCreate(page, source) {
  const at = { step: "import" };
  try {
    return await walkWizard(page, source, at);
  } catch (error) {
    if (error instanceof JourneyError) throw error;
    throw new JourneyError(at.step, whyItFailed(error));
  }
}

/** `importAndCreate`'s walk; `at.step` names the step it is on. */
async function walkWizard(page, { html, expected }, at) {
  /** @type {string[]} */
  const touched = [];
  await open(page, "/recipes/import", "import");
  await pasteInto(page.getByLabel("Page HTML"), html);
  await page.getByRole("button", { name: "Import Page" }).click();
  const wizard = page.getByRole("dialog", { name: "Create Recipe" });
  const imported = await firstVisible(
    { wizard: wizard.getByText("Step 1 of 3 · Basic Info"), error: page.locator(".form-error") },
    ANSWER_MS,
  );
  if (imported === "error")
    throw new JourneyError("import", shorten(await page.locator(".form-error").first().innerText()));
  if (imported === null) throw new JourneyError("import", "neither a wizard nor a message after Import Page");
  await noErrorToast(page, "import");
  const draft = {
    title: await wizard.getByLabel("Title").inputValue(),
    servings: await wizard.getByLabel("Servings").inputValue(),
    image: await wizard.getByLabel("Photo link").inputValue(),
  };

  /** Types the least value into each refused field the page lacks; throws when any other field holds the step. */
  const touchOrStop = async (step, held) => {
    const reasons = held.map((b) => ({
      ...b,
      lacks: b.label && !b.value?.trim() ? pageLacks(b.label, { html, expected }) : null,
    }));
    if (reasons.some((b) => !b.lacks)) {
      throw new JourneyError(
        step,
        `blocked (${[...new Set(held.map((b) => b.by))].join(", ")}): ${describeBlockers(held)}`,
      );
    }
    for (const { label, lacks } of reasons) {
      const value = await leastValue(wizard, label);
      await typeInto(wizard.getByLabel(label, { exact: true }), value);
      touched.push(`${label} = ${value} (${lacks})`);
    }
  };

  // Step 1 → 2 → 3: Next, and once more after typing what the page lacks.
  for (const [from, to, name] of [
    [1, 2, "Ingredients"],
    [2, 3, "Review"],
  ]) {
    const step = `wizard step ${from}`;
    at.step = step;
    const next = wizard.getByText(`Step ${to} of 3 · ${name}`);
    const waitFor = () => next.isVisible();
    let held = await press(wizard, "Next", waitFor);
    if (held) {
      await touchOrStop(step, held);
      held = await press(wizard, "Next", waitFor);
      if (held) throw new JourneyError(step, `blocked after typing what the page lacks: ${describeBlockers(held)}`);
    }
    await noErrorToast(page, step);
  }
  const lines = await wizard.evaluate((dialog) =>
    [...dialog.querySelectorAll('input[name="ing_name"]')].map((input) => input.value),
  );

  // Create Recipe: the review's messages name fields of step 2 ("Quantity of flour must be…").
  at.step = "create";
  // Created: the recipe's own page opens (its toast may come and go in a busy moment).
  const onRecipe = async () => /^\/recipes\/(?!import$)[^/]+$/.test(new URL(page.url()).pathname);
  let created = await press(wizard, "Create Recipe", onRecipe);
  if (created) {
    const onStep2 = created.map((b) => {
      const field = /^(Quantity|Unit) of (.+?) (must be greater than 0|is required)$/.exec(b.message.trim());
      return field ? { ...b, label: `${field[1]} of ${field[2]}`, value: "" } : b;
    });
    if (onStep2.some((b) => !b.label)) throw new JourneyError("create", describeBlockers(created));
    await wizard.getByRole("button", { name: "Previous" }).click();
    await wizard.getByText("Step 2 of 3 · Ingredients").waitFor();
    const withValues = await Promise.all(
      onStep2.map(async (b) => ({ ...b, value: await wizard.getByLabel(b.label, { exact: true }).inputValue() })),
    );
    await touchOrStop("create", withValues);
    const again = await press(wizard, "Next", () => wizard.getByText("Step 3 of 3 · Review").isVisible());
    if (again) throw new JourneyError("create", `blocked after typing what the page lacks: ${describeBlockers(again)}`);
    created = await press(wizard, "Create Recipe", onRecipe);
    if (created) throw new JourneyError("create", describeBlockers(created));
  }
  await noErrorToast(page, "create");
  // The address changes a moment before the recipe's page replaces the import screen's heading.
  await page.waitForFunction(() => document.querySelector("h1")?.textContent?.trim() !== "Import a Recipe");
  const title = (await page.getByRole("heading", { level: 1 }).first().innerText()).trim();
  return { title, path: new URL(page.url()).pathname, draft, lines, touched };
}

/**
 * Plans a recipe for a day's Dinner from that slot's '+' in the week planner (on a phone, from the
 * day's 'Add meal', the type chosen in the dialog): the Create Meal dialog opens with the day
 * filled in, the recipe is found by typing its title into
 * the dialog's search, chosen, and the meal created; it must then show in its slot.
 * @param {import("playwright-core").Page} page
 * @param {{ title: string, day: Date, type?: string }} meal
 */
export const planMeal = (page, meal) => asStep("plan", () => planMealSteps(page, meal));

async function planMealSteps(page, { title, day, type = "Dinner" }) {
  const step = "plan";
  const iso = isoDay(day);
  await open(page, `/plan?week=${isoDay(mondayAfter(0, day))}`, step);
  const dayLabel = (await page.locator(`#day-${iso} .visually-hidden`).textContent())?.trim();
  // A wide planner has a '+' in every empty slot; a phone's folds empty slots away and has one
  // 'Add meal' per day, whose dialog leaves the type to choose.
  const slotAdd = page.getByRole("link", { name: `Add ${type} on ${dayLabel}`, exact: true });
  const dayAdd = page.getByRole("link", { name: `Add meal on ${dayLabel}`, exact: true });
  const bySlot = await slotAdd.isVisible();
  if (!bySlot && !(await dayAdd.isVisible()))
    throw new JourneyError(step, `no '+' for ${type} and no 'Add meal' on ${dayLabel} (the slot is taken?)`);
  await (bySlot ? slotAdd : dayAdd).click();
  const dialog = page.getByRole("dialog", { name: "Create Meal" });
  await dialog.waitFor();
  await typeInto(dialog.getByLabel("Search recipes"), title);
  await dialog.getByLabel("Search recipes").press("Enter");
  await page.waitForURL(/[?&]q=/);
  const option = dialog.locator("label.recipe-option").filter({ has: page.getByText(title, { exact: true }) });
  const found = await firstVisible(
    {
      option,
      none: dialog.getByText("No recipes found"),
      error: dialog.locator(".form-error"),
    },
    ANSWER_MS,
  );
  if (found !== "option") {
    const said =
      found === "none"
        ? "No recipes found"
        : found === "error"
          ? await dialog.locator(".form-error").first().innerText()
          : "nothing after Buscar";
    throw new JourneyError(
      step,
      `searching the Create Meal dialog for "${shorten(title, 80)}" answered: ${shorten(said)}`,
    );
  }
  await option.first().click();
  if (!bySlot) await dialog.getByLabel("Meal Type").selectOption({ label: type });
  const date = await dialog.getByLabel("Date (optional)").inputValue();
  if (date !== typedDay(day))
    throw new JourneyError(step, `the dialog's date is "${date}", not the slot's ${typedDay(day)}`);
  await dialog.getByRole("button", { name: "Create Meal" }).click();
  // Created: the dialog closes onto the week, the meal in its slot (its toast may come and go in
  // a busy moment).
  const card = page
    .locator(`section.plan-day[data-day="${iso}"] .plan-slot`)
    .filter({ has: page.getByRole("heading", { name: type, exact: true }) })
    .locator("article.plan-meal", { hasText: title });
  const errors = dialog.locator(".form-error, .field-error");
  const outcome = await firstVisible({ card, error: errors }, ANSWER_MS);
  if (outcome !== "card") {
    const said = outcome ? await errors.first().innerText() : `no meal in ${type} on ${dayLabel} after Create Meal`;
    throw new JourneyError(step, `Create Meal answered: ${shorten(said)}`);
  }
  await noErrorToast(page, step);
}

/**
 * Syncs the week starting `monday` into a new shopping list through the sync dialog on
 * /shopping-lists (title and dates typed), checks step 2 lists exactly the meals planned, and
 * answers the list's id, the lines step 3 showed and the item names the list page shows.
 * @param {import("playwright-core").Page} page
 * @param {{ monday: Date, titles: string[] }} week
 */
export const syncWeek = (page, week) => asStep("sync", () => syncWeekSteps(page, week));

async function syncWeekSteps(page, { monday, titles }) {
  const step = "sync";
  await open(page, "/shopping-lists", step);
  await page.getByRole("link", { name: "Sync Meals Shopping List" }).click();
  const sync = page.getByRole("dialog", { name: "Sync Meals Shopping List" });
  await sync.getByText("Step 1 of 3 · Basic Info").waitFor();
  await typeInto(sync.getByLabel("Title"), `Week of ${typedDay(monday)}`);
  await typeInto(sync.getByLabel("Start date"), typedDay(monday));
  await typeInto(sync.getByLabel("End date"), typedDay(addDays(monday, 6)));
  await sync.getByRole("button", { name: "Next" }).click();
  const reviewed = await firstVisible(
    { next: sync.getByText("Step 2 of 3 · Review Meals"), error: sync.locator(".field-error, .form-error") },
    ANSWER_MS,
  );
  if (reviewed !== "next")
    throw new JourneyError(
      step,
      `step 1: ${reviewed ? shorten(await sync.locator(".field-error, .form-error").first().innerText()) : "no step 2 after Next"}`,
    );
  const listed = await sync.locator("li").allInnerTexts();
  const missing = titles.filter((title) => !listed.some((line) => line.endsWith(title)));
  if (missing.length || listed.length !== titles.length)
    throw new JourneyError(
      step,
      `step 2 lists ${listed.length} meals for ${titles.length} planned; missing: ${missing.map((t) => `"${shorten(t, 60)}"`).join(", ") || "none"}`,
    );
  await sync.getByRole("link", { name: "Next" }).click();
  await sync.getByText("Step 3 of 3 · Review Ingredients").waitFor();
  const lines = await sync.locator("tbody tr").count();
  await sync.getByRole("button", { name: "Create List" }).click();
  // Created: the list's own page opens (its toast may come and go in a busy moment).
  const alert = page.getByRole("alertdialog");
  const deadline = Date.now() + ANSWER_MS;
  while (!/^\/shopping-lists\/\d+$/.test(new URL(page.url()).pathname)) {
    if (await alert.isVisible())
      throw new JourneyError(step, `Create List answered: ${shorten(await alert.innerText())}`);
    if (Date.now() > deadline) throw new JourneyError(step, "Create List led nowhere");
    await new Promise((r) => setTimeout(r, 200));
  }
  await noErrorToast(page, step);
  if ((await firstVisible({ count: page.getByText(`${lines} items ·`) }, 10_000)) === null)
    throw new JourneyError(step, `the list does not say "${lines} items", the lines step 3 showed`);
  // Each line's own name (its tick's label): the row may show it counted ("3 eggs").
  const items = await page
    .locator(".item-row [role=checkbox]")
    .evaluateAll((ticks) => ticks.map((tick) => tick.getAttribute("aria-label")?.trim() ?? ""));
  return { id: Number(new URL(page.url()).pathname.split("/").pop()), lines, items };
}

/**
 * The recipe's ingredient names a synced list lacks. The list merges one thing's spellings into
 * one line ("vanilla extract" and "pure vanilla extract", "tomato" and "tomatoes"), so names are
 * compared by `mergeKey`, the API's own key for a line (worker-api/src/shopping/names.ts).
 * @param {string[]} recipeLines @param {string[]} listItems @param {(name: string) => string} mergeKey
 */
export function missingFromList(recipeLines, listItems, mergeKey) {
  const onList = new Set(listItems.map(mergeKey));
  return recipeLines.filter((name) => !onList.has(mergeKey(name)));
}
