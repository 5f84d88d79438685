import type { CSSProperties, FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { amountProblem, parseAmount } from "@larder/shared/amount";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { NameSuggestions } from "~/components/name-suggestions";
import type { ItemValues } from "~/offline/changes";

/** What a quick add leaves out: one of it, priced later, under Other. */
export const QUICK_ADD_DEFAULTS = { quantity: 1, unit: "pcs", price: 0, type: "Other" } as const;

/**
 * An input's width in characters that shows its placeholder whole (its word is the language's:
 * "Menge", "Jednostka"), for browsers that cannot size a field to its content.
 */
const fittingSize = (placeholder: string) => Math.max(3, [...placeholder].length);

/**
 * The quick-add bar above the items: a name (the catalogue's names suggested), an optional
 * amount and unit. Without JavaScript it posts `quick-add`; with it, `onAdd` takes the item.
 */
export function QuickAdd({
  listId,
  catalogue,
  onAdd,
}: {
  listId: number;
  catalogue: readonly string[];
  onAdd?: (values: Required<Omit<ItemValues, "is_bought">>) => void;
}) {
  const { t, i18n } = useTranslation("shopping");
  const add = (event: FormEvent<HTMLFormElement>) => {
    if (!onAdd) return;
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const typed = (name: string) => String(fields.get(name) ?? "").trim();
    const quantity = parseAmount(typed("quantity"), i18n.language) ?? QUICK_ADD_DEFAULTS.quantity;
    const quantityField = form.elements.namedItem("quantity") as HTMLInputElement;
    const problem = amountProblem(quantity);
    // English keeps the amount rule's own words; another language says what the field needs.
    quantityField.setCustomValidity(
      problem && i18n.language !== DEFAULT_LOCALE ? t("fieldErrors.quantity") : (problem ?? ""),
    );
    if (!form.reportValidity()) return;
    onAdd({
      name: typed("name"),
      quantity,
      unit: typed("unit") || QUICK_ADD_DEFAULTS.unit,
      price: QUICK_ADD_DEFAULTS.price,
      type: QUICK_ADD_DEFAULTS.type,
    });
    form.reset();
    (form.elements.namedItem("name") as HTMLInputElement).focus();
  };
  return (
    <form method="post" className="quick-add" aria-label={t("quickAdd.label")} onSubmit={add}>
      <input type="hidden" name="intent" value="quick-add" />
      <input type="hidden" name="list_id" value={listId} />
      <input
        name="name"
        aria-label={t("quickAdd.name")}
        placeholder={t("quickAdd.namePlaceholder")}
        // How wide the placeholder is, in characters: on a phone, the bar takes a second row
        // rather than cut it ("Artikel hinzufügen …" beside "Menge" and "Einheit").
        style={{ "--placeholder-chars": [...t("quickAdd.namePlaceholder")].length } as CSSProperties}
        list="catalogue-names"
        autoComplete="off"
        enterKeyHint="done"
        required
        maxLength={200}
      />
      {/* Amount, unit and Add keep together: on a phone they move to a row of their own together. */}
      <span className="quick-add-rest">
        <input
          name="quantity"
          aria-label={t("quickAdd.amount")}
          placeholder={t("quickAdd.amount")}
          size={fittingSize(t("quickAdd.amount"))}
          autoComplete="off"
          onInput={(event) => event.currentTarget.setCustomValidity("")}
        />
        <input
          name="unit"
          aria-label={t("quickAdd.unit")}
          placeholder={t("quickAdd.unit")}
          size={fittingSize(t("quickAdd.unit"))}
          autoComplete="off"
          maxLength={30}
        />
        <button type="submit" className="btn btn-primary">
          <span className="quick-add-sign" aria-hidden="true">
            +
          </span>
          <span className="quick-add-word">{t("actions.add")}</span>
        </button>
      </span>
      <NameSuggestions id="catalogue-names" names={catalogue} />
    </form>
  );
}
