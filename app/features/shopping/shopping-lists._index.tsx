import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { parseDayMonthYear } from "@larder/shared/dates";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { callGraphQL, ifRefused, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { ProgressBar } from "./components/progress-bar";
import { CreateListDialog, EditListDialog } from "./components/list-dialogs";
import { QuickView } from "./components/list-quick-view";
import { SyncDialog } from "./components/list-sync-dialog";
import { StatusBadge, StatusSwitch } from "./components/shopping";
import { Field } from "~/components/field";
import { FilterPanel } from "~/components/filter-panel";
import { StatePanel } from "~/components/states";
import {
  ShoppingListsPageQuery,
  ShoppingListsQuery,
  SyncPreviewQuery,
  type SyncPreview,
} from "~/graphql/shopping.server";
import type { ResultOf } from "~/graphql/tada.server";
import { toApiDay, weekOf } from "~/utils/date-ranges";
import { useFormat } from "~/i18n/format";
import { percentOf, useEuros } from "./lib/money";
import { rangeTitleIn } from "./lib/range-title";
import type { FormReply } from "~/utils/form.server";
import { dialogLinks, withParams } from "~/utils/url";
import { todayWall } from "~/features/meals/meals.server";
import { parseListRange, shoppingAction } from "./shopping.server";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/button-link";
import { EditIcon, EyeIcon } from "~/components/icons";
import { RowLink } from "~/components/row-link";
import { RowAction, RowMenu, RowMenuDelete } from "~/components/row-menu";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

const FILTERS = ["all", "pending", "active", "completed"] as const;
const DIALOG = {
  action: null,
  id: null,
  view: null,
  step: null,
  title: null,
  auto_title: null,
  start: null,
  end: null,
  tab: null,
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  const p = url.searchParams;
  const status = (FILTERS as readonly string[]).includes(p.get("status") ?? "") ? p.get("status")! : "all";
  const q = (p.get("q") ?? "").trim().toLowerCase();
  const focusId = Number(p.get("view") || (["edit", "delete"].includes(p.get("action") ?? "") ? p.get("id") : 0)) || 0;
  const focused = await ifRefused(
    callGraphQL(request, context, ShoppingListsPageQuery, { focus: focusId, withFocus: focusId > 0 }),
    () => null,
    ["NOT_FOUND"],
  );
  // Another group's (or a deleted) list in the URL: show the lists without the dialog.
  const data: ResultOf<typeof ShoppingListsPageQuery> = focused.ok
    ? focused.data
    : await callGraphQL(request, context, ShoppingListsQuery);

  // The sync modal's steps 2 and 3 read the meals and the merged ingredients of the range.
  let sync: { errors: Record<string, string>; preview: SyncPreview | null; updates: boolean } | null = null;
  if (p.get("action") === "sync") {
    const step = Number(p.get("step")) || 1;
    const typed = { start: (p.get("start") ?? "").trim(), end: (p.get("end") ?? "").trim() };
    const days = { start: toApiDay(typed.start), end: toApiDay(typed.end) };
    const input = {
      title: p.get("title") ?? "",
      // A day typed that is none (31/02/2026) stays as typed: the check names it.
      start_date: days.start ?? typed.start,
      end_date: days.end ?? typed.end,
    };
    // A title left as the dates gave it follows the dates chosen (without JavaScript too).
    const autoTitle = p.get("auto_title");
    const datesTitle =
      days.start && days.end
        ? rangeTitleIn(context.i18n.getFixedT(context.locale, "shopping"), days.start, days.end, context.locale)
        : null;
    if (autoTitle !== null && input.title === autoTitle && datesTitle && datesTitle !== autoTitle)
      throw redirect(withParams(url, { title: datesTitle, auto_title: datesTitle }));
    const parsed = parseListRange(context, input);
    const errors = step > 1 && !parsed.success ? parsed.fields : {};
    let preview: SyncPreview | null = null;
    if (step > 1 && parsed.success) {
      // In the sync modal, a failed fetch of meals or ingredients leaves an empty list.
      preview = await callGraphQL(request, context, SyncPreviewQuery, {
        start: parsed.data.start_date,
        end: parsed.data.end_date,
      }).catch(() => ({ meals: [], ingredients: [] }));
    }
    // Syncing a range again updates the group's synced list of those days: the lists above say whether there is one.
    const sameDay = (a: string | null, b: string) => a !== null && parseDayMonthYear(a) === parseDayMonthYear(b);
    const updates =
      parsed.success &&
      data.shoppingLists.some(
        (list) =>
          list.synced &&
          sameDay(list.start_date, parsed.data.start_date) &&
          sameDay(list.end_date, parsed.data.end_date),
      );
    sync = { errors, preview, updates };
  }

  const counts = Object.fromEntries(
    FILTERS.map((filter) => [
      filter,
      filter === "all" ? data.shoppingLists.length : data.shoppingLists.filter((list) => list.status === filter).length,
    ]),
  );
  const lists = data.shoppingLists.filter(
    (list) =>
      (status === "all" || list.status === status) &&
      (!q || list.title.toLowerCase().includes(q) || (list.description ?? "").toLowerCase().includes(q)),
  );
  const week = weekOf(todayWall(context));
  const { t } = context.i18n;
  return json({
    lists,
    counts,
    status,
    focus: data.focus ?? null,
    sync,
    week,
    timeZoneOffset: context.timeZoneOffset,
    title: t("pageTitle", { page: t("shopping:lists.title") }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const url = new URL(request.url);
  return shoppingAction(request, context, await request.formData(), withParams(url, { ...DIALOG }));
}

export default function ShoppingLists() {
  const { t } = useTranslation("shopping");
  const format = useFormat();
  const euros = useEuros();
  const { lists, counts, status, focus, sync, week, timeZoneOffset } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const { here, to, closed: listUrl } = dialogLinks("/shopping-lists", searchParams, DIALOG);
  const action = searchParams.get("action");
  const step = Number(searchParams.get("step")) || 1;
  const answer = (intent: string) => (actionData?.intent === intent ? actionData : null);
  const viewing = searchParams.get("view") !== null && focus;

  return (
    <>
      <PageHeader title={t("lists.title")} subtitle={t("lists.subtitle")}>
        <div className="form-actions">
          <ButtonLink to={to({ action: "create" })} tone="secondary" preventScrollReset>
            {t("lists.createEmpty")}
          </ButtonLink>
          <ButtonLink
            to={to({ action: "sync", step: 1, start: week.start, end: week.end })}
            tone="primary"
            preventScrollReset
          >
            {t("sync.title")}
          </ButtonLink>
        </div>
      </PageHeader>

      <FilterPanel
        label={t("lists.filter")}
        submit={{ label: t("search.label"), className: "btn-secondary" }}
        before={
          <div className="chips">
            {FILTERS.map((filter) => (
              <Link
                key={filter}
                to={to({ status: filter === "all" ? null : filter })}
                className={`chip${status === filter ? " active" : ""}`}
                aria-current={status === filter ? "page" : undefined}
              >
                {t("lists.filterChip", {
                  name: filter === "all" ? t("lists.all") : t(`status.${filter}`),
                  count: counts[filter],
                })}
              </Link>
            ))}
          </div>
        }
      >
        {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
        <Field
          label={t("search.label")}
          id="list-search"
          name="q"
          type="search"
          defaultValue={searchParams.get("q") ?? ""}
          placeholder={t("lists.searchPlaceholder")}
        />
      </FilterPanel>

      {lists.length === 0 ? (
        <StatePanel title={t("lists.emptyTitle")} message={t("lists.emptyMessage")}>
          <ButtonLink to={to({ action: "create" })} tone="secondary">
            {t("lists.createEmpty")}
          </ButtonLink>
        </StatePanel>
      ) : (
        <div className="card-grid list-cards">
          {lists.map((list) => {
            const percent = percentOf(list.bought_count, list.item_count);
            return (
              <article key={list.id} className="card list-card">
                <div className="list-card-head">
                  <h2>
                    <RowLink to={`/shopping-lists/${list.id}`} className="title-link" dir="auto">
                      {list.title}
                    </RowLink>
                  </h2>
                  <StatusBadge status={list.status} />
                  <RowMenu label={list.title}>
                    <RowLink to={to({ view: list.id })} preventScrollReset>
                      <EyeIcon size={16} />
                      {t("lists.quickView")}
                    </RowLink>
                    <RowMenuDelete to={to({ action: "delete", id: list.id })} label={t("actions.delete")} />
                  </RowMenu>
                </div>
                {list.description ? <p className="list-card-description">{list.description}</p> : null}
                <ProgressBar percent={percent} label={t("progress.of", { name: list.title })} />
                <p className="meta">
                  {[
                    t("counts.items", { count: list.item_count }),
                    t("counts.bought", { count: list.bought_count }),
                    t("lists.total", { total: euros(list.items_total) }),
                    t("lists.created", { date: format.date(list.created_at) }),
                    t("lists.updated", { date: format.date(list.updated_at) }),
                  ].join(" · ")}
                </p>
                <div className="list-card-foot">
                  <StatusSwitch id={list.id} status={list.status} />
                  <div className="card-actions">
                    <RowAction to={`/shopping-lists/${list.id}`} icon={null} preventScrollReset={false}>
                      {t("actions.view")}
                    </RowAction>
                    <RowAction to={to({ action: "edit", id: list.id })} icon={<EditIcon size={16} />}>
                      {t("actions.edit")}
                    </RowAction>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      )}

      {viewing ? <QuickView list={viewing} closeTo={listUrl} /> : null}

      {action === "create" ? (
        <CreateListDialog week={week} answer={answer("create")} closeTo={listUrl} here={here} />
      ) : null}

      {action === "sync" && sync ? (
        <SyncDialog
          step={step}
          params={{
            title: searchParams.get("title"),
            autoTitle: searchParams.get("auto_title"),
            start: searchParams.get("start"),
            end: searchParams.get("end"),
          }}
          week={week}
          sync={sync}
          timeZoneOffset={timeZoneOffset}
          answer={answer("sync")}
          closeTo={listUrl}
          stepTo={(next) => to({ step: next })}
          here={here}
        />
      ) : null}

      {action === "edit" && focus ? (
        <EditListDialog
          list={focus}
          closeTo={listUrl}
          tab={searchParams.get("tab") ?? "info"}
          tabTo={(tab) => to({ tab })}
          answer={actionData ?? null}
        />
      ) : null}

      {action === "delete" && focus ? (
        <ConfirmDialog
          title={t("lists.deleteTitle")}
          message={t("lists.deleteMessage", { title: focus.title })}
          cancelTo={listUrl}
          hidden={{ intent: "delete-list", id: focus.id }}
        />
      ) : null}
    </>
  );
}
