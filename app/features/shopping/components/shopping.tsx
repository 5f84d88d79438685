import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { formatAmount } from "@larder/shared/amount";
import { SECTIONS } from "@larder/contract/sections";
import { useState, type FormEvent } from "react";
import { Modal, useGuardedClose } from "~/components/dialog";
import { Field } from "~/components/field";
import { ButtonLink } from "~/components/button-link";
import { SubmitButton } from "~/components/submit-button";

type Item = {
  id: number;
  name: string;
  quantity: number;
  unit: string;
  price: number;
  is_bought: boolean;
  type: string;
  /** Only the list screen's dialog moves a line to another section. */
  section?: string;
};

/** The catalogues lists are planned from, offered beside the lists' own actions. */
export const CatalogueLinks = () => (
  <>
    <ButtonLink to="/recipes" tone="secondary">
      Recipes
    </ButtonLink>
    <ButtonLink to="/ingredients" tone="secondary">
      Ingredients
    </ButtonLink>
  </>
);

/**
 * The tick of an item: a form that works without JavaScript and, with it, a fetcher that ticks
 * at once (optimistically) without reloading the page.
 */
export function ItemCheckbox({ item, disabled = false }: { item: Item; disabled?: boolean }) {
  const fetcher = useFetcher();
  const bought = fetcher.formData ? fetcher.formData.get("is_bought") === "true" : item.is_bought;
  return (
    <fetcher.Form method="post" className="tick-form">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="is_bought" value={String(!bought)} />
      <button
        type="submit"
        className={`tick${bought ? " ticked" : ""}`}
        role="checkbox"
        aria-checked={bought}
        aria-label={item.name}
        disabled={disabled}
      >
        {bought ? "✓" : ""}
      </button>
    </fetcher.Form>
  );
}

export const ITEM_FIELD_LABELS = {
  name: "Name",
  quantity: "Quantity",
  unit: "Unit",
  price: "Price (€)",
  type: "Type",
} as const;

/** Name, quantity, unit, price and type: the item modal's fields and the inline form's. */
export function ItemFields({
  values,
  fields,
  onChange,
  idPrefix,
}: {
  values: Record<string, string>;
  fields: Record<string, string>;
  onChange?: (name: string, value: string) => void;
  idPrefix: string;
}) {
  const input = (name: keyof typeof ITEM_FIELD_LABELS, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field
      key={name}
      label={ITEM_FIELD_LABELS[name]}
      id={`${idPrefix}-${name}`}
      error={fields[name]}
      name={name}
      defaultValue={values[name] ?? ""}
      onChange={(e) => onChange?.(name, e.currentTarget.value)}
      {...props}
    />
  );
  return (
    <div className="item-fields">
      {input("name", {})}
      {input("quantity", { autoComplete: "off" })}
      {input("unit", { placeholder: "g, ml, pcs…" })}
      {input("price", { type: "number", min: 0, step: 0.01, inputMode: "decimal" })}
      {input("type", { placeholder: "Food, Toiletries…" })}
    </div>
  );
}

/** The edit item modal: a change of name, quantity, unit, price or type is unsaved input, which closing asks about. */
export function ItemDialog({
  item,
  closeTo,
  error,
  fields,
  values,
  onSubmit,
  offline = false,
}: {
  item: Item;
  closeTo: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string> | null;
  /** May keep the change itself (offline) instead of posting it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Offline: the outbox keeps an edit's fields, not a move to another section. */
  offline?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "edit-item";
  const initial = {
    name: item.name,
    quantity: formatAmount(item.quantity, item.unit),
    unit: item.unit,
    price: item.price.toFixed(2),
    type: item.type,
    ...(item.section !== undefined && { section: item.section }),
  };
  const [current, setCurrent] = useState<Record<string, string>>(values ?? initial);
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => current[key] !== initial[key]);
  const { onClose, cancelLink, prompt } = useGuardedClose(closeTo, dirty);
  return (
    <Modal title="Edit Item" closeTo={closeTo} onClose={onClose} size="sm">
      <Form method="post" preventScrollReset onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="edit-item" />
        <input type="hidden" name="id" value={item.id} />
        <ItemFields
          values={values ?? initial}
          fields={fields}
          idPrefix="edit-item"
          onChange={(name, value) => setCurrent((c) => ({ ...c, [name]: value }))}
        />
        {item.section !== undefined ? (
          <>
            <input type="hidden" name="current_section" value={item.section} />
            <Field
              label="Section"
              id="edit-item-section"
              hint={
                <p className="meta">
                  {offline
                    ? "Moving a line to another section needs a connection."
                    : "Lines of this name will be filed here from now on."}
                </p>
              }
              render={(control) => (
                <select
                  {...control}
                  disabled={offline}
                  name="section"
                  defaultValue={values?.section ?? item.section}
                  onChange={(event) => setCurrent((c) => ({ ...c, section: event.currentTarget.value }))}
                >
                  {SECTIONS.map((section) => (
                    <option key={section} value={section}>
                      {section}
                    </option>
                  ))}
                </select>
              )}
            />
          </>
        ) : null}
        {error ? <p className="form-error">{error}</p> : null}
        <div className="modal-actions">
          {cancelLink}
          <SubmitButton busy={busy} label="Save Item" pending="Saving..." />
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}

const STATUS_LABELS = { pending: "Pending", active: "Active", completed: "Completed" } as const;

/** The three-way status switch of the list cards: pending, active and completed, any to any. */
export function StatusSwitch({ id, status }: { id: number; status: string }) {
  return (
    <Form method="post" className="status-switch" preventScrollReset aria-label="Status">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      {(Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((value) => (
        <button
          key={value}
          type="submit"
          name="status"
          value={value}
          className={`chip${status === value ? " active" : ""}`}
          aria-pressed={status === value}
        >
          {STATUS_LABELS[value]}
        </button>
      ))}
    </Form>
  );
}

export const statusClass = (status: string) =>
  `badge status-badge status-${["active", "completed", "cancelled", "pending"].includes(status) ? status : "other"}`;
