import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE } from "@larder/shared/locales";
import { ifRefused, requireUser } from "~/api.server";
import { FormError } from "~/components/field";
import { PageHeader } from "~/components/page-header";
import { StatePanel } from "~/components/states";
import { SubmitButton } from "~/components/submit-button";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { useDayNames } from "./lib/day-names";
import { weekUrl } from "./components/plan/urls";
import { ProposalList } from "./components/plan-week/proposal-list";
import { useReasonWords } from "./components/plan-week/reason-words";
import { WeekRulesForm } from "./components/plan-week/week-rules-form";
import { todayWall } from "./meals.server";
import { fixDayAction, keepAllAction, loadPlanWeek, saveRulesAction, weekStateOf } from "./plan-week.server";
import styles from "./plan-week.css";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const nowWall = todayWall(context);
  const state = weekStateOf(new URL(request.url), nowWall);
  const { t } = context.i18n;
  const title = t("pageTitle", { page: t("meals:titles.planWeek") });
  const loaded = await ifRefused(loadPlanWeek(request, context, state, nowWall), (refusal) =>
    apiErrorText(context.i18n, refusal),
  );
  if (!loaded.ok) return json({ title, state, loadError: loaded.answer, page: null });
  const { days, type, data } = loaded.data;
  return json({
    title,
    state: { ...state, typeId: type?.id ?? null },
    loadError: null,
    page: {
      days,
      type,
      mealTypes: data.mealTypes,
      rules: data.weekPlanRules,
      categories: data.categories,
      proposals: (data.suggestWeek ?? []).map((suggestion) => ({
        day: suggestion.date.split("/").reverse().join("-"),
        recipe: suggestion.recipe,
        reasons: suggestion.reason_details,
      })),
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const state = weekStateOf(new URL(request.url), todayWall(context));
  const form = await request.formData();
  return dispatchIntent(form, {
    keep: () => keepAllAction(request, context, form, state),
    rules: () => saveRulesAction(request, context, form, state),
    "fix-day": () => fixDayAction(request, context, form, state),
  });
}

export default function PlanWeek() {
  const { state, loadError, page } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  const { t, i18n } = useTranslation("meals");
  const names = useDayNames();
  const reasonWords = useReasonWords();
  const navigation = useNavigation();
  const keeping = navigation.state === "submitting" && navigation.formData?.get("intent") === "keep";
  const first = page?.days[0];
  const last = page?.days[6];
  const typeName = page?.type?.name ?? t("week.allMeals");
  // Inside an English sentence the type is lower case ("a dinner"); German nouns keep their capital.
  const typeInSentence = i18n.language === DEFAULT_LOCALE ? typeName.toLowerCase() : typeName;
  return (
    <div className="plan-week-page">
      <PageHeader
        title={t("week.title")}
        subtitle={
          first && last
            ? t("week.subtitle", { type: typeName, first: names.long(first.iso), last: names.long(last.iso) })
            : t("week.subtitleEmpty")
        }
      >
        <Link to={weekUrl(state.week)} className="btn btn-secondary">
          {t("week.back")}
        </Link>
      </PageHeader>
      {loadError || !page ? (
        <StatePanel title={t("week.loadError")} message={loadError ?? ""} tone="error" />
      ) : !page.type ? (
        <StatePanel title={t("week.noTypesTitle")} message={t("week.noTypesMessage")} />
      ) : (
        <>
          <Form method="get" className="card plan-week-options" aria-label={t("week.whatToPlan")}>
            <input type="hidden" name="week" value={state.week} />
            <input type="hidden" name="days" value="1" />
            <div className="field">
              <label htmlFor="plan-week-type">{t("week.meal")}</label>
              <select id="plan-week-type" name="type" defaultValue={page.type.id}>
                {page.mealTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="plan-week-days">
              <legend>{t("week.days")}</legend>
              {page.days.map((day) => (
                <label key={day.iso} className="check-chip">
                  <input type="checkbox" name="day" value={day.iso} defaultChecked={state.days.includes(day.iso)} />
                  <span>{names.short(day.iso)}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-secondary">
              {t("week.propose")}
            </button>
          </Form>

          <section className="plan-week-proposal" aria-labelledby="plan-week-proposal-title">
            <h2 id="plan-week-proposal-title">{t("week.proposals")}</h2>
            {state.days.length === 0 ? (
              <p className="plan-week-empty">{t("week.chooseDay")}</p>
            ) : page.proposals.length === 0 ? (
              <p className="plan-week-empty">{t("week.allPlanned", { type: typeInSentence })}</p>
            ) : !page.proposals.some((proposal) => proposal.recipe) ? (
              <StatePanel
                title={t("week.noFitTitle")}
                message={t("week.noFitMessage", {
                  reason: page.proposals[0]!.reasons[0] ? reasonWords(page.proposals[0]!.reasons[0]) : "",
                })}
              />
            ) : (
              <>
                <ProposalList state={state} days={page.days} proposals={page.proposals} />
                <FormError error={reply?.intent === "keep" ? reply.error : null} />
                <Form method="post" className="form-actions plan-week-keep">
                  <input type="hidden" name="intent" value="keep" />
                  <input type="hidden" name="type_id" value={page.type.id} />
                  <input type="hidden" name="time" value={page.type.default_time ?? ""} />
                  {page.proposals.map((proposal) =>
                    proposal.recipe ? (
                      <input
                        key={proposal.day}
                        type="hidden"
                        name="meal"
                        value={`${proposal.day}:${proposal.recipe.id}`}
                      />
                    ) : null,
                  )}
                  {page.proposals.some((proposal) => proposal.recipe) ? (
                    <SubmitButton busy={keeping} label={t("week.keepAll")} pending={t("week.planning")} />
                  ) : null}
                </Form>
              </>
            )}
          </section>

          <WeekRulesForm
            rules={page.rules}
            categories={page.categories}
            error={reply?.intent === "rules" || reply?.intent === "fix-day" ? reply.error : null}
            open={page.proposals.length > 0 && !page.proposals.some((proposal) => proposal.recipe)}
          />
        </>
      )}
    </div>
  );
}
