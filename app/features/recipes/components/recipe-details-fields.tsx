import { DRAFT_TEXT_FIELDS, type RecipeDraft } from "../lib/recipe-draft";
import { useTranslation } from "react-i18next";
import { Field, TextAreaField } from "~/components/field";

type Details = Pick<
  RecipeDraft,
  "servings" | "prep_time" | "cook_time" | "total_time" | "image" | "source_url" | "method"
>;

const TIMES = [
  ["prep_time", "form.prepMinutes"],
  ["cook_time", "form.cookMinutes"],
  ["total_time", "form.totalMinutes"],
] as const;

/** Servings, times, photo, source and method, as the create wizard and the edit dialog ask them. */
export function RecipeDetailsFields({
  idPrefix,
  draft,
  errors = {},
  onChange,
}: {
  idPrefix: string;
  draft: Details;
  errors?: Record<string, string>;
  onChange: (patch: Partial<Details>) => void;
}) {
  const { t } = useTranslation("recipes");
  return (
    <>
      <div className="field-row">
        <Field
          label={t("form.servings")}
          id={`${idPrefix}-servings`}
          error={errors.servings}
          name="servings"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={draft.servings}
          onChange={(e) => onChange({ servings: e.currentTarget.value })}
        />
        {TIMES.map(([name, label]) => (
          <Field
            key={name}
            label={t(label)}
            id={`${idPrefix}-${name}`}
            error={errors[name]}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            value={draft[name]}
            onChange={(e) => onChange({ [name]: e.currentTarget.value })}
          />
        ))}
      </div>
      <TextAreaField
        label={t("form.method")}
        id={`${idPrefix}-method`}
        error={errors.method}
        name="method"
        rows={5}
        value={draft.method}
        onChange={(e) => onChange({ method: e.currentTarget.value })}
      />
      <Field
        label={t("form.photoLink")}
        id={`${idPrefix}-image`}
        error={errors.image}
        name="image"
        // Text, not url: an uploaded photo is a path on this site ("/photos/…"), which a url field refuses.
        inputMode="url"
        placeholder={t("form.linkPlaceholder")}
        value={draft.image}
        onChange={(e) => onChange({ image: e.currentTarget.value })}
      />
      <Field
        label={t("form.source")}
        id={`${idPrefix}-source`}
        error={errors.source_url}
        name="source_url"
        type="url"
        placeholder={t("form.sourcePlaceholder")}
        value={draft.source_url}
        onChange={(e) => onChange({ source_url: e.currentTarget.value })}
      />
    </>
  );
}

/** A draft's values as hidden fields, for the steps that do not show them (all but `except`). */
export function DraftHiddenFields({
  draft,
  except = [],
  lines = true,
}: {
  draft: RecipeDraft;
  except?: readonly string[];
  lines?: boolean;
}) {
  return (
    <span hidden>
      {DRAFT_TEXT_FIELDS.filter((name) => !except.includes(name)).map((name) => (
        <input key={name} type="hidden" name={name} value={draft[name]} />
      ))}
      {lines
        ? draft.lines.map((line) => (
            <span key={line.name}>
              <input type="hidden" name="ing_name" value={line.name} />
              <input type="hidden" name="ing_quantity" value={line.quantity} />
              <input type="hidden" name="ing_unit" value={line.unit} />
              <input type="hidden" name="ing_note" value={line.note} />
            </span>
          ))
        : null}
    </span>
  );
}
