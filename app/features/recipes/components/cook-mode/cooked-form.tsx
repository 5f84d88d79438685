import { Form, Link, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import type { FormReply } from "~/utils/form.server";
import type { CookModePage } from "./types";

/**
 * Cooked, offered once the last step is reached: for a planned meal it marks that meal cooked;
 * without one it logs the recipe as today's meal first. Either way what the recipe used for these
 * servings leaves the pantry.
 */
export function CookedForm({ page, reply }: { page: CookModePage; reply: FormReply | undefined }) {
  const busy = useNavigation().state === "submitting";
  const { meal, servings } = page;
  if (meal?.cooked_at) {
    return (
      <p className="cook-cooked">
        <strong>Cooked already.</strong> What it used is out of the pantry.{" "}
        <Link to={`/meals/${meal.id}`}>Open the meal</Link>
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
        label={meal ? "Cooked" : "Cooked: log it as today's meal"}
        pending="Saving..."
      />
      <p className="meta">
        What {servings} {servings === 1 ? "serving uses" : "servings use"} leaves the pantry.
      </p>
      {reply?.error ? (
        <p className="field-error" role="alert">
          {reply.error}
        </p>
      ) : null}
    </Form>
  );
}
