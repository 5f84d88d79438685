/** Request headers the web worker sends the API. Shared with the web worker as `@larder/contract/headers`. */

/** Names the group a request plans for; without it, the caller's personal group. */
export const ACTIVE_GROUP_HEADER = "X-Larder-Group";

/** Names the page a change comes from: its list sockets skip the change (they made it). */
export const CLIENT_HEADER = "X-Larder-Client";
