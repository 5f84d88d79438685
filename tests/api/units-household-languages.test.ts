import { describe, expect, it } from "vitest";
import { sameUnitSpellings, unitFamily, unitSpelling } from "../../worker-api/src/lib/units";
import { inStockUnit } from "../../worker-api/src/pantry/stock-units";
import { kitchenAmount } from "../../worker-api/src/shared/kitchen-amount";
import { lineAmount } from "../../worker-api/src/shopping/amounts";
import { gql, rows, signedInUser } from "./helpers";

// Units typed in the household's own language are Larder's units: they merge on a list, stock the
// pantry and read back in the reader's words, and their amounts are never changed.

const SPELLINGS: [language: string, typed: string, unit: string][] = [
  ["de", "EL", "tbsp"],
  ["de", "Essl.", "tbsp"],
  ["de", "Esslöffel", "tbsp"],
  ["de", "TL", "tsp"],
  ["de", "Teelöffel", "tsp"],
  ["de", "Stück", "pcs"],
  ["de", "Stk.", "pcs"],
  ["de", "Prise", "pinch"],
  ["de", "Tassen", "cup"],
  ["de", "Gramm", "g"],
  ["fr", "c. à s.", "tbsp"],
  ["fr", "c. à c.", "tsp"],
  ["fr", "cuillère à soupe", "tbsp"],
  ["fr", "cuillères à café", "tsp"],
  ["fr", "pincée", "pinch"],
  ["fr", "pièces", "pcs"],
  ["es", "cucharada", "tbsp"],
  ["es", "cda.", "tbsp"],
  ["es", "cdta", "tsp"],
  ["es", "cucharaditas", "tsp"],
  ["es", "pizca", "pinch"],
  ["it", "cucchiaio", "tbsp"],
  ["it", "cucchiaini", "tsp"],
  ["it", "pizzico", "pinch"],
  ["nl", "el", "tbsp"],
  ["nl", "tl", "tsp"],
  ["nl", "eetlepel", "tbsp"],
  ["nl", "theelepels", "tsp"],
  ["pl", "łyżka", "tbsp"],
  ["pl", "Łyżki", "tbsp"],
  ["pl", "łyżeczka", "tsp"],
  ["pl", "szt.", "pcs"],
  ["pl", "szczypta", "pinch"],
  ["ar", "ملعقة كبيرة", "tbsp"],
  ["ar", "ملعقة صغيرة", "tsp"],
];

describe("a unit typed in the household's language", () => {
  it.each(SPELLINGS)("%s %s is %s", (_language, typed, unit) => {
    expect(unitSpelling(typed)).toBe(unit);
    expect(sameUnitSpellings(typed)).toContain(unit);
  });

  it("keeps words that are a unit only in some languages as their own", () => {
    // "st" is a stone in English, "cc" a cubic centimetre or a French teaspoon: neither is guessed.
    expect(unitSpelling("st")).toBe("st");
    expect(unitSpelling("cc")).toBe("cc");
    // A word that is no unit stays the household's own, merging only with itself.
    expect(unitFamily("Dose")).toBe("unit:dose");
    expect(sameUnitSpellings("Dose")).toEqual(["dose"]);
  });

  it("merges with Larder's own on a synced list, its amount unchanged", () => {
    expect(lineAmount("Öl", [amount(2, "EL"), amount(1, "tbsp")]).amount).toMatchObject({ quantity: 3, unit: "tbsp" });
    expect(lineAmount("Salz", [amount(1, "TL"), amount(1, "Teelöffel")]).amount).toMatchObject({
      quantity: 2,
      unit: "tsp",
    });
    expect(lineAmount("Eier", [amount(3, "Stück"), amount(2, "pcs")]).amount).toMatchObject({ quantity: 5 });
    expect(lineAmount("sel", [amount(1, "pincée"), amount(1, "pinch")]).amount).toMatchObject({
      quantity: 2,
      unit: "pinch",
    });
  });

  it("reads back in the reader's words", () => {
    expect(kitchenAmount(3, "EL", {}, "de")).toBe("3 EL");
    expect(kitchenAmount(3, "EL", {}, "en")).toBe("3 tbsp");
    expect(kitchenAmount(2, "pinch", {}, "de")).toBe("2 Prisen");
    expect(kitchenAmount(1, "Prise", {}, "de")).toBe("1 Prise");
    expect(kitchenAmount(2, "łyżka", {}, "pl")).toBe("2 łyżki");
  });

  it("stocks the pantry as Larder's unit does", () => {
    expect(inStockUnit(amount(2, "EL"))).toEqual({ quantity: 30, unit: "ml" });
    expect(inStockUnit(amount(3, "Stück"))).toEqual({ quantity: 3, unit: "pcs" });
    expect(inStockUnit(amount(1, "Prise"))).toEqual({ quantity: 1, unit: "pinch" });
  });
});

