import type { MouseEvent, SyntheticEvent } from "react";
import { RowLink } from "~/components/row-link";
import type { ShownItem } from "~/offline/overlay";
import { formatEuros } from "../lib/money";
import { formatAmountWithUnit } from "@larder/shared/amount";

type RowActions = {
  /** The page's address with some parameters changed: the Edit and Delete links without JavaScript. */
  linkTo: (changes: Record<string, string | number | null>) => string;
  /** With JavaScript: the page keeps the change in its outbox instead of posting the form. */
  onTick?: (item: ShownItem, bought: boolean) => void;
  onDelete?: (item: ShownItem) => void;
};

type RowProps = Omit<RowActions, "linkTo"> & {
  item: ShownItem;
  /** The page's address opening the item's dialog (`item`) or its confirmation (`delete_item`). */
  rowLink: (param: "item" | "delete_item", id: number) => string;
};

const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Names as a shopper reads them, "butter" beside "Butter" rather than after every capital; the API
 * sorts the same way, so rows do not move when the saved list comes back.
 */
const byText = (a: string, b: string) => binary(a.toLowerCase(), b.toLowerCase()) || binary(a, b);

/** Items grouped by their type (Vegetables, Dairy…), in the order the API sorts them. */
export function itemsByType(items: readonly ShownItem[]) {
  const sorted = [...items].sort((a, b) => byText(a.type, b.type) || byText(a.name, b.name));
  const groups = new Map<string, ShownItem[]>();
  for (const item of sorted) {
    const type = item.type || "Other";
    const group = groups.get(type);
    if (group) group.push(item);
    else groups.set(type, [item]);
  }
  return groups;
}

/** One menu open at a time. */
function closeOtherMenus(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details.row-menu[open]")) {
    if (menu !== opened) menu.open = false;
  }
}

const closeMenu = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest("details")?.removeAttribute("open");

/** The ids of the two forms every row's tick posts without JavaScript: one ticks, one unticks. */
const TICK_FORM = { tick: "tick-items", untick: "untick-items" } as const;

/**
 * A form the ticks post, once for the whole list: a row's tick is a submit button carrying its
 * item's id (`form` names this form), so a row holds no form of its own.
 */
function TickForm({ id, bought }: { id: string; bought: boolean }) {
  return (
    <form id={id} method="post" hidden>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="is_bought" value={String(bought)} />
    </form>
  );
}

/**
 * An item: the whole row is the tick (a checkbox to screen readers), at least 48 px high; Edit
 * and Delete wait behind ⋯. Without JavaScript the tick posts the shared tick form and the links
 * open the item dialog and the confirmation.
 */
function ItemRow({ item, rowLink, onTick, onDelete }: RowProps) {
  const confirmDelete = (event: MouseEvent<HTMLElement>) => {
    closeMenu(event);
    if (!onDelete) return;
    // With JavaScript the browser's own confirm prompt asks; without it, a dialog does.
    event.preventDefault();
    if (window.confirm(`Delete "${item.name}" from this list?`)) onDelete(item);
  };
  return (
    <div className={`item-row${item.is_bought ? " bought" : ""}${item.waiting ? " waiting" : ""}`}>
      <button
        type="submit"
        form={item.is_bought ? TICK_FORM.untick : TICK_FORM.tick}
        name="id"
        value={item.id ?? ""}
        className="tick-row"
        role="checkbox"
        aria-checked={item.is_bought}
        aria-label={item.name}
        onClick={(event) => {
          if (!onTick) return;
          event.preventDefault();
          onTick(item, !item.is_bought);
        }}
      >
        <span className={`tick${item.is_bought ? " ticked" : ""}`} aria-hidden="true">
          {item.is_bought ? "✓" : ""}
        </span>
        <span className="item-name">{item.name}</span>
        {/* One text node: pieces would each be marked off with a comment in the HTML. */}
        <span className="meta">
          {[
            formatAmountWithUnit(item.quantity, item.unit),
            formatEuros(item.price),
            item.waiting ? "not saved yet" : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </button>
      <details className="row-menu" onToggle={closeOtherMenus}>
        <summary aria-label={`Actions for ${item.name}`}>⋯</summary>
        <div className="row-menu-items">
          {item.id !== null ? (
            <>
              <RowLink
                to={rowLink("item", item.id)}
                preventScrollReset
                aria-label={`Edit ${item.name}`}
                onClick={closeMenu}
              >
                Edit
              </RowLink>
              <RowLink
                to={rowLink("delete_item", item.id)}
                preventScrollReset
                aria-label={`Delete ${item.name}`}
                onClick={confirmDelete}
              >
                Delete
              </RowLink>
            </>
          ) : (
            <button type="button" aria-label={`Delete ${item.name}`} onClick={confirmDelete}>
              Delete
            </button>
          )}
        </div>
      </details>
    </div>
  );
}

/** The Shopping Items tab: what is left to buy by type, then what is bought, sunk below. */
export function ItemSections({ items, linkTo, ...actions }: RowActions & { items: readonly ShownItem[] }) {
  const bought = items.filter((item) => item.is_bought);
  // The page's address is worked out once, not twice per row.
  const address = linkTo({ item: null, delete_item: null });
  const separator = address.includes("?") ? "&" : "?";
  const rowLink = (param: string, id: number) => `${address}${separator}${param}=${id}`;
  return (
    <>
      <TickForm id={TICK_FORM.tick} bought />
      <TickForm id={TICK_FORM.untick} bought={false} />
      {[...itemsByType(items.filter((item) => !item.is_bought)).entries()].map(([type, rows]) => (
        <section key={type} aria-label={type}>
          <h2>{type}</h2>
          {rows.map((item) => (
            <ItemRow key={item.key} item={item} rowLink={rowLink} {...actions} />
          ))}
        </section>
      ))}
      {bought.length > 0 ? (
        <section aria-label="Bought" className="bought-items">
          <h2>Bought</h2>
          {[...bought]
            .sort((a, b) => byText(a.name, b.name))
            .map((item) => (
              <ItemRow key={item.key} item={item} rowLink={rowLink} {...actions} />
            ))}
        </section>
      ) : null}
    </>
  );
}
