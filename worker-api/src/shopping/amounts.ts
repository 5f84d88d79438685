// What one line of a shopping list asks for, from the amounts every recipe line merged into it
// gave: mass with mass and volume with volume always; volume with mass for ingredients whose
// density is known (a cup of flour is about 125 g); pieces with mass for ingredients whose weight
// per piece is known (an onion is about 150 g). What cannot merge honestly stays beside the rest
// on the same line ("200 g + 2 pcs"). Pieces round up to whole ones, keeping the exact need.
import { display, inBaseUnit, sumAmounts, unitSpelling, type Amount } from "../lib/units";
import { byName, keyWords } from "./names";

/** An amount to buy; `needed` is the exact need when `quantity` was rounded up to whole pieces. */
export type BuyAmount = Amount & { needed: number | null };

/** What a line asks for: its first amount, any that could not merge with it, or nothing to weigh. */
type LineAmount = { amount: BuyAmount; more: BuyAmount[] } | { amount: null; more: [] };

type Density = { gramsPerMl: number; shownAs: "mass" | "volume" };

/** Grams per millilitre, and whether the merged amount is shown as a weight or a volume. */
const DENSITIES: Record<string, Density> = {
  flour: { gramsPerMl: 0.53, shownAs: "mass" },
  sugar: { gramsPerMl: 0.85, shownAs: "mass" },
  "brown sugar": { gramsPerMl: 0.93, shownAs: "mass" },
  "icing sugar": { gramsPerMl: 0.5, shownAs: "mass" },
  "powdered sugar": { gramsPerMl: 0.5, shownAs: "mass" },
  butter: { gramsPerMl: 0.95, shownAs: "mass" },
  rice: { gramsPerMl: 0.8, shownAs: "mass" },
  oat: { gramsPerMl: 0.38, shownAs: "mass" },
  "cocoa powder": { gramsPerMl: 0.42, shownAs: "mass" },
  cornstarch: { gramsPerMl: 0.53, shownAs: "mass" },
  honey: { gramsPerMl: 1.42, shownAs: "mass" },
  cheese: { gramsPerMl: 0.42, shownAs: "mass" },
  "chocolate chip": { gramsPerMl: 0.7, shownAs: "mass" },
  salt: { gramsPerMl: 1.2, shownAs: "mass" },
  milk: { gramsPerMl: 1.03, shownAs: "volume" },
  buttermilk: { gramsPerMl: 1.03, shownAs: "volume" },
  cream: { gramsPerMl: 1.0, shownAs: "volume" },
  water: { gramsPerMl: 1, shownAs: "volume" },
  stock: { gramsPerMl: 1, shownAs: "volume" },
  broth: { gramsPerMl: 1, shownAs: "volume" },
  oil: { gramsPerMl: 0.92, shownAs: "volume" },
  yogurt: { gramsPerMl: 1.03, shownAs: "mass" },
  yoghurt: { gramsPerMl: 1.03, shownAs: "mass" },
  juice: { gramsPerMl: 1.04, shownAs: "volume" },
  wine: { gramsPerMl: 0.99, shownAs: "volume" },
  vinegar: { gramsPerMl: 1.01, shownAs: "volume" },
  "maple syrup": { gramsPerMl: 1.33, shownAs: "volume" },
  "tomato passata": { gramsPerMl: 1.03, shownAs: "mass" },
  passata: { gramsPerMl: 1.03, shownAs: "mass" },
};

type PieceWeight = { grams: number; shownAs: "pcs" | "mass" };

/** Grams per piece (a piece of garlic is a clove), and whether the merged amount is shown in pieces or grams. */
const PIECE_WEIGHTS: Record<string, PieceWeight> = {
  onion: { grams: 150, shownAs: "pcs" },
  "red onion": { grams: 150, shownAs: "pcs" },
  shallot: { grams: 40, shownAs: "pcs" },
  garlic: { grams: 5, shownAs: "pcs" },
  lemon: { grams: 100, shownAs: "pcs" },
  lime: { grams: 65, shownAs: "pcs" },
  orange: { grams: 180, shownAs: "pcs" },
  apple: { grams: 180, shownAs: "pcs" },
  banana: { grams: 120, shownAs: "pcs" },
  avocado: { grams: 170, shownAs: "pcs" },
  egg: { grams: 55, shownAs: "pcs" },
  "bell pepper": { grams: 160, shownAs: "pcs" },
  cucumber: { grams: 300, shownAs: "pcs" },
  zucchini: { grams: 200, shownAs: "pcs" },
  courgette: { grams: 200, shownAs: "pcs" },
  aubergine: { grams: 300, shownAs: "pcs" },
  eggplant: { grams: 300, shownAs: "pcs" },
  leek: { grams: 200, shownAs: "pcs" },
  tomato: { grams: 120, shownAs: "mass" },
  potato: { grams: 170, shownAs: "mass" },
  "sweet potato": { grams: 200, shownAs: "mass" },
  carrot: { grams: 70, shownAs: "mass" },
  "chicken breast": { grams: 180, shownAs: "mass" },
};

