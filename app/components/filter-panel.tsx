import { Form, useSubmit, type FormProps } from "@remix-run/react";
import type { ReactNode, Ref } from "react";

/**
 * The filter panel of the list screens: a GET form in a labelled card, so filters live in the URL
 * and work without JavaScript. With `live`, each change applies at once (the history entry is
 * replaced, the scroll kept) and the submit button shows only without JavaScript.
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
  const apply = useSubmit();
  const button = submit ? (
    <button type="submit" className={`btn ${submit.className}`}>
      {submit.label}
    </button>
  ) : null;
  return (
    <section className="card filter-panel" aria-label={label}>
      {before}
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
