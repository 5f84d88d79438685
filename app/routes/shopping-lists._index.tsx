import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { listInputSchema } from "@larder/schemas/shopping";
import { DataRequestError, graphql, requireUser } from "~/api.server";
import { ConfirmDialog, Modal } from "~/components/dialog";
import { ProgressBar } from "~/components/progress-bar";
import { ItemCheckbox, ItemFields, StatusSwitch, statusClass } from "~/components/shopping";
import { StatePanel } from "~/components/states";
import { dayMonthYear, hourMinute, toApiDay, toWallClock, weekOf } from "~/utils/date-ranges";
import { formatDate } from "~/utils/dates";
import { formatEuros, percentOf } from "~/utils/money";
import { withParams } from "~/utils/url";
import { todayWall } from "./meals.server";
import { ITEM_FIELDS, LIST_FIELDS, shoppingAction, type FormAnswer, type ItemView, type ListView } from "./shopping.server";

export const meta: MetaFunction = () => [{ title: "Shopping Lists · Larder" }];

const FILTERS = ["all", "pending", "active", "completed"] as const;
const DIALOG = { action: null, id: null, view: null, step: null, title: null, start: null, end: null, tab: null } as const;

type SyncPreview = {
  meals: { id: number; title: string; scheduled_date: string | null }[];
  ingredients: { id: number; name: string; quantity: number; unit: string; group: { name: string } | null; meal_ids: number[] }[];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  const p = url.searchParams;
  const status = (FILTERS as readonly string[]).includes(p.get("status") ?? "") ? p.get("status")! : "all";
  const q = (p.get("q") ?? "").trim().toLowerCase();
  const focusId = Number(p.get("view") || (["edit", "delete"].includes(p.get("action") ?? "") ? p.get("id") : 0)) || 0;
  const data = await graphql<{ shoppingLists: ListView[]; focus?: ListView & { items: ItemView[] } }>(
    request,
    context,
    `query($focus: Int!, $withFocus: Boolean!) {
      shoppingLists { ${LIST_FIELDS} }
      focus: shoppingList(id: $focus) @include(if: $withFocus) { ${LIST_FIELDS} items { ${ITEM_FIELDS} } }
    }`,
    { focus: focusId, withFocus: focusId > 0 },
  ).catch(async (error): Promise<{ shoppingLists: ListView[]; focus?: ListView & { items: ItemView[] } }> => {
    // Another group's (or a deleted) list in the URL: show the lists without the dialog.
    if (error instanceof DataRequestError && error.code === "NOT_FOUND") return graphql(request, context, `{ shoppingLists { ${LIST_FIELDS} } }`);
    throw error;
  });

  // The sync modal's steps 2 and 3 read the meals and the merged ingredients of the range.
  let sync: { errors: Record<string, string>; preview: SyncPreview | null } | null = null;
  if (p.get("action") === "sync") {
    const step = Number(p.get("step")) || 1;
    const input = { title: p.get("title") ?? "", start_date: toApiDay(p.get("start") ?? "") ?? "", end_date: toApiDay(p.get("end") ?? "") ?? "" };
    const parsed = listInputSchema.safeParse(input);
    const errors: Record<string, string> = {};
    if (step > 1 && !parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    let preview: SyncPreview | null = null;
    if (step > 1 && parsed.success) {
      // A failed fetch of meals or ingredients leaves an empty list (spec 2, sync modal).
      preview = await graphql<{ meals: SyncPreview["meals"]; ingredients: SyncPreview["ingredients"] }>(
        request,
        context,
        `query($s: String!, $e: String!) {
          meals: mealsByDateRange(start_date: $s, end_date: $e) { id title scheduled_date }
          ingredients: findIngredientsByDateRange(start_date: $s, end_date: $e) { id name quantity unit group { name } meal_ids }
        }`,
        { s: parsed.data.start_date, e: parsed.data.end_date },
      ).catch(() => ({ meals: [], ingredients: [] }));
    }
    sync = { errors, preview };
  }

  const counts = Object.fromEntries(FILTERS.map((filter) => [filter, filter === "all" ? data.shoppingLists.length : data.shoppingLists.filter((list) => list.status === filter).length]));
  const lists = data.shoppingLists.filter(
    (list) => (status === "all" || list.status === status) && (!q || list.title.toLowerCase().includes(q) || (list.description ?? "").toLowerCase().includes(q)),
  );
  const week = weekOf(todayWall(context));
  return json({ lists, counts, status, focus: data.focus ?? null, sync, week, timeZoneOffset: context.timeZoneOffset });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  return shoppingAction(request, context, await request.formData(), withParams(url, { ...DIALOG }));
}

function QuickView({ list, closeTo }: { list: ListView & { items: ItemView[] }; closeTo: string }) {
  const groups = new Map<string, ItemView[]>();
  for (const item of list.items) {
    const category = item.ingredient?.category?.name ?? item.type ?? "Other";
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  return (
    <Modal title={list.title} closeTo={closeTo}>
      {list.items.length === 0 ? <p className="subtitle">This list has no items yet.</p> : null}
      {[...groups.entries()].map(([category, items]) => (
        <section key={category}>
          <h3>{category}</h3>
          {items.map((item) => (
            <div key={item.id} className={`item-row${item.is_bought ? " bought" : ""}`}>
              {/* Ticking from the quick view only while the list is active (spec 2). */}
              {list.status === "active" ? <ItemCheckbox item={item} /> : null}
              <span className="item-name">{item.name}</span>
              <span className="meta">
                {item.quantity} {item.unit}
              </span>
            </div>
          ))}
        </section>
      ))}
      <div className="modal-actions">
        <Link to="/recipes" className="btn btn-secondary">
          Recipes
        </Link>
        <Link to="/ingredients" className="btn btn-secondary">
          Ingredients
        </Link>
        <Link to={`/shopping-lists/${list.id}`} className="btn btn-primary">
          Open list
        </Link>
      </div>
    </Modal>
  );
}

function ListDatesFields({ values, errors }: { values: { title: string; start: string; end: string }; errors: Record<string, string> }) {
  return (
    <>
      <div className="field">
        <label htmlFor="list-title">Title</label>
        <input id="list-title" name="title" defaultValue={values.title} />
        {errors.title ? <p className="field-error">{errors.title}</p> : null}
      </div>
      <div className="inline-fields">
        <div className="field">
          <label htmlFor="list-start">Start date</label>
          <input id="list-start" name="start_date" type="date" defaultValue={values.start} />
          {errors.start_date ? <p className="field-error">{errors.start_date}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="list-end">End date</label>
          <input id="list-end" name="end_date" type="date" defaultValue={values.end} />
          {errors.end_date ? <p className="field-error">{errors.end_date}</p> : null}
        </div>
      </div>
    </>
  );
}

export default function ShoppingLists() {
  const { lists, counts, status, focus, sync, week, timeZoneOffset } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormAnswer | undefined;
  const [searchParams] = useSearchParams();
  const here = `/shopping-lists?${searchParams}`;
  const to = (changes: Record<string, string | number | null>) => withParams(here, changes);
  const listUrl = to({ ...DIALOG });
  const action = searchParams.get("action");
  const step = Number(searchParams.get("step")) || 1;
  const answer = (intent: string) => (actionData?.intent === intent ? actionData : null);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Shopping Lists</h1>
          <p className="subtitle">Build lists by hand or from the meals you planned</p>
        </div>
        <div className="form-actions">
          <Link to={to({ action: "create" })} className="btn btn-secondary" preventScrollReset>
            Create Empty List
          </Link>
          <Link to={to({ action: "sync", step: 1, start: week.start, end: week.end })} className="btn btn-primary" preventScrollReset>
            Sync Meals Shopping List
          </Link>
        </div>
      </div>

      <section className="card filter-panel" aria-label="Filter lists">
        <div className="chips">
          {FILTERS.map((filter) => (
            <Link key={filter} to={to({ status: filter === "all" ? null : filter })} className={`chip${status === filter ? " active" : ""}`} aria-current={status === filter ? "page" : undefined}>
              {filter === "all" ? "All" : filter[0]!.toUpperCase() + filter.slice(1)} ({counts[filter]})
            </Link>
          ))}
        </div>
        <Form method="get" className="filter-row">
          {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
          <div className="field">
            <label htmlFor="list-search">Search</label>
            <input id="list-search" name="q" type="search" defaultValue={searchParams.get("q") ?? ""} placeholder="Search lists..." />
          </div>
          <button type="submit" className="btn btn-secondary">
            Search
          </button>
        </Form>
      </section>

      {lists.length === 0 ? (
        <StatePanel title="No shopping lists" message="Create an empty list, or sync one from the meals you planned.">
          <Link to={to({ action: "create" })} className="btn btn-secondary">
            Create Empty List
          </Link>
        </StatePanel>
      ) : (
        <div className="card-grid">
          {lists.map((list) => {
            const percent = percentOf(list.bought_count, list.item_count);
            return (
              <article key={list.id} className="card list-card">
                <div className="inline-fields" style={{ justifyContent: "space-between" }}>
                  <h3>{list.title}</h3>
                  <span className={statusClass(list.status)}>{list.status}</span>
                </div>
                {list.description ? <p>{list.description}</p> : null}
                <ProgressBar percent={percent} label={`${list.title} progress`} />
                <p className="meta">
                  {list.item_count} items · {list.bought_count} bought · Total {formatEuros(list.items_total)}
                </p>
                <p className="meta">
                  Created {formatDate(list.created_at)} · Updated {formatDate(list.updated_at)}
                </p>
                <StatusSwitch id={list.id} status={list.status} />
                <div className="card-actions">
                  <Link to={to({ view: list.id })} className="btn btn-secondary btn-small" preventScrollReset>
                    Quick view
                  </Link>
                  <Link to={`/shopping-lists/${list.id}`} className="btn btn-secondary btn-small">
                    View
                  </Link>
                  <Link to={to({ action: "edit", id: list.id })} className="btn btn-secondary btn-small" preventScrollReset>
                    Edit
                  </Link>
                  <Link to={to({ action: "delete", id: list.id })} className="btn btn-danger btn-small" preventScrollReset>
                    Delete
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      )}

      {searchParams.get("view") && focus ? <QuickView list={focus} closeTo={listUrl} /> : null}

      {action === "create" ? (
        <Modal title="Create Shopping List" closeTo={listUrl} size="sm">
          <Form method="post">
            <input type="hidden" name="intent" value="create" />
            <ListDatesFields values={{ title: answer("create")?.values.title ?? "", start: answer("create")?.values.start_date ?? week.start, end: answer("create")?.values.end_date ?? week.end }} errors={answer("create")?.fields ?? {}} />
            {answer("create")?.error ? <p className="form-error">{answer("create")!.error}</p> : null}
            <div className="modal-actions">
              <Link to={listUrl} className="btn btn-secondary">
                Cancel
              </Link>
              <button type="submit" className="btn btn-primary">
                Create List
              </button>
            </div>
          </Form>
        </Modal>
      ) : null}

      {action === "sync" && sync ? (
        <Modal title="Sync Meals Shopping List" closeTo={listUrl}>
          <p className="subtitle">
            Step {Object.keys(sync.errors).length ? 1 : step} of 3 · {["Basic Info", "Review Meals", "Review Ingredients"][(Object.keys(sync.errors).length ? 1 : step) - 1]}
          </p>
          {step === 1 || Object.keys(sync.errors).length ? (
            <Form method="get">
              <input type="hidden" name="action" value="sync" />
              <input type="hidden" name="step" value="2" />
              <div className="field">
                <label htmlFor="sync-title">Title</label>
                <input id="sync-title" name="title" defaultValue={searchParams.get("title") ?? `Week of ${week.start}`} />
                {sync.errors.title ? <p className="field-error">{sync.errors.title}</p> : null}
              </div>
              <div className="inline-fields">
                <div className="field">
                  <label htmlFor="sync-start">Start date</label>
                  <input id="sync-start" name="start" type="date" defaultValue={searchParams.get("start") ?? ""} />
                  {sync.errors.start_date ? <p className="field-error">{sync.errors.start_date}</p> : null}
                </div>
                <div className="field">
                  <label htmlFor="sync-end">End date</label>
                  <input id="sync-end" name="end" type="date" defaultValue={searchParams.get("end") ?? ""} />
                  {sync.errors.end_date ? <p className="field-error">{sync.errors.end_date}</p> : null}
                </div>
              </div>
              <div className="modal-actions">
                <Link to={listUrl} className="btn btn-secondary">
                  Cancel
                </Link>
                <button type="submit" className="btn btn-primary">
                  Next
                </button>
              </div>
            </Form>
          ) : (
            <>
              {step === 2 ? (
                <>
                  <h3>Meals in this range</h3>
                  {sync.preview?.meals.length ? (
                    <ul>
                      {sync.preview.meals.map((meal) => (
                        <li key={meal.id}>
                          {meal.scheduled_date ? `${dayMonthYear(toWallClock(Date.parse(meal.scheduled_date), timeZoneOffset))} ${hourMinute(toWallClock(Date.parse(meal.scheduled_date), timeZoneOffset))} · ` : ""}
                          {meal.title}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="subtitle">No meals planned in this range.</p>
                  )}
                </>
              ) : (
                <>
                  <h3>Ingredients to buy</h3>
                  {sync.preview?.ingredients.length ? (
                    <table className="data">
                      <thead>
                        <tr>
                          <th>Ingredient</th>
                          <th>Quantity</th>
                          <th>Meals</th>
                        </tr>
                      </thead>
                      <tbody>
                        {sync.preview.ingredients.map((line) => (
                          <tr key={`${line.id}-${line.unit}`}>
                            <td>{line.name}</td>
                            <td>
                              {line.quantity} {line.unit}
                            </td>
                            <td>{line.meal_ids.length}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : (
                    <p className="subtitle">Nothing to buy for this range.</p>
                  )}
                </>
              )}
              <Form method="post" className="modal-actions">
                <input type="hidden" name="title" value={searchParams.get("title") ?? ""} />
                <input type="hidden" name="start_date" value={searchParams.get("start") ?? ""} />
                <input type="hidden" name="end_date" value={searchParams.get("end") ?? ""} />
                <Link to={to({ step: step - 1 })} className="btn btn-secondary">
                  Previous
                </Link>
                {step === 2 ? (
                  <Link to={to({ step: 3 })} className="btn btn-primary">
                    Next
                  </Link>
                ) : (
                  <button type="submit" name="intent" value="sync" className="btn btn-primary">
                    Create List
                  </button>
                )}
              </Form>
              {answer("sync")?.error ? <p className="form-error">{answer("sync")!.error}</p> : null}
            </>
          )}
        </Modal>
      ) : null}

      {action === "edit" && focus ? <EditListDialog list={focus} closeTo={listUrl} tab={searchParams.get("tab") ?? "info"} tabTo={(tab) => to({ tab })} answer={actionData ?? null} /> : null}

      {action === "delete" && focus ? (
        <ConfirmDialog
          title="Delete Shopping List"
          message={`Are you sure you want to delete "${focus.title}"? This action cannot be undone.`}
          cancelTo={listUrl}
          hidden={{ intent: "delete-list", id: focus.id }}
        />
      ) : null}
    </>
  );
}

/** The edit list modal: List Info, Items (n), Add Items; statuses active and completed only. */
function EditListDialog({ list, closeTo, tab, tabTo, answer }: { list: ListView & { items: ItemView[] }; closeTo: string; tab: string; tabTo: (tab: string) => string; answer: FormAnswer | null }) {
  const fields = answer?.fields ?? {};
  return (
    <Modal title="Edit Shopping List" closeTo={closeTo}>
      <nav className="tabs" role="tablist">
        {[
          ["info", "List Info"],
          ["items", `Items (${list.items.length})`],
          ["add", "Add Items"],
        ].map(([key, label]) => (
          <Link key={key} to={tabTo(key!)} role="tab" aria-selected={tab === key} replace preventScrollReset>
            {label}
          </Link>
        ))}
      </nav>
      {tab === "items" ? (
        list.items.length ? (
          list.items.map((item) => (
            <div key={item.id} className="item-row">
              <span className="item-name">{item.name}</span>
              <span className="meta">
                {item.quantity} {item.unit} · {formatEuros(item.price)}
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="delete-item" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="name" value={item.name} />
                <button type="submit" className="btn btn-ghost btn-small" aria-label={`Delete ${item.name}`}>
                  Delete
                </button>
              </Form>
            </div>
          ))
        ) : (
          <p className="subtitle">No items yet.</p>
        )
      ) : tab === "add" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="add-item" />
          <input type="hidden" name="list_id" value={list.id} />
          <ItemFields values={answer?.intent === "add-item" ? answer.values : { type: "Other", price: "0" }} fields={answer?.intent === "add-item" ? fields : {}} idPrefix="modal-add" />
          <div className="modal-actions">
            <button type="submit" className="btn btn-primary">
              Add Item
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="edit-list" />
          <input type="hidden" name="id" value={list.id} />
          <div className="field">
            <label htmlFor="edit-list-title">Title</label>
            <input id="edit-list-title" name="title" defaultValue={list.title} />
            {fields.title ? <p className="field-error">{fields.title}</p> : null}
          </div>
          <div className="field">
            <label htmlFor="edit-list-description">Description</label>
            <textarea id="edit-list-description" name="description" rows={2} defaultValue={list.description ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="edit-list-status">Status</label>
            <select id="edit-list-status" name="status" defaultValue={list.status === "completed" ? "completed" : "active"}>
              <option value="active">Active</option>
              <option value="completed">Completed</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="edit-list-budget">Budget (€)</label>
            <input id="edit-list-budget" name="budget" type="number" min={0} step={0.01} defaultValue={(list.total_price / 100).toFixed(2)} />
            {fields.budget ? <p className="field-error">{fields.budget}</p> : null}
          </div>
          {answer?.intent === "edit-list" && answer.error ? <p className="form-error">{answer.error}</p> : null}
          <div className="modal-actions">
            <Link to={closeTo} className="btn btn-secondary">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary">
              Save
            </button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

