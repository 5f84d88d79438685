// The words a cook's ingredient name and a food description are read with: which words never
// change the food, which only say how it was prepared or cooked, which name a category, and how
// British and other spellings are written in the descriptions.
import { DROPPED } from "../shopping/names";

/** Words that never change which food is meant: "fresh basil" is basil, "kosher salt" is salt. */
export const SOFT = new Set([
  "fresh",
  "extra",
  "virgin",
  "free",
  "range",
  "organic",
  "ripe",
  "kosher",
  "sea",
  "flaky",
  "coarse",
  "fine",
  "cold",
  "warm",
  "lukewarm",
  "boiling",
  "filtered",
  "cracked",
  "unwaxed",
  "boneless",
  "skinless",
  "skin",
  "bone",
  "on",
  "in",
  "of",
  "the",
  "a",
  "for",
  "your",
  "favorite",
  "favourite",
  "fluffy",
  "velvety",
  "creamy",
  "hearty",
  "tasty",
  "torn",
  "overripe",
  "drizzle",
  "splash",
  "knob",
  "dash",
  "glug",
  "sprinkle",
  "squeeze",
  "homemade",
  "store",
  "bought",
  "optional",
  "to",
  "taste",
  "handful",
  "pinch",
  "few",
  "some",
  "new",
  "baby",
  // Link words and marks of other languages' lines: "pitada de pimenta", "q.b." (as much as needed).
  "de",
  "di",
  "du",
  "des",
  "la",
  "le",
  "et",
  "och",
  "og",
  "und",
  "unid",
  "unidade",
  "qb",
  "miolo",
  "alm",
  "milde",
  "fresca",
  "fresco",
  "liquida",
  "dente",
  "epaisse",
  "fogli",
  // Capers or olives "in brine" are the capers or olives; "champignons de Paris" are white mushrooms.
  "brine",
  "paris",
  "foglio",
  "carolino",
  "reino",
  "do",
  "special",
]);

/**
 * Words of other languages' recipes in English, as the descriptions name the food: "zucchero" is
 * sugar, "olijfolie" olive oil. Written word=english (the English words joined by "_"), each
 * language after its "#" line. The matcher reads them once, accents taken off and in the English
 * singular, so a plural needs a key only where English rules miss it ("uova").
 */
export const TRANSLATIONS_TEXT = `
# Spanish and Portuguese
sal=salt agua=water azucar=sugar harina=flour farinha=flour mantequilla=butter manteiga=butter
huevo=egg ovo=egg leche=milk leite=milk aceite=oil azeite=olive_oil cebolla=onion cebola=onion
ajo=garlic alho=garlic tomate=tomato arroz=rice pimienta=pepper pimenta=pepper branca=white branco=white blanca=white
pimento=bell_pepper malagueta=chili_pepper queso=cheese queijo=cheese pollo=chicken frango=chicken
camarao=shrimp gamba=shrimp coentro=coriander hortela=mint limon=lemon limao=lemon patata=potato
batata=potato zanahoria=carrot cenoura=carrot tamboril=monkfish maduro=ripe grande=large
pequena=small
# Italian
sale=salt acqua=water zucchero=sugar farina=flour burro=butter uovo=egg uova=egg latte=milk
olio=oil cipolla=onion aglio=garlic pomodoro=tomato pomodori=tomato riso=rice pepe=black_pepper
formaggio=cheese tuorlo=egg_yolk tuorli=egg_yolk albume=egg_white albumi=egg_white limone=lemon
limoni=lemon gelatina=gelatin fragola=strawberry fragole=strawberry panna=cream velo=powdered intero=whole fino=fine
# French
sel=salt eau=water sucre=sugar farine=flour beurre=butter oeuf=egg lait=milk huile=oil oignon=onion
ail=garlic echalote=shallot champignon=mushroom riz=rice vin=wine blanc=white poivre=black_pepper
creme=cream fromage=cheese poulet=chicken
# German
salz=salt wasser=water zucker=sugar mehl=flour weizenmehl=flour ei=egg eier=egg milch=milk
zwiebel=onion knoblauch=garlic knoblauchzehe=garlic_clove pfeffer=pepper schwarzer=black
tomaten=tomato sahne=cream kase=cheese kartoffel=potato kartoffeln=potato zuckerschoten=snow_peas
# Dutch
zout=salt suiker=sugar bloem=flour boter=butter eieren=egg melk=milk olie=oil olijfolie=olive_oil
ui=onion uien=onion knoflook=garlic rode=red gedroogde=dried verse=fresh basilicum=basil
olijven=olive amandelen=almond azijn=vinegar biologische=organic
zongedroogde=sun_dried rodewijnazijn=red_wine_vinegar witte=white peper=pepper kaas=cheese
# Danish and Swedish
vand=water vatten=water sukker=sugar socker=sugar strosocker=sugar smor=butter aeg=egg agg=egg
maelk=milk mjolk=milk olja=oil log=onion lok=onion hvidlog=garlic vitlok=garlic tomater=tomato
peber=pepper peppar=pepper havregryn=oats kakao=cocoa mjukt=softened rumstempererat=room_temperature kaffe=coffee flodeost=cream_cheese spidskommen=cumin
peberfrugt=bell_pepper peberfrugter=bell_pepper fuldkornsspaghetti=whole_wheat_spaghetti
`;

