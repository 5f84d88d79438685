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
import { useTranslation } from "react-i18next";
import { canDelete, canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { AddMemberForm } from "./components/add-member";
import { GroupDataSection } from "./components/group-data";
import { ConfirmDialog, Modal } from "~/components/dialog";
import { StatePanel } from "~/components/states";
import { longDate } from "./lib/relative-age";
import { useFormat } from "~/i18n/format";
import { groupDetailAction, loadGroup, searchUsers, type Member } from "./groups.server";
import { ButtonLink } from "~/components/button-link";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  const url = new URL(request.url);
  // Without JavaScript the Add Member dialog searches with a plain GET (?dialog=add-member&q=…).
  const q = url.searchParams.get("dialog") === "add-member" ? (url.searchParams.get("q") ?? "") : "";
  const search = q ? await searchUsers(request, context, group.id, q) : null;
  const title = context.i18n.t("pageTitle", { page: group.name || context.i18n.t("groups:detail.pageTitleFallback") });
  return json({ title, group, meId: me.id, search, q, activeGroupId: context.session.data.active_group_id ?? null });
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
  const { t } = useTranslation("groups");
  const navigation = useNavigation();
  const updating =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "role" &&
    navigation.formData?.get("user_id") === String(member.user_id);
  const name = member.user_name || t("unknownUser");
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
      <span className={`badge role-${member.role}`}>{t(`roles.${member.role}`)}</span>
      {manage && member.role !== "owner" ? (
        <>
          <Form method="post" className="inline-fields" preventScrollReset>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="user_id" value={member.user_id} />
            <label htmlFor={`role-${member.user_id}`} className="visually-hidden">
              {t("detail.roleOf", { name })}
            </label>
            <select
              id={`role-${member.user_id}`}
              name="role"
              defaultValue={member.role}
              disabled={updating}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            >
              <option value="member">{t("roleChoices.member")}</option>
              <option value="admin">{t("roleChoices.admin")}</option>
            </select>
            {updating ? <span className="meta">{t("detail.updating")}</span> : null}
            <noscript>
              <button type="submit" className="btn btn-secondary btn-small">
                {t("detail.save")}
              </button>
            </noscript>
          </Form>
          {!isMe ? (
            <RowMenu label={name}>
              <RowMenuDelete
                to={`?dialog=remove&user=${member.user_id}`}
                label={t("detail.remove")}
                ariaLabel={t("detail.removeName", { name })}
              />
            </RowMenu>
          ) : null}
        </>
      ) : null}
      {isMe && member.role !== "owner" ? (
        <ButtonLink to="?dialog=leave" tone="secondary" small preventScrollReset>
          {t("detail.leaveGroup")}
        </ButtonLink>
      ) : null}
    </div>
  );
}

