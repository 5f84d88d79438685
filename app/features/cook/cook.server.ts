import type { AppLoadContext } from "@remix-run/cloudflare";
import { replace } from "@remix-run/cloudflare";
import { z } from "zod";
import { mealFields } from "@larder/contract/meal";
import { itemInputSchema } from "@larder/contract/shopping";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { callGraphQL, ifRefused } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import {
  addItemsMutation,
  CookPageQuery,
  ListLinesQuery,
  MAX_ALIASES,
  OpenListsQuery,
  PlanTonightQuery,
} from "~/graphql/cook.server";
import { CreateShoppingListMutation } from "~/graphql/shopping.server";
import { dayMonthYear, isoDay, localToIso, toWallClock } from "~/utils/date-ranges";
import { dispatchIntent, formNumber, optionalFormNumber, parseForm } from "~/utils/form.server";
import { QUICK_ADD_DEFAULTS } from "~/features/shopping/components/quick-add";
import { TIME_CHOICES } from "./components/cook-filters";
import { linesToAdd, openListsByRecency } from "./lib/missing";
import { planRecipe } from "../meals/meals.server";
import { dinnerTypeOf, TONIGHT_FALLBACK_TIME } from "./lib/tonight";

/** How many recipes the screen ranks: a phone's scroll of them, the best covered first. */
const RECIPES_SHOWN = 20;

const DAY_MS = 86_400_000;

/** A number chosen in the URL; anything else (typed by hand, an old link) is no choice. */
const urlChoice = <S extends z.ZodType>(schema: S) => optionalFormNumber(schema.nullable()).catch(null);

/** The filters in the URL: `time` (one of the choices, in minutes), `category`, and `list` (where missing food goes). */
const cookFilterSchema = z.object({
  time: urlChoice(z.number().refine((minutes) => (TIME_CHOICES as readonly number[]).includes(minutes))),
  category: urlChoice(z.number().int().positive()),
  list: urlChoice(z.number().int().positive()),
});

type CookFilter = z.output<typeof cookFilterSchema>;

export const readCookFilter = (url: URL): CookFilter => cookFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The ranking within the filters, the categories, whether the pantry is empty, and the lists to add to. */
export async function loadCookPage(request: Request, context: AppLoadContext, filter: CookFilter) {
  const data = await callGraphQL(request, context, CookPageQuery, {
    limit: RECIPES_SHOWN,
    minutes: filter.time,
    category: filter.category,
  });
  const lists = openListsByRecency(data.shoppingLists).map(({ id, title }) => ({ id, title }));
  return {
    cookable: data.cookable,
    categories: data.categories,
    pantryEmpty: data.pantryItems.length === 0,
    lists,
    // The list chosen in the URL, else the one changed last; none when the group has no open list.
    listId: lists.find((list) => list.id === filter.list)?.id ?? lists[0]?.id ?? null,
  };
}

const planForm = z.object({ recipe_id: formNumber(mealFields.recipe_id.unwrap()) });

/**
 * A line shown as missing, with what is lacking; a line without an amount ("salt, to taste") goes
 * on the list as a quick add does, as one of it.
 */
const missingLine = z
  .object({
    name: itemInputSchema.shape.name,
    quantity: z.coerce.number().finite().min(0).max(1_000_000),
    unit: z.string().trim().max(30),
  })
  .transform((line) =>
    line.quantity > 0 && line.unit
      ? line
      : { name: line.name, quantity: QUICK_ADD_DEFAULTS.quantity, unit: QUICK_ADD_DEFAULTS.unit },
  );

/** The lines shown as missing, and the list they go to (none: the most recent open list, or a new one). */
const addMissingForm = z.object({
  list_id: optionalFormNumber(z.number().int().positive().nullable()),
  missing: z.array(missingLine).min(1, "Nothing is missing").max(100),
});

/** The card's missing lines, sent as three lists of the same length (names, amounts, units). */
const missingLinesOf = (form: FormData) => {
  const quantities = form.getAll("missing_quantity");
  const units = form.getAll("missing_unit");
  return form.getAll("missing").map((name, index) => ({ name, quantity: quantities[index], unit: units[index] }));
};

/** The viewer's today at 00:00, as wall-clock milliseconds. */
const todayOf = (context: AppLoadContext) => {
  const wall = toWallClock(Date.now(), context.timeZoneOffset);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
};

/** A form the page itself wrote, refused: the rule's own words in English, the page's otherwise. */
const refusedText = (
  context: AppLoadContext,
  firstError: string,
  key: "cook:toasts.invalidRecipe" | "cook:toasts.invalidMissing",
) => (context.locale === DEFAULT_LOCALE ? firstError : context.i18n.t(key));

