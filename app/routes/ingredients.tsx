import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { DataRequestError, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { IngredientDialog } from "~/components/ingredient-dialog";
import { StatePanel } from "~/components/states";
import { withParams } from "~/utils/url";
import {
  deleteIngredient,
  filterCatalogue,
  loadCatalogue,
  readCatalogueQuery,
  saveIngredient,
  type IngredientFormResult,
  type IngredientView,
} from "./ingredients.server";

export const meta: MetaFunction = () => [{ title: "Ingredients · Larder" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  const query = readCatalogueQuery(url);
  const id = Number(url.searchParams.get("id")) || 0;
  const deleting = url.searchParams.get("action") === "delete" ? id : 0;
  const {
    getAllIngredients: all,
    getAllIngredientGroups: groups,
    usage,
  } = await loadCatalogue(request, context, deleting).catch(async (error) => {
    // Another group's (or a deleted) ingredient in the URL: the catalogue without the dialog.
    if (error instanceof DataRequestError && error.code === "NOT_FOUND") return loadCatalogue(request, context);
    throw error;
  });
  return json({
    query,
    shown: filterCatalogue(all, query),
    total: all.length,
    groups,
    withNutrition: all.filter((ingredient) => ingredient.calories_per_100g !== null).length,
    selected: all.find((ingredient) => ingredient.id === id) ?? null,
    recipesUsingSelected: usage?.recipe_count ?? 0,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create" || intent === "edit") return saveIngredient(request, context, form, intent);
  if (intent === "delete") return deleteIngredient(request, context, form);
  return json({ intent: "unknown", error: "Unknown action.", fields: {}, values: {} }, { status: 400 });
}

type ToParams = (changes: Record<string, string | number | null>) => string;

/** Edit and Delete of one ingredient, in both views: links that open the dialogs. */
function IngredientActions({ id, to }: { id: number; to: ToParams }) {
  return (
    <>
      <Link to={to({ action: "edit", id })} className="btn btn-secondary btn-small" preventScrollReset>
        Edit
      </Link>
      <Link to={to({ action: "delete", id })} className="btn btn-danger btn-small" preventScrollReset>
        Delete
      </Link>
    </>
  );
}

function IngredientCard({ ingredient, to }: { ingredient: IngredientView; to: ToParams }) {
  return (
    <article className="card ingredient-card">
      <h3>{ingredient.name}</h3>
      <p className="meta">{ingredient.type}</p>
      {ingredient.description ? <p>{ingredient.description}</p> : null}
      {ingredient.default_unit ? <p className="meta">Default unit: {ingredient.default_unit}</p> : null}
      {ingredient.calories_per_100g !== null ? (
        <p className="meta">Calories: {ingredient.calories_per_100g}/100g</p>
      ) : null}
      <div className="card-actions">
        <IngredientActions id={ingredient.id} to={to} />
      </div>
    </article>
  );
}

export default function Ingredients() {
  const { query, shown, total, groups, withNutrition, selected, recipesUsingSelected } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as IngredientFormResult | undefined;
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const here = `/ingredients?${searchParams}`;
  const to = (changes: Record<string, string | number | null>) => withParams(here, changes);
  const listUrl = to({ action: null, id: null });
  const action = searchParams.get("action");
  const filtering = Boolean(query.q || query.group);

  // Grouped view: groups alphabetically, 'Ungrouped' last, each with its count.
  const sections = new Map<string, IngredientView[]>();
  for (const ingredient of shown) {
    const name = ingredient.group?.name ?? "Ungrouped";
    sections.set(name, [...(sections.get(name) ?? []), ingredient]);
  }
  const sectionNames = [...sections.keys()].sort((a, b) =>
    a === "Ungrouped" ? 1 : b === "Ungrouped" ? -1 : a.localeCompare(b),
  );

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Ingredients</h1>
          <p className="subtitle">Manage your ingredient catalog</p>
        </div>
        <Link to={to({ action: "create", id: null })} className="btn btn-primary" preventScrollReset>
          Add Ingredient
        </Link>
      </div>

      <div className="stats">
        <div className="card stat">
          <strong>{total}</strong> Total Ingredients
        </div>
        <div className="card stat">
          <strong>{groups.length}</strong> Groups
        </div>
        <div className="card stat">
          <strong>{withNutrition}</strong> With Nutrition Info
        </div>
      </div>

      <section className="card filter-panel" aria-label="Filter ingredients">
        <Form
          method="get"
          className="filter-row"
          onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
        >
          <input type="hidden" name="view" value={query.view} />
          <div className="field">
            <label htmlFor="ingredient-search">Search</label>
            <input
              id="ingredient-search"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder="Search ingredients..."
            />
          </div>
          <div className="field">
            <label htmlFor="group-filter">Group</label>
            <select id="group-filter" name="group" defaultValue={query.group}>
              <option value="">All Groups</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
              <option value="none">Ungrouped</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="sort">Sort by</label>
            <select id="sort" name="sort" defaultValue={query.sort}>
              <option value="name">Name</option>
              <option value="group">Group</option>
              <option value="created">Date Created</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="order">Order</label>
            <select id="order" name="order" defaultValue={query.order}>
              <option value="asc">A-Z</option>
              <option value="desc">Z-A</option>
            </select>
          </div>
          <noscript>
            <button type="submit" className="btn btn-primary">
              Apply
            </button>
          </noscript>
          <Link to={`/ingredients?view=${query.view}`} className="btn btn-secondary">
            Clear
          </Link>
        </Form>
        <div className="chips" role="group" aria-label="View">
          <Link
            to={to({ view: "grouped" })}
            className={`chip${query.view === "grouped" ? " active" : ""}`}
            aria-current={query.view === "grouped" ? "page" : undefined}
          >
            Grouped
          </Link>
          <Link
            to={to({ view: "list" })}
            className={`chip${query.view === "list" ? " active" : ""}`}
            aria-current={query.view === "list" ? "page" : undefined}
          >
            List
          </Link>
        </div>
      </section>

      <p className="count-line">
        Showing {shown.length} of {total} ingredients
      </p>

      {shown.length === 0 ? (
        <StatePanel
          title="No ingredients found"
          message={filtering ? "Try adjusting your search or filters" : "Start building your ingredient catalog"}
        >
          {filtering ? (
            <Link to={`/ingredients?view=${query.view}`} className="btn btn-secondary">
              Clear Filters
            </Link>
          ) : null}
          <Link to={to({ action: "create" })} className="btn btn-primary">
            Add First Ingredient
          </Link>
        </StatePanel>
      ) : query.view === "grouped" ? (
        sectionNames.map((name) => (
          <section key={name} className="day-group" aria-label={name}>
            <h2>
              {name} <span className="badge">{sections.get(name)!.length}</span>
            </h2>
            <div className="card-grid">
              {sections.get(name)!.map((ingredient) => (
                <IngredientCard key={ingredient.id} ingredient={ingredient} to={to} />
              ))}
            </div>
          </section>
        ))
      ) : (
        <table className="data">
          <thead>
            <tr>
              <th>Name</th>
              <th>Group</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((ingredient) => (
              <tr key={ingredient.id}>
                <td>{ingredient.name}</td>
                <td>{ingredient.group?.name ?? "No group"}</td>
                <td>
                  <div className="inline-fields">
                    <IngredientActions id={ingredient.id} to={to} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {action === "create" || (action === "edit" && selected) ? (
        <IngredientDialog
          key={`${action}-${selected?.id ?? ""}`}
          ingredient={action === "edit" ? selected : null}
          groups={groups}
          closeTo={listUrl}
          error={actionData && actionData.intent !== "delete" ? actionData.error : null}
          fields={actionData && actionData.intent !== "delete" ? actionData.fields : {}}
          values={actionData && actionData.intent !== "delete" ? actionData.values : null}
        />
      ) : null}
      {action === "delete" && selected ? (
        actionData?.inUse ? (
          <ConfirmDialog
            title="Ingredient in use"
            message={`${actionData.error} Delete it anyway and remove it from those recipes and lists?`}
            confirmLabel="Delete anyway"
            cancelTo={listUrl}
            hidden={{ intent: "delete", id: selected.id, detach: "1" }}
          />
        ) : (
          <ConfirmDialog
            title="Delete Ingredient"
            message={
              recipesUsingSelected
                ? `"${selected.name}" is used by ${recipesUsingSelected} recipe${recipesUsingSelected === 1 ? "" : "s"}: deleting it removes it from ${recipesUsingSelected === 1 ? "that recipe" : "those recipes"}. Are you sure you want to delete "${selected.name}"? This action cannot be undone.`
                : `Are you sure you want to delete "${selected.name}"? This action cannot be undone.`
            }
            cancelTo={listUrl}
            hidden={
              recipesUsingSelected
                ? { intent: "delete", id: selected.id, detach: "1" }
                : { intent: "delete", id: selected.id }
            }
          />
        )
      ) : null}
    </>
  );
}
