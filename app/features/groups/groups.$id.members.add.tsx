import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { AddMemberForm } from "./components/add-member";
import { groupDetailAction, loadGroup, searchUsers } from "./groups.server";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  const group = await loadGroup(request, context, params.id);
  if (!canManage(group)) throw json({ message: t("groups:toasts.noPermissionAdd") }, { status: 403 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return json({
    group,
    q,
    search: q ? await searchUsers(request, context, group.id, q) : null,
    title: t("pageTitle", { page: t("groups:addMember.title") }),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return groupDetailAction(request, context, group, await request.formData(), `/groups/${group.id}/members`);
}

export default function AddMemberPage() {
  const { t } = useTranslation("groups");
  const { group, q, search } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="card" style={{ maxWidth: 560 }}>
      <h1>{t("addMember.title")}</h1>
      <p className="subtitle">{t("addMember.to", { name: group.name })}</p>
      <AddMemberForm
        groupId={group.id}
        variant="page"
        q={q}
        search={search}
        error={answer?.error}
        cancelTo={`/groups/${group.id}/members`}
      />
    </div>
  );
}
