import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration, formatTimeLeft, type StepTimer } from "../../lib/step-timers";

/** `name` is its length ("25 min"). */
type RunningTimer = { id: number; step: number; name: string; deadline: number; rang: boolean };

/** How often the time left is shown again while a timer runs (ms). */
const TICK_MS = 250;

/**
 * The ring: a beep pattern from an oscillator (no sound file to fetch, so it rings offline too)
 * and a vibration on phones that have one.
 */
function ring(audio: AudioContext | null) {
  navigator.vibrate?.([500, 250, 500, 250, 500]);
  if (!audio) return;
  const start = audio.currentTime;
  for (let beep = 0; beep < 6; beep++) {
    const at = start + beep * 0.4 + Math.floor(beep / 3) * 0.6;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = 880;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  }
}

/**
 * The kitchen timers of a cooking session. Each runs to a deadline on the clock (`Date.now()`),
 * never by counting ticks, so the time left is right after the tab was in the background, and it
 * rings once when the deadline has passed.
 */
export function useCookTimers() {
  const { t } = useTranslation("recipes");
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const nextId = useRef(1);
  const running = timers.some((timer) => !timer.rang);

  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const interval = setInterval(tick, TICK_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [running]);

  useEffect(() => {
    const due = timers.filter((timer) => !timer.rang && timer.deadline <= now);
    if (!due.length) return;
    ring(audio.current);
    setTimers((current) => current.map((timer) => (due.includes(timer) ? { ...timer, rang: true } : timer)));
  }, [now, timers]);

  /** Started by a tap, which also lets the page make sound later (browsers allow audio after one). */
  const start = useCallback(
    (step: number, timer: StepTimer) => {
      if (!audio.current && typeof AudioContext !== "undefined") audio.current = new AudioContext();
      void audio.current?.resume();
      const at = Date.now();
      setNow(at);
      setTimers((current) => [
        ...current,
        {
          id: nextId.current++,
          step,
          name: formatDuration(t, timer.seconds),
          deadline: at + timer.seconds * 1000,
          rang: false,
        },
      ]);
    },
    [t],
  );
  const remove = useCallback((id: number) => setTimers((current) => current.filter((timer) => timer.id !== id)), []);

  return { timers, now, start, remove };
}

type CookTimers = ReturnType<typeof useCookTimers>;

/** The timers still running, on every step: the time left of each, and a way to cancel it. */
export function TimerBar({ timers, now, remove }: CookTimers) {
  const { t } = useTranslation("recipes");
  const running = timers.filter((timer) => !timer.rang);
  if (!running.length) return null;
  return (
    <section className="cook-timers" aria-label={t("cook.timers")}>
      <ul>
        {running.map((timer) => (
          <li key={timer.id}>
            <span className="cook-timer-name">{t("cook.timerName", { step: timer.step + 1, time: timer.name })}</span>
            <strong className="cook-time-left" role="timer">
              {formatTimeLeft((timer.deadline - now) / 1000)}
            </strong>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => remove(timer.id)}
              aria-label={t("cook.cancelTimer", { step: timer.step + 1 })}
            >
              {t("cook.cancel")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A timer that rang stays said until it is dismissed; the region is there first so it is announced. */
export function TimerAlerts({ timers, remove }: CookTimers) {
  const { t } = useTranslation("recipes");
  const rang = timers.filter((timer) => timer.rang);
  return (
    <div className="cook-alerts" role="alert">
      {rang.map((timer) => (
        <p key={timer.id} className="cook-alert">
          <strong>{t("cook.timerDone", { step: timer.step + 1, time: timer.name })}</strong>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => remove(timer.id)}>
            {t("cook.dismiss")}
          </button>
        </p>
      ))}
    </div>
  );
}
