// npm run journey:corpus [-- DIR]
//
// Real pages as the test: every DIR/*.html (default RECIPE_PAGES_DIR, else ../shared/recipe-pages
// beside the repo) goes the whole way through the screens in Chromium with JavaScript on, as one
// fresh household: pasted into /recipes/import, the create wizard walked with Next and Create
// Recipe without touching a field (one the wizard refuses empty is typed in only when the page
// itself has no value for it, and said), planned for a Dinner from the week planner's '+' (seven
// recipes a week, one a day, from next week on), and each week synced into a shopping list through
// the sync dialog, whose list must hold every ingredient of the week's recipes.
//
// A page fails on the first step that cannot go on (no recipe found, a Next or Create the wizard
// holds back, a meal or list not made) and on anything that went wrong on the way: a script error,
// a console error (a photo that cannot load included), an error toast, a 5xx answer or a 4xx
// document. Prints one line per failing page with why, the failures by step and "N / M pages made
// it through"; writes everything to dist/journey-corpus.json (and a screenshot of each list that lacks
// lines, dist/journey-corpus-list-ID.png). Exits 1 unless every page made it.
//
// The app runs as `npm run dev` runs it (fresh local D1 in a temporary folder, production build,
// both workers under wrangler dev) on JOURNEY_PORT (8861) and the next port. JOURNEY_SITES (a
// comma-separated list of sites) runs only those pages.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import {
  addDays,
  corpusDir,
  corpusPages,
  importAndCreate,
  JourneyError,
  missingFromList,
  mondayAfter,
  planMeal,
  syncWeek,
  typedDay,
  typeInto,
  watchProblems,
} from "./journey-steps.mjs";
import { importTypeScript } from "./import-typescript.mjs";
import { CHROMIUM_FLAGS, findChromium, randomClientAddress, root, withFreshApp } from "./lib.mjs";

const { mergeKey } = await importTypeScript(`export { mergeKey } from "./worker-api/src/shopping/names";`);

const dir = resolve(process.argv[2] ?? corpusDir());
if (!existsSync(dir)) {
  console.error(`journey:corpus: ${dir} is missing (give the folder of recipe pages: npm run journey:corpus -- DIR)`);
  process.exit(2);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error("journey:corpus: Chromium is not installed (apt-get install chromium, or set CHROMIUM_PATH)");
  process.exit(2);
}

const port = Number(process.env.JOURNEY_PORT ?? 8861);
const apiPort = port + 1;
const MEALS_PER_WEEK = 7;
const PASSWORD = "Corpus-journey-9";

// JOURNEY_SITES=a.com,b.org runs those pages only (to look into a failure).
const only = process.env.JOURNEY_SITES?.split(",")
  .map((site) => site.trim())
  .filter(Boolean);
const pages = corpusPages(dir, only?.length ? only : undefined);
/**
 * @typedef {{ site: string, ok: boolean, failures: { step: string, detail: string }[], touched: string[],
 *   title: string | null, recipe: string | null, ingredients: string[], image: string | null,
 *   planned: string | null, list: number | null, seconds: number }} PageResult
 */
/** @type {PageResult[]} */
const results = pages.map(({ site }) => ({
  site,
  ok: false,
  failures: [],
  touched: [],
  title: null,
  recipe: null,
  ingredients: [],
  image: null,
  planned: null,
  list: null,
  seconds: 0,
}));

const started = Date.now();
const resultsPath = join(root, "dist", "journey-corpus.json");
/** Writes the results so far (after every page, so a run cut short still leaves them). */
function save() {
  for (const result of results) result.ok = result.seconds > 0 && result.failures.length === 0;
  const passed = results.filter((r) => r.ok).length;
  const minutes = Math.round((Date.now() - started) / 6000) / 10;
  mkdirSync(join(root, "dist"), { recursive: true });
  writeFileSync(
    resultsPath,
    JSON.stringify({ date: new Date().toISOString(), dir, passed, total: results.length, minutes, results }, null, 2) +
      "\n",
  );
  return { passed, minutes };
}

/** Adds a failure to a page once. */
function fail(result, step, detail) {
  if (!result.failures.some((f) => f.step === step && f.detail === detail)) result.failures.push({ step, detail });
}

/**
 * Gives each problem the page saw to the page it belongs to: a photo that cannot load to the page
 * whose recipe it is (the planner shows the week's other photos too), anything else to `current`.
 */
function assignProblems(problems, current) {
  for (const { step, detail, resource } of problems) {
    const owner = (resource && results.find((r) => r.image && r.image === resource)) || current;
    for (const result of Array.isArray(owner) ? owner : [owner]) fail(result, step, detail);
  }
}

async function register(email) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/v1/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomClientAddress() },
    body: JSON.stringify({ email, password: PASSWORD, first_name: "Corpus", last_name: "Journey" }),
  });
  if (response.status !== 201) throw new Error(`registering ${email} answered ${response.status}`);
}

