import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { itemInputSchema, listInputSchema, listUpdateSchema } from "@larder/contract/shopping";
import { toCents } from "@larder/shared/money";
import { callGraphQL, ifRefused, type DataRequestError } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import {
  CreateShoppingItemMutation,
  CreateShoppingListMutation,
  DeleteShoppingItemMutation,
  DeleteShoppingListMutation,
  MoveItemToSectionMutation,
  SyncShoppingListMutation,
  UpdateShoppingItemMutation,
  UpdateShoppingListMutation,
} from "~/graphql/shopping.server";
import type { VariablesOf } from "~/graphql/tada.server";
import { toApiDay } from "~/utils/date-ranges";
import { storeActions } from "./stores.server";
import { fieldErrorsIn } from "./messages.server";
import {
  dispatchIntent,
  formNumber,
  formReply,
  parseForm,
  refusalReply,
  typedAmount,
  withMessage,
} from "~/utils/form.server";

/** A form checked with its rules, the fields' messages in the page's language. */
function parseFormIn<S extends z.ZodType>(
  context: AppLoadContext,
  input: FormData | Record<string, unknown>,
  schema: S,
) {
  const parsed = parseForm(input, schema);
  return parsed.success ? parsed : { ...parsed, fields: fieldErrorsIn(context, parsed.fields) };
}

/** The sync dialog's title and range, checked as the API checks them (server only: zod stays out of the page). */
export const parseListRange = (context: AppLoadContext, input: Record<string, string>) =>
  parseFormIn(context, input, listInputSchema);

/** The form's own wording of the budget rule (English; other languages word it in fieldErrors). */
const BUDGET_MESSAGE = "Budget must be 0 or greater";

/** The list's edit form: the budget is typed in euros and stored as the list's total_price in cents. */
const listEditForm = z.object({
  title: listUpdateSchema.shape.title,
  budget: z
    .preprocess(
      (euros) => toCents(Number(String(euros).replace(",", "."))),
      withMessage(listUpdateSchema.shape.total_price.unwrap(), BUDGET_MESSAGE),
    )
    .optional(),
});

/**
 * The inline create form and the item modal share one set of rules and messages; the amount is
 * read as the page's language types it ("1,250" is one and a quarter in German).
 */
const itemFormIn = (language: string) =>
  itemInputSchema.pick({ name: true, unit: true, type: true }).extend({
    // Empty is a missing amount and text that is no amount is NaN: the amount rule words both.
    quantity: typedAmount(language).pipe(itemInputSchema.shape.quantity),
    price: formNumber(itemInputSchema.shape.price.removeDefault()),
  });

const apiDayOrAsTyped = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return toApiDay(text) ?? text;
};

/** Form dates are typed as DD/MM/YYYY (or carried as YYYY-MM-DD by links); the API takes DD/MM/YYYY. */
function readListForm(form: FormData) {
  return {
    title: String(form.get("title") ?? ""),
    // A day typed that is none (31/02/2026) stays as typed: the API's rule names it.
    start_date: apiDayOrAsTyped(form.get("start_date")),
    end_date: apiDayOrAsTyped(form.get("end_date")),
  };
}

/** What a sync did, said after it: made the list (in the product's words), changed some of its lines, or nothing. */
function syncMessage(context: AppLoadContext, title: string, result: { created: boolean; changes: number } | null) {
  const { t } = context.i18n;
  if (!result || result.created) return t("shopping:toasts.listCreated", { title });
  if (result.changes === 0) return t("shopping:toasts.listUpToDate", { title });
  return t("shopping:toasts.listSynced", { title, count: result.changes });
}

/** Create (empty) or sync (from the meal plan) a list; the messages are the product's own, word for word. */
async function createListAction(request: Request, context: AppLoadContext, form: FormData, kind: "create" | "sync") {
  const parsed = parseFormIn(context, readListForm(form), listInputSchema);
  if (!parsed.success) return formReply(form, { intent: kind, fields: parsed.fields });
  const variables = { title: parsed.data.title, start: parsed.data.start_date, end: parsed.data.end_date };
  const saved = await ifRefused(
    kind === "create"
      ? callGraphQL(request, context, CreateShoppingListMutation, variables).then(({ list }) => ({
          id: list.id,
          title: parsed.data.title,
          result: null,
        }))
      : callGraphQL(request, context, SyncShoppingListMutation, variables).then(({ list }) => ({
          id: list.id,
          title: list.title,
          result: list.sync_result ?? null,
        })),
    refusalReply(form, { intent: kind }),
  );
  if (!saved.ok) return saved.answer;
  const list = saved.data;
  context.session.toast("success", syncMessage(context, list.title, list.result));
  return redirect(`/shopping-lists/${list.id}`);
}

