import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { Modal } from "~/components/dialog";
import { Field } from "~/components/field";
import { useDayNames } from "../../lib/day-names";
import type { PlanDay, PlanMeal, PlanType } from "./types";

/**
 * Moves one meal to a day of the week (or No date) and a meal type: the planner's way to move
 * without dragging, on a phone or without JavaScript. One dialog for the page, opened by a meal's
 * 'Move to…' link, rather than a form in every card: a week of a large household has 60 meals.
 */
export function MoveMealDialog({
  meal,
  days,
  types,
  closeTo,
}: {
  meal: PlanMeal;
  days: PlanDay[];
  types: PlanType[];
  closeTo: string;
}) {
  const { t } = useTranslation("meals");
  const names = useDayNames();
  return (
    <Modal title={t("plan.moveTitle", { title: meal.title })} closeTo={closeTo} size="sm">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={meal.id} />
        {meal.time ? <input type="hidden" name="time" value={meal.time} /> : null}
        {meal.typeId ? <input type="hidden" name="from_type_id" value={meal.typeId} /> : null}
        <Field
          label={t("plan.day")}
          id="move-day"
          name="date"
          defaultValue={meal.day ?? ""}
          options={[...days.map((day) => [day.iso, names.long(day.iso)] as const), ["", t("plan.noDate")] as const]}
        />
        <Field
          label={t("plan.mealType")}
          id="move-type"
          name="type_id"
          defaultValue={String(meal.typeId ?? types[0]?.id ?? "")}
          options={types.map((type) => [type.id, type.name] as const)}
        />
        <div className="modal-actions">
          <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
            {t("plan.cancel")}
          </ButtonLink>
          <button type="submit" className="btn btn-primary">
            {t("plan.move")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
