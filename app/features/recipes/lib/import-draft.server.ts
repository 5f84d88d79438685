import { typedRangeText } from "@larder/shared/amount";
import type { RecipeDraft as ImportedDraft } from "@larder/contract/recipe-import";
import type { IngredientLine } from "./ingredient-lines";
import { catalogueMatcher } from "./catalogue-match";
import type { RecipeDraft } from "./recipe-draft";
import { clip } from "@larder/shared/clip";
import { isWebAddress } from "@larder/shared/web-address";

// The API's limits (contract/recipe.ts): a draft that breaks them would only fail at Create.
const MAX_LINES = 100;
const MAX_NAME = 100;
const MAX_NOTE = 200;
const MAX_QUANTITY = 100_000;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const minutes = (value: number | null) => (value != null && value >= 0 ? String(Math.round(value)) : "");

/** A name longer than the catalogue allows is cut at a word, and the rest goes to the note. */
function splitLongName(name: string, note: string) {
  if (name.length <= MAX_NAME) return { name, note };
  const cut = name.lastIndexOf(" ", MAX_NAME) > 20 ? name.lastIndexOf(" ", MAX_NAME) : MAX_NAME;
  return { name: name.slice(0, cut).trim(), note: [name.slice(cut).trim(), note].filter(Boolean).join(" ") };
}

/**
 * The wizard's lines of an import: names in the catalogue's spelling when it has them, the amount
 * as a cook writes it ("¼", "1½") with its unit (pcs for a count), or no amount at all when the
 * page gives none ("Salt to taste"). A name listed twice is one line: the amounts add up in one
 * unit, or the second line is kept in the note.
 */
function draftLines(
  imported: ImportedDraft["ingredients"],
  catalogue: readonly string[],
  language?: string,
): IngredientLine[] {
  const match = catalogueMatcher(catalogue);
  const lines: IngredientLine[] = [];
  const byName = new Map<string, { line: IngredientLine; quantity: number; upTo: number | null }>();
  const bounded = (quantity: number) => Math.min(MAX_QUANTITY, Math.round(quantity * 1000) / 1000);
  // A range ("1–2") as the form takes it; one whose ends round to one number is that number.
  const amountOf = (quantity: number, upTo: number | null, unit: string) =>
    typedRangeText(
      bounded(quantity),
      upTo === null || bounded(upTo) <= bounded(quantity) ? null : bounded(upTo),
      unit,
      language,
    );
  for (const ingredient of imported) {
    const read = splitLongName(oneLine(ingredient.name), oneLine(ingredient.note));
    if (!read.name) continue;
    const name = match(read.name) ?? read.name;
    const quantity = ingredient.quantity != null && ingredient.quantity > 0 ? ingredient.quantity : 0;
    const upTo = quantity > 0 && ingredient.quantity_max !== undefined ? ingredient.quantity_max : null;
    const unit = clip(oneLine(ingredient.unit ?? "") || (quantity ? "pcs" : ""), 30);
    const same = byName.get(name.toLowerCase());
    if (same) {
      if (same.line.unit === unit) {
        // Two ranges, or a range and an amount, add up end to end: 1–2 and 1 is 2–3.
        if (same.upTo !== null || upTo !== null) same.upTo = (same.upTo ?? same.quantity) + (upTo ?? quantity);
        same.quantity += quantity;
        same.line.quantity = amountOf(same.quantity, same.upTo, unit);
      } else
        same.line.note = clip([same.line.note, `+ ${oneLine(ingredient.text)}`].filter(Boolean).join(" "), MAX_NOTE);
      continue;
    }
    if (lines.length === MAX_LINES) continue;
    const line = { name, quantity: amountOf(quantity, upTo, unit), unit, note: clip(read.note, MAX_NOTE) };
    byName.set(name.toLowerCase(), { line, quantity, upTo });
    lines.push(line);
  }
  return lines;
}

/** A draft the wizard opens with: every field editable, nothing written yet. */
export function wizardDraftOf(
  imported: ImportedDraft,
  {
    categories,
    catalogue,
    pageUrl,
    fromSite = (site) => `From ${site}`,
    fromPastedPage = "From a pasted page",
    language,
  }: {
    categories: readonly string[];
    catalogue: readonly string[];
    pageUrl: string;
    /** The description of a recipe whose page gave none, in the page's language. */
    fromSite?: (site: string) => string;
    /** The description of a recipe whose page gave none and says nowhere where it is from. */
    fromPastedPage?: string;
    /** The page's language: amounts are written with its decimal sign ("1,5"). */
    language?: string;
  },
): RecipeDraft {
  const source = imported.source_url ?? pageUrl;
  const category = imported.category ? oneLine(imported.category) : "";
  const knownCategory = categories.find((name) => name.toLowerCase() === category.toLowerCase());
  let host = "";
  try {
    host = new URL(source).hostname.replace(/^www\./, "");
  } catch {
    host = "";
  }
  return {
    title: clip(oneLine(imported.title), 200),
    // Every recipe needs a description; an import without one says where it came from.
    description: clip(imported.description.trim() || (host ? fromSite(host) : fromPastedPage), 5000),
    category: knownCategory ?? clip(category, 60),
    servings: String(Math.min(100, Math.max(1, Math.round(imported.servings ?? 4)))),
    prep_time: minutes(imported.prep_time_minutes),
    cook_time: minutes(imported.cook_time_minutes),
    total_time: minutes(imported.total_time_minutes),
    // Create keeps a copy of the photo (decision 22), so an http link is fetched as the page gave it.
    image: imported.image ?? "",
    source_url: isWebAddress(source) ? source : "",
    method: imported.instructions
      .map((step) => clip(oneLine(step), 5000))
      .filter(Boolean)
      .slice(0, 100)
      .join("\n"),
    lines: draftLines(imported.ingredients, catalogue, language),
  };
}
