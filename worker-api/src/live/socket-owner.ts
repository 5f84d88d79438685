/**
 * A list's sockets end with the access that opened them (docs/decisions/0024): each socket
 * carries its owner, and whatever ends someone's membership or session tells the rooms of the
 * lists concerned, which close that person's (or that session's) sockets with a code the page
 * understands.
 */

/** One person's sockets on one list: tabs and phones enough for a household, not a flood. */
export const MAX_SOCKETS_PER_PERSON = 10;
/**
 * One person's sockets on one list that were told to close and have not answered yet. The object
 * cannot drop such a connection itself, so a page that ignores the close keeps it: past this many,
 * the person's next socket is refused rather than accepted to push out another open one.
 */
export const MAX_UNANSWERED_CLOSES_PER_PERSON = 10;
/** Sockets on one list: every change is sent to each of them. */
export const MAX_SOCKETS_PER_LIST = 200;

/**
 * Who opened a socket, in which group and session (`familyId`), from which page, and its place in
 * the order the list's object accepted its sockets (`order`, 1 for the first: sockets opened in
 * the same millisecond still have an oldest).
 */
export type SocketOwner = {
  userId: number;
  groupId: number;
  familyId: string | null;
  client: string | null;
  order: number;
};

/** Which sockets to close: a person's, a session's, or (neither named) all of the list's. */
export type AccessEnd = { userId?: number; familyId?: string; code: number; reason: string };

/** The object's address for a new socket: the API worker names the owner it has checked. */
export function ownerUrl(owner: Omit<SocketOwner, "order">) {
  const url = new URL("https://room/live");
  url.searchParams.set("user", String(owner.userId));
  url.searchParams.set("group", String(owner.groupId));
  if (owner.familyId) url.searchParams.set("family", owner.familyId);
  if (owner.client) url.searchParams.set("client", owner.client);
  return url;
}

export function ownerFromUrl(url: URL, order: number): SocketOwner | null {
  const userId = Number(url.searchParams.get("user"));
  const groupId = Number(url.searchParams.get("group"));
  if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(groupId) || groupId <= 0) return null;
  return {
    userId,
    groupId,
    familyId: url.searchParams.get("family"),
    client: url.searchParams.get("client"),
    order,
  };
}
