import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { CodeInput } from "~/components/code-input";
import { dispatchIntent, formReply } from "~/utils/form.server";
import {
  changePassword,
  chooseUnits,
  deleteAccount,
  disableTwoFactor,
  loadProfile,
  showCalendarAddress,
  startTwoFactorSetup,
  stopCalendarAddress,
  updateProfile,
  verifyTwoFactor,
  type UserReply,
} from "./user.server";
import { DangerZoneSection, ExportDataSection } from "./components/account-sections";
import { CalendarSection } from "./components/calendar-section";
import { UnitsSection } from "./components/units-section";
import { LanguageSection } from "./components/language-section";
import { ChangePasswordDialog, PasswordConfirmDialog } from "./components/password-dialogs";
import { ProfileSection } from "./components/profile-section";
import { SecuritySection } from "./components/security-section";
import { ThemeSection } from "./components/theme-section";
import { SetupDialog, VerifyTwoFactorDialog } from "./components/two-factor-dialogs";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  return json({
    profile: await loadProfile(request, context),
    title: t("pageTitle", { page: t("user:settings.pageTitle") }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      profile: () => updateProfile(request, context, form),
      password: () => changePassword(request, context, form),
      delete: () => deleteAccount(request, context, form),
      "2fa-enable": () => startTwoFactorSetup(request, context, form),
      "2fa-verify": () => verifyTwoFactor(request, context, form),
      "2fa-disable": () => disableTwoFactor(request, context, form),
      "backup-regenerate": () =>
        formReply(form, { status: 200 }, { notice: context.i18n.t("user:security.regenerationNotice") }),
      units: () => chooseUnits(request, context, form),
      calendar: () => showCalendarAddress(request, context, form),
      "calendar-off": () => stopCalendarAddress(request, context, form),
    },
    // The profile form shows a message no other form owns.
    "profile",
  );
}

export default function AccountSettings() {
  const { t } = useTranslation("user");
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as UserReply | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submittingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const busy = (intent: string) => submittingIntent === intent;
  const editing = searchParams.get("edit") === "profile";
  const dialog = searchParams.get("dialog");
  const errorFor = (intent: string) => (actionData?.intent === intent ? (actionData.error ?? undefined) : undefined);
  const fieldErrors = (actionData?.fields ?? {}) as Record<string, string>;
  const setup = actionData?.intent === "2fa-enable" ? actionData.setup : null;
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (actionData?.notice) setNotice(actionData.notice);
  }, [actionData]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div className="settings">
      <header>
        <h1>{t("settings.heading")}</h1>
        <p className="subtitle">{t("settings.subtitle")}</p>
      </header>

      <ProfileSection profile={profile} editing={editing} fieldErrors={fieldErrors} busy={busy} errorFor={errorFor} />

      <UnitsSection units={profile.units} error={errorFor("units")} busy={busy("units")} />

      <LanguageSection chosen={profile.locale} />
      <ThemeSection />

      <SecuritySection profile={profile} notice={notice} busy={busy} errorFor={errorFor} />

      <CalendarSection
        url={actionData?.calendarUrl}
        notice={actionData?.calendarNotice}
        error={errorFor("calendar") ?? errorFor("calendar-off")}
      />

      <ExportDataSection />

      <DangerZoneSection />

      {setup ? <SetupDialog setup={setup} /> : null}
      {dialog === "2fa-verify" ? (
        <VerifyTwoFactorDialog error={errorFor("2fa-verify")} busy={busy("2fa-verify")} />
      ) : null}
      {dialog === "2fa-disable" ? (
        <PasswordConfirmDialog
          title={t("twoFactor.disableTitle")}
          intent="2fa-disable"
          idPrefix="disable"
          error={errorFor("2fa-disable")}
          busy={busy("2fa-disable")}
          submit={[t("twoFactor.disableSubmit"), t("twoFactor.disabling")]}
          preventScrollReset
        >
          <CodeInput autoSubmit={false} />
        </PasswordConfirmDialog>
      ) : null}
      {dialog === "password" ? (
        <ChangePasswordDialog error={errorFor("password")} fields={fieldErrors} busy={busy("password")} />
      ) : null}
      {dialog === "delete" ? (
        <PasswordConfirmDialog
          title={t("delete.title")}
          intro={t("delete.intro")}
          intent="delete"
          idPrefix="delete"
          error={errorFor("delete")}
          busy={busy("delete")}
          submit={[t("delete.submit"), t("delete.pending")]}
        />
      ) : null}
    </div>
  );
}
