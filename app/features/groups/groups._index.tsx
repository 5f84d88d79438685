import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { refreshGroups, requireUser } from "~/api.server";
import { canManage } from "./lib/group-permissions";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { Skeletons, StatePanel } from "~/components/states";
import { relativeAge } from "./lib/relative-age";
import { textParts } from "./lib/text-parts";
import { useFormat } from "~/i18n/format";
import { withParams } from "~/utils/url";
import { listGroups } from "./groups.server";
import { ButtonLink } from "~/components/button-link";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

const PAGE_SIZE = 20;
const PAGE_WINDOW = 5;
const SORTS = ["created_at", "name", "updated_at"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = requireUser(request, context);
  const url = new URL(request.url);
  const p = url.searchParams;
  // Personal groups show by default; the toggle sends personal_off=0 when switched off.
  const showPersonal = p.get("personal_off") !== "0";
  const sort = SORTS.find((known) => known === p.get("sort")) ?? "created_at";
  const query = new URLSearchParams({
    page: String(Math.max(1, Number(p.get("page")) || 1)),
    limit: String(PAGE_SIZE),
    search: (p.get("search") ?? "").slice(0, 100),
    sort_by: sort,
    sort_order: sort === "name" ? "asc" : "desc",
  });
  if (!showPersonal) query.set("is_personal", "false");
  const [answer] = await Promise.all([listGroups(request, context, query), refreshGroups(request, context)]);
  const { t } = context.i18n;
  return json({
    title: t("pageTitle", { page: t("groups:list.title") }),
    meId: me.id,
    result: answer.ok ? answer.data : null,
    error: answer.ok ? null : t("groups:list.failed"),
    filters: { search: p.get("search") ?? "", showPersonal, sort },
  });
}

/** The help's lines: the keys (their names are the same in every language) and what they do. */
const SHORTCUTS = [
  [["g"], "groups"],
  [["n"], "newGroup"],
  [["/"], "search"],
  [["?"], "help"],
  [["Esc"], "close"],
  [["Alt", "←", "→"], "backForward"],
] as const;
/** Between the keys of one line: "Alt + ← / →". */
const SHORTCUT_JOINS = [" + ", " / "];

/** The groups screen's keyboard shortcuts (inactive while typing): g, n, /, shift+?, Escape, alt+left, alt+right. */
function useGroupShortcuts(searchRef: React.RefObject<HTMLInputElement>, toggleHelp: (open?: boolean) => void) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable)) return;
      if (event.altKey && event.key === "ArrowLeft") return navigate(-1);
      if (event.altKey && event.key === "ArrowRight") return navigate(1);
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "g") navigate("/groups");
      else if (event.key === "n") navigate("/groups/new");
      else if (event.key === "/") {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (event.key === "?" && event.shiftKey) toggleHelp();
      else if (event.key === "Escape") toggleHelp(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, searchRef, toggleHelp]);
}

