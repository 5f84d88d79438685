import type { RecipeDraft } from "../lib/recipe-draft";
import { useTranslation } from "react-i18next";
import { Field, TextAreaField } from "~/components/field";

type Basics = Pick<RecipeDraft, "title" | "description" | "category">;

/** Title, description and category of a recipe, as the create wizard and the edit dialog ask them. */
export function RecipeBasicsFields({
  idPrefix,
  draft,
  errors = {},
  onChange,
  categories,
  categoryPlaceholder,
  titleRequired = false,
}: {
  idPrefix: string;
  draft: Basics;
  errors?: Record<string, string>;
  onChange: (patch: Partial<Basics>) => void;
  categories: string[];
  categoryPlaceholder?: string;
  titleRequired?: boolean;
}) {
  const { t } = useTranslation("recipes");
  return (
    <>
      <Field
        label={t("form.title")}
        id={`${idPrefix}-title`}
        error={errors.title}
        name="title"
        value={draft.title}
        onChange={(e) => onChange({ title: e.currentTarget.value })}
        required={titleRequired}
        maxLength={200}
      />
      <TextAreaField
        label={t("form.description")}
        id={`${idPrefix}-description`}
        error={errors.description}
        name="description"
        rows={3}
        value={draft.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
      <Field
        label={t("form.category")}
        id={`${idPrefix}-category`}
        error={errors.category}
        name="category"
        list={`${idPrefix}-categories`}
        value={draft.category}
        placeholder={categoryPlaceholder}
        onChange={(e) => onChange({ category: e.currentTarget.value })}
        hint={
          <datalist id={`${idPrefix}-categories`}>
            {categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        }
      />
    </>
  );
}
