import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
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
import { ALLERGEN_NAMES, DIET_NAMES } from "./lib/allergen-names";
import { ALLERGENS, DIETS } from "@larder/shared/allergen-list";
import { RECIPE_GRID_PAGE_SIZE } from "~/utils/paging";
import { dialogLinks } from "~/utils/url";
import { loadRecipesPage, readRecipesQuery, recipeWizardAction } from "./recipes.server";
import { PageHeader } from "~/components/page-header";
import { RecipePhoto } from "~/components/recipe-photo";
import { ButtonLink } from "~/components/button-link";

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
      <PageHeader title="Recipes" subtitle="Your collection, ready to plan from">
        <div className="form-actions">
          <ButtonLink to="/recipes/import" tone="secondary">
            Import
          </ButtonLink>
          <ButtonLink to={to({ action: "create" })} tone="primary" preventScrollReset>
            Create Recipe
          </ButtonLink>
        </div>
      </PageHeader>

      <FilterPanel
        label="Filter recipes"
        live
        submit={{ label: "Search", className: "btn-primary" }}
        actions={
          <>
            <ButtonLink to={to({ select: "ingredients" })} tone="secondary" preventScrollReset>
              Ingredients{query.ingredients.length ? ` (${query.ingredients.length})` : ""}
            </ButtonLink>
            <ButtonLink to="/recipes" tone="ghost">
              Clear Filters
            </ButtonLink>
          </>
        }
        after={chosenNames.length ? <p className="subtitle">With: {chosenNames.join(", ")}</p> : null}
      >
        {query.ingredients.length ? <input type="hidden" name="ing" value={query.ingredients.join(",")} /> : null}
        <Field
          label="Search"
          id="recipe-search"
          name="q"
          type="search"
          placeholder="Search by name or description"
          defaultValue={query.q}
        />
        <Field
          label="Category"
          id="recipe-category-filter"
          name="category"
          defaultValue={query.category ?? ""}
          options={[
            ["", "All Categories"],
            ...categories.map((category) => [category.id, categoryDisplayName(category.name)] as const),
          ]}
        />
        <Field
          label="Diet"
          id="recipe-diet-filter"
          name="diet"
          defaultValue={query.diets[0] ?? ""}
          options={[["", "Any diet"], ...DIETS.map((diet) => [diet, DIET_NAMES[diet]] as const)]}
        />
        <Field
          label="Free of"
          id="recipe-allergen-filter"
          name="free"
          defaultValue={query.free[0] ?? ""}
          options={[["", "No allergen left out"], ...ALLERGENS.map((key) => [key, ALLERGEN_NAMES[key]] as const)]}
        />
      </FilterPanel>

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
            <ButtonLink to="/recipes" tone="secondary">
              Clear search
            </ButtonLink>
          </StatePanel>
        ) : (
          <StatePanel title="No recipes yet" message="Create your first recipe to start planning meals.">
            <ButtonLink to={to({ action: "create" })} tone="primary">
              Create Recipe
            </ButtonLink>
          </StatePanel>
        )
      ) : (
        // The cards are links only: kept as the server wrote them while the page hydrates.
        <ServerRendered as="div" className="card-grid" version={JSON.stringify(recipes)}>
          {() =>
            recipes.map((recipe, index) => (
              <article
                key={recipe.id}
                className={`card recipe-card cat-${categoryDisplayGroup(recipe.category?.name)}`}
              >
                <RecipePhoto className="card-photo" image={recipe.image ?? null} alt="" priority={index === 0} />
                <p className="meta">{categoryDisplayName(recipe.category?.name)}</p>
                <h2>
                  <RowLink to={`/recipes/${encodeURIComponent(recipe.slug)}`} className="stretched">
                    {recipe.title}
                  </RowLink>
                </h2>
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
            ))
          }
        </ServerRendered>
      )}

      <Pager
        label="Recipe pages"
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
