/** D1 takes at most 100 bound parameters per query; IN lists and multi-row inserts stay under it. */
export const MAX_IN_LIST = 90;

export function chunks<T>(items: readonly T[], size = MAX_IN_LIST): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
