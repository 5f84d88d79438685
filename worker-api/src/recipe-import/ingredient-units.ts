// The unit after an ingredient's amount: Larder's own units (lib/units.ts), kitchen abbreviations
// ("Tbsp.", "c.", "lbs"), counted things (clove, can, pinch …) and the usual unit words of the
// languages recipe pages are written in ("ss" and "ts" in Norwegian, "PL" in Slovak, "κ.σ." in
// Greek, "ст. л." in Russian, "yemek kaşığı" in Turkish), each mapped to one English spelling.

import { knownUnit, unitAliases } from "../lib/units";
import { kitchenWordSpellings } from "../shared/kitchen-words";

/**
 * Spellings whose case matters: a capital T is a tablespoon, a small one a teaspoon; "KL" is a
 * Slovak teaspoon, where German's "kl." is small ("1 kl. Zwiebel").
 */
const CASE_SENSITIVE: Record<string, string> = { T: "tbsp", Tb: "tbsp", t: "tsp", C: "cup", c: "cup", KL: "tsp" };

const SPELLINGS: Record<string, string[]> = {
  tbsp: [
    "tbsp",
    "tbsps",
    "tbs",
    "tbl",
    "tbls",
    "tblsp",
    "tablespoon",
    "tablespoons",
    "el",
    "essl",
    "eßl",
    "esslöffel",
    "msk",
    "spsk",
    "cs",
    "cda",
    "cdas",
    "cucharada",
    "cucharadas",
    "cucchiaio",
    "cucchiai",
    "ek",
    "evőkanál",
    "tb",
    "ss",
    "rkl",
    "pl",
  ],
  tsp: [
    "tsp",
    "tsps",
    "teaspoon",
    "teaspoons",
    "tl",
    "teel",
    "teelöffel",
    "tsk",
    "cc",
    "cdta",
    "cdtas",
    "cucharadita",
    "cucharaditas",
    "cucchiaino",
    "cucchiaini",
    "kk",
    "teáskanál",
    "tk",
    // The Hungarian coffee spoon, as "kk" is: a small spoon, counted as a teaspoon.
    "mk",
    "mokkáskanál",
    "ts",
    "čl",
  ],
  cup: ["cup", "cups", "kop", "kopje", "kopjes", "tasse", "tassen", "taza", "tazas", "bögre"],
  oz: ["oz", "ozs", "ounce", "ounces"],
  lb: ["lb", "lbs", "pound", "pounds"],
  // "2 Nos onions", "6 Numbers basil": counted, as Indian recipe pages write it.
  pcs: [
    "st",
    "stk",
    "stuk",
    "stuks",
    "stück",
    "db",
    "nos",
    "number",
    "numbers",
    "ks",
    "kpl",
    "szt",
    "adet",
    "unid",
    "unidade",
    "unidades",
    "шт",
  ],
  // "500 gm", "200 gms": grams, the Indian spelling.
  g: ["gm", "gms", "grama", "gramas", "г"],
  kg: ["quilo", "quilos", "кг"],
  // "krm", the Swedish spice measure, is one millilitre.
  ml: ["мл", "krm"],
  clove: [
    "clove",
    "cloves",
    "teen",
    "teentje",
    "teentjes",
    "tenen",
    "zehe",
    "zehen",
    "gousse",
    "gousses",
    "spicchio",
    "spicchi",
    "gerezd",
    "fed",
    "fedd",
    "dente",
    "dentes",
    "diş",
    "strúčik",
    "strúčiky",
    "stroužek",
    "stroužky",
    "зубчик",
    "зубчика",
    "зубчиков",
  ],
  can: [
    "can",
    "cans",
    "tin",
    "tins",
    "blik",
    "blikje",
    "blikjes",
    "dose",
    "dosen",
    "boîte",
    "boîtes",
    "lattina",
    "lattine",
  ],
  pinch: [
    "pinch",
    "pinches",
    "snuf",
    "snufje",
    "prise",
    "prisen",
    "pincée",
    "pincées",
    "nypa",
    "pizzico",
    "pizzichi",
    "csipet",
    "msp",
    "messerspitze",
    "pitada",
    "pitadas",
    "štipka",
    "špetka",
    "klype",
  ],
  slice: ["slice", "slices", "plak", "plakjes", "scheibe", "scheiben", "tranche", "tranches", "fetta", "fette"],
  bunch: ["bunch", "bunches", "bos", "bosje", "bund", "botte", "mazzetto", "mazzo"],
  handful: ["handful", "handfuls", "handvol", "handvoll"],
  sprig: ["sprig", "sprigs", "takje", "takjes", "zweig", "zweige", "rametto", "rametti"],
  stick: ["stick", "sticks", "rúd"],
  package: [
    "package",
    "packages",
    "pkg",
    "pkgs",
    "packet",
    "packets",
    "pack",
    "packs",
    "pak",
    "pakje",
    "packung",
    "päckchen",
    "csomag",
  ],
  jar: ["jar", "jars", "pot", "potje"],
  bottle: ["bottle", "bottles"],
  bag: ["bag", "bags", "zak", "zakken"],
  box: ["box", "boxes"],
  head: ["head", "heads", "fej"],
  leaf: ["leaf", "leaves", "blad", "blaadjes", "blatt", "blätter", "feuille", "feuilles", "foglia", "foglie"],
  serving: ["serving", "servings", "portion", "portions", "portie", "porties"],
  fillet: ["fillet", "fillets", "filet", "filets"],
  strip: ["strip", "strips"],
  rib: ["rib", "ribs"],
  pod: ["pod", "pods"],
  bulb: ["bulb", "bulbs"],
  loaf: ["loaf", "loaves"],
  rasher: ["rasher", "rashers"],
  scoop: ["scoop", "scoops"],
  envelope: ["envelope", "envelopes"],
  sachet: ["sachet", "sachets", "zakje", "zakjes"],
  wedge: ["wedge", "wedges"],
  stalk: ["stalk", "stalks", "szál"],
  sheet: ["sheet", "sheets"],
  dash: ["dash", "dashes", "scheut", "schuss"],
  drop: ["drop", "drops"],
  cube: ["cube", "cubes"],
  ear: ["ear", "ears"],
  knob: ["knob", "knobs"],
  quart: ["quart", "quarts", "qt", "qts"],
  pint: ["pint", "pints", "pt", "pts"],
  gallon: ["gallon", "gallons", "gal"],
};

