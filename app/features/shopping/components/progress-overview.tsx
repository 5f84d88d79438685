import { ProgressBar } from "./progress-bar";
import { Stats } from "~/components/stats";
import type { ShownItem, Totals } from "~/offline/overlay";
import { formatEuros, percentOf } from "../lib/money";
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
  const budgetLeft = budgetCents / 100 - totals.spent;
  return (
    <section aria-label="Progress Overview">
      <Stats
        figures={[
          [totals.boughtCount, "Completed"],
          [totals.itemCount - totals.boughtCount, "Remaining"],
          [`${percentOf(totals.boughtCount, totals.itemCount)}%`, "Done"],
        ]}
      />
      <h2>Price overview</h2>
      <p>
        Spent {formatEuros(totals.spent)} of {formatEuros(totals.itemsTotal)}
        {/* The budget lines only when the list has a budget: without one there is nothing remaining of it. */}
        {budgetCents > 0
          ? ` · Budget ${formatEuros(budgetCents / 100)} · Remaining budget ${formatEuros(budgetLeft)}`
          : null}
      </p>
      <h2>Progress per type</h2>
      {[...itemsByType(items).entries()].map(([type, typed]) => {
        const done = typed.filter((item) => item.is_bought).length;
        return (
          <div key={type}>
            <p className="meta">
              {type}: {done} of {typed.length}
            </p>
            <ProgressBar percent={percentOf(done, typed.length)} label={`${type} progress`} />
          </div>
        );
      })}
    </section>
  );
}
