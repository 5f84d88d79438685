import { Form, useNavigation } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { RecipePhoto } from "~/components/recipe-photo";
import { RowLink } from "~/components/row-link";
import { SubmitButton } from "~/components/submit-button";
import type { CookableData } from "~/graphql/cook.server";
import { splitMissing } from "../lib/missing";

/** A recipe's time as its page gives it: the total, else preparation and cooking together. */
function minutesOf({ total_time_minutes, prep_time_minutes, cook_time_minutes }: CookableData["recipe"]) {
  if (total_time_minutes) return total_time_minutes;
  return prep_time_minutes && cook_time_minutes ? prep_time_minutes + cook_time_minutes : null;
}

/**
 * What is missing: the first few named and "and N more", a details element that opens (without
 * JavaScript too) on the whole list, which then stands in for the short one.
 */
function MissingNames({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation("cook");
  const { first, more } = splitMissing(missing);
  return (
    <div className="cook-missing">
      <span>{t("card.missing", { names: first.join(", ") })}</span>
      {more.length ? (
        <details>
          <summary>{t("card.andMore", { count: more.length })}</summary>
          {t("card.missing", { names: missing.join(", ") })}
        </details>
      ) : null}
    </div>
  );
}

/**
 * A recipe with how much of it the pantry covers ("You have 8 of 12", drawn as a bar too), the
 * food to use soon it uses and what is missing; its two one-tap forms plan it for tonight and
 * put what is missing on the list.
 */
export function CookableCard({
  row,
  listId,
  priority,
}: {
  row: CookableData;
  listId: number | null;
  priority: boolean;
}) {
  const { t } = useTranslation("cook");
  const { recipe, have_count, total_count, missing, use_soon_count } = row;
  const navigation = useNavigation();
  const sending = (intent: string) =>
    navigation.formData?.get("intent") === intent && navigation.formData.get("recipe_id") === String(recipe.id);
  const addingMissing = sending("add-missing");
  const minutes = minutesOf(recipe);
  const share = total_count ? Math.round((have_count / total_count) * 100) : 0;
  return (
    <li className="card cook-card">
      <RecipePhoto className="cook-photo" image={recipe.image ?? null} alt="" priority={priority} />
      <div className="cook-body">
        <h2>
          <RowLink to={`/recipes/${encodeURIComponent(recipe.slug)}`}>{recipe.title}</RowLink>
        </h2>
        {minutes ? <p className="meta">{t("card.minutes", { minutes })}</p> : null}
        <p className="cook-cover">{t("card.youHave", { have: have_count, total: total_count })}</p>
        <div className={`cook-bar${share === 100 ? " full" : ""}`} aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </div>
        {use_soon_count > 0 ? <p className="cook-use-soon">{t("card.usesSoon", { count: use_soon_count })}</p> : null}
        {missing.length ? (
          <MissingNames missing={missing} />
        ) : (
          <p className="cook-complete">{t("card.nothingMissing")}</p>
        )}
        <div className="cook-actions">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="plan" />
            <input type="hidden" name="recipe_id" value={recipe.id} />
            <SubmitButton
              busy={sending("plan")}
              label={t("card.plan")}
              pending={t("card.planning")}
              aria-label={t("card.planLabel", { title: recipe.title })}
            />
          </Form>
          {missing.length ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="add-missing" />
              <input type="hidden" name="recipe_id" value={recipe.id} />
              <input type="hidden" name="list_id" value={listId ?? ""} />
              {row.missing_lines.map((line, index) => (
                <Fragment key={index}>
                  <input type="hidden" name="missing" value={line.name} />
                  <input type="hidden" name="missing_quantity" value={line.quantity} />
                  <input type="hidden" name="missing_unit" value={line.unit} />
                </Fragment>
              ))}
              <button
                type="submit"
                className="btn btn-secondary"
                disabled={addingMissing}
                aria-label={t("card.addMissingLabel", { title: recipe.title })}
              >
                {addingMissing ? t("card.adding") : t("card.addMissing")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </li>
  );
}
