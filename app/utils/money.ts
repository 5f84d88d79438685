/** Euros with two decimals (spec 2 §9). */
export const formatEuros = (euros: number) => `€${euros.toFixed(2)}`;

/** Progress colours step at 25, 50, 75 and 100 percent (spec 2 §9). */
export function progressStep(percent: number) {
  if (percent >= 100) return 100;
  if (percent >= 75) return 75;
  if (percent >= 50) return 50;
  if (percent >= 25) return 25;
  return 0;
}

export const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
