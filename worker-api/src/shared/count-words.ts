import type { Locale } from "./locales";

/**
 * A word by the language's plural forms (Intl.PluralRules) for the amount shown; `other` for any
 * form not listed. `fraction` is the form after an amount under one (½, ¾) where the language's
 * rule for it is not the one for one: Polish says "½ szklanki", not "½ szklanka".
 */
export type WordForms = Partial<Record<Intl.LDMLPluralRule | "fraction", string>> & { other: string };

/**
 * The things Larder counts by a word of their own ("3 cloves garlic", "1 can tomatoes"), in the
 * languages it speaks. A recipe keeps the English word (so two recipes' cloves merge on one list,
 * and nutrition knows what a clove weighs) and every page shows it in the reader's language: a
 * German recipe imported as "3 Zehen Knoblauch" reads "3 Zehen" again, not "3 clove". A word a
 * language has no entry for stays English. No word stands for two units in one language, so each
 * reads back as the one it was written for.
 */
export type CountWord =
  | "clove"
  | "can"
  | "jar"
  | "bottle"
  | "bag"
  | "box"
  | "package"
  | "bunch"
  | "sprig"
  | "stalk"
  | "stick"
  | "head"
  | "slice"
  | "sheet"
  | "fillet"
  | "cube"
  | "handful"
  | "leaf"
  | "sachet"
  | "dash"
  | "drop"
  | "serving";

/** Singular and plural, for the languages whose plural rules know only one and other. */
const inTwo = (one: string, other: string): WordForms => ({ one, other });

/**
 * Polish's forms: one, a few (2–4, 22–24 …), many (5–21 …), and the genitive singular after a
 * fraction or a decimal ("½ ząbka", "1,5 ząbka").
 */
const polish = (one: string, few: string, many: string, part: string): WordForms => ({
  one,
  few,
  many,
  fraction: part,
  other: part,
});

/** Arabic's plural after 3 to 10, its singular for any other amount (as Larder's cups are written). */
const arabic = (other: string, few: string): WordForms => ({ few, other });

