import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ApiAnswer } from "~/api.server";
import type { groupRoutes } from "@larder/api/routes/groups";
import { useFormat } from "~/i18n/format";

type Summary = ApiAnswer<typeof groupRoutes, "/:id/import", "$post">;

/** The kinds of rows an import counts, in the order people look for them. */
const KINDS = [
  "recipes",
  "photos",
  "ingredients",
  "meal_types",
  "meals",
  "tasks",
  "shopping_lists",
  "stores",
  "pantry_items",
] as const;

/** "12 recipes, 1 photo, 40 meals": the kinds with any rows, counted in the page's language. */
function useCounted() {
  const { t, i18n } = useTranslation("groups");
  const format = useFormat();
  // A plain list, as English has always written it: "12 recipes, 1 photo" (German "… und …").
  const list = new Intl.ListFormat(i18n.language, { type: "unit", style: "short" });
  return (counts: Partial<Record<(typeof KINDS)[number], number>>) =>
    list.format(
      KINDS.flatMap((kind) => {
        const count = counts[kind] ?? 0;
        return count ? [t(`summary.kinds.${kind}`, { count, number: format.number(count) })] : [];
      }),
    );
}

/** What an import brought, what the group had already, and the recipes it offers instead of doubling them. */
export function ImportSummaryView({ summary, recipeLinks }: { summary: Summary; recipeLinks: boolean }) {
  const { t } = useTranslation("groups");
  const counted = useCounted();
  const added = counted(summary.added);
  const kept = counted(summary.kept);
  return (
    <section className="card import-summary" aria-labelledby="summary-heading" role="status">
      <h2 id="summary-heading">{added ? t("summary.imported") : t("summary.nothingNew")}</h2>
      <p>
        {added
          ? summary.format === "Larder"
            ? t("summary.added", { list: added })
            : t("summary.addedFrom", { list: added, format: summary.format })
          : t("summary.hasAll")}
      </p>
      {kept ? <p>{t("summary.kept", { list: kept })}</p> : null}
      {summary.matched_recipes.length ? (
        <>
          <h3>{t("summary.matched")}</h3>
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
