import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useActionData, useLoaderData, useNavigate, useRouteError } from "@remix-run/react";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { GroupForm } from "./components/group-form";
import { StatePanel } from "~/components/states";
import { loadGroup, updateGroupAction } from "./groups.server";
import { ButtonLink } from "~/components/button-link";

export const meta: MetaFunction = () => [{ title: "Edit Group · Larder" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  if (!canManage(group)) throw json({ message: "You do not have permission to update this group." }, { status: 403 });
  return json({ group });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return updateGroupAction(request, context, group.id, await request.formData());
}

export default function EditGroup() {
  const { group } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        Back to Group
      </ButtonLink>
      <h1>Edit Group</h1>
      <p className="subtitle">Update your group settings and information</p>
      <GroupForm
        initial={{
          name: answer?.values.name ?? group.name,
          description: answer?.values.description ?? group.description ?? "",
        }}
        cancelTo={`/groups/${group.id}`}
        submitLabel="Save Changes"
        showPersonal={false}
        error={answer?.error ?? null}
        fields={answer?.fields ?? {}}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined;
  return (
    <StatePanel
      title={isRouteErrorResponse(error) && error.status === 404 ? "Group not found" : "Access denied"}
      message={message}
      tone="error"
      pageTitle
    >
      <button type="button" className="btn btn-primary" onClick={() => navigate(-1)}>
        Go Back
      </button>
    </StatePanel>
  );
}
