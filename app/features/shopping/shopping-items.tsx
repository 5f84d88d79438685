import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useUnits } from "~/components/use-units";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { callGraphQL, requireUser } from "~/api.server";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { ProgressBar } from "./components/progress-bar";
import { CatalogueLinks, ItemCheckbox } from "./components/shopping";
import { StatePanel } from "~/components/states";
import { formatEuros, percentOf } from "./lib/money";
import { ShoppingItemsQuery, type ShoppingItemData } from "~/graphql/shopping.server";
import { shoppingAction } from "./shopping.server";
import { Stats } from "~/components/stats";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/button-link";
import { lineLabel } from "./lib/amounts";

export const meta: MetaFunction = () => [{ title: "Shopping Items · Larder" }];

const SORTS = { created: "Date Created", name: "Name", quantity: "Quantity", list: "Shopping List" } as const;
const STATUSES = Object.entries({ all: "All Items", pending: "Pending", completed: "Completed" });
const ORDERS = Object.entries({ desc: "Descending", asc: "Ascending" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const p = new URL(request.url).searchParams;
  const q = (p.get("q") ?? "").trim().toLowerCase();
  const status = p.get("status") === "pending" || p.get("status") === "completed" ? p.get("status")! : "all";
  const sort = (Object.keys(SORTS) as (keyof typeof SORTS)[]).includes(p.get("sort") as keyof typeof SORTS)
    ? (p.get("sort") as keyof typeof SORTS)
    : "created";
  // Newest first (created_at descending) unless asked otherwise.
  const order = p.get("order") === "asc" ? "asc" : "desc";
  const { shoppingItems: all } = await callGraphQL(request, context, ShoppingItemsQuery);
  const shown = all.filter(
    (item) =>
      (status === "all" || item.is_bought === (status === "completed")) &&
      (!q ||
        item.name.toLowerCase().includes(q) ||
        item.list_name.toLowerCase().includes(q) ||
        item.type.toLowerCase().includes(q)),
  );
  const key = (item: ShoppingItemData): string | number =>
    sort === "name"
      ? item.name.toLowerCase()
      : sort === "quantity"
        ? item.quantity
        : sort === "list"
          ? item.list_name.toLowerCase()
          : item.created_at;
  shown.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const diff = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return (order === "asc" ? diff : -diff) || b.id - a.id;
  });
  return json({
    items: shown,
    query: { q: p.get("q") ?? "", status, sort, order },
    summary: { total: all.length, completed: all.filter((item) => item.is_bought).length },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  return shoppingAction(request, context, await request.formData(), `${url.pathname}${url.search}`);
}

export default function ShoppingItems() {
  const { items, query, summary } = useLoaderData<typeof loader>();
  const units = useUnits();
  const [searchParams] = useSearchParams();
  const byList = new Map<number, ShoppingItemData[]>();
  for (const item of items) byList.set(item.list_id, [...(byList.get(item.list_id) ?? []), item]);

  return (
    <>
      <PageHeader title="Shopping Items" subtitle="Everything on all your lists">
        <div className="form-actions">
          <ButtonLink to="/shopping-lists?action=create" tone="primary">
            New List
          </ButtonLink>
          <CatalogueLinks />
        </div>
      </PageHeader>
      <Stats
        figures={[
          [summary.total, "Total Items"],
          [summary.completed, "Completed"],
          [summary.total - summary.completed, "Pending"],
        ]}
      />
      <FilterPanel
        label="Filter items"
        live
        submit={{ label: "Apply", className: "btn-primary" }}
        actions={
          <ButtonLink to="/shopping-items" tone="secondary">
            Clear
          </ButtonLink>
        }
      >
        <Field
          label="Search"
          id="item-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Search items..."
        />
        <Field label="Status" id="item-status" name="status" defaultValue={query.status} options={STATUSES} />
        <Field label="Sort by" id="item-sort" name="sort" defaultValue={query.sort} options={Object.entries(SORTS)} />
        <Field label="Order" id="item-order" name="order" defaultValue={query.order} options={ORDERS} />
      </FilterPanel>
      {items.length === 0 ? (
        <StatePanel
          title="No results found"
          message={searchParams.size ? "Try adjusting your search or filters." : "Your lists have no items yet."}
        />
      ) : (
        [...byList.entries()].map(([listId, listItems]) => {
          const done = listItems.filter((item) => item.is_bought).length;
          return (
            <section key={listId} className="card day-group" aria-label={listItems[0]!.list_name}>
              <div className="inline-fields" style={{ justifyContent: "space-between" }}>
                <h2>{listItems[0]!.list_name}</h2>
                <Link to={`/shopping-lists/${listId}`}>View List</Link>
              </div>
              <ProgressBar percent={percentOf(done, listItems.length)} label={`${listItems[0]!.list_name} progress`} />
              {listItems.map((item) => (
                <div key={item.id} className={`item-row${item.is_bought ? " bought" : ""}`}>
                  <ItemCheckbox item={item} />
                  <span className="item-name">{lineLabel({ ...item, units }).name}</span>
                  <span className="meta">
                    {[lineLabel({ ...item, units }).amount, item.type, formatEuros(item.price)]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </div>
              ))}
            </section>
          );
        })
      )}
    </>
  );
}
