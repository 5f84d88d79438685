// Which groups' holds (what their planned meals hold, kept per recipe for "what can I cook") this
// isolate last found kept for today. Only a hint for choosing the read's shape: the read checks
// the stamp itself, and a kept count whose stamp is not today is never used.

const seen = new Map<number, string>();
const MAX_GROUPS = 1000;

/** Whether this isolate last found the group's holds kept for `day`. */
export const holdsSeenKeptFor = (groupId: number, day: string) => seen.get(groupId) === day;

/** Remembers what a read found: the day the group's holds were kept for, or none (null). */
export function noteHoldsKept(groupId: number, keptFor: string | null) {
  if (keptFor === null) {
    seen.delete(groupId);
    return;
  }
  if (seen.size >= MAX_GROUPS) seen.clear();
  seen.set(groupId, keptFor);
}

/** A write to the group's rows from this isolate may have cleared the stamp: ask again. */
export const forgetHoldsSeen = (groupId: number) => seen.delete(groupId);
