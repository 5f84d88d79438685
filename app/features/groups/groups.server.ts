import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { groupRoutes } from "@larder/api/routes/groups";
import type { usersRoutes } from "@larder/api/routes/users";
import { createGroupSchema } from "@larder/contract/groups";
import {
  ApiUnreachableError,
  callApiAsUser,
  chooseGroup,
  NETWORK_ERROR,
  readAnswer,
  readApiError,
  refreshGroups,
  type ApiAnswer,
} from "~/api.server";
import { dispatchIntent, formCheckbox, formReply, parseForm } from "~/utils/form.server";

type Group = ApiAnswer<typeof groupRoutes, "/:id", "$get">;
export type Member = Group["members"][number];

/** Calls a REST route: its answer, to read, when it succeeded, or the API's error (status and message). */
async function call(request: Request, context: AppLoadContext, path: string, method = "GET", body?: unknown) {
  try {
    const response = await callApiAsUser(request, context, path, { method, body });
    if (response.ok) return { ok: true as const, response };
    return { ok: false as const, ...(await readApiError(response)) };
  } catch (error) {
    if (error instanceof ApiUnreachableError)
      return {
        ok: false as const,
        status: 0,
        code: undefined,
        message: NETWORK_ERROR,
        fields: {} as Record<string, string>,
      };
    throw error;
  }
}

/** The group of a route's `{id}` (read as an integer), or a 404 'Group not found' screen. */
export async function loadGroup(request: Request, context: AppLoadContext, idText: string | undefined) {
  const id = /^\d{1,15}$/.test(idText ?? "") ? Number(idText) : 0;
  if (!id) throw json({ message: "Group not found." }, { status: 404 });
  const answer = await call(request, context, `/v1/groups/${id}`);
  if (!answer.ok) {
    const message =
      answer.status === 404
        ? "Group not found."
        : answer.status === 403
          ? "You do not have permission to view this group."
          : "Failed to fetch group details.";
    throw json({ message }, { status: answer.status === 404 ? 404 : answer.status === 403 ? 403 : 503 });
  }
  return readAnswer<typeof groupRoutes, "/:id", "$get">(answer.response);
}

export async function listGroups(request: Request, context: AppLoadContext, query: URLSearchParams) {
  const answer = await call(request, context, `/v1/groups?${query}`);
  if (!answer.ok) return answer;
  return { ok: true as const, data: await readAnswer<typeof groupRoutes, "/", "$get">(answer.response) };
}

/** The group form's fields are the API's; only name and description change after creation. */
const groupForm = createGroupSchema.extend({ is_personal: formCheckbox });
const groupEditForm = createGroupSchema.pick({ name: true, description: true });

const NAME_TAKEN = "A group with this name already exists.";
const nameTaken = (form: FormData) => formReply(form, { error: NAME_TAKEN, fields: { name: NAME_TAKEN }, status: 409 });

export async function createGroupAction(request: Request, context: AppLoadContext, form: FormData) {
  const parsed = parseForm(form, groupForm);
  if (!parsed.success) return formReply(form, { fields: parsed.fields });
  const answer = await call(request, context, "/v1/groups", "POST", parsed.data);
  if (!answer.ok) {
    if (answer.status === 409) return nameTaken(form);
    if (answer.status === 422 || answer.status === 400)
      return formReply(form, {
        error: "Please check your group information and try again.",
        fields: answer.fields,
        status: answer.status,
      });
    context.session.toast("error", "Failed to create the group. Please try again.", "Creation failed");
    return formReply(form, { error: answer.message, status: answer.status || 503 });
  }
  const created = await readAnswer<typeof groupRoutes, "/", "$post">(answer.response);
  await refreshGroups(request, context);
  // The API made the new group the person's active one; so does this session.
  context.session.update({ active_group_id: created.id });
  context.session.toast("success", "Group created!");
  return redirect(`/groups/${created.id}`);
}

