import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDayNames } from "../../lib/day-names";
import type { PlanDay } from "../plan/types";
import { useReasonWords, type ProposalReason } from "./reason-words";
import { anotherUrl, dropUrl, type WeekState } from "./state";

type Proposal = {
  day: string;
  recipe: { id: number; slug: string; title: string } | null;
  reasons: ProposalReason[];
};

/** "uses the spinach due Tuesday · a favourite", read as a sentence. */
const asSentence = (reasons: string[]) => {
  const text = reasons.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The proposed recipe of each day, with why, and what a person can do about it: another recipe,
 * leave the day out, or keep the recipe for that weekday every week. Each is a link or a form of
 * its own, so the page works the same without JavaScript.
 */
export function ProposalList({ state, days, proposals }: { state: WeekState; days: PlanDay[]; proposals: Proposal[] }) {
  const { t } = useTranslation("meals");
  const names = useDayNames();
  const reasonWords = useReasonWords();
  const proposed = proposals.map((proposal) => ({ day: proposal.day, recipeId: proposal.recipe?.id ?? null }));
  return (
    <ol className="proposals">
      {proposals.map((proposal) => {
        const day = days.find((candidate) => candidate.iso === proposal.day);
        const weekdayNumber = days.findIndex((candidate) => candidate.iso === proposal.day) + 1;
        const dayLabel = day ? names.long(day.iso) : proposal.day;
        const weekday = day ? names.weekday(day.iso) : proposal.day;
        return (
          <li key={proposal.day} className="proposal card">
            <p className="proposal-day">{dayLabel}</p>
            {proposal.recipe ? (
              <Link className="proposal-recipe title-link" to={`/recipes/${proposal.recipe.slug}`}>
                {proposal.recipe.title}
              </Link>
            ) : (
              <p className="proposal-recipe proposal-empty">{t("week.noRecipe")}</p>
            )}
            <p className="proposal-reasons">{asSentence(proposal.reasons.map(reasonWords))}</p>
            <div className="proposal-actions">
              {proposal.recipe ? (
                <Link
                  to={anotherUrl(state, proposed, proposal.day)}
                  className="btn btn-secondary btn-small"
                  preventScrollReset
                  aria-label={t("week.anotherLabel", { day: dayLabel })}
                >
                  {t("week.another")}
                </Link>
              ) : null}
              <Link
                to={dropUrl(state, proposed, proposal.day)}
                className="btn btn-ghost btn-small"
                preventScrollReset
                aria-label={t("week.dropLabel", { day: dayLabel })}
              >
                {t("week.drop")}
              </Link>
              {proposal.recipe ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="fix-day" />
                  <input type="hidden" name="weekday" value={weekdayNumber} />
                  <input type="hidden" name="recipe_id" value={proposal.recipe.id} />
                  <button
                    type="submit"
                    className="btn btn-ghost btn-small"
                    aria-label={t("week.everyLabel", { title: proposal.recipe.title, weekday })}
                  >
                    {t("week.every", { weekday })}
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