export default function Groups() {
  const { t, i18n } = useTranslation(["groups", "common"]);
  const format = useFormat();
  const { meId, result, error, filters } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submit = useSubmit();
  const searchRef = useRef<HTMLInputElement>(null);
  const [help, setHelp] = useState(false);
  const [search, setSearch] = useState(filters.search);
  useGroupShortcuts(searchRef, (open) => setHelp((current) => open ?? !current));
  const formRef = useRef<HTMLFormElement>(null);
  // The search waits for a 300 ms pause in typing.
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(
      () => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, filters.search, submit]);

  const loading = navigation.state === "loading" && navigation.location.pathname === "/groups";
  const here = `/groups?${searchParams}`;
  const filtered = Boolean(filters.search || !filters.showPersonal);

  return (
    <>
      <PageHeader
        title={t("list.title")}
        subtitle={<Trans t={t} i18nKey="list.subtitle" components={{ kbd: <span className="kbd" /> }} />}
      >
        <ButtonLink to="/groups/new" tone="primary">
          {t("list.create")}
        </ButtonLink>
      </PageHeader>
      <FilterPanel
        label={t("list.filters")}
        live
        submit={{ label: t("list.apply"), className: "btn-secondary" }}
        formRef={formRef}
        // The search applies after a pause in typing (above); other changes at once.
        onChange={(e) =>
          (e.target as HTMLElement).getAttribute("name") !== "search" && submit(e.currentTarget, { replace: true })
        }
      >
        <Field
          label={t("list.search")}
          id="group-search"
          inputRef={searchRef}
          name="search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t("list.searchPlaceholder")}
        />
        <Field
          label={t("list.sortBy")}
          id="group-sort"
          name="sort"
          defaultValue={filters.sort}
          options={SORTS.map((sort) => [sort, t(`list.sorts.${sort}`)] as const)}
        />
        <div className="field">
          <span className="label">{t("list.personalGroups")}</span>
          <label className="radio">
            <input
              type="checkbox"
              name="personal"
              value="1"
              defaultChecked={filters.showPersonal}
              onChange={(e) => {
                // An unchecked box sends nothing; say 0 so the choice survives.
                const hidden = e.currentTarget.form?.elements.namedItem("personal_off") as HTMLInputElement | null;
                if (hidden) hidden.disabled = e.currentTarget.checked;
              }}
            />
            {t("list.show")}
          </label>
          <input type="hidden" name="personal_off" value="0" disabled={filters.showPersonal} />
        </div>
      </FilterPanel>

      {error ? (
        <StatePanel title={t("common:errorPage.title")} message={error} tone="error">
          <ButtonLink to={here} tone="primary" replace>
            {t("list.tryAgain")}
          </ButtonLink>
        </StatePanel>
      ) : loading ? (
        <div className="card-grid">
          <Skeletons count={6} />
        </div>
      ) : !result || result.groups.length === 0 ? (
        filtered ? (
          <StatePanel title={t("list.noneFoundTitle")} message={t("list.noneFoundMessage")}>
            <ButtonLink to="/groups" tone="secondary">
              {t("list.clearFilters")}
            </ButtonLink>
          </StatePanel>
        ) : (
          <StatePanel title={t("list.welcomeTitle")} message={t("list.welcomeMessage")}>
            <ButtonLink to="/groups/new" tone="primary">
              {t("list.createFirst")}
            </ButtonLink>
          </StatePanel>
        )
      ) : (
        <>
          <p className="count-line">
            {textParts(t("list.showing", { count: result.total, skipInterpolation: true }), {
              shown: format.number(result.groups.length),
              count: format.number(result.total),
            })}
          </p>
          <div className="card-grid">
            {result.groups.map((group) => (
              <article key={group.id} className="card group-card">
                <div className="inline-fields">
                  <h2>{group.name}</h2>
                  {group.is_personal ? <span className="badge">{t("badge.personal")}</span> : null}
                  {group.owner_id === meId ? <span className="badge role-owner">{t("badge.owner")}</span> : null}
                </div>
                <p>{group.description || t("noDescription")}</p>
                <p className="meta">
                  {t("list.created", {
                    members: t("list.members", { count: group.member_count }),
                    age: relativeAge(group.created_at, undefined, i18n.language),
                  })}
                </p>
                <div className="card-actions">
                  <ButtonLink to={`/groups/${group.id}`} tone="secondary" small>
                    {t("list.viewDetails")}
                  </ButtonLink>
                  {canManage(group) ? (
                    <ButtonLink to={`/groups/${group.id}/edit`} tone="secondary" small>
                      {t("list.edit")}
                    </ButtonLink>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
          <Pager
            label={t("list.pages")}
            page={result.page - 1}
            pages={result.total_pages}
            window={PAGE_WINDOW}
            to={(page) => withParams(here, { page })}
          />
        </>
      )}
      {help ? (
        <div className="modal-backdrop" onClick={() => setHelp(false)}>
          <div className="modal modal-sm" role="dialog" aria-modal="true" aria-labelledby="shortcuts-title">
            <h2 id="shortcuts-title">{t("list.shortcuts.title")}</h2>
            <ul className="plain-list">
              {SHORTCUTS.map(([keys, what]) => (
                <li key={what}>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index ? SHORTCUT_JOINS[index - 1] : null}
                      <span className="kbd">{key}</span>
                    </span>
                  ))}{" "}
                  {t(`list.shortcuts.${what}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </>
  );
}
