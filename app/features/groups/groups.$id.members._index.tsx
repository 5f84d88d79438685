import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useSubmit } from "@remix-run/react";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { shortDate } from "./lib/relative-age";
import { groupDetailAction, loadGroup } from "./groups.server";
import { TableHead } from "~/components/table-head";
import { ButtonLink } from "~/components/button-link";
import { TrashIcon } from "~/components/icons";
import { RowMenu } from "~/components/row-menu";

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
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        Back to Group
      </ButtonLink>
      <div className="page-header">
        <h1>Group Members</h1>
        {manage && !group.is_personal ? (
          <ButtonLink to={`/groups/${group.id}/members/add`} tone="primary">
            Add Member
          </ButtonLink>
        ) : null}
      </div>
      {group.members.length === 0 ? (
        <div className="state-panel">
          <p>No members in this group yet.</p>
          {manage ? (
            <ButtonLink to={`/groups/${group.id}/members/add`} tone="primary">
              Add First Member
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <table className="data member-table">
          <TableHead columns={["Name", "Email", "Role", "Joined", manage ? "Actions" : null]} />
          <tbody>
            {group.members.map((member) => (
              <tr key={member.user_id}>
                <td className="member-name">{member.user_name || "Unknown User"}</td>
                <td className="member-email">{member.user_email}</td>
                <td className="member-role">
                  <span className={`badge role-${member.role}`}>{member.role}</span>
                </td>
                <td className="member-joined">
                  {/* Shown on a phone, where the cards have no header row. */}
                  <span className="member-label">Joined </span>
                  {shortDate(member.joined_at)}
                </td>
                {manage ? (
                  <td className="member-actions">
                    {member.role === "owner" ? (
                      "-"
                    ) : (
                      <RowMenu label={member.user_name || "Unknown User"}>
                        <form
                          method="post"
                          onSubmit={(event) => {
                            // Removing a member asks first, with the browser's own confirm.
                            event.preventDefault();
                            if (window.confirm(`Remove ${member.user_name || "Unknown User"} from this group?`)) {
                              submit(event.currentTarget, { method: "post" });
                            }
                          }}
                        >
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="user_id" value={member.user_id} />
                          <button type="submit" className="row-menu-danger">
                            <TrashIcon size={16} />
                            Remove
                          </button>
                        </form>
                      </RowMenu>
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
