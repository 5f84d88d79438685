import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/submit-button";

/** The group page's data card (owners and admins): the whole group out as a file, and a file in. */
export function GroupDataSection({ groupId }: { groupId: number }) {
  const { t } = useTranslation("groups");
  return (
    <section className="card group-data" aria-labelledby="data-heading">
      <h2 id="data-heading">{t("data.heading")}</h2>
      <p>{t("data.intro")}</p>
      <p>
        <a href={`/groups/${groupId}/export`} className="btn btn-secondary" download>
          {t("data.export")}
        </a>
      </p>
      <GroupImportForm groupId={groupId} />
    </section>
  );
}

/** Sends a Larder export file to the group's import; what the group has already is kept. */
export function GroupImportForm({ groupId, error }: { groupId: number; error?: string }) {
  const { t } = useTranslation("groups");
  const navigation = useNavigation();
  const action = `/groups/${groupId}/import`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} encType="multipart/form-data">
      <div className="field">
        <label htmlFor="import-file">{t("data.importFile")}</label>
        <input
          id="import-file"
          name="file"
          type="file"
          accept=".zip,.paprikarecipes,.paprikarecipe,.json,.jsonld,application/zip,application/json"
          required
          aria-describedby={error ? "import-help import-error" : "import-help"}
          aria-invalid={error ? true : undefined}
        />
        <p id="import-help" className="meta">
          {t("data.importHelp")}
        </p>
        {error ? (
          <p id="import-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={busy} label={t("data.import")} pending={t("data.importing")} />
    </Form>
  );
}
