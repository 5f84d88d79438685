import { describe, expect, it } from "vitest";
import { catalogueMatcher } from "~/features/recipes/lib/catalogue-match";
import type { RecipeDraft as ImportedDraft } from "@larder/contract/recipe-import";
import { wizardDraftOf } from "~/features/recipes/lib/import-draft.server";

const imported = (overrides: Partial<ImportedDraft> = {}): ImportedDraft => ({
  title: "  Weeknight   Chili ",
  description: "",
  servings: 6,
  yields: "6 servings",
  prep_time_minutes: 10,
  cook_time_minutes: 35,
  total_time_minutes: 45,
  image: "http://img.example.org/chili.jpg",
  source_url: "https://www.example.org/chili",
  category: "main dishes",
  ingredients: [],
  ingredients_read_from: null,
  instructions: ["Brown the beef.", "  ", "Add the  beans\nand simmer."],
  ...overrides,
});

const line = (text: string, quantity: number | null, unit: string | null, name: string, note = "") => ({
  text,
  quantity,
  unit,
  name,
  note,
});

describe("matching imported names to the catalogue", () => {
  it("ignores case and the common plural endings, and finds nothing rather than a near miss", () => {
    const match = catalogueMatcher(["Onion", "Tomatoes", "berry", "Red lentils", "Glass noodles", "Couscous"]);
    expect(match("onions")).toBe("Onion");
    expect(match("ONION")).toBe("Onion");
    expect(match("tomato")).toBe("Tomatoes");
    expect(match("Berries")).toBe("berry");
    expect(match("red lentil")).toBe("Red lentils");
    expect(match("glass noodle")).toBe("Glass noodles");
    expect(match("couscous")).toBe("Couscous");
    expect(match("garlic")).toBeNull();
    expect(match("lentils")).toBeNull();
  });
});

describe("an import as the wizard's draft", () => {
  it("fills every field, in the catalogue's spelling, with amounts and units the wizard accepts", () => {
    const draft = wizardDraftOf(
      imported({
        ingredients: [
          line("2 onions, diced", 2, null, "onions", "diced"),
          line("500 g beef mince", 500, "g", "beef mince"),
          line("Salt to taste", null, null, "Salt", "to taste"),
          line("1 1/2 cups kidney beans", 1.5, "cup", "kidney beans"),
          line("1 onion, sliced", 1, null, "Onion", "sliced"),
          line("2 tbsp onion, for garnish", 2, "tbsp", "onion", "for garnish"),
          line("   ", null, null, ""),
        ],
      }),
      { categories: ["Main Dishes"], catalogue: ["Onion", "Kidney bean"], pageUrl: "https://example.org/x" },
    );
    expect(draft).toEqual({
      title: "Weeknight Chili",
      description: "From example.org",
      category: "Main Dishes",
      servings: "6",
      prep_time: "10",
      cook_time: "35",
      total_time: "45",
      image: "http://img.example.org/chili.jpg",
      source_url: "https://www.example.org/chili",
      method: "Brown the beef.\nAdd the beans and simmer.",
      lines: [
        { name: "Onion", quantity: "3", unit: "pcs", note: "diced + 2 tbsp onion, for garnish" },
        { name: "beef mince", quantity: "500", unit: "g", note: "" },
        { name: "Salt", quantity: "", unit: "", note: "to taste" },
        { name: "Kidney bean", quantity: "1½", unit: "cup", note: "" },
      ],
    });
  });

  it("keeps within the API's limits: 100 lines, names of 100 characters, servings 1 to 100", () => {
    const long = `${"very ".repeat(30)}long name`;
    const draft = wizardDraftOf(
      imported({
        servings: 250,
        source_url: null,
        category: null,
        ingredients: [
          line(long, 1, "g", long),
          ...Array.from({ length: 120 }, (_, i) => line(`${i} g thing ${i}`, i, "g", `thing ${i}`)),
        ],
      }),
      { categories: [], catalogue: [], pageUrl: "" },
    );
    expect(draft.servings).toBe("100");
    expect(draft.source_url).toBe("");
    // A page that gave no description and says nowhere where it is from: the wizard still goes on.
    expect(draft.description).toBe("From a pasted page");
    expect(draft.category).toBe("");
    expect(draft.lines).toHaveLength(100);
    expect(draft.lines[0]!.name.length).toBeLessThanOrEqual(100);
    expect(`${draft.lines[0]!.name} ${draft.lines[0]!.note}`).toBe(long);
    // "thing 0" has no amount: the line keeps its unit and shows no number.
    expect(draft.lines[1]).toEqual({ name: "thing 0", quantity: "", unit: "g", note: "" });
  });
});

describe("a range in an import's draft", () => {
  const ranged = (text: string, quantity: number, upTo: number, unit: string, name: string) => ({
    ...line(text, quantity, unit, name),
    quantity_max: upTo,
  });

  it("is written as the form takes it, in the page's language, and adds up end to end with the same food", () => {
    const draft = wizardDraftOf(
      imported({
        ingredients: [
          ranged("1–2 EL Mehl", 1, 2, "tbsp", "Mehl"),
          ranged("1,5-2 kg Kartoffeln", 1.5, 2, "kg", "Kartoffeln"),
          line("1 EL Mehl, zum Bestäuben", 1, "tbsp", "Mehl", "zum Bestäuben"),
          // Ends that round to one number are that number.
          ranged("1.0001-1.0002 l Wasser", 1.0001, 1.0002, "l", "Wasser"),
        ],
      }),
      { categories: [], catalogue: [], pageUrl: "https://example.org/x", language: "de" },
    );
    expect(draft.lines.map((row) => [row.name, row.quantity, row.unit])).toEqual([
      ["Mehl", "2–3", "tbsp"],
      ["Kartoffeln", "1,5–2", "kg"],
      ["Wasser", "1", "l"],
    ]);
  });
});
