import { readZip, type ZipEntry } from "../zip-reader";
import { checkRecipeCount, foreignArchive, type ForeignRecipe } from "./foreign-recipe";
import { type Budgets, baseName, parseJson, checkDeclaredSizes, photoOf, isObject, text } from "./file-reading";

/* Tandoor: a zip of `<id>.zip`, each with recipe.json and image.*. */

type TandoorIngredient = {
  food?: { name?: string } | null;
  unit?: { name?: string } | null;
  amount?: number;
  note?: string;
  is_header?: boolean;
  no_amount?: boolean;
  order?: number;
};

export function tandoorRecipe(json: unknown, photo: Uint8Array | null): ForeignRecipe {
  const recipe = isObject(json) ? json : {};
  const steps = (Array.isArray(recipe.steps) ? recipe.steps.filter(isObject) : []).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0),
  );
  const keywords = Array.isArray(recipe.keywords) ? recipe.keywords.filter(isObject).map((k) => text(k.name)) : [];
  const working = Number(recipe.working_time) || null;
  const waiting = Number(recipe.waiting_time) || null;
  return {
    title: text(recipe.name),
    description: text(recipe.description),
    servings: Number(recipe.servings) || null,
    // A step's instruction is Markdown, its templates ({{ ingredients[0] }}) Tandoor's own.
    instructions: steps
      .map((step) =>
        text(step.instruction)
          .replace(/\{\{[^}]*\}\}/g, "")
          .trim(),
      )
      .filter(Boolean)
      .join("\n\n"),
    prep: working,
    cook: waiting,
    total: working !== null || waiting !== null ? (working ?? 0) + (waiting ?? 0) : null,
    sourceUrl: text(recipe.source_url) || null,
    category: keywords[0] ?? null,
    parsedLines: steps
      .flatMap((step) => (Array.isArray(step.ingredients) ? (step.ingredients as TandoorIngredient[]) : []))
      .filter((line) => !line.is_header && line.food?.name)
      .map((line) => ({
        name: line.food!.name!,
        quantity: !line.no_amount && Number(line.amount) > 0 ? Number(line.amount) : null,
        unit: line.unit?.name ?? null,
        note: line.note ?? "",
      })),
    photo,
  };
}

export async function readTandoor(innerZips: ZipEntry[], budgets: Budgets) {
  checkRecipeCount("Tandoor", innerZips.length);
  checkDeclaredSizes(innerZips, budgets);
  const recipes: ForeignRecipe[] = [];
  for (const inner of innerZips) {
    const files = [...readZip(await inner.read(), budgets.unpacked).values()];
    const json = files.find((file) => baseName(file.name) === "recipe.json");
    if (!json) continue;
    const image = files.find((file) => /^image\.\w+$/.test(baseName(file.name)));
    recipes.push(tandoorRecipe(parseJson(await json.read(), json.name, budgets), await photoOf(image)));
  }
  return foreignArchive("Tandoor", recipes);
}
