import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { RowLink } from "~/components/row-link";
import { ServerRendered } from "~/components/server-rendered";
import { useFormat } from "~/i18n/format";
import { useDayNames } from "../../lib/day-names";
import { useDragToMove } from "./drag-to-move";
import { MealCard } from "./meal-card";
import type { DayEnergy, PlanDay, PlanMeal, PlanTarget, PlanType } from "./types";

type PlanBoardProps = {
  days: PlanDay[];
  types: PlanType[];
  meals: PlanMeal[];
  /** What each day's meals add up to for one person, by day (`YYYY-MM-DD`). */
  energy: Record<string, DayEnergy>;
  /** The address of the create dialog for a slot (its day and meal type filled in), or for a day (the type left to choose). */
  addTo: (day: PlanDay, type: PlanType | null) => string;
  /** The address of a meal's move dialog. */
  moveTo: (meal: PlanMeal) => string;
  /** The week's address, which every link of the board is built from. */
  linksFrom: string;
};

/** The move a drop asks for, as the planner's form posts it (`time` and type of a dated meal: the server decides which time it keeps). */
function moveForm(meal: PlanMeal, target: PlanTarget) {
  return {
    intent: "move",
    id: String(meal.id),
    date: target.day,
    type_id: String(target.typeId),
    ...(meal.time ? { time: meal.time } : {}),
    ...(meal.typeId ? { from_type_id: String(meal.typeId) } : {}),
  };
}

/** A day's energy for one person, and how many of its meals it rests on when not all. */
function DayEnergyNote({ energy }: { energy: DayEnergy | undefined }) {
  const { t } = useTranslation("meals");
  const format = useFormat();
  if (!energy?.counted) return null;
  return (
    <p className="plan-day-energy">
      {t("plan.energy", { kcal: format.number(Math.round(energy.kcal)) })}
      {energy.counted < energy.meals ? t("plan.energyPart", { counted: energy.counted, meals: energy.meals }) : null}
    </p>
  );
}

/**
 * The week: days as columns and meal types as rows on a wide screen, each slot with its meals or
 * its '+'. Below that width, one day after another: a day shows only the meal types it has meals
 * of (the empty slots fold away, plan.css) and one 'Add meal' link, whose dialog asks for the
 * type. The meals with no date wait in a tray beside the week. With JavaScript a meal drags to a slot or
 * to the tray (a move through a fetcher, shown at once); without it, each meal's 'Move to…' link
 * opens the move dialog. The week is links only, so it is kept as the server wrote it while the
 * page hydrates, until a move or another week changes it; dragging works on either.
 */
export function PlanBoard({ days, types, meals, energy, addTo, moveTo, linksFrom }: PlanBoardProps) {
  const { t } = useTranslation("meals");
  const names = useDayNames();
  const fetcher = useFetcher();
  const board = useRef<HTMLDivElement>(null);
  const latest = useRef({ meals, types });
  latest.current = { meals, types };
  useDragToMove(board, (mealId, slot) => {
    const meal = latest.current.meals.find((candidate) => candidate.id === mealId);
    if (!meal) return;
    const [day, typeId] = slot === "tray" ? ["", meal.typeId ?? latest.current.types[0]!.id] : slot.split(":");
    fetcher.submit(moveForm(meal, { day: String(day), typeId: Number(typeId) }), { method: "post" });
  });

  // The move on its way shows where it goes before the server answers.
  const pending = fetcher.formData?.get("intent") === "move" ? fetcher.formData : null;
  const placed = pending
    ? meals.map((meal) =>
        meal.id === Number(pending.get("id"))
          ? { ...meal, day: String(pending.get("date")) || null, typeId: Number(pending.get("type_id")) }
          : meal,
      )
    : meals;
  const slotMeals = (day: string, type: PlanType, index: number) =>
    placed.filter(
      (meal) =>
        meal.day === day && (meal.typeId === type.id || (index === 0 && !types.some((t) => t.id === meal.typeId))),
    );
  const tray = placed.filter((meal) => meal.day === null);
  const card = (meal: PlanMeal) => <MealCard key={meal.id} meal={meal} moveTo={moveTo(meal)} />;
  const planned = new Set(placed.map((meal) => meal.day));

  return (
    <div ref={board}>
      <ServerRendered as="div" className="plan-layout" version={() => JSON.stringify([linksFrom, days, types, placed])}>
        {() => (
          <>
            <div className="plan-week" style={{ gridTemplateRows: `auto repeat(${types.length}, auto)` }}>
              <div className="plan-row-labels" aria-hidden="true">
                <span />
                {types.map((type) => (
                  <span key={type.id} className="plan-row-label">
                    {type.name}
                  </span>
                ))}
              </div>
              {days.map((day) => (
                <section
                  key={day.iso}
                  className={`plan-day${day.today ? " today" : ""}${planned.has(day.iso) ? "" : " empty"}`}
                  aria-labelledby={`day-${day.iso}`}
                  data-day={day.iso}
                >
                  <div className="plan-day-head">
                    <h2 id={`day-${day.iso}`} className="plan-day-title">
                      <span aria-hidden="true">{names.short(day.iso)}</span>
                      <span className="visually-hidden">{names.long(day.iso)}</span>
                      {day.today ? <span className="plan-today">{t("plan.today")}</span> : null}
                    </h2>
                    <RowLink
                      to={addTo(day, null)}
                      className="btn btn-secondary btn-small plan-day-add"
                      preventScrollReset
                    >
                      <span aria-hidden="true">+ </span>
                      {t("plan.addMeal")}
                      <span className="visually-hidden">{t("plan.addMealOn", { day: names.long(day.iso) })}</span>
                    </RowLink>
                    <DayEnergyNote energy={energy[day.iso]} />
                  </div>
                  {types.map((type, index) => {
                    const inSlot = slotMeals(day.iso, type, index);
                    return (
                      <div
                        key={type.id}
                        className={`plan-slot${inSlot.length ? "" : " empty"}`}
                        data-slot={`${day.iso}:${type.id}`}
                      >
                        <h3 className="plan-slot-type">{type.name}</h3>
                        {inSlot.length ? (
                          inSlot.map(card)
                        ) : (
                          <RowLink
                            to={addTo(day, type)}
                            className="plan-add"
                            aria-label={t("plan.addTypeOn", { type: type.name, day: names.long(day.iso) })}
                            preventScrollReset
                          >
                            +
                          </RowLink>
                        )}
                      </div>
                    );
                  })}
                </section>
              ))}
            </div>
            <aside className="plan-tray" aria-labelledby="plan-tray-title" data-slot="tray">
              <h2 id="plan-tray-title">{t("plan.noDate")}</h2>
              {tray.length ? (
                <div className="plan-tray-meals">{tray.map(card)}</div>
              ) : (
                <p className="subtitle">{t("plan.trayEmpty")}</p>
              )}
            </aside>
          </>
        )}
      </ServerRendered>
    </div>
  );
}
