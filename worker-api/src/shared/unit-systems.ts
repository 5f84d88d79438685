/**
 * The units a person reads amounts in: each amount as its cook wrote it, metric (g, kg, ml, l), or
 * US customary (cups, spoons, oz, lb). Chosen on the settings page; only what is shown changes.
 */
export const UNIT_SYSTEMS = ["as_written", "metric", "us"] as const;

export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
