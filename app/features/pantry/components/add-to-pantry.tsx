import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "~/components/field";
import { SubmitButton } from "~/components/submit-button";
import type { FormReply } from "~/utils/form.server";
import { PantryLineFields } from "./pantry-line-fields";
import type { PantryPlace } from "./pantry-types";

/**
 * "Add food": a fold that opens without JavaScript (a `<details>`), open from the start on an
 * empty pantry or after a refused add. The form posts to the page's action; with JavaScript a
 * fetcher sends it and, once the line is added, the form empties and the ingredient takes the
 * focus for the next line. A refused add shows why beside the fields and keeps what was typed.
 */
export function AddToPantry({
  places,
  placeId,
  reply,
  open,
}: {
  places: readonly PantryPlace[];
  /** The place the page shows, offered for the new line. */
  placeId: number | null;
  /** The no-JavaScript reply of a refused add. */
  reply: FormReply | undefined;
  open: boolean;
}) {
  const { t } = useTranslation("pantry");
  const fetcher = useFetcher<FormReply>();
  const form = useRef<HTMLFormElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    const busy = fetcher.state !== "idle";
    // Added: the action redirected, so the fetcher ends with no reply of its own.
    if (wasBusy.current && !busy && !fetcher.data) {
      form.current?.reset();
      form.current?.querySelector<HTMLInputElement>("input[name=ingredient]")?.focus();
    }
    wasBusy.current = busy;
  }, [fetcher.state, fetcher.data]);
  const shown = fetcher.data ?? reply;
  // Once unfolded it stays so, line after line, until folded by hand.
  const [unfolded, setUnfolded] = useState(open || Boolean(reply));
  useEffect(() => {
    if (fetcher.data) setUnfolded(true);
  }, [fetcher.data]);
  return (
    <details className="card pantry-add" open={unfolded} onToggle={(event) => setUnfolded(event.currentTarget.open)}>
      <summary className="btn btn-primary">{t("add.summary")}</summary>
      <fetcher.Form method="post" ref={form} aria-label={t("add.summary")} preventScrollReset>
        <input type="hidden" name="intent" value="add" />
        <PantryLineFields
          idPrefix="add"
          places={places}
          values={shown?.values ?? { place_id: String(placeId ?? places[0]?.id ?? "") }}
          fields={shown?.fields ?? {}}
        />
        <FormError error={shown?.error} />
        <SubmitButton busy={fetcher.state !== "idle"} label={t("add.submit")} pending={t("add.pending")} />
      </fetcher.Form>
    </details>
  );
}
