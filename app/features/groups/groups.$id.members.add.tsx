import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { AddMemberForm } from "./components/add-member";
import { groupDetailAction, loadGroup, searchUsers } from "./groups.server";

export const meta: MetaFunction = () => [{ title: "Add New Member · Larder" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  if (!canManage(group))
    throw json({ message: "You do not have permission to add members to this group." }, { status: 403 });
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return json({ group, q, search: q ? await searchUsers(request, context, group.id, q) : null });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return groupDetailAction(request, context, group, await request.formData(), `/groups/${group.id}/members`);
}

export default function AddMemberPage() {
  const { group, q, search } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="card" style={{ maxWidth: 560 }}>
      <h1>Add New Member</h1>
      <p className="subtitle">to {group.name}</p>
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
