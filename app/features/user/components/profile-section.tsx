import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { DetailList } from "~/components/detail-list";
import { Field } from "~/components/field";
import { useFormat } from "~/i18n/format";

const PROFILE_FIELDS = [
  { name: "first_name", label: "profile.firstName", type: "text" },
  { name: "last_name", label: "profile.lastName", type: "text" },
  { name: "username", label: "profile.username", type: "text" },
  { name: "email", label: "profile.email", type: "email" },
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
  const { t } = useTranslation("user");
  const format = useFormat();
  const saving = busy("profile");
  const error = errorFor("profile");
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">
        {t("profile.heading")}
        {editing ? null : (
          <ButtonLink to="?edit=profile" tone="secondary" small preventScrollReset>
            {t("profile.edit")}
          </ButtonLink>
        )}
      </h2>
      <p>
        <span className="subtitle">{t("profile.created")}</span>
        {format.date(profile.created_at)}
      </p>
      {editing ? (
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="profile" />
          <div className="profile-grid">
            {PROFILE_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={t(field.label)}
                id={`profile-${field.name}`}
                error={fieldErrors[field.name]}
                name={field.name}
                type={field.type}
                defaultValue={profile[field.name] ?? ""}
              />
            ))}
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? t("profile.pending") : t("profile.save")}
            </button>
            <ButtonLink to="/user" tone="secondary" preventScrollReset>
              {t("profile.cancel")}
            </ButtonLink>
          </div>
          {error ? <p className="form-error">{error}</p> : null}
        </Form>
      ) : (
        <DetailList
          details={PROFILE_FIELDS.map((field) => [t(field.label), profile[field.name] || t("profile.notProvided")])}
        />
      )}
    </section>
  );
}
