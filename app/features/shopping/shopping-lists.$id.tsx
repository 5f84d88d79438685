import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { parseAmount } from "@larder/shared/amount";
import { SECTIONS } from "@larder/contract/sections";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { callGraphQL, ifRefused, loadInItsGroup, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { ProgressBar } from "./components/progress-bar";
import { RedirectAfter } from "~/components/redirect-after";
import { ItemDialog, ItemFields, StatusBadge } from "./components/shopping";
import { ItemSections } from "./components/item-rows";
import { ProgressOverview } from "./components/progress-overview";
import { QUICK_ADD_DEFAULTS, QuickAdd } from "./components/quick-add";
import { StatusLine } from "./components/status-line";
import { EstimateText, StoreChoice } from "./components/store-choice";
import { StoresDialog } from "./components/stores-dialog";
import { ErrorPanel } from "~/components/states";
import { ShoppingListPageQuery } from "~/graphql/shopping.server";
import { useLiveList } from "~/live/use-live-list";
import type { ItemValues } from "~/offline/changes";
import { totalsOf, withChanges, type ShownItem } from "~/offline/overlay";
import { useKeptForOffline } from "~/offline/service-worker";
import { useListOutbox } from "~/offline/use-list-outbox";
import { percentOf, useEuros } from "./lib/money";
import { useFormat } from "~/i18n/format";
import { parseDay } from "~/utils/date-ranges";
import type { FormReply } from "~/utils/form.server";
import { dialogLinks, withParams } from "~/utils/url";
import { shoppingAction } from "./shopping.server";
import styles from "./shopping-list.css";
import { pageTitle } from "~/utils/page-title";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  const id = Number(params.id);
  const notFound = {
    list: null,
    catalogue: [],
    stores: [],
    title: t("pageTitle", { page: t("shopping:list.pageTitle") }),
  };
  if (!Number.isInteger(id) || id <= 0) return json(notFound, { status: 404 });
  const page = await loadInItsGroup(request, context, { shopping_list_id: id }, async () => {
    const loaded = await ifRefused(callGraphQL(request, context, ShoppingListPageQuery, { id }), () => null);
    if (!loaded.ok || !loaded.data.shoppingList) return null;
    // The list's store files its lines in the store's order of sections; the group's stores are
    // named, to shop the list in another.
    return {
      list: loaded.data.shoppingList,
      catalogue: loaded.data.catalogue,
      stores: loaded.data.stores,
      title: t("pageTitle", { page: loaded.data.shoppingList.title }),
    };
  });
  return page ? json(page) : json(notFound, { status: 404 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const back = withParams(new URL(request.url), { item: null, delete_item: null, add: null });
  // The quick-add bar without JavaScript: an item with what it leaves out filled in.
  if (form.get("intent") === "quick-add") {
    form.set("intent", "add-item");
    if (!String(form.get("quantity") ?? "").trim()) form.set("quantity", String(QUICK_ADD_DEFAULTS.quantity));
    if (!String(form.get("unit") ?? "").trim()) form.set("unit", QUICK_ADD_DEFAULTS.unit);
    form.set("price", String(QUICK_ADD_DEFAULTS.price));
    form.set("type", QUICK_ADD_DEFAULTS.type);
  }
  return shoppingAction(request, context, form, form.get("intent") === "delete-list" ? "/shopping-lists" : back);
}

/** The five item fields of a form, as an outbox change carries them, its amount read in the page's `language`. */
function itemValuesOf(form: HTMLFormElement, language: string): ItemValues {
  const fields = new FormData(form);
  const text = (name: string) => String(fields.get(name) ?? "").trim();
  // Left out when empty: the change route then answers with the form's own message.
  const number = (name: string) => (text(name) === "" ? undefined : Number(text(name).replace(",", ".")));
  return {
    name: text("name"),
    quantity: parseAmount(text("quantity"), language) ?? undefined,
    unit: text("unit"),
    price: number("price"),
    type: text("type"),
  };
}

export default function ShoppingListDetail() {
  const { t, i18n } = useTranslation("shopping");
  const format = useFormat();
  const euros = useEuros();
  const { list, catalogue, stores } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const outbox = useListOutbox(list?.id ?? 0, list);
  const liveEnded = useLiveList(list?.id ?? 0, outbox.send);
  const [adding, setAdding] = useState(searchParams.get("add") === "1" || actionData?.intent === "add-item");
  useEffect(() => {
    if (actionData?.intent === "add-item") setAdding(true);
  }, [actionData]);
  // After an item is added the inline form starts empty (it is keyed by the item count) and the
  // name takes the focus again, ready for the next item; a second tap cannot add a duplicate.
  const itemCount = list?.item_count ?? 0;
  const countBefore = useRef(itemCount);
  useEffect(() => {
    if (itemCount > countBefore.current && adding) document.getElementById("add-item-name")?.focus();
    countBefore.current = itemCount;
  }, [itemCount, adding]);
  const listId = list?.id;
  useKeptForOffline(listId ? `/shopping-lists/${listId}` : null, "features/shopping/shopping-lists.$id");

  if (!list) {
    return (
      <ErrorPanel
        title={t("list.notFound")}
        message={t("list.takingYouBack")}
        link={["/shopping-lists", t("list.back")]}
      >
        <RedirectAfter to="/shopping-lists" ms={3000} />
      </ErrorPanel>
    );
  }

  const { to } = dialogLinks(`/shopping-lists/${list.id}`, searchParams);
  const tab = searchParams.get("tab") === "progress" ? "progress" : "items";
  const items = withChanges(withChanges(list.items, outbox.settled, false), outbox.queued, true);
  const totals = totalsOf(items);
  const shownById = (param: string) =>
    items.find((item) => item.id !== null && item.id === Number(searchParams.get(param)));
  const editing = shownById("item");
  const deleting = shownById("delete_item");
  // A refused store choice opens the details again, where it says why.
  const storeRefused = actionData?.intent === "choose-store" && !!actionData.error;
  const itemRef = (item: ShownItem) => (item.id !== null ? { item_id: item.id } : { item_ref: item.ref });
  // Offline, the item forms keep their change in the outbox instead of posting it.
  const saveOffline = (kind: "add" | "edit", item?: ShownItem) => (event: FormEvent<HTMLFormElement>) => {
    if (!outbox.offline) return;
    event.preventDefault();
    const values = itemValuesOf(event.currentTarget, i18n.language);
    outbox.record({ kind, item_name: item?.name ?? values.name!, values, ...(item && itemRef(item)) });
    if (kind === "edit") navigate(to({ item: null }), { replace: true, preventScrollReset: true });
    else event.currentTarget.reset();
  };

  return (
    <article className="card shopping-list">
      <p className="no-print list-back">
        <Link to="/shopping-lists">
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          {t("list.back")}
        </Link>
      </p>
      {/* A compact head, so the first items show on a phone's first screen: title, progress and
          store; the list's details and the store choice wait one tap away. */}
      <div className="list-head">
        <h1>
          <span dir="auto">{list.title}</span> <StatusBadge status={list.status} />
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
        >
          {t("actions.addItem")}
        </button>
      </div>
      <ProgressBar percent={percentOf(totals.boughtCount, totals.itemCount)} label={t("list.progress")} />
      <p className="meta list-totals">
        {[
          t("counts.items", { count: totals.itemCount }),
          t("counts.bought", { count: totals.boughtCount }),
          t("list.totalPrice", { total: euros(totals.itemsTotal) }),
        ].join(" · ")}
        {list.store ? (
          <EstimateText estimate={list.estimate} store={list.store.name} itemsTotal={totals.itemsTotal} />
        ) : null}
      </p>
      <details className="list-details" open={storeRefused || undefined}>
        <summary>
          {list.store ? (
            <span className="list-store">
              {t("storeChoice.shoppingAt")} <strong>{list.store.name}</strong>
            </span>
          ) : null}
          <span className="list-details-label">{t("list.details")}</span>
        </summary>
        {list.description ? <p>{list.description}</p> : null}
        <p className="meta">
          {list.start_date && list.end_date
            ? `${format.date(parseDay(list.start_date) ?? list.start_date)} – ${format.date(parseDay(list.end_date) ?? list.end_date)}`
            : t("list.noDates")}
        </p>
        {list.store ? (
          <StoreChoice
            listId={list.id}
            store={list.store}
            stores={stores}
            manageTo={to({ stores: 1 })}
            error={actionData?.intent === "choose-store" ? actionData.error : null}
          />
        ) : null}
      </details>
      <StatusLine status={liveEnded ?? outbox.status} failures={outbox.failures} onDismiss={outbox.dismissFailures} />

      {adding ? (
        <Form
          key={`add-${itemCount}`}
          method="post"
          className="card"
          preventScrollReset
          aria-label={t("list.addItem")}
          onSubmit={saveOffline("add")}
        >
          <input type="hidden" name="intent" value="add-item" />
          <input type="hidden" name="list_id" value={list.id} />
          <ItemFields
            values={actionData?.intent === "add-item" ? actionData.values : { type: "Other", price: "0" }}
            fields={actionData?.intent === "add-item" ? actionData.fields : {}}
            idPrefix="add-item"
          />
          {actionData?.intent === "add-item" && actionData.error ? (
            <p className="form-error">{actionData.error}</p>
          ) : null}
          <button type="submit" className="btn btn-primary">
            {t("actions.add")}
          </button>
        </Form>
      ) : (
        <noscript>
          <Link to={to({ add: 1 })}>{t("list.addAnItem")}</Link>
        </noscript>
      )}

      <nav className="tabs" role="tablist">
        <Link to={to({ tab: null })} role="tab" aria-selected={tab === "items"} replace preventScrollReset>
          {t("list.itemsTab")}
        </Link>
        <Link to={to({ tab: "progress" })} role="tab" aria-selected={tab === "progress"} replace preventScrollReset>
          {t("progress.title")}
        </Link>
      </nav>

      {tab === "items" ? (
        <>
          {items.length === 0 ? (
            <p className="subtitle">{t("list.empty")}</p>
          ) : (
            <ItemSections
              items={items}
              sectionOrder={list.store?.section_order ?? SECTIONS}
              linkTo={to}
              onTick={(item, bought) =>
                outbox.record({ kind: "tick", item_name: item.name, values: { is_bought: bought }, ...itemRef(item) })
              }
              onDelete={(item) => outbox.record({ kind: "delete", item_name: item.name, values: {}, ...itemRef(item) })}
            />
          )}
          {/* After the items, held at the bottom of the screen while they scroll (the CSS). */}
          <QuickAdd
            listId={list.id}
            catalogue={catalogue}
            onAdd={(values) => outbox.record({ kind: "add", item_name: values.name, values })}
          />
        </>
      ) : (
        <ProgressOverview items={items} totals={totals} budgetCents={list.total_price} />
      )}

      {editing && editing.id !== null ? (
        <ItemDialog
          item={{ ...editing, id: editing.id }}
          closeTo={to({ item: null })}
          error={actionData?.intent === "edit-item" ? actionData.error : null}
          fields={actionData?.intent === "edit-item" ? actionData.fields : {}}
          values={actionData?.intent === "edit-item" ? actionData.values : null}
          onSubmit={saveOffline("edit", editing)}
          offline={outbox.offline}
        />
      ) : null}
      {searchParams.get("stores") === "1" && list.store ? (
        <StoresDialog
          listId={list.id}
          stores={stores}
          store={list.store}
          closeTo={to({ stores: null })}
          reply={actionData?.intent.endsWith("-store") ? actionData : undefined}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("item.deleteTitle")}
          message={t("item.confirmDelete", { name: deleting.name })}
          cancelTo={to({ delete_item: null })}
          hidden={{ intent: "delete-item", id: deleting.id!, name: deleting.name }}
        />
      ) : null}
    </article>
  );
}
