import { useTranslation } from "react-i18next";
import { ProgressBar } from "./progress-bar";
import { Stats } from "~/components/stats";
import type { ShownItem, Totals } from "~/offline/overlay";
import { percentOf, useEuros, usePercent } from "../lib/money";
import { itemsByType } from "./item-rows";

/** A list's Progress Overview tab: counts, the price overview and progress per type. */
export function ProgressOverview({
  items,
  totals,
  budgetCents,
}: {
  items: readonly ShownItem[];
  totals: Totals;
  budgetCents: number;
}) {
  const { t } = useTranslation("shopping");
  const euros = useEuros();
  const percent = usePercent();
  const budgetLeft = budgetCents / 100 - totals.spent;
  return (
    <section aria-label={t("progress.title")}>
      <Stats
        figures={[
          [totals.boughtCount, t("progress.completed")],
          [totals.itemCount - totals.boughtCount, t("progress.remaining")],
          [percent(percentOf(totals.boughtCount, totals.itemCount)), t("progress.done")],
        ]}
      />
      <h2>{t("progress.prices")}</h2>
      <p>
        {t("progress.spent", { spent: euros(totals.spent), total: euros(totals.itemsTotal) })}
        {/* The budget lines only when the list has a budget: without one there is nothing remaining of it. */}
        {budgetCents > 0
          ? ` · ${t("progress.budget", { budget: euros(budgetCents / 100) })} · ${t("progress.budgetLeft", { left: euros(budgetLeft) })}`
          : null}
      </p>
      <h2>{t("progress.perType")}</h2>
      {[...itemsByType(items).entries()].map(([type, typed]) => {
        const done = typed.filter((item) => item.is_bought).length;
        return (
          <div key={type}>
            <p className="meta">{t("progress.typeCount", { type, done, count: typed.length })}</p>
            <ProgressBar percent={percentOf(done, typed.length)} label={t("progress.of", { name: type })} />
          </div>
        );
      })}
    </section>
  );
}
