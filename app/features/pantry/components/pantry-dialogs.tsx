import { useFetcher } from "@remix-run/react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { useUnits } from "~/components/use-units";
import type { UnitSystem } from "@larder/shared/unit-systems";
import { ButtonLink } from "~/components/button-link";
import { ConfirmDialog, Modal } from "~/components/dialog";
import { Field, FormError } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import type { FormReply } from "~/utils/form.server";
import { SOME, stockAmountFields, stockLabel, stockText } from "../lib/stock-amounts";
import { PantryLineFields } from "./pantry-line-fields";
import type { PantryLine, PantryPlace } from "./pantry-types";

// The dialogs open by the page's address (?edit=, ?use=, ?throw_away=), so a link opens them with
// or without JavaScript. Their forms post to the page's action: with JavaScript through a fetcher,
// the page staying where it is; done, the action sends the page back without the dialog.

/** What a dialog's form shows: the fetcher's reply, or the no-JavaScript reply of its intents. */
const replyOf = (fetched: FormReply | undefined, posted: FormReply | undefined, intents: readonly string[]) =>
  fetched ?? (posted && intents.includes(posted.intent) ? posted : undefined);

/** Changes a line: its ingredient, amount, unit, place or day. */
export function EditLineDialog({
  line,
  places,
  posted,
  closeTo,
}: {
  line: PantryLine;
  places: readonly PantryPlace[];
  posted: FormReply | undefined;
  closeTo: string;
}) {
  const { t, i18n } = useTranslation("pantry");
  const fetcher = useFetcher<FormReply>();
  const reply = replyOf(fetcher.data, posted, ["edit"]);
  const values = reply?.values ?? {
    ingredient: line.name,
    ...(line.unit === SOME ? { quantity: "", unit: "" } : stockAmountFields(line.quantity, line.unit, i18n.language)),
    place_id: line.place_id === null ? "" : String(line.place_id),
    best_before: line.best_before ?? "",
  };
  return (
    <Modal title={t("edit.title", { name: line.name })} closeTo={closeTo} size="md">
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={line.id} />
        <PantryLineFields idPrefix="edit" places={places} values={values} fields={reply?.fields ?? {}} />
        <FormError error={reply?.error} />
        <div className="modal-actions">
          <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
            {t("edit.cancel")}
          </ButtonLink>
          <SubmitButton busy={fetcher.state !== "idle"} label={t("edit.save")} pending={t("edit.pending")} />
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/**
 * Using food: some of it (an amount in the line's own unit), or all of it. Food no one weighed is
 * only ever used up.
 */
export function UseDialog({
  line,
  posted,
  closeTo,
}: {
  line: PantryLine;
  posted: FormReply | undefined;
  closeTo: string;
}) {
  const { t, i18n } = useTranslation("pantry");
  const fetcher = useFetcher<FormReply>();
  const reply = replyOf(fetcher.data, posted, ["use", "used-up"]);
  const busyWith = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const weighed = line.unit !== SOME;
  const units = useUnits();
  return (
    <Modal title={t("use.title", { name: line.name })} closeTo={closeTo} size="sm">
      <p>
        <Trans
          t={t}
          i18nKey="use.youHave"
          values={{ amount: stockText({ ...line, units }, t("some"), i18n.language) }}
          components={{ strong: <strong /> }}
        />
      </p>
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={line.id} />
        <input type="hidden" name="name" value={line.name} />
        <input type="hidden" name="unit" value={line.unit} />
        {weighed ? (
          <Field
            label={t("use.howMuch", { unit: line.unit })}
            id="use-quantity"
            name="quantity"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={reply?.values.quantity ?? ""}
            error={reply?.fields.quantity}
          />
        ) : null}
        <FormError error={reply?.error} />
        {/* Use comes first: Enter in the amount uses that much, never the whole line. */}
        <div className="modal-actions">
          {weighed ? (
            <SubmitButton
              busy={busyWith === "use"}
              name="intent"
              value="use"
              label={t("use.submit")}
              pending={t("use.pending")}
            />
          ) : null}
          <button
            type="submit"
            name="intent"
            value="used-up"
            formNoValidate
            className={`btn ${weighed ? "btn-secondary" : "btn-primary"}`}
            disabled={busyWith === "used-up"}
          >
            {busyWith === "used-up" ? t("use.pending") : t("use.usedItAll")}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/** The question: "Throw away 2 lb of "Ground beef"?", "some of "Salt"", or counted: "3 lemons". */
function throwAwayQuestion(line: PantryLine & { units: UnitSystem }, t: TFunction<"pantry">, language: string) {
  const label = stockLabel(line, t("some"), language);
  return label.amount
    ? t("throwAway.messageAmount", { amount: label.amount, name: line.name })
    : t("throwAway.message", { name: label.name });
}

/** Throwing a line away, asked first: it leaves the pantry. */
export function ThrowAwayDialog({ line, closeTo }: { line: PantryLine; closeTo: string }) {
  const { t, i18n } = useTranslation("pantry");
  const units = useUnits();
  return (
    <ConfirmDialog
      title={t("throwAway.title")}
      message={throwAwayQuestion({ ...line, units }, t, i18n.language)}
      confirmLabel={t("throwAway.confirm")}
      pendingLabel={t("throwAway.pending")}
      cancelTo={closeTo}
      hidden={{ intent: "throw-away", id: line.id, name: line.name }}
    />
  );
}
