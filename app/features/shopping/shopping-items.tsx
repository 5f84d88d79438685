import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "react-i18next";
import { useUnits } from "~/components/use-units";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { callGraphQL, requireUser } from "~/api.server";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { ProgressBar } from "./components/progress-bar";
import { CatalogueLinks, ItemCheckbox } from "./components/shopping";
import { StatePanel } from "~/components/states";
import { percentOf, useEuros } from "./lib/money";
import { ShoppingItemsQuery, type ShoppingItemData } from "~/graphql/shopping.server";
import { shoppingAction } from "./shopping.server";
import { Stats } from "~/components/stats";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/button-link";
import { lineLabel } from "./lib/amounts";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

const SORTS = ["created", "name", "quantity", "list"] as const;
const STATUSES = ["all", "pending", "completed"] as const;
const ORDERS = ["desc", "asc"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const p = new URL(request.url).searchParams;
  const q = (p.get("q") ?? "").trim().toLowerCase();
  const status = p.get("status") === "pending" || p.get("status") === "completed" ? p.get("status")! : "all";
  const sort = SORTS.find((one) => one === p.get("sort")) ?? "created";
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
    title: context.i18n.t("pageTitle", { page: context.i18n.t("shopping:items.pageTitle") }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  return shoppingAction(request, context, await request.formData(), `${url.pathname}${url.search}`);
}

export default function ShoppingItems() {
  const { t, i18n } = useTranslation("shopping");
  const euros = useEuros();
  const { items, query, summary } = useLoaderData<typeof loader>();
  const units = useUnits();
  const [searchParams] = useSearchParams();
  const byList = new Map<number, ShoppingItemData[]>();
  for (const item of items) byList.set(item.list_id, [...(byList.get(item.list_id) ?? []), item]);

  return (
    <>
      <PageHeader title={t("items.title")} subtitle={t("items.subtitle")}>
        <div className="form-actions">
          <ButtonLink to="/shopping-lists?action=create" tone="primary">
            {t("items.newList")}
          </ButtonLink>
          <CatalogueLinks />
        </div>
      </PageHeader>
      <Stats
        figures={[
          [summary.total, t("items.total")],
          [summary.completed, t("items.statuses.completed")],
          [summary.total - summary.completed, t("items.statuses.pending")],
        ]}
      />
      <FilterPanel
        label={t("items.filter")}
        live
        submit={{ label: t("items.apply"), className: "btn-primary" }}
        actions={
          <ButtonLink to="/shopping-items" tone="secondary">
            {t("items.clear")}
          </ButtonLink>
        }
      >
        <Field
          label={t("search.label")}
          id="item-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t("items.searchPlaceholder")}
        />
        <Field
          label={t("status.label")}
          id="item-status"
          name="status"
          defaultValue={query.status}
          options={STATUSES.map((status) => [status, t(`items.statuses.${status}`)] as const)}
        />
        <Field
          label={t("items.sortBy")}
          id="item-sort"
          name="sort"
          defaultValue={query.sort}
          options={SORTS.map((sort) => [sort, t(`items.sorts.${sort}`)] as const)}
        />
        <Field
          label={t("items.order")}
          id="item-order"
          name="order"
          defaultValue={query.order}
          options={ORDERS.map((order) => [order, t(`items.orders.${order}`)] as const)}
        />
      </FilterPanel>
      {items.length === 0 ? (
        <StatePanel
          title={t("items.noResults")}
          message={searchParams.size ? t("items.adjustFilters") : t("items.empty")}
        />
      ) : (
        [...byList.entries()].map(([listId, listItems]) => {
          const done = listItems.filter((item) => item.is_bought).length;
          return (
            <section key={listId} className="card day-group" aria-label={listItems[0]!.list_name}>
              <div className="inline-fields" style={{ justifyContent: "space-between" }}>
                <h2>{listItems[0]!.list_name}</h2>
                <Link to={`/shopping-lists/${listId}`}>{t("items.viewList")}</Link>
              </div>
              <ProgressBar
                percent={percentOf(done, listItems.length)}
                label={t("progress.of", { name: listItems[0]!.list_name })}
              />
              {listItems.map((item) => (
                <div key={item.id} className={`item-row${item.is_bought ? " bought" : ""}`}>
                  <ItemCheckbox item={item} />
                  <span className="item-name" dir="auto">
                    {lineLabel(t, { ...item, units }, i18n.language).name}
                  </span>
                  <span className="meta">
                    {[lineLabel(t, { ...item, units }, i18n.language).amount, item.type, euros(item.price)]
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
