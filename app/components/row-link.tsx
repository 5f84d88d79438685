import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";
import { markup, type Markup } from "~/utils/html";

type RowLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
};

/**
 * A link repeated in every row of a long list (meals, recipe cards, list items). Remix's `<Link>`
 * resolves its path through several hooks per instance, which made a week of 60 meals cost
 * milliseconds of server rendering; this one is a plain anchor, and the single listener of
 * `useRowLinkNavigation` (in the root) navigates it client-side like a `<Link>` would.
 */
export function RowLink({ to, replace, preventScrollReset, ...props }: RowLinkProps) {
  return (
    <a
      href={to}
      data-row-link=""
      data-replace={replace ? "" : undefined}
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
      {...props}
    />
  );
}

/**
 * `RowLink`'s markup as text, for a block the server writes without React: `attributes` follow the
 * link's own, in the order given, as the props after `to` do in `RowLink`.
 */
export function rowLinkHtml(
  to: string,
  { replace, preventScrollReset }: { replace?: boolean; preventScrollReset?: boolean },
  attributes: [name: string, value: string | undefined][],
  content: Markup | string,
) {
  const flags = markup`${replace ? markup` data-replace=""` : null}${
    preventScrollReset ? markup` data-prevent-scroll-reset=""` : null
  }`;
  const more = attributes.map(([name, value]) => (value === undefined ? markup`` : markup` ${name}="${value}"`));
  return markup`<a href="${to}" data-row-link=""${flags}${more}>${content}</a>`;
}

/** Navigates row links without a document load; modified clicks (new tab, download) stay the browser's. */
export function useRowLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-row-link]") : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        (anchor.target && anchor.target !== "_self") ||
        anchor.origin !== window.location.origin
      )
        return;
      event.preventDefault();
      navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`, {
        replace: anchor.hasAttribute("data-replace"),
        preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset"),
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
