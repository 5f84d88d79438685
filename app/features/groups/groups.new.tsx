import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { requireUser } from "~/api.server";
import { GroupForm } from "./components/group-form";
import { createGroupAction } from "./groups.server";
import { ButtonLink } from "~/components/button-link";

export const meta: MetaFunction = () => [{ title: "Create New Group · Larder" }];

export function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return createGroupAction(request, context, await request.formData());
}

export default function NewGroup() {
  const answer = useActionData<typeof action>();
  return (
    <>
      <ButtonLink to="/groups" tone="ghost" small>
        Back to Groups
      </ButtonLink>
      <h1>Create New Group</h1>
      <p className="subtitle">Set up a new group to organize meals with others</p>
      <GroupForm
        initial={{ name: answer?.values.name ?? "", description: answer?.values.description ?? "" }}
        cancelTo="/groups"
        submitLabel="Create Group"
        showPersonal
        error={answer?.error ?? null}
        fields={answer?.fields ?? {}}
      />
    </>
  );
}
