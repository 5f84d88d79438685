// `npm run screenshots`: the pictures of docs/architecture.md, taken from the running app. Starts
// it as `npm run dev` does, on its own ports and a fresh local D1 holding the demo household, signs
// in as the demo account, saves the planner at desktop width, a shopping list at phone width, and
// the daily screens and the bar at 375 and 1280 px (and the daily screens in the dark theme) to
// docs/screenshots/, then stops the app and deletes the database.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, DEMO_ACCOUNT, findChromium, randomClientAddress, root } from "./lib.mjs";

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8841);
const API_PORT = PORT + 1;
const web = `http://127.0.0.1:${PORT}`;
const outDir = join(root, "docs", "screenshots");

const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 800 };

/** The demo household's first shopping list and first recipe, found the way a person finds them. */
const firstLink = (listPath, pattern) => async (page) => {
  await page.goto(listPath);
  const links = await page.locator("main a[href]").evaluateAll((all) => all.map((a) => a.getAttribute("href")));
  return links.find((href) => pattern.test(href));
};
const firstList = firstLink("/shopping-lists", /^\/shopping-lists\/\d+$/);
const firstRecipe = firstLink("/recipes", /^\/recipes\/(?!import$|new$)[^/?]+$/);
const openMore = (page) => page.locator(".nav-more > summary").click();

// The daily screens and the bar at a phone's and a laptop's width (the "-after" halves of the
// before/after pairs in docs/screenshots/; the "-before" pictures are kept as they were taken).
const DAILY = [
  ["home", async () => "/home"],
  ["plan", async () => "/plan"],
  ["recipe", firstRecipe],
  ["list", firstList],
].flatMap(([name, path]) => [
  { file: `${name}-375-after.png`, viewport: PHONE, scale: 1, path },
  { file: `${name}-1280-after.png`, viewport: WIDE, scale: 1, path },
]);

// The same daily screens with the device set to dark (decision 48).
const DARK = DAILY.map((shot) => ({ ...shot, file: `dark-${shot.file.replace("-after", "")}`, scheme: "dark" }));

const SHOTS = [
  { file: "planner-desktop.png", viewport: WIDE, scale: 1, path: async () => "/plan" },
  { file: "list-phone.png", viewport: PHONE, scale: 2, path: firstList },
  ...DAILY,
  { file: "nav-375-after.png", viewport: PHONE, scale: 1, path: async () => "/home" },
  { file: "nav-1280-after.png", viewport: WIDE, scale: 1, path: async () => "/home" },
  { file: "nav-375-after-more.png", viewport: PHONE, scale: 1, path: async () => "/home", then: openMore },
  { file: "nav-1280-after-more.png", viewport: WIDE, scale: 1, path: async () => "/home", then: openMore },
  ...DARK,
];

/** `npm run dev` in its own process group; resolves once it says the app is running. */
async function startApp(stateDir) {
  const app = spawn("npm", ["run", "dev"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), API_PORT: String(API_PORT), LARDER_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  app.stdout.on("data", (chunk) => (log += chunk));
  app.stderr.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 180_000;
  while (!log.includes("Larder is running.")) {
    if (app.exitCode !== null) throw new Error(`npm run dev exited (${app.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm run dev did not start in time:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return app;
}

async function signIn(page) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO_ACCOUNT.email);
  await page.getByLabel("Password").fill(DEMO_ACCOUNT.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

const stateDir = mkdtempSync(join(tmpdir(), "larder-screenshots-"));
let app;
let browser;
try {
  console.log("Starting the app (npm run dev)…");
  app = await startApp(stateDir);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  mkdirSync(outDir, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      baseURL: web,
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      colorScheme: shot.scheme ?? "light",
      extraHTTPHeaders: { "CF-Connecting-IP": randomClientAddress() },
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A render error shows the error screen without throwing; React Router logs it.
    page.on("console", (message) => {
      if (message.type() === "error" && /React Router caught|Hydration|hydrat/i.test(message.text()))
        errors.push(message.text().slice(0, 300));
    });
    await signIn(page);
    const path = await shot.path(page);
    const response = await page.goto(path);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForLoadState("networkidle");
    await shot.then?.(page);
    // A picture of a broken page is worse than none.
    if (errors.length) throw new Error(`${path} met script errors: ${errors.join("; ")}`);
    const file = join(outDir, shot.file);
    await page.screenshot({ path: file });
    console.log(`Saved ${file.slice(root.length + 1)} (${path}, ${Math.round(statSync(file).size / 1024)} KB)`);
    await context.close();
  }
} finally {
  await browser?.close();
  if (app) process.kill(-app.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(stateDir, { recursive: true, force: true });
}
