import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { refreshGroups, requireUser, safeRedirect } from "~/api.server";

/** Switches the group being planned for (the bar's selector). Only the user's own groups are accepted. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  const groupId = Number(form.get("group_id"));
  const back = safeRedirect(String(form.get("redirect") ?? ""), "/home");
  let group = context.session.data.groups?.find((candidate) => candidate.id === groupId);
  if (!group) {
    await refreshGroups(request, context);
    group = context.session.data.groups?.find((candidate) => candidate.id === groupId);
  }
  if (!group) {
    context.session.toast("error", "Group not found.", "Error");
    return redirect(back);
  }
  context.session.update({ active_group_id: group.is_personal ? undefined : group.id });
  context.session.toast("info", `Now planning for ${group.is_personal ? "yourself" : group.name}.`);
  return redirect(back);
}

export const loader = () => redirect("/groups");
