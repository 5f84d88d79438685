import { useFetcher } from "@remix-run/react";
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
  const fetcher = useFetcher<FormReply>();
  const reply = replyOf(fetcher.data, posted, ["edit"]);
  const values = reply?.values ?? {
    ingredient: line.name,
    ...(line.unit === SOME ? { quantity: "", unit: "" } : stockAmountFields(line.quantity, line.unit)),
    place_id: line.place_id === null ? "" : String(line.place_id),
    best_before: line.best_before ?? "",
  };
  return (
    <Modal title={`Edit ${line.name}`} closeTo={closeTo} size="md">
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={line.id} />
        <PantryLineFields idPrefix="edit" places={places} values={values} fields={reply?.fields ?? {}} />
        <FormError error={reply?.error} />
        <div className="modal-actions">
          <ButtonLink to={closeTo} tone="secondary" replace preventScrollReset>
            Cancel
          </ButtonLink>
          <SubmitButton busy={fetcher.state !== "idle"} label="Save" pending="Saving..." />
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
  const fetcher = useFetcher<FormReply>();
  const reply = replyOf(fetcher.data, posted, ["use", "used-up"]);
  const busyWith = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const weighed = line.unit !== SOME;
  const units = useUnits();
  return (
    <Modal title={`Use ${line.name}`} closeTo={closeTo} size="sm">
      <p>
        You have <strong>{stockText({ ...line, units })}</strong>.
      </p>
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={line.id} />
        <input type="hidden" name="name" value={line.name} />
        <input type="hidden" name="unit" value={line.unit} />
        {weighed ? (
          <Field
            label={`How much did you use? (${line.unit})`}
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
            <SubmitButton busy={busyWith === "use"} name="intent" value="use" label="Use" pending="Saving..." />
          ) : null}
          <button
            type="submit"
            name="intent"
            value="used-up"
            formNoValidate
            className={`btn ${weighed ? "btn-secondary" : "btn-primary"}`}
            disabled={busyWith === "used-up"}
          >
            {busyWith === "used-up" ? "Saving..." : "Used it all"}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/** Throwing a line away, asked first: it leaves the pantry. */
/** "2 lb of "Ground beef"", "some of "Salt"", or counted: "3 lemons". */
function throwAwayWhat(line: PantryLine & { units: UnitSystem }) {
  const label = stockLabel(line);
  return label.amount ? `${label.amount} of "${line.name}"` : label.name;
}

export function ThrowAwayDialog({ line, closeTo }: { line: PantryLine; closeTo: string }) {
  const units = useUnits();
  return (
    <ConfirmDialog
      title="Throw away"
      message={`Throw away ${throwAwayWhat({ ...line, units })}? It leaves the pantry.`}
      confirmLabel="Throw away"
      pendingLabel="Throwing away..."
      cancelTo={closeTo}
      hidden={{ intent: "throw-away", id: line.id, name: line.name }}
    />
  );
}
