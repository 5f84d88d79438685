import { useEffect, useState } from "react";
import type { FormReply } from "~/utils/form.server";
import { formatDuration } from "../../lib/step-timers";
import { CookedForm } from "./cooked-form";
import { IngredientList, StepAmounts } from "./cook-lines";
import { TimerAlerts, TimerBar, useCookTimers } from "./cook-timers";
import type { CookModePage } from "./types";
import { useScreenWakeLock, type WakeLockState } from "./use-wake-lock";
import { useSwipe } from "./use-swipe";

const WAKE_LOCK_NOTES: Record<WakeLockState, string> = {
  asking: "",
  held: "The screen stays on while you cook.",
  unsupported: "This browser cannot keep the screen on: it may dim while you cook.",
  refused: "The screen may dim: the browser did not let Larder keep it on.",
};

/** Arrow keys move between steps, unless the person is typing in a field. */
function useArrowKeys(onArrow: (direction: -1 | 1) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select")) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        onArrow(event.key === "ArrowRight" ? 1 : -1);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onArrow]);
}

/**
 * Cook mode once scripts run: one step at a time in large type with the amounts it uses, the
 * ingredient list a tap or a swipe away, timers that keep running from step to step, the screen
 * kept on, and each step change said to screen readers.
 */
export function SteppedCook({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
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
    setAnnounced(`Step ${next + 1} of ${steps.length}: ${steps[next]!.text}`);
  };
  useArrowKeys((direction) => goTo(index + direction));
  const stepSwipe = useSwipe((direction) => goTo(index + (direction === "left" ? 1 : -1)));
  // The views lie side by side: the ingredients to the right of the step being cooked.
  const viewSwipe = useSwipe((direction) => setView(direction === "left" ? "ingredients" : "step"));
  const running = timers.timers.some((timer) => timer.step === index && !timer.rang);

  return (
    <>
      {WAKE_LOCK_NOTES[wakeLock] ? <p className="meta cook-wake">{WAKE_LOCK_NOTES[wakeLock]}</p> : null}
      <TimerAlerts {...timers} />
      <TimerBar {...timers} />
      <div className="cook-views" role="group" aria-label="Show" {...viewSwipe}>
        <button type="button" aria-pressed={view === "step"} onClick={() => setView("step")}>
          Steps
        </button>
        <button type="button" aria-pressed={view === "ingredients"} onClick={() => setView("ingredients")}>
          Ingredients
        </button>
      </div>
      {view === "step" ? (
        <section className="cook-step" aria-labelledby="cook-step-title" {...stepSwipe}>
          <h2 id="cook-step-title" className="cook-step-count">
            Step {index + 1} of {steps.length}
          </h2>
          <p className="cook-step-text">{step.text}</p>
          <StepAmounts lines={lines} step={step} />
          {step.timer ? (
            <button
              type="button"
              className="btn btn-secondary cook-timer-start"
              disabled={running}
              onClick={() => timers.start(index, step.timer!)}
            >
              {running
                ? `${formatDuration(step.timer.seconds)} timer running`
                : `Start ${formatDuration(step.timer.seconds)} timer`}
            </button>
          ) : null}
        </section>
      ) : (
        <section className="cook-ingredients" aria-labelledby="cook-ingredients-title" {...viewSwipe}>
          <h2 id="cook-ingredients-title">Ingredients</h2>
          <IngredientList lines={lines} />
        </section>
      )}
      <div className="cook-bar">
        <button type="button" className="btn btn-secondary" disabled={index === 0} onClick={() => goTo(index - 1)}>
          Previous
        </button>
        {last ? (
          <CookedForm page={page} reply={reply} />
        ) : (
          <button type="button" className="btn btn-primary cook-next" onClick={() => goTo(index + 1)}>
            Next
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
