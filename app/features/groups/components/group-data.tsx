import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";

/** The group page's data card (owners and admins): the whole group out as a file, and a file in. */
export function GroupDataSection({ groupId }: { groupId: number }) {
  return (
    <section className="card group-data" aria-labelledby="data-heading">
      <h2 id="data-heading">Your group&apos;s data</h2>
      <p>
        Download everything this group keeps (recipes with their photos, the catalogue, meals, lists, the pantry and
        stores) as one .zip file, to keep or to bring into another group.
      </p>
      <p>
        <a href={`/groups/${groupId}/export`} className="btn btn-secondary" download>
          Export everything
        </a>
      </p>
      <GroupImportForm groupId={groupId} />
    </section>
  );
}

/** Sends a Larder export file to the group's import; what the group has already is kept. */
export function GroupImportForm({ groupId, error }: { groupId: number; error?: string }) {
  const navigation = useNavigation();
  const action = `/groups/${groupId}/import`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} encType="multipart/form-data">
      <div className="field">
        <label htmlFor="import-file">Import a file</label>
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
          A Larder export, or your recipes from Mealie, Paprika, Tandoor, Nextcloud Cookbook or schema.org JSON-LD
          files. Nothing the group has is doubled: recipes it has already are offered instead.
        </p>
        {error ? (
          <p id="import-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={busy} label="Import" pending="Importing..." />
    </Form>
  );
}
