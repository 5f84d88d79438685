import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Modal, useGuardedClose } from "~/components/dialog";
import type { MealData as Meal, MealTypeData, RecipeOptionData as Recipe } from "~/graphql/meals.server";
import { displayDay, hourMinute, isoDay, toWallClock } from "~/utils/date-ranges";
import { DayInput } from "~/components/day-input";
import { ButtonLink } from "~/components/button-link";
import { Field, FormError, TextAreaField } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
const MINUTES = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, "0"));
/** The time a meal starts at when no meal type with a time of its own is chosen. */
export const FALLBACK_TIME = "09:00";
const TIME_PARTS = [
  ["hour", "form.hour", HOURS],
  ["minute", "form.minute", MINUTES],
] as const;

type MealFormProps = {
  mode: "create" | "edit";
  meal: Meal | null;
  mealTypes: MealTypeData[] | null;
  recipes: Recipe[] | null;
  recipeCount: number;
  page: number;
  pageSize: number;
  search: string;
  /** URL builders for paging, searching and the nested meal-type dialog. */
  pageTo: (page: number) => string;
  searchHidden: Record<string, string>;
  addTypeTo: string;
  closeTo: string;
  timeZoneOffset: number;
  initialTypeId: number | null;
  initialRecipeId: number | null;
  /** The day a new meal starts on (`YYYY-MM-DD`, the planner's slot). */
  initialDate?: string | null;
  error: string | null;
  values: Record<string, string> | null;
};

