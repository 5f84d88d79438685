import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ifRefused, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { IngredientDialog } from "./components/ingredient-dialog";
import { StatePanel } from "~/components/states";
import type { IngredientData } from "~/graphql/ingredients.server";
import { dispatchIntent } from "~/utils/form.server";
import { dialogLinks } from "~/utils/url";
import {
  deleteIngredient,
  filterCatalogue,
  loadCatalogue,
  readCatalogueQuery,
  saveIngredient,
  type IngredientReply,
} from "./ingredients.server";
import { TableHead } from "~/components/table-head";
import { Stats } from "~/components/stats";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/button-link";
import { EditIcon } from "~/components/icons";
import { RowAction, RowMenu, RowMenuDelete } from "~/components/row-menu";

export const meta: MetaFunction = () => [{ title: "Ingredients · Larder" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  const query = readCatalogueQuery(url);
  const id = Number(url.searchParams.get("id")) || 0;
  const deleting = url.searchParams.get("action") === "delete" ? id : 0;
  const editing = url.searchParams.get("action") === "edit" ? id : 0;
  const focused = await ifRefused(loadCatalogue(request, context, deleting, editing), () => null, ["NOT_FOUND"]);
  // Another group's (or a deleted) ingredient in the URL: the catalogue without the dialog.
  const {
    getAllIngredients: all,
    getAllIngredientGroups: groups,
    usage,
    foods,
  } = focused.ok ? focused.data : await loadCatalogue(request, context);
  return json({
    query,
    shown: filterCatalogue(all, query),
    total: all.length,
    groups,
    withNutrition: all.filter((ingredient) => ingredient.calories_per_100g !== null).length,
    selected: all.find((ingredient) => ingredient.id === id) ?? null,
    recipesUsingSelected: usage?.recipe_count ?? 0,
    foods: foods ?? null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  return dispatchIntent(form, {
    create: () => saveIngredient(request, context, form, "create"),
    edit: () => saveIngredient(request, context, form, "edit"),
    delete: () => deleteIngredient(request, context, form),
  });
}

const SORTS = Object.entries({ name: "Name", group: "Group", created: "Date Created" });
const ORDERS = Object.entries({ asc: "A-Z", desc: "Z-A" });
const VIEWS = [
  ["grouped", "Grouped"],
  ["list", "List"],
] as const;

type ToParams = (changes: Record<string, string | number | null>) => string;

/** Edit of one ingredient in sight, Delete behind its ⋯ menu, in both views: links that open the dialogs. */
function IngredientActions({ id, name, to }: { id: number; name: string; to: ToParams }) {
  return (
    <>
      <RowAction to={to({ action: "edit", id })} icon={<EditIcon size={16} />}>
        Edit
      </RowAction>
      <RowMenu label={name}>
        <RowMenuDelete to={to({ action: "delete", id })} />
      </RowMenu>
    </>
  );
}

function IngredientCard({ ingredient, to }: { ingredient: IngredientData; to: ToParams }) {
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
        <IngredientActions id={ingredient.id} name={ingredient.name} to={to} />
      </div>
    </article>
  );
}

export default function Ingredients() {
  const { query, shown, total, groups, withNutrition, selected, recipesUsingSelected, foods } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as IngredientReply | undefined;
  const [searchParams] = useSearchParams();
  const { to, closed: listUrl } = dialogLinks("/ingredients", searchParams, { action: null, id: null });
  const action = searchParams.get("action");
  const filtering = Boolean(query.q || query.group);

  // Grouped view: groups alphabetically, 'Ungrouped' last, each with its count.
  const sections = new Map<string, IngredientData[]>();
  for (const ingredient of shown) {
    const name = ingredient.group?.name ?? "Ungrouped";
    sections.set(name, [...(sections.get(name) ?? []), ingredient]);
  }
  const sectionNames = [...sections.keys()].sort((a, b) =>
    a === "Ungrouped" ? 1 : b === "Ungrouped" ? -1 : a.localeCompare(b),
  );

  return (
    <>
      <PageHeader
        title="Ingredients"
        subtitle="Manage your ingredient catalog"
        create={[to({ action: "create", id: null }), "Add Ingredient"]}
      />

      <Stats
        figures={[
          [total, "Total Ingredients"],
          [groups.length, "Groups"],
          [withNutrition, "With Nutrition Info"],
        ]}
      />

      <FilterPanel
        label="Filter ingredients"
        live
        submit={{ label: "Apply", className: "btn-primary" }}
        actions={
          <ButtonLink to={`/ingredients?view=${query.view}`} tone="secondary">
            Clear
          </ButtonLink>
        }
        after={
          <div className="chips" role="group" aria-label="View">
            {VIEWS.map(([view, name]) => (
              <Link
                key={view}
                to={to({ view })}
                className={`chip${query.view === view ? " active" : ""}`}
                aria-current={query.view === view ? "page" : undefined}
              >
                {name}
              </Link>
            ))}
          </div>
        }
      >
        <input type="hidden" name="view" value={query.view} />
        <Field
          label="Search"
          id="ingredient-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search ingredients..."
        />
        <Field
          label="Group"
          id="group-filter"
          name="group"
          defaultValue={query.group}
          options={[
            ["", "All Groups"],
            ...groups.map((group) => [group.id, group.name] as const),
            ["none", "Ungrouped"],
          ]}
        />
        <Field label="Sort by" id="sort" name="sort" defaultValue={query.sort} options={SORTS} />
        <Field label="Order" id="order" name="order" defaultValue={query.order} options={ORDERS} />
      </FilterPanel>

      <p className="count-line">
        Showing {shown.length} of {total} ingredients
      </p>

      {shown.length === 0 ? (
        <StatePanel
          title="No ingredients found"
          message={filtering ? "Try adjusting your search or filters" : "Start building your ingredient catalog"}
        >
          {filtering ? (
            <ButtonLink to={`/ingredients?view=${query.view}`} tone="secondary">
              Clear Filters
            </ButtonLink>
          ) : null}
          <ButtonLink to={to({ action: "create" })} tone="primary">
            Add First Ingredient
          </ButtonLink>
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
          <TableHead columns={["Name", "Group", "Actions"]} />
          <tbody>
            {shown.map((ingredient) => (
              <tr key={ingredient.id}>
                <td>{ingredient.name}</td>
                <td>{ingredient.group?.name ?? "No group"}</td>
                <td>
                  <div className="inline-fields">
                    <IngredientActions id={ingredient.id} name={ingredient.name} to={to} />
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
          foods={action === "edit" ? foods : null}
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
