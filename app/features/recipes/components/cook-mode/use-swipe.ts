import { useRef, type TouchEvent } from "react";

/** How far a finger must travel sideways, mostly sideways, to count as a swipe (px). */
const SWIPE_DISTANCE = 50;

/** Touch handlers that call `onSwipe` for a horizontal swipe: "left" when the finger moved left. */
export function useSwipe(onSwipe: (direction: "left" | "right") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? "left" : "right");
    },
  };
}
