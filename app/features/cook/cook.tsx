import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { StatePanel } from "~/components/states";
import { CookableCard } from "./components/cookable-card";
import { CookFilters } from "./components/cook-filters";
import { cookAction, loadCookPage, readCookFilter } from "./cook.server";
import styles from "./cook.css";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const filter = readCookFilter(new URL(request.url));
  const { t } = context.i18n;
  return json({
    filter,
    ...(await loadCookPage(request, context, filter)),
    title: t("pageTitle", { page: t("cook:pageTitle") }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return cookAction(request, context, await request.formData());
}

/** Where missing food goes, said once above the recipes rather than on every card. */
function ListNote({ lists, listId }: { lists: readonly { id: number; title: string }[]; listId: number | null }) {
  const { t } = useTranslation("cook");
  const list = lists.find((candidate) => candidate.id === listId);
  return (
    <p className="count-line">
      {list ? (
        <Trans
          t={t}
          i18nKey={lists.length > 1 ? "listNote.goesToChangeable" : "listNote.goesTo"}
          values={{ list: list.title }}
          components={{ strong: <strong /> }}
        />
      ) : (
        t("listNote.newList")
      )}
    </p>
  );
}

/** Recipes ranked by how much of them the pantry covers; one tap plans one for tonight or lists what it misses. */
export default function Cook() {
  const { t } = useTranslation("cook");
  const { filter, cookable, categories, pantryEmpty, lists, listId } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const filtered = filter.time !== null || filter.category !== null;
  // Clearing the filters keeps the list chosen for missing food.
  const cleared = filter.list !== null && filter.list === listId ? `/cook?list=${listId}` : "/cook";

  return (
    <div className="cook">
      <PageHeader title={t("heading")} subtitle={t("subtitle")} />
      {pantryEmpty ? (
        <StatePanel title={t("pantryEmpty.title")} message={t("pantryEmpty.message")}>
          <ButtonLink to="/pantry" tone="primary">
            {t("pantryEmpty.toPantry")}
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
              <StatePanel title={t("noMatch.title")} message={t("noMatch.message")}>
                <ButtonLink to={cleared} tone="secondary">
                  {t("clearFilters")}
                </ButtonLink>
              </StatePanel>
            ) : (
              <StatePanel title={t("noRecipes.title")} message={t("noRecipes.message")}>
                <ButtonLink to="/recipes/import" tone="secondary">
                  {t("noRecipes.import")}
                </ButtonLink>
                <ButtonLink to="/recipes?action=create" tone="primary">
                  {t("noRecipes.create")}
                </ButtonLink>
              </StatePanel>
            )
          ) : (
            <>
              <ListNote lists={lists} listId={listId} />
              <ol className="cook-list" aria-label={t("recipesLabel")}>
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
