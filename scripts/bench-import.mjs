// npm run bench:import [-- DIR]
//
// CPU cost of reading a recipe out of a 1 MB page inside workerd (budget: 50 ms a parse). The
// parser is bundled with esbuild into a tiny worker run in workerd by wrangler's `unstable_dev`. Pages measured:
//   - a ~1 MB page built here: ordinary markup (menus, paragraphs, pictures, inline scripts) with
//     the recipe's JSON-LD near the end,
//   - the same page with microdata only, the recipe's itemscope wrapping the whole body (the
//     scanner then walks nearly all of it),
//   - the page with neither: every reader scans all of it before the visible list is read,
//   - the page whose JSON-LD names the ingredients without amounts, shown apart on the page (and
//     the first name all over it): the page's text is searched for each name,
//   - a hostile page built to make a careless scanner quadratic, and one of headings trailed by spaces,
//   - a list of tens of thousands of lines, each with a note nested in it,
//   - a page with JSON-LD whose list items each begin as the data's lines and go on (the card's notes),
//   - the largest page in DIR (default ../shared/recipe-pages), read at run time.
// Method: workerd may freeze its clocks while JavaScript runs (a Spectre mitigation, as deployed
// workers do). Local workerd lets performance.now() advance (checked on this machine, 2026-11-23),
// so the time is taken two ways and the larger figure is held to the budget:
//   - inside: each request parses the page PARSES_PER_REQUEST times and answers how far
//     performance.now() advanced; should the clock be frozen this reads 0 and the outside figure stands;
//   - outside: ROUNDS parse requests alternate with as many requests doing everything but the parse;
//     per parse = (median parse request - median empty request) / PARSES_PER_REQUEST (nothing else
//     runs in the isolate, so that wall time is the parse's CPU time).
// The page is uploaded once and kept in the isolate, so transfer is not counted.
// Prints one line per page and exits 1 when a page is over budget.

import { build } from "esbuild";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { unstable_dev } from "wrangler";
import { quietWranglerEnv, root } from "./lib.mjs";

const BUDGET_MS = 50;
const ROUNDS = 15;
const PARSES_PER_REQUEST = 10;
Object.assign(process.env, quietWranglerEnv);
const corpusDir = process.argv[2] ?? resolve(root, "../shared/recipe-pages");

const WORKER = `
import { parseRecipePage } from "./worker-api/src/recipe-import/parse.ts";
let page = "";
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === "/load") {
      page = await request.text();
      return new Response(String(page.length));
    }
    const parses = Number(url.searchParams.get("parses"));
    const parse = url.pathname === "/parse";
    const started = performance.now();
    let found = 0;
    for (let i = 0; i < parses; i++) found += parse ? (parseRecipePage(page, "https://example.com/r")?.ingredients.length ?? 0) : page.length > 0 ? 1 : 0;
    return Response.json({ found, clockAdvancedMs: performance.now() - started });
  },
};`;

function paragraph(index) {
  return `<p class="entry-text">Paragraph ${index} of a long story about the kitchen, the market and the weather, with <a href="/tips/${index}">a link</a> and <em>some emphasis</em> &amp; an entity.</p>`;
}
function ordinaryMarkup(bytes) {
  const parts = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const chunk =
      `<div class="row block-${index}"><nav class="menu"><ul><li><a href="/c/${index}">Category ${index}</a></li><li><a href="/d/${index}">Dinners</a></li></ul></nav>` +
      `<figure><img src="/img/${index}.jpg" alt="Picture ${index}" width="640" height="480"></figure>${paragraph(index)}` +
      `<!-- block ${index} --><script>window.slot${index} = { id: ${index}, label: "ad slot" };</script></div>\n`;
    parts.push(chunk);
    size += chunk.length;
  }
  return parts.join("");
}

