import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal, useGuardedClose } from "~/components/dialog";
import { IngredientEditor } from "~/components/ingredient-editor";
import type { IngredientLine } from "~/utils/ingredient-lines";
import { validateRecipeStep, type RecipeDraft } from "~/utils/recipe-wizard";

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
  const creating = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
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
  const go = (to: 1 | 2 | 3) => (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    if (to > step) {
      const found = validateRecipeStep(step, draft);
      setErrors(found);
      if (Object.keys(found).length) return;
    } else setErrors({});
    setStep(to);
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
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          // With JavaScript only "Create Recipe" submits; check every line first.
          const found = validateRecipeStep(3, draft);
          if (Object.keys(found).length) {
            event.preventDefault();
            setErrors(found);
          }
        }}
      >
        <input type="hidden" name="step" value={step} />
        {step === 1 ? (
          <>
            <div className="field">
              <label htmlFor="recipe-title">Title</label>
              <input
                id="recipe-title"
                name="title"
                value={draft.title}
                onChange={(e) => set({ title: e.currentTarget.value })}
              />
              {fieldError("title")}
            </div>
            <div className="field">
              <label htmlFor="recipe-description">Description</label>
              <textarea
                id="recipe-description"
                name="description"
                rows={3}
                value={draft.description}
                onChange={(e) => set({ description: e.currentTarget.value })}
              />
              {fieldError("description")}
            </div>
            <div className="field">
              <label htmlFor="recipe-category">Category</label>
              <input
                id="recipe-category"
                name="category"
                list="recipe-categories"
                value={draft.category}
                placeholder="Pick one or type a new category"
                onChange={(e) => set({ category: e.currentTarget.value })}
              />
              <datalist id="recipe-categories">
                {categories.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              {fieldError("category")}
            </div>
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
              onChange={(lines) => set({ lines })}
              catalogue={catalogue}
              hydrated={hydrated}
              addIntent="wizard-add"
              removeIntent="wizard-remove"
            />
            {fieldError("ingredients")}
          </>
        ) : null}
        {step === 3 ? (
          <>
            <dl className="profile-grid">
              <div>
                <dt>Title</dt>
                <dd>{draft.title}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{draft.category}</dd>
              </div>
            </dl>
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
            <button
              type="submit"
              name="intent"
              value="wizard-prev"
              className="btn btn-secondary"
              onClick={go((step - 1) as 1 | 2)}
            >
              Previous
            </button>
          ) : null}
          {step < 3 ? (
            <button
              type="submit"
              name="intent"
              value="wizard-next"
              className="btn btn-primary"
              onClick={go((step + 1) as 2 | 3)}
            >
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
