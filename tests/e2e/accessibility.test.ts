import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT, registerAccount, signedInPage, submitLogin } from "./accounts";
import { axeViolations, COLOUR_RULES, type Violation } from "./axe";
import { newPage, PHONE_AND_DESKTOP, typeInto } from "./browser";
import { shownTheme } from "./themes";

/**
 * axe-core (every WCAG 2.x A and AA rule, and its best practices) finds nothing on any page of the
 * app, with its dialogs open, at a phone's width and at a desktop's; and its colour rules find
 * nothing on the same pages in the dark theme. Any page script error fails the test too (setup.ts).
 */

/** What the demo household's pages link to: the addresses of its details. */
type Household = { meal: string; recipe: string; list: string; group: string; shared: string };

/** Every page route, and the addresses that show it: its tabs, dialogs and not-found state. */
const PAGES: Record<string, (h: Household) => string[]> = {
  "home.tsx": () => ["/home"],
  "plan.tsx": () => ["/plan"],
  // The week the page opens on (the demo's open dinners get proposals), and a week a month ahead.
  "plan-week.tsx": () => [
    "/plan/week",
    `/plan/week?week=${new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10)}`,
  ],
  "meals._index.tsx": (h) => [
    "/meals",
    "/meals?action=create",
    "/meals?action=create&new_type=1",
    `/meals?action=edit&id=${id(h.meal)}`,
    `/meals?action=delete&id=${id(h.meal)}`,
  ],
  "meals.$id.tsx": (h) => [h.meal, "/meals/999999"],
  "recipes._index.tsx": () => ["/recipes", "/recipes?select=ingredients", "/recipes?action=create"],
  "recipes.$slug.tsx": (h) => [
    h.recipe,
    `${h.recipe}?tab=ingredients`,
    `${h.recipe}?action=share`,
    "/recipes/no-such-recipe",
  ],
  "r.$token.tsx": (h) => [h.shared, "/r/1.1.no-such-link"],
  "recipes.$slug_.cook.tsx": (h) => [`${h.recipe}/cook`, `${h.recipe}/cook?servings=4`, "/recipes/no-such-recipe/cook"],
  "recipes.import.tsx": () => ["/recipes/import"],
  "ingredients.tsx": () => ["/ingredients", "/ingredients?view=list", "/ingredients?action=create"],
  "shopping-lists._index.tsx": (h) => [
    "/shopping-lists",
    `/shopping-lists?view=${id(h.list)}`,
    "/shopping-lists?action=create",
    `/shopping-lists?action=edit&id=${id(h.list)}`,
    `/shopping-lists?action=delete&id=${id(h.list)}`,
    "/shopping-lists?action=sync&step=1",
  ],
  "shopping-lists.$id.tsx": (h) => [h.list, `${h.list}?tab=progress`],
  "shopping-items.tsx": () => ["/shopping-items"],
  "pantry.tsx": () => ["/pantry", "/pantry?add=1"],
  "cook.tsx": () => ["/cook", "/cook?time=15"],
  "groups._index.tsx": () => ["/groups"],
  "groups.new.tsx": () => ["/groups/new"],
  "groups.$id._index.tsx": (h) => [h.group, "/groups/999999"],
  "groups.$id.edit.tsx": (h) => [`${h.group}/edit`],
  "groups.$id.import.tsx": (h) => [`${h.group}/import`],
  "groups.$id.members._index.tsx": (h) => [`${h.group}/members`],
  "groups.$id.members.add.tsx": (h) => [`${h.group}/members/add`],
  "user.tsx": () => ["/user", "/user?edit=profile", "/user?dialog=password", "/user?dialog=delete"],
  "$.tsx": () => ["/no-such-page"],
};

/** Pages a signed-out visitor opens by their address. */
const SIGNED_OUT_PAGES: Record<string, string> = {
  "login.tsx": "/login",
  "register.tsx": "/register",
  "forgot-password.tsx": "/forgot-password",
};

/** Pages reached only through a two-factor sign-in or a password reset (the second test below). */
const TWO_FACTOR_STEPS = ["login_.verify.tsx", "reset-password_.verify.tsx", "reset-password.tsx"];

