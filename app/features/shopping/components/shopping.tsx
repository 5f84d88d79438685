import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { typedAmountText, typedDecimalText } from "@larder/shared/amount";
import { SECTIONS } from "@larder/contract/sections";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal, useGuardedClose } from "~/components/dialog";
import { Field } from "~/components/field";
import { ButtonLink } from "~/components/button-link";
import { SubmitButton } from "~/components/submit-button";
import { useSectionName } from "./section-name";

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

/** The tick's mark: a sign, not a word. */
const TICK_MARK = "✓";

/** The catalogues lists are planned from, offered beside the lists' own actions. */
export function CatalogueLinks() {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink to="/recipes" tone="secondary">
        {t("nav.recipes")}
      </ButtonLink>
      <ButtonLink to="/ingredients" tone="secondary">
        {t("nav.ingredients")}
      </ButtonLink>
    </>
  );
}

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
        {bought ? TICK_MARK : null}
      </button>
    </fetcher.Form>
  );
}

type ItemField = "name" | "quantity" | "unit" | "price" | "type";

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
  const { t } = useTranslation("shopping");
  const input = (name: ItemField, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field
      key={name}
      label={t(`itemFields.${name}`)}
      id={`${idPrefix}-${name}`}
      error={fields[name]}
      name={name}
      defaultValue={values[name] ?? ""}
      onChange={(e) => onChange?.(name, e.currentTarget.value)}
      {...props}
    />
  );
  const inputs = [
    input("name", {}),
    input("quantity", { autoComplete: "off" }),
    input("unit", { placeholder: t("itemFields.unitExamples") }),
    // Text, not a number field: a number field holds only "1.50", and the page writes "1,50" in German.
    input("price", { inputMode: "decimal", autoComplete: "off" }),
    input("type", { placeholder: t("itemFields.typeExamples") }),
  ];
  return <div className="item-fields">{inputs}</div>;
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
  const { t, i18n } = useTranslation("shopping");
  const sectionName = useSectionName();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "edit-item";
  const initial = {
    name: item.name,
    // The amounts as the page writes them ("1,5" in German), read back to the same numbers.
    quantity: typedAmountText(item.quantity, item.unit, i18n.language),
    unit: item.unit,
    price: typedDecimalText(item.price, 2, i18n.language),
    type: item.type,
    ...(item.section !== undefined && { section: item.section }),
  };
  const [current, setCurrent] = useState<Record<string, string>>(values ?? initial);
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => current[key] !== initial[key]);
  const { onClose, cancelLink, prompt } = useGuardedClose(closeTo, dirty);
  return (
    <Modal title={t("itemDialog.title")} closeTo={closeTo} onClose={onClose} size="sm">
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
              label={t("itemDialog.section")}
              id="edit-item-section"
              hint={<p className="meta">{offline ? t("itemDialog.sectionOffline") : t("itemDialog.sectionHint")}</p>}
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
                      {sectionName(section)}
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
          <SubmitButton busy={busy} label={t("itemDialog.save")} pending={t("actions.saving")} />
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}

const STATUSES = ["pending", "active", "completed"] as const;

/** The three-way status switch of the list cards: pending, active and completed, any to any. */
export function StatusSwitch({ id, status }: { id: number; status: string }) {
  const { t } = useTranslation("shopping");
  return (
    <Form method="post" className="status-switch" preventScrollReset aria-label={t("status.label")}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      {STATUSES.map((value) => (
        <button
          key={value}
          type="submit"
          name="status"
          value={value}
          className={`chip${status === value ? " active" : ""}`}
          aria-pressed={status === value}
        >
          {t(`status.${value}`)}
        </button>
      ))}
    </Form>
  );
}

const BADGE_STATUSES = ["active", "completed", "cancelled", "pending"] as const;
const isBadgeStatus = (status: string): status is (typeof BADGE_STATUSES)[number] =>
  (BADGE_STATUSES as readonly string[]).includes(status);

/** A list's status as a badge, in the page's language ("active", "aktiv"). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("shopping");
  return (
    <span className={`badge status-badge status-${isBadgeStatus(status) ? status : "other"}`}>
      {isBadgeStatus(status) ? t(`status.badge.${status}`) : status}
    </span>
  );
}
