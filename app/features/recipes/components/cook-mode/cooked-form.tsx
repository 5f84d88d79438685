import { Form, Link, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/submit-button";
import type { FormReply } from "~/utils/form.server";
import type { CookModePage } from "./types";

/**
 * Cooked, offered once the last step is reached: for a planned meal it marks that meal cooked;
 * without one it logs the recipe as today's meal first. Either way what the recipe used for these
 * servings leaves the pantry.
 */
export function CookedForm({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
  const { t } = useTranslation("recipes");
  const busy = useNavigation().state === "submitting";
  const { meal, servings } = page;
  if (meal?.cooked_at) {
    return (
      <p className="cook-cooked">
        <Trans t={t} i18nKey="cook.cookedAlready" components={{ strong: <strong /> }} />{" "}
        <Link to={`/meals/${meal.id}`}>{t("cook.openMeal")}</Link>
      </p>
    );
  }
  return (
    <Form method="post" className="cook-cooked">
      <input type="hidden" name="servings" value={servings} />
      {meal ? <input type="hidden" name="meal_id" value={meal.id} /> : null}
      <SubmitButton
        name="intent"
        value="cooked"
        busy={busy}
        label={meal ? t("cook.cooked") : t("cook.cookedLog")}
        pending={t("cook.saving")}
      />
      <p className="meta">{t("cook.leavesPantry", { count: servings })}</p>
      {reply?.error ? (
        <p className="field-error" role="alert">
          {reply.error}
        </p>
      ) : null}
    </Form>
  );
}
