import { Form } from "@remix-run/react";
import { ButtonLink } from "~/components/button-link";
import { DetailList } from "~/components/detail-list";
import { Field } from "~/components/field";
import { useFormat } from "~/i18n/format";

const PROFILE_FIELDS = [
  { name: "first_name", label: "First Name", type: "text" },
  { name: "last_name", label: "Last Name", type: "text" },
  { name: "username", label: "Username", type: "text" },
  { name: "email", label: "Email", type: "email" },
] as const;

/** The profile card: its details, or the form that edits them (`?edit=profile`). */
export function ProfileSection({
  profile,
  editing,
  fieldErrors,
  busy,
  errorFor,
}: {
  profile: { created_at: string } & Record<(typeof PROFILE_FIELDS)[number]["name"], string | null>;
  editing: boolean;
  fieldErrors: Record<string, string>;
  busy: (intent: string) => boolean;
  errorFor: (intent: string) => string | undefined;
}) {
  const format = useFormat();
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">
        Profile
        {editing ? null : (
          <ButtonLink to="?edit=profile" tone="secondary" small preventScrollReset>
            Edit Profile
          </ButtonLink>
        )}
      </h2>
      <p>
        <span className="subtitle">Account created: </span>
        {format.date(profile.created_at)}
      </p>
      {editing ? (
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="profile" />
          <div className="profile-grid">
            {PROFILE_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                id={`profile-${field.name}`}
                error={fieldErrors[field.name]}
                name={field.name}
                type={field.type}
                defaultValue={profile[field.name] ?? ""}
              />
            ))}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy("profile")}>
              {busy("profile") ? "Saving..." : "Save Changes"}
            </button>
            <ButtonLink to="/user" tone="secondary" preventScrollReset>
              Cancel
            </ButtonLink>
          </div>
          {errorFor("profile") ? <p className="form-error">{errorFor("profile")}</p> : null}
        </Form>
      ) : (
        <DetailList details={PROFILE_FIELDS.map((field) => [field.label, profile[field.name] || "Not provided"])} />
      )}
    </section>
  );
}
