import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/utils/paging";
import { ButtonLink } from "./button-link";

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
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 0 ? (
        <ButtonLink to={to(page)} tone="secondary" small>
          {t("pager.previous")}
        </ButtonLink>
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
        <ButtonLink to={to(page + 2)} tone="secondary" small>
          {t("pager.next")}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
