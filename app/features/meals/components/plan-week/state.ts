/** What Plan my week's address holds, so every step (swap, drop, keep) works as a plain link or form. */
export type WeekState = {
  /** The week's Monday, `YYYY-MM-DD`. */
  week: string;
  typeId: number | null;
  /** The days to fill, `YYYY-MM-DD`. */
  days: string[];
  /** Days whose recipe stays while another day is swapped. */
  keep: [day: string, recipeId: number][];
  /** Recipes swapped away from a day. */
  not: [day: string, recipeId: number][];
};

/** Plan my week's address for a state. */
export function planWeekUrl(state: WeekState) {
  const params = new URLSearchParams({ week: state.week });
  if (state.typeId !== null) params.set("type", String(state.typeId));
  params.set("days", "1");
  for (const day of state.days) params.append("day", day);
  for (const [day, id] of state.keep) params.append("keep", `${day}:${id}`);
  for (const [day, id] of state.not) params.append("not", `${day}:${id}`);
  return `/plan/week?${params}`;
}

/** The plan at a week, with the undo of the meals just planned. */
export const plannedWeekUrl = (week: string, ids: number[]) => `/plan?week=${week}&planned=${ids.join(",")}`;

type Proposed = { day: string; recipeId: number | null };

/** Another recipe for `day`: the other days keep theirs, and the one shown there is not proposed again. */
export function anotherUrl(state: WeekState, proposals: Proposed[], day: string) {
  const shown = proposals.find((proposal) => proposal.day === day)?.recipeId;
  return planWeekUrl({
    ...state,
    keep: keptBut(proposals, day),
    not: shown ? [...state.not, [day, shown]] : state.not,
  });
}

/** The proposal without `day`; the other days keep their recipes. */
export function dropUrl(state: WeekState, proposals: Proposed[], day: string) {
  return planWeekUrl({
    ...state,
    days: state.days.filter((other) => other !== day),
    keep: keptBut(proposals, day),
    not: state.not.filter(([other]) => other !== day),
  });
}

const keptBut = (proposals: Proposed[], day: string): [string, number][] =>
  proposals.flatMap((proposal) =>
    proposal.day !== day && proposal.recipeId !== null ? [[proposal.day, proposal.recipeId] as [string, number]] : [],
  );