/** British and other spellings in the words the food descriptions use. */
export const SYNONYMS: Record<string, string> = Object.assign(Object.create(null), {
  courgette: "zucchini",
  aubergine: "eggplant",
  prawn: "shrimp",
  rocket: "arugula",
  beetroot: "beet",
  yoghurt: "yogurt",
  chilli: "chili",
  chile: "chili",
  capsicum: "pepper",
  swede: "rutabaga",
  mince: "ground",
  minced: "ground",
  caster: "granulated",
  icing: "powdered",
  confectioner: "powdered",
  cornflour: "cornstarch",
  flavour: "flavor",
  colour: "color",
  wholemeal: "whole",
  garbanzo: "chickpea",
  bbq: "barbecue",
});

/** Words of a description's first part that only name a category: the second part says the food. */
export const CATEGORY = new Set([
  "spice",
  "nut",
  "seed",
  "oil",
  "cheese",
  "fish",
  "mollusk",
  "crustacean",
  "beverage",
  "alcoholic",
  "candy",
  "cereal",
  "leavening",
  "agent",
  "sugar",
  "syrup",
  "sauce",
  "soup",
  "vinegar",
  "salad",
  "dressing",
  "pasta",
  "rice",
  "bread",
  "flour",
  "milk",
  "cream",
  "yogurt",
  "beef",
  "pork",
  "lamb",
  "chicken",
  "turkey",
  "pepper",
  "bean",
  "game",
  "meat",
  "veal",
]);

/** Words that say a food was cooked or processed: a name means the plain food unless it says so. */
export const PROCESSED = new Set([
  "canned",
  "frozen",
  "cooked",
  "boiled",
  "roasted",
  "fried",
  "baked",
  "braised",
  "broiled",
  "grilled",
  "stewed",
  "simmered",
  "dehydrated",
  "prepared",
  "microwaved",
  "drained",
  "sweetened",
  "reduced",
  "low",
  "lowfat",
  "nonfat",
  "imitation",
  "breaded",
  "batter",
  "pickled",
  "smoked",
  "cured",
  "substitute",
  "mix",
  "instant",
  "condensed",
  "enriched",
  "fortified",
  "added",
  "vitamin",
  "dry",
  "powder",
  "juice",
  "spread",
  "unenriched",
  "diluted",
  "commercial",
  "pudding",
  "industrial",
  "heated",
  "scalloped",
  "stuffed",
  "glazed",
  "toasted",
  "salted",
  "unsalted",
  "light",
  "lite",
  "nutrition",
]);

/** Words that say how a food was cooked: a name that says one ("cooked chickpeas") accepts the others. */
export const COOKING = new Set([
  "cooked",
  "boiled",
  "roasted",
  "fried",
  "baked",
  "braised",
  "broiled",
  "grilled",
  "stewed",
  "simmered",
  "microwaved",
  "heated",
  "steamed",
  "sauteed",
  "poached",
]);

/** Words that say a food is as it comes: raw, fresh, plain. */
export const PLAIN = new Set(["raw", "fresh", "plain", "unprepared", "regular", "whole", "table"]);

/** Words of a description that say nothing about which food it is. */
export const NEUTRAL = new Set([
  "broiler",
  "fryer",
  "without",
  "with",
  "and",
  "or",
  "all",
  "type",
  "mature",
  "seed",
  "include",
  "mixed",
  "specy",
  "year",
  "round",
  "average",
]);

/**
 * Words that say how big a piece is or how it is prepared. A name is first looked up with them
 * ("chopped tomatoes" are tinned, "minced beef" is mince), then without ("chopped onion" is onion).
 */
export const PREPARATION = new Set([
  // What a list drops from a name too ("large", "chopped", "room temperature", …), and more.
  ...DROPPED,
  "burrito",
  "pitted",
  "deseeded",
  "seeded",
  "rinsed",
  "drained",
  "washed",
  "picked",
  "frozen",
  "dry",
  "uncooked",
  "chunk",
  "floret",
  "wedge",
  "segment",
  "leaf",
  "sprig",
  "stem",
  "thawed",
  "defrosted",
]);
