import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
} from "@remix-run/react";
import { canDelete, canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { AddMemberForm } from "./components/add-member";
import { GroupDataSection } from "./components/group-data";
import { ConfirmDialog, Modal } from "~/components/dialog";
import { StatePanel } from "~/components/states";
import { longDate } from "./lib/relative-age";
import { groupDetailAction, loadGroup, searchUsers, type Member } from "./groups.server";
import { ButtonLink } from "~/components/button-link";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.group.name ?? "Group"} · Larder` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  const url = new URL(request.url);
  // Without JavaScript the Add Member dialog searches with a plain GET (?dialog=add-member&q=…).
  const q = url.searchParams.get("dialog") === "add-member" ? (url.searchParams.get("q") ?? "") : "";
  const search = q ? await searchUsers(request, context, group.id, q) : null;
  return json({ group, meId: me.id, search, q, activeGroupId: context.session.data.active_group_id ?? null });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return groupDetailAction(request, context, group, await request.formData(), `/groups/${group.id}`);
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("") || "?";

function MemberRow({ member, manage, isMe }: { member: Member; manage: boolean; isMe: boolean }) {
  const navigation = useNavigation();
  const updating =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "role" &&
    navigation.formData?.get("user_id") === String(member.user_id);
  const name = member.user_name || "Unknown User";
  return (
    <div className="member-row">
      <span className="avatar" aria-hidden="true">
        {initials(name)}
      </span>
      <span className="who">
        <strong>{name}</strong>
        <br />
        <span className="meta">{member.user_email}</span>
      </span>
      <span className={`badge role-${member.role}`}>{member.role}</span>
      {manage && member.role !== "owner" ? (
        <>
          <Form method="post" className="inline-fields" preventScrollReset>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="user_id" value={member.user_id} />
            <label htmlFor={`role-${member.user_id}`} className="visually-hidden">
              Role of {name}
            </label>
            <select
              id={`role-${member.user_id}`}
              name="role"
              defaultValue={member.role}
              disabled={updating}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              <option value="member">Member</option>
              <option value="admin">Admin</option>
            </select>
            {updating ? <span className="meta">Updating...</span> : null}
            <noscript>
              <button type="submit" className="btn btn-secondary btn-small">
                Save
              </button>
            </noscript>
          </Form>
          {!isMe ? (
            <RowMenu label={name}>
              <RowMenuDelete to={`?dialog=remove&user=${member.user_id}`} label="Remove" ariaLabel={`Remove ${name}`} />
            </RowMenu>
          ) : null}
        </>
      ) : null}
      {isMe && member.role !== "owner" ? (
        <ButtonLink to="?dialog=leave" tone="secondary" small preventScrollReset>
          Leave Group
        </ButtonLink>
      ) : null}
    </div>
  );
}

export default function GroupDetail() {
  const { group, meId, search, q, activeGroupId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const dialog = searchParams.get("dialog") ?? (answer?.values.intent === "add-member" ? "add-member" : null);
  const manage = canManage(group);
  const here = `/groups/${group.id}`;
  const removing = group.members.find((member) => member.user_id === Number(searchParams.get("user")));
  const active = activeGroupId === group.id || (activeGroupId === null && group.is_personal);

  return (
    <>
      <ButtonLink to="/groups" tone="ghost" small>
        Back to Groups
      </ButtonLink>
      <div className="page-header">
        <h1>
          {group.name} {group.is_personal ? <span className="badge">Personal</span> : null}
        </h1>
        <div className="form-actions">
          {active ? (
            <span className="badge badge-on">Planning for this group</span>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="use" />
              <button type="submit" className="btn btn-primary">
                Plan with this group
              </button>
            </Form>
          )}
          {manage ? (
            <ButtonLink to={`${here}/edit`} tone="secondary">
              Edit Group
            </ButtonLink>
          ) : null}
          {canDelete(group) ? (
            <RowMenu label={group.name}>
              <RowMenuDelete to="?dialog=delete" />
            </RowMenu>
          ) : null}
        </div>
      </div>

      <div className="dashboard">
        <div style={{ display: "grid", gap: "1.25rem", alignContent: "start" }}>
          <section className="card" aria-labelledby="description-heading">
            <h2 id="description-heading">Description</h2>
            <p>{group.description || "No description provided"}</p>
          </section>
          <section className="card" aria-labelledby="members-heading">
            <h2 id="members-heading">
              Members
              {manage && !group.is_personal ? (
                <ButtonLink to="?dialog=add-member" tone="primary" small preventScrollReset>
                  Add Member
                </ButtonLink>
              ) : null}
            </h2>
            {group.members.length === 0 ? <p className="subtitle">No members in this group yet</p> : null}
            {group.members.map((member) => (
              <MemberRow key={member.user_id} member={member} manage={manage} isMe={member.user_id === meId} />
            ))}
            <p>
              <Link to={`${here}/members`}>All members</Link>
            </p>
          </section>
          {manage ? <GroupDataSection groupId={group.id} /> : null}
        </div>
        <section className="card" aria-labelledby="info-heading">
          <h2 id="info-heading">Group Information</h2>
          <dl>
            <dt className="meta">Members</dt>
            <dd>{group.member_count}</dd>
            <dt className="meta">Created</dt>
            <dd>{longDate(group.created_at)}</dd>
            <dt className="meta">Last Updated</dt>
            <dd>{longDate(group.updated_at)}</dd>
          </dl>
        </section>
      </div>

      {dialog === "delete" && canDelete(group) ? (
        <ConfirmDialog
          title="Delete Group"
          message={`Are you sure you want to delete "${group.name}"? This action cannot be undone and all group data will be permanently removed.`}
          confirmLabel="Delete Group"
          cancelTo={here}
          hidden={{ intent: "delete" }}
        />
      ) : null}
      {dialog === "remove" && removing ? (
        <ConfirmDialog
          title="Remove Member"
          message={`Are you sure you want to remove ${removing.user_name || "Unknown User"} from this group? This action cannot be undone.`}
          confirmLabel="Remove"
          pendingLabel="Removing..."
          cancelTo={here}
          hidden={{ intent: "remove", user_id: removing.user_id }}
        />
      ) : null}
      {dialog === "leave" ? (
        <ConfirmDialog
          title="Leave Group"
          message="Are you sure you want to leave this group? You will need to be re-invited to join again."
          confirmLabel="Leave Group"
          pendingLabel="Leaving..."
          cancelTo={here}
          hidden={{ intent: "leave" }}
        />
      ) : null}
      {dialog === "add-member" && manage ? (
        <Modal title="Add Member to Group" closeTo={here} size="sm">
          <AddMemberForm groupId={group.id} q={q} search={search} error={answer?.error} cancelTo={here} />
        </Modal>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string })?.message
    : "An unexpected error occurred. Please try again.";
  return (
    <StatePanel
      title={isRouteErrorResponse(error) && error.status === 404 ? "Group not found" : "Something went wrong"}
      message={message}
      tone="error"
      pageTitle
    >
      <button type="button" className="btn btn-primary" onClick={() => navigate(".", { replace: true })}>
        Retry
      </button>
      <ButtonLink to="/groups" tone="secondary">
        Back to Groups
      </ButtonLink>
    </StatePanel>
  );
}
