import { Link } from "@remix-run/react";
import { pageWindow } from "~/utils/paging";

/** Previous, a window of page numbers and Next, as links; `page` counts from 0, `to` takes it from 1. */
export function Pager({
  label,
  page,
  pages,
  window,
  to,
}: {
  label: string;
  page: number;
  pages: number;
  window: number;
  to: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 0 ? (
        <Link to={to(page)} className="btn btn-secondary btn-small">
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pages, window).map((n) => (
        <Link
          key={n}
          to={to(n + 1)}
          className={`btn btn-small ${n === page ? "btn-primary" : "btn-secondary"}`}
          aria-current={n === page ? "page" : undefined}
        >
          {n + 1}
        </Link>
      ))}
      {page + 1 < pages ? (
        <Link to={to(page + 2)} className="btn btn-secondary btn-small">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
