import { strToU8, zipSync, type Zippable } from "fflate";
import { SECTIONS } from "../../worker-api/src/contract/sections";

/** Files for the import's tests: Larder exports written row by row, and zips written by hand. */

export const json = (value: unknown) => strToU8(JSON.stringify(value));
export const NOW = "2026-03-01T12:00:00.000Z";

export const ingredientName = (i: number) => `Food ${i}`;

export function larderRecipe(i: number, lines = 8) {
  return {
    slug: `recipe-${i}`,
    title: `Recipe ${i}`,
    description: "A dish for the limits test.",
    image: null,
    difficulty: null,
    is_favorite: false,
    servings: 4,
    instructions: ["Prepare everything.", "Cook it."],
    prep_time_minutes: 10,
    cook_time_minutes: 20,
    total_time_minutes: 30,
    source_url: null,
    category: null,
    created_at: NOW,
    updated_at: NOW,
    ingredients: Array.from({ length: lines }, (_, line) => ({
      ingredient: ingredientName((i * lines + line) % 600),
      quantity: 100,
      unit: "g",
      note: "",
    })),
  };
}

export function larderMeal(i: number, recipes: number) {
  const at = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString();
  return {
    title: `Meal ${i}`,
    description: "",
    recipe: recipes ? `recipe-${i % recipes}` : null,
    type: "Dinner",
    scheduled_at: at,
    servings: 4,
    cooked_at: null,
    cooked_servings: null,
    created_at: at,
    updated_at: at,
  };
}

export function larderItem(list: number, i: number, sourceMeals: number[] | null = null) {
  return {
    name: `Thing ${list}-${i}`,
    ingredient: null,
    quantity: 1,
    unit: "pcs",
    price_cents: 0,
    is_bought: false,
    type: "",
    section: SECTIONS[i % SECTIONS.length],
    needed: null,
    have: null,
    more_amounts: null,
    notes: null,
    source: "manual",
    sync_key: null,
    source_meals: sourceMeals,
    edited_by_user: false,
    created_at: NOW,
    updated_at: NOW,
  };
}

export function larderList(i: number, items: number) {
  return {
    title: `List ${i}`,
    description: null,
    status: "pending",
    start_date: null,
    end_date: null,
    total_price_cents: 0,
    synced: false,
    store: null,
    stocks_pantry: false,
    created_at: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    updated_at: NOW,
    items: Array.from({ length: items }, (_, item) => larderItem(i, item)),
  };
}

export const MANIFEST = {
  format: "larder-group",
  version: 1,
  exported_at: NOW,
  group: { name: "Limits", description: null },
};

/** A Larder export of `documents` (JSON values, or bytes as they are), compressed. */
export function larderZip(documents: Record<string, unknown>) {
  const files: Zippable = { "larder.json": json(MANIFEST) };
  for (const [name, value] of Object.entries(documents))
    files[name] = value instanceof Uint8Array ? value : json(value);
  return zipSync(files, { level: 6 });
}

/** An entry of a hand-written zip: its name, its bytes deflated, and their size unpacked. */
export type ZipFile = [name: string, deflated: Uint8Array, size: number];

/**
 * A zip written by hand: entries fflate would not write (two of one name), and many entries of
 * the same deflated bytes, compressed once. The checksums are left 0; the import does not read them.
 */
export function zipWith(files: ZipFile[]) {
  const names = files.map(([name]) => strToU8(name));
  const locals = files.reduce((sum, [, data], i) => sum + 30 + names[i]!.length + data.length, 0);
  const directory = names.reduce((sum, name) => sum + 46 + name.length, 0);
  const out = new Uint8Array(locals + directory + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  files.forEach(([, data, size], i) => {
    offsets.push(at);
    view.setUint32(at, 0x04034b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 8, 8, true);
    view.setUint32(at + 18, data.length, true);
    view.setUint32(at + 22, size, true);
    view.setUint16(at + 26, names[i]!.length, true);
    out.set(names[i]!, at + 30);
    out.set(data, at + 30 + names[i]!.length);
    at += 30 + names[i]!.length + data.length;
  });
  const start = at;
  files.forEach(([, data, size], i) => {
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 10, 8, true);
    view.setUint32(at + 20, data.length, true);
    view.setUint32(at + 24, size, true);
    view.setUint16(at + 28, names[i]!.length, true);
    view.setUint32(at + 42, offsets[i]!, true);
    out.set(names[i]!, at + 46);
    at += 46 + names[i]!.length;
  });
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, files.length, true);
  view.setUint16(at + 10, files.length, true);
  view.setUint32(at + 12, at - start, true);
  view.setUint32(at + 16, start, true);
  return out;
}

/** `count` empty objects as a JSON list, written without building them. */
export function emptyObjects(count: number) {
  return strToU8(`[${"{},".repeat(count - 1)}{}]`);
}
