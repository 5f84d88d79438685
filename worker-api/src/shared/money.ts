/** Prices as both workers take them. Shared with the web worker as `@larder/shared/money`. */

/** Euros (as typed or sent) to integer cents, without float drift: 0.1 + 0.2 is 30 cents. */
export const toCents = (euros: number) => Math.round(euros * 100);