/** The create and edit meal dialog. Works as plain forms and links without JavaScript. */
export function MealForm(props: MealFormProps) {
  const { mode, meal, mealTypes, recipes, values } = props;
  const { t } = useTranslation("meals");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;

  // A new meal is planned at its meal type's time (on the person's clock) until a time is chosen.
  const typeTime = (typeId: number | null) =>
    mealTypes?.find((type) => type.id === typeId)?.default_time ?? FALLBACK_TIME;
  const initial = useMemo(() => {
    const wall = meal?.scheduled_date ? toWallClock(Date.parse(meal.scheduled_date), props.timeZoneOffset) : null;
    const typeId = props.initialTypeId ?? (Number(values?.type_id) || meal?.type_id || null);
    const [hour, minute] = (wall !== null ? hourMinute(wall) : typeTime(typeId)).split(":");
    return {
      recipeId: Number(values?.recipe_id) || props.initialRecipeId || meal?.recipe_id || null,
      title: values?.title ?? meal?.title ?? "",
      description: values?.description ?? meal?.description ?? "",
      typeId,
      date:
        values?.date ??
        (wall !== null ? displayDay(isoDay(wall)) : props.initialDate ? displayDay(props.initialDate) : ""),
      hour: values?.hour ?? hour!,
      minute: values?.minute ?? minute!,
      servings: values?.servings ?? (meal?.servings ? String(meal.servings) : ""),
    };
    // The initial values are those of the first render; later loader data must not reset what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [state, setState] = useState(initial);
  // Whether the person chose the time: until then, choosing a meal type of a new meal moves it to that type's time.
  const [timeChosen, setTimeChosen] = useState(mode === "edit" || values !== null);
  const [chosen, setChosen] = useState<Recipe | null>(() => recipes?.find((r) => r.id === initial.recipeId) ?? null);
  // Coming back from "+ Add New Meal Type" selects the new type and keeps everything else.
  useEffect(() => {
    if (props.initialTypeId) setState((current) => ({ ...current, typeId: props.initialTypeId }));
  }, [props.initialTypeId]);

  const dirty = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => state[key] !== initial[key]);
  const { hydrated, onClose, cancelLink, prompt } = useGuardedClose(props.closeTo, dirty);
  const fromRecipeHint = mode === "create" && !hydrated;
  const set = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));
  const chooseType = (typeId: number | null) => {
    if (timeChosen) return set({ typeId });
    const [hour, minute] = typeTime(typeId).split(":") as [string, string];
    set({ typeId, hour, minute });
  };
  const choose = (recipe: Recipe) => {
    setChosen(recipe);
    set(
      mode === "create"
        ? { recipeId: recipe.id, title: recipe.title, description: recipe.description }
        : { recipeId: recipe.id },
    );
  };
  const pages = Math.max(1, Math.ceil(props.recipeCount / props.pageSize));
  const chosenOnPage = recipes?.some((r) => r.id === state.recipeId);

  return (
    <Modal
      title={mode === "create" ? t("form.createTitle") : t("form.editTitle")}
      closeTo={props.closeTo}
      onClose={onClose}
      size="lg"
    >
      <Form method="get" className="recipe-search" preventScrollReset replace>
        {Object.entries(props.searchHidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="recipe-search" className="visually-hidden">
          {t("form.searchRecipes")}
        </label>
        <input
          id="recipe-search"
          name="q"
          type="search"
          placeholder={t("form.searchPlaceholder")}
          defaultValue={props.search}
        />
        <button type="submit" className="btn btn-secondary">
          {t("form.search")}
        </button>
      </Form>

      {recipes === null ? (
        <p className="form-error">{t("form.recipesFailed")}</p>
      ) : (
        <fieldset className="recipe-options">
          <legend>{t("form.recipe")}</legend>
          {recipes.length === 0 ? (
            props.search ? (
              <p className="subtitle">{t("form.noRecipesFound")}</p>
            ) : (
              // A household with no recipe yet: a meal needs one, so say where to make it.
              <p className="subtitle">
                <Trans
                  t={t}
                  i18nKey="form.noRecipesYet"
                  components={{ linked: <Link to="/recipes?action=create" /> }}
                />
              </p>
            )
          ) : null}
          {recipes.map((recipe) => (
            <label key={recipe.id} className={`recipe-option${state.recipeId === recipe.id ? " selected" : ""}`}>
              <input
                type="radio"
                name="recipe_id"
                value={recipe.id}
                form="meal-form"
                checked={state.recipeId === recipe.id}
                onChange={() => choose(recipe)}
              />
              <span>
                <strong>{recipe.title}</strong>
                <span className="subtitle"> {recipe.description}</span>
              </span>
            </label>
          ))}
          <div className="pager">
            <PageStep to={props.page > 0 ? props.pageTo(props.page - 1) : null}>{t("form.previous")}</PageStep>
            <span className="subtitle">{t("form.pageOf", { page: props.page + 1, pages })}</span>
            <PageStep to={props.page + 1 < pages ? props.pageTo(props.page + 1) : null}>{t("form.next")}</PageStep>
          </div>
        </fieldset>
      )}

      <Form method="post" id="meal-form" preventScrollReset>
        <input type="hidden" name="intent" value={mode} />
        {/* The time shown but not chosen: the server gives the meal its type's time instead (without JavaScript too). */}
        {timeChosen ? null : <input type="hidden" name="auto_time" value={`${state.hour}:${state.minute}`} />}
        {meal ? <input type="hidden" name="id" value={meal.id} /> : null}
        {/* The chosen recipe may be on another page of the list. */}
        {state.recipeId && !chosenOnPage ? <input type="hidden" name="recipe_id" value={state.recipeId} /> : null}
        {chosen || meal?.recipe ? (
          <p className="subtitle">
            <Trans
              t={t}
              i18nKey="form.chosenRecipe"
              values={{ title: chosen?.title ?? meal?.recipe?.title }}
              components={{ strong: <strong /> }}
            />
          </p>
        ) : null}
        <Field
          label={t("form.title")}
          id="meal-title"
          name="title"
          value={state.title}
          readOnly={mode === "create"}
          onChange={(e) => set({ title: e.currentTarget.value })}
          placeholder={
            mode === "create" ? (hydrated ? t("form.chooseRecipe") : t("form.recipeTitlePlaceholder")) : undefined
          }
          // Without JavaScript, choosing a recipe cannot fill the fields in: the hint says where they come from.
          aria-describedby={fromRecipeHint ? "meal-title-hint" : undefined}
          hint={
            fromRecipeHint ? (
              <p className="subtitle" id="meal-title-hint">
                {t("form.fromRecipeHint")}
              </p>
            ) : undefined
          }
        />
        <TextAreaField
          label={t("form.description")}
          id="meal-description"
          name="description"
          rows={2}
          value={state.description}
          readOnly={mode === "create"}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Field
          label={t("form.mealType")}
          id="meal-type"
          render={(control) =>
            mealTypes === null ? (
              <p className="form-error">{t("form.typesFailed")}</p>
            ) : (
              <div className="inline-fields">
                <select
                  {...control}
                  name="type_id"
                  value={state.typeId ?? ""}
                  onChange={(e) => chooseType(Number(e.currentTarget.value) || null)}
                >
                  <option value="">{t("form.selectType")}</option>
                  {mealTypes.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </select>
                <ButtonLink to={props.addTypeTo} tone="secondary" preventScrollReset replace>
                  {t("form.addType")}
                </ButtonLink>
              </div>
            )
          }
        />
        <div className="inline-fields">
          <Field
            label={t("form.date")}
            id="meal-date"
            render={(control) => (
              <DayInput
                {...control}
                name="date"
                value={state.date}
                onChange={(e) => set({ date: e.currentTarget.value })}
              />
            )}
          />
          {/* The time appears once a date is chosen (always there without JavaScript). */}
          {!hydrated || state.date ? (
            <div className="field">
              <span className="label">{t("form.time")}</span>
              <div className="inline-fields">
                {TIME_PARTS.map(([part, label, values]) => (
                  <select
                    key={part}
                    aria-label={t(label)}
                    name={part}
                    value={state[part]}
                    onChange={(e) => {
                      setTimeChosen(true);
                      set({ [part]: e.currentTarget.value });
                    }}
                  >
                    {values.map((value) => (
                      <option key={value}>{value}</option>
                    ))}
                  </select>
                ))}
              </div>
            </div>
          ) : null}
        </div>
        <Field
          label={t("form.servings")}
          id="meal-servings"
          name="servings"
          type="number"
          min={1}
          max={100}
          step={1}
          value={state.servings}
          placeholder={t("form.servingsPlaceholder")}
          onChange={(e) => set({ servings: e.currentTarget.value })}
          style={{ maxWidth: "12rem" }}
        />
        <FormError error={props.error} />
        <div className="modal-actions">
          {cancelLink}
          <SubmitButton
            busy={busy}
            label={mode === "create" ? t("form.create") : t("form.save")}
            pending={mode === "create" ? t("form.creating") : t("form.saving")}
          />
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}

/** A step through the recipe pages: a link, or the same button greyed out at either end. */
function PageStep({ to, children }: { to: string | null; children: string }) {
  return to ? (
    <ButtonLink to={to} tone="secondary" small preventScrollReset replace>
      {children}
    </ButtonLink>
  ) : (
    <span className="btn btn-secondary btn-small" aria-disabled="true">
      {children}
    </span>
  );
}
