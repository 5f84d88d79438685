import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormError } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import { useDayNames } from "../../lib/day-names";

type Rules = {
  no_repeat: boolean;
  repeat_weeks: number;
  weekday_limit: boolean;
  weekday_minutes: number;
  use_soon: boolean;
  variety: boolean;
  category_limits: { category_id: number; at_most: number }[];
  favourites: boolean;
  fixed_days: { weekday: number; recipe_id: number; recipe: { id: number; title: string } | null }[];
};

type Category = { id: number; name: string };

/**
 * A rule's number with its unit after it, in the number the value asks for ("1 week", "2 weeks"),
 * following the value as it is typed.
 */
function RuleNumber({
  name,
  min,
  max,
  value,
  unit,
}: {
  name: string;
  min: number;
  max: number;
  value: number;
  unit: (count: number) => string;
}) {
  const [count, setCount] = useState(value);
  return (
    <label className="rule-number">
      <input
        type="number"
        name={name}
        min={min}
        max={max}
        defaultValue={value}
        onChange={(event) => {
          const typed = event.currentTarget.valueAsNumber;
          if (Number.isFinite(typed)) setCount(typed);
        }}
      />
      <span>{unit(count)}</span>
    </label>
  );
}

const Switch = ({ name, checked, children }: { name: string; checked: boolean; children: ReactNode }) => (
  <label className="rule-switch">
    <input type="checkbox" name={name} defaultChecked={checked} />
    <span>{children}</span>
  </label>
);

/**
 * The rules Plan my week follows, each on or off, saved for the household: one form, its numbers
 * beside the switch they belong to, category limits and fixed days listed with a way to remove
 * each, and a row to add a limit.
 */
export function WeekRulesForm({
  rules,
  categories,
  error,
  open,
}: {
  rules: Rules;
  categories: Category[];
  error: string | null;
  /** Open from the start: the rules left no recipe, or the last save failed. */
  open: boolean;
}) {
  const { t } = useTranslation("meals");
  const names = useDayNames();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "rules";
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  const limited = new Set(rules.category_limits.map((limit) => limit.category_id));
  const on = [rules.no_repeat, rules.weekday_limit, rules.use_soon, rules.variety, rules.favourites].filter(
    Boolean,
  ).length;
  return (
    <details className="card plan-week-rules" open={open || Boolean(error)}>
      <summary>
        {t("rules.rules")} <span className="plan-week-rules-count">{t("rules.count", { on })}</span>
      </summary>
      <Form method="post" preventScrollReset aria-label={t("rules.rules")}>
        <input type="hidden" name="intent" value="rules" />
        <div className="rule">
          <Switch name="no_repeat" checked={rules.no_repeat}>
            {t("rules.noRepeat")}
          </Switch>
          <RuleNumber
            name="repeat_weeks"
            min={0}
            max={26}
            value={rules.repeat_weeks}
            unit={(count) => t("rules.weeks", { count })}
          />
        </div>
        <div className="rule">
          <Switch name="weekday_limit" checked={rules.weekday_limit}>
            {t("rules.weekdayLimit")}
          </Switch>
          <RuleNumber
            name="weekday_minutes"
            min={5}
            max={600}
            value={rules.weekday_minutes}
            unit={(count) => t("rules.minutes", { count })}
          />
        </div>
        <div className="rule">
          <Switch name="use_soon" checked={rules.use_soon}>
            {t("rules.useSoon")}
          </Switch>
        </div>
        <div className="rule">
          <Switch name="variety" checked={rules.variety}>
            {t("rules.variety")}
          </Switch>
        </div>
        <fieldset className="rule-list">
          <legend>{t("rules.categoryLimits")}</legend>
          {rules.category_limits.map((limit) => {
            const name = nameOf.get(limit.category_id) ?? t("rules.deletedCategory");
            return (
              <div key={limit.category_id} className="rule-row">
                <label className="rule-number">
                  <span>{t("rules.atMostOf", { name })}</span>
                  <input
                    type="number"
                    name={`at_most_${limit.category_id}`}
                    min={0}
                    max={7}
                    defaultValue={limit.at_most}
                    aria-label={t("rules.atMostLabel", { name })}
                  />
                </label>
                <label className="rule-remove">
                  <input type="checkbox" name={`drop_limit_${limit.category_id}`} />
                  <span>{t("rules.remove")}</span>
                </label>
              </div>
            );
          })}
          <div className="rule-row">
            <label className="rule-number">
              <span>{t("rules.addLimit")}</span>
              <select name="new_limit_category" defaultValue="" aria-label={t("rules.categoryToLimit")}>
                <option value="">{t("rules.chooseCategory")}</option>
                {categories
                  .filter((category) => !limited.has(category.id))
                  .map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
              </select>
            </label>
            <label className="rule-number">
              <span>{t("rules.atMost")}</span>
              <input type="number" name="new_limit_at_most" min={0} max={7} defaultValue={2} />
            </label>
          </div>
        </fieldset>
        <div className="rule">
          <Switch name="favourites" checked={rules.favourites}>
            {t("rules.favourites")}
          </Switch>
        </div>
        <fieldset className="rule-list">
          <legend>{t("rules.fixedDays")}</legend>
          {rules.fixed_days.length === 0 ? (
            <p className="rule-hint">{t("rules.noneFixed")}</p>
          ) : (
            rules.fixed_days.map((day) => (
              <div key={day.weekday} className="rule-row">
                <input type="hidden" name={`fixed_${day.weekday}`} value={day.recipe_id} />
                <span>
                  {t("rules.fixedDay", {
                    weekday: names.weekdayNumbered(day.weekday),
                    recipe: day.recipe?.title ?? t("rules.deletedRecipe"),
                  })}
                </span>
                <label className="rule-remove">
                  <input type="checkbox" name={`unfix_${day.weekday}`} />
                  <span>{t("rules.remove")}</span>
                </label>
              </div>
            ))
          )}
        </fieldset>
        <FormError error={error} />
        <div className="form-actions">
          <SubmitButton busy={saving} label={t("rules.save")} pending={t("rules.saving")} />
        </div>
      </Form>
    </details>
  );
}
