/** Headers between the web worker and the API. Shared with the web worker as `@larder/contract/headers`. */

/** Names the group a request plans for; without it, the caller's personal group. */
export const ACTIVE_GROUP_HEADER = "X-Larder-Group";

/** Names the page a change comes from: its list sockets skip the change (they made it). */
export const CLIENT_HEADER = "X-Larder-Client";

/**
 * On the API's answers to a signed-in person: when their memberships last changed (epoch ms, "0"
 * for never), so the web worker knows its copy of their groups is out of date.
 */
export const GROUPS_CHANGED_HEADER = "X-Larder-Groups-Changed";
