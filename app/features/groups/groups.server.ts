import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { groupRoutes } from "@larder/api/routes/groups";
import type { usersRoutes } from "@larder/api/routes/users";
import { createGroupSchema } from "@larder/contract/groups";
import {
  ApiUnreachableError,
  callApiAsUser,
  chooseGroup,
  readAnswer,
  readApiError,
  refreshGroups,
  type ApiAnswer,
} from "~/api.server";
import { dispatchIntent, formCheckbox, formReply, parseForm } from "~/utils/form.server";
import { apiErrorText, networkErrorText } from "~/i18n/api-errors.server";
import { DEFAULT_LOCALE } from "@larder/shared/locales";

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
        message: networkErrorText(context.i18n),
        fields: {} as Record<string, string>,
      };
    throw error;
  }
}

/** The group of a route's `{id}` (read as an integer), or a 404 'Group not found' screen. */
export async function loadGroup(request: Request, context: AppLoadContext, idText: string | undefined) {
  const { t } = context.i18n;
  const id = /^\d{1,15}$/.test(idText ?? "") ? Number(idText) : 0;
  if (!id) throw json({ message: t("groups:toasts.notFound") }, { status: 404 });
  const answer = await call(request, context, `/v1/groups/${id}`);
  if (!answer.ok) {
    const message =
      answer.status === 404
        ? t("groups:toasts.notFound")
        : answer.status === 403
          ? t("groups:toasts.noPermissionView")
          : t("groups:toasts.fetchFailed");
    throw json({ message }, { status: answer.status === 404 ? 404 : answer.status === 403 ? 403 : 503 });
  }
  return readAnswer<typeof groupRoutes, "/:id", "$get">(answer.response);
}

export async function listGroups(request: Request, context: AppLoadContext, query: URLSearchParams) {
  const answer = await call(request, context, `/v1/groups?${query}`);
  if (!answer.ok) return answer;
  return { ok: true as const, data: await readAnswer<typeof groupRoutes, "/", "$get">(answer.response) };
}

/**
 * The group form's fields are the API's (the page's language is the request's, not a field);
 * only name and description change after creation.
 */
const groupForm = createGroupSchema.omit({ locale: true }).extend({ is_personal: formCheckbox });
const groupEditForm = createGroupSchema.pick({ name: true, description: true });

/** The schema's messages, by the key that words them in another language. */
const FIELD_MESSAGES: Record<string, "nameRequired" | "nameTooShort" | "nameTooLong" | "descriptionTooLong"> = {
  "Group name is required": "nameRequired",
  "Group name must be at least 3 characters": "nameTooShort",
  "Group name must be less than 100 characters": "nameTooLong",
  "Description must be less than 500 characters": "descriptionTooLong",
};

/**
 * The fields' messages in the page's language: English keeps the rule's own words (the form's
 * schema and the API's); another language words each rule it knows.
 */
function fieldErrorsIn(context: AppLoadContext, fields: Record<string, string>) {
  if (context.locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const key = FIELD_MESSAGES[message];
      return [name, key ? context.i18n.t(`groups:fieldErrors.${key}`) : message];
    }),
  );
}

const nameTaken = (context: AppLoadContext, form: FormData) => {
  const message = context.i18n.t("groups:toasts.nameTaken");
  return formReply(form, { error: message, fields: { name: message }, status: 409 });
};

export async function createGroupAction(request: Request, context: AppLoadContext, form: FormData) {
  const { t } = context.i18n;
  const parsed = parseForm(form, groupForm);
  if (!parsed.success) return formReply(form, { fields: fieldErrorsIn(context, parsed.fields) });
  // What Larder names for the group is named in this page's language, unless the person chose one.
  const answer = await call(request, context, "/v1/groups", "POST", { ...parsed.data, locale: context.locale });
  if (!answer.ok) {
    if (answer.status === 409) return nameTaken(context, form);
    if (answer.status === 422 || answer.status === 400)
      return formReply(form, {
        error: t("groups:toasts.checkInformation"),
        fields: fieldErrorsIn(context, answer.fields),
        status: answer.status,
      });
    context.session.toast("error", t("groups:toasts.createFailed"), t("groups:toasts.createFailedTitle"));
    return formReply(form, { error: apiErrorText(context.i18n, answer), status: answer.status || 503 });
  }
  const created = await readAnswer<typeof groupRoutes, "/", "$post">(answer.response);
  await refreshGroups(request, context);
  // The API made the new group the person's active one; so does this session.
  context.session.update({ active_group_id: created.id });
  context.session.toast("success", t("groups:toasts.created"));
  return redirect(`/groups/${created.id}`);
}

