import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { groupRoutes } from "@larder/api/routes/groups";
import { callApiAsUser, readAnswer, readApiError, requireUser } from "~/api.server";
import { ButtonLink } from "~/components/button-link";
import { GroupImportForm } from "./components/group-data";
import { ImportSummaryView } from "./components/import-summary";
import { loadGroup } from "./groups.server";
import { canManage } from "./lib/group-permissions";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Import into ${data?.group.name ?? "a group"} · Larder` },
];

async function manageableGroup(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  requireUser(request, context);
  const group = await loadGroup(request, context, id);
  if (!canManage(group))
    throw json({ message: "Only the group's owners and admins can import into it." }, { status: 403 });
  return group;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const group = await manageableGroup(request, context, params.id);
  return json({ group, activeGroupId: context.session.data.active_group_id ?? null });
}

/** Sends the chosen file to the API's import and shows what came in, or why nothing did. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const group = await manageableGroup(request, context, params.id);
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0)
    return json({ summary: null, error: "Choose a file to import." }, { status: 422 });
  const response = await callApiAsUser(request, context, `/v1/groups/${group.id}/import`, { method: "POST", file });
  if (!response.ok) {
    const { status, message } = await readApiError(response);
    return json({ summary: null, error: message }, { status: status >= 400 && status < 500 ? status : 503 });
  }
  const summary = await readAnswer<typeof groupRoutes, "/:id/import", "$post">(response);
  return json({ summary, error: null });
}

export default function GroupImport() {
  const { group, activeGroupId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const active = activeGroupId === group.id || (activeGroupId === null && group.is_personal);
  return (
    <>
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        Back to {group.name}
      </ButtonLink>
      <div className="page-header">
        <h1>Import into {group.name}</h1>
      </div>
      {answer?.summary ? <ImportSummaryView summary={answer.summary} recipeLinks={active} /> : null}
      <section className="card" aria-labelledby="import-heading">
        <h2 id="import-heading">{answer?.summary ? "Import another file" : "Choose a file"}</h2>
        <p>
          A file exported from a Larder group: its recipes, photos, catalogue, meals, lists, pantry and stores come into{" "}
          <strong>{group.name}</strong>. See <Link to={`/groups/${group.id}`}>the group</Link> to export it.
        </p>
        <GroupImportForm groupId={group.id} error={answer?.error ?? undefined} />
      </section>
    </>
  );
}
