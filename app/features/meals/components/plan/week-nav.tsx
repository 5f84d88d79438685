import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";

type WeekNavProps = {
  /** The week shown, as its days read ("23 – 29 November 2026"). */
  label: string;
  previousTo: string;
  nextTo: string;
  thisWeekTo: string;
  isThisWeek: boolean;
  week: string;
};

/** Previous and next week, back to this week, and 'Copy last week' (a plain form post). */
export function WeekNav({ label, previousTo, nextTo, thisWeekTo, isThisWeek, week }: WeekNavProps) {
  const navigation = useNavigation();
  const copying = navigation.state === "submitting" && navigation.formData?.get("intent") === "copy-week";
  return (
    <div className="plan-nav">
      <nav className="plan-weeks" aria-label="Weeks">
        <Link to={previousTo} className="btn btn-secondary btn-small" rel="prev">
          <span aria-hidden="true">‹ </span>Previous week
        </Link>
        {isThisWeek ? (
          <span className="btn btn-ghost btn-small" aria-current="page">
            This Week
          </span>
        ) : (
          <Link to={thisWeekTo} className="btn btn-ghost btn-small">
            This Week
          </Link>
        )}
        <Link to={nextTo} className="btn btn-secondary btn-small" rel="next">
          Next week<span aria-hidden="true"> ›</span>
        </Link>
      </nav>
      <p className="plan-week-label" aria-live="polite">
        {label}
      </p>
      <Form method="post" className="plan-copy" preventScrollReset>
        <input type="hidden" name="intent" value="copy-week" />
        <input type="hidden" name="week" value={week} />
        <SubmitButton busy={copying} label="Copy last week" pending="Copying..." />
      </Form>
    </div>
  );
}