const amount = (quantity: number, unit: string) => ({ quantity, unit });

const ADD = `mutation($l: Int!, $n: String!, $q: Float!, $u: String!) {
  createShoppingItem(list_id: $l, name: $n, quantity: $q, unit: $u) { id quantity unit }
}`;

async function listOfOne() {
  const user = await signedInUser();
  const listId = (
    await gql(
      user.token,
      `mutation { createShoppingList(title: "Woche", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
    )
  ).body.data.createShoppingList.id as number;
  const add = (name: string, quantity: number, unit: string) =>
    gql(user.token, ADD, { l: listId, n: name, q: quantity, u: unit });
  const lines = () => rows("SELECT name, quantity, unit FROM shopping_items WHERE list_id = ? ORDER BY id", listId);
  return { add, lines };
}

describe("a quick add in the household's language", () => {
  it("adds 2 EL Öl and 1 tbsp Öl into one line of 3, in the unit first typed", async () => {
    const { add, lines } = await listOfOne();
    await add("Öl", 2, "EL");
    const again = await add("Öl", 1, "tbsp");
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.createShoppingItem).toMatchObject({ quantity: 3, unit: "EL" });
    expect(await lines()).toEqual([{ name: "Öl", quantity: 3, unit: "EL" }]);
    expect(kitchenAmount(3, "EL", {}, "en")).toBe("3 tbsp");
  });

  it.each([
    ["de", "Salz", "TL", "tsp"],
    ["de", "Eier", "Stück", "pcs"],
    ["de", "Muskat", "Prise", "pinch"],
    ["fr", "huile", "c. à s.", "tbsp"],
    ["es", "aceite", "cucharada", "tbsp"],
    ["it", "olio", "cucchiaio", "tbsp"],
    ["nl", "olie", "el", "eetlepel"],
    ["pl", "olej", "Łyżka", "łyżki"],
    ["pl", "jajka", "szt.", "pcs"],
  ])("%s: %s in %s then %s is one line", async (_language, name, first, second) => {
    const { add, lines } = await listOfOne();
    await add(name, 2, first);
    const again = await add(name, 1, second);
    expect(again.body.errors).toBeUndefined();
    expect(await lines()).toEqual([{ name, quantity: 3, unit: first }]);
  });

  it("still refuses another unit, writing nothing", async () => {
    const { add, lines } = await listOfOne();
    await add("Öl", 2, "EL");
    const again = await add("Öl", 1, "TL");
    expect(again.body.errors?.[0]?.message).toBe(
      "Öl is on this list already in EL: change that line's amount instead.",
    );
    expect(await lines()).toEqual([{ name: "Öl", quantity: 2, unit: "EL" }]);
  });

  it("keeps a name that reads like a unit word as the food's name", async () => {
    const { add, lines } = await listOfOne();
    // Spanish "el" is "the": in a name it is part of the name, never a unit.
    await add("el pan", 1, "pcs");
    await add("Tasse", 2, "pcs");
    expect(await lines()).toEqual([
      { name: "el pan", quantity: 1, unit: "pcs" },
      { name: "Tasse", quantity: 2, unit: "pcs" },
    ]);
  });
});
