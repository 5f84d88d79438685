import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/dialog";
import { hourMinute, toApiDay, toWallClock } from "~/utils/date-ranges";
import { useFormat } from "~/i18n/format";
import type { SyncPreview } from "~/graphql/shopping.server";
import type { FormReply } from "~/utils/form.server";
import { TableHead } from "~/components/table-head";
import { ErrorAlert, GatedActions, ListDatesFields, useSubmitGate } from "./list-form-parts";
import { ButtonLink } from "~/components/button-link";
import { lineAmountText } from "../lib/amounts";
import { rangeTitleIn, weekEndOf } from "../lib/range-title";

const SYNC_STEPS = ["basicInfo", "reviewMeals", "reviewIngredients"] as const;

/** The three-step sync modal: basic info, the range's meals, the ingredients to buy. */
export function SyncDialog({
  step: askedStep,
  params,
  week,
  sync,
  timeZoneOffset,
  answer,
  closeTo,
  stepTo,
  here,
}: {
  step: number;
  params: { title: string | null; autoTitle: string | null; start: string | null; end: string | null };
  week: { start: string };
  /** `updates`: the group already has a list synced from these days, which the sync updates. */
  sync: { errors: Record<string, string>; preview: SyncPreview | null; updates: boolean };
  timeZoneOffset: number;
  answer: FormReply | null;
  closeTo: string;
  stepTo: (step: number) => string;
  here: string;
}) {
  const { t, i18n } = useTranslation("shopping");
  const format = useFormat();
  const step = Object.keys(sync.errors).length ? 1 : askedStep;
  // The title follows the chosen days until the person types one.
  const start = toApiDay(params.start ?? "") ?? toApiDay(week.start);
  const end = toApiDay(params.end ?? "");
  const datesTitle = start
    ? rangeTitleIn(t, start, end ?? weekEndOf(start), i18n.language)
    : t("listForm.weekOf", { day: "" });
  const title = params.title ?? datesTitle;
  const autoTitle = params.title === null ? datesTitle : params.autoTitle;
  const gate = useSubmitGate("sync");
  const when = (iso: string) => {
    const wall = toWallClock(Date.parse(iso), timeZoneOffset);
    return `${format.date(new Date(wall).toISOString())} ${hourMinute(wall)}`;
  };
  return (
    <Modal title={t("sync.title")} closeTo={closeTo}>
      <p className="subtitle">
        {t("sync.step", { step, steps: SYNC_STEPS.length, name: t(`sync.steps.${SYNC_STEPS[step - 1]!}`) })}
      </p>
      {step === 1 ? (
        <Form method="get">
          <input type="hidden" name="action" value="sync" />
          <input type="hidden" name="step" value="2" />
          <ListDatesFields
            autoTitle={autoTitle}
            values={{
              title,
              start: params.start ?? "",
              end: params.end ?? "",
            }}
            errors={sync.errors}
            names={{ title: "title", start: "start", end: "end" }}
            idPrefix="sync"
            onComplete={gate.setComplete}
          />
          <GatedActions closeTo={closeTo} gate={gate} label={t("sync.next")} />
        </Form>
      ) : (
        <>
          {step === 2 ? (
            <>
              <h3>{t("sync.meals")}</h3>
              {sync.preview?.meals.length ? (
                <ul>
                  {sync.preview.meals.map((meal) => (
                    <li key={meal.id}>
                      {meal.scheduled_date ? `${when(meal.scheduled_date)} · ` : ""}
                      {meal.title}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="subtitle">{t("sync.noMeals")}</p>
              )}
            </>
          ) : (
            <>
              <h3>{t("sync.ingredients")}</h3>
              {sync.preview?.ingredients.length ? (
                <div className="table-scroll">
                  <table className="data">
                    <TableHead
                      columns={[t("sync.columns.ingredient"), t("sync.columns.quantity"), t("sync.columns.meals")]}
                    />
                    <tbody>
                      {sync.preview.ingredients.map((line) => (
                        <tr key={line.id}>
                          <td>{line.name}</td>
                          <td>
                            {line.check_you_have ? t("items.checkYouHave") : lineAmountText(t, line, i18n.language)}
                            {line.held_for ? <small className="held-for">{line.held_for}</small> : null}
                          </td>
                          <td>{format.number(line.meal_ids.length)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="subtitle">{t("sync.nothingToBuy")}</p>
              )}
            </>
          )}
          <Form method="post" className="modal-actions">
            <input type="hidden" name="title" value={params.title ?? ""} />
            <input type="hidden" name="start_date" value={params.start ?? ""} />
            <input type="hidden" name="end_date" value={params.end ?? ""} />
            <ButtonLink to={stepTo(step - 1)} tone="secondary">
              {t("sync.previous")}
            </ButtonLink>
            {step === 2 ? (
              <ButtonLink to={stepTo(3)} tone="primary">
                {t("sync.next")}
              </ButtonLink>
            ) : (
              <button type="submit" name="intent" value="sync" className="btn btn-primary" disabled={gate.busy}>
                {sync.updates
                  ? gate.busy
                    ? t("actions.updating")
                    : t("actions.updateList")
                  : gate.busy
                    ? t("actions.creating")
                    : t("actions.createList")}
              </button>
            )}
          </Form>
        </>
      )}
      <ErrorAlert answer={answer} closeTo={here} />
    </Modal>
  );
}
