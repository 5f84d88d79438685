/**
 * A change to a shopping list's items made on the list page with JavaScript. It waits in the
 * outbox (IndexedDB) until the list's change route has sent it to the API, which applies each
 * change id once, so a change sent twice (a lost answer, a second tab) is written once.
 */
export type ChangeKind = "tick" | "add" | "edit" | "delete";

export type ItemValues = {
  name?: string;
  quantity?: number;
  unit?: string;
  price?: number;
  type?: string;
  /** A tick sets this value; it is never a toggle. */
  is_bought?: boolean;
};

export type ListChange = {
  /** Made on the device; sent to the API as the change id. */
  id: string;
  list_id: number;
  kind: ChangeKind;
  item_id?: number;
  /** The add this change is about, while the item it adds has no id yet. */
  item_ref?: string;
  /** The item's name as the person saw it, to name it in a message. */
  item_name: string;
  values: ItemValues;
  created_at: number;
};

/** What the change route answers for each change, in the order sent. */
export type ChangeResult =
  | { id: string; status: "applied"; item_id?: number }
  | { id: string; status: "failed"; message: string }
  /** Not tried: the API could not be reached for an earlier change; it stays in the outbox. */
  | { id: string; status: "waiting" };

/** More than a shop's worth of taps; a longer outbox goes in several posts. */
export const MAX_CHANGES_PER_POST = 200;

export const CHANGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