const ingredients = Array.from({ length: 14 }, (_, i) => `${i + 1} 1/2 cups ingredient number ${i}, finely chopped`);
const steps = Array.from({ length: 10 }, (_, i) => `Step ${i + 1}: stir the pot gently for a few minutes.`);
const jsonLd = JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "Example" },
    {
      "@type": "Recipe",
      name: "Bench Stew",
      recipeYield: ["4", "4 servings"],
      prepTime: "PT20M",
      cookTime: "PT1H",
      image: { "@type": "ImageObject", url: "/stew.jpg" },
      recipeIngredient: ingredients,
      recipeInstructions: [
        {
          "@type": "HowToSection",
          name: "Stew",
          itemListElement: steps.map((text) => ({ "@type": "HowToStep", text })),
        },
      ],
    },
  ],
});
const visibleList = `<h2>Ingredients</h2><ul>${ingredients.map((line) => `<li>${line}</li>`).join("")}</ul>`;
const ONE_MB = 1024 * 1024;
const jsonLdPage = `<!doctype html><html><head><title>Bench Stew</title></head><body>${ordinaryMarkup(ONE_MB - 6000)}${visibleList}<script type="application/ld+json">${jsonLd}</script></body></html>`;
const microdataPage =
  `<!doctype html><html><head><title>Bench Stew</title></head><body><article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Bench Stew</h1>` +
  `${ordinaryMarkup(ONE_MB - 8000)}<meta itemprop="prepTime" content="PT20M"><ul>${ingredients.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join("")}</ul>` +
  `<ol>${steps.map((step) => `<li itemprop="recipeInstructions">${step}</li>`).join("")}</ol></article></body></html>`;

// Names only in the data, each amount in an element of its own on the page: the page's text is
// searched for every name (the names also occur, without amounts, all over the page).
const names = Array.from({ length: 14 }, (_, i) => `ingredient number ${i}`);
const namesOnlyLd = jsonLd.replace(JSON.stringify(ingredients), JSON.stringify(names));
const amountRows = names.map((name, i) => `<div><span>${i + 1} cups</span> <span>${name}</span></div>`).join("");
const separateAmountsPage =
  `<!doctype html><html><head><title>Bench Stew</title></head><body>` +
  `${ordinaryMarkup(ONE_MB - 8000).replaceAll("a long story", `a long story about ${names[0]}`)}${amountRows}` +
  `<script type="application/ld+json">${namesOnlyLd}</script></body></html>`;

// A card whose every item begins as the data's first lines and goes on, each item 1,500 bytes of
// markup: the reader keys each item to find where the card begins (the notes the data left out).
const cardItem = (index) =>
  `<li><span class="amount">${ingredients[index % 3]}</span> <span class="note">${"and more words ".repeat(95)}</span></li>`;
const longCardPage = `<!doctype html><html><head><title>Bench Stew</title></head><body><ul>${Array.from(
  { length: Math.floor(ONE_MB / cardItem(0).length) },
  (_, index) => cardItem(index),
).join("")}</ul><script type="application/ld+json">${jsonLd}</script></body></html>`;

const markupOnlyPage = `<!doctype html><html><head><title>Bench Stew - Blog</title></head><body>${ordinaryMarkup(ONE_MB - 2000)}${visibleList}</body></html>`;

// Every pattern a hostile paste could use to make a scanner go back over the page: unclosed
// scripts, tags and lists, endless "Ingredients" headings, deep microdata, broken JSON to repair.
const hostileParts = [
  "<script type=application/ld+json>",
  '<div class="x ',
  ">Ingredients<ul>",
  '<div class="ingredients">',
  '<div itemscope itemtype="https://schema.org/Recipe"><p a="',
  "<!--<h1>",
];
// The broken JSON comes first: after an unclosed <script> everything up to the next </script> is script text.
const hostilePage =
  `<script type="application/ld+json">{"@type":"Recipe","name":"x","recipeIngredient":[${'"1 cup\n flour",'.repeat(ONE_MB / 4 / 16)}],}</script>` +
  hostileParts.map((part) => part.repeat(Math.floor(ONE_MB / 8 / part.length))).join("");

// Headings and counts the reader looks for, each trailed by a long run of spaces and no "<": a
// pattern with two repeats that both take spaces would go back over each run once per space.
const trailedParts = [
  "<h2>Method for",
  "<h2>Recipe in",
  "<h2>Directions",
  "<p>Serves",
  "<p>4 porce",
  "<p>4 servings als",
  "<p>4 servings —",
];
const trailedPage = `<!doctype html><html><body><h1>Bench Stew</h1><h2>Ingredients</h2><ul><li>1 kg beef</li><li>2 onions</li></ul>${trailedParts
  .map((part) => `${part}${" ".repeat(Math.floor(ONE_MB / trailedParts.length) - part.length - 1)}x`)
  .join("")}</body></html>`;

// A list of tens of thousands of lines, each with a note in a list of its own: the reader takes
// the most lines a recipe holds, and no more of the list is turned into text.
const longListItem = (index) => `<li>${index} g flour<ul><li class="note">sifted</li></ul></li>`;
const longListPage = `<!doctype html><html><head><title>Bench Flour</title></head><body><h1>Bench Flour</h1><h2>Ingredients</h2><ul>${Array.from(
  { length: Math.floor(ONE_MB / longListItem(10_000).length) },
  (_, index) => longListItem(index + 1),
).join("")}</ul></body></html>`;

