import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { requireUser } from "~/api.server";
import { RowLink } from "~/components/row-link";
import { IngredientSelector } from "~/components/ingredient-selector";
import { RecipeWizard, type WizardResult } from "~/components/recipe-wizard";
import { Skeletons, StatePanel } from "~/components/states";
import { categoryDisplayGroup, categoryDisplayName } from "~/utils/recipe-categories";
import { pageWindow } from "~/utils/recipe-wizard";
import { RECIPE_GRID_PAGE_SIZE } from "~/utils/paging";
import { withParams } from "~/utils/url";
import { loadRecipesPage, readRecipesQuery, recipeWizardAction } from "./recipes.server";

export const meta: MetaFunction = () => [{ title: "Recipes · Larder" }];

const CHIPS_SHOWN = 10;
const MAX_PAGE_BUTTONS = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const query = readRecipesQuery(new URL(request.url));
  const data = await loadRecipesPage(request, context, query);
  return json({ query, ...data });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return recipeWizardAction(request, context, await request.formData());
}

export default function Recipes() {
  const { query, recipes, matching, total, categories, ingredients } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { wizard: WizardResult } | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const here = `/recipes?${searchParams}`;
  const to = (changes: Record<string, string | number | null>) => withParams(here, changes);
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/recipes" &&
    !navigation.location.search.includes("action=");
  const filtered = Boolean(query.q || query.category || query.ingredients.length);
  const pages = Math.max(1, Math.ceil(matching / RECIPE_GRID_PAGE_SIZE));
  const chosenNames = ingredients
    .filter((ingredient) => query.ingredients.includes(ingredient.id))
    .map((ingredient) => ingredient.name);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Recipes</h1>
          <p className="subtitle">Your collection, ready to plan from</p>
        </div>
        <Link to={to({ action: "create" })} className="btn btn-primary" preventScrollReset>
          Create Recipe
        </Link>
      </div>

      <section className="card filter-panel" aria-label="Filter recipes">
        <Form
          method="get"
          className="filter-row"
          onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
        >
          {query.ingredients.length ? <input type="hidden" name="ing" value={query.ingredients.join(",")} /> : null}
          <div className="field">
            <label htmlFor="recipe-search">Search</label>
            <input
              id="recipe-search"
              name="q"
              type="search"
              placeholder="Search by name or description"
              defaultValue={query.q}
            />
          </div>
          <div className="field">
            <label htmlFor="recipe-category-filter">Category</label>
            <select id="recipe-category-filter" name="category" defaultValue={query.category ?? ""}>
              <option value="">All Categories</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {categoryDisplayName(category.name)}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </noscript>
          <Link to={to({ select: "ingredients" })} className="btn btn-secondary" preventScrollReset>
            Ingredients{query.ingredients.length ? ` (${query.ingredients.length})` : ""}
          </Link>
          <Link to="/recipes" className="btn btn-ghost">
            Clear Filters
          </Link>
        </Form>
        {chosenNames.length ? <p className="subtitle">With: {chosenNames.join(", ")}</p> : null}
      </section>

      <p className="count-line">
        Showing {matching} of {total} recipes
      </p>

      {loading ? (
        <div className="card-grid">
          <Skeletons count={8} />
        </div>
      ) : recipes.length === 0 ? (
        filtered ? (
          <StatePanel title="No results found" message="No recipe matches these filters.">
            <Link to="/recipes" className="btn btn-secondary">
              Clear search
            </Link>
          </StatePanel>
        ) : (
          <StatePanel title="No recipes yet" message="Create your first recipe to start planning meals.">
            <Link to={to({ action: "create" })} className="btn btn-primary">
              Create Recipe
            </Link>
          </StatePanel>
        )
      ) : (
        <div className="card-grid">
          {recipes.map((recipe) => (
            <article key={recipe.id} className={`card recipe-card cat-${categoryDisplayGroup(recipe.category?.name)}`}>
              <p className="meta">{categoryDisplayName(recipe.category?.name)}</p>
              <h3>
                <RowLink to={`/recipes/${encodeURIComponent(recipe.slug)}`} className="stretched">
                  {recipe.title}
                </RowLink>
              </h3>
              <p>{recipe.description}</p>
              <p className="meta">{recipe.ingredients.length} ingredients</p>
              <div className="ingredient-chips">
                {recipe.ingredients.slice(0, CHIPS_SHOWN).map((ingredient) => (
                  <span key={ingredient.id}>{ingredient.name}</span>
                ))}
                {recipe.ingredients.length > CHIPS_SHOWN ? (
                  <span>+{recipe.ingredients.length - CHIPS_SHOWN} more</span>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      )}

      {pages > 1 ? (
        <nav className="pager" aria-label="Recipe pages">
          {query.page > 0 ? (
            <Link to={to({ page: query.page })} className="btn btn-secondary btn-small">
              Previous
            </Link>
          ) : null}
          {pageWindow(query.page, pages, MAX_PAGE_BUTTONS).map((n) => (
            <Link
              key={n}
              to={to({ page: n + 1 })}
              className={`btn btn-small ${n === query.page ? "btn-primary" : "btn-secondary"}`}
              aria-current={n === query.page ? "page" : undefined}
            >
              {n + 1}
            </Link>
          ))}
          {query.page + 1 < pages ? (
            <Link to={to({ page: query.page + 2 })} className="btn btn-secondary btn-small">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}

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
