// `node scripts/messages.mjs` (part of `npm run lint`): checks the message files under
// app/locales/<language>/<area>.json against English, and that app/i18n/catalog.server.ts (the
// server's index of them) is current. `--write` writes the catalog anew after a file was added.
//
// Fails on: a language or area missing or extra; a key English has and another language lacks, or
// the reverse; a plural without exactly the forms the language's rules use (Intl.PluralRules:
// German one/other, Polish one/few/many/other, Arabic zero/one/two/few/many/other); an empty
// message; a message whose {{placeholders}} differ from English's; English api.json's `messages`
// and `labels` other than the API's own sentences (worker-api/src/shared/api-messages.ts).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { format, resolveConfig } from "prettier";
import { importTypeScript } from "./import-typescript.mjs";

const root = resolve(import.meta.dirname, "..");
const localesDir = join(root, "app/locales");
const catalogFile = join(root, "app/i18n/catalog.server.ts");
const { LOCALES, DEFAULT_LOCALE, API_MESSAGES, MESSAGE_LABELS } = await importTypeScript(
  `export { LOCALES, DEFAULT_LOCALE } from "./worker-api/src/shared/locales";
   export { API_MESSAGES, MESSAGE_LABELS } from "./worker-api/src/shared/api-messages";`,
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const problems = [];

/**
 * HTML's void elements: react-i18next's <Trans> reads a tag of these names as empty, so the words
 * inside one (a link's "<link>the group</link>") would vanish from the page.
 */
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Every message of a file by its dotted key ("nav.home"), nested objects flattened. */
function flatten(value, prefix, into, where) {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (inner && typeof inner === "object" && !Array.isArray(inner)) flatten(inner, path, into, where);
    else if (typeof inner !== "string" || !inner.trim()) problems.push(`${where}: "${path}" is not a message`);
    else {
      for (const [, tag] of inner.matchAll(/<(\w+)>/g))
        if (VOID_TAGS.has(tag))
          problems.push(`${where}: "${path}" wraps words in <${tag}>, which <Trans> reads as empty`);
      into.set(path, inner);
    }
  }
  return into;
}

function readArea(locale, area) {
  const file = join(localesDir, locale, `${area}.json`);
  const where = `app/locales/${locale}/${area}.json`;
  try {
    return flatten(JSON.parse(readFileSync(file, "utf8")), "", new Map(), where);
  } catch (error) {
    problems.push(`${where}: ${error.message}`);
    return new Map();
  }
}

const placeholders = (message) => [...message.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

/** Plural keys grouped by their base ("attempts_one" → "attempts"), the forms each has. */
function pluralForms(messages) {
  const forms = new Map();
  for (const key of messages.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1]]);
  }
  return forms;
}

const dirs = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const areas = existsSync(join(localesDir, DEFAULT_LOCALE))
  ? readdirSync(join(localesDir, DEFAULT_LOCALE))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length))
      .sort()
  : [];
if (!areas.includes("common")) problems.push(`app/locales/${DEFAULT_LOCALE}/common.json is missing`);
// "api" words the API's refusals by their codes: the server's own, never sent to a page.
const features = new Set([...dirs(join(root, "app/features")), "common", "api"]);
for (const area of areas)
  if (!features.has(area))
    problems.push(
      `app/locales/*/${area}.json: no folder app/features/${area} (areas are features, "common" and "api")`,
    );
for (const dir of dirs(localesDir))
  if (!LOCALES.includes(dir)) problems.push(`app/locales/${dir}: not a language of LOCALES (shared/locales.ts)`);

