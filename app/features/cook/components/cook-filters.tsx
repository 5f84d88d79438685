import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";

/** The time filter's choices, in minutes: a recipe must be ready within it. */
export const TIME_CHOICES = [15, 30, 45, 60] as const;

type Choice = { id: number; name: string };

/**
 * Time and category, and where missing food goes when the group has several open lists: a GET
 * form, so the choice is in the URL and works without JavaScript (with it, each change applies).
 */
export function CookFilters({
  time,
  category,
  categories,
  listId,
  lists,
  cleared,
}: {
  time: number | null;
  category: number | null;
  categories: readonly Choice[];
  listId: number | null;
  lists: readonly { id: number; title: string }[];
  /** The page without the time and category. */
  cleared: string;
}) {
  const { t } = useTranslation("cook");
  return (
    <FilterPanel
      label={t("filters.label")}
      live
      submit={{ label: t("filters.apply"), className: "btn-primary" }}
      actions={
        time !== null || category !== null ? (
          <ButtonLink to={cleared} tone="ghost">
            {t("clearFilters")}
          </ButtonLink>
        ) : null
      }
    >
      <Field
        label={t("filters.time")}
        id="cook-time"
        name="time"
        defaultValue={time ?? ""}
        options={[
          ["", t("filters.anyTime")],
          ...TIME_CHOICES.map((minutes) => [minutes, t("filters.minutesOrLess", { minutes })] as const),
        ]}
      />
      <Field
        label={t("filters.category")}
        id="cook-category"
        name="category"
        defaultValue={category ?? ""}
        options={[["", t("filters.allCategories")], ...categories.map((choice) => [choice.id, choice.name] as const)]}
      />
      {lists.length > 1 ? (
        <Field
          label={t("filters.addMissingTo")}
          id="cook-list"
          name="list"
          defaultValue={listId ?? ""}
          options={lists.map((list) => [list.id, list.title] as const)}
        />
      ) : null}
    </FilterPanel>
  );
}
