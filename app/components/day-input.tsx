import type { InputHTMLAttributes } from "react";

/**
 * A day typed as DD/MM/YYYY, the order every date is shown in. A native date input
 * shows the browser's locale order instead (mm/dd/yyyy in en-US) beside our DD/MM/YYYY text.
 * The server reads DD/MM/YYYY, D/M/YYYY and YYYY-MM-DD (`parseDay`).
 */
export function DayInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      pattern="\d{1,2}/\d{1,2}/\d{4}"
      title="A date as DD/MM/YYYY"
      maxLength={10}
      {...props}
    />
  );
}
