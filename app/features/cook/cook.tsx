import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { requireUser } from "~/api.server";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { StatePanel } from "~/components/states";
import { CookableCard } from "./components/cookable-card";
import { CookFilters } from "./components/cook-filters";
import { cookAction, loadCookPage, readCookFilter } from "./cook.server";
import styles from "./cook.css";

export const meta: MetaFunction = () => [{ title: "What can I cook? · Larder" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const filter = readCookFilter(new URL(request.url));
  return json({ filter, ...(await loadCookPage(request, context, filter)) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return cookAction(request, context, await request.formData());
}

/** Where missing food goes, said once above the recipes rather than on every card. */
function ListNote({ lists, listId }: { lists: readonly { id: number; title: string }[]; listId: number | null }) {
  const list = lists.find((candidate) => candidate.id === listId);
  return (
    <p className="count-line">
      {list ? (
        <>
          Missing food goes to <strong>{list.title}</strong>
          {lists.length > 1 ? " (change it in the filters)" : null}.
        </>
      ) : (
        <>Missing food goes to a new list, “Shopping”.</>
      )}
    </p>
  );
}

/** Recipes ranked by how much of them the pantry covers; one tap plans one for tonight or lists what it misses. */
export default function Cook() {
  const { filter, cookable, categories, pantryEmpty, lists, listId } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const filtered = filter.time !== null || filter.category !== null;
  // Clearing the filters keeps the list chosen for missing food.
  const cleared = filter.list !== null && filter.list === listId ? `/cook?list=${listId}` : "/cook";

  return (
    <div className="cook">
      <PageHeader
        title="What can I cook?"
        subtitle="Recipes by how much of them you have, and the food to use soon they use"
      />
      {pantryEmpty ? (
        <StatePanel
          title="Your pantry is empty"
          message="Add what you have, or tick items as bought on a shopping list: the recipes it covers come first."
        >
          <ButtonLink to="/pantry" tone="primary">
            Go to the pantry
          </ButtonLink>
        </StatePanel>
      ) : (
        <>
          {/* Keyed by the URL: the selects show the filters of the page, also after Clear filters. */}
          <CookFilters
            key={search}
            time={filter.time}
            category={filter.category}
            categories={categories}
            listId={listId}
            lists={lists}
            cleared={cleared}
          />
          {cookable.length === 0 ? (
            filtered ? (
              <StatePanel title="No recipe matches" message="No recipe fits this time and category.">
                <ButtonLink to={cleared} tone="secondary">
                  Clear filters
                </ButtonLink>
              </StatePanel>
            ) : (
              <StatePanel title="No recipes yet" message="Add recipes, and the ones your pantry covers come first.">
                <ButtonLink to="/recipes/import" tone="secondary">
                  Import a recipe
                </ButtonLink>
                <ButtonLink to="/recipes?action=create" tone="primary">
                  Create Recipe
                </ButtonLink>
              </StatePanel>
            )
          ) : (
            <>
              <ListNote lists={lists} listId={listId} />
              <ol className="cook-list" aria-label="Recipes, best covered first">
                {cookable.map((row, index) => (
                  <CookableCard key={row.recipe.id} row={row} listId={listId} priority={index === 0} />
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}
