import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { itemInputSchema, listInputSchema } from "@larder/schemas/shopping";
import { DataRequestError, graphql } from "~/api.server";
import { toApiDay } from "~/utils/date-ranges";

export type ItemView = {
  id: number;
  name: string;
  list_id: number;
  list_name: string;
  quantity: number;
  unit: string;
  price: number;
  is_bought: boolean;
  type: string;
  source: string;
  ingredient: { name: string; category: { name: string } | null } | null;
  created_at: string;
};

export type ListView = {
  id: number;
  title: string;
  description: string | null;
  status: string;
  start_date: string | null;
  end_date: string | null;
  total_price: number;
  synced: boolean;
  item_count: number;
  bought_count: number;
  items_total: number;
  spent: number;
  created_at: string;
  updated_at: string;
};

export const LIST_FIELDS =
  "id title description status start_date end_date total_price synced item_count bought_count items_total spent created_at updated_at";
export const ITEM_FIELDS =
  "id name list_id list_name quantity unit price is_bought type source ingredient { name category { name } } created_at";

export type FormAnswer = {
  intent: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
};

export const formAnswer = (
  intent: string,
  form: FormData,
  error: string | null,
  fields: Record<string, string> = {},
  status = 400,
) =>
  json<FormAnswer>(
    { intent, error, fields, values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])) },
    { status },
  );

const fieldsOf = (issues: { path: PropertyKey[]; message: string }[]) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
};

/** Form dates are typed as DD/MM/YYYY (or carried as YYYY-MM-DD by links); the API takes DD/MM/YYYY. */
export function readListForm(form: FormData) {
  return {
    title: String(form.get("title") ?? ""),
    start_date: toApiDay(String(form.get("start_date") ?? "")) ?? "",
    end_date: toApiDay(String(form.get("end_date") ?? "")) ?? "",
  };
}

/** Create (empty) or sync (from the meal plan) a list; the messages are spec 2 §5's. */
export async function createListAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  kind: "create" | "sync",
) {
  const parsed = listInputSchema.safeParse(readListForm(form));
  if (!parsed.success) return formAnswer(kind, form, null, fieldsOf(parsed.error.issues));
  const mutation = kind === "create" ? "createShoppingList" : "syncShoppingList";
  let id: number;
  try {
    id = (
      await graphql<Record<string, { id: number }>>(
        request,
        context,
        `mutation($title: String!, $start: String!, $end: String!) { list: ${mutation}(title: $title, start_date: $start, end_date: $end) { id } }`,
        { title: parsed.data.title, start: parsed.data.start_date, end: parsed.data.end_date },
      )
    ).list!.id;
  } catch (error) {
    if (error instanceof DataRequestError) return formAnswer(kind, form, error.message);
    throw error;
  }
  context.session.toast("success", `Shopping list "${parsed.data.title}" created successfully!`);
  return redirect(`/shopping-lists/${id}`);
}

export async function updateListAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const id = Number(form.get("id"));
  const changes: Record<string, unknown> = { id };
  for (const field of ["title", "description", "status"] as const) {
    if (form.has(field)) changes[field] = String(form.get(field));
  }
  if (form.has("start_date"))
    changes.start_date = toApiDay(String(form.get("start_date"))) ?? String(form.get("start_date"));
  if (form.has("end_date")) changes.end_date = toApiDay(String(form.get("end_date"))) ?? String(form.get("end_date"));
  if (form.has("budget")) {
    const budget = Number(String(form.get("budget")).replace(",", "."));
    if (!Number.isFinite(budget) || budget < 0)
      return formAnswer("edit-list", form, "Budget must be 0 or greater", { budget: "Budget must be 0 or greater" });
    changes.total_price = Math.round(budget * 100);
  }
  if (changes.title !== undefined && !String(changes.title).trim())
    return formAnswer("edit-list", form, null, { title: "Shopping list name is required" });
  try {
    await graphql(
      request,
      context,
      `
        mutation (
          $id: Int!
          $title: String
          $description: String
          $status: String
          $start_date: String
          $end_date: String
          $total_price: Int
        ) {
          updateShoppingList(
            id: $id
            title: $title
            description: $description
            status: $status
            start_date: $start_date
            end_date: $end_date
            total_price: $total_price
          ) {
            id
          }
        }
      `,
      changes,
    );
  } catch (error) {
    if (error instanceof DataRequestError) return formAnswer(String(form.get("intent")), form, error.message);
    throw error;
  }
  context.session.toast("success", "Shopping list updated successfully!");
  return redirect(after);
}

