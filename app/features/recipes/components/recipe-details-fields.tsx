import { DRAFT_TEXT_FIELDS, type RecipeDraft } from "../lib/recipe-draft";
import { Field, TextAreaField } from "~/components/field";

type Details = Pick<
  RecipeDraft,
  "servings" | "prep_time" | "cook_time" | "total_time" | "image" | "source_url" | "method"
>;

const TIMES = [
  ["prep_time", "Prep (min)"],
  ["cook_time", "Cook (min)"],
  ["total_time", "Total (min)"],
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
  return (
    <>
      <div className="field-row">
        <Field
          label="Servings"
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
            label={label}
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
        label="Method (one step per line)"
        id={`${idPrefix}-method`}
        error={errors.method}
        name="method"
        rows={5}
        value={draft.method}
        onChange={(e) => onChange({ method: e.currentTarget.value })}
      />
      <Field
        label="Photo link"
        id={`${idPrefix}-image`}
        error={errors.image}
        name="image"
        // Text, not url: an uploaded photo is a path on this site ("/photos/…"), which a url field refuses.
        inputMode="url"
        placeholder="https://…"
        value={draft.image}
        onChange={(e) => onChange({ image: e.currentTarget.value })}
      />
      <Field
        label="Source"
        id={`${idPrefix}-source`}
        error={errors.source_url}
        name="source_url"
        type="url"
        placeholder="Where the recipe comes from"
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