function largestCorpusPage() {
  if (!existsSync(corpusDir)) return null;
  const pages = readdirSync(corpusDir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => ({ name, size: statSync(join(corpusDir, name)).size }))
    .sort((a, b) => b.size - a.size);
  return pages[0]
    ? {
        label: `largest page in ${corpusDir}: ${pages[0].name}`,
        html: readFileSync(join(corpusDir, pages[0].name), "utf8"),
      }
    : null;
}

const workerFile = join(root, "node_modules/.cache/larder-bench-import/worker.mjs");
await build({
  stdin: { contents: WORKER, resolveDir: root, loader: "js" },
  bundle: true,
  format: "esm",
  outfile: workerFile,
  logLevel: "warning",
});
// Its own config, so that the project's wrangler.toml (the web worker's bindings) is not read.
const configFile = join(dirname(workerFile), "wrangler.toml");
writeFileSync(configFile, `name = "larder-bench-import"\nmain = "worker.mjs"\ncompatibility_date = "2026-04-01"\n`);
const worker = await unstable_dev(workerFile, {
  config: configFile,
  logLevel: "warn",
  experimental: { disableExperimentalWarning: true, disableDevRegistry: true },
});
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeRequest(path) {
  const started = performance.now();
  const answer = await (await worker.fetch(`${path}?parses=${PARSES_PER_REQUEST}`)).json();
  return { ms: performance.now() - started, answer };
}

// A recipe in many parts, each part's ingredients in an element of one kind and then its long
// method: the reader looks for a method between each part and the next.
const partsPageItem = (part, index) => `<dt><b>part ${part} item ${index}</b><u>${index + 1} g</u></dt>`;
const partsPageSteps = `<ul class="instructions">${"<li>Stir the pot now and then until it is done.</li>".repeat(1700)}</ul>`;
const partsPage = `<!doctype html><html><head><title>Bench Parts</title></head><body><h1>Bench Parts</h1>${Array.from(
  { length: 12 },
  (_, part) =>
    `<dl class="ingredients"><h3>part ${part}</h3>${Array.from({ length: 40 }, (_, index) => partsPageItem(part, index)).join("")}</dl>${partsPageSteps}`,
).join("")}</body></html>`;

let overBudget = false;
try {
  const pages = [
    { label: "1 MB page, JSON-LD near the end", html: jsonLdPage },
    { label: "1 MB page, microdata only", html: microdataPage },
    { label: "1 MB page, no structured data (read from its Ingredients list)", html: markupOnlyPage },
    { label: "1 MB page, names in JSON-LD, amounts shown apart on the page", html: separateAmountsPage },
    { label: "1 MB hostile page (unclosed tags, scripts and lists; broken JSON)", html: hostilePage },
    { label: "1 MB list of lines, each with a nested note", html: longListPage },
    { label: "1 MB of headings and counts, each trailed by spaces", html: trailedPage },
    { label: "1 MB recipe in 12 parts, each part's lines then its long method", html: partsPage },
    { label: "1 MB page, JSON-LD and a card of long items each beginning as the data's lines", html: longCardPage },
    largestCorpusPage(),
  ].filter(Boolean);
  for (const { label, html } of pages) {
    await worker.fetch("/load", { method: "POST", body: html });
    const warm = await timeRequest("/parse");
    if (warm.answer.clockAdvancedMs === 0)
      console.log("performance.now() is frozen inside workerd here: the outside figure counts");
    if (warm.answer.found === 0) throw new Error(`${label}: no ingredients found, the benchmark page is wrong`);
    const parseTimes = [];
    const emptyTimes = [];
    const insideTimes = [];
    for (let round = 0; round < ROUNDS; round++) {
      const parsed = await timeRequest("/parse");
      parseTimes.push(parsed.ms);
      insideTimes.push(parsed.answer.clockAdvancedMs);
      emptyTimes.push((await timeRequest("/empty")).ms);
    }
    const inside = median(insideTimes) / PARSES_PER_REQUEST;
    const outside = (median(parseTimes) - median(emptyTimes)) / PARSES_PER_REQUEST;
    overBudget ||= Math.max(inside, outside) > BUDGET_MS;
    console.log(
      `${label} (${(html.length / ONE_MB).toFixed(2)} MB): ${inside.toFixed(1)} ms a parse by workerd's clock, ` +
        `${outside.toFixed(1)} ms timed from outside (budget ${BUDGET_MS} ms)`,
    );
  }
} finally {
  await worker.stop();
}
process.exit(overBudget ? 1 : 0);
