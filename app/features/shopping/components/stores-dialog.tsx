import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import type { FormReply } from "~/utils/form.server";
import { useSectionName } from "./section-name";

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
  const { t } = useTranslation("shopping");
  const sectionName = useSectionName();
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
  const orderError = failed("order-store")?.error;
  const storeFailure = (id: number) => failed("rename-store", id) ?? failed("delete-store", id);
  const addFailure = failed("add-store");
  return (
    <Modal title={t("stores.title")} closeTo={closeTo} size="md">
      <section aria-labelledby="aisle-order-title">
        <h3 id="aisle-order-title">{t("stores.aisleOrder", { store: store.name })}</h3>
        <p className="meta">{t("stores.aisleOrderHint")}</p>
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
                <span>{sectionName(section)}</span>
                <button
                  type="submit"
                  name="order"
                  value={moved(order, index, index - 1)}
                  className="btn btn-secondary btn-sm"
                  aria-label={t("stores.moveUp", { section: sectionName(section) })}
                  disabled={index === 0}
                >
                  ↑
                </button>
                <button
                  type="submit"
                  name="order"
                  value={moved(order, index, index + 1)}
                  className="btn btn-secondary btn-sm"
                  aria-label={t("stores.moveDown", { section: sectionName(section) })}
                  disabled={index === order.length - 1}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
          {orderError ? <p className="form-error">{orderError}</p> : null}
        </Form>
      </section>

      <section aria-labelledby="your-stores-title">
        <h3 id="your-stores-title">{t("stores.yours")}</h3>
        <ul className="store-list">
          {stores.map((one) => {
            const renameFailed = storeFailure(one.id);
            return (
              <li key={one.id}>
                <Form method="post" preventScrollReset replace className="store-row">
                  <input type="hidden" name="store_id" value={one.id} />
                  <Field
                    label={one.is_default ? t("stores.defaultStore", { store: one.name }) : one.name}
                    id={`store-name-${one.id}`}
                    name="name"
                    defaultValue={renameFailed?.values.name ?? one.name}
                    error={renameFailed?.error ?? undefined}
                    maxLength={60}
                    required
                  />
                  <button type="submit" name="intent" value="rename-store" className="btn btn-secondary btn-sm">
                    {t("stores.rename")}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete-store"
                    className="btn btn-danger btn-sm"
                    formNoValidate
                    disabled={stores.length === 1}
                  >
                    {t("actions.delete")}
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
            label={t("stores.new")}
            id="new-store-name"
            name="name"
            placeholder={t("stores.newPlaceholder")}
            defaultValue={addFailure?.values.name ?? ""}
            error={addFailure?.error ?? undefined}
            maxLength={60}
            required
          />
          <button type="submit" className="btn btn-primary btn-sm">
            {t("stores.add")}
          </button>
        </Form>
      </section>
    </Modal>
  );
}
