import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { ingredientInputSchema } from "@larder/schemas/recipe";
import { DataRequestError, graphql } from "~/api.server";
import { withParams } from "~/utils/url";

export type IngredientView = {
  id: number;
  name: string;
  type: string;
  description: string | null;
  default_unit: string | null;
  calories_per_100g: number | null;
  group: { id: number; name: string } | null;
  created_at: string;
};
export type IngredientGroup = { id: number; name: string };

const INGREDIENT_FIELDS = "id name type description default_unit calories_per_100g group { id name } created_at";

/** The catalogue and its groups; with `usageOf`, how many recipes use that ingredient (the delete dialog says so). */
export async function loadCatalogue(request: Request, context: AppLoadContext, usageOf = 0) {
  return graphql<{
    getAllIngredients: IngredientView[];
    getAllIngredientGroups: IngredientGroup[];
    usage?: { recipe_count: number } | null;
  }>(
    request,
    context,
    `query($usageOf: Int!, $withUsage: Boolean!) {
      getAllIngredients { ${INGREDIENT_FIELDS} }
      getAllIngredientGroups { id name }
      usage: getIngredientByID(id: $usageOf) @include(if: $withUsage) { recipe_count }
    }`,
    { usageOf, withUsage: usageOf > 0 },
  );
}

export type CatalogueQuery = {
  view: "grouped" | "list";
  q: string;
  group: string;
  sort: "name" | "group" | "created";
  order: "asc" | "desc";
};

export function readCatalogueQuery(url: URL): CatalogueQuery {
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

/** Search, group filter and sort of spec 2 (/ingredients), applied to the whole catalogue. */
export function filterCatalogue(all: IngredientView[], query: CatalogueQuery) {
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
  const key = (ingredient: IngredientView) =>
    query.sort === "created"
      ? ingredient.created_at
      : query.sort === "group"
        ? `${ingredient.group?.name ?? "\uffff"}\u0000${ingredient.name}`.toLowerCase()
        : ingredient.name.toLowerCase();
  shown.sort((a, b) => key(a).localeCompare(key(b)) * (query.order === "desc" ? -1 : 1));
  return shown;
}

export type IngredientFormResult = {
  intent: string;
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  inUse?: boolean;
};

const fail = (
  intent: string,
  form: FormData,
  error: string | null,
  fields: Record<string, string> = {},
  extra: Partial<IngredientFormResult> = {},
) =>
  json<IngredientFormResult>(
    { intent, error, fields, values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])), ...extra },
    { status: 400 },
  );

const listUrl = (request: Request) => withParams(new URL(request.url), { action: null, id: null }, "/ingredients");

/** Create and edit share the rules of spec 2 §5: name, type and group required after trimming. */
export async function saveIngredient(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  mode: "create" | "edit",
) {
  const group = String(form.get(form.get("group_mode") === "new" ? "group_new" : "group_existing") ?? "").trim();
  const parsed = ingredientInputSchema.safeParse({
    name: String(form.get("name") ?? ""),
    type: String(form.get("type") ?? ""),
    group,
  });
  const fields: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  if (!group) fields.group = "Group is required";
  if (!parsed.success || !group) return fail(mode, form, null, fields);
  const { name, type } = parsed.data;
  try {
    if (mode === "create") {
      await graphql(
        request,
        context,
        `
          mutation ($name: String!, $type: String!, $group: String) {
            createIngredient(name: $name, type: $type, group: $group) {
              id
            }
          }
        `,
        { name, type, group },
      );
    } else {
      await graphql(
        request,
        context,
        `
          mutation ($id: Int!, $name: String, $type: String, $group: String) {
            updateIngredient(id: $id, name: $name, type: $type, group: $group) {
              id
            }
          }
        `,
        {
          id: Number(form.get("id")),
          name,
          type,
          group,
        },
      );
    }
  } catch (error) {
    if (error instanceof DataRequestError) return fail(mode, form, error.message);
    throw error;
  }
  context.session.toast("success", `Ingredient "${name}" ${mode === "create" ? "created" : "updated"} successfully!`);
  return redirect(listUrl(request));
}

export async function deleteIngredient(request: Request, context: AppLoadContext, form: FormData) {
  const id = Number(form.get("id"));
  const detach = form.get("detach") === "1";
  try {
    await graphql(
      request,
      context,
      `
        mutation ($id: Int!, $detach: Boolean) {
          deleteIngredient(id: $id, detach: $detach)
        }
      `,
      { id, detach },
    );
  } catch (error) {
    if (!(error instanceof DataRequestError)) throw error;
    // In use: say so, and offer to remove it from its recipes and lists.
    if (error.code === "BAD_USER_INPUT") return fail("delete", form, error.message, {}, { inUse: true });
    context.session.toast("error", error.message, "Error");
    return redirect(listUrl(request));
  }
  context.session.toast("success", "Ingredient deleted successfully!");
  return redirect(listUrl(request));
}
