import { DayInput } from "~/components/day-input";
import { Field } from "~/components/field";
import type { PantryPlace } from "./pantry-types";

/** The id of the page's one list of the catalogue's names, which the ingredient fields suggest from. */
export const CATALOGUE_NAMES = "pantry-catalogue";

/**
 * What a pantry line is: an ingredient of the catalogue (its name suggested as it is typed), an
 * amount as a cook types it (blank is "some"), a unit, a place and an optional best-before day.
 * The add form and the edit dialog both lay them out; the action checks them with the API's rules.
 */
export function PantryLineFields({
  idPrefix,
  places,
  values,
  fields,
}: {
  idPrefix: string;
  places: readonly PantryPlace[];
  values: Record<string, string>;
  fields: Record<string, string>;
}) {
  const field = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    error: fields[name],
    defaultValue: values[name] ?? "",
  });
  const placeOptions = places.map((place) => [place.id, place.name] as const);
  return (
    <div className="pantry-fields">
      <Field
        {...field("ingredient")}
        label="Ingredient"
        className="pantry-ingredient"
        list={CATALOGUE_NAMES}
        autoComplete="off"
        required
        maxLength={200}
      />
      <Field
        {...field("quantity")}
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="500, ½…"
        hint={<p className="meta">Blank: some</p>}
      />
      <Field {...field("unit")} label="Unit" autoComplete="off" placeholder="g, kg, ml, pcs…" maxLength={30} />
      <Field
        {...field("place_id")}
        label="Place"
        options={values.place_id === "" ? [...placeOptions, ["", "No place"]] : placeOptions}
      />
      <Field
        {...field("best_before")}
        label="Best before"
        render={(control) => <DayInput {...control} name="best_before" defaultValue={values.best_before ?? ""} />}
      />
    </div>
  );
}
