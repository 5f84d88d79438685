import type { ButtonHTMLAttributes } from "react";

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "className" | "disabled"> & {
  busy: boolean;
  label: string;
  /** Said while the form is on its way ("Saving..."). */
  pending: string;
  tone?: "primary" | "danger";
};

/** A form's submit button, disabled and saying so while the submission is on its way. */
export function SubmitButton({ busy, label, pending, tone = "primary", ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn btn-${tone}`} disabled={busy} {...button}>
      {busy ? pending : label}
    </button>
  );
}
