const pad = (n: number) => String(n).padStart(2, "0");

/** DD/MM/YYYY of a day in this machine's zone: how a person types a date into Larder. */
export const typedDay = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** YYYY-MM-DD of a day in this machine's zone, as the app's URLs carry it. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** YYYY-MM-DD of a day in UTC, as the API's dates carry it. */
export const utcDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
