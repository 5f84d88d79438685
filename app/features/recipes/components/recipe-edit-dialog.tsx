import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal, useGuardedClose } from "~/components/dialog";
import { IngredientEditor } from "./ingredient-editor";
import { RecipeBasicsFields } from "./recipe-basics";
import type { RecipeDraft } from "../lib/recipe-draft";
import { RecipeDetailsFields } from "./recipe-details-fields";
import { SubmitButton } from "~/components/submit-button";

/**
 * The recipe edit dialog: a change of title, description, category or any ingredient
 * name, quantity or unit is a change, and closing with one asks first.
 */
export function RecipeEditDialog({
  initial,
  closeTo,
  categories,
  catalogue,
  result,
}: {
  initial: RecipeDraft;
  closeTo: string;
  categories: string[];
  catalogue: string[];
  result: { draft: RecipeDraft; error: string | null } | null;
}) {
  const { t } = useTranslation("recipes");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [draft, setDraft] = useState<RecipeDraft>(result?.draft ?? initial);
  useEffect(() => {
    if (result) setDraft(result.draft);
  }, [result]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const { hydrated, onClose, cancelLink, prompt } = useGuardedClose(closeTo, dirty);
  const set = (patch: Partial<RecipeDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Modal title={t("edit.title")} closeTo={closeTo} onClose={onClose} size="lg">
      <Form method="post" preventScrollReset>
        <RecipeBasicsFields idPrefix="edit" draft={draft} onChange={set} categories={categories} titleRequired />
        <RecipeDetailsFields idPrefix="edit" draft={draft} onChange={set} />
        <h3>{t("edit.ingredients")}</h3>
        <IngredientEditor lines={draft.lines} onChange={set} catalogue={catalogue} hydrated={hydrated} intents="edit" />
        {result?.error ? <p className="form-error">{result.error}</p> : null}
        <div className="modal-actions">
          {cancelLink}
          <SubmitButton busy={saving} label={t("edit.save")} pending={t("edit.saving")} name="intent" value="save" />
        </div>
      </Form>
      {prompt}
    </Modal>
  );
}
