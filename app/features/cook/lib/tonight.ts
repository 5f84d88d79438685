/** A meal type as the group set it up: its time of day as "HH:MM", or null. */
type MealType = { id: number; name: string; default_time: string | null };

/** Where an evening begins, for a group whose meal types name no dinner. */
const EVENING_FROM = "17:00";

/** When tonight's meal is planned if its type has no time of its own. */
export const TONIGHT_FALLBACK_TIME = "19:00";

/**
 * The meal type tonight's meal is planned as: the one named like dinner or supper; else the
 * latest one in the evening; else the group's first. Null only for a group with no meal types.
 */
export function dinnerTypeOf<T extends MealType>(types: readonly T[]): T | null {
  const named = types.find((type) => /\b(dinner|supper)\b/i.test(type.name));
  if (named) return named;
  const evening = types
    .filter((type) => type.default_time !== null && type.default_time >= EVENING_FROM)
    .sort((a, b) => b.default_time!.localeCompare(a.default_time!));
  return evening[0] ?? types[0] ?? null;
}
