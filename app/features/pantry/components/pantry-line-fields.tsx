import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("pantry");
  const field = (name: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    error: fields[name],
    defaultValue: values[name] ?? "",
  });
  const ingredient = field("ingredient");
  const quantity = field("quantity");
  const unit = field("unit");
  const place = field("place_id");
  const bestBefore = field("best_before");
  const placeOptions = places.map((place) => [place.id, place.name] as const);
  return (
    <div className="pantry-fields">
      <Field
        {...ingredient}
        label={t("fields.ingredient")}
        className="pantry-ingredient"
        list={CATALOGUE_NAMES}
        autoComplete="off"
        required
        maxLength={200}
      />
      <Field
        {...quantity}
        label={t("fields.amount")}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("fields.amountPlaceholder")}
        hint={<p className="meta">{t("fields.blankIsSome")}</p>}
      />
      <Field
        {...unit}
        label={t("fields.unit")}
        autoComplete="off"
        placeholder={t("fields.unitPlaceholder")}
        maxLength={30}
      />
      <Field
        {...place}
        label={t("fields.place")}
        options={values.place_id === "" ? [...placeOptions, ["", t("fields.noPlace")]] : placeOptions}
      />
      <Field
        {...bestBefore}
        label={t("fields.bestBefore")}
        render={(control) => <DayInput {...control} name="best_before" defaultValue={values.best_before ?? ""} />}
      />
    </div>
  );
}
