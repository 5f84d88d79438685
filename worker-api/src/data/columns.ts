type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/**
 * An update's fields under the names of the columns they set (`total_price` as `totalPrice`).
 * A field left undefined sets nothing: drizzle's `set` leaves such values out.
 */
export function asColumns<Fields extends Record<string, unknown>>(fields: Fields) {
  const entries = Object.entries(fields).map(([field, value]) => [
    field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
    value,
  ]);
  return Object.fromEntries(entries) as { [Field in keyof Fields & string as CamelCase<Field>]: Fields[Field] };
}
