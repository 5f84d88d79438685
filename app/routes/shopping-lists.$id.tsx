import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { callGraphQL, DataRequestError, requireUser } from "~/api.server";
import { RowLink } from "~/components/row-link";
import { ConfirmDialog } from "~/components/dialog";
import { ProgressBar } from "~/components/progress-bar";
import { RedirectAfter } from "~/components/redirect-after";
import { ItemCheckbox, ItemDialog, ItemFields, statusClass } from "~/components/shopping";
import { ErrorPanel } from "~/components/states";
import { ShoppingListQuery, type ShoppingItemData } from "~/graphql/shopping";
import { formatEuros, percentOf } from "~/utils/money";
import type { FormReply } from "~/utils/form.server";
import { withParams } from "~/utils/url";
import { shoppingAction } from "./shopping.server";
import { Stats } from "~/components/stats";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.list?.title ?? "Shopping list"} · Larder` },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return json({ list: null }, { status: 404 });
  try {
    const { shoppingList } = await callGraphQL(request, context, ShoppingListQuery, { id });
    return json({ list: shoppingList });
  } catch (error) {
    if (error instanceof DataRequestError) return json({ list: null }, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const back = withParams(new URL(request.url), { item: null, delete_item: null, add: null });
  return shoppingAction(request, context, form, form.get("intent") === "delete-list" ? "/shopping-lists" : back);
}

export default function ShoppingListDetail() {
  const { list } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
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

  if (!list) {
    return (
      <ErrorPanel
        title="Shopping List Not Found"
        message="Taking you back to your lists..."
        link={["/shopping-lists", "Back to Shopping Lists"]}
      >
        <RedirectAfter to="/shopping-lists" ms={3000} />
      </ErrorPanel>
    );
  }

  const here = `/shopping-lists/${list.id}?${searchParams}`;
  const to = (changes: Record<string, string | number | null>) => withParams(here, changes);
  const tab = searchParams.get("tab") === "progress" ? "progress" : "items";
  const percent = percentOf(list.bought_count, list.item_count);
  const byType = new Map<string, ShoppingItemData[]>();
  for (const item of list.items) byType.set(item.type || "Other", [...(byType.get(item.type || "Other") ?? []), item]);
  const editing = list.items.find((item) => item.id === Number(searchParams.get("item")));
  const deleting = list.items.find((item) => item.id === Number(searchParams.get("delete_item")));
  const budgetLeft = list.total_price / 100 - list.spent;

  return (
    <article className="card" style={{ maxWidth: 900 }}>
      <p>
        <Link to="/shopping-lists">← Back to Shopping Lists</Link>
      </p>
      <div className="page-header">
        <div>
          <h1>
            {list.title} <span className={statusClass(list.status)}>{list.status}</span>
          </h1>
          {list.description ? <p>{list.description}</p> : null}
          <p className="meta">
            {list.start_date && list.end_date ? `${list.start_date} – ${list.end_date}` : "No dates"}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
        >
          Add Item
        </button>
      </div>
      <ProgressBar percent={percent} label="Progress" />
      <p className="meta">
        {list.item_count} items · {list.bought_count} bought · Total price {formatEuros(list.items_total)}
      </p>

      {adding ? (
        <Form key={`add-${itemCount}`} method="post" className="card" preventScrollReset aria-label="Add item">
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
            Add
          </button>
        </Form>
      ) : (
        <noscript>
          <Link to={to({ add: 1 })}>Add an item</Link>
        </noscript>
      )}

      <nav className="tabs" role="tablist">
        <Link to={to({ tab: null })} role="tab" aria-selected={tab === "items"} replace preventScrollReset>
          Shopping Items
        </Link>
        <Link to={to({ tab: "progress" })} role="tab" aria-selected={tab === "progress"} replace preventScrollReset>
          Progress Overview
        </Link>
      </nav>

      {tab === "items" ? (
        list.items.length === 0 ? (
          <p className="subtitle">No items yet. Add one, or sync this list from your meals.</p>
        ) : (
          [...byType.entries()].map(([type, items]) => (
            <section key={type} aria-label={type}>
              <h3>{type}</h3>
              {items.map((item) => (
                <div key={item.id} className={`item-row${item.is_bought ? " bought" : ""}`}>
                  <ItemCheckbox item={item} />
                  <span className="item-name">{item.name}</span>
                  <span className="meta">
                    {item.quantity} {item.unit} · {formatEuros(item.price)}
                  </span>
                  <RowLink
                    to={to({ item: item.id })}
                    className="btn btn-secondary btn-small"
                    preventScrollReset
                    aria-label={`Edit ${item.name}`}
                  >
                    Edit
                  </RowLink>
                  <RowLink
                    to={to({ delete_item: item.id })}
                    className="btn btn-ghost btn-small"
                    preventScrollReset
                    aria-label={`Delete ${item.name}`}
                    onClick={(event) => {
                      // With JavaScript the browser's own prompt asks (spec 2); without it, a dialog does.
                      event.preventDefault();
                      if (window.confirm(`Delete "${item.name}" from this list?`)) {
                        submit(
                          { intent: "delete-item", id: String(item.id), name: item.name },
                          { method: "post", preventScrollReset: true },
                        );
                      }
                    }}
                  >
                    Delete
                  </RowLink>
                </div>
              ))}
            </section>
          ))
        )
      ) : (
        <section aria-label="Progress Overview">
          <Stats
            figures={[
              [list.bought_count, "Completed"],
              [list.item_count - list.bought_count, "Remaining"],
              [`${percent}%`, "Done"],
            ]}
          />
          <h3>Price overview</h3>
          <p>
            Spent {formatEuros(list.spent)} of {formatEuros(list.items_total)}
            {/* The budget lines only when the list has a budget: without one there is nothing remaining of it. */}
            {list.total_price > 0
              ? ` · Budget ${formatEuros(list.total_price / 100)} · Remaining budget ${formatEuros(budgetLeft)}`
              : null}
          </p>
          <h3>Progress per type</h3>
          {[...byType.entries()].map(([type, items]) => {
            const done = items.filter((item) => item.is_bought).length;
            return (
              <div key={type}>
                <p className="meta">
                  {type}: {done} of {items.length}
                </p>
                <ProgressBar percent={percentOf(done, items.length)} label={`${type} progress`} />
              </div>
            );
          })}
        </section>
      )}

      {editing ? (
        <ItemDialog
          item={editing}
          closeTo={to({ item: null })}
          error={actionData?.intent === "edit-item" ? actionData.error : null}
          fields={actionData?.intent === "edit-item" ? actionData.fields : {}}
          values={actionData?.intent === "edit-item" ? actionData.values : null}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Item"
          message={`Delete "${deleting.name}" from this list?`}
          cancelTo={to({ delete_item: null })}
          hidden={{ intent: "delete-item", id: deleting.id, name: deleting.name }}
        />
      ) : null}
    </article>
  );
}
