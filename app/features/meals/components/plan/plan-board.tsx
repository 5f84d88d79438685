import { useFetcher } from "@remix-run/react";
import { RowLink } from "~/components/row-link";
import { useEffect, useState, type DragEvent, type ReactNode } from "react";
import { MealCard } from "./meal-card";
import type { PlanDay, PlanMeal, PlanTarget, PlanType } from "./types";

type PlanBoardProps = {
  days: PlanDay[];
  types: PlanType[];
  meals: PlanMeal[];
  /** The address of the create dialog for a slot: its day and meal type filled in. */
  addTo: (day: PlanDay, type: PlanType) => string;
  /** The address of a meal's move dialog. */
  moveTo: (meal: PlanMeal) => string;
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

/**
 * The week: days as columns and meal types as rows on a wide screen (one day after another on a
 * phone), the meals with no date in a tray beside it. With JavaScript a meal drags to a slot or
 * to the tray (a move through a fetcher, shown at once); without it, each meal's 'Move to…' form
 * does the same.
 */
export function PlanBoard({ days, types, meals, addTo, moveTo }: PlanBoardProps) {
  const fetcher = useFetcher();
  const [hydrated, setHydrated] = useState(false);
  const [dragging, setDragging] = useState<PlanMeal | null>(null);
  const [over, setOver] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);

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

  const dropZone = (key: string, target: PlanTarget | ((meal: PlanMeal) => PlanTarget)) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragging) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (over !== key) setOver(key);
    },
    onDragLeave: () => setOver((current) => (current === key ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setOver(null);
      if (!dragging) return;
      const to = typeof target === "function" ? target(dragging) : target;
      if (to.day !== (dragging.day ?? "") || to.typeId !== dragging.typeId)
        fetcher.submit(moveForm(dragging, to), { method: "post" });
      setDragging(null);
    },
  });

  const card = (meal: PlanMeal) => (
    <MealCard
      key={meal.id}
      meal={meal}
      moveTo={moveTo(meal)}
      draggable={hydrated}
      onDragStart={(event, dragged) => {
        event.dataTransfer.setData("text/plain", String(dragged.id));
        event.dataTransfer.effectAllowed = "move";
        setDragging(dragged);
      }}
      onDragEnd={() => {
        setDragging(null);
        setOver(null);
      }}
    />
  );

  return (
    <div className="plan-layout">
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
            className={`plan-day${day.today ? " today" : ""}`}
            aria-labelledby={`day-${day.iso}`}
            data-day={day.iso}
          >
            <h2 id={`day-${day.iso}`} className="plan-day-title">
              <span aria-hidden="true">{day.short}</span>
              <span className="visually-hidden">{day.long}</span>
              {day.today ? <span className="plan-today">Today</span> : null}
            </h2>
            {types.map((type, index) => {
              const key = `${day.iso}:${type.id}`;
              const inSlot = slotMeals(day.iso, type, index);
              return (
                <Slot
                  key={type.id}
                  label={type.name}
                  dropping={over === key}
                  data={{ "data-slot": key }}
                  zone={dropZone(key, { day: day.iso, typeId: type.id })}
                >
                  {inSlot.length ? (
                    inSlot.map(card)
                  ) : (
                    <RowLink
                      to={addTo(day, type)}
                      className="plan-add"
                      aria-label={`Add ${type.name} on ${day.long}`}
                      preventScrollReset
                    >
                      +
                    </RowLink>
                  )}
                </Slot>
              );
            })}
          </section>
        ))}
      </div>
      <aside
        className={`plan-tray${over === "tray" ? " drop-over" : ""}`}
        aria-labelledby="plan-tray-title"
        data-slot="tray"
        {...dropZone("tray", (meal) => ({ day: "", typeId: meal.typeId ?? types[0]!.id }))}
      >
        <h2 id="plan-tray-title">No date</h2>
        {tray.length ? (
          <div className="plan-tray-meals">{tray.map(card)}</div>
        ) : (
          <p className="subtitle">Meals without a day wait here. Drag one onto a day, or use its Move to… link.</p>
        )}
      </aside>
    </div>
  );
}

/** One day's meal type: its meals, or the '+' that plans one; a drop target while a meal is dragged. */
function Slot({
  label,
  dropping,
  data,
  zone,
  children,
}: {
  label: string;
  dropping: boolean;
  data: Record<`data-${string}`, string>;
  zone: Record<string, (event: DragEvent<HTMLElement>) => void>;
  children: ReactNode;
}) {
  return (
    <div className={`plan-slot${dropping ? " drop-over" : ""}`} {...data} {...zone}>
      <h3 className="plan-slot-type">{label}</h3>
      {children}
    </div>
  );
}
