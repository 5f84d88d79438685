import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import type { FormReply } from "~/utils/form.server";

type Store = { id: number; name: string; is_default: boolean };

/** The order with the section at `from` moved to `to`, as the form sends it: names joined by "|". */
function moved(order: readonly string[], from: number, to: number) {
  const next = [...order];
  const [section] = next.splice(from, 1);
  next.splice(to, 0, section!);
  return next.join("|");
}

/**
 * The group's stores, from a list: the aisle order of the store the list is shopped in (learned
 * from the household's ticks there; a section moved up or down fixes it), each store's name, and a
 * new store, which the list is then shopped in. Every change is a plain form.
 */
export function StoresDialog({
  listId,
  stores,
  store,
  closeTo,
  reply,
}: {
  listId: number;
  stores: readonly Store[];
  store: { id: number; name: string; section_order: readonly string[] };
  closeTo: string;
  reply?: FormReply;
}) {
  const order = store.section_order;
  const submit = useSubmit();
  // With JavaScript a section also drags to its place (a mouse's way); the buttons stay for
  // touch, keyboards and pages without scripts, so nothing pretends to drag before hydration.
  const [draggable, setDraggable] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  useEffect(() => setDraggable(true), []);
  const dropOn = (index: number) => {
    if (dragged === null || dragged === index) return;
    submit(
      { intent: "order-store", store_id: String(store.id), order: moved(order, dragged, index) },
      { method: "post", preventScrollReset: true, replace: true },
    );
    setDragged(null);
  };
  const failed = (intent: string, id?: number) =>
    reply?.intent === intent && (id === undefined || reply.values.store_id === String(id)) ? reply : undefined;
  return (
    <Modal title="Stores" closeTo={closeTo} size="md">
      <section aria-labelledby="aisle-order-title">
        <h3 id="aisle-order-title">Aisle order at {store.name}</h3>
        <p className="meta">
          Learned from the order you tick things off in this store. Move a section, or drag it, to put it right.
        </p>
        <Form method="post" preventScrollReset replace>
          <input type="hidden" name="intent" value="order-store" />
          <input type="hidden" name="store_id" value={store.id} />
          <ol className="aisle-order">
            {order.map((section, index) => (
              <li
                key={section}
                draggable={draggable}
                className={dragged === index ? "dragging" : undefined}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", section);
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  dropOn(index);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <span>{section}</span>
                <button
                  type="submit"
                  name="order"
                  value={moved(order, index, index - 1)}
                  className="btn btn-secondary btn-sm"
                  aria-label={`Move ${section} up`}
                  disabled={index === 0}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="order"
                  value={moved(order, index, index + 1)}
                  className="btn btn-secondary btn-sm"
                  aria-label={`Move ${section} down`}
                  disabled={index === order.length - 1}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
          {failed("order-store")?.error ? <p className="form-error">{failed("order-store")!.error}</p> : null}
        </Form>
      </section>

      <section aria-labelledby="your-stores-title">
        <h3 id="your-stores-title">Your stores</h3>
        <ul className="store-list">
          {stores.map((one) => {
            const renameFailed = failed("rename-store", one.id) ?? failed("delete-store", one.id);
            return (
              <li key={one.id}>
                <Form method="post" preventScrollReset replace className="store-row">
                  <input type="hidden" name="store_id" value={one.id} />
                  <Field
                    label={one.is_default ? `${one.name} (default)` : one.name}
                    id={`store-name-${one.id}`}
                    name="name"
                    defaultValue={renameFailed?.values.name ?? one.name}
                    error={renameFailed?.error ?? undefined}
                    maxLength={60}
                    required
                  />
                  <button type="submit" name="intent" value="rename-store" className="btn btn-secondary btn-sm">
                    Rename
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete-store"
                    className="btn btn-danger btn-sm"
                    formNoValidate
                    disabled={stores.length === 1}
                  >
                    Delete
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
        <Form method="post" preventScrollReset replace className="store-row">
          <input type="hidden" name="intent" value="add-store" />
          <input type="hidden" name="list_id" value={listId} />
          <Field
            label="New store"
            id="new-store-name"
            name="name"
            placeholder="Lidl, the corner shop…"
            defaultValue={failed("add-store")?.values.name ?? ""}
            error={failed("add-store")?.error ?? undefined}
            maxLength={60}
            required
          />
          <button type="submit" className="btn btn-primary btn-sm">
            Add Store
          </button>
        </Form>
      </section>
    </Modal>
  );
}
