import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/button-link";
import { Field, FormError } from "~/components/field";

type UserResult = { id: number; name: string; email: string };

/** The search's wording, which differs between the Add Member dialog and the Add New Member page. */
const SEARCH_WORDING = {
  dialog: { label: "addMember.dialogSearch", placeholder: "addMember.dialogPlaceholder" },
  page: { label: "addMember.pageSearch", placeholder: "addMember.pagePlaceholder" },
} as const;

/**
 * Picking a person and a role, in the Add Member dialog and on its page: search from 2 characters
 * with a 300 ms pause, a clearable selection, Member or Admin. Without JavaScript the search is
 * a plain GET and the results are radio buttons.
 */
export function AddMemberForm({
  groupId,
  variant = "dialog",
  q: serverQuery,
  search,
  error: actionError,
  cancelTo,
}: {
  groupId: number;
  variant?: keyof typeof SEARCH_WORDING;
  /** The search sent without JavaScript, and what the loader found for it. */
  q: string;
  search: { users: UserResult[]; error: string | null } | null;
  /** The last submission's message. */
  error?: string | null;
  cancelTo: string;
}) {
  const { t } = useTranslation("groups");
  const serverResults = search?.users ?? null;
  const error = actionError ?? search?.error ?? null;
  const inDialog = variant === "dialog";
  const fetcher = useFetcher<{ users: UserResult[]; error: string | null }>();
  const navigation = useNavigation();
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-member";
  const [query, setQuery] = useState(serverQuery);
  const [selected, setSelected] = useState<UserResult | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!hydrated) return;
    if (query.trim().length < 2) return;
    const timer = setTimeout(
      () => fetcher.load(`/groups/${groupId}/user-search?q=${encodeURIComponent(query.trim())}`),
      300,
    );
    return () => clearTimeout(timer);
    // fetcher is stable enough for this purpose; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, groupId, hydrated]);

  const results = hydrated ? (query.trim().length < 2 ? [] : (fetcher.data?.users ?? [])) : (serverResults ?? []);
  const searched = hydrated
    ? query.trim().length >= 2 && fetcher.state === "idle" && fetcher.data !== undefined
    : serverResults !== null;

  return (
    <>
      <Form
        method="get"
        className="filter-row"
        replace
        preventScrollReset
        onSubmit={(e) => hydrated && e.preventDefault()}
      >
        <input type="hidden" name="dialog" value="add-member" />
        <Field
          label={t(SEARCH_WORDING[variant].label)}
          id="member-search"
          className="grow"
          name="q"
          type="search"
          autoComplete="off"
          placeholder={t(SEARCH_WORDING[variant].placeholder)}
          aria-describedby="member-search-hint"
          hint={
            // People who share no group with the searcher are found only by their exact address (the API's rule).
            <p className="subtitle" id="member-search-hint">
              {t("addMember.strangers")}
            </p>
          }
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <noscript>
          <button type="submit" className="btn btn-secondary">
            {t("addMember.search")}
          </button>
        </noscript>
      </Form>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="add-member" />
        {selected ? (
          <div className="selected-user">
            <input type="hidden" name="user_id" value={selected.id} />
            <span>
              <strong>{selected.name}</strong> <span className="meta">{selected.email}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setSelected(null)}
              aria-label={t("addMember.clearSelected")}
            >
              ×
            </button>
          </div>
        ) : (
          <div className="user-results" role="listbox" aria-label={t("addMember.users")}>
            {fetcher.data?.error ? <p className="form-error">{fetcher.data.error}</p> : null}
            {searched && results.length === 0 ? (
              <p className="subtitle">{t("addMember.noneFound", { query: query.trim() })}</p>
            ) : null}
            {results.map((user) =>
              hydrated ? (
                <button
                  key={user.id}
                  type="button"
                  role="option"
                  aria-selected="false"
                  className="user-result"
                  onClick={() => setSelected(user)}
                >
                  <strong>{user.name}</strong> <span className="meta">{user.email}</span>
                </button>
              ) : (
                <label key={user.id} className="radio user-result">
                  <input type="radio" name="user_id" value={user.id} /> <strong>{user.name}</strong>{" "}
                  <span className="meta">{user.email}</span>
                </label>
              ),
            )}
          </div>
        )}
        <Field
          label={t("addMember.role")}
          id="member-role"
          name="role"
          defaultValue="member"
          options={[
            ["member", t("roleChoices.member")],
            ["admin", t("roleChoices.admin")],
          ]}
        />
        <FormError error={error} />
        <div className="modal-actions">
          {/* Closing the dialog stays on the group's page, where it was. */}
          <ButtonLink to={cancelTo} tone="secondary" replace={inDialog} preventScrollReset={inDialog}>
            {t("cancel")}
          </ButtonLink>
          <button type="submit" className="btn btn-primary" disabled={adding || (hydrated && !selected)}>
            {adding ? t("addMember.adding") : t("addMember.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
