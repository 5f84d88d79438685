import type { MouseEvent, ReactNode, SyntheticEvent } from "react";
import { MoreIcon } from "./icons";
import { RowLink } from "./row-link";

/**
 * With JavaScript: one row menu open at a time, and a tap elsewhere or Escape closes it. The
 * listeners live only while the menu is open, so a long list adds none.
 */
function onMenuToggle(event: SyntheticEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  if (!menu.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>("details.row-menu[open]")) {
    if (other !== menu) other.open = false;
  }
  const closeFromOutside = (outside: Event) => {
    if (outside instanceof KeyboardEvent ? outside.key === "Escape" : !menu.contains(outside.target as Node)) {
      menu.open = false;
      if (outside instanceof KeyboardEvent) menu.querySelector("summary")?.focus();
    }
  };
  document.addEventListener("pointerdown", closeFromOutside);
  document.addEventListener("keydown", closeFromOutside);
  menu.addEventListener(
    "toggle",
    () => {
      document.removeEventListener("pointerdown", closeFromOutside);
      document.removeEventListener("keydown", closeFromOutside);
    },
    { once: true },
  );
}

/** A chosen link closes its menu, so the menu is shut when its dialog closes again. */
function closeOnLink(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest("a"))
    event.currentTarget.closest("details")!.open = false;
}

/**
 * A row's ⋯ menu: the actions a row needs less often, destructive ones above all, so a long
 * list is not a wall of red buttons. A `<details>`, so it opens without JavaScript; its items
 * are links to the page's own dialogs (`?action=delete&id=…` opens the confirmation).
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="row-menu" onToggle={onMenuToggle}>
      <summary aria-label={`Actions for ${label}`} title="More actions">
        <MoreIcon />
      </summary>
      <div className="row-menu-items" onClick={closeOnLink}>
        {children}
      </div>
    </details>
  );
}

/** A row menu's destructive item: red, leading to the page's confirmation dialog. */
export function RowMenuDelete({ to, label = "Delete", ariaLabel }: { to: string; label?: string; ariaLabel?: string }) {
  return (
    <RowLink to={to} className="row-menu-danger" preventScrollReset aria-label={ariaLabel}>
      {label}
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
