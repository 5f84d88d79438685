import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { z } from "zod";
import { itemInputSchema, itemUpdateSchema } from "@larder/contract/shopping";
import { callGraphQL, DataRequestError, ifRefused, requireUser } from "~/api.server";
import {
  CreateShoppingItemMutation,
  DeleteShoppingItemMutation,
  UpdateShoppingItemMutation,
} from "~/graphql/shopping.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { CHANGE_ID_PATTERN, MAX_CHANGES_PER_POST, type ChangeResult } from "~/offline/changes";
import { fieldErrorsIn } from "./messages.server";

const changeId = z.string().regex(CHANGE_ID_PATTERN, "A change id is 1 to 64 letters, digits, '-' or '_'");

const changeSchema = z.object({
  id: changeId,
  kind: z.enum(["tick", "add", "edit", "delete"]),
  item_id: z.number().int().positive().optional(),
  item_ref: changeId.optional(),
  item_name: z.string().max(200).optional(),
  // Checked by the API's item rules when the change applies, so one bad value fails one change.
  values: z.record(z.string(), z.unknown()).default({}),
});

const bodySchema = z.object({ changes: z.array(changeSchema).min(1).max(MAX_CHANGES_PER_POST) });

type Change = z.output<typeof changeSchema>;

const fail = (message: string, status: number) => json({ error: message }, { status });

/**
 * The API's own rules, checked first so a change it would refuse fails with the form's own message
 * (in the page's language).
 */
function checked<S extends z.ZodType>(context: AppLoadContext, schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? "");
  const message = field ? fieldErrorsIn(context, { [field]: issue.message })[field]! : issue.message;
  throw new DataRequestError(message, "BAD_USER_INPUT");
}

const itemFields = ({ name, quantity, unit, price, type }: Change["values"]) => ({ name, quantity, unit, price, type });

/** Applies one change through the API with its id as the change id; answers the item it added. */
async function apply(request: Request, context: AppLoadContext, listId: number, change: Change, itemId?: number) {
  const { values } = change;
  const change_id = change.id;
  if (change.kind === "add") {
    const { name, quantity, unit, price, type } = checked(context, itemInputSchema, {
      ...itemFields(values),
      list_id: listId,
    });
    const { createShoppingItem } = await callGraphQL(request, context, CreateShoppingItemMutation, {
      list: listId,
      name,
      quantity,
      unit,
      price,
      type,
      change_id,
    });
    return createShoppingItem.id;
  }
  if (itemId === undefined) throw new DataRequestError(context.i18n.t("shopping:changes.itemNotFound"), "NOT_FOUND");
  if (change.kind === "delete") {
    await callGraphQL(request, context, DeleteShoppingItemMutation, { id: itemId, change_id });
  } else if (change.kind === "tick") {
    await callGraphQL(request, context, UpdateShoppingItemMutation, {
      id: itemId,
      is_bought: values.is_bought === true,
      change_id,
    });
  } else {
    const { name, quantity, unit, price, type } = checked(context, itemUpdateSchema, {
      ...itemFields(values),
      id: itemId,
    });
    await callGraphQL(request, context, UpdateShoppingItemMutation, {
      id: itemId,
      name,
      quantity,
      unit,
      price,
      type,
      change_id,
    });
  }
  return undefined;
}

/** The API could not answer: the change is still worth sending later. */
const isTransient = (error: DataRequestError) => !error.code || error.code === "INTERNAL_SERVER_ERROR";

/**
 * The outbox of the list page, sent when the device is online: `{ changes: [...] }`, applied in
 * order. Each answer says applied (with the id of an added item), failed (with the API's
 * message: the change can never apply) or waiting (not tried, because the API could not be
 * reached for an earlier one). A change may name an item added earlier in the same post by that
 * add's id (`item_ref`).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  if (request.method !== "POST") return fail("Send the changes with POST.", 405);
  const listId = Number(params.id);
  if (!Number.isInteger(listId) || listId <= 0) return fail(context.i18n.t("shopping:list.notFound"), 404);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail("The changes must be sent as JSON.", 400);
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(`Invalid changes: ${issue.path.join(".") || "body"}: ${issue.message}`, 400);
  }

  const added = new Map<string, number>();
  const results: ChangeResult[] = [];
  for (const change of parsed.data.changes) {
    if (results.some((result) => result.status === "waiting")) {
      results.push({ id: change.id, status: "waiting" });
      continue;
    }
    const itemId = change.item_id ?? (change.item_ref ? added.get(change.item_ref) : undefined);
    const applied = await ifRefused(apply(request, context, listId, change, itemId), (refusal): ChangeResult => {
      if (isTransient(refusal)) return { id: change.id, status: "waiting" };
      // Someone else deleted the item first: what this delete wanted is done.
      if (change.kind === "delete" && refusal.code === "NOT_FOUND") return { id: change.id, status: "applied" };
      // A message the change's own check wrote is in the page's language already.
      const message = refusal.code === "BAD_USER_INPUT" ? refusal.message : apiErrorText(context.i18n, refusal);
      return { id: change.id, status: "failed", message };
    });
    if (!applied.ok) {
      results.push(applied.answer);
      continue;
    }
    const addedId = applied.data;
    if (addedId !== undefined) added.set(change.id, addedId);
    results.push({ id: change.id, status: "applied", ...(addedId !== undefined && { item_id: addedId }) });
  }
  return json({ results });
}
