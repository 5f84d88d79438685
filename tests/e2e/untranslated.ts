import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { kitchenAmount } from "../../worker-api/src/shared/kitchen-amount";

const LOCALES_DIR = join(import.meta.dirname, "../../app/locales");

/** Every message of a language, all areas together, as plain strings. */
function messagesOf(locale: string): string[] {
  const values: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") values.push(node);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith(".json")))
    walk(JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), "utf8")));
  return values;
}

type EnglishPhrase = { phrase: string; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Larder's own spoons and cups, one and two of each, as amounts are written: "1 tsp", "2 cups".
 * (Pints, quarts and gallons are left out: "quart" and "pint" are words of other languages too.)
 */
const MEASURE_AMOUNTS = ["tsp", "tbsp", "cup"].flatMap((unit) => [1, 2].map((count) => [count, unit] as const));

/** The unit words of those amounts in a language: "tsp", "cups"; "TL", "Tassen" in German. */
const measureWordsIn = (locale: string) =>
  new Set(MEASURE_AMOUNTS.map(([count, unit]) => kitchenAmount(count, unit, {}, locale).replace(/^\d+\s*/, "")));

/**
 * The unit words Larder writes in English that a language writes otherwise ("tsp", "cups",
 * and "pcs", its word for pieces): too short to be phrases of the messages, and not in them, but
 * an amount left in English on a page shows one.
 */
function englishMeasureWordsFor(locale: string): EnglishPhrase[] {
  const own = measureWordsIn(locale);
  return [...measureWordsIn("en"), "pcs"]
    .filter((word) => !own.has(word))
    .map((phrase) => ({ phrase, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}])`, "u") }));
}

/**
 * The English phrases a page in another language must not show: each English message's literal
 * parts (between its placeholders and tags) of four letters or more, leaving out single words
 * the language itself writes the same way in its own messages ("Plan", "Larder", "TOTP"). A
 * phrase of several words left in English in the language's own file is still found. Larder's
 * English unit words ("tsp", "cups", "pcs") are among them where the language writes its own.
 */
export function englishPhrasesFor(locale: string): EnglishPhrase[] {
  const own = messagesOf(locale).join("\n");
  const phrases = new Set<string>();
  for (const message of messagesOf("en"))
    for (const part of message.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
      const phrase = part.replaceAll("\u00ad", "").trim();
      if ((phrase.match(/[A-Za-z]/g) ?? []).length >= 4) phrases.add(phrase);
    }
  return [...phrases]
    .map((phrase) => ({
      phrase,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, "u"),
    }))
    .filter(({ phrase, pattern }) => (phrase.match(/\p{L}{2,}/gu) ?? []).length > 1 || !pattern.test(own))
    .concat(englishMeasureWordsFor(locale));
}

/**
 * The English phrases a page shows: in its text, its title, and the words it gives assistive
 * technology and empty fields (aria-label, title, alt, placeholder, a button's value).
 */
export async function englishOnPage(page: Page, phrases: EnglishPhrase[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = [
      ...document.querySelectorAll("[aria-label], [title], [alt], [placeholder], input[value]"),
    ].flatMap((element) =>
      [
        "aria-label",
        "title",
        "alt",
        "placeholder",
        ...(element.matches("input[type=submit], input[type=button]") ? ["value"] : []),
      ].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, document.body.innerText.replaceAll("\u00ad", ""), ...attributes].join("\n");
  });
  return phrases.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
}
