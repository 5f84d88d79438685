// What an ingredient list on a page holds besides its ingredients: its own heading, how many it
// serves, the card's controls, a call to action, copies hidden until a switch shows them, the
// recipe's tags, a dash set between an amount and the name, the headings that follow it.

import { readLeadingAmount } from "./amount";
import { readLeadingUnit } from "./ingredient-units";
import { isGroupHeading } from "./recipe-fields";

/** The words an ingredient list's heading says, in the languages met most. */
export const INGREDIENT_WORDS =
  "ingredients?|what you(?:'|’|&rsquo;|&#8217;|&#039;)ll need|ingredientes|ingr(?:[ée]|&eacute;|&#233;)dients|ingredi[eë]nten|benodigdheden|ingredienser|ingredienti|ingredientai|zutaten|ainekset|sk[łl]adniki|hozz[aá]val[oó]k|suroviny|ingredien(?:cie|ce|te)|malzemeler|ингредиенты|(?:ال)?مكونات|υλικά|材料|재료";
/**
 * A heading's whole text: "Ingredients", "Zutaten*" (a footnote mark), "Ingredients for the filling"
 * (a group's heading).
 */
export const HEADING_SUFFIX = "(?:\\s+(?:for|für|voor|pour|para)\\s[^<>]{1,40})?\\s*[:*：]?";

/** How many the list is for ("6 personnes", "4 porsjoner", "Serves 4"), shown beside it: not an ingredient. */
const SERVINGS_LINE =
  /^(?:(?:serves|for)\s+)?\d+\s*(?:people|persons?|personnes?|personen|pers\.?|servings?|portions?|porsjoner|porsjon|portioner|porties|portie|portionen|porciones|porzioni|pessoas|porções)(?:\(s\))?$/i;

/**
 * What a recipe card shows among its ingredients to work the page, not to cook: a unit-system
 * switch ("US", "Metric", "Imperial units", its two tabs "Metric Imperial"), a diet switch ("Make gluten free") or its tabs ("Standard Ingredients Gluten Free Ingredients"), a scale's buttons
 * ("Scale", "1x 2x 3x", "1 2 3 4"), a quantity column's header ("KG", "%", "Qty"), a cooking mode's
 * switch ("Prevent your screen from going dark") or the page's buttons ("Start cooking", "Save to my
 * recipes", "Print this recipe", a shop's "Buy").
 */
export const CONTROL =
  /^(?:comprar|buy(?:\s+now)?|add\s+to\s+(?:cart|basket)|start\s+cooking|cook(?:ing)?\s+mode|scale(?:\s+(?:this\s+)?recipe)?|prevent\s+(?:your\s+)?screen\s+from\s+going\s+dark|keep\s+(?:my\s+|the\s+)?screen\s+(?:on|awake)|save\s+(?:to\s+my\s+recipes|(?:this\s+)?recipe)|print\s+(?:this\s+)?recipe|(?:us|metric|imperial)(?:\s+(?:units?|customary|measures?|system))?(?:\s+(?:us|metric|imperial)(?:\s+(?:units?|customary|measures?|system))?)?|make\s+(?:it\s+)?(?:(?:gluten|dairy|egg|nut|soy|grain|sugar)[-\s]free|vegan|vegetarian|keto|low[-\s]fodmap)|(?:(?:\d+(?:[.,]\d+)?|[½¼¾])\s*[x×]\s*){2,}|\d+(?:\s+\d+){2,}|kg|%|qty|quantity|amount|(?:(?:standard|original|gluten[-\s]free|dairy[-\s]free|vegan|vegetarian|low[-\s]fodmap)\s+ingredients\s*){2,})$/i;

/**
 * What a heading over the recipe's tools says: "Equipment", "Equipment needed", "Ustensiles",
 * "Εξοπλισμός", a shop's "Hilfreich für die Zubereitung" (helpful for making it) over its products.
 */
export const EQUIPMENT_WORDS =
  "equipment(?:\\s+needed)?|(?:kitchen\\s+)?tools|utensils|[ée]quipement|ustensiles|utensilios|utensili|ausstattung|utensilien|hilfreich\\s+für\\s+die\\s+zubereitung|utensílios|εξοπλισμός|σκεύη";

/**
 * What a heading over the things a cook adds from home says, after a meal kit's list of what it
 * delivers: "Dans votre cuisine", "From your pantry", "Not included in your delivery".
 */
