import { Form, Link } from "@remix-run/react";
import type { PlanDay } from "../plan/types";
import { anotherUrl, dropUrl, type WeekState } from "./state";

type Proposal = {
  day: string;
  recipe: { id: number; slug: string; title: string } | null;
  reasons: string[];
};

/** "uses the spinach due Tuesday · a favourite", read as a sentence. */
const reasonText = (reasons: string[]) => {
  const text = reasons.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The proposed recipe of each day, with why, and what a person can do about it: another recipe,
 * leave the day out, or keep the recipe for that weekday every week. Each is a link or a form of
 * its own, so the page works the same without JavaScript.
 */
export function ProposalList({ state, days, proposals }: { state: WeekState; days: PlanDay[]; proposals: Proposal[] }) {
  const proposed = proposals.map((proposal) => ({ day: proposal.day, recipeId: proposal.recipe?.id ?? null }));
  return (
    <ol className="proposals">
      {proposals.map((proposal) => {
        const day = days.find((candidate) => candidate.iso === proposal.day);
        const weekdayNumber = days.findIndex((candidate) => candidate.iso === proposal.day) + 1;
        const weekday = day?.long.split(" ")[0] ?? proposal.day;
        return (
          <li key={proposal.day} className="proposal card">
            <p className="proposal-day">{day?.long ?? proposal.day}</p>
            {proposal.recipe ? (
              <Link className="proposal-recipe title-link" to={`/recipes/${proposal.recipe.slug}`}>
                {proposal.recipe.title}
              </Link>
            ) : (
              <p className="proposal-recipe proposal-empty">No recipe</p>
            )}
            <p className="proposal-reasons">{reasonText(proposal.reasons)}</p>
            <div className="proposal-actions">
              {proposal.recipe ? (
                <Link
                  to={anotherUrl(state, proposed, proposal.day)}
                  className="btn btn-secondary btn-small"
                  preventScrollReset
                  aria-label={`Another recipe for ${day?.long ?? proposal.day}`}
                >
                  Another
                </Link>
              ) : null}
              <Link
                to={dropUrl(state, proposed, proposal.day)}
                className="btn btn-ghost btn-small"
                preventScrollReset
                aria-label={`Drop ${day?.long ?? proposal.day}`}
              >
                Drop
              </Link>
              {proposal.recipe ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="fix-day" />
                  <input type="hidden" name="weekday" value={weekdayNumber} />
                  <input type="hidden" name="recipe_id" value={proposal.recipe.id} />
                  <button
                    type="submit"
                    className="btn btn-ghost btn-small"
                    aria-label={`${proposal.recipe.title} every ${weekday}`}
                  >
                    Every {weekday}
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
