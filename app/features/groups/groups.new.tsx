import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { GroupForm } from "./components/group-form";
import { createGroupAction } from "./groups.server";
import { ButtonLink } from "~/components/button-link";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  return json({ title: t("pageTitle", { page: t("groups:new.title") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return createGroupAction(request, context, await request.formData());
}

export default function NewGroup() {
  const { t } = useTranslation("groups");
  const answer = useActionData<typeof action>();
  return (
    <>
      <ButtonLink to="/groups" tone="ghost" small>
        {t("backToGroups")}
      </ButtonLink>
      <h1>{t("new.title")}</h1>
      <p className="subtitle">{t("new.subtitle")}</p>
      <GroupForm
        initial={{ name: answer?.values.name ?? "", description: answer?.values.description ?? "" }}
        cancelTo="/groups"
        submitLabel={t("new.submit")}
        showPersonal
        error={answer?.error ?? null}
        fields={answer?.fields ?? {}}
      />
    </>
  );
}
