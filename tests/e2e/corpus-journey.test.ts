import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  corpusDir,
  corpusPages,
  importAndCreate,
  missingFromList,
  mondayAfter,
  planMeal,
  syncWeek,
  watchProblems,
} from "../../scripts/journey-steps.mjs";
import { mergeKey } from "../../worker-api/src/shopping/names";
import { graphqlAs, registerAccount, signedInPage } from "./accounts";
import { DESKTOP, PHONE } from "./browser";

/**
 * `npm run journey:corpus` on a sample: real recipe pages (../shared/recipe-pages, read from
 * there and never copied into the project) pasted into the import screen, the wizard walked
 * without touching a field, each recipe planned from the week planner's '+', and the week synced
 * into a list that must hold every ingredient. The pages are those that were hard: amounts in
 * quarters, microdata only, no structured data at all, a page of over a megabyte, titles too long
 * to search with one LIKE pattern, pages in other languages. The same steps as the script
 * (scripts/journey-steps.mjs); any script or console error, error toast or 5xx fails the page.
 */

const dir = corpusDir();
const present = existsSync(dir);

type Sample = { site: string; why: string; touched?: string[] };

const SAMPLES: { width: string; viewport: typeof PHONE; pages: Sample[] }[] = [
  {
    width: "phone",
    viewport: PHONE,
    pages: [
      { site: "cakemehometonight.com", why: "amounts in ¼ and ¾" },
      {
        site: "epicurious.com",
        why: "microdata only; a 55-character title, in a household that already has a recipe",
      },
      {
        site: "aldi.com.au",
        // The page names no category: the draft proposes one from the dish, so nothing is typed.
        why: "no schema.org recipe, only the visible ingredient list",
      },
    ],
  },
  {
    width: "desktop",
    viewport: DESKTOP,
    pages: [
      { site: "deliciouslyella.com", why: "the largest page, 1.1 MB" },
      {
        site: "aldi-nord.de",
        why: "German; a 49-character title, in a household that already has a recipe",
      },
      { site: "velocidadcuchara.com", why: "Spanish; microdata only" },
      {
        site: "relish.com",
        // A `recipeCategory` of null names no category: the draft proposes one, nothing is typed.
        why: "recipeCategory is null; ingredients without amounts",
      },
    ],
  },
];

const title = present
  ? "the corpus journey on a sample of real pages"
  : `the corpus journey (skipped: no recipe pages at ${dir}; they sit in ../shared/recipe-pages beside the repo, or set RECIPE_PAGES_DIR)`;

describe.skipIf(!present)(title, () => {
  describe.each(SAMPLES)("at $width width", ({ viewport, pages }) => {
    /** One household for the sample: its recipes are planned into next week, a day each, and synced. */
    let account: Awaited<ReturnType<typeof registerAccount>>;
    const monday = mondayAfter(1);
    const planned: { title: string; lines: string[] }[] = [];
    beforeAll(async () => {
      account = await registerAccount("Corpus", "Journey");
      // A recipe of the household's own before any page comes in, so the long titles arrive in a
      // household that already has recipes whichever sample page fails.
      const graphql = await graphqlAs(account);
      const { createRecipe } = await graphql(`
        mutation {
          createRecipe(
            data: {
              title: "Toast"
              description: "Bread, toasted"
              category: "Breakfast"
              ingredients: [{ name: "Bread", quantity: 2, unit: "slice" }]
            }
          ) {
            slug
          }
        }
      `);
      expect(createRecipe.slug).toBe("toast");
    });

    it.each(pages.map(({ site, why, touched = [] }, day) => ({ site, why, touched, day })))(
      "$site ($why): imported, created and planned",
      async ({ site, touched, day }) => {
        const [source] = corpusPages(dir, [site]);
        const page = await signedInPage(account, viewport);
        const problems = watchProblems(page);
        const created = await importAndCreate(page, {
          html: readFileSync(source!.htmlPath, "utf8"),
          expected: source!.expected,
        });
        // The wizard was walked without typing, but for what the page itself lacks.
        expect(created.touched).toEqual(touched);
        expect(created.lines.length).toBeGreaterThan(0);
        await planMeal(page, { title: created.title, day: addDays(monday, day) });
        planned.push({ title: created.title, lines: created.lines });
        expect(problems.take()).toEqual([]);
      },
      180_000,
    );

    it("syncs the week into a list holding every ingredient of its recipes", async () => {
      // The week is synced with what made it this far, so a page that failed above fails only there.
      expect(planned.length, "no page of the sample was planned").toBeGreaterThan(0);
      const page = await signedInPage(account, viewport);
      const problems = watchProblems(page);
      const list = await syncWeek(page, { monday, titles: planned.map((recipe) => recipe.title) });
      for (const recipe of planned)
        expect(missingFromList(recipe.lines, list.items, mergeKey), recipe.title).toEqual([]);
      expect(list.items).toHaveLength(list.lines);
      expect(problems.take()).toEqual([]);
    }, 120_000);
  });
});