/** Route files that render no page of their own: actions, redirects, downloads and data for scripts. */
const NOT_PAGES = [
  "_index.tsx",
  "calendar.$file.tsx",
  "groups.$id.export.tsx",
  "groups.$id.user-search.tsx",
  "groups.switch.tsx",
  "logout.tsx",
  "recipes.$slug.photo.tsx",
  "shopping-lists.$id.changes.ts",
  "user_.export.tsx",
  "user_.locale.tsx",
  "user_.theme.tsx",
];

/** The route modules: the top-level files of each feature's folder, less the `*.server.ts` beside them. */
const featuresDir = resolve(import.meta.dirname, "../../app/features");
const routeFiles = readdirSync(featuresDir)
  .flatMap((feature) => readdirSync(resolve(featuresDir, feature), { withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".server."))
  .map((entry) => entry.name);

const id = (path: string) => path.split("/").pop()!;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const totp = (secret: string, offsetMs = 0) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });

/**
 * How a walk shows each page dark: as the device's setting, with the theme left to the system
 * (the phone's walk), or as the person's choice on the settings page (the desktop's walk).
 */
type DarkBy = "system" | "choice";
const DARK_BY: Record<string, DarkBy> = { phone: "system", desktop: "choice" };

/**
 * The violations of each address visited, in each theme, leaving out those that had none. Every
 * page is checked by every rule in light, and by the colour rules in dark on the same visit: the
 * device's setting switches in place (emulated), and a page the chosen theme served dark is
 * checked so, then in light by the attribute the Light choice renders.
 */
class Findings {
  readonly found: { path: string; theme: string; violations: Violation[] }[] = [];

  constructor(private readonly darkBy: DarkBy = "system") {}

  async check(page: Page, path?: string) {
    if (path) await page.goto(path);
    const where = path ?? new URL(page.url()).pathname;
    if (this.darkBy === "system") {
      await this.inTheme(page, where, "light", () => page.emulateMedia({ colorScheme: "light" }));
      await this.inTheme(page, where, "dark", () => page.emulateMedia({ colorScheme: "dark" }));
      await page.emulateMedia({ colorScheme: "light" });
    } else {
      await this.inTheme(page, where, "dark", async () => {});
      await this.inTheme(page, where, "light", () => setThemeAttribute(page, "light"));
      await setThemeAttribute(page, "dark");
    }
  }

  private async inTheme(page: Page, path: string, theme: "light" | "dark", show: () => Promise<unknown>) {
    await show();
    const shown = await shownTheme(page);
    const violations = await axeViolations(page, theme === "dark" ? { rules: COLOUR_RULES } : {});
    if (shown.looks !== theme) {
      violations.push({ rule: "theme", impact: "serious", help: `looks ${shown.looks}`, nodes: [] });
    }
    if (violations.length) this.found.push({ path, theme, violations });
  }
}

const setThemeAttribute = (page: Page, theme: "light" | "dark") =>
  page.evaluate((theme) => (document.documentElement.dataset.theme = theme), theme);

/** Chooses the dark theme on the settings page, as a person does. */
async function chooseDarkTheme(page: Page) {
  await page.goto("/user");
  const section = page.getByRole("region", { name: "Theme" });
  await section.getByRole("radio", { name: /^Dark\b/ }).check();
  await section.getByRole("button", { name: "Save theme" }).click();
  await page.getByText("Larder is now dark on this device.").waitFor();
}

