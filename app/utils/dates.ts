/** DD/MM/YYYY of an ISO timestamp, in UTC: the one order dates are shown in. */
export function formatDate(iso: string | null | undefined, fallback = "Not provided") {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}
