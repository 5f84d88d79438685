import { describe, expect, it } from "vitest";
import { linesInStep } from "~/features/recipes/lib/step-ingredients";
import { findStepTimer, formatDuration, formatTimeLeft } from "~/features/recipes/lib/step-timers";
import { splitIngredientLine } from "../../worker-api/src/recipe-import/ingredient-line";
import { englishRecipes } from "./recipes-words";

// What cook mode reads in a step: the first time it asks for (a timer) and the recipe's lines it
// uses; checked on sentences written here and on every step of the shared recipe pages.

type ExpectedPage = { ingredients: string[]; instructions_list: string[]; language: string | null };

/** The shared recipe pages' expected answers, when they are beside the repository (read at run time, never copied). */
const pages = Object.entries(
  import.meta.glob<string>("../../../shared/recipe-pages/*.expected.json", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
).map(([file, text]) => ({ file, ...(JSON.parse(text) as ExpectedPage) }));
const corpusSteps = pages.flatMap((page) => page.instructions_list);
const englishPages = pages.filter((page) => /^en/i.test(page.language ?? ""));

const minutes = (step: string) => {
  const timer = findStepTimer(step);
  return timer && timer.seconds / 60;
};

describe("a step's timer", () => {
  it("is the first time the step names, in its units", () => {
    expect(findStepTimer("Bake for 25 minutes until golden.")).toEqual({ text: "25 minutes", seconds: 1500 });
    expect(minutes("Simmer 2 hrs, then rest 10 min.")).toBe(120);
    expect(minutes("Whisk for 30 secs.")).toBe(0.5);
    expect(minutes("Boil 10 mins")).toBe(10);
    expect(minutes("Roast 1 hr.")).toBe(60);
    expect(minutes("Cook 1 h on low.")).toBe(60);
    expect(minutes("Process 45 seconds")).toBe(0.75);
    expect(minutes("Let it rest a 15-minute while")).toBe(15);
  });

  it("takes a range's first number", () => {
    expect(findStepTimer("Simmer 1–2 hours, stirring.")).toEqual({ text: "1–2 hours", seconds: 3600 });
    expect(minutes("Simmer 1-2 hours")).toBe(60);
    expect(minutes("Bake 10 to 15 minutes")).toBe(10);
    expect(minutes("Fry for 5 -10 minutes")).toBe(5);
    expect(minutes("Cook 1 - 1 ½ minutes")).toBe(1);
    expect(minutes("Leave it 90 minutes - 2 hours")).toBe(90);
  });

  it("adds parts written together and reads fractions and words", () => {
    expect(findStepTimer("Braise for 1 hour 30 minutes.")).toEqual({ text: "1 hour 30 minutes", seconds: 5400 });
    expect(minutes("Braise 1 hr and 15 min")).toBe(75);
    expect(minutes("Rissoler 3 min 30 sec/120°C")).toBe(3.5);
    expect(minutes("Simmer 1½ hours")).toBe(90);
    expect(minutes("Simmer 1 1/2 hours")).toBe(90);
    expect(minutes("Roast 2.5 hours")).toBe(150);
    expect(minutes("Bake for one hour")).toBe(60);
    expect(minutes("Stir for about a minute")).toBe(1);
    expect(minutes("Chill for half an hour")).toBe(30);
  });

  it("is none when the step names no time", () => {
    expect(findStepTimer("Preheat the oven to 180°C.")).toBeNull();
    expect(findStepTimer("Cut into 2 cm cubes, then add 3 tomatoes.")).toBeNull();
    expect(findStepTimer("Serve with the other half and enjoy.")).toBeNull();
    expect(findStepTimer("Season with thyme, add 2 ham slices.")).toBeNull();
  });

  it("is named by its length", () => {
    expect([1500, 5400, 45, 3630].map((seconds) => formatDuration(englishRecipes, seconds))).toEqual([
      "25 min",
      "1 h 30 min",
      "45 s",
      "1 h 30 s",
    ]);
  });

  it("shows the time left as a kitchen timer does", () => {
    expect([1500, 59.2, 3909, 0, -3].map(formatTimeLeft)).toEqual(["25:00", "1:00", "1:05:09", "0:00", "0:00"]);
  });

  it.skipIf(corpusSteps.length === 0)(
    "finds the time of every step of the shared pages that names minutes or hours",
    () => {
      const named = corpusSteps.filter((step) => /\b\d+(?:[.,]\d+)?\s?(?:minutes?|mins?|hours?|hrs?)\b/i.test(step));
      const missed = named.filter((step) => findStepTimer(step) === null);
      expect(missed).toEqual([]);
      expect(named.length).toBeGreaterThan(150);
      for (const step of corpusSteps) {
        const timer = findStepTimer(step);
        if (!timer) continue;
        // What the timer shows is the step's own words, and no step of a recipe asks for more than two days.
        expect(step).toContain(timer.text);
        expect(timer.seconds, timer.text).toBeGreaterThan(0);
        expect(timer.seconds, timer.text).toBeLessThanOrEqual(48 * 3600);
      }
      // A range in the steps times its shorter end.
      const ranges = corpusSteps
        .map((step) => ({ step, range: /\b(\d+)\s?(?:-|–|to)\s?\d+\s?minutes\b/.exec(step) }))
        .filter(({ step, range }) => range && findStepTimer(step)!.text.startsWith(range[0]));
      expect(ranges.length).toBeGreaterThan(30);
      for (const { step, range } of ranges) expect(findStepTimer(step)!.seconds, step).toBe(Number(range![1]) * 60);
    },
  );
});

describe("the lines a step uses", () => {
  const lines = ["all-purpose flour", "Eggs", "brown sugar", "granulated sugar", "unsalted butter", "Salt"].map(
    (name) => ({ name }),
  );
  const named = (step: string) => linesInStep(step, lines).map((line) => line.name);

  it("are those the step names, in full or by their main word, in the recipe's order", () => {
    expect(named("Whisk the flour with the salt.")).toEqual(["all-purpose flour", "Salt"]);
    expect(named("Beat in the egg, then the butter.")).toEqual(["Eggs", "unsalted butter"]);
    expect(named("Cream the butter and sugar.")).toEqual(["brown sugar", "granulated sugar", "unsalted butter"]);
  });

  it("leave out a line known only by a word another line the step names in full has", () => {
    expect(named("Sprinkle over the brown sugar.")).toEqual(["brown sugar"]);
  });

  it("are none when the step names none, and no word matches inside another", () => {
    expect(named("Preheat the oven.")).toEqual([]);
    expect(named("Add the eggplant and the saltines.")).toEqual([]);
  });

  it("know a part of a thing by the thing", () => {
    expect(linesInStep("Fry the chicken.", [{ name: "Chicken breasts" }, { name: "garlic cloves" }])).toEqual([
      { name: "Chicken breasts" },
    ]);
    expect(linesInStep("Add the garlic.", [{ name: "garlic cloves" }])).toEqual([{ name: "garlic cloves" }]);
  });

  it("read a name before its comma or bracket", () => {
    expect(
      linesInStep("Add the tomatoes.", [{ name: "tomatoes, chopped" }, { name: "olive oil (extra virgin)" }]),
    ).toEqual([{ name: "tomatoes, chopped" }]);
  });

  it.skipIf(englishPages.length === 0)("find most lines of the shared English pages in their steps", () => {
    let used = 0;
    let total = 0;
    for (const page of englishPages) {
      const pageLines = page.ingredients.map((text) => splitIngredientLine(text)).filter((line) => line.name);
      const found = new Set(page.instructions_list.flatMap((step) => linesInStep(step, pageLines)));
      used += found.size;
      total += pageLines.length;
    }
    // Lines a step calls by another name ("the dry ingredients") stay out; most are named.
    expect(total).toBeGreaterThan(500);
    expect(used / total).toBeGreaterThan(0.7);
  });
});