await withFreshApp({ name: "journey-corpus", port, apiPort }, async () => {
  const email = `corpus-${Date.now().toString(36)}@example.com`;
  await register(email);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-quic", "--disable-dev-shm-usage"],
  });
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      viewport: { width: 1280, height: 800 },
      // A device of its own against the sign-in limit, as in the end-to-end tests.
      extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
    });
    /** @type {import("playwright-core").Page} */
    let page;
    let problems;
    let crashed = false;
    // One page for the whole run; a new one only when it crashed or closed.
    const openPage = async () => {
      page = await context.newPage();
      page.setDefaultTimeout(60_000);
      page.on("crash", () => (crashed = true));
      problems = watchProblems(page);
      crashed = false;
    };
    await openPage();

    await page.goto("/login");
    await typeInto(page.getByLabel("Email"), email);
    await typeInto(page.getByLabel("Password"), PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/home$/);
    problems.take();

    let slot = 0;
    /** @type {PageResult[]} */
    let week = [];
    const weekMonday = (index) => mondayAfter(1 + Math.floor(index / MEALS_PER_WEEK));

    const syncCurrentWeek = async () => {
      if (!week.length) return;
      const monday = weekMonday(slot - 1);
      const synced = week;
      week = [];
      const label = `week of ${typedDay(monday)}`;
      try {
        const list = await syncWeek(page, { monday, titles: synced.map((r) => r.title) });
        let lacking = false;
        for (const result of synced) {
          result.list = list.id;
          const missing = missingFromList(result.ingredients, list.items, mergeKey);
          if (!missing.length) continue;
          lacking = true;
          // What the list does hold, to tell a wrong list from a list read too early.
          const held = `${list.items.length} items read (${list.lines} in step 3): ${list.items.slice(0, 5).join(", ")}`;
          fail(result, "list", `${label} lacks ${missing.map((name) => `"${name}"`).join(", ")}; ${held}`);
        }
        if (lacking)
          await page.screenshot({ path: join(root, "dist", `journey-corpus-list-${list.id}.png`), fullPage: true });
      } catch (error) {
        const { step, detail } = error instanceof JourneyError ? error : { step: "sync", detail: String(error) };
        for (const result of synced) fail(result, step, `${label}: ${detail}`);
      }
      assignProblems(problems.take(), synced);
    };

    for (const [index, source] of pages.entries()) {
      const result = results[index];
      const pageStarted = Date.now();
      try {
        const created = await importAndCreate(page, {
          html: readFileSync(source.htmlPath, "utf8"),
          expected: source.expected,
        });
        Object.assign(result, {
          title: created.title,
          recipe: created.path,
          ingredients: created.lines,
          image: created.draft.image || null,
          touched: created.touched,
        });
        const day = addDays(weekMonday(slot), slot % MEALS_PER_WEEK);
        slot++;
        await planMeal(page, { title: created.title, day });
        result.planned = typedDay(day);
        week.push(result);
      } catch (error) {
        if (!(error instanceof JourneyError)) throw error;
        fail(result, error.step, error.detail);
        if (crashed || page.isClosed()) {
          fail(result, "browser", "the page crashed");
          await openPage();
        }
      }
      assignProblems(problems.take(), result);
      if (slot % MEALS_PER_WEEK === 0 && week.length) await syncCurrentWeek();
      result.seconds = Math.round((Date.now() - pageStarted) / 100) / 10;
      const [first] = result.failures;
      const state = first ? `${first.step}: ${first.detail.slice(0, 160)}` : "ok";
      console.log(`[${index + 1}/${pages.length}] ${result.site}: ${state} (${result.seconds} s)`);
      save();
    }
    await syncCurrentWeek();
  } finally {
    await browser.close();
  }
});

const { passed, minutes } = save();
const failing = results.filter((r) => !r.ok);

console.log("");
for (const result of failing) {
  console.log(`${result.site}: ${result.failures.map((f) => `${f.step}: ${f.detail}`).join(" | ")}`);
}
const touched = results.filter((r) => r.touched.length);
if (touched.length) {
  console.log("\nFields typed in because the page has no value for them:");
  for (const result of touched) console.log(`${result.site}: ${result.touched.join("; ")}`);
}
const byStep = new Map();
for (const result of failing)
  for (const step of new Set(result.failures.map((f) => f.step))) byStep.set(step, (byStep.get(step) ?? 0) + 1);
if (byStep.size) {
  console.log("\nFailing pages by step:");
  for (const [step, count] of [...byStep].sort((a, b) => b[1] - a[1])) console.log(`  ${step}: ${count}`);
}
console.log(`\n${passed} / ${results.length} pages made it through (${minutes} min)`);
console.log("Results written to dist/journey-corpus.json");
process.exit(failing.length ? 1 : 0);
