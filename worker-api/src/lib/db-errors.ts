/** True when D1 refused a write for a unique index; drizzle wraps the D1 error, so the causes are searched too. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (String((current as { message?: unknown }).message ?? current).includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

/** A `.catch` handler: a write a unique index refused fails with `refusal()`; any other error is thrown on. */
export const onUniqueViolation =
  (refusal: () => Error) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? refusal() : error;
  };
