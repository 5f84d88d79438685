/**
 * Where this isolate last learned each group lives. A read of a group found here (or named by the
 * access token's hints) is sent to that shard with the check on the shard's copy of the group's
 * members, in one round trip; a group found nowhere is looked up in the directory first. Moves
 * are rare and a moved group's old shard no longer answers for it, so a stale entry costs one
 * more round trip, never a wrong answer.
 */
const placements = new Map<number, number>();

/** Enough for every group an isolate serves in a while; the oldest learned is forgotten first. */
const MOST_REMEMBERED = 50_000;

export const knownShardOf = (groupId: number) => placements.get(groupId);

export function learnShardOf(groupId: number, shard: number) {
  if (placements.get(groupId) === shard) return;
  placements.delete(groupId);
  placements.set(groupId, shard);
  if (placements.size > MOST_REMEMBERED) placements.delete(placements.keys().next().value!);
}
