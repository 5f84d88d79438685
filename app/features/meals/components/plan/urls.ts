import { DIALOG_PARAMS } from "~/utils/url";

const WEEK_MS = 7 * 86_400_000;

/** The parameters of the planner's dialogs; closing or finishing one drops them. */
export const PLAN_DIALOG_PARAMS = { ...DIALOG_PARAMS, date: null, edit_type: null, move: null, planned: null } as const;

/** The planner at a week (its Monday, `YYYY-MM-DD`), dialogs closed. */
export const weekUrl = (week: string) => `/plan?week=${week}`;

/** The Monday `weeks` weeks before or after the Monday `monday`. */
export const shiftWeek = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) + weeks * WEEK_MS).toISOString().slice(0, 10);