const UNIT_OF_SPELLING = new Map<string, string>();
for (const [unit, spellings] of Object.entries(SPELLINGS)) {
  for (const spelling of spellings) UNIT_OF_SPELLING.set(spelling, unit);
}

/**
 * Larder's own words, by their first letter: every spelling its unit field takes and every word it
 * writes for a measure in the languages it speaks ("łyżeczki", "Tassen", "szczypta", "ملعقة صغيرة",
 * "quart US"), so that a line Larder wrote, in any of them, reads back with its unit. Spellings of
 * one word join the table above; the others are phrases, longest first.
 */
const OWN_PHRASES = new Map<string, [phrase: string, unit: string][]>();
for (const [spelling, unit] of [...unitAliases(), ...kitchenWordSpellings()]) {
  const key = spelling.toLowerCase().replace(/\.$/, "");
  if (/^\p{L}+$/u.test(key)) {
    if (!UNIT_OF_SPELLING.has(key)) UNIT_OF_SPELLING.set(key, unit);
  } else OWN_PHRASES.set(key[0]!, [...(OWN_PHRASES.get(key[0]!) ?? []), [key, unit]]);
}
for (const phrases of OWN_PHRASES.values()) phrases.sort((a, b) => b[0].length - a[0].length);

/** Units written in more than one word. */
const PHRASES: [RegExp, string][] = [
  [/^fl\.?\s*oz\.?(?![\p{L}])|^fluid\s+ounces?(?![\p{L}])/iu, "fl oz"],
  [/^(?:cuill[eè]res?|c\.)\s*(?:à|a)\s*(?:soupe|s\.)(?![\p{L}])/iu, "tbsp"],
  [/^(?:cuill[eè]res?|c\.)\s*(?:à|a)\s*(?:caf[eé]|c\.)(?![\p{L}])/iu, "tsp"],
  // The same spoons written shorter: "1 c.c de coriandre", "2 c.s. d'huile".
  [/^c\.\s?s\.?(?![\p{L}])/iu, "tbsp"],
  [/^c\.\s?c\.?(?![\p{L}])/iu, "tsp"],
  // Portuguese: "colheres (sopa)", "colher de chá", "xícara (chá)".
  [/^colher(?:es)?\s*(?:\(\s*sopa\s*\)|de\s+sopa)(?![\p{L}])/iu, "tbsp"],
  [/^colher(?:es)?\s*(?:\(\s*ch[áa]\s*\)|de\s+ch[áa])(?![\p{L}])/iu, "tsp"],
  [/^x[íi]caras?(?:\s*(?:\(\s*ch[áa]\s*\)|de\s+ch[áa]))?(?![\p{L}])/iu, "cup"],
  // Greek spoons: "2 κ.σ. φρυγανιά" (κουταλιά σούπας), "1 κ.γ. αλάτι" (κουταλάκι γλυκού).
  [/^κ\.\s?σ\.?(?![\p{L}])|^κουταλι[άέ]ς?\s+σούπας(?![\p{L}])/iu, "tbsp"],
  [/^κ\.\s?γ\.?(?![\p{L}])|^κουταλάκι(?:α)?\s+γλυκού(?![\p{L}])/iu, "tsp"],
  // Russian spoons: "2 ст. л. масла", "1 ч.л. соли".
  [/^ст\.\s?л\.?(?![\p{L}])|^столов(?:ая|ые|ых)\s+ложк[аиу]?(?![\p{L}])/iu, "tbsp"],
  [/^ч\.\s?л\.?(?![\p{L}])|^чайн(?:ая|ые|ых)\s+ложк[аиу]?(?![\p{L}])/iu, "tsp"],
  // Turkish spoons: "2 yemek kaşığı sıvı yağ", "1,5 çay kaşığı tuz".
  [/^yemek\s+kaşığı(?![\p{L}])/iu, "tbsp"],
  [/^çay\s+kaşığı(?![\p{L}])/iu, "tsp"],
  // Chinese measures, written before the name with or without a space: "150克鸡胸肉", "125 克 细砂糖".
  [/^(?:千克|公斤)/u, "kg"],
  [/^克/u, "g"],
  [/^毫升/u, "ml"],
];

