import { useEffect, useState } from "react";

/** Whether the screen is kept on: asked for, held, not possible in this browser, or refused. */
export type WakeLockState = "asking" | "held" | "unsupported" | "refused";

/**
 * Keeps the screen on while the page is open (the Screen Wake Lock API). The browser lets the
 * lock go whenever the page is hidden, so it is taken again each time the page is visible again;
 * leaving the page lets it go.
 */
export function useScreenWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>("asking");
  useEffect(() => {
    if (!("wakeLock" in navigator)) {
      setState("unsupported");
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let left = false;
    const take = async () => {
      if (left || document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const taken = await navigator.wakeLock.request("screen");
        if (left) return void taken.release();
        sentinel = taken;
        setState("held");
      } catch {
        setState("refused");
      }
    };
    const onVisibilityChange = () => void take();
    void take();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", onVisibilityChange);
      void sentinel?.release();
    };
  }, []);
  return state;
}