async function updateListAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const id = Number(form.get("id"));
  const changes: VariablesOf<typeof UpdateShoppingListMutation> = { id };
  for (const field of ["title", "description", "status"] as const) {
    if (form.has(field)) changes[field] = String(form.get(field));
  }
  if (form.has("start_date"))
    changes.start_date = toApiDay(String(form.get("start_date"))) ?? String(form.get("start_date"));
  if (form.has("end_date")) changes.end_date = toApiDay(String(form.get("end_date"))) ?? String(form.get("end_date"));
  // A box left unticked is not sent at all: the edit form always holds it, the status buttons never.
  if (form.get("intent") === "edit-list") changes.stocks_pantry = form.get("stocks_pantry") === "on";
  const parsed = parseFormIn(context, form, listEditForm);
  if (!parsed.success)
    return formReply(form, { intent: "edit-list", error: parsed.fields.budget ?? null, fields: parsed.fields });
  if (parsed.data.budget !== undefined) changes.total_price = parsed.data.budget;
  const updated = await ifRefused(
    callGraphQL(request, context, UpdateShoppingListMutation, changes),
    refusalReply(form),
  );
  if (!updated.ok) return updated.answer;
  context.session.toast("success", context.i18n.t("shopping:toasts.listUpdated"));
  return redirect(after);
}

async function deleteListAction(request: Request, context: AppLoadContext, form: FormData) {
  const deleted = await ifRefused(
    callGraphQL(request, context, DeleteShoppingListMutation, { id: Number(form.get("id")) }),
    (refusal) => errorToast(context, refusal),
  );
  if (deleted.ok) context.session.toast("success", context.i18n.t("shopping:toasts.listDeleted"));
  return redirect("/shopping-lists");
}

async function saveItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const id = Number(form.get("id")) || null;
  const listId = Number(form.get("list_id")) || null;
  if (!id && !listId) return formReply(form, { error: context.i18n.t("shopping:list.noList") });
  const parsed = parseFormIn(context, form, itemFormIn(context.locale));
  if (!parsed.success) return formReply(form, { fields: parsed.fields });
  const { name, quantity, unit, price, type } = parsed.data;
  const item = { name, quantity, unit, price, type };
  // A line moved to another section teaches the group where lines of its name go.
  const section = String(form.get("section") ?? "");
  const moved = id !== null && section !== "" && section !== form.get("current_section");
  const saved = await ifRefused(
    id
      ? callGraphQL(request, context, UpdateShoppingItemMutation, { id, ...item }).then(async () => {
          if (moved) await callGraphQL(request, context, MoveItemToSectionMutation, { item: id, section });
        })
      : callGraphQL(request, context, CreateShoppingItemMutation, { list: listId!, ...item }),
    refusalReply(form),
  );
  if (!saved.ok) return saved.answer;
  context.session.toast("success", context.i18n.t(id ? "shopping:toasts.itemUpdated" : "shopping:toasts.itemAdded"));
  return redirect(after);
}

/** A refusal said in an error toast, titled "Error" in the page's language. */
const errorToast = (context: AppLoadContext, refusal: DataRequestError) =>
  context.session.toast("error", apiErrorText(context.i18n, refusal), context.i18n.t("shopping:error"));

/** Ticking an item bought or not; the page is redirected to itself, or the fetcher just revalidates. */
async function toggleItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const bought = form.get("is_bought") === "true";
  const ticked = await ifRefused(
    callGraphQL(request, context, UpdateShoppingItemMutation, { id: Number(form.get("id")), is_bought: bought }),
    (refusal) => errorToast(context, refusal),
  );
  if (!ticked.ok) return redirect(after);
  context.session.toast(
    "success",
    context.i18n.t(bought ? "shopping:toasts.itemCompleted" : "shopping:toasts.itemPending"),
  );
  // A tick from a fetcher (JavaScript) stays on the page, scroll and all; a plain form comes back to it.
  if (new URL(request.url).searchParams.has("_data")) return formReply(null, { intent: "toggle", status: 200 });
  return redirect(after);
}

async function deleteItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const name = String(form.get("name") ?? "");
  const deleted = await ifRefused(
    callGraphQL(request, context, DeleteShoppingItemMutation, { id: Number(form.get("id")) }),
    (refusal) => errorToast(context, refusal),
  );
  if (deleted.ok)
    context.session.toast(
      "success",
      name
        ? context.i18n.t("shopping:toasts.itemDeletedNamed", { name })
        : context.i18n.t("shopping:toasts.itemDeleted"),
    );
  return redirect(after);
}

/** The actions the list screens share, by intent. */
export function shoppingAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const updateList = () => updateListAction(request, context, form, after);
  const saveItem = () => saveItemAction(request, context, form, after);
  return dispatchIntent(form, {
    create: () => createListAction(request, context, form, "create"),
    sync: () => createListAction(request, context, form, "sync"),
    "edit-list": updateList,
    status: updateList,
    "delete-list": () => deleteListAction(request, context, form),
    "add-item": saveItem,
    "edit-item": saveItem,
    toggle: () => toggleItemAction(request, context, form, after),
    "delete-item": () => deleteItemAction(request, context, form, after),
    ...storeActions(request, context, form, after),
  });
}
