import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AlertDialog } from "~/components/dialog";
import { DayInput } from "~/components/day-input";
import { Field } from "~/components/field";
import { displayDay } from "~/utils/date-ranges";
import type { FormReply } from "~/utils/form.server";
import { ButtonLink } from "./button-link";

type ListDates = { title: string; start: string; end: string };

/**
 * Title, start and end of a list (spec 2 §5). Dates are typed as DD/MM/YYYY. With JavaScript the
 * caller's submit stays disabled until all three are filled (`complete`); the server refuses an
 * incomplete form with the same messages either way.
 */
export function ListDatesFields({
  values,
  errors,
  names,
  idPrefix,
  onComplete,
}: {
  values: ListDates;
  errors: Record<string, string>;
  names: Record<keyof ListDates, string>;
  idPrefix: string;
  onComplete: (complete: boolean) => void;
}) {
  const [current, setCurrent] = useState({ ...values, start: displayDay(values.start), end: displayDay(values.end) });
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
        setCurrent((c) => ({ ...c, [key]: value }));
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
  return (
    <>
      {field("title", "Title", errors.title)}
      <div className="inline-fields">
        {field("start", "Start date", errors.start_date)}
        {field("end", "End date", errors.end_date)}
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
  return (
    <div className="modal-actions">
      <ButtonLink to={closeTo} tone="secondary">
        Cancel
      </ButtonLink>
      <button type="submit" className="btn btn-primary" disabled={gate.disabled}>
        {label}
      </button>
    </div>
  );
}

/** A data error of a list form, in an alert titled 'Error' (spec 1 §2.12, §8). */
export function ErrorAlert({ answer, closeTo }: { answer: FormReply | null; closeTo: string }) {
  return answer?.error ? <AlertDialog kind="error" title="Error" message={answer.error} closeTo={closeTo} /> : null;
}