/** The first link on `path` whose address matches `pattern`. */
async function firstLink(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  const href = hrefs.find((candidate) => candidate && pattern.test(candidate));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

describe("accessibility", () => {
  it("names every route file: a page is checked, or listed as not being one", () => {
    const named = [...Object.keys(PAGES), ...Object.keys(SIGNED_OUT_PAGES), ...TWO_FACTOR_STEPS, ...NOT_PAGES];
    expect(routeFiles.filter((file) => !named.includes(file))).toEqual([]);
    expect(named.filter((file) => !routeFiles.includes(file))).toEqual([]);
  });

  describe.each(PHONE_AND_DESKTOP)("at %s width", (width, viewport) => {
    it("finds no violation on any signed-in page or dialog of the demo household", { timeout: 180_000 }, async () => {
      const page = await signedInPage(DEMO_ACCOUNT, viewport);
      await page.emulateMedia({ colorScheme: "light" });
      const household: Household = {
        meal: await firstLink(page, "/meals", /^\/meals\/\d+$/),
        recipe: await firstLink(page, "/recipes", /^\/recipes\/(?!import$)[\w-]+$/),
        list: await firstLink(page, "/shopping-lists", /^\/shopping-lists\/\d+$/),
        group: await firstLink(page, "/groups", /^\/groups\/\d+$/),
        shared: "",
      };
      // A recipe's public page: the share dialog with its link shown, and the page it opens.
      await page.goto(`${household.recipe}?action=share`);
      await page.getByRole("button", { name: "Create a public link" }).click();
      household.shared = new URL(await page.getByLabel("Public link").inputValue()).pathname;
      if (DARK_BY[width] === "choice") await chooseDarkTheme(page);
      const findings = new Findings(DARK_BY[width]);
      for (const path of Object.values(PAGES).flatMap((paths) => paths(household))) await findings.check(page, path);

      // The create wizard's steps, and the errors each shows, through its Next buttons.
      await page.goto("/recipes?action=create");
      const wizard = page.getByRole("dialog", { name: "Create Recipe" });
      await wizard.getByRole("button", { name: "Next" }).click();
      await wizard.getByText("Title is required").waitFor();
      await findings.check(page);
      await typeInto(wizard.getByLabel("Title"), "Axe Soup");
      await typeInto(wizard.getByLabel("Description"), "A soup to check the wizard with");
      await typeInto(wizard.getByLabel("Category"), "Soups");
      await wizard.getByRole("button", { name: "Next" }).click();
      await wizard.getByText("Step 2 of 3").waitFor();
      await wizard.getByRole("button", { name: "Next" }).click();
      await wizard.getByText("At least one ingredient is required").waitFor();
      await findings.check(page);
      await typeInto(wizard.getByPlaceholder("Search ingredients..."), "Celeriac");
      await wizard.getByPlaceholder("Search ingredients...").press("Enter");
      await typeInto(wizard.getByLabel("Quantity of Celeriac"), "1");
      await typeInto(wizard.getByLabel("Unit of Celeriac"), "piece");
      await wizard.getByRole("button", { name: "Next" }).click();
      await wizard.getByText("Step 3 of 3").waitFor();
      await findings.check(page);

      // The sync's steps 2 and 3 for this week.
      const monday = new Date();
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const week = `title=This+week&start=${isoDay(monday)}&end=${isoDay(new Date(monday.getTime() + 6 * 86_400_000))}`;
      for (const step of [2, 3]) {
        await page.goto(`/shopping-lists?action=sync&step=${step}&${week}`);
        await page.getByText(`Step ${step} of 3`).waitFor();
        await findings.check(page);
      }

      expect(findings.found).toEqual([]);
    });

    it(
      "finds no violation on the signed-out pages, the two-factor steps and their dialogs",
      { timeout: 120_000 },
      async () => {
        const findings = new Findings();
        const visitor = await newPage(viewport);
        await visitor.emulateMedia({ colorScheme: "light" });
        for (const path of [...Object.values(SIGNED_OUT_PAGES), "/no-such-page"]) await findings.check(visitor, path);
        // A sign-in that fails shows its error beside the fields.
        await submitLogin(visitor, { email: "nobody@example.com", password: "Wrong-password-1" });
        await visitor.getByRole("alert").first().waitFor();
        await findings.check(visitor);

        const account = await registerAccount("Ada", "Axe");
        const page = await signedInPage(account, viewport);
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto("/user");
        await page.getByRole("button", { name: "Enable 2FA" }).click();
        const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
        await findings.check(page);
        await page.getByRole("link", { name: "Continue to Verify" }).click();
        await page.getByLabel("Verification code").waitFor();
        await findings.check(page);
        await typeInto(page.getByLabel("Verification code"), totp(secret));
        await page.getByText("Enabled", { exact: true }).waitFor();
        await findings.check(page, "/user?dialog=2fa-disable");

        await page.context().clearCookies();
        await submitLogin(page, account);
        await page.waitForURL(/\/login\/verify/);
        await findings.check(page);

        await page.goto("/forgot-password");
        await typeInto(page.getByLabel("Email"), account.email);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL(/\/reset-password\/verify$/);
        await findings.check(page);
        // The next 30-second step's code: the one that enabled 2FA cannot be used again.
        await typeInto(page.getByLabel("Verification code"), totp(secret, 30_000));
        await page.waitForURL(/\/reset-password$/);
        await findings.check(page);

        expect(findings.found).toEqual([]);
      },
    );
  });
});
