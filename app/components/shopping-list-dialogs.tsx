import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AlertDialog, Modal } from "~/components/dialog";
import { DayInput } from "~/components/day-input";
import { Field, TextAreaField } from "~/components/field";
import { CatalogueLinks, ItemCheckbox, ItemFields } from "~/components/shopping";
import { dayMonthYear, displayDay, hourMinute, toWallClock } from "~/utils/date-ranges";
import { formatEuros } from "~/utils/money";
import type { ShoppingItemData, ShoppingListWithItems, SyncPreview } from "~/graphql/shopping";
import type { FormReply } from "~/utils/form.server";
import { TableHead } from "~/components/table-head";
import { ButtonLink } from "./button-link";

type ListDates = { title: string; start: string; end: string };

/**
 * Title, start and end of a list (spec 2 §5). Dates are typed as DD/MM/YYYY. With JavaScript the
 * caller's submit stays disabled until all three are filled (`complete`); the server refuses an
 * incomplete form with the same messages either way.
 */
function ListDatesFields({
  values,
  errors,
  names,
  idPrefix,
  onComplete,
}: {
  values: ListDates;
  errors: Record<string, string>;
  names: Record<keyof ListDates, string>;
  idPrefix: string;
  onComplete: (complete: boolean) => void;
}) {
  const [current, setCurrent] = useState({ ...values, start: displayDay(values.start), end: displayDay(values.end) });
  useEffect(
    () => onComplete(Boolean(current.title.trim() && current.start.trim() && current.end.trim())),
    [current, onComplete],
  );
  const field = (key: keyof ListDates, label: string, error: string | undefined) => {
    const props = {
      id: `${idPrefix}-${key}`,
      name: names[key],
      value: current[key],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setCurrent((c) => ({ ...c, [key]: value }));
      },
    };
    return (
      <Field
        label={label}
        id={props.id}
        error={error}
        render={(control) =>
          key === "title" ? <input {...props} {...control} /> : <DayInput {...props} {...control} />
        }
      />
    );
  };
  return (
    <>
      {field("title", "Title", errors.title)}
      <div className="inline-fields">
        {field("start", "Start date", errors.start_date)}
        {field("end", "End date", errors.end_date)}
      </div>
    </>
  );
}

/** Disabled until complete once JavaScript runs (without it the server checks), and while submitting. */
function useSubmitGate(intent: string) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [complete, setComplete] = useState(true);
  useEffect(() => setHydrated(true), []);
  const busy =
    navigation.state !== "idle" &&
    (navigation.formData?.get("intent") === intent ||
      navigation.location?.search.includes(`action=${intent}`) === true);
  return { busy, disabled: busy || (hydrated && !complete), setComplete };
}

function GatedActions({
  closeTo,
  gate,
  label,
}: {
  closeTo: string;
  gate: ReturnType<typeof useSubmitGate>;
  label: string;
}) {
  return (
    <div className="modal-actions">
      <ButtonLink to={closeTo} tone="secondary">
        Cancel
      </ButtonLink>
      <button type="submit" className="btn btn-primary" disabled={gate.disabled}>
        {label}
      </button>
    </div>
  );
}

/** A data error of a list form, in an alert titled 'Error' (spec 1 §2.12, §8). */
function ErrorAlert({ answer, closeTo }: { answer: FormReply | null; closeTo: string }) {
  return answer?.error ? <AlertDialog kind="error" title="Error" message={answer.error} closeTo={closeTo} /> : null;
}

export function CreateListDialog({
  week,
  answer,
  closeTo,
  here,
}: {
  week: { start: string; end: string };
  answer: FormReply | null;
  closeTo: string;
  here: string;
}) {
  const gate = useSubmitGate("create");
  const values = {
    title: answer?.values.title ?? "",
    start: answer?.values.start_date ?? week.start,
    end: answer?.values.end_date ?? week.end,
  };
  return (
    <Modal title="Create Shopping List" closeTo={closeTo} size="sm">
      <Form method="post">
        <input type="hidden" name="intent" value="create" />
        <ListDatesFields
          values={values}
          errors={answer?.fields ?? {}}
          names={{ title: "title", start: "start_date", end: "end_date" }}
          idPrefix="list"
          onComplete={gate.setComplete}
        />
        <GatedActions closeTo={closeTo} gate={gate} label={gate.busy ? "Creating..." : "Create List"} />
      </Form>
      <ErrorAlert answer={answer} closeTo={here} />
    </Modal>
  );
}

const SYNC_STEPS = ["Basic Info", "Review Meals", "Review Ingredients"];

