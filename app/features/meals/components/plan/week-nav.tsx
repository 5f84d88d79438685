import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("meals");
  const navigation = useNavigation();
  const copying = navigation.state === "submitting" && navigation.formData?.get("intent") === "copy-week";
  return (
    <div className="plan-nav">
      <nav className="plan-weeks" aria-label={t("plan.weeks")}>
        <Link to={previousTo} className="btn btn-secondary btn-small" rel="prev">
          <span aria-hidden="true">
            <span className="points">‹</span>{" "}
          </span>
          {t("plan.previousWeek")}
        </Link>
        {isThisWeek ? (
          <span className="btn btn-ghost btn-small" aria-current="page">
            {t("plan.thisWeek")}
          </span>
        ) : (
          <Link to={thisWeekTo} className="btn btn-ghost btn-small">
            {t("plan.thisWeek")}
          </Link>
        )}
        <Link to={nextTo} className="btn btn-secondary btn-small" rel="next">
          {t("plan.nextWeek")}
          <span aria-hidden="true">
            {" "}
            <span className="points">›</span>
          </span>
        </Link>
      </nav>
      <p className="plan-week-label" aria-live="polite">
        {label}
      </p>
      <Form method="post" className="plan-copy" preventScrollReset>
        <input type="hidden" name="intent" value="copy-week" />
        <input type="hidden" name="week" value={week} />
        <SubmitButton busy={copying} label={t("plan.copyLastWeek")} pending={t("plan.copying")} />
      </Form>
    </div>
  );
}
