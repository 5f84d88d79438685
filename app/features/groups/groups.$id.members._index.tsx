import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { shortDate } from "./lib/relative-age";
import { groupDetailAction, loadGroup } from "./groups.server";
import { TableHead } from "~/components/table-head";
import { ButtonLink } from "~/components/button-link";
import { TrashIcon } from "~/components/icons";
import { RowMenu } from "~/components/row-menu";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = requireUser(request, context);
  const { t } = context.i18n;
  return json({
    group: await loadGroup(request, context, params.id),
    meId: me.id,
    title: t("pageTitle", { page: t("groups:members.title") }),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return groupDetailAction(request, context, group, await request.formData(), `/groups/${group.id}/members`);
}

export default function GroupMembers() {
  const { t, i18n } = useTranslation("groups");
  const { group } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const manage = canManage(group);
  return (
    <>
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        {t("backToGroup")}
      </ButtonLink>
      <div className="page-header">
        <h1>{t("members.title")}</h1>
        {manage && !group.is_personal ? (
          <ButtonLink to={`/groups/${group.id}/members/add`} tone="primary">
            {t("members.addMember")}
          </ButtonLink>
        ) : null}
      </div>
      {group.members.length === 0 ? (
        <div className="state-panel">
          <p>{t("members.none")}</p>
          {manage ? (
            <ButtonLink to={`/groups/${group.id}/members/add`} tone="primary">
              {t("members.addFirst")}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <table className="data member-table">
          <TableHead
            columns={[
              t("members.columns.name"),
              t("members.columns.email"),
              t("members.columns.role"),
              t("members.columns.joined"),
              manage ? t("members.columns.actions") : null,
            ]}
          />
          <tbody>
            {group.members.map((member) => (
              <tr key={member.user_id}>
                <td className="member-name">{member.user_name || t("unknownUser")}</td>
                <td className="member-email">{member.user_email}</td>
                <td className="member-role">
                  <span className={`badge role-${member.role}`}>{t(`roles.${member.role}`)}</span>
                </td>
                <td className="member-joined">
                  {/* Shown on a phone, where the cards have no header row. */}
                  <span className="member-label">{t("members.joined")}</span>
                  {shortDate(member.joined_at, i18n.language)}
                </td>
                {manage ? (
                  <td className="member-actions">
                    {member.role === "owner" ? (
                      "-"
                    ) : (
                      <RowMenu label={member.user_name || t("unknownUser")}>
                        <form
                          method="post"
                          onSubmit={(event) => {
                            // Removing a member asks first, with the browser's own confirm.
                            event.preventDefault();
                            const name = member.user_name || t("unknownUser");
                            if (window.confirm(t("members.confirmRemove", { name }))) {
                              submit(event.currentTarget, { method: "post" });
                            }
                          }}
                        >
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="user_id" value={member.user_id} />
                          <button type="submit" className="row-menu-danger">
                            <TrashIcon size={16} />
                            {t("members.remove")}
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