export async function deleteListAction(request: Request, context: AppLoadContext, form: FormData) {
  try {
    await graphql(
      request,
      context,
      `
        mutation ($id: Int!) {
          deleteShoppingList(id: $id)
        }
      `,
      { id: Number(form.get("id")) },
    );
  } catch (error) {
    if (!(error instanceof DataRequestError)) throw error;
    context.session.toast("error", error.message, "Error");
    return redirect("/shopping-lists");
  }
  context.session.toast("success", "Shopping list deleted successfully!");
  return redirect("/shopping-lists");
}

function readItemForm(form: FormData) {
  const number = (name: string) => {
    const text = String(form.get(name) ?? "")
      .trim()
      .replace(",", ".");
    return text === "" ? Number.NaN : Number(text);
  };
  return {
    name: String(form.get("name") ?? ""),
    quantity: number("quantity"),
    unit: String(form.get("unit") ?? ""),
    price: number("price"),
    type: String(form.get("type") ?? ""),
  };
}

/** The inline create form and the item modal share the rules of spec 2 §5. */
export async function saveItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const intent = String(form.get("intent"));
  const id = Number(form.get("id")) || null;
  const listId = Number(form.get("list_id")) || null;
  if (!id && !listId) return formAnswer(intent, form, "No shopping list available");
  const input = readItemForm(form);
  const parsed = itemInputSchema.safeParse({ ...input, list_id: listId ?? 1 });
  if (!parsed.success) return formAnswer(intent, form, null, fieldsOf(parsed.error.issues));
  const { name, quantity, unit, price, type } = parsed.data;
  try {
    if (id) {
      await graphql(
        request,
        context,
        `
          mutation ($id: Int!, $name: String, $quantity: Float, $unit: String, $price: Float, $type: String) {
            updateShoppingItem(id: $id, name: $name, quantity: $quantity, unit: $unit, price: $price, type: $type) {
              id
            }
          }
        `,
        {
          id,
          name,
          quantity,
          unit,
          price,
          type,
        },
      );
    } else {
      await graphql(
        request,
        context,
        `
          mutation ($list: Int!, $name: String!, $quantity: Float!, $unit: String!, $price: Float, $type: String) {
            createShoppingItem(
              list_id: $list
              name: $name
              quantity: $quantity
              unit: $unit
              price: $price
              type: $type
            ) {
              id
            }
          }
        `,
        {
          list: listId,
          name,
          quantity,
          unit,
          price,
          type,
        },
      );
    }
  } catch (error) {
    if (error instanceof DataRequestError) return formAnswer(intent, form, error.message);
    throw error;
  }
  context.session.toast("success", id ? "Item updated successfully!" : "Item added successfully!");
  return redirect(after);
}

/** Ticking an item (spec 2 §4); the page is redirected to itself, or the fetcher just revalidates. */
export async function toggleItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const bought = form.get("is_bought") === "true";
  try {
    await graphql(
      request,
      context,
      `
        mutation ($id: Int!, $bought: Boolean) {
          updateShoppingItem(id: $id, is_bought: $bought) {
            id
          }
        }
      `,
      { id: Number(form.get("id")), bought },
    );
  } catch (error) {
    if (!(error instanceof DataRequestError)) throw error;
    context.session.toast("error", error.message, "Error");
    return redirect(after);
  }
  context.session.toast("success", bought ? "Item marked as completed!" : "Item marked as pending!");
  // A tick from a fetcher (JavaScript) stays on the page, scroll and all; a plain form comes back to it.
  if (new URL(request.url).searchParams.has("_data"))
    return json({ intent: "toggle", error: null, fields: {}, values: {} });
  return redirect(after);
}

export async function deleteItemAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  const name = String(form.get("name") ?? "");
  try {
    await graphql(
      request,
      context,
      `
        mutation ($id: Int!) {
          deleteShoppingItem(id: $id)
        }
      `,
      { id: Number(form.get("id")) },
    );
  } catch (error) {
    if (!(error instanceof DataRequestError)) throw error;
    context.session.toast("error", error.message, "Error");
    return redirect(after);
  }
  context.session.toast("success", name ? `Deleted "${name}" from shopping list!` : "Item deleted successfully!");
  return redirect(after);
}

/** The actions the list screens share, by intent. */
export function shoppingAction(request: Request, context: AppLoadContext, form: FormData, after: string) {
  switch (form.get("intent")) {
    case "create":
      return createListAction(request, context, form, "create");
    case "sync":
      return createListAction(request, context, form, "sync");
    case "edit-list":
    case "status":
      return updateListAction(request, context, form, after);
    case "delete-list":
      return deleteListAction(request, context, form);
    case "add-item":
    case "edit-item":
      return saveItemAction(request, context, form, after);
    case "toggle":
      return toggleItemAction(request, context, form, after);
    case "delete-item":
      return deleteItemAction(request, context, form, after);
    default:
      return formAnswer("unknown", form, "Unknown action.");
  }
}
