import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every WCAG 2.0–2.2 A and AA rule, and axe's best practices (heading order, landmarks, …). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** The rules about colour alone: text against its background, and links told apart from the text around them. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** One violation as a person fixing it needs it: the rule, its impact, and where it failed. */
export type Violation = { rule: string; impact: string; help: string; nodes: { target: string; html: string }[] };

/**
 * Runs axe-core on the page as it stands (every rule of TAGS, or only `rules`) and answers its
 * violations, each with the elements that broke the rule (selector and a snippet of their HTML), so
 * a failed assertion says what to fix.
 */
export async function axeViolations(page: Page, { rules }: { rules?: string[] } = {}): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: TAGS };
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly, resultTypes: ["violations"] },
      ),
    runOnly,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "unknown",
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), html: node.html.slice(0, 200) })),
  }));
}
