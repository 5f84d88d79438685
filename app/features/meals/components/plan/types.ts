/** One column of the planner: a day of the week (`YYYY-MM-DD`), and whether it is today. */
export type PlanDay = { iso: string; today: boolean };

/** A row of the planner: a meal type and the time (HH:MM) its meals are planned at, if it has one. */
export type PlanType = { id: number; name: string; default_time: string | null };

/** A meal as the planner places it: its day (`YYYY-MM-DD`, null in the tray) and time on the visitor's clock. */
export type PlanMeal = {
  id: number;
  title: string;
  typeId: number | null;
  day: string | null;
  time: string | null;
  image: string | null;
  recipeTitle: string | null;
};

/** Where a meal goes: a day (or "" for No date) and a meal type. */
export type PlanTarget = { day: string; typeId: number };

/** What a day's meals add up to for one person: a serving of each meal whose recipe could be counted. */
export type DayEnergy = { kcal: number; counted: number; meals: number };
