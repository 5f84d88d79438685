import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal, useGuardedClose } from "~/components/dialog";
import { IngredientEditor } from "./ingredient-editor";
import { RecipeBasicsFields } from "./recipe-basics";
import { DRAFT_TEXT_FIELDS, EMPTY_DRAFT, formatMinutes, typedLine, type RecipeDraft } from "../lib/recipe-draft";
import { DetailList } from "~/components/detail-list";
import { DraftHiddenFields, RecipeDetailsFields } from "./recipe-details-fields";
import { LineNote } from "./line-note";

export type WizardResult = {
  step: 1 | 2 | 3;
  draft: RecipeDraft;
  errors: Record<string, string>;
  error: string | null;
};

const STEPS = ["wizard.stepBasics", "wizard.stepIngredients", "wizard.stepReview"] as const;

/**
 * The 3-step create wizard (Basic Info, Ingredients, Review). With JavaScript the steps change in the page; without it,
 * every button is a submit and the action answers with the next step and everything typed so far.
 */
export function RecipeWizard({
  closeTo,
  categories,
  catalogue,
  result,
  notice,
  action,
}: {
  closeTo: string;
  categories: string[];
  catalogue: string[];
  result: WizardResult | null;
  /** Said above the steps (an import's "you already have this recipe"). */
  notice?: ReactNode;
  /** Where the steps post, when not the page's own address. */
  action?: string;
}) {
  const { t, i18n } = useTranslation("recipes");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const creating = submitting === "create";
  const checking = submitting === "wizard-next";
  const [step, setStep] = useState<1 | 2 | 3>(result?.step ?? 1);
  const [draft, setDraft] = useState<RecipeDraft>(result?.draft ?? EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>(result?.errors ?? {});
  useEffect(() => {
    if (!result) return;
    setStep(result.step);
    setDraft(result.draft);
    setErrors(result.errors);
  }, [result]);

  // A new step opens at its top, its name read out: the last one was left scrolled to its buttons.
  // A step sent back with errors shows its first wrong field, far above the Next just pressed.
  const stepName = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepName.current?.scrollIntoView({ block: "start" });
    // Then the dialog's own top, its title above the step's name.
    stepName.current?.closest(".modal")?.scrollIntoView({ block: "start" });
    stepName.current?.focus({ preventScroll: true });
  }, [step]);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const wrong = stepName.current?.parentElement?.querySelector<HTMLElement>("[aria-invalid='true']");
    wrong?.scrollIntoView({ block: "center" });
    wrong?.focus({ preventScroll: true });
  }, [errors]);

  const dirty = JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);
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
  const minutes = (text: string) => (text.trim() ? formatMinutes(t, Number(text)) : "");

  return (
    <Modal title={t("wizard.title")} closeTo={closeTo} onClose={onClose} size="lg">
      <p className="subtitle" ref={stepName} tabIndex={-1}>
        {t("wizard.stepOf", { step, name: t(STEPS[step - 1]!) })}
      </p>
      {notice}
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="step" value={step} />
        {step === 1 ? (
          <>
            <RecipeBasicsFields
              idPrefix="recipe"
              draft={draft}
              errors={errors}
              onChange={set}
              categories={categories}
              categoryPlaceholder={t("form.categoryPlaceholder")}
            />
            <RecipeDetailsFields idPrefix="recipe" draft={draft} errors={errors} onChange={set} />
            <DraftHiddenFields draft={draft} except={DRAFT_TEXT_FIELDS} />
          </>
        ) : (
          <DraftHiddenFields draft={draft} lines={step === 3} />
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
            {errors.ingredients ? <p className="field-error">{errors.ingredients}</p> : null}
            <LineErrors errors={errors} />
          </>
        ) : null}
        {step === 3 ? (
          <>
            <DetailList
              details={[
                [t("wizard.reviewTitle"), draft.title],
                [t("wizard.reviewCategory"), draft.category],
                [t("wizard.reviewServings"), draft.servings],
                ...(draft.total_time.trim() ? [[t("wizard.reviewTotal"), minutes(draft.total_time)] as const] : []),
              ]}
            />
            <p>{draft.description}</p>
            <ul>
              {draft.lines.map((line) => (
                <li key={line.name}>
                  {typedLine(line.quantity, line.unit, line.name, i18n.language)}
                  <LineNote note={line.note} plain />
                </li>
              ))}
            </ul>
            {draft.method.trim() ? (
              <ol className="recipe-steps">
                {draft.method
                  .split("\n")
                  .filter((step) => step.trim())
                  .map((step, i) => (
                    <li key={i}>{step}</li>
                  ))}
              </ol>
            ) : null}
            <LineErrors errors={errors} />
          </>
        ) : null}
        {result?.error ? <p className="form-error">{result.error}</p> : null}
        <div className="modal-actions">
          {cancelLink}
          {step > 1 ? (
            <button type="submit" name="intent" value="wizard-prev" className="btn btn-secondary" onClick={back}>
              {t("wizard.previous")}
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" name="intent" value="wizard-next" className="btn btn-primary" disabled={checking}>
              {t("wizard.next")}
            </button>
          ) : (
            <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={creating}>
              {creating ? t("wizard.creating") : t("wizard.create")}
            </button>
          )}
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}

/** What is wrong with the lines (an amount, a unit), each named after its ingredient. */
function LineErrors({ errors }: { errors: Record<string, string> }) {
  return Object.entries(errors)
    .filter(([key]) => key !== "ingredients")
    .map(([key, message]) => (
      <p key={key} className="field-error">
        {message}
      </p>
    ));
}
