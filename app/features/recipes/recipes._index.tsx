import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { Pager } from "~/components/pager";
import { RowLink } from "~/components/row-link";
import { ServerRendered } from "~/components/server-rendered";
import { IngredientSelector } from "./components/ingredient-selector";
import { RecipeWizard, type WizardResult } from "./components/recipe-wizard";
import { Skeletons, StatePanel } from "~/components/states";
import { categoryDisplayGroup, categoryDisplayName } from "./lib/recipe-categories";
import { allergenName, dietName } from "./lib/allergen-names";
import { ALLERGENS, DIETS } from "@larder/shared/allergen-list";
import { RECIPE_GRID_PAGE_SIZE } from "~/utils/paging";
import { dialogLinks } from "~/utils/url";
import { loadRecipesPage, readRecipesQuery, recipeWizardAction } from "./recipes.server";
import { PageHeader } from "~/components/page-header";
import { RecipePhoto } from "~/components/recipe-photo";
import { ButtonLink } from "~/components/button-link";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

const CHIPS_SHOWN = 10;
const MAX_PAGE_BUTTONS = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const query = readRecipesQuery(new URL(request.url));
  const data = await loadRecipesPage(request, context, query);
  const { t } = context.i18n;
  return json({ query, ...data, title: t("pageTitle", { page: t("recipes:list.title") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return recipeWizardAction(request, context, await request.formData());
}

export default function Recipes() {
  const { t } = useTranslation("recipes");
  const { query, recipes, matching, total, categories, ingredients } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { wizard: WizardResult } | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { to } = dialogLinks("/recipes", searchParams);
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/recipes" &&
    !navigation.location.search.includes("action=");
  const filtered = Boolean(
    query.q || query.category || query.ingredients.length || query.free.length || query.diets.length,
  );
  const pages = Math.max(1, Math.ceil(matching / RECIPE_GRID_PAGE_SIZE));
  const chosenNames = ingredients
    .filter((ingredient) => query.ingredients.includes(ingredient.id))
    .map((ingredient) => ingredient.name);

  return (
    <>
      <PageHeader title={t("list.title")} subtitle={t("list.subtitle")}>
        <div className="form-actions">
          <ButtonLink to="/recipes/import" tone="secondary">
            {t("list.import")}
          </ButtonLink>
          <ButtonLink to={to({ action: "create" })} tone="primary" preventScrollReset>
            {t("list.create")}
          </ButtonLink>
        </div>
      </PageHeader>

      <FilterPanel
        label={t("list.filterLabel")}
        live
        submit={{ label: t("list.search"), className: "btn-primary" }}
        actions={
          <>
            <ButtonLink to={to({ select: "ingredients" })} tone="secondary" preventScrollReset>
              {query.ingredients.length
                ? t("list.ingredientsChosen", { chosen: query.ingredients.length })
                : t("list.ingredients")}
            </ButtonLink>
            <ButtonLink to="/recipes" tone="ghost">
              {t("list.clearFilters")}
            </ButtonLink>
          </>
        }
        after={
          chosenNames.length ? <p className="subtitle">{t("list.with", { names: chosenNames.join(", ") })}</p> : null
        }
      >
        {query.ingredients.length ? <input type="hidden" name="ing" value={query.ingredients.join(",")} /> : null}
        <Field
          label={t("list.search")}
          id="recipe-search"
          name="q"
          type="search"
          placeholder={t("list.searchPlaceholder")}
          defaultValue={query.q}
        />
        <Field
          label={t("list.category")}
          id="recipe-category-filter"
          name="category"
          defaultValue={query.category ?? ""}
          options={[
            ["", t("list.allCategories")],
            ...categories.map((category) => [category.id, categoryDisplayName(t, category.name)] as const),
          ]}
        />
        <Field
          label={t("list.diet")}
          id="recipe-diet-filter"
          name="diet"
          defaultValue={query.diets[0] ?? ""}
          options={[["", t("list.anyDiet")], ...DIETS.map((diet) => [diet, dietName(t, diet)] as const)]}
        />
        <Field
          label={t("list.freeOf")}
          id="recipe-allergen-filter"
          name="free"
          defaultValue={query.free[0] ?? ""}
          options={[["", t("list.noAllergen")], ...ALLERGENS.map((key) => [key, allergenName(t, key)] as const)]}
        />
      </FilterPanel>

      <p className="count-line">{t("list.showing", { matching, count: total })}</p>

      {loading ? (
        <div className="card-grid">
          <Skeletons count={8} />
        </div>
      ) : recipes.length === 0 ? (
        filtered ? (
          <StatePanel title={t("list.noResults")} message={t("list.noResultsMessage")}>
            <ButtonLink to="/recipes" tone="secondary">
              {t("list.clearSearch")}
            </ButtonLink>
          </StatePanel>
        ) : (
          <StatePanel title={t("list.empty")} message={t("list.emptyMessage")}>
            <ButtonLink to={to({ action: "create" })} tone="primary">
              {t("list.create")}
            </ButtonLink>
          </StatePanel>
        )
      ) : (
        // The cards are links only: kept as the server wrote them while the page hydrates.
        <ServerRendered as="div" className="card-grid" version={() => JSON.stringify(recipes)}>
          {() =>
            recipes.map((recipe, index) => (
              <article
                key={recipe.id}
                className={`card recipe-card cat-${categoryDisplayGroup(recipe.category?.name)}`}
              >
                <RecipePhoto className="card-photo" image={recipe.image ?? null} alt="" priority={index === 0} />
                <p className="meta">{categoryDisplayName(t, recipe.category?.name)}</p>
                <h2>
                  <RowLink to={`/recipes/${encodeURIComponent(recipe.slug)}`} className="stretched" dir="auto">
                    {recipe.title}
                  </RowLink>
                </h2>
                <p dir="auto">{recipe.description}</p>
                <p className="meta">{t("list.ingredientCount", { count: recipe.ingredients.length })}</p>
                <div className="ingredient-chips">
                  {recipe.ingredients.slice(0, CHIPS_SHOWN).map((ingredient) => (
                    <span key={ingredient.id}>{ingredient.name}</span>
                  ))}
                  {recipe.ingredients.length > CHIPS_SHOWN ? (
                    <span>{t("list.more", { count: recipe.ingredients.length - CHIPS_SHOWN })}</span>
                  ) : null}
                </div>
              </article>
            ))
          }
        </ServerRendered>
      )}

      <Pager
        label={t("list.pages")}
        page={query.page}
        pages={pages}
        window={MAX_PAGE_BUTTONS}
        to={(page) => to({ page })}
      />

      {searchParams.get("select") === "ingredients" ? (
        <IngredientSelector
          ingredients={ingredients}
          selected={query.ingredients}
          closeTo={to({ select: null })}
          keep={Object.fromEntries(
            Object.entries({ q: query.q, category: query.category ? String(query.category) : "" }).filter(
              ([, value]) => value,
            ),
          )}
        />
      ) : null}
      {searchParams.get("action") === "create" ? (
        <RecipeWizard
          closeTo={to({ action: null })}
          categories={categories.map((category) => category.name)}
          catalogue={ingredients.map((ingredient) => ingredient.name)}
          result={actionData?.wizard ?? null}
        />
      ) : null}
    </>
  );
}
