import type { ShoppingListRoom } from "./shopping-list-room";

export type ListChange =
  | { kind: "item-created" | "item-updated" | "item-deleted"; itemId: number }
  | { kind: "list-updated" | "list-deleted" };

/** Tells the pages of a list that it changed. Call it only once the change has committed in D1. */
export interface ListNotifier {
  listChanged(listId: number, change: ListChange, changeId?: string): void;
}

/** The object that holds a list's open pages. */
export const listRoom = (rooms: DurableObjectNamespace<ShoppingListRoom>, listId: number) =>
  rooms.get(rooms.idFromName(`list:${listId}`));

/**
 * A notifier for one request: each change goes to its list's object at once, without holding up
 * the answer (`waitUntil`). `sender` names the page that made the request (its client id) and the
 * person signed in there: that person's sockets of that page are skipped, and only theirs, so
 * naming another person's page silences nobody.
 */
export function roomNotifier(
  rooms: DurableObjectNamespace<ShoppingListRoom>,
  waitUntil: (promise: Promise<unknown>) => void,
  sender: { client: string; userId: number } | undefined,
): ListNotifier {
  const client = sender?.client;
  return {
    listChanged(listId, change, changeId) {
      const message = JSON.stringify({
        type: "list-changed",
        list_id: listId,
        change: "itemId" in change ? { kind: change.kind, item_id: change.itemId } : { kind: change.kind },
        ...(changeId && { change_id: changeId }),
        ...(client && { client }),
      });
      waitUntil(
        listRoom(rooms, listId)
          .broadcast(message, sender)
          .catch((error: unknown) => console.error(`could not tell list ${listId}'s pages of a change`, error)),
      );
    },
  };
}
