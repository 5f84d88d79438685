import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
import { useFormat } from "~/i18n/format";
import { textParts } from "~/features/groups/lib/text-parts";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

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
  const { t } = context.i18n;
  return json({
    title: t("pageTitle", { page: t("ingredients:title") }),
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

const SORTS = ["name", "group", "created"] as const;
const ORDERS = ["asc", "desc"] as const;
const VIEWS = ["grouped", "list"] as const;

const BREAKABLE = { overflowWrap: "anywhere" } as const;

type ToParams = (changes: Record<string, string | number | null>) => string;

/** Edit of one ingredient in sight, Delete behind its ⋯ menu, in both views: links that open the dialogs. */
function IngredientActions({ id, name, to }: { id: number; name: string; to: ToParams }) {
  const { t } = useTranslation("ingredients");
  return (
    <>
      <RowAction to={to({ action: "edit", id })} icon={<EditIcon size={16} />}>
        {t("edit")}
      </RowAction>
      <RowMenu label={name}>
        <RowMenuDelete to={to({ action: "delete", id })} label={t("delete.confirm")} />
      </RowMenu>
    </>
  );
}

function IngredientCard({ ingredient, to }: { ingredient: IngredientData; to: ToParams }) {
  const { t } = useTranslation("ingredients");
  const format = useFormat();
  return (
    <article className="card ingredient-card">
      <h3>{ingredient.name}</h3>
      <p className="meta">{ingredient.type}</p>
      {ingredient.description ? <p>{ingredient.description}</p> : null}
      {ingredient.default_unit ? (
        <p className="meta">{t("card.defaultUnit", { unit: ingredient.default_unit })}</p>
      ) : null}
      {ingredient.calories_per_100g !== null ? (
        <p className="meta">{t("card.calories", { calories: format.number(ingredient.calories_per_100g) })}</p>
      ) : null}
      <div className="card-actions">
        <IngredientActions id={ingredient.id} name={ingredient.name} to={to} />
      </div>
    </article>
  );
}

export default function Ingredients() {
  const { t } = useTranslation("ingredients");
  const { query, shown, total, groups, withNutrition, selected, recipesUsingSelected, foods } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as IngredientReply | undefined;
  const [searchParams] = useSearchParams();
  const { to, closed: listUrl } = dialogLinks("/ingredients", searchParams, { action: null, id: null });
  const action = searchParams.get("action");
  const filtering = Boolean(query.q || query.group);
  const format = useFormat();

  // Grouped view: groups alphabetically, 'Ungrouped' last, each with its count.
  const ungrouped = t("ungrouped");
  const sections = new Map<string, IngredientData[]>();
  for (const ingredient of shown) {
    const name = ingredient.group?.name ?? ungrouped;
    sections.set(name, [...(sections.get(name) ?? []), ingredient]);
  }
  const sectionNames = [...sections.keys()].sort((a, b) =>
    a === ungrouped ? 1 : b === ungrouped ? -1 : a.localeCompare(b),
  );

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} create={[to({ action: "create", id: null }), t("add")]} />

      <Stats
        figures={[
          [format.number(total), t("stats.total")],
          [format.number(groups.length), t("stats.groups")],
          [format.number(withNutrition), t("stats.withNutrition")],
        ]}
      />

      <FilterPanel
        label={t("filters.label")}
        live
        submit={{ label: t("filters.apply"), className: "btn-primary" }}
        actions={
          <ButtonLink to={`/ingredients?view=${query.view}`} tone="secondary">
            {t("filters.clear")}
          </ButtonLink>
        }
        after={
          <div className="chips" role="group" aria-label={t("filters.view")}>
            {VIEWS.map((view) => (
              <Link
                key={view}
                to={to({ view })}
                className={`chip${query.view === view ? " active" : ""}`}
                aria-current={query.view === view ? "page" : undefined}
              >
                {t(`filters.views.${view}`)}
              </Link>
            ))}
          </div>
        }
      >
        <input type="hidden" name="view" value={query.view} />
        <Field
          label={t("filters.search")}
          id="ingredient-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t("filters.searchPlaceholder")}
        />
        <Field
          label={t("filters.group")}
          id="group-filter"
          name="group"
          defaultValue={query.group}
          options={[
            ["", t("filters.allGroups")],
            ...groups.map((group) => [group.id, group.name] as const),
            ["none", ungrouped],
          ]}
        />
        <Field
          label={t("filters.sortBy")}
          id="sort"
          name="sort"
          defaultValue={query.sort}
          options={SORTS.map((sort) => [sort, t(`filters.sorts.${sort}`)] as const)}
        />
        <Field
          label={t("filters.order")}
          id="order"
          name="order"
          defaultValue={query.order}
          options={ORDERS.map((order) => [order, t(`filters.orders.${order}`)] as const)}
        />
      </FilterPanel>

      <p className="count-line">
        {textParts(t("showing", { count: total, skipInterpolation: true }), {
          shown: format.number(shown.length),
          count: format.number(total),
        })}
      </p>

      {shown.length === 0 ? (
        <StatePanel title={t("empty.title")} message={filtering ? t("empty.filtered") : t("empty.start")}>
          {filtering ? (
            <ButtonLink to={`/ingredients?view=${query.view}`} tone="secondary">
              {t("empty.clearFilters")}
            </ButtonLink>
          ) : null}
          <ButtonLink to={to({ action: "create" })} tone="primary">
            {t("empty.addFirst")}
          </ButtonLink>
        </StatePanel>
      ) : query.view === "grouped" ? (
        sectionNames.map((name) => (
          <section key={name} className="day-group" aria-label={name}>
            <h2>
              {name} <span className="badge">{format.number(sections.get(name)!.length)}</span>
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
          <TableHead columns={[t("table.name"), t("table.group"), t("table.actions")]} />
          <tbody>
            {shown.map((ingredient) => (
              <tr key={ingredient.id}>
                {/* A long name breaks where it must, so the row and its actions fit a phone. */}
                <td style={BREAKABLE}>{ingredient.name}</td>
                <td style={BREAKABLE}>{ingredient.group?.name ?? t("table.noGroup")}</td>
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
            title={t("delete.inUseTitle")}
            message={t("delete.inUseMessage", { refusal: actionData.error })}
            confirmLabel={t("delete.anyway")}
            pendingLabel={t("delete.pending")}
            cancelTo={listUrl}
            hidden={{ intent: "delete", id: selected.id, detach: "1" }}
          />
        ) : (
          <ConfirmDialog
            title={t("delete.title")}
            message={
              recipesUsingSelected
                ? t("delete.usedMessage", { name: selected.name, count: recipesUsingSelected })
                : t("delete.message", { name: selected.name })
            }
            confirmLabel={t("delete.confirm")}
            pendingLabel={t("delete.pending")}
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
