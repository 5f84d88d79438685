import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { chooseGroup, requireUser, safeRedirect } from "~/api.server";

/**
 * Switches the group being planned for (the bar's selector), remembered for every device and the
 * next sign-in. Only the user's own groups are accepted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const groupId = Number(form.get("group_id"));
  const back = safeRedirect(String(form.get("redirect") ?? ""), "/home");
  const group =
    Number.isSafeInteger(groupId) && groupId > 0 ? await chooseGroup(request, context, { group_id: groupId }) : null;
  if (!group) {
    context.session.toast("error", "Group not found.", "Error");
    return redirect(back);
  }
  context.session.toast("info", `Now planning for ${group.is_personal ? "yourself" : group.name}.`);
  return redirect(back);
}

export const loader = () => redirect("/groups");
