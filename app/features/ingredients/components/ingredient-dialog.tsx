import { Form, useNavigation } from "@remix-run/react";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Modal, useGuardedClose } from "~/components/dialog";
import { Field } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import type { IngredientData, IngredientFoods, IngredientGroupData } from "~/graphql/ingredients.server";

const GROUP_MODES = ["existing", "new"] as const;

/** The Ingredient dialog: create or edit an ingredient; the group is picked or typed new. */
export function IngredientDialog({
  ingredient,
  groups,
  foods,
  closeTo,
  error,
  fields,
  values,
}: {
  ingredient: IngredientData | null;
  groups: IngredientGroupData[];
  /** An edited ingredient's food and the foods to choose from; null when creating. */
  foods: IngredientFoods | null;
  closeTo: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string> | null;
}) {
  const { t } = useTranslation("ingredients");
  const mode = ingredient ? "edit" : "create";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const [initial] = useState(() => ({
    name: values?.name ?? ingredient?.name ?? "",
    type: values?.type ?? ingredient?.type ?? "",
    groupMode: values?.group_mode ?? (groups.length ? "existing" : "new"),
    groupExisting: values?.group_existing ?? ingredient?.group?.name ?? "",
    groupNew: values?.group_new ?? "",
  }));
  const [state, setState] = useState(initial);
  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => state[key] !== initial[key]);
  const { hydrated, onClose, cancelLink, prompt } = useGuardedClose(closeTo, dirty);
  const set = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));
  // A field's error from the last submission shows only while the field still holds what was
  // submitted: once the person corrects it, the message goes.
  const groupOf = (current: typeof state) =>
    current.groupMode === "existing" ? current.groupExisting : current.groupNew;
  const unchanged = {
    name: state.name === initial.name,
    type: state.type === initial.type,
    group: groupOf(state) === groupOf(initial) && state.groupMode === initial.groupMode,
  };
  const fieldError = (name: keyof typeof unchanged) => (unchanged[name] ? fields[name] : undefined);
  /** A control that shows and edits one text of the state, sent as `name`. */
  const bound = (key: "name" | "type" | "groupExisting" | "groupNew", name: string) => ({
    name,
    value: state[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set({ [key]: e.currentTarget.value }),
  });

  const groupError = fieldError("group");
  const nameField = bound("name", "name");
  const typeField = bound("type", "type");
  const existingGroupField = bound("groupExisting", "group_existing");
  const newGroupField = bound("groupNew", "group_new");

  return (
    <Modal
      title={mode === "create" ? t("dialog.createTitle") : t("dialog.editTitle")}
      closeTo={closeTo}
      onClose={onClose}
      size="sm"
    >
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={mode} />
        {ingredient ? <input type="hidden" name="id" value={ingredient.id} /> : null}
        <Field label={t("dialog.name")} id="ingredient-name" error={fieldError("name")} {...nameField} />
        <Field
          label={t("dialog.type")}
          id="ingredient-type"
          error={fieldError("type")}
          {...typeField}
          placeholder={t("dialog.typePlaceholder")}
        />
        <fieldset className="field group-switch">
          <legend className="label">{t("dialog.group")}</legend>
          <div className="inline-fields">
            {GROUP_MODES.map((mode) => (
              <label key={mode} className="radio">
                <input
                  type="radio"
                  name="group_mode"
                  value={mode}
                  checked={state.groupMode === mode}
                  onChange={() => set({ groupMode: mode })}
                />{" "}
                {t(`dialog.groupModes.${mode}`)}
              </label>
            ))}
          </div>
          {!hydrated || state.groupMode === "existing" ? (
            <select aria-label={t("dialog.existingGroup")} {...existingGroupField}>
              <option value="">{t("dialog.selectGroup")}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.name}>
                  {group.name}
                </option>
              ))}
            </select>
          ) : null}
          {!hydrated || state.groupMode === "new" ? (
            <>
              <input aria-label={t("dialog.newGroup")} {...newGroupField} placeholder={t("dialog.newGroup")} />
              <p className="subtitle">{t("dialog.newGroupHint")}</p>
            </>
          ) : null}
          {groupError ? <p className="field-error">{groupError}</p> : null}
        </fieldset>
        {foods ? <FoodChoice foods={foods} chosen={values?.food} error={fields.food_id} /> : null}
        {error ? <p className="form-error">{error}</p> : null}
        <div className="modal-actions">
          {cancelLink}
          <SubmitButton
            busy={busy}
            label={mode === "create" ? t("dialog.create") : t("dialog.save")}
            pending={t("dialog.saving")}
          />
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}

/**
 * Which food the ingredient is, for its nutrition: the one its name finds (the default), one of
 * the foods the name suggests, or none of them (its lines are then not counted).
 */
function FoodChoice({ foods, chosen, error }: { foods: IngredientFoods; chosen?: string; error?: string }) {
  const { t } = useTranslation("ingredients");
  const current = foods.food_chosen ? String(foods.food?.id ?? 0) : "auto";
  const choices = [...foods.food_choices];
  if (foods.food && !choices.some((food) => food.id === foods.food!.id)) choices.unshift(foods.food);
  return (
    <div className="field">
      <label className="label" htmlFor="ingredient-food">
        {t("dialog.food")}
      </label>
      <select id="ingredient-food" name="food" defaultValue={chosen ?? current}>
        <option value="auto">
          {foods.food && !foods.food_chosen
            ? t("dialog.foundByNameAs", { food: foods.food.description })
            : t("dialog.foundByName")}
        </option>
        {choices.map((food) => (
          <option key={food.id} value={food.id}>
            {food.description}
          </option>
        ))}
        <option value="0">{t("dialog.noFood")}</option>
      </select>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}
