import type { AppLoadContext } from "@remix-run/cloudflare";
import { replace } from "@remix-run/cloudflare";
import { z } from "zod";
import { pantryItemInputSchema, pantryUseSchema } from "@larder/contract/pantry";
import { DAY_MS } from "@larder/shared/dates";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { callGraphQL, ifRefused } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import {
  DeletePantryItemMutation,
  PantryCatalogueQuery,
  PantryPageQuery,
  UpdatePantryItemMutation,
  UsePantryItemMutation,
} from "~/graphql/pantry.server";
import { timeZoneOffsetOf } from "~/time-zone.server";
import { toApiDay, toWallClock } from "~/utils/date-ranges";
import {
  dispatchIntent,
  formNumber,
  formReply,
  optionalFormNumber,
  parseForm,
  refusalReply,
  typedAmount,
} from "~/utils/form.server";
import { withParams } from "~/utils/url";
import { daysLeft } from "./lib/freshness";
import { PANTRY_DIALOGS } from "./lib/pantry-dialogs";
import { stockAmountText } from "./lib/stock-amounts";

/** The viewer's today, 00:00 UTC of their own calendar day. */
const todayOf = (request: Request) => {
  const wall = toWallClock(Date.now(), timeZoneOffsetOf(request));
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
};

/** The pantry's lines (use-soon first, as the API orders them), each with its days left; the places and the catalogue. */
export async function loadPantry(request: Request, context: AppLoadContext) {
  const { pantryItems, pantryPlaces, catalogue } = await callGraphQL(request, context, PantryPageQuery);
  const today = todayOf(request);
  return {
    items: pantryItems.map((item) => ({ ...item, days_left: daysLeft(item.best_before, today) })),
    places: pantryPlaces,
    catalogue: catalogue.map((ingredient) => ingredient.name),
  };
}

/** A day typed as D/M/YYYY or DD/MM/YYYY, given to the API as DD/MM/YYYY; one that is no day stays as typed for its rule. */
const typedDay = (value: unknown) => {
  const text = String(value ?? "").trim();
  return toApiDay(text) ?? text;
};

/**
 * The add and edit forms: the API's rules for a line, the ingredient named as in the catalogue,
 * and a blank amount meaning "some" (food no one weighed).
 */
const pantryLineFormIn = (language: string) =>
  pantryItemInputSchema.pick({ unit: true }).extend({
    ingredient: z.string().trim().min(1, "Choose an ingredient"),
    quantity: typedAmount(language)
      .transform((amount) => amount ?? 0)
      .pipe(pantryItemInputSchema.shape.quantity),
    place_id: optionalFormNumber(pantryItemInputSchema.shape.place_id),
    best_before: z.preprocess(typedDay, pantryItemInputSchema.shape.best_before),
  });

/** The Use some form: how much of the line's unit was used, required here (Used up takes it all). */
const pantryUseFormIn = (language: string) =>
  z.object({
    id: formNumber(pantryUseSchema.shape.id),
    quantity: typedAmount(language).pipe(pantryUseSchema.shape.quantity.unwrap().unwrap()),
  });

/** Each form field's message in another language than English, which keeps the rules' own words. */
const FIELD_MESSAGES = {
  ingredient: "pantry:errors.chooseIngredient",
  quantity: "pantry:fieldErrors.quantity",
  unit: "pantry:fieldErrors.unit",
  place_id: "pantry:fieldErrors.place_id",
  best_before: "pantry:fieldErrors.best_before",
} as const;

/** The fields' messages in the page's language; `quantity` is the Use form's when `using`. */
function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>, using = false) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  const { t } = context.i18n;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      if (using && name === "quantity") return [name, t("pantry:use.quantityError")];
      const key = Object.hasOwn(FIELD_MESSAGES, name) ? FIELD_MESSAGES[name as keyof typeof FIELD_MESSAGES] : null;
      return [name, key ? t(key) : message];
    }),
  );
}

