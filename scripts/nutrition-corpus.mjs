// npm run nutrition:corpus -- [DIR]
//
// How close Larder's nutrition estimate comes to what publishers state, on real recipe pages
// (DIR/*.html; by default /work/shared/recipe-pages). For each page:
//   1. The stated figure: the calories of the page's schema.org Recipe in JSON-LD
//      (`nutrition.calories`: "250 kcal", "250 calories", "250", a number). schema.org's
//      NutritionInformation of a Recipe is per serving of its yield, so the figure is read as kcal per
//      serving (a `servingSize` beside it is not used to rescale). Pages without one are skipped.
//   2. The page's own nutrition is removed (every `nutrition` object of its JSON-LD), so that what
//      Larder reports is computed, never copied.
//   3. The page is imported as Larder imports it (the API's parseRecipePage), and its lines are made
//      into what the import wizard stores: the name (cut at 100 characters, the rest to the note),
//      the amount (none: 0), the unit ("pcs" for a bare count), a name listed twice as one line.
//      Servings are the recipe's (its recipeYield as the importer reads it), 4 when it says none,
//      as the wizard proposes.
//   4. Larder's kcal per serving is recipeNutrition's, with no food chosen by hand.
// Prints a line per page (site, stated, Larder, error %, lines matched / total, unmatched names) and a
// summary against the goals: median absolute error within 15%, at least 70% of pages within 25%,
// at least 90% of pages with a figure having at least 80% of their lines matched.
// `--markdown` prints the table as Markdown (sites and numbers only) for docs/nutrition-accuracy.md;
// `--lines` prints under each page its lines as stored (amount, unit, name), the food each matched,
// its grams and kcal, and the line's note, to see why a page misses.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importTypeScript } from "./import-typescript.mjs";

const args = process.argv.slice(2);
const markdown = args.includes("--markdown");
const showLines = args.includes("--lines");
const dir = args.find((arg) => !arg.startsWith("--")) ?? "/work/shared/recipe-pages";
if (!existsSync(dir)) {
  console.error(`usage: npm run nutrition:corpus -- [DIR] [--markdown]  (${dir} is missing)`);
  process.exit(2);
}

const { parseRecipePage, findJsonLdRecipe, recipeNutrition, foodOfLine, gramsOf } = await importTypeScript(`
  export { gramsOf } from "./worker-api/src/nutrition/grams";
  export { parseRecipePage } from "./worker-api/src/recipe-import/parse";
  export { findJsonLdRecipe } from "./worker-api/src/recipe-import/json-ld";
  export { recipeNutrition, foodOfLine } from "./worker-api/src/nutrition/recipe-nutrition";
`);

/** kcal of a stated calories value, or null: "250 kcal", "250 calories", "1,250", 250. */
function statedKcal(value) {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : null;
  if (Array.isArray(value)) return statedKcal(value[0]);
  if (typeof value !== "string") return null;
  const text = value.replace(/(\d),(\d{3})\b/g, "$1$2");
  const number = /\d+(?:[.,]\d+)?/.exec(text);
  if (!number) return null;
  const amount = Number(number[0].replace(",", "."));
  // Kilojoules only ("1046 kJ") are converted; kcal is the usual unit.
  if (/kj/i.test(text) && !/kcal|cal/i.test(text)) return amount / 4.184;
  return amount > 0 ? amount : null;
}

/** A JSON value with every `nutrition` object taken out. */
function withoutNutrition(value) {
  if (Array.isArray(value)) return value.map(withoutNutrition);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "nutrition")
      .map(([key, inner]) => [key, withoutNutrition(inner)]),
  );
}

/** The page with its JSON-LD nutrition removed; a block JSON cannot read loses its "nutrition": {…} by pattern. */
function strippedPage(html) {
  return html.replace(
    /(<script\b[^>]*application\/ld\+json[^>]*>)([\s\S]*?)(<\/script>)/gi,
    (whole, open, body, close) => {
      let json;
      try {
        json = JSON.stringify(withoutNutrition(JSON.parse(body)));
      } catch {
        json = body.replace(/"nutrition"\s*:\s*\{[^{}]*\}\s*,?/g, "");
      }
      return open + json + close;
    },
  );
}

/** The lines the import wizard would store from a draft's ingredients (app/features/recipes/lib/import-draft.server.ts). */
function wizardLines(ingredients) {
  const oneLine = (text) =>
    String(text ?? "")
      .replace(/\s+/g, " ")
      .trim();
  const lines = [];
  const byName = new Map();
  for (const ingredient of ingredients) {
    let name = oneLine(ingredient.name);
    let note = oneLine(ingredient.note);
    if (name.length > 100) {
      const cut = name.lastIndexOf(" ", 100) > 20 ? name.lastIndexOf(" ", 100) : 100;
      note = [name.slice(cut).trim(), note].filter(Boolean).join(" ");
      name = name.slice(0, cut).trim();
    }
    if (!name) continue;
    const quantity = ingredient.quantity != null && ingredient.quantity > 0 ? ingredient.quantity : 0;
    const unit = oneLine(ingredient.unit ?? "").slice(0, 30) || (quantity ? "pcs" : "");
    const same = byName.get(name.toLowerCase());
    if (same) {
      if (same.unit === unit) same.quantity += quantity;
      continue;
    }
    if (lines.length === 100) continue;
    const line = { name, quantity, unit, note, foodId: null, freeOf: 0 };
    byName.set(name.toLowerCase(), line);
    lines.push(line);
  }
  return lines;
}

