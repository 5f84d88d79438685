/**
 * What the API and the web worker agree on about D1 sessions (docs/decisions/0021): the bookmark
 * header and D1's share of an answer, as the `d1` entry of `Server-Timing` carries it (written and
 * read by `@larder/shared/d1-session`). Shared with the web worker as `@larder/contract/d1-session`.
 */

/** Carries a D1 bookmark: the client's newest on a request, the session's newest on the answer. */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** D1's share of an answer: the time spent waiting on it and its round trips. */
export type D1Timing = { ms: number; trips: number };
