import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/utils/paging";
import { ButtonLink } from "~/components/button-link";
import { CloseIcon } from "~/components/icons";

const PAGE_SIZE = 10;
const MAX_PAGE_BUTTONS = 7;

/**
 * The ingredient filter's selector on /recipes: search, pages of 10 (at most 7 page buttons), Select Page,
 * Deselect Page, Clear All, Cancel and Apply Selection (n). Applying submits `ing` to the list.
 * Without JavaScript every ingredient is listed with a checkbox.
 */
export function IngredientSelector({
  ingredients,
  selected,
  closeTo,
  keep,
}: {
  ingredients: { id: number; name: string }[];
  selected: number[];
  closeTo: string;
  /** Other list parameters to keep when applying (search, category). */
  keep: Record<string, string>;
}) {
  const { t } = useTranslation("recipes");
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const matching = ingredients.filter((ingredient) =>
    ingredient.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = hydrated ? matching.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE) : ingredients;
  const toggle = (ids: number[], on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  return (
    <div className="modal-backdrop">
      <div className="modal modal-md" role="dialog" aria-modal="true" aria-labelledby="selector-title">
        <div className="modal-header">
          <h2 id="selector-title">{t("selector.title")}</h2>
          <Link to={closeTo} className="modal-close" aria-label={t("selector.close")} replace preventScrollReset>
            <CloseIcon />
          </Link>
        </div>
        <Form method="get" action="/recipes">
          {Object.entries(keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {hydrated ? (
            <>
              <input type="hidden" name="ing" value={[...chosen].join(",")} />
              <label htmlFor="selector-search" className="visually-hidden">
                {t("selector.searchLabel")}
              </label>
              <input
                id="selector-search"
                type="search"
                placeholder={t("selector.searchPlaceholder")}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(0);
                }}
              />
              <div className="inline-fields" style={{ margin: "0.5rem 0" }}>
                {(
                  [
                    [t("selector.selectPage"), true],
                    [t("selector.deselectPage"), false],
                  ] as const
                ).map(([label, on]) => (
                  <button
                    key={label}
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() =>
                      toggle(
                        visible.map((i) => i.id),
                        on,
                      )
                    }
                  >
                    {label}
                  </button>
                ))}
                <button type="button" className="btn btn-ghost btn-small" onClick={() => setChosen(new Set())}>
                  {t("selector.clearAll")}
                </button>
              </div>
            </>
          ) : null}
          <div className="selector-list">
            {visible.length === 0 ? <p className="subtitle">{t("selector.noResults")}</p> : null}
            {visible.map((ingredient) => (
              <label key={ingredient.id} className="radio selector-item">
                <input
                  type="checkbox"
                  name={hydrated ? undefined : "ing"}
                  value={ingredient.id}
                  checked={chosen.has(ingredient.id)}
                  onChange={(e) => toggle([ingredient.id], e.currentTarget.checked)}
                />
                {ingredient.name}
              </label>
            ))}
          </div>
          {hydrated && pages > 1 ? (
            <div className="pager" aria-label={t("selector.pages")}>
              {pageWindow(current, pages, MAX_PAGE_BUTTONS).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`btn btn-small ${n === current ? "btn-primary" : "btn-secondary"}`}
                  aria-current={n === current ? "page" : undefined}
                  onClick={() => setPage(n)}
                >
                  {n + 1}
                </button>
              ))}
            </div>
          ) : null}
          <div className="modal-actions">
            <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
              {t("selector.cancel")}
            </ButtonLink>
            <button type="submit" className="btn btn-primary">
              {t("selector.apply", { count: chosen.size })}
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
