// Quantities of the shopping list: the same ingredient merged across meals. Mass and volume
// convert within their own family; counts and unknown units only ever add to the same unit.
import { remembered } from "./remembered";

type Family = "mass" | "volume";

// Null-prototype tables: a unit typed as "constructor" or "__proto__" must not find Object's own.

/** Each known unit: its family and how many base units (g, ml) it holds. */
const UNITS: Record<string, { family: Family; base: number }> = Object.assign(Object.create(null), {
  mg: { family: "mass", base: 0.001 },
  g: { family: "mass", base: 1 },
  // The dekagram, as Hungarian and Czech recipes weigh: "25 dkg gomba".
  dkg: { family: "mass", base: 10 },
  kg: { family: "mass", base: 1000 },
  oz: { family: "mass", base: 28.3495 },
  lb: { family: "mass", base: 453.592 },
  ml: { family: "volume", base: 1 },
  cl: { family: "volume", base: 10 },
  dl: { family: "volume", base: 100 },
  l: { family: "volume", base: 1000 },
  tsp: { family: "volume", base: 5 },
  tbsp: { family: "volume", base: 15 },
  cup: { family: "volume", base: 240 },
  "fl oz": { family: "volume", base: 29.5735 },
  pint: { family: "volume", base: 473.176 },
  quart: { family: "volume", base: 946.353 },
  gallon: { family: "volume", base: 3785.41 },
});

/** Spellings of one unit, as alias entries. */
const spellingsOf = (unit: string, spellings: string[]) =>
  Object.fromEntries(spellings.map((spelling) => [spelling, unit]));

const ALIASES: Record<string, string> = Object.assign(Object.create(null), {
  milligram: "mg",
  milligrams: "mg",
  gr: "g",
  gram: "g",
  grams: "g",
  gramme: "g",
  grammes: "g",
  dag: "dkg",
  kgs: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogram: "kg",
  kilograms: "kg",
  mls: "ml",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  centiliter: "cl",
  centilitre: "cl",
  deciliter: "dl",
  decilitre: "dl",
  lt: "l",
  ltr: "l",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  teaspoon: "tsp",
  teaspoons: "tsp",
  tsps: "tsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  tbs: "tbsp",
  tbl: "tbsp",
  tbsps: "tbsp",
  cups: "cup",
  ounce: "oz",
  ounces: "oz",
  ozs: "oz",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  "fl. oz": "fl oz",
  floz: "fl oz",
  "fluid ounce": "fl oz",
  "fluid ounces": "fl oz",
  pints: "pint",
  pt: "pint",
  quarts: "quart",
  qt: "quart",
  gallons: "gallon",
  gal: "gallon",
  pc: "pcs",
  piece: "pcs",
  pieces: "pcs",
  unit: "pcs",
  units: "pcs",
  pinches: "pinch",
  // The same units as the households Larder speaks to type them, lower-cased, one ending dot
  // dropped ("c. à s." is "c. à s"). A unit is only ever read from a unit's own field, where "el"
  // (Spanish "the") can only be the Dutch spoon. Words that are a unit in one language and
  // something else in another are left out: "st" (a stone in English), "cc" (a cubic centimetre,
  // or a French teaspoon).
  ...spellingsOf("g", ["gramm", "gramos", "grammi", "gramy"]),
  ...spellingsOf("kg", ["kilogramm", "kilogramos", "chilogrammi", "kilogramy"]),
  ...spellingsOf("l", ["litro", "litros", "litri", "litr", "litry"]),
  ...spellingsOf("tbsp", [
    // German, French, Spanish, Italian, Dutch, Polish, Arabic.
    "el",
    "essl",
    "eßl",
    "esslöffel",
    "c. à s",
    "c.à.s",
    "c. a s",
    "cuillère à soupe",
    "cuillères à soupe",
    "cuillere a soupe",
    "cda",
    "cdas",
    "cucharada",
    "cucharadas",
    "cucchiaio",
    "cucchiai",
    "eetlepel",
    "eetlepels",
    "łyżka",
    "łyżki",
    "łyżek",
    "ملعقة كبيرة",
    "ملاعق كبيرة",
  ]),
  ...spellingsOf("tsp", [
    "tl",
    "teel",
    "teelöffel",
    "c. à c",
    "c.à.c",
    "c. a c",
    "cuillère à café",
    "cuillères à café",
    "cuillere a cafe",
    "cdta",
    "cdtas",
    "cucharadita",
    "cucharaditas",
    "cucchiaino",
    "cucchiaini",
    "theelepel",
    "theelepels",
    "łyżeczka",
    "łyżeczki",
    "łyżeczek",
    "ملعقة صغيرة",
    "ملاعق صغيرة",
  ]),
  ...spellingsOf("cup", [
    "tasse",
    "tassen",
    "taza",
    "tazas",
    "tazza",
    "tazze",
    "kopje",
    "kopjes",
    "szklanka",
    "szklanki",
    "szklanek",
    "كوب",
    "أكواب",
  ]),
  ...spellingsOf("pcs", [
    "stück",
    "stk",
    "pièce",
    "pièces",
    "pieza",
    "piezas",
    "pezzo",
    "pezzi",
    "stuk",
    "stuks",
    "szt",
    "sztuk",
    "sztuki",
    "sztuka",
  ]),
  ...spellingsOf("pinch", [
    "prise",
    "prisen",
    "pincée",
    "pincées",
    "pizca",
    "pizcas",
    "pizzico",
    "pizzichi",
    "snufje",
    "snufjes",
    "szczypta",
    "szczypty",
    "szczypt",
    "رشة",
  ]),
});

