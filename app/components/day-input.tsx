import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "~/i18n/format";
import { parseDay } from "~/utils/date-ranges";

/** Day first, as every language of Larder types a day: 2/3/2026, 02.03.2026, 02-03-2026, ٠٢/٠٣/٢٠٢٦. */
const TYPED_DAY = "[0-9\\u0660-\\u0669]{1,2}([.\\/\\-])[0-9\\u0660-\\u0669]{1,2}\\1[0-9\\u0660-\\u0669]{4}";

/** DD/MM/YYYY (how pages hand a day to a field) or YYYY-MM-DD: the others are left as typed. */
const HANDED_DAY = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;

/**
 * A day typed in the page's language's form: 02/03/2026 in English, 02.03.2026 in German,
 * 02-03-2026 in Dutch. A native date input would show the browser's order instead (mm/dd/yyyy
 * in en-US), whatever the page's language. A day handed in as DD/MM/YYYY or YYYY-MM-DD is shown
 * in the language's form; the server reads every language's form (`parseDay`).
 */
export function DayInput({ value, defaultValue, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const { t } = useTranslation();
  const { typedDay } = useFormat();
  const shown = <V,>(text: V) => {
    if (typeof text !== "string" || !HANDED_DAY.test(text)) return text;
    const iso = parseDay(text);
    return iso ? typedDay(iso) : text;
  };
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t("dayInput.placeholder")}
      pattern={TYPED_DAY}
      title={t("dayInput.title")}
      maxLength={10}
      {...(value !== undefined && { value: shown(value) })}
      {...(defaultValue !== undefined && { defaultValue: shown(defaultValue) })}
      {...props}
    />
  );
}
