/**
 * Where this isolate last learned each group lives. A read of a group found here is sent to its
 * shard together with the directory's membership check (one round trip of wall time), and kept
 * only when the check names the same shard; a group not found here is checked first. Moves are
 * rare and the check always names the truth, so a stale entry costs one more round trip, never a
 * wrong answer.
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