/** Plans the recipe today, in the viewer's own day, at the group's dinner (its time, or 19:00). */
async function planTonight(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const { t } = context.i18n;
  const parsed = parseForm(form, planForm);
  if (!parsed.success) {
    context.session.toast(
      "error",
      refusedText(context, parsed.firstError, "cook:toasts.invalidRecipe"),
      t("cook:toasts.notPlanned"),
    );
    return replace(back);
  }
  const { mealTypes, recipe } = await callGraphQL(request, context, PlanTonightQuery, {
    recipe: parsed.data.recipe_id,
  });
  const type = dinnerTypeOf(mealTypes);
  if (!recipe || !type) {
    context.session.toast(
      "error",
      recipe ? t("cook:toasts.noMealTypes") : t("cook:toasts.recipeGone"),
      t("cook:toasts.notPlanned"),
    );
    return replace(back);
  }
  const time = type.default_time ?? TONIGHT_FALLBACK_TIME;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const today = isoDay(todayOf(context));
  const planned = await ifRefused(
    planRecipe(request, context, recipe, {
      type_id: type.id,
      scheduled_date: localToIso(today, hour, minute, context.timeZoneOffset),
    }),
    (refusal) => context.session.toast("error", apiErrorText(context.i18n, refusal), t("cook:toasts.notPlanned")),
  );
  if (planned.ok)
    context.session.toast(
      "success",
      t("cook:toasts.planned", { title: recipe.title, type: type.name, time }),
      undefined,
      { to: "/plan", label: t("cook:toasts.seePlan") },
    );
  return replace(back);
}

/** The list chosen, or the most recent open one, or a new "Shopping" list (in the page's words) from today for a week. */
async function listFor(request: Request, context: AppLoadContext, chosen: number | null) {
  if (chosen !== null) return chosen;
  const { shoppingLists } = await callGraphQL(request, context, OpenListsQuery);
  const recent = openListsByRecency(shoppingLists)[0];
  if (recent) return recent.id;
  const today = todayOf(context);
  const { list } = await callGraphQL(request, context, CreateShoppingListMutation, {
    title: context.i18n.t("cook:toasts.newListTitle"),
    start: dayMonthYear(today),
    end: dayMonthYear(today + 6 * DAY_MS),
  });
  return list.id;
}

/**
 * Adds the recipe's missing food to a list (what is lacking of each line, under Other), leaving
 * out what the list holds unbought already.
 */
async function addMissing(request: Request, context: AppLoadContext, form: FormData, back: string) {
  const { t } = context.i18n;
  const parsed = parseForm({ ...Object.fromEntries(form), missing: missingLinesOf(form) }, addMissingForm);
  if (!parsed.success) {
    context.session.toast(
      "error",
      refusedText(context, parsed.firstError, "cook:toasts.invalidMissing"),
      t("cook:toasts.notAdded"),
    );
    return replace(back);
  }
  const added = await ifRefused(
    (async () => {
      const listId = await listFor(request, context, parsed.data.list_id);
      const { shoppingList } = await callGraphQL(request, context, ListLinesQuery, { id: listId });
      if (!shoppingList) return null;
      const { add, already } = linesToAdd(parsed.data.missing, shoppingList.items);
      // One request for a recipe's missing food, unless it misses more than an API request may add.
      for (let start = 0; start < add.length; start += MAX_ALIASES) {
        const lines = add.slice(start, start + MAX_ALIASES);
        await callGraphQL(request, context, addItemsMutation(lines.length), {
          list: listId,
          type: QUICK_ADD_DEFAULTS.type,
          ...Object.fromEntries(
            lines.flatMap((line, index) => [
              [`name${index}`, line.name],
              [`quantity${index}`, line.quantity],
              [`unit${index}`, line.unit],
            ]),
          ),
        });
      }
      return { list: shoppingList, added: add.length, already };
    })(),
    (refusal) => context.session.toast("error", apiErrorText(context.i18n, refusal), t("cook:toasts.notAdded")),
  );
  if (!added.ok) return replace(back);
  if (!added.data) {
    context.session.toast("error", t("cook:toasts.listGone"), t("cook:toasts.notAdded"));
    return replace(back);
  }
  const { list, already } = added.data;
  const link = { to: `/shopping-lists/${list.id}`, label: t("cook:toasts.openList", { list: list.title }) };
  const items = t("cook:toasts.items", { count: added.data.added });
  if (added.data.added === 0)
    context.session.toast("info", t("cook:toasts.nothingAdded", { list: list.title }), undefined, link);
  else
    context.session.toast(
      "success",
      already
        ? t("cook:toasts.addedSomeOnList", {
            items,
            list: list.title,
            already: t("cook:toasts.alreadyOn", { count: already }),
          })
        : t("cook:toasts.added", { items, list: list.title }),
      undefined,
      link,
    );
  return replace(back);
}

/** The screen's one-tap forms; each comes back to the screen as it was, with a toast saying what happened. */
export function cookAction(request: Request, context: AppLoadContext, form: FormData) {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return dispatchIntent(form, {
    plan: () => planTonight(request, context, form, back),
    "add-missing": () => addMissing(request, context, form, back),
  });
}