for (const area of areas) {
  const english = readArea(DEFAULT_LOCALE, area);
  const englishPlurals = pluralForms(english);
  for (const locale of LOCALES) {
    const where = `app/locales/${locale}/${area}.json`;
    if (!existsSync(join(localesDir, locale, `${area}.json`))) {
      problems.push(`${where} is missing`);
      continue;
    }
    const messages = locale === DEFAULT_LOCALE ? english : readArea(locale, area);
    const plurals = pluralForms(messages);
    const rules = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [base, forms] of plurals) {
      if (!englishPlurals.has(base)) continue;
      const missing = rules.filter((form) => !forms.includes(form));
      const extra = forms.filter((form) => !rules.includes(form));
      if (missing.length) problems.push(`${where}: "${base}" lacks the plural forms ${missing.join(", ")}`);
      if (extra.length) problems.push(`${where}: "${base}" has forms ${locale} does not use: ${extra.join(", ")}`);
    }
    for (const base of englishPlurals.keys())
      if (!plurals.has(base)) problems.push(`${where}: the plural "${base}" is missing`);
    for (const [key, message] of english) {
      if (PLURAL_SUFFIX.test(key)) continue;
      if (!messages.has(key)) problems.push(`${where}: "${key}" is missing`);
      else if (placeholders(messages.get(key)).join() !== placeholders(message).join())
        problems.push(
          `${where}: "${key}" has placeholders ${placeholders(messages.get(key))}, English has ${placeholders(message)}`,
        );
    }
    for (const key of messages.keys()) {
      const base = key.replace(PLURAL_SUFFIX, "");
      if (!english.has(key) && !englishPlurals.has(base)) problems.push(`${where}: "${key}" is not in English`);
    }
  }
}

// The API's sentences by their codes: English words each exactly as the API answers it.
const englishApi = readArea(DEFAULT_LOCALE, "api");
for (const [group, sentences] of [
  ["messages", API_MESSAGES],
  ["labels", MESSAGE_LABELS],
]) {
  for (const [code, text] of Object.entries(sentences))
    if (englishApi.get(`${group}.${code}`) !== text)
      problems.push(`app/locales/${DEFAULT_LOCALE}/api.json: "${group}.${code}" is not the API's "${text}"`);
  for (const key of englishApi.keys())
    if (key.startsWith(`${group}.`) && !Object.hasOwn(sentences, key.slice(group.length + 1)))
      problems.push(
        `app/locales/${DEFAULT_LOCALE}/api.json: "${key}" is no sentence of the API (shared/api-messages.ts)`,
      );
}

/** The server's index of every message file, and a version that changes with any of them. */
function catalogSource() {
  const hash = createHash("sha256");
  const imports = [];
  const entries = [];
  for (const locale of LOCALES) {
    const fields = [];
    for (const area of areas) {
      const name = `${locale}_${area}`.replace(/\W/g, "_");
      const path = `app/locales/${locale}/${area}.json`;
      if (existsSync(join(root, path))) hash.update(path).update(readFileSync(join(root, path)));
      imports.push(`import ${name} from "~/locales/${locale}/${area}.json";`);
      fields.push(`${JSON.stringify(area)}: ${name}`);
    }
    entries.push(`  ${locale}: { ${fields.join(", ")} },`);
  }
  return [
    "// Written by `node scripts/messages.mjs --write` from app/locales/: do not edit by hand.",
    ...imports,
    "",
    "/** Every language's messages by area; the server's only, pages get their own areas. */",
    "export const CATALOG = {",
    ...entries,
    "} as const;",
    "",
    "/** Changes whenever a message does: the browser's copies of areas are cached under it. */",
    `export const MESSAGES_VERSION = "${hash.digest("hex").slice(0, 12)}";`,
    "",
  ].join("\n");
}

// Written as Prettier writes it, so `prettier --check` agrees with this check.
const catalog = await format(catalogSource(), { ...(await resolveConfig(catalogFile)), filepath: catalogFile });
if (process.argv.includes("--write")) writeFileSync(catalogFile, catalog);
else if (!existsSync(catalogFile) || readFileSync(catalogFile, "utf8") !== catalog)
  problems.push("app/i18n/catalog.server.ts is out of date: run `node scripts/messages.mjs --write`");

if (problems.length) {
  console.error(`Messages: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`Messages: ${areas.length} areas in ${LOCALES.length} languages, every key in every language.`);