/** The catalogue's ingredient of that name, whatever its case. */
async function ingredientNamed(request: Request, context: AppLoadContext, name: string) {
  const { catalogue } = await callGraphQL(request, context, PantryCatalogueQuery);
  const wanted = name.toLocaleLowerCase("en");
  return catalogue.find((ingredient) => ingredient.name.toLocaleLowerCase("en") === wanted) ?? null;
}

/** Adds a line (`add`) or sets one (`edit`). */
async function saveLine(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const { t } = context.i18n;
  const parsed = parseForm(form, pantryLineFormIn(context.locale));
  if (!parsed.success) return formReply(form, { fields: fieldErrorsIn(context, parsed.fields) });
  const { quantity, unit, place_id, best_before } = parsed.data;
  const ingredient = await ingredientNamed(request, context, parsed.data.ingredient);
  if (!ingredient)
    return formReply(form, {
      fields: {
        ingredient: t("pantry:errors.notInCatalogue", { name: parsed.data.ingredient }),
      },
    });
  const editing = form.get("intent") === "edit";
  const saved = await ifRefused(
    callGraphQL(request, context, UpdatePantryItemMutation, {
      id: editing ? Number(form.get("id")) : null,
      ingredient_id: ingredient.id,
      quantity,
      unit,
      place_id: place_id ?? null,
      best_before,
    }),
    refusalReply(form),
  );
  if (!saved.ok) return saved.answer;
  context.session.toast(
    "success",
    editing
      ? t("pantry:toasts.updated", { name: ingredient.name })
      : t("pantry:toasts.added", { name: ingredient.name }),
  );
  return replace(back);
}

/** Uses part of a line, in its own unit. */
async function useSome(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const { t } = context.i18n;
  const parsed = parseForm(form, pantryUseFormIn(context.locale));
  if (!parsed.success) return formReply(form, { fields: fieldErrorsIn(context, parsed.fields, true) });
  const used = await ifRefused(callGraphQL(request, context, UsePantryItemMutation, parsed.data), refusalReply(form));
  if (!used.ok) return used.answer;
  const name = String(form.get("name") ?? "");
  const amount = stockAmountText(
    parsed.data.quantity,
    String(form.get("unit") ?? ""),
    {},
    t("pantry:some"),
    context.locale,
  );
  context.session.toast(
    "success",
    used.data.usePantryItem ? t("pantry:toasts.used", { amount, name }) : t("pantry:toasts.usedLast", { name }),
  );
  return replace(back);
}

/** Takes a whole line out: used up, or thrown away. A line already gone is said so, on the page. */
async function removeLine(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const id = Number(form.get("id"));
  const name = String(form.get("name") ?? "");
  const usedUp = form.get("intent") === "used-up";
  const { t } = context.i18n;
  const removed = await ifRefused(
    usedUp
      ? callGraphQL(request, context, UsePantryItemMutation, { id, quantity: null })
      : callGraphQL(request, context, DeletePantryItemMutation, { id }),
    (refusal) => context.session.toast("error", apiErrorText(context.i18n, refusal), t("pantry:toasts.errorTitle")),
  );
  if (removed.ok)
    context.session.toast(
      "success",
      usedUp ? t("pantry:toasts.usedUp", { name }) : t("pantry:toasts.threwAway", { name }),
    );
  return replace(back);
}

/**
 * The screen's forms, by intent. Whatever succeeds comes back to the screen as it was (its place
 * filter kept, its dialog closed), replacing the page in the history; what is refused answers the
 * form's reply, so the form shows why and keeps what was typed.
 */
export function pantryAction(request: Request, context: AppLoadContext, form: FormData) {
  const back = withParams(new URL(request.url), PANTRY_DIALOGS);
  return dispatchIntent(form, {
    add: () => saveLine(request, context, form, back),
    edit: () => saveLine(request, context, form, back),
    use: () => useSome(request, context, form, back),
    "used-up": () => removeLine(request, context, form, back),
    "throw-away": () => removeLine(request, context, form, back),
  });
}
