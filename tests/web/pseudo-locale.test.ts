import { describe, expect, it } from "vitest";
import { defaultNamesIn } from "../../worker-api/src/data/default-names";
import { LOCALE_NAMES } from "@larder/shared/locales";
import { Browser, signedInUser } from "./helpers";

/**
 * The pseudo-locale check: every screen rendered in the pseudo language (the page's messages
 * accented and bracketed, "⟦Ĉàñçéļ⟧", made from English as the page is asked for; app/i18n/pseudo.ts),
 * and no word a person reads may be left outside the brackets: a word outside them was written
 * into a component, a loader or an action in English instead of coming from a message.
 *
 * Each screen names its area. An area whose messages have not landed yet is `translated: false`:
 * its screens are expected to show English (`it.fails`), so the day its area lands the check
 * fails until the screen is marked translated, and from then on holds it there.
 */

type Screen = {
  /** What the screen is, for the test's name. */
  name: string;
  path: string;
  signedIn: boolean;
  translated: boolean;
  /** The status the screen answers with: 200 unless given. */
  status?: number;
};

const SCREENS: Screen[] = [
  { name: "login", path: "/login", signedIn: false, translated: true },
  { name: "registration", path: "/register", signedIn: false, translated: true },
  {
    name: "a page that does not exist",
    path: "/no-such-page-here",
    signedIn: false,
    translated: true,
    status: 404,
  },
  { name: "forgot password", path: "/forgot-password", signedIn: false, translated: true },
  { name: "home", path: "/home", signedIn: true, translated: true },
  { name: "week plan", path: "/plan", signedIn: true, translated: true },
  { name: "meals", path: "/meals", signedIn: true, translated: true },
  { name: "new meal dialog", path: "/meals?action=create", signedIn: true, translated: true },
  { name: "recipes", path: "/recipes", signedIn: true, translated: true },
  { name: "recipe import", path: "/recipes/import", signedIn: true, translated: true },
  { name: "ingredients", path: "/ingredients", signedIn: true, translated: true },
  { name: "shopping lists", path: "/shopping-lists", signedIn: true, translated: true },
  { name: "shopping items", path: "/shopping-items", signedIn: true, translated: true },
  { name: "pantry", path: "/pantry", signedIn: true, translated: true },
  { name: "groups", path: "/groups", signedIn: true, translated: true },
  { name: "new group", path: "/groups/new", signedIn: true, translated: true },
  { name: "settings", path: "/user", signedIn: true, translated: true },
  { name: "what to cook", path: "/cook", signedIn: true, translated: true },
  { name: "new recipe dialog", path: "/recipes?action=create", signedIn: true, translated: true },
  { name: "sync dialog", path: "/shopping-lists?action=sync", signedIn: true, translated: true },
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name] ?? entity),
  );

/** Attributes a person reads (or hears): their values count as text of the page. */
const READ_ATTRIBUTES = /\s(?:title|aria-label|placeholder|alt)="([^"]*)"/g;

/**
 * The words of a page a person reads: its text nodes (its <title> too) and the attributes read
 * aloud or shown on hover, outside scripts, styles and comments.
 */
