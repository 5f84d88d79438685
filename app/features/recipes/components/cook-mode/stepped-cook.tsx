import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormReply } from "~/utils/form.server";
import { formatDuration } from "../../lib/step-timers";
import { CookedForm } from "./cooked-form";
import { IngredientList, StepAmounts } from "./cook-lines";
import { TimerAlerts, TimerBar, useCookTimers } from "./cook-timers";
import type { CookModePage } from "./types";
import { useScreenWakeLock, type WakeLockState } from "./use-wake-lock";
import { useSwipe } from "./use-swipe";

/** What the page says of the screen staying on; nothing while the browser is asked. */
const WAKE_LOCK_NOTES = {
  asking: null,
  held: "cook.wakeHeld",
  unsupported: "cook.wakeUnsupported",
  refused: "cook.wakeRefused",
} as const satisfies Record<WakeLockState, string | null>;

/**
 * Arrow keys move between steps, unless the person is typing in a field: the arrow that points
 * the way the page reads goes on (→ left to right, ← right to left).
 */
function useArrowKeys(forward: "left" | "right", onArrow: (direction: -1 | 1) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select")) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        onArrow(event.key === (forward === "right" ? "ArrowRight" : "ArrowLeft") ? 1 : -1);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [forward, onArrow]);
}

/**
 * Cook mode once scripts run: one step at a time in large type with the amounts it uses, the
 * ingredient list a tap or a swipe away, timers that keep running from step to step, the screen
 * kept on, and each step change said to screen readers.
 */
export function SteppedCook({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
  const { t, i18n } = useTranslation("recipes");
  // Steps lie in the page's reading direction: the next one to the right, or to the left in Arabic.
  const forward = i18n.dir() === "rtl" ? "left" : "right";
  const { steps, lines } = page;
  const [index, setIndex] = useState(0);
  const [view, setView] = useState<"step" | "ingredients">("step");
  const [announced, setAnnounced] = useState("");
  const timers = useCookTimers();
  const wakeLock = useScreenWakeLock();
  const step = steps[index]!;
  const last = index === steps.length - 1;

  const goTo = (to: number) => {
    const next = Math.min(steps.length - 1, Math.max(0, to));
    setView("step");
    if (next === index) return;
    setIndex(next);
    setAnnounced(t("cook.announce", { step: next + 1, count: steps.length, text: steps[next]!.text }));
  };
  useArrowKeys(forward, (direction) => goTo(index + direction));
  // A finger moving against the reading direction brings in what lies ahead, as a page turns.
  const stepSwipe = useSwipe((direction) => goTo(index + (direction === forward ? -1 : 1)));
  // The views lie side by side: the ingredients after the step being cooked, as their buttons are.
  const viewSwipe = useSwipe((direction) => setView(direction === forward ? "step" : "ingredients"));
  const running = timers.timers.some((timer) => timer.step === index && !timer.rang);
  const wakeNote = WAKE_LOCK_NOTES[wakeLock];

  return (
    <>
      {wakeNote ? <p className="meta cook-wake">{t(wakeNote)}</p> : null}
      <TimerAlerts {...timers} />
      <TimerBar {...timers} />
      <div className="cook-views" role="group" aria-label={t("cook.show")} {...viewSwipe}>
        <button type="button" aria-pressed={view === "step"} onClick={() => setView("step")}>
          {t("cook.steps")}
        </button>
        <button type="button" aria-pressed={view === "ingredients"} onClick={() => setView("ingredients")}>
          {t("cook.ingredients")}
        </button>
      </div>
      {view === "step" ? (
        <section className="cook-step" aria-labelledby="cook-step-title" {...stepSwipe}>
          <h2 id="cook-step-title" className="cook-step-count">
            {t("cook.stepOf", { step: index + 1, count: steps.length })}
          </h2>
          <p className="cook-step-text" dir="auto">
            {step.text}
          </p>
          <StepAmounts lines={lines} step={step} />
          {step.timer ? (
            <button
              type="button"
              className="btn btn-secondary cook-timer-start"
              disabled={running}
              onClick={() => timers.start(index, step.timer!)}
            >
              {t(running ? "cook.timerRunning" : "cook.startTimer", { time: formatDuration(t, step.timer.seconds) })}
            </button>
          ) : null}
        </section>
      ) : (
        <section className="cook-ingredients" aria-labelledby="cook-ingredients-title" {...viewSwipe}>
          <h2 id="cook-ingredients-title">{t("cook.ingredients")}</h2>
          <IngredientList lines={lines} />
        </section>
      )}
      <div className="cook-bar">
        <button type="button" className="btn btn-secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          {t("cook.previous")}
        </button>
        {last ? (
          <CookedForm page={page} reply={reply} />
        ) : (
          <button type="button" className="btn btn-primary cook-next" onClick={() => goTo(index + 1)}>
            {t("cook.next")}{" "}
            <span className="points" aria-hidden="true">
              →
            </span>
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
