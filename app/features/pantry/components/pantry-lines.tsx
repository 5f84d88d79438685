import { useTranslation } from "react-i18next";
import { RowLink } from "~/components/row-link";
import { useUnits } from "~/components/use-units";
import { useFormat } from "~/i18n/format";
import { dayMonthYearToIsoDay } from "@larder/shared/dates";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";
import { freshnessText, isUseSoon } from "../lib/freshness";
import { stockLabel } from "../lib/stock-amounts";
import type { PantryLine, PantryPlace } from "./pantry-types";

type LinkTo = (changes: Record<string, string | number | null>) => string;

/**
 * A line: what it is, how much and (where the section does not say it) where; its best-before
 * day, marked when it is near or past. "Use" is in sight, a large target for a thumb; Edit and
 * Throw away wait behind ⋯. All three open the page's dialogs, with or without JavaScript.
 */
function LineRow({ line, placeName, linkTo }: { line: PantryLine; placeName: string | null; linkTo: LinkTo }) {
  const { t, i18n } = useTranslation("pantry");
  const format = useFormat();
  const units = useUnits();
  const formatDay = (day: string) => format.date(dayMonthYearToIsoDay(day) ?? day);
  const freshness = freshnessText(line.best_before, line.days_left, t, formatDay);
  const past = line.days_left !== null && line.days_left < 0;
  const tone = past ? " past" : isUseSoon(line.days_left) ? " use-soon" : "";
  const label = stockLabel({ ...line, units }, t("some"), i18n.language);
  return (
    <li className={`pantry-row${tone}`}>
      <div className="pantry-line">
        <span className="item-name" dir="auto">
          {label.name}
        </span>
        {/* One text node: pieces would each be marked off with a comment in the HTML. */}
        <span className="meta">{[label.amount, placeName].filter(Boolean).join(" · ")}</span>
        {freshness ? <span className="freshness">{freshness}</span> : null}
      </div>
      <RowLink
        to={linkTo({ use: line.id })}
        className="btn btn-secondary"
        preventScrollReset
        aria-label={t("row.useLabel", { name: line.name })}
      >
        {t("row.use")}
      </RowLink>
      <RowMenu label={line.name}>
        <RowLink to={linkTo({ edit: line.id })} preventScrollReset aria-label={t("row.editLabel", { name: line.name })}>
          {t("row.edit")}
        </RowLink>
        <RowMenuDelete
          to={linkTo({ throw_away: line.id })}
          label={t("row.throwAway")}
          ariaLabel={t("row.throwAwayLabel", { name: line.name })}
        />
      </RowMenu>
    </li>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className={className ? `pantry-section ${className}` : "pantry-section"}>
      <h2>{title}</h2>
      <ul className="pantry-rows">{children}</ul>
    </section>
  );
}

/**
 * The lines shown: those to use soon first, from every place (each saying where it is), then the
 * rest under their places in the group's order, and lines kept nowhere last. Within a section the
 * API's order holds: the nearest best-before day first, then by name.
 */
export function PantryLines({
  lines,
  places,
  linkTo,
}: {
  lines: readonly PantryLine[];
  places: readonly PantryPlace[];
  linkTo: LinkTo;
}) {
  const { t } = useTranslation("pantry");
  const placeName = new Map(places.map((place) => [place.id, place.name]));
  const nameOf = (line: PantryLine) => (line.place_id === null ? null : (placeName.get(line.place_id) ?? null));
  const soon = lines.filter((line) => isUseSoon(line.days_left));
  const rest = lines.filter((line) => !isUseSoon(line.days_left));
  const byPlace = [
    ...places.map((place) => [place.name, rest.filter((line) => line.place_id === place.id)] as const),
    [t("sections.noPlace"), rest.filter((line) => line.place_id === null || !placeName.has(line.place_id))] as const,
  ].filter(([, placed]) => placed.length > 0);
  return (
    <>
      {soon.length > 0 ? (
        <Section title={t("sections.useSoon")} className="use-soon-lines">
          {soon.map((line) => (
            <LineRow key={line.id} line={line} placeName={nameOf(line)} linkTo={linkTo} />
          ))}
        </Section>
      ) : null}
      {byPlace.map(([title, placed]) => (
        <Section key={title} title={title}>
          {placed.map((line) => (
            <LineRow key={line.id} line={line} placeName={null} linkTo={linkTo} />
          ))}
        </Section>
      ))}
    </>
  );
}
