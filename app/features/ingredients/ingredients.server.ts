import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { ingredientInputSchema } from "@larder/contract/recipe";
import { callGraphQL, ifRefused } from "~/api.server";
import {
  CatalogueQuery,
  CreateIngredientMutation,
  DeleteIngredientMutation,
  UpdateIngredientMutation,
  type IngredientData,
} from "~/graphql/ingredients.server";
import { formReply, parseForm, refusalReply, type FormReply } from "~/utils/form.server";
import { withParams } from "~/utils/url";
import { DEFAULT_LOCALE } from "@larder/shared/locales";

/**
 * The catalogue and its groups; with `usageOf`, how many recipes use that ingredient (the delete
 * dialog says so); with `foodsOf`, that ingredient's food and the foods to choose from (the edit
 * dialog offers them).
 */
export async function loadCatalogue(request: Request, context: AppLoadContext, usageOf = 0, foodsOf = 0) {
  return callGraphQL(request, context, CatalogueQuery, {
    usageOf,
    withUsage: usageOf > 0,
    foodsOf,
    withFoods: foodsOf > 0,
  });
}

const CHOOSE_FOOD = "Choose a food from the list.";
const GROUP_REQUIRED = "Group is required";

/** The form's and the API's messages, by the key that words them in another language. */
const FIELD_MESSAGES: Record<
  string,
  "chooseFood" | "groupRequired" | "nameRequired" | "nameTooLong" | "typeRequired" | "typeTooLong" | "groupTooLong"
> = {
  [CHOOSE_FOOD]: "chooseFood",
  [GROUP_REQUIRED]: "groupRequired",
  "Name is required": "nameRequired",
  "Name must be at most 100 characters": "nameTooLong",
  "Type is required": "typeRequired",
  "Type must be at most 60 characters": "typeTooLong",
  "Group must be at most 60 characters": "groupTooLong",
};

/**
 * The fields' messages in the page's language: English keeps the rule's own words (the form's
 * schema and the API's); another language words each rule it knows.
 */
function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const key = FIELD_MESSAGES[message];
      return [name, key ? context.i18n.t(`ingredients:fieldErrors.${key}`) : message];
    }),
  );
}

/** The edit dialog's food choice: "auto" finds the food by the name, "0" is none of them, else a food's number. */
const foodChoice = z
  .string()
  .regex(/^(auto|\d{1,9})$/, CHOOSE_FOOD)
  .transform((choice) => (choice === "auto" ? null : Number(choice)));

type CatalogueFilter = {
  view: "grouped" | "list";
  q: string;
  group: string;
  sort: "name" | "group" | "created";
  order: "asc" | "desc";
};

export function readCatalogueQuery(url: URL): CatalogueFilter {
  const p = url.searchParams;
  const sort = p.get("sort");
  return {
    view: p.get("view") === "list" ? "list" : "grouped",
    q: (p.get("q") ?? "").trim(),
    group: p.get("group") ?? "",
    sort: sort === "group" || sort === "created" ? sort : "name",
    order: p.get("order") === "desc" ? "desc" : "asc",
  };
}

/** The search, group filter and sort of /ingredients, applied to the whole catalogue. */
export function filterCatalogue(all: IngredientData[], query: CatalogueFilter) {
  const needle = query.q.toLowerCase();
  const shown = all.filter((ingredient) => {
    if (
      needle &&
      ![ingredient.name, ingredient.type, ingredient.description ?? ""].some((text) =>
        text.toLowerCase().includes(needle),
      )
    )
      return false;
    if (query.group === "none") return ingredient.group === null;
    if (query.group) return String(ingredient.group?.id) === query.group;
    return true;
  });
  const key = (ingredient: IngredientData) =>
    query.sort === "created"
      ? ingredient.created_at
      : query.sort === "group"
        ? `${ingredient.group?.name ?? "\uffff"}\u0000${ingredient.name}`.toLowerCase()
        : ingredient.name.toLowerCase();
  shown.sort((a, b) => key(a).localeCompare(key(b)) * (query.order === "desc" ? -1 : 1));
  return shown;
}

/** A refused delete says whether the ingredient is in use (the dialog then offers to detach it). */
export type IngredientReply = FormReply & { inUse?: boolean };

/**
 * The Ingredient dialog's rules: name, type and group each required after trimming; the group is
 * picked or typed new.
 */
const ingredientForm = ingredientInputSchema.pick({ name: true, type: true }).extend({
  group: ingredientInputSchema.shape.group.unwrap().unwrap().min(1, GROUP_REQUIRED),
});

const listUrl = (request: Request) => withParams(new URL(request.url), { action: null, id: null }, "/ingredients");

export async function saveIngredient(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  mode: "create" | "edit",
) {
  const parsed = parseForm(
    { ...Object.fromEntries(form), group: form.get(form.get("group_mode") === "new" ? "group_new" : "group_existing") },
    ingredientForm,
  );
  if (!parsed.success) return formReply(form, { fields: fieldErrorsIn(context, parsed.fields) });
  const { name, type, group } = parsed.data;
  const food = form.has("food") ? foodChoice.safeParse(form.get("food")) : null;
  if (food && !food.success)
    return formReply(form, { fields: fieldErrorsIn(context, { food_id: food.error.issues[0]!.message }) });
  const saved = await ifRefused(
    mode === "create"
      ? callGraphQL(request, context, CreateIngredientMutation, { name, type, group })
      : callGraphQL(request, context, UpdateIngredientMutation, {
          id: Number(form.get("id")),
          name,
          type,
          group,
          ...(food ? { food_id: food.data } : {}),
        }),
    refusalReply(form),
  );
  if (!saved.ok) return saved.answer;
  const { t } = context.i18n;
  context.session.toast(
    "success",
    t(mode === "create" ? "ingredients:toasts.created" : "ingredients:toasts.updated", { name }),
  );
  return redirect(listUrl(request));
}

export async function deleteIngredient(request: Request, context: AppLoadContext, form: FormData) {
  const id = Number(form.get("id"));
  const detach = form.get("detach") === "1";
  const deleted = await ifRefused(
    callGraphQL(request, context, DeleteIngredientMutation, { id, detach }),
    (refusal) => {
      // In use: say so, and offer to remove it from its recipes and lists.
      if (refusal.code === "BAD_USER_INPUT") {
        const error = context.locale === DEFAULT_LOCALE ? refusal.message : context.i18n.t("ingredients:delete.inUse");
        return formReply(form, { error }, { inUse: true });
      }
      context.session.toast("error", refusal.message, context.i18n.t("ingredients:toasts.errorTitle"));
      return redirect(listUrl(request));
    },
  );
  if (!deleted.ok) return deleted.answer;
  context.session.toast("success", context.i18n.t("ingredients:toasts.deleted"));
  return redirect(listUrl(request));
}