/** Units remembered: a week's shopping list handles hundreds of lines in a handful of spellings. */
const UNITS_REMEMBERED = 256;

/**
 * Every spelling of a known unit (Larder's own and the aliases), with its family and base units:
 * what SQL that converts stored amounts is written from.
 */
export function knownSpellings(): { spelling: string; family: Family; base: number }[] {
  const own = Object.keys(UNITS).map((unit) => [unit, unit] as const);
  const aliases = Object.entries(ALIASES).filter(([, unit]) => UNITS[unit]);
  return [...own, ...aliases].map(([spelling, unit]) => ({ spelling, ...UNITS[unit]! }));
}

/** Other spellings of counts Larder writes in a word of its own ("Prise" is "pinch"), by that word. */
export function countSpellings(): Map<string, string[]> {
  const counts = new Map<string, string[]>();
  for (const [alias, unit] of Object.entries(ALIASES))
    if (!UNITS[unit] && unit !== "pcs") counts.set(unit, [...(counts.get(unit) ?? []), alias]);
  return counts;
}

/** Every spelling Larder reads in a unit's own field, lower-case, with the unit it means ("esslöffel" → "tbsp"). */
export const unitAliases = (): [string, string][] => Object.entries(ALIASES);

/** Spellings of whole pieces (Larder writes "pcs"). */
export const pieceSpellings = () => ["pcs", ...Object.keys(ALIASES).filter((alias) => ALIASES[alias] === "pcs")];

/** A unit as typed, normalised: `Grams ` → `g`, `Pieces` → `pcs`, anything else lower-cased. */
const normaliseUnit = remembered((unit) => {
  const key = unit.trim().toLowerCase().replace(/\.$/, "");
  return ALIASES[key] ?? key;
}, UNITS_REMEMBERED);

/** Larder's own spelling of a unit it knows (`Grams` → `g`, `pieces` → `pcs`), or null for any other word. */
export function knownUnit(unit: string): string | null {
  const normalised = normaliseUnit(unit);
  return UNITS[normalised] || normalised === "pcs" ? normalised : null;
}

/** What merges with what: mass with mass, volume with volume, anything else with the same unit. */
export const unitFamily = remembered((unit) => {
  const normalised = normaliseUnit(unit);
  return UNITS[normalised]?.family ?? `unit:${normalised}`;
}, UNITS_REMEMBERED);

/** An amount in its family's base unit (grams, millilitres), or null for counts and other units. */
export function inBaseUnit(amount: Amount): { family: Family; base: number } | null {
  const known = UNITS[normaliseUnit(amount.unit)];
  return known ? { family: known.family, base: amount.quantity * known.base } : null;
}

/** A unit as Larder writes it: `Grams` → `g`, `Pieces` → `pcs`, anything else lower-cased. */
export const unitSpelling = (unit: string) => normaliseUnit(unit);

/**
 * Every lower-case spelling of the same unit as `unit` (without its ending dot): "EL", "tbsp" and
 * "Esslöffel" are one; a unit Larder does not know is only itself.
 */
export function sameUnitSpellings(unit: string): string[] {
  const spelling = normaliseUnit(unit);
  const typed = unit.trim().toLowerCase().replace(/\.$/, "");
  const aliases = Object.keys(ALIASES).filter((alias) => ALIASES[alias] === spelling);
  return [...new Set([typed, spelling, ...aliases])];
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** A merged amount in the unit a person would write: 1.5 kg, not 1500 g; 250 ml, not 16.667 tbsp. */
export function display(baseAmount: number, family: Family): { quantity: number; unit: string } {
  if (family === "mass") {
    if (baseAmount >= 1000) return { quantity: round(baseAmount / 1000), unit: "kg" };
    if (baseAmount < 1) return { quantity: round(baseAmount * 1000), unit: "mg" };
    return { quantity: round(baseAmount), unit: "g" };
  }
  if (baseAmount >= 1000) return { quantity: round(baseAmount / 1000), unit: "l" };
  return { quantity: round(baseAmount), unit: "ml" };
}

export type Amount = { quantity: number; unit: string };

/** Metric units are re-expressed when a total crosses a threshold (2000 ml is 2 l); kitchen measures are kept. */
const METRIC = new Set(["mg", "g", "dkg", "kg", "ml", "cl", "dl", "l"]);

/**
 * Adds amounts that belong together (one ingredient, one family). One kitchen measure or count
 * throughout stays as written (4 tbsp, 3 pcs); metric amounts and mixes of a family are converted
 * and shown in a sensible unit (1.25 kg, 60 ml).
 */
export function sumAmounts(amounts: Amount[]): Amount {
  const units = new Set(amounts.map((amount) => normaliseUnit(amount.unit)));
  const first = normaliseUnit(amounts[0]!.unit);
  if (units.size === 1 && !METRIC.has(first))
    return { quantity: round(amounts.reduce((total, amount) => total + amount.quantity, 0)), unit: first };
  const known = UNITS[first];
  if (!known) throw new Error(`cannot add ${[...units].join(", ")}`);
  const base = amounts.reduce((total, amount) => total + amount.quantity * UNITS[normaliseUnit(amount.unit)]!.base, 0);
  return display(base, known.family);
}
