/** Euros with two decimals, as every price is shown. */
export const formatEuros = (euros: number) => `€${euros.toFixed(2)}`;

/** A list's progress bar changes colour at 25, 50, 75 and 100 percent bought. */
export function progressStep(percent: number) {
  if (percent >= 100) return 100;
  if (percent >= 75) return 75;
  if (percent >= 50) return 50;
  if (percent >= 25) return 25;
  return 0;
}

export const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
