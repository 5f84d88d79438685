import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { chooseGroup, requireUser, safeRedirect } from "~/api.server";
import { nowPlanningFor } from "./groups.server";

/**
 * A page of one row (a list, a meal, a recipe) belongs to the group it was opened in, and opening
 * it switches back to that group: after a switch, such a page leads to its section instead.
 */
const ROW_PAGE = /^\/(shopping-lists|meals)\/\d+(?=[/?#]|$)|^\/(recipes)\/(?!import(?:[/?#]|$))[^/?#]+/;

function landingAfterSwitch(path: string) {
  const row = ROW_PAGE.exec(path);
  return row ? `/${row[1] ?? row[2]}` : path;
}

/**
 * Switches the group being planned for (the bar's selector), remembered for every device and the
 * next sign-in. Only the user's own groups are accepted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const groupId = Number(form.get("group_id"));
  const back = landingAfterSwitch(safeRedirect(String(form.get("redirect") ?? ""), "/home"));
  const group =
    Number.isSafeInteger(groupId) && groupId > 0 ? await chooseGroup(request, context, { group_id: groupId }) : null;
  if (!group) {
    context.session.toast(
      "error",
      context.i18n.t("groups:toasts.notFound"),
      context.i18n.t("groups:toasts.errorTitle"),
    );
    return redirect(back);
  }
  context.session.toast("info", nowPlanningFor(context, group));
  return redirect(back);
}

export const loader = () => redirect("/groups");
