import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useActionData, useLoaderData, useNavigate, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canManage } from "./lib/group-permissions";
import { requireUser } from "~/api.server";
import { GroupForm } from "./components/group-form";
import { StatePanel } from "~/components/states";
import { loadGroup, updateGroupAction } from "./groups.server";
import { ButtonLink } from "~/components/button-link";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  const group = await loadGroup(request, context, params.id);
  if (!canManage(group)) throw json({ message: t("groups:toasts.noPermissionUpdate") }, { status: 403 });
  return json({ group, title: t("pageTitle", { page: t("groups:edit.title") }) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const group = await loadGroup(request, context, params.id);
  return updateGroupAction(request, context, group.id, await request.formData());
}

export default function EditGroup() {
  const { t } = useTranslation("groups");
  const { group } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        {t("backToGroup")}
      </ButtonLink>
      <h1>{t("edit.title")}</h1>
      <p className="subtitle">{t("edit.subtitle")}</p>
      <GroupForm
        initial={{
          name: answer?.values.name ?? group.name,
          description: answer?.values.description ?? group.description ?? "",
        }}
        cancelTo={`/groups/${group.id}`}
        submitLabel={t("edit.submit")}
        showPersonal={false}
        error={answer?.error ?? null}
        fields={answer?.fields ?? {}}
      />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("groups");
  const error = useRouteError();
  const navigate = useNavigate();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined;
  return (
    <StatePanel
      title={isRouteErrorResponse(error) && error.status === 404 ? t("detail.notFoundTitle") : t("edit.accessDenied")}
      message={message}
      tone="error"
      pageTitle
    >
      <button type="button" className="btn btn-primary" onClick={() => navigate(-1)}>
        {t("edit.goBack")}
      </button>
    </StatePanel>
  );
}
