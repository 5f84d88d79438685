import { Form } from "@remix-run/react";
import { Modal } from "~/components/dialog";
import { rangeTitle } from "@larder/shared/dates";
import { dayMonthYear, hourMinute, toApiDay, toWallClock } from "~/utils/date-ranges";
import type { SyncPreview } from "~/graphql/shopping.server";
import type { FormReply } from "~/utils/form.server";
import { TableHead } from "~/components/table-head";
import { ErrorAlert, GatedActions, ListDatesFields, useSubmitGate } from "./list-form-parts";
import { ButtonLink } from "~/components/button-link";
import { CHECK_YOU_HAVE, lineAmountText } from "../lib/amounts";

const SYNC_STEPS = ["Basic Info", "Review Meals", "Review Ingredients"];

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
  const step = Object.keys(sync.errors).length ? 1 : askedStep;
  // The title follows the chosen days until the person types one.
  const start = toApiDay(params.start ?? "") ?? toApiDay(week.start);
  const end = toApiDay(params.end ?? "");
  const datesTitle = start && end ? rangeTitle(start, end) : `Week of ${start}`;
  const title = params.title ?? datesTitle;
  const autoTitle = params.title === null ? datesTitle : params.autoTitle;
  const gate = useSubmitGate("sync");
  const when = (iso: string) =>
    `${dayMonthYear(toWallClock(Date.parse(iso), timeZoneOffset))} ${hourMinute(toWallClock(Date.parse(iso), timeZoneOffset))}`;
  return (
    <Modal title="Sync Meals Shopping List" closeTo={closeTo}>
      <p className="subtitle">
        Step {step} of 3 · {SYNC_STEPS[step - 1]}
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
          <GatedActions closeTo={closeTo} gate={gate} label="Next" />
        </Form>
      ) : (
        <>
          {step === 2 ? (
            <>
              <h3>Meals in this range</h3>
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
                <p className="subtitle">No meals planned in this range.</p>
              )}
            </>
          ) : (
            <>
              <h3>Ingredients to buy</h3>
              {sync.preview?.ingredients.length ? (
                <div className="table-scroll">
                  <table className="data">
                    <TableHead columns={["Ingredient", "Quantity", "Meals"]} />
                    <tbody>
                      {sync.preview.ingredients.map((line) => (
                        <tr key={line.id}>
                          <td>{line.name}</td>
                          <td>
                            {line.check_you_have ? CHECK_YOU_HAVE : lineAmountText(line)}
                            {line.held_for ? <small className="held-for">{line.held_for}</small> : null}
                          </td>
                          <td>{line.meal_ids.length}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="subtitle">Nothing to buy for this range.</p>
              )}
            </>
          )}
          <Form method="post" className="modal-actions">
            <input type="hidden" name="title" value={params.title ?? ""} />
            <input type="hidden" name="start_date" value={params.start ?? ""} />
            <input type="hidden" name="end_date" value={params.end ?? ""} />
            <ButtonLink to={stepTo(step - 1)} tone="secondary">
              Previous
            </ButtonLink>
            {step === 2 ? (
              <ButtonLink to={stepTo(3)} tone="primary">
                Next
              </ButtonLink>
            ) : (
              <button type="submit" name="intent" value="sync" className="btn btn-primary" disabled={gate.busy}>
                {sync.updates ? (gate.busy ? "Updating..." : "Update List") : gate.busy ? "Creating..." : "Create List"}
              </button>
            )}
          </Form>
        </>
      )}
      <ErrorAlert answer={answer} closeTo={here} />
    </Modal>
  );
}
