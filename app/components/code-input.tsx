import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./field";

/**
 * The 6-digit code field of the 2FA steps: keeps only digits, submits its form by itself at the
 * sixth digit (with JavaScript; without it, the submit button does), is focused when shown and
 * focused and selected again after an error.
 */
export function CodeInput({
  name = "code",
  label,
  error,
  autoSubmit = true,
}: {
  name?: string;
  label?: string;
  error?: string;
  autoSubmit?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    if (error) {
      input.focus();
      input.select();
    } else {
      input.value = "";
      input.focus();
    }
  }, [error]);
  return (
    <Field
      label={label ?? t("form.verificationCode")}
      id={`${name}-input`}
      error={error}
      alert
      render={(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          className="code-input"
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, "").slice(0, 6);
            event.currentTarget.value = digits;
            if (autoSubmit && digits.length === 6) event.currentTarget.form?.requestSubmit();
          }}
        />
      )}
    />
  );
}