/** A line as stored, with the food it matched, its grams and kcal. */
function describeLine(line) {
  const food = foodOfLine(line);
  const grams = food && line.quantity > 0 ? gramsOf(line.quantity, line.unit, food, line.name, line.note) : null;
  const kcal = food && grams !== null ? ((food.per100g.energy_kcal ?? 0) * grams) / 100 : null;
  return [
    `${line.quantity} ${line.unit}`.padEnd(12),
    line.name.slice(0, 40).padEnd(40),
    (food ? food.description : "-").slice(0, 50).padEnd(50),
    grams === null ? "     -" : `${Math.round(grams)} g`.padStart(7),
    (kcal === null ? "" : `${Math.round(kcal)} kcal`).padEnd(10),
    line.note ? `(${line.note.slice(0, 40)})` : "",
  ].join(" ");
}

const rows = [];
let withoutFigure = 0;
let withoutRecipe = 0;
const pages = readdirSync(dir)
  .filter((name) => name.endsWith(".html"))
  .sort();
for (const file of pages) {
  const site = file.slice(0, -".html".length);
  const html = readFileSync(join(dir, file), "utf8");
  const stated = statedKcal(findJsonLdRecipe(html)?.nutrition?.calories);
  if (stated === null) {
    withoutFigure++;
    continue;
  }
  const draft = parseRecipePage(strippedPage(html), null);
  if (!draft) {
    withoutRecipe++;
    continue;
  }
  const lines = wizardLines(draft.ingredients);
  const servings = Math.min(100, Math.max(1, Math.round(draft.servings ?? 4)));
  const result = recipeNutrition(lines, servings);
  const larder = result.per_serving.energy_kcal;
  rows.push({
    site,
    stated,
    larder,
    servings,
    error: (larder - stated) / stated,
    matched: result.lines_matched,
    total: result.lines_total,
    unmatched: result.unmatched,
    lines,
  });
}

const round = (value) => String(Math.round(value));
const percent = (value) => `${value >= 0 ? "+" : ""}${Math.round(value * 100)}%`;
if (markdown) {
  console.log("| Site | Servings | Stated kcal | Larder kcal | Error | Lines matched |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows)
    console.log(
      `| ${row.site} | ${row.servings} | ${round(row.stated)} | ${round(row.larder)} | ${percent(row.error)} | ${row.matched} / ${row.total} |`,
    );
} else {
  for (const row of rows) {
    console.log(
      [
        row.site.padEnd(34),
        `serves ${String(row.servings).padStart(2)}`,
        `stated ${round(row.stated).padStart(5)}`,
        `larder ${round(row.larder).padStart(5)}`,
        percent(row.error).padStart(6),
        `${row.matched}/${row.total}`.padStart(6),
        row.unmatched.length ? `unmatched: ${row.unmatched.join("; ")}` : "",
      ].join("  "),
    );
    if (showLines) for (const line of row.lines) console.log(`    ${describeLine(line)}`);
  }
}

const errors = rows.map((row) => Math.abs(row.error)).sort((a, b) => a - b);
const median = errors.length
  ? errors.length % 2
    ? errors[(errors.length - 1) / 2]
    : (errors[errors.length / 2 - 1] + errors[errors.length / 2]) / 2
  : NaN;
const within25 = rows.filter((row) => Math.abs(row.error) <= 0.25).length;
const wellMatched = rows.filter((row) => row.total > 0 && row.matched / row.total >= 0.8).length;
const share = (count) => (rows.length ? `${((100 * count) / rows.length).toFixed(0)}%` : "n/a");
const verdict = (ok) => (ok ? "meets the goal" : "misses the goal");
console.log("");
console.log(
  `pages with stated calories per serving: ${rows.length} of ${pages.length}` +
    ` (${withoutFigure} state none${withoutRecipe ? `, ${withoutRecipe} with no recipe found` : ""})`,
);
console.log(`median absolute error: ${(median * 100).toFixed(1)}% (goal <= 15%: ${verdict(median <= 0.15)})`);
console.log(
  `within 25%: ${within25} / ${rows.length} = ${share(within25)} (goal >= 70%: ${verdict(within25 >= 0.7 * rows.length)})`,
);
console.log(
  `with >= 80% of lines matched: ${wellMatched} / ${rows.length} = ${share(wellMatched)} (goal >= 90%: ${verdict(wellMatched >= 0.9 * rows.length)})`,
);
