import type { loadCookMode } from "../../cook-mode.server";

/** What the cook mode page holds: the recipe, its lines scaled, its steps, the meal being cooked. */
export type CookModePage = NonNullable<Awaited<ReturnType<typeof loadCookMode>>>;
export type CookLine = CookModePage["lines"][number];
