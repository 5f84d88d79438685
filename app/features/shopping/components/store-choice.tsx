import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useEuros } from "../lib/money";

type Store = { id: number; name: string };

/**
 * Where the list is shopped: its store files the lines in that store's aisle order, and the
 * household's ticks there teach it. Choosing another is a form (a button without JavaScript; with
 * it, the choice itself submits), kept on the list for every phone of the household.
 */
export function StoreChoice({
  listId,
  store,
  stores,
  manageTo,
  error,
}: {
  listId: number;
  store: Store;
  stores: readonly Store[];
  manageTo: string;
  /** Why the last choice was refused. */
  error?: string | null;
}) {
  const { t } = useTranslation("shopping");
  const submit = useSubmit();
  return (
    <Form method="post" className="store-choice" preventScrollReset aria-label={t("storeChoice.label")}>
      <input type="hidden" name="intent" value="choose-store" />
      <input type="hidden" name="list_id" value={listId} />
      <label htmlFor="list-store">{t("storeChoice.shoppingAt")}</label>
      <select
        id="list-store"
        name="store_id"
        key={store.id}
        defaultValue={store.id}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
      >
        {stores.map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary btn-sm">
          {t("storeChoice.shopHere")}
        </button>
      </noscript>
      <Link to={manageTo} replace preventScrollReset>
        {t("storeChoice.manage")}
      </Link>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * What the list should cost in its store, from the lines' prices and the last prices paid there
 * ("≈ €42.10 at Lidl"); how many lines it covers when some have no price yet. Nothing when no
 * remembered price adds to the lines' own.
 */
export function EstimateText({
  estimate,
  store,
  itemsTotal,
}: {
  estimate: { total: number; priced_lines: number; lines: number };
  store: string;
  /** The sum of the lines' own prices: an estimate that adds nothing to it is not said. */
  itemsTotal: number;
}) {
  const { t } = useTranslation("shopping");
  const euros = useEuros();
  if (estimate.priced_lines === 0 || Math.round(estimate.total * 100) === Math.round(itemsTotal * 100)) return null;
  const total = euros(estimate.total);
  const text =
    estimate.priced_lines < estimate.lines
      ? t("storeChoice.estimatePart", { total, store, count: estimate.lines, priced: estimate.priced_lines })
      : t("storeChoice.estimate", { total, store });
  return <span className="estimate">{` · ${text}`}</span>;
}