/** Units that count whole things, shown as "pcs"; other counts ("clove", "can", "bunch") keep their unit. */
export const PIECE_UNITS: ReadonlySet<string> = new Set(["pcs", "", "whole"]);

/** A table's entry for the longest phrase of a name it knows: "all-purpose flour" finds "flour". */
function entryFor<T>(table: Record<string, T>, name: string): T | undefined {
  const words = keyWords(name);
  for (let length = words.length; length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      const entry = table[words.slice(start, start + length).join(" ")];
      if (entry) return entry;
    }
  }
  return undefined;
}

/** An ingredient's density, found by the longest phrase of its name the table knows. */
export const densityOf = byName((name: string) => entryFor(DENSITIES, name));

/** An ingredient's weight per piece, found as `densityOf` finds a density. */
export const pieceWeightOf = byName((name: string) => entryFor(PIECE_WEIGHTS, name));

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Whole pieces to buy, with the exact need when it was not whole already. */
export function wholePieces(quantity: number, unit: string): BuyAmount {
  const exact = round(quantity);
  const whole = Math.ceil(exact - 1e-9);
  return { quantity: whole, unit, needed: whole === exact ? null : exact };
}

/**
 * The amounts of one merged line. Lines without an amount (quantity 0, unit "": "salt to taste")
 * add nothing; when no line gave one, the line has no amount at all and is one to check at home.
 */
export function lineAmount(name: string, amounts: readonly Amount[]): LineAmount {
  const given = amounts.filter((amount) => amount.quantity > 0);
  if (!given.length) return { amount: null, more: [] };

  // Each amount in its family's base unit, found once.
  const mass: Amount[] = [];
  const volume: Amount[] = [];
  let grams = 0;
  let millilitres = 0;
  let pieces = 0;
  const others = new Map<string, number>();
  for (const amount of given) {
    const base = inBaseUnit(amount);
    if (base?.family === "mass") {
      mass.push(amount);
      grams += base.base;
    } else if (base?.family === "volume") {
      volume.push(amount);
      millilitres += base.base;
    } else if (!base) {
      const unit = unitSpelling(amount.unit);
      if (PIECE_UNITS.has(unit)) pieces += amount.quantity;
      else others.set(unit, (others.get(unit) ?? 0) + amount.quantity);
    }
  }

  // A volume becomes a weight (or the other way round) only with the ingredient's density.
  let massConverted = false;
  let volumeConverted = false;
  const density = densityOf(name);
  if (density && grams > 0 && millilitres > 0) {
    massConverted = volumeConverted = true;
    if (density.shownAs === "mass") [grams, millilitres] = [grams + millilitres * density.gramsPerMl, 0];
    else [grams, millilitres] = [0, millilitres + grams / density.gramsPerMl];
  }
  const piece = pieceWeightOf(name);
  if (piece && pieces > 0 && grams > 0) {
    massConverted = true;
    if (piece.shownAs === "pcs") [pieces, grams] = [pieces + grams / piece.grams, 0];
    else [pieces, grams] = [0, grams + pieces * piece.grams];
  }

  // Without a conversion, the family's own amounts read as sumAmounts reads them (3 tbsp stays
  // 3 tbsp); a converted total reads in metric units.
  const found: BuyAmount[] = [];
  if (grams > 0) found.push({ ...(massConverted ? display(grams, "mass") : sumAmounts(mass)), needed: null });
  if (millilitres > 0)
    found.push({ ...(volumeConverted ? display(millilitres, "volume") : sumAmounts(volume)), needed: null });
  if (pieces > 0) found.push(wholePieces(pieces, "pcs"));
  for (const [unit, quantity] of others) found.push(wholePieces(quantity, unit));
  return { amount: found[0]!, more: found.slice(1) };
}