export const COUNT_WORDS: Record<Exclude<Locale, "en">, Partial<Record<CountWord, WordForms>>> = {
  de: {
    clove: inTwo("Zehe", "Zehen"),
    can: inTwo("Dose", "Dosen"),
    jar: inTwo("Glas", "Gläser"),
    bottle: inTwo("Flasche", "Flaschen"),
    bag: inTwo("Beutel", "Beutel"),
    box: inTwo("Schachtel", "Schachteln"),
    package: inTwo("Packung", "Packungen"),
    bunch: inTwo("Bund", "Bund"),
    sprig: inTwo("Zweig", "Zweige"),
    stalk: inTwo("Stängel", "Stängel"),
    stick: inTwo("Stange", "Stangen"),
    head: inTwo("Kopf", "Köpfe"),
    slice: inTwo("Scheibe", "Scheiben"),
    sheet: inTwo("Platte", "Platten"),
    fillet: inTwo("Filet", "Filets"),
    cube: inTwo("Würfel", "Würfel"),
    handful: inTwo("Handvoll", "Handvoll"),
    leaf: inTwo("Blatt", "Blätter"),
    sachet: inTwo("Tütchen", "Tütchen"),
    dash: inTwo("Schuss", "Schuss"),
    drop: inTwo("Tropfen", "Tropfen"),
    serving: inTwo("Portion", "Portionen"),
  },
  fr: {
    clove: inTwo("gousse", "gousses"),
    can: inTwo("boîte", "boîtes"),
    jar: inTwo("bocal", "bocaux"),
    bottle: inTwo("bouteille", "bouteilles"),
    bag: inTwo("sac", "sacs"),
    package: inTwo("paquet", "paquets"),
    bunch: inTwo("botte", "bottes"),
    sprig: inTwo("brin", "brins"),
    stalk: inTwo("branche", "branches"),
    stick: inTwo("bâton", "bâtons"),
    head: inTwo("tête", "têtes"),
    slice: inTwo("tranche", "tranches"),
    sheet: inTwo("plaque", "plaques"),
    fillet: inTwo("filet", "filets"),
    cube: inTwo("cube", "cubes"),
    handful: inTwo("poignée", "poignées"),
    leaf: inTwo("feuille", "feuilles"),
    sachet: inTwo("sachet", "sachets"),
    dash: inTwo("trait", "traits"),
    drop: inTwo("goutte", "gouttes"),
    serving: inTwo("portion", "portions"),
  },
  es: {
    clove: inTwo("diente", "dientes"),
    can: inTwo("lata", "latas"),
    jar: inTwo("frasco", "frascos"),
    bottle: inTwo("botella", "botellas"),
    bag: inTwo("bolsa", "bolsas"),
    box: inTwo("caja", "cajas"),
    package: inTwo("paquete", "paquetes"),
    bunch: inTwo("manojo", "manojos"),
    sprig: inTwo("ramita", "ramitas"),
    stalk: inTwo("tallo", "tallos"),
    stick: inTwo("rama", "ramas"),
    head: inTwo("cabeza", "cabezas"),
    slice: inTwo("rebanada", "rebanadas"),
    sheet: inTwo("lámina", "láminas"),
    fillet: inTwo("filete", "filetes"),
    cube: inTwo("cubo", "cubos"),
    handful: inTwo("puñado", "puñados"),
    leaf: inTwo("hoja", "hojas"),
    sachet: inTwo("sobre", "sobres"),
    dash: inTwo("chorrito", "chorritos"),
    drop: inTwo("gota", "gotas"),
    serving: inTwo("porción", "porciones"),
  },
  it: {
    clove: inTwo("spicchio", "spicchi"),
    can: inTwo("barattolo", "barattoli"),
    jar: inTwo("vasetto", "vasetti"),
    bottle: inTwo("bottiglia", "bottiglie"),
    bag: inTwo("sacchetto", "sacchetti"),
    box: inTwo("scatola", "scatole"),
    package: inTwo("confezione", "confezioni"),
    bunch: inTwo("mazzetto", "mazzetti"),
    sprig: inTwo("rametto", "rametti"),
    stalk: inTwo("gambo", "gambi"),
    stick: inTwo("stecca", "stecche"),
    head: inTwo("testa", "teste"),
    slice: inTwo("fetta", "fette"),
    sheet: inTwo("foglio", "fogli"),
    fillet: inTwo("filetto", "filetti"),
    cube: inTwo("cubetto", "cubetti"),
    handful: inTwo("manciata", "manciate"),
    leaf: inTwo("foglia", "foglie"),
    sachet: inTwo("bustina", "bustine"),
    dash: inTwo("goccio", "gocci"),
    drop: inTwo("goccia", "gocce"),
    serving: inTwo("porzione", "porzioni"),
  },
  nl: {
    clove: inTwo("teentje", "teentjes"),
    can: inTwo("blik", "blikken"),
    jar: inTwo("pot", "potten"),
    bottle: inTwo("fles", "flessen"),
    bag: inTwo("zak", "zakken"),
    box: inTwo("doosje", "doosjes"),
    package: inTwo("pak", "pakken"),
    bunch: inTwo("bos", "bossen"),
    sprig: inTwo("takje", "takjes"),
    stalk: inTwo("stengel", "stengels"),
    stick: inTwo("stokje", "stokjes"),
    head: inTwo("krop", "kroppen"),
    slice: inTwo("plak", "plakken"),
    sheet: inTwo("vel", "vellen"),
    fillet: inTwo("filet", "filets"),
    cube: inTwo("blokje", "blokjes"),
    handful: inTwo("handvol", "handvol"),
    leaf: inTwo("blaadje", "blaadjes"),
    sachet: inTwo("zakje", "zakjes"),
    dash: inTwo("scheutje", "scheutjes"),
    drop: inTwo("druppel", "druppels"),
    serving: inTwo("portie", "porties"),
  },
  pl: {
    clove: polish("ząbek", "ząbki", "ząbków", "ząbka"),
    can: polish("puszka", "puszki", "puszek", "puszki"),
    jar: polish("słoik", "słoiki", "słoików", "słoika"),
    bottle: polish("butelka", "butelki", "butelek", "butelki"),
    bag: polish("torebka", "torebki", "torebek", "torebki"),
    box: polish("pudełko", "pudełka", "pudełek", "pudełka"),
    package: polish("opakowanie", "opakowania", "opakowań", "opakowania"),
    bunch: polish("pęczek", "pęczki", "pęczków", "pęczka"),
    sprig: polish("gałązka", "gałązki", "gałązek", "gałązki"),
    stalk: polish("łodyga", "łodygi", "łodyg", "łodygi"),
    stick: polish("laska", "laski", "lasek", "laski"),
    head: polish("główka", "główki", "główek", "główki"),
    slice: polish("plaster", "plastry", "plastrów", "plastra"),
    sheet: polish("arkusz", "arkusze", "arkuszy", "arkusza"),
    fillet: polish("filet", "filety", "filetów", "fileta"),
    cube: polish("kostka", "kostki", "kostek", "kostki"),
    handful: polish("garść", "garście", "garści", "garści"),
    leaf: polish("liść", "liście", "liści", "liścia"),
    sachet: polish("saszetka", "saszetki", "saszetek", "saszetki"),
    drop: polish("kropla", "krople", "kropli", "kropli"),
    serving: polish("porcja", "porcje", "porcji", "porcji"),
  },
  ar: {
    clove: arabic("فص", "فصوص"),
    can: arabic("علبة", "علب"),
    jar: arabic("برطمان", "برطمانات"),
    bottle: arabic("زجاجة", "زجاجات"),
    bag: arabic("كيس", "أكياس"),
    box: arabic("صندوق", "صناديق"),
    package: arabic("عبوة", "عبوات"),
    bunch: arabic("حزمة", "حزم"),
    sprig: arabic("غصن", "أغصان"),
    stalk: arabic("ساق", "سيقان"),
    stick: arabic("عود", "أعواد"),
    head: arabic("رأس", "رؤوس"),
    slice: arabic("شريحة", "شرائح"),
    sheet: arabic("لوح", "ألواح"),
    cube: arabic("مكعب", "مكعبات"),
    handful: arabic("حفنة", "حفنات"),
    leaf: arabic("ورقة", "أوراق"),
    sachet: arabic("ظرف", "أظرف"),
    dash: arabic("دفقة", "دفقات"),
    drop: arabic("قطرة", "قطرات"),
    serving: arabic("حصة", "حصص"),
  },
};
