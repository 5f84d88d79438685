/** `text` cut to at most `max` characters, ending in "…" when it was longer. */
export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