export function readableTexts(html: string) {
  const page = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const texts: string[] = [];
  for (const tag of page.match(/<[a-z][^>]*>/gi) ?? [])
    for (const [, value] of tag.matchAll(READ_ATTRIBUTES)) texts.push(decode(value!));
  for (const text of page.split(/<[^>]*>/)) texts.push(decode(text));
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** What is left of a text once every bracketed (pseudo) message is taken out, innermost first. */
function outsideMessages(text: string) {
  let rest = text;
  for (let before = ""; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  return rest;
}

/** The texts of a page with words outside any message: English written into the code. */
export function englishLeft(html: string, data: readonly string[]) {
  return readableTexts(html).filter((text) => {
    let rest = outsideMessages(text);
    for (const value of data) rest = rest.replaceAll(value, " ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/**
 * Words on a page that are not the page's own: the names Larder gave the household's first rows
 * (its data from then on), each language's name in its own words, and the day and month names
 * Intl writes in the page's language (English under the pseudo language).
 */
const { personalGroup, mealTypes, store, pantryPlaces } = defaultNamesIn("en");
const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 5 + day)));
const year = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
const NOT_THE_PAGES_WORDS = [
  personalGroup,
  store,
  ...Object.values(mealTypes),
  ...Object.values(pantryPlaces),
  ...Object.values(LOCALE_NAMES),
  ...(["long", "short"] as const).flatMap((width) => [
    ...week.map((day) => day.toLocaleDateString("en-GB", { weekday: width, timeZone: "UTC" })),
    ...year.map((day) => day.toLocaleDateString("en-GB", { month: width, timeZone: "UTC" })),
  ]),
].sort((a, b) => b.length - a.length);

const pseudoBrowser = () => {
  const browser = new Browser();
  browser.acceptLanguage = "en";
  browser.otherCookies.set("larder_pseudo", "1");
  return browser;
};

describe("the pseudo language", () => {
  it("brackets and accents every message of a page, and leaves a page without the cookie in English", async () => {
    const pseudo = await pseudoBrowser().html("/login");
    expect(pseudo).toContain("⟦Ļöĝíñ ţö ýöûŕ àççöûñţ⟧");
    expect(pseudo).not.toContain("Login to your account");
    const english = await new Browser().html("/login");
    expect(english).toContain("Login to your account");
    expect(english).not.toContain("⟦");
  });

  it("finds a word left outside the messages", () => {
    expect(englishLeft('<p>⟦Ŝàvé⟧</p><button title="Close">×</button><span>Ann</span>', ["Ann"])).toEqual(["Close"]);
    expect(englishLeft("<p>⟦Ŵéļçöɱé, ⟦Ann⟧!⟧ 3 €</p>", [])).toEqual([]);
  });
});

describe("every screen in the pseudo language", () => {
  for (const screen of SCREENS) {
    const check = screen.translated ? it : it.fails;
    check(
      `${screen.name} (${screen.path}) shows no word outside its messages`,
      async () => {
        let browser = pseudoBrowser();
        const data: string[] = [...NOT_THE_PAGES_WORDS];
        if (screen.signedIn) {
          const signedIn = await signedInUser("Ann");
          browser = signedIn.browser;
          browser.acceptLanguage = "en";
          browser.otherCookies.set("larder_pseudo", "1");
          // What the person typed in is theirs, not the page's words.
          data.push(signedIn.user.email, "Ann", "Tester");
        }
        const response = await browser.fetch(screen.path);
        // A redirect would check nothing: every screen is asked for where it is.
        expect(response.status, `${screen.path} answered ${response.status}`).toBe(screen.status ?? 200);
        expect(englishLeft(await response.text(), data)).toEqual([]);
      },
      30_000,
    );
  }
});

/** The words a shared component put in a page, found by its markup: [component, words][]. */
function componentWords(html: string) {
  const found: [string, string][] = [];
  const add = (component: string, pattern: RegExp, within = html) => {
    for (const match of within.matchAll(pattern)) found.push([component, decode(match[1]!.replace(/<[^>]*>/g, ""))]);
  };
  add("filter panel", /class="btn btn-secondary filter-toggle-button">([\s\S]*?)<\/label>/g);
  add("dialog's close", /class="modal-close" aria-label="([^"]*)"/g);
  for (const [field] of html.matchAll(/<input[^>]*pattern="\[0-9[^>]*>/g)) {
    add("day field's placeholder", / placeholder="([^"]*)"/g, field);
    add("day field's title", / title="([^"]*)"/g, field);
  }
  add("row menu", /<summary aria-label="([^"]*)"/g);
  add("pager", /<nav class="pager"[^>]*>([\s\S]*?)<\/nav>/g);
  return found;
}

describe("the shared components in the pseudo language", () => {
  it("word the filter panel, dialogs and day fields from messages", async () => {
    const { browser } = await signedInUser("Ann");
    browser.acceptLanguage = "en";
    browser.otherCookies.set("larder_pseudo", "1");
    const found = [
      ...componentWords(await browser.html("/meals")),
      ...componentWords(await browser.html("/meals?action=create")),
      ...componentWords(await browser.html("/pantry")),
    ];
    // Each component is on these screens: the check below checks something.
    expect(new Set(found.map(([component]) => component))).toEqual(
      new Set(["filter panel", "dialog's close", "day field's placeholder", "day field's title"]),
    );
    expect(found.filter(([, words]) => /[A-Za-z]{2,}/.test(outsideMessages(words)))).toEqual([]);
  }, 30_000);
});