export async function updateGroupAction(request: Request, context: AppLoadContext, id: number, form: FormData) {
  const { t } = context.i18n;
  const parsed = parseForm(form, groupEditForm);
  if (!parsed.success) return formReply(form, { fields: fieldErrorsIn(context, parsed.fields) });
  const answer = await call(request, context, `/v1/groups/${id}`, "PUT", parsed.data);
  if (!answer.ok) {
    if (answer.status === 409) return nameTaken(context, form);
    if (answer.status === 403) return formReply(form, { error: t("groups:toasts.noPermissionUpdate"), status: 403 });
    context.session.toast("error", t("groups:toasts.updateFailed"), t("groups:toasts.updateFailedTitle"));
    return formReply(form, {
      error: answer.status === 422 ? t("groups:toasts.checkInformation") : t("groups:toasts.updateFailedShort"),
      fields: fieldErrorsIn(context, answer.fields),
      status: answer.status || 503,
    });
  }
  await refreshGroups(request, context);
  context.session.toast("success", t("groups:toasts.updated"));
  return redirect(`/groups/${id}`);
}

/** The toast of a switch to another group: "Now planning for yourself." for one's personal group. */
export const nowPlanningFor = (context: AppLoadContext, group: { is_personal: boolean; name: string }) =>
  group.is_personal
    ? context.i18n.t("groups:toasts.nowPlanningForYourself")
    : context.i18n.t("groups:toasts.nowPlanningFor", { name: group.name });

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
  const { t } = context.i18n;
  /** Removing a member, or the signed-in person leaving. */
  const removeMember = async (intent: "remove" | "leave") => {
    const target = intent === "leave" ? me.id : userId;
    const answer = await call(request, context, `/v1/groups/${group.id}/members/${target}`, "DELETE");
    if (!answer.ok) {
      if (intent === "leave")
        context.session.toast(
          "error",
          answer.status === 403 ? t("groups:toasts.cannotLeave") : t("groups:toasts.leaveFailed"),
          t("groups:toasts.leaveFailedTitle"),
        );
      else
        context.session.toast(
          "error",
          answer.message ? apiErrorText(context.i18n, answer) : t("groups:toasts.removeFailed"),
          t("groups:toasts.removeFailedTitle"),
        );
      return redirect(back);
    }
    if (intent === "leave") {
      await refreshGroups(request, context);
      context.session.toast("success", t("groups:toasts.left"));
      return redirect("/groups");
    }
    context.session.toast("success", t("groups:toasts.removed"));
    return redirect(back);
  };
  return dispatchIntent(form, {
    delete: async () => {
      const answer = await call(request, context, `/v1/groups/${group.id}`, "DELETE");
      if (!answer.ok) {
        context.session.toast(
          "error",
          answer.message ? apiErrorText(context.i18n, answer) : t("groups:toasts.deleteFailed"),
          t("groups:toasts.deleteFailedTitle"),
        );
        return redirect(back);
      }
      await refreshGroups(request, context);
      context.session.toast("success", t("groups:toasts.deleted"));
      return redirect("/groups");
    },
    "add-member": async () => {
      if (!userId) return formReply(form, { error: t("groups:toasts.selectUser") });
      const answer = await call(request, context, `/v1/groups/${group.id}/members`, "POST", {
        user_id: userId,
        role: form.get("role") === "admin" ? "admin" : "member",
      });
      // The dialog stays open and shows the error.
      if (!answer.ok)
        return formReply(form, {
          error: answer.message ? apiErrorText(context.i18n, answer) : t("groups:toasts.addFailed"),
          status: answer.status || 503,
        });
      context.session.toast("success", t("groups:toasts.added"));
      return redirect(back);
    },
    role: async () => {
      const role = form.get("role") === "admin" ? "admin" : "member";
      const answer = await call(request, context, `/v1/groups/${group.id}/members/${userId}`, "PUT", { role });
      if (!answer.ok)
        context.session.toast("error", t("groups:toasts.roleFailed"), t("groups:toasts.updateFailedTitle"));
      else {
        const member = await readAnswer<typeof groupRoutes, "/:id/members/:userId", "$put">(answer.response);
        context.session.toast(
          "success",
          t(role === "admin" ? "groups:toasts.nowAdmin" : "groups:toasts.nowMember", { name: member.user_name }),
          t("groups:toasts.roleUpdatedTitle"),
        );
      }
      return redirect(back);
    },
    remove: () => removeMember("remove"),
    leave: () => removeMember("leave"),
    use: async () => {
      if (!(await chooseGroup(request, context, { group_id: group.id }))) {
        context.session.toast("error", t("groups:toasts.notFound"), t("groups:toasts.errorTitle"));
        return redirect(back);
      }
      context.session.toast("info", nowPlanningFor(context, group));
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
    : { users: [] as UserResult[], error: context.i18n.t("groups:toasts.searchFailed") };
}
