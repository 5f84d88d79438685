import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal, useGuardedClose } from "~/components/dialog";
import { IngredientEditor } from "~/components/ingredient-editor";
import { RecipeBasicsFields } from "~/components/recipe-basics";
import type { IngredientLine } from "~/utils/ingredient-lines";
import type { RecipeDraft } from "~/utils/recipe-draft.server";
import { DetailList } from "./detail-list";

export type WizardResult = {
  step: 1 | 2 | 3;
  draft: RecipeDraft;
  errors: Record<string, string>;
  error: string | null;
};

const STEPS = ["Basic Info", "Ingredients", "Review"] as const;

/**
 * The 3-step create wizard of spec 2. With JavaScript the steps change in the page; without it,
 * every button is a submit and the action answers with the next step and everything typed so far.
 */
export function RecipeWizard({
  closeTo,
  categories,
  catalogue,
  result,
}: {
  closeTo: string;
  categories: string[];
  catalogue: string[];
  result: WizardResult | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const creating = submitting === "create";
  const checking = submitting === "wizard-next";
  const [step, setStep] = useState<1 | 2 | 3>(result?.step ?? 1);
  const [draft, setDraft] = useState<RecipeDraft>(
    result?.draft ?? { title: "", description: "", category: "", lines: [] },
  );
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  useEffect(() => {
    if (!result) return;
    setStep(result.step);
    setDraft(result.draft);
    setErrors(result.errors);
  }, [result]);

  const dirty = Boolean(draft.title || draft.description || draft.category || draft.lines.length);
  const { hydrated, onClose, cancelLink, prompt } = useGuardedClose(closeTo, dirty);
  const set = (patch: Partial<RecipeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Next and Create Recipe are checked by the action (the API's schemas stay out of the page's
  // JavaScript); going back needs no check, so with JavaScript it stays in the page.
  const back = (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setErrors({});
    setStep((step - 1) as 1 | 2);
  };
  const fieldError = (name: string) => (errors[name] ? <p className="field-error">{errors[name]}</p> : null);
  const hiddenLines = (lines: IngredientLine[]) =>
    lines.map((line) => (
      <span key={line.name} hidden>
        <input type="hidden" name="ing_name" value={line.name} />
        <input type="hidden" name="ing_quantity" value={line.quantity} />
        <input type="hidden" name="ing_unit" value={line.unit} />
      </span>
    ));

  return (
    <Modal title="Create Recipe" closeTo={closeTo} onClose={onClose} size="lg">
      <p className="subtitle">
        Step {step} of 3 · {STEPS[step - 1]}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="step" value={step} />
        {step === 1 ? (
          <>
            <RecipeBasicsFields
              idPrefix="recipe"
              draft={draft}
              errors={errors}
              onChange={set}
              categories={categories}
              categoryPlaceholder="Pick one or type a new category"
            />
            {hiddenLines(draft.lines)}
          </>
        ) : (
          <>
            <input type="hidden" name="title" value={draft.title} />
            <input type="hidden" name="description" value={draft.description} />
            <input type="hidden" name="category" value={draft.category} />
          </>
        )}
        {step === 2 ? (
          <>
            <IngredientEditor
              lines={draft.lines}
              onChange={set}
              catalogue={catalogue}
              hydrated={hydrated}
              intents="wizard"
            />
            {fieldError("ingredients")}
          </>
        ) : null}
        {step === 3 ? (
          <>
            <DetailList
              details={[
                ["Title", draft.title],
                ["Category", draft.category],
              ]}
            />
            <p>{draft.description}</p>
            <ul>
              {draft.lines.map((line) => (
                <li key={line.name}>
                  {line.quantity} {line.unit} {line.name}
                </li>
              ))}
            </ul>
            {hiddenLines(draft.lines)}
            {Object.entries(errors).map(([key, message]) => (
              <p key={key} className="field-error">
                {message}
              </p>
            ))}
          </>
        ) : null}
        {result?.error ? <p className="form-error">{result.error}</p> : null}
        <div className="modal-actions">
          {cancelLink}
          {step > 1 ? (
            <button type="submit" name="intent" value="wizard-prev" className="btn btn-secondary" onClick={back}>
              Previous
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" name="intent" value="wizard-next" className="btn btn-primary" disabled={checking}>
              Next
            </button>
          ) : (
            <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={creating}>
              {creating ? "Creating..." : "Create Recipe"}
            </button>
          )}
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}
