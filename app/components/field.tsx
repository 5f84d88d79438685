import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

/** What a field's control carries: its id and, when the field has an error, the ARIA that points to it. */
type ControlProps = {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FieldProps = {
  label: ReactNode;
  id: string;
  /** The field's message from the last submission. */
  error?: string | null;
  /** The id of an element that already says the error (it is then not said twice). */
  errorShownAt?: string;
  /** Said between the control and the error (a counter, a hint). */
  hint?: ReactNode;
  /** The error is announced as it appears (fields that focus themselves after an error). */
  alert?: boolean;
  className?: string;
  /** A select of these values and labels (with `name` and `defaultValue`), instead of an input. */
  options?: readonly (readonly [value: string | number, label: string])[];
  /** A custom control given the control's props; without it, an input. */
  render?: (control: ControlProps) => ReactNode;
  /** The input's ref (a field that focuses itself). */
  inputRef?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

/** The message for the whole form, announced as it appears. */
export const FormError = ({ error, id }: { error?: string | null; id?: string }) =>
  error ? (
    <p className="form-error" role="alert" id={id}>
      {error}
    </p>
  ) : null;

/** The sign-in e-mail, as the login and forgotten-password screens ask it. */
export function EmailField({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("form.email")}
      id="email"
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue ?? ""}
    />
  );
}

/** A labelled control with its error under it, as every form of the app lays one out. */
export function Field({
  label,
  id,
  error,
  errorShownAt,
  hint,
  alert,
  className,
  options,
  render,
  inputRef,
  ...input
}: FieldProps) {
  const errorId = errorShownAt ?? `${id}-error`;
  const control: ControlProps = error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id };
  const select = options ? (
    <select {...control} name={input.name} defaultValue={input.defaultValue}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  ) : null;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {render ? render(control) : (select ?? <input {...control} ref={inputRef} {...input} />)}
      {hint}
      {error && !errorShownAt ? (
        <p className="field-error" id={errorId} role={alert ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field whose control is a textarea. */
export function TextAreaField({
  label,
  id,
  error,
  hint,
  ...textarea
}: Pick<FieldProps, "label" | "id" | "error" | "hint"> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  return (
    <Field
      label={label}
      id={id}
      error={error}
      hint={hint}
      render={(control) => <textarea {...control} {...textarea} />}
    />
  );
}
