import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { groupRoutes } from "@larder/api/routes/groups";
import { callApiAsUser, readAnswer, readApiError, requireUser } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { ButtonLink } from "~/components/button-link";
import { GroupImportForm } from "./components/group-data";
import { ImportSummaryView } from "./components/import-summary";
import { loadGroup } from "./groups.server";
import { canManage } from "./lib/group-permissions";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

async function manageableGroup(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  requireUser(request, context);
  const group = await loadGroup(request, context, id);
  if (!canManage(group)) throw json({ message: context.i18n.t("groups:toasts.onlyManagersImport") }, { status: 403 });
  return group;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const group = await manageableGroup(request, context, params.id);
  const { t } = context.i18n;
  return json({
    group,
    activeGroupId: context.session.data.active_group_id ?? null,
    title: t("pageTitle", { page: t("groups:import.title", { name: group.name }) }),
  });
}

/** Sends the chosen file to the API's import and shows what came in, or why nothing did. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const group = await manageableGroup(request, context, params.id);
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0)
    return json({ summary: null, error: context.i18n.t("groups:import.noFile") }, { status: 422 });
  const response = await callApiAsUser(request, context, `/v1/groups/${group.id}/import`, { method: "POST", file });
  if (!response.ok) {
    const refusal = await readApiError(response);
    const { status } = refusal;
    return json(
      { summary: null, error: apiErrorText(context.i18n, refusal) },
      { status: status >= 400 && status < 500 ? status : 503 },
    );
  }
  const summary = await readAnswer<typeof groupRoutes, "/:id/import", "$post">(response);
  return json({ summary, error: null });
}

export default function GroupImport() {
  const { t } = useTranslation("groups");
  const { group, activeGroupId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const active = activeGroupId === group.id || (activeGroupId === null && group.is_personal);
  return (
    <>
      <ButtonLink to={`/groups/${group.id}`} tone="ghost" small>
        {t("import.back", { name: group.name })}
      </ButtonLink>
      <div className="page-header">
        <h1>{t("import.title", { name: group.name })}</h1>
      </div>
      {answer?.summary ? <ImportSummaryView summary={answer.summary} recipeLinks={active} /> : null}
      <section className="card" aria-labelledby="import-heading">
        <h2 id="import-heading">{answer?.summary ? t("import.another") : t("import.choose")}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="import.intro"
            values={{ name: group.name }}
            components={{ strong: <strong />, linked: <Link to={`/groups/${group.id}`} /> }}
          />
        </p>
        <GroupImportForm groupId={group.id} error={answer?.error ?? undefined} />
      </section>
    </>
  );
}