export async function updateGroupAction(request: Request, context: AppLoadContext, id: number, form: FormData) {
  const parsed = parseForm(form, groupEditForm);
  if (!parsed.success) return formReply(form, { fields: parsed.fields });
  const answer = await call(request, context, `/v1/groups/${id}`, "PUT", parsed.data);
  if (!answer.ok) {
    if (answer.status === 409) return nameTaken(form);
    if (answer.status === 403)
      return formReply(form, { error: "You do not have permission to update this group.", status: 403 });
    context.session.toast("error", "Failed to update the group. Please try again.", "Update failed");
    return formReply(form, {
      error: answer.status === 422 ? "Please check your group information and try again." : "Failed to update group.",
      fields: answer.fields,
      status: answer.status || 503,
    });
  }
  await refreshGroups(request, context);
  context.session.toast("success", "Group updated!");
  return redirect(`/groups/${id}`);
}

/** Member and group changes from the detail and members pages; failures become error toasts. */
export async function groupDetailAction(
  request: Request,
  context: AppLoadContext,
  group: Group,
  form: FormData,
  back: string,
) {
  const userId = Number(form.get("user_id"));
  const me = context.session.user!;
  /** Removing a member, or the signed-in person leaving. */
  const removeMember = async (intent: "remove" | "leave") => {
    const target = intent === "leave" ? me.id : userId;
    const answer = await call(request, context, `/v1/groups/${group.id}/members/${target}`, "DELETE");
    if (!answer.ok) {
      if (intent === "leave")
        context.session.toast(
          "error",
          answer.status === 403 ? "You cannot leave this group." : "Failed to leave the group. Please try again.",
          "Leave failed",
        );
      else
        context.session.toast(
          "error",
          answer.message || "Failed to remove the member. Please try again.",
          "Remove failed",
        );
      return redirect(back);
    }
    if (intent === "leave") {
      await refreshGroups(request, context);
      context.session.toast("success", "Left group");
      return redirect("/groups");
    }
    context.session.toast("success", "Member removed");
    return redirect(back);
  };
  return dispatchIntent(form, {
    delete: async () => {
      const answer = await call(request, context, `/v1/groups/${group.id}`, "DELETE");
      if (!answer.ok) {
        context.session.toast(
          "error",
          answer.message || "Failed to delete the group. Please try again.",
          "Delete failed",
        );
        return redirect(back);
      }
      await refreshGroups(request, context);
      context.session.toast("success", "Group deleted");
      return redirect("/groups");
    },
    "add-member": async () => {
      if (!userId) return formReply(form, { error: "Please select a user to add." });
      const answer = await call(request, context, `/v1/groups/${group.id}/members`, "POST", {
        user_id: userId,
        role: form.get("role") === "admin" ? "admin" : "member",
      });
      // The dialog stays open and shows the error.
      if (!answer.ok)
        return formReply(form, {
          error: answer.message || "Failed to add member. Please try again.",
          status: answer.status || 503,
        });
      context.session.toast("success", "Member added");
      return redirect(back);
    },
    role: async () => {
      const role = form.get("role") === "admin" ? "admin" : "member";
      const answer = await call(request, context, `/v1/groups/${group.id}/members/${userId}`, "PUT", { role });
      if (!answer.ok)
        context.session.toast("error", "Failed to update member role. Please try again.", "Update failed");
      else {
        const member = await readAnswer<typeof groupRoutes, "/:id/members/:userId", "$put">(answer.response);
        context.session.toast(
          "success",
          `${member.user_name} is now ${role === "admin" ? "an admin" : "a member"}.`,
          "Role updated",
        );
      }
      return redirect(back);
    },
    remove: () => removeMember("remove"),
    leave: () => removeMember("leave"),
    use: async () => {
      if (!(await chooseGroup(request, context, { group_id: group.id }))) {
        context.session.toast("error", "Group not found.", "Error");
        return redirect(back);
      }
      context.session.toast("info", `Now planning for ${group.is_personal ? "yourself" : group.name}.`);
      return redirect("/meals");
    },
  });
}

type UserResult = ApiAnswer<typeof usersRoutes, "/search", "$get">["users"][number];

export async function searchUsers(request: Request, context: AppLoadContext, groupId: number, q: string) {
  if (q.trim().length < 2) return { users: [] as UserResult[], error: null };
  const answer = await call(
    request,
    context,
    `/v1/users/search?${new URLSearchParams({ q: q.trim(), group_id: String(groupId) })}`,
  );
  return answer.ok
    ? { users: (await readAnswer<typeof usersRoutes, "/search", "$get">(answer.response)).users, error: null }
    : { users: [] as UserResult[], error: "Failed to search users. Please try again." };
}