export default function GroupDetail() {
  const { t, i18n } = useTranslation("groups");
  const { group, meId, search, q, activeGroupId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const dialog = searchParams.get("dialog") ?? (answer?.values.intent === "add-member" ? "add-member" : null);
  const manage = canManage(group);
  const here = `/groups/${group.id}`;
  const removing = group.members.find((member) => member.user_id === Number(searchParams.get("user")));
  const active = activeGroupId === group.id || (activeGroupId === null && group.is_personal);
  const format = useFormat();

  return (
    <>
      <ButtonLink to="/groups" tone="ghost" small>
        {t("backToGroups")}
      </ButtonLink>
      <div className="page-header">
        <h1>
          {group.name} {group.is_personal ? <span className="badge">{t("badge.personal")}</span> : null}
        </h1>
        <div className="form-actions">
          {active ? (
            <span className="badge badge-on">{t("detail.planningThis")}</span>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="use" />
              <button type="submit" className="btn btn-primary">
                {t("detail.planWith")}
              </button>
            </Form>
          )}
          {manage ? (
            <ButtonLink to={`${here}/edit`} tone="secondary">
              {t("detail.editGroup")}
            </ButtonLink>
          ) : null}
          {canDelete(group) ? (
            <RowMenu label={group.name}>
              <RowMenuDelete to="?dialog=delete" label={t("detail.delete")} />
            </RowMenu>
          ) : null}
        </div>
      </div>

      <div className="dashboard">
        <div style={{ display: "grid", gap: "1.25rem", alignContent: "start" }}>
          <section className="card" aria-labelledby="description-heading">
            <h2 id="description-heading">{t("detail.description")}</h2>
            <p>{group.description || t("noDescription")}</p>
          </section>
          <section className="card" aria-labelledby="members-heading">
            <h2 id="members-heading">
              {t("detail.members")}
              {manage && !group.is_personal ? (
                <ButtonLink to="?dialog=add-member" tone="primary" small preventScrollReset>
                  {t("detail.addMember")}
                </ButtonLink>
              ) : null}
            </h2>
            {group.members.length === 0 ? <p className="subtitle">{t("detail.noMembers")}</p> : null}
            {group.members.map((member) => (
              <MemberRow key={member.user_id} member={member} manage={manage} isMe={member.user_id === meId} />
            ))}
            <p>
              <Link to={`${here}/members`}>{t("detail.allMembers")}</Link>
            </p>
          </section>
          {manage ? <GroupDataSection groupId={group.id} /> : null}
        </div>
        <section className="card" aria-labelledby="info-heading">
          <h2 id="info-heading">{t("detail.information")}</h2>
          <dl>
            <dt className="meta">{t("detail.members")}</dt>
            <dd>{format.number(group.member_count)}</dd>
            <dt className="meta">{t("detail.created")}</dt>
            <dd>{longDate(group.created_at, i18n.language)}</dd>
            <dt className="meta">{t("detail.lastUpdated")}</dt>
            <dd>{longDate(group.updated_at, i18n.language)}</dd>
          </dl>
        </section>
      </div>

      {dialog === "delete" && canDelete(group) ? (
        <ConfirmDialog
          title={t("detail.deleteTitle")}
          message={t("detail.deleteMessage", { name: group.name })}
          confirmLabel={t("detail.deleteConfirm")}
          pendingLabel={t("detail.deleting")}
          cancelTo={here}
          hidden={{ intent: "delete" }}
        />
      ) : null}
      {dialog === "remove" && removing ? (
        <ConfirmDialog
          title={t("detail.removeTitle")}
          message={t("detail.removeMessage", { name: removing.user_name || t("unknownUser") })}
          confirmLabel={t("detail.remove")}
          pendingLabel={t("detail.removing")}
          cancelTo={here}
          hidden={{ intent: "remove", user_id: removing.user_id }}
        />
      ) : null}
      {dialog === "leave" ? (
        <ConfirmDialog
          title={t("detail.leaveTitle")}
          message={t("detail.leaveMessage")}
          confirmLabel={t("detail.leaveGroup")}
          pendingLabel={t("detail.leaving")}
          cancelTo={here}
          hidden={{ intent: "leave" }}
        />
      ) : null}
      {dialog === "add-member" && manage ? (
        <Modal title={t("detail.addMemberTitle")} closeTo={here} size="sm">
          <AddMemberForm groupId={group.id} q={q} search={search} error={answer?.error} cancelTo={here} />
        </Modal>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation(["groups", "common"]);
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string })?.message
    : t("common:errorPage.message");
  return (
    <StatePanel
      title={
        isRouteErrorResponse(error) && error.status === 404 ? t("detail.notFoundTitle") : t("common:errorPage.title")
      }
      message={message}
      tone="error"
      pageTitle
    >
      <button type="button" className="btn btn-primary" onClick={() => navigate(".", { replace: true })}>
        {t("detail.retry")}
      </button>
      <ButtonLink to="/groups" tone="secondary">
        {t("backToGroups")}
      </ButtonLink>
    </StatePanel>
  );
}
