import { useEffect, useRef, type RefObject } from "react";

const CARD = "article.plan-meal[data-meal-id]";
const DROP_OVER = "drop-over";

/**
 * With JavaScript, a meal card drags onto a slot (`data-slot="YYYY-MM-DD:typeId"`) or the tray
 * (`data-slot="tray"`) inside `board`. Listeners on the board itself, not on each card: the week
 * may be markup React never hydrated (kept as the server wrote it), and a long week adds none.
 * The cards become draggable here too, so without JavaScript none pretends to be.
 * `onDrop(mealId, slot)` is called for a drop on another place than where the card came from.
 */
export function useDragToMove(board: RefObject<HTMLElement>, onDrop: (mealId: number, slot: string) => void) {
  const drop = useRef(onDrop);
  drop.current = onDrop;

  // After every render: cards React (re)created start out not draggable.
  useEffect(() => {
    for (const card of board.current?.querySelectorAll<HTMLElement>(CARD) ?? []) card.draggable = true;
  });

  useEffect(() => {
    const element = board.current;
    if (!element) return;
    let dragged: { id: number; from: string | null } | null = null;
    const slotOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>("[data-slot]") : null;
    const highlight = (slot: HTMLElement | null) => {
      for (const lit of element.querySelectorAll(`.${DROP_OVER}`)) if (lit !== slot) lit.classList.remove(DROP_OVER);
      slot?.classList.add(DROP_OVER);
    };

    const onDragStart = (event: DragEvent) => {
      const card = event.target instanceof Element ? event.target.closest<HTMLElement>(CARD) : null;
      if (!card || !event.dataTransfer) return;
      dragged = { id: Number(card.dataset.mealId), from: slotOf(card)?.dataset.slot ?? null };
      event.dataTransfer.setData("text/plain", String(dragged.id));
      event.dataTransfer.effectAllowed = "move";
    };
    const onDragOver = (event: DragEvent) => {
      const slot = slotOf(event.target);
      if (!dragged || !slot) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
      highlight(slot);
    };
    const onDragLeave = (event: DragEvent) => {
      const slot = slotOf(event.target);
      if (slot && !slot.contains(event.relatedTarget as Node | null)) slot.classList.remove(DROP_OVER);
    };
    const onDrop = (event: DragEvent) => {
      const slot = slotOf(event.target);
      if (!dragged || !slot) return;
      event.preventDefault();
      highlight(null);
      const { id, from } = dragged;
      dragged = null;
      if (slot.dataset.slot !== from) drop.current(id, slot.dataset.slot!);
    };
    const onDragEnd = () => {
      dragged = null;
      highlight(null);
    };

    element.addEventListener("dragstart", onDragStart);
    element.addEventListener("dragover", onDragOver);
    element.addEventListener("dragleave", onDragLeave);
    element.addEventListener("drop", onDrop);
    element.addEventListener("dragend", onDragEnd);
    return () => {
      element.removeEventListener("dragstart", onDragStart);
      element.removeEventListener("dragover", onDragOver);
      element.removeEventListener("dragleave", onDragLeave);
      element.removeEventListener("drop", onDrop);
      element.removeEventListener("dragend", onDragEnd);
    };
  }, [board]);
}
