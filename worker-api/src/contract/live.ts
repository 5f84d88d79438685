/**
 * How the API ends a list page's live socket, shared with the page (app/live/use-live-list.ts),
 * which stops reconnecting on each of these and says why (docs/decisions/0024).
 */
export const LIVE_CLOSE = {
  /** The person is no longer in the list's group (removed, left, group or account deleted). */
  accessEnded: 4403,
  /** The session that opened the socket ended (sign-out, password change or reset, a reused token). */
  sessionEnded: 4401,
  /** The person opened more sockets on the list than the cap: their oldest is closed. */
  tooManySockets: 4008,
} as const;
