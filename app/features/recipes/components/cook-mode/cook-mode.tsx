import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormReply } from "~/utils/form.server";
import { CookedForm } from "./cooked-form";
import { IngredientList, StepAmounts } from "./cook-lines";
import { SteppedCook } from "./stepped-cook";
import type { CookModePage } from "./types";

/** Servings to cook for: a plain form, so it works before scripts run and offline from a kept page. */
function ServingsForm({ page }: { page: CookModePage }) {
  const { t } = useTranslation("recipes");
  return (
    <Form method="get" className="inline-fields cook-servings" replace>
      {page.meal ? <input type="hidden" name="meal" value={page.meal.id} /> : null}
      <label htmlFor="cook-servings">{t("cook.servings")}</label>
      <input
        id="cook-servings"
        name="servings"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        defaultValue={page.servings}
        key={page.servings}
      />
      <button type="submit" className="btn btn-secondary btn-small">
        {t("cook.scale")}
      </button>
    </Form>
  );
}

/** Without scripts, a plain page: the ingredients, every step with its amounts, then Cooked. */
function PlainCook({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
  const { t } = useTranslation("recipes");
  return (
    <>
      <h2>{t("cook.ingredients")}</h2>
      <IngredientList lines={page.lines} />
      {page.steps.length ? (
        <>
          <h2>{t("cook.method")}</h2>
          <ol className="cook-all-steps">
            {page.steps.map((step, i) => (
              <li key={i}>
                <p className="cook-step-text" dir="auto">
                  {step.text}
                </p>
                <StepAmounts lines={page.lines} step={step} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <CookedForm page={page} reply={reply} />
    </>
  );
}

/**
 * Cook mode: the server writes the plain page; once scripts run (and the recipe has steps), it
 * becomes one step at a time.
 */
export function CookMode({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
  const { t } = useTranslation("recipes");
  const [stepped, setStepped] = useState(false);
  useEffect(() => setStepped(page.steps.length > 0), [page.steps.length]);
  const recipePage = `/recipes/${encodeURIComponent(page.recipe.slug)}`;
  return (
    <article className="cook">
      <p>
        <Link to={page.meal ? `/meals/${page.meal.id}` : recipePage}>
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          {page.meal ? t("cook.backToMeal") : t("cook.backToRecipe")}
        </Link>
      </p>
      <div className="cook-header">
        <h1 dir="auto">{page.recipe.title}</h1>
        <ServingsForm page={page} />
      </div>
      {stepped ? <SteppedCook page={page} reply={reply} /> : <PlainCook page={page} reply={reply} />}
    </article>
  );
}
