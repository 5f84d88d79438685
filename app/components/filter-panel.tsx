import { Form, useSubmit, type FormProps } from "@remix-run/react";
import { useId, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { FilterIcon } from "./icons";

/**
 * The filter panel of the list screens: a GET form in a labelled card, so filters live in the URL
 * and work without JavaScript. With `live`, each change applies at once (the history entry is
 * replaced, the scroll kept) and the submit button shows only without JavaScript.
 * On a phone the form folds away behind a 'Filters' button (a checkbox the CSS reads, so it works
 * without JavaScript); `before` and `after` (status chips, presets, a view switch) stay in sight.
 */
export function FilterPanel({
  label,
  live = false,
  submit,
  actions,
  before,
  after,
  formRef,
  children,
  ...form
}: {
  label: string;
  live?: boolean;
  /** The submit button's text and style. */
  submit?: { label: string; className: string };
  /** In the form's row after the submit button (Clear links). */
  actions?: ReactNode;
  /** Outside the form, above and below it (status chips, presets, a summary). */
  before?: ReactNode;
  after?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
} & Omit<FormProps, "method" | "className" | "children">) {
  const { t } = useTranslation();
  const apply = useSubmit();
  const toggleId = `filters-${useId()}`;
  const button = submit ? (
    <button type="submit" className={`btn ${submit.className}`}>
      {submit.label}
    </button>
  ) : null;
  return (
    <section className="card filter-panel" aria-label={label}>
      {before}
      <input type="checkbox" id={toggleId} className="filter-toggle" />
      <label htmlFor={toggleId} className="btn btn-secondary filter-toggle-button">
        <FilterIcon />
        {t("filters.toggle")}
      </label>
      <Form
        ref={formRef}
        method="get"
        className="filter-row"
        onChange={live ? (event) => apply(event.currentTarget, { replace: true, preventScrollReset: true }) : undefined}
        {...form}
      >
        {children}
        {live ? <noscript>{button}</noscript> : button}
        {actions}
      </Form>
      {after}
    </section>
  );
}
