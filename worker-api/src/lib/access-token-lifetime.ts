/**
 * How long an access token is good for. The shards' copies of ended sessions keep each one this
 * long: after it, no access token of that session is still valid anywhere.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