/** The three-step sync modal (spec 2): basic info, the range's meals, the ingredients to buy. */
export function SyncDialog({
  step: askedStep,
  params,
  week,
  sync,
  timeZoneOffset,
  answer,
  closeTo,
  stepTo,
  here,
}: {
  step: number;
  params: { title: string | null; start: string | null; end: string | null };
  week: { start: string };
  sync: { errors: Record<string, string>; preview: SyncPreview | null };
  timeZoneOffset: number;
  answer: FormReply | null;
  closeTo: string;
  stepTo: (step: number) => string;
  here: string;
}) {
  const step = Object.keys(sync.errors).length ? 1 : askedStep;
  const gate = useSubmitGate("sync");
  const when = (iso: string) =>
    `${dayMonthYear(toWallClock(Date.parse(iso), timeZoneOffset))} ${hourMinute(toWallClock(Date.parse(iso), timeZoneOffset))}`;
  return (
    <Modal title="Sync Meals Shopping List" closeTo={closeTo}>
      <p className="subtitle">
        Step {step} of 3 · {SYNC_STEPS[step - 1]}
      </p>
      {step === 1 ? (
        <Form method="get">
          <input type="hidden" name="action" value="sync" />
          <input type="hidden" name="step" value="2" />
          <ListDatesFields
            values={{
              title: params.title ?? `Week of ${displayDay(week.start)}`,
              start: params.start ?? "",
              end: params.end ?? "",
            }}
            errors={sync.errors}
            names={{ title: "title", start: "start", end: "end" }}
            idPrefix="sync"
            onComplete={gate.setComplete}
          />
          <GatedActions closeTo={closeTo} gate={gate} label="Next" />
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
                      {meal.scheduled_date ? `${when(meal.scheduled_date)} · ` : ""}
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
                <div className="table-scroll">
                  <table className="data">
                    <TableHead columns={["Ingredient", "Quantity", "Meals"]} />
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
                </div>
              ) : (
                <p className="subtitle">Nothing to buy for this range.</p>
              )}
            </>
          )}
          <Form method="post" className="modal-actions">
            <input type="hidden" name="title" value={params.title ?? ""} />
            <input type="hidden" name="start_date" value={params.start ?? ""} />
            <input type="hidden" name="end_date" value={params.end ?? ""} />
            <ButtonLink to={stepTo(step - 1)} tone="secondary">
              Previous
            </ButtonLink>
            {step === 2 ? (
              <ButtonLink to={stepTo(3)} tone="primary">
                Next
              </ButtonLink>
            ) : (
              <button type="submit" name="intent" value="sync" className="btn btn-primary" disabled={gate.busy}>
                {gate.busy ? "Creating..." : "Create List"}
              </button>
            )}
          </Form>
        </>
      )}
      <ErrorAlert answer={answer} closeTo={here} />
    </Modal>
  );
}

export function QuickView({ list, closeTo }: { list: ShoppingListWithItems; closeTo: string }) {
  const groups = new Map<string, ShoppingItemData[]>();
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
        <CatalogueLinks />
        <ButtonLink to={`/shopping-lists/${list.id}`} tone="primary">
          Open list
        </ButtonLink>
      </div>
    </Modal>
  );
}

/**
 * The edit list modal: List Info, Items (n), Add Items. It offers active and completed (spec 2);
 * a pending list also keeps "Pending", pre-selected, so saving a rename does not change its status.
 */
export function EditListDialog({
  list,
  closeTo,
  tab,
  tabTo,
  answer,
}: {
  list: ShoppingListWithItems;
  closeTo: string;
  tab: string;
  tabTo: (tab: string) => string;
  answer: FormReply | null;
}) {
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
          <ItemFields
            values={answer?.intent === "add-item" ? answer.values : { type: "Other", price: "0" }}
            fields={answer?.intent === "add-item" ? fields : {}}
            idPrefix="modal-add"
          />
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
          <Field label="Title" id="edit-list-title" error={fields.title} name="title" defaultValue={list.title} />
          <TextAreaField
            label="Description"
            id="edit-list-description"
            name="description"
            rows={2}
            defaultValue={list.description ?? ""}
          />
          <Field
            label="Status"
            id="edit-list-status"
            name="status"
            defaultValue={list.status}
            options={[
              ...(list.status === "pending" ? [["pending", "Pending"] as const] : []),
              ["active", "Active"],
              ["completed", "Completed"],
            ]}
          />
          <Field
            label="Budget (€)"
            id="edit-list-budget"
            error={fields.budget}
            name="budget"
            type="number"
            min={0}
            step={0.01}
            defaultValue={list.total_price ? (list.total_price / 100).toFixed(2) : ""}
            placeholder="No budget"
          />
          {answer?.intent === "edit-list" && answer.error ? <p className="form-error">{answer.error}</p> : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary">
              Cancel
            </ButtonLink>
            <button type="submit" className="btn btn-primary">
              Save
            </button>
          </div>
        </Form>
      )}
    </Modal>
  );
}
