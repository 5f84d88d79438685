// npm run sections:corpus [-- DIR] [--list] [--all]
//
// Reads every DIR/*.html (by default ../shared/recipe-pages beside the repository) with the API
// worker's recipe reader, files each ingredient line's name in a store section as a synced
// shopping list does, and prints how many land in each section and the share in "Other"; --list
// prints those lines, --all every name with its section. The pages are read where they are, never
// copied into the repository.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { importTypeScript } from "./import-typescript.mjs";

const root = resolve(import.meta.dirname, "..");
const dir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith("--")) ?? join(root, "../shared/recipe-pages"));
if (!existsSync(dir)) {
  console.error(`usage: npm run sections:corpus -- DIR  (${dir} is missing)`);
  process.exit(2);
}

const { parseRecipePage, sectionOf } = await importTypeScript(
  `export { parseRecipePage } from "./worker-api/src/recipe-import/parse"; export { sectionOf } from "./worker-api/src/shopping/sections";`,
);

const counts = new Map();
const other = [];
let lines = 0;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith(".html"))
  .sort()) {
  const draft = parseRecipePage(readFileSync(join(dir, file), "utf8"), null);
  for (const ingredient of draft.ingredients ?? []) {
    lines++;
    const section = sectionOf(ingredient.name);
    counts.set(section, (counts.get(section) ?? 0) + 1);
    if (section === "Other") other.push(`${file.replace(/\.html$/, "")}: ${ingredient.name}`);
  }
}
for (const [section, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${section}: ${count}`);
if (process.argv.includes("--list")) for (const line of other) console.log(`  Other  ${line}`);
const share = lines ? (100 * other.length) / lines : 0;
console.log(`${lines} ingredient lines, ${other.length} in Other: ${share.toFixed(1)}%`);
if (process.argv.includes("--all")) {
  const seen = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".html")))
    for (const ingredient of parseRecipePage(readFileSync(join(dir, file), "utf8"), null).ingredients ?? [])
      seen.set(ingredient.name.toLowerCase(), sectionOf(ingredient.name));
  for (const [name, section] of [...seen].sort((a, b) => a[1].localeCompare(b[1]))) console.log(`${section} | ${name}`);
}