/** Chinese and Japanese script, written without spaces between words. */
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}";
/** A word of letters, ending at a space or at Chinese or Japanese script: "g" in "120g淡奶油". */
const WORD = new RegExp(`^((?:(?![${CJK}])\\p{L})+)(\\.?)(?!(?![${CJK}])[\\p{L}\\p{N}])`, "u");

interface LeadingUnit {
  unit: string;
  /** How many characters the unit took, with its dot. */
  length: number;
}

/** The phrase of Larder's own `text` begins with, with its ending dot. */
function ownPhrase(text: string): LeadingUnit | null {
  for (const [phrase, unit] of OWN_PHRASES.get(text.charAt(0).toLowerCase()) ?? []) {
    if (text.slice(0, phrase.length).toLowerCase() !== phrase) continue;
    const length = phrase.length + (text[phrase.length] === "." ? 1 : 0);
    if (!/^[\p{L}\p{N}]/u.test(text.slice(length))) return { unit, length };
  }
  return null;
}

/** The unit `text` begins with, or null when its first word is not a unit. */
export function readLeadingUnit(text: string): LeadingUnit | null {
  for (const [phrase, unit] of PHRASES) {
    const match = phrase.exec(text);
    if (match) return { unit, length: match[0].length };
  }
  const own = ownPhrase(text);
  if (own) return own;
  const word = WORD.exec(text);
  if (!word) return null;
  const spelling = word[1]!;
  const unit = CASE_SENSITIVE[spelling] ?? UNIT_OF_SPELLING.get(spelling.toLowerCase()) ?? knownUnit(spelling);
  return unit ? { unit, length: word[0].length } : null;
}
