import { useFormat } from "~/i18n/format";

/** Every price of a list is in euros. */
const CURRENCY = "EUR";

/** Euros as the page's language writes them (€1.50, 1,50 €), with the cents every price shows. */
export function useEuros() {
  const format = useFormat();
  return (euros: number) => format.money(euros, CURRENCY);
}

/** A share of a whole as the page's language writes it: 50%, 50 %. */
export function usePercent() {
  const format = useFormat();
  return (percent: number) => format.number(percent / 100, { style: "percent" });
}

/** A list's progress bar changes colour at 25, 50, 75 and 100 percent bought. */
export function progressStep(percent: number) {
  if (percent >= 100) return 100;
  if (percent >= 75) return 75;
  if (percent >= 50) return 50;
  if (percent >= 25) return 25;
  return 0;
}

export const percentOf = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
