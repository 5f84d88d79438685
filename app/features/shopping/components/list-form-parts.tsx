import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertDialog } from "~/components/dialog";
import { DayInput } from "~/components/day-input";
import { Field } from "~/components/field";
import { displayDay, toApiDay } from "~/utils/date-ranges";
import type { FormReply } from "~/utils/form.server";
import { ButtonLink } from "~/components/button-link";
import { rangeTitleIn } from "../lib/range-title";

type ListDates = { title: string; start: string; end: string };

/**
 * Title, start and end of a list, all three required. Dates are typed as DD/MM/YYYY. With JavaScript the
 * caller's submit stays disabled until all three are filled (`complete`); the server refuses an
 * incomplete form with the same messages either way.
 */
export function ListDatesFields({
  values,
  errors,
  names,
  idPrefix,
  onComplete,
  autoTitle = null,
}: {
  values: ListDates;
  errors: Record<string, string>;
  names: Record<keyof ListDates, string>;
  idPrefix: string;
  onComplete: (complete: boolean) => void;
  /**
   * The title the dates gave: while the title is still this one, it follows the dates as they
   * change (here with JavaScript; on the server, through the `auto_title` field, without).
   */
  autoTitle?: string | null;
}) {
  const { t, i18n } = useTranslation("shopping");
  const [current, setCurrent] = useState({ ...values, start: displayDay(values.start), end: displayDay(values.end) });
  const [auto, setAuto] = useState(autoTitle);
  const following = auto !== null && current.title === auto;
  useEffect(
    () => onComplete(Boolean(current.title.trim() && current.start.trim() && current.end.trim())),
    [current, onComplete],
  );
  const field = (key: keyof ListDates, label: string, error: string | undefined) => {
    const props = {
      id: `${idPrefix}-${key}`,
      name: names[key],
      value: current[key],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        const next = { ...current, [key]: value };
        const start = toApiDay(next.start);
        const end = toApiDay(next.end);
        if (following && key !== "title" && start && end) {
          next.title = rangeTitleIn(t, start, end, i18n.language);
          setAuto(next.title);
        }
        setCurrent(next);
      },
    };
    return (
      <Field
        label={label}
        id={props.id}
        error={error}
        render={(control) =>
          key === "title" ? <input {...props} {...control} /> : <DayInput {...props} {...control} />
        }
      />
    );
  };
  const titleField = field("title", t("listForm.title"), errors.title);
  const startField = field("start", t("listForm.start"), errors.start_date);
  const endField = field("end", t("listForm.end"), errors.end_date);
  return (
    <>
      {following ? <input type="hidden" name="auto_title" value={auto} /> : null}
      {titleField}
      <div className="inline-fields">
        {startField}
        {endField}
      </div>
    </>
  );
}

/** Disabled until complete once JavaScript runs (without it the server checks), and while submitting. */
export function useSubmitGate(intent: string) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [complete, setComplete] = useState(true);
  useEffect(() => setHydrated(true), []);
  const busy =
    navigation.state !== "idle" &&
    (navigation.formData?.get("intent") === intent ||
      navigation.location?.search.includes(`action=${intent}`) === true);
  return { busy, disabled: busy || (hydrated && !complete), setComplete };
}

export function GatedActions({
  closeTo,
  gate,
  label,
}: {
  closeTo: string;
  gate: ReturnType<typeof useSubmitGate>;
  label: string;
}) {
  const { t } = useTranslation("shopping");
  return (
    <div className="modal-actions">
      <ButtonLink to={closeTo} tone="secondary">
        {t("actions.cancel")}
      </ButtonLink>
      <button type="submit" className="btn btn-primary" disabled={gate.disabled}>
        {label}
      </button>
    </div>
  );
}

/** A data error of a list form (the API's message), in an alert titled 'Error'. */
export function ErrorAlert({ answer, closeTo }: { answer: FormReply | null; closeTo: string }) {
  const { t } = useTranslation("shopping");
  return answer?.error ? (
    <AlertDialog kind="error" title={t("error")} message={answer.error} closeTo={closeTo} />
  ) : null;
}
