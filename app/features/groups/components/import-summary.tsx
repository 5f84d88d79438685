import { Link } from "@remix-run/react";
import type { ApiAnswer } from "~/api.server";
import type { groupRoutes } from "@larder/api/routes/groups";

type Summary = ApiAnswer<typeof groupRoutes, "/:id/import", "$post">;

const KINDS = [
  ["recipes", "recipe", "recipes"],
  ["photos", "photo", "photos"],
  ["ingredients", "ingredient", "ingredients"],
  ["meal_types", "meal type", "meal types"],
  ["meals", "meal", "meals"],
  ["tasks", "task", "tasks"],
  ["shopping_lists", "shopping list", "shopping lists"],
  ["stores", "store", "stores"],
  ["pantry_items", "pantry line", "pantry lines"],
] as const;

/** "12 recipes, 1 photo, 40 meals": the kinds with any rows, in the order people look for them. */
function counted(counts: Partial<Record<(typeof KINDS)[number][0], number>>) {
  return KINDS.flatMap(([key, one, many]) => {
    const count = counts[key] ?? 0;
    return count ? [`${count.toLocaleString("en")} ${count === 1 ? one : many}`] : [];
  }).join(", ");
}

/** What an import brought, what the group had already, and the recipes it offers instead of doubling them. */
export function ImportSummaryView({ summary, recipeLinks }: { summary: Summary; recipeLinks: boolean }) {
  const added = counted(summary.added);
  const kept = counted(summary.kept);
  return (
    <section className="card import-summary" aria-labelledby="summary-heading" role="status">
      <h2 id="summary-heading">{added ? "Imported" : "Nothing new to import"}</h2>
      <p>
        {added
          ? `Added ${added}${summary.format === "Larder" ? "" : ` from ${summary.format}`}.`
          : "This group has everything the file holds already."}
      </p>
      {kept ? <p>Already in the group, kept as they were: {kept}.</p> : null}
      {summary.matched_recipes.length ? (
        <>
          <h3>Recipes you have already</h3>
          <ul>
            {summary.matched_recipes.map((recipe) => (
              <li key={recipe.slug}>
                {recipeLinks ? (
                  <Link to={`/recipes/${encodeURIComponent(recipe.slug)}`}>{recipe.title}</Link>
                ) : (
                  recipe.title
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {summary.notes.map((note) => (
        <p key={note} className="meta">
          {note}
        </p>
      ))}
    </section>
  );
}