export const STAPLES_WORDS =
  "dans votre cuisine|dans vos placards|[àa] avoir (?:chez vous|dans (?:votre|vos) (?:cuisine|placards))|from your (?:pantry|kitchen|cupboard|store[-\\s]cupboard)|(?:pantry|store[-\\s]cupboard|cupboard) (?:items|staples|essentials)|not included in your (?:delivery|box)|aus (?:deiner|ihrer|der) (?:küche|vorratskammer)|aus dem vorrat|zelf toevoegen|de tu despensa|dalla (?:tua|vostra) dispensa";

/** A heading after the ingredients: the tools' or the post's tags ("Tags"). */
export const AFTER_INGREDIENTS_HEADING = new RegExp(
  `^(?:${EQUIPMENT_WORDS}|tags|schlagwörter|étiquettes|etiquetas|ετικέτες)\\s*:?$`,
  "i",
);

/** A line that is the list's own heading: "Ingredients", "Zutaten:". */
export const INGREDIENTS_HEADING = new RegExp(`^(?:${INGREDIENT_WORDS})${HEADING_SUFFIX}$`, "i");

/** A call to action set among the lines: "Sign up to our newsletter …", "Subscribe to Site". */
const CALL_TO_ACTION = /^(?:sign\s+up|subscribe|join\s+our|follow\s+us)\b|\bnewsletter\b/i;

/**
 * A line that is an ingredient: not a group's heading, the servings, one of the card's controls,
 * the list's own heading (a tab saying "Ingredients") or a call to action.
 */
export const isIngredient = (line: string) =>
  line !== "" &&
  !isGroupHeading(line) &&
  !SERVINGS_LINE.test(line) &&
  !CONTROL.test(line) &&
  !INGREDIENTS_HEADING.test(line) &&
  !CALL_TO_ACTION.test(line);

/** Classes that hide an element until a switch shows it: another unit system's list, a print copy. */
const HIDING_CLASS = /^(?:hidden|hide|d-none|is-hidden|u-hidden|visually-?hidden|u-visuallyhidden)$/i;
const CLASS_VALUE = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+))/i;

/**
 * Whether a start tag hides its element: a `hidden` attribute, `display: none`, a hiding class or a
 * tab's panel not shown.
 */
export function hides(tag: string): boolean {
  if (/\shidden(?:[\s=/>])/i.test(tag) || /\bstyle\s*=\s*["'][^"'<>]*display\s*:\s*none/i.test(tag)) return true;
  const classes = CLASS_VALUE.exec(tag);
  const names = (classes ? (classes[1] ?? classes[2] ?? classes[3] ?? "") : "").split(/\s+/);
  // A tab's panel shows only while its tab is chosen: the other unit system's lines behind a switch.
  if (names.includes("tab-pane") && !names.includes("active")) return true;
  return names.some((name) => HIDING_CLASS.test(name));
}

/** An item that is one link and nothing else. */
const LINK_ITEM = /^<li\b[^<>]*>\s*<a\b[^<>]*>[^<]{1,60}<\/a>\s*(?:<\/li>\s*)?$/i;

/** Whether a list's items are each one link, and none begins with an amount: a recipe's tags or categories. */
export function tagLinks(body: string, lines: string[]): boolean {
  if (lines.length === 0 || lines.some((line) => readLeadingAmount(line))) return false;
  const items = body.split(/(?=<li\b)/i).filter((item) => /^<li\b/i.test(item));
  return items.length > 0 && items.every((item) => LINK_ITEM.test(item.trim()));
}

/** A dash set between an amount's element and the name's: "<b>300g</b> - <a>flour</a>". */
const SEPARATOR_DASH = /^\s+[-–—]\s+(?=\p{L})/u;

/**
 * A line without the dash a list sets between its amount (and unit) and the name: "300g - flour"
 * reads "300g flour", "2 tbsp – oil" "2 tbsp oil". A range ("2 - 3 eggs") and an amount the
 * name follows without a dash stay as written; the amount's own text is never touched.
 */
export function withoutAmountDash(line: string): string {
  const amount = readLeadingAmount(line);
  if (!amount || !/^[\d½⅓⅔¼¾⅛]/.test(line)) return line;
  let end = amount.length;
  const unit = readLeadingUnit(line.slice(end).trimStart());
  if (unit) end = line.length - line.slice(end).trimStart().length + unit.length;
  const dash = SEPARATOR_DASH.exec(line.slice(end));
  return dash ? `${line.slice(0, end)} ${line.slice(end + dash[0].length)}` : line;
}
