import type { i18n as I18n } from "i18next";
import { useContext, useEffect, type ReactNode } from "react";
import { getI18n, I18nContext } from "react-i18next";
import { fillIn } from "~/i18n/fill-in";
import { markup, type Markup } from "~/utils/html";
import { iconHtml, MoreIcon } from "./icons";
import { RowLink, rowLinkHtml } from "./row-link";

/**
 * With JavaScript: one row menu open at a time, a tap elsewhere or Escape closes it, and a chosen
 * link closes its menu (so it is shut when its dialog closes again). Document listeners set once
 * in the root, so they serve menus React never hydrated (rows kept as the server wrote them) and
 * a long list adds none.
 */
export function useRowMenus() {
  useEffect(() => {
    const openMenu = () => document.querySelector<HTMLDetailsElement>("details.row-menu[open]");
    // `toggle` does not bubble: listen in the capture phase.
    const onToggle = (event: Event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.classList.contains("row-menu") || !menu.open) return;
      for (const other of document.querySelectorAll<HTMLDetailsElement>("details.row-menu[open]")) {
        if (other !== menu) other.open = false;
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const menu = openMenu();
      if (menu && !menu.contains(event.target as Node)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = openMenu();
      if (!menu || event.key !== "Escape") return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(".row-menu-items a") : null;
      const menu = link?.closest("details");
      if (menu) menu.open = false;
    };
    document.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);
}

type RowMenuWords = { labelFor: (label: string) => string; more: string; delete: string };

/**
 * The row menu's words, looked up once per i18next instance and language: a list renders a menu on
 * every row (a week of meals, sixty), and `useTranslation` with three lookups on each row was a
 * measurable part of the page's render. The label that names the row is worded once too, and
 * filled in with each row's name.
 * `KEEP_ROW_MENU_WORDS = false` looks every word up on every row.
 */
const KEEP_ROW_MENU_WORDS = true;
const keptWords = new WeakMap<I18n, Map<string, RowMenuWords>>();

export function useRowMenuWords(): RowMenuWords {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = i18n.language;
  let byLanguage = keptWords.get(i18n);
  let words = KEEP_ROW_MENU_WORDS ? byLanguage?.get(language) : undefined;
  if (words) return words;
  const t = i18n.getFixedT(language, "common");
  words = {
    labelFor: fillIn((label) => t("rowMenu.actionsFor", { label })),
    more: t("rowMenu.more"),
    delete: t("dialog.delete"),
  };
  if (KEEP_ROW_MENU_WORDS) {
    if (!byLanguage) keptWords.set(i18n, (byLanguage = new Map()));
    byLanguage.set(language, words);
  }
  return words;
}

/**
 * A row's ⋯ menu: the actions a row needs less often, destructive ones above all, so a long
 * list is not a wall of red buttons. A `<details>`, so it opens without JavaScript; its items
 * are links to the page's own dialogs (`?action=delete&id=…` opens the confirmation).
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const words = useRowMenuWords();
  return (
    <details className="row-menu">
      <summary aria-label={words.labelFor(label)} title={words.more}>
        <MoreIcon />
      </summary>
      <div className="row-menu-items">{children}</div>
    </details>
  );
}

/** A row menu's destructive item: red, leading to the page's confirmation dialog. */
export function RowMenuDelete({ to, label, ariaLabel }: { to: string; label?: string; ariaLabel?: string }) {
  const words = useRowMenuWords();
  return (
    <RowLink to={to} className="row-menu-danger" preventScrollReset aria-label={ariaLabel}>
      {label ?? words.delete}
    </RowLink>
  );
}

/** A row's Edit (or View) kept in sight next to the ⋯ menu: a small secondary button, with its icon if given. */
export function RowAction({
  to,
  icon,
  children,
  preventScrollReset = true,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  preventScrollReset?: boolean;
}) {
  return (
    <RowLink to={to} className="btn btn-secondary btn-small" preventScrollReset={preventScrollReset}>
      {icon}
      {children}
    </RowLink>
  );
}

/**
 * The row menu's parts as text, for a block the server writes without React: the same markup as
 * `RowMenu`, `RowMenuDelete` and `RowAction` (a test renders both and compares them).
 */
export const rowMenuHtml = (words: RowMenuWords, label: string, items: Markup) =>
  markup`<details class="row-menu">
    <summary aria-label="${words.labelFor(label)}" title="${words.more}">${iconHtml("more", 20)}</summary>
    <div class="row-menu-items">${items}</div>
  </details>`;

export const rowMenuDeleteHtml = (words: RowMenuWords, to: string) =>
  rowLinkHtml(to, { preventScrollReset: true }, [["class", "row-menu-danger"]], words.delete);

export const rowActionHtml = (to: string, content: string, preventScrollReset = true) =>
  rowLinkHtml(to, { preventScrollReset }, [["class", "btn btn-secondary btn-small"]], content);
