import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData, useSubmit } from "@remix-run/react";
import { canManage } from "~/utils/group-permissions";
import { requireUser } from "~/api.server";
import { shortDate } from "~/utils/relative-age";
import { groupDetailAction, loadGroup } from "./groups.server";
import { TableHead } from "~/components/table-head";

export const meta: MetaFunction = () => [{ title: "Group Members · Larder" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = requireUser(request, context);
  return json({ group: await loadGroup(request, context, params.id), meId: me.id });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return groupDetailAction(request, context, group, await request.formData(), `/groups/${group.id}/members`);
}

export default function GroupMembers() {
  const { group } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const manage = canManage(group);
  return (
    <>
      <Link to={`/groups/${group.id}`} className="btn btn-ghost btn-small">
        Back to Group
      </Link>
      <div className="page-header">
        <h1>Group Members</h1>
        {manage && !group.is_personal ? (
          <Link to={`/groups/${group.id}/members/add`} className="btn btn-primary">
            Add Member
          </Link>
        ) : null}
      </div>
      {group.members.length === 0 ? (
        <div className="state-panel">
          <p>No members in this group yet.</p>
          {manage ? (
            <Link to={`/groups/${group.id}/members/add`} className="btn btn-primary">
              Add First Member
            </Link>
          ) : null}
        </div>
      ) : (
        <table className="data">
          <TableHead columns={["Name", "Email", "Role", "Joined", manage ? "Actions" : null]} />
          <tbody>
            {group.members.map((member) => (
              <tr key={member.user_id}>
                <td>{member.user_name || "Unknown User"}</td>
                <td>{member.user_email}</td>
                <td>
                  <span className={`badge role-${member.role}`}>{member.role}</span>
                </td>
                <td>{shortDate(member.joined_at)}</td>
                {manage ? (
                  <td>
                    {member.role === "owner" ? (
                      "-"
                    ) : (
                      <form
                        method="post"
                        onSubmit={(event) => {
                          // The browser's own confirm (spec 3, members page).
                          event.preventDefault();
                          if (window.confirm(`Remove ${member.user_name || "Unknown User"} from this group?`)) {
                            submit(event.currentTarget, { method: "post" });
                          }
                        }}
                      >
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="user_id" value={member.user_id} />
                        <button type="submit" className="btn btn-danger btn-small">
                          Remove
                        </button>
                      </form>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
