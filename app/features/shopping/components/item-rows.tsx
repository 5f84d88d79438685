import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useUnits } from "~/components/use-units";
import { RowLink } from "~/components/row-link";
import type { ShownItem } from "~/offline/overlay";
import { useEuros } from "../lib/money";
import { isCheckYouHave } from "@larder/shared/amount";
import { useFormat } from "~/i18n/format";
import { fillIn } from "~/i18n/fill-in";
import { heldText, lineLabel } from "../lib/amounts";
import { useSectionName } from "./section-name";

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
  words: RowWords;
};

/**
 * What every row words and formats with, worked out once for the list rather than on each of its
 * fifty rows: the hooks, the fixed words, and the labels that name a row, filled in with its name.
 */
function useRowWords() {
  const { t, i18n } = useTranslation("shopping");
  const format = useFormat();
  return {
    t,
    language: i18n.language,
    format,
    euros: useEuros(),
    units: useUnits(),
    edit: t("actions.edit"),
    delete: t("actions.delete"),
    notSavedYet: t("item.notSavedYet"),
    actionsFor: fillIn((name) => t("item.actionsFor", { name })),
    editNamed: fillIn((name) => t("item.editNamed", { name })),
    deleteNamed: fillIn((name) => t("item.deleteNamed", { name })),
    needed: fillIn((amount) => t("item.needed", { amount })),
  };
}

type RowWords = ReturnType<typeof useRowWords>;

/** The tick's mark, and the sign of a row's menu: signs, not words. */
const TICK_MARK = "✓";
const MENU_SIGN = "⋯";

const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Names as a shopper reads them: "butter" beside "Butter" rather than after every capital, "Émincé"
 * among the e's, "item 2" before "item 10". One locale on the server and in the browser, so rows
 * do not move when the page comes alive; names it finds equal keep a fixed order.
 */
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const byText = (a: string, b: string) => collator.compare(a, b) || binary(a, b);
const byName = (a: ShownItem, b: ShownItem) => byText(a.name, b.name);

/** Items grouped by their type (Vegetables, Dairy…), types and names in a shopper's order. */
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

/**
 * Closes a row's menu before the browser's confirm prompt. Everything else row menus do (one open
 * at a time, Escape, a tap elsewhere, a chosen link) is the root's `useRowMenus`.
 */
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
function ItemRow({ item, rowLink, onTick, onDelete, words }: RowProps) {
  const { t, language, format, euros, units } = words;
  const confirmDelete = (event: MouseEvent<HTMLElement>) => {
    closeMenu(event);
    if (!onDelete) return;
    // With JavaScript the browser's own confirm prompt asks; without it, a dialog does.
    event.preventDefault();
    if (window.confirm(t("item.confirmDelete", { name: item.name }))) onDelete(item);
  };
  const label = lineLabel(t, { ...item, units }, language);
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
          {item.is_bought ? TICK_MARK : null}
        </span>
        <span className="item-name" dir="auto">
          {label.name}
        </span>
        {/* One text node: pieces would each be marked off with a comment in the HTML. */}
        <span className="meta">
          {[label.amount, item.price > 0 ? euros(item.price) : "", item.waiting ? words.notSavedYet : ""]
            .filter(Boolean)
            .join(" · ")}
        </span>
        {item.needed !== null ? (
          <small className="needed">{words.needed(format.number(item.needed, { maximumFractionDigits: 2 }))}</small>
        ) : null}
        {item.have !== null || item.held_for ? (
          <small className="held">
            {[item.have !== null ? heldText(t, { ...item, units, have: item.have }, language) : "", item.held_for ?? ""]
              .filter(Boolean)
              .join(" · ")}
          </small>
        ) : null}
      </button>
      <details className="row-menu">
        <summary aria-label={words.actionsFor(item.name)}>{MENU_SIGN}</summary>
        <div className="row-menu-items">
          {item.id !== null ? (
            <>
              <RowLink to={rowLink("item", item.id)} preventScrollReset aria-label={words.editNamed(item.name)}>
                {words.edit}
              </RowLink>
              <RowLink
                to={rowLink("delete_item", item.id)}
                preventScrollReset
                aria-label={words.deleteNamed(item.name)}
                onClick={confirmDelete}
              >
                {words.delete}
              </RowLink>
            </>
          ) : (
            <button type="button" aria-label={words.deleteNamed(item.name)} onClick={confirmDelete}>
              {words.delete}
            </button>
          )}
        </div>
      </details>
    </div>
  );
}

/** Lines by store section, the sections in `order` (a section it does not know goes last). */
function itemsBySection(items: readonly ShownItem[], order: readonly string[]) {
  const place = (section: string) => {
    const index = order.indexOf(section);
    return index < 0 ? order.length : index;
  };
  const sections = new Map<string, ShownItem[]>();
  for (const item of [...items].sort(byName)) {
    const section = item.section || "Other";
    const lines = sections.get(section);
    if (lines) lines.push(item);
    else sections.set(section, [item]);
  }
  return [...sections].sort(([a], [b]) => place(a) - place(b) || byText(a, b));
}

/**
 * The Shopping Items tab: what is left to buy under its store sections in `sectionOrder`, then
 * the lines without an amount once under "Check you have", then what is bought, sunk below.
 */
export function ItemSections({
  items,
  sectionOrder,
  linkTo,
  ...actions
}: RowActions & { items: readonly ShownItem[]; sectionOrder: readonly string[] }) {
  const { t } = useTranslation("shopping");
  const words = useRowWords();
  const sectionName = useSectionName();
  const toBuy = items.filter((item) => !item.is_bought && !isCheckYouHave(item));
  const toCheck = items.filter((item) => !item.is_bought && isCheckYouHave(item)).sort(byName);
  const bought = items.filter((item) => item.is_bought).sort(byName);
  // The page's address is worked out once, not twice per row.
  const address = linkTo({ item: null, delete_item: null });
  const separator = address.includes("?") ? "&" : "?";
  const rowLink = (param: string, id: number) => `${address}${separator}${param}=${id}`;
  const section = (key: string, title: string, rows: readonly ShownItem[], className?: string) => (
    <section key={key} aria-label={title} className={className}>
      <h2>{title}</h2>
      {rows.map((item) => (
        <ItemRow key={item.key} item={item} rowLink={rowLink} words={words} {...actions} />
      ))}
    </section>
  );
  const checkSection = toCheck.length > 0 ? section("check", t("items.checkYouHave"), toCheck, "check-items") : null;
  const boughtSection = bought.length > 0 ? section("bought", t("items.bought"), bought, "bought-items") : null;
  return (
    <>
      <TickForm id={TICK_FORM.tick} bought />
      <TickForm id={TICK_FORM.untick} bought={false} />
      {itemsBySection(toBuy, sectionOrder).map(([name, rows]) => section(name, sectionName(name), rows))}
      {checkSection}
      {boughtSection}
    </>
  );
}
