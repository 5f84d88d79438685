import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";

/** The app's empty and error states (No meals planned, Connection Problem, Page not found…). */
export function StatePanel({
  title,
  message,
  children,
  tone = "neutral",
  pageTitle = false,
}: {
  title: string;
  message?: ReactNode;
  children?: ReactNode;
  tone?: "neutral" | "error";
  /** The panel stands in for the whole page (a missing page, meal or group): its title is the h1. */
  pageTitle?: boolean;
}) {
  const Heading = pageTitle ? "h1" : "h2";
  return (
    <section className={`state-panel state-${tone}`} role={tone === "error" ? "alert" : undefined}>
      <Heading>{title}</Heading>
      {message ? <p>{message}</p> : null}
      {children ? <div className="state-actions">{children}</div> : null}
    </section>
  );
}

/** An error state with one way on, in place of a whole page: a missing page, meal, recipe or list. */
export function ErrorPanel({
  title,
  message,
  link: [to, label],
  children,
}: {
  title: string;
  message: ReactNode;
  /** Where the button leads, and what it says. */
  link: [to: string, label: string];
  children?: ReactNode;
}) {
  return (
    <StatePanel title={title} message={message} tone="error" pageTitle>
      {children}
      <ButtonLink to={to} tone="primary">
        {label}
      </ButtonLink>
    </StatePanel>
  );
}

/** Grey placeholder blocks shown while content loads. */
export function Skeletons({ count, className = "skeleton-card" }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={className} aria-hidden="true" />
      ))}
    </>
  );
}
