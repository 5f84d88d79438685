import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { DEFAULT_LOCALE, directionOf, isLocale } from "@larder/shared/locales";
import { IconSprite } from "./components/icons";
import { NavBar } from "./components/nav-bar";
import { useRowLinkNavigation } from "./components/row-link";
import { useRowMenus } from "./components/row-menu";
import { useHydrationDone } from "./components/server-rendered";
import { ErrorPanel } from "./components/states";
import { Toasts } from "./components/toasts";
import { MESSAGES_VERSION } from "./i18n/catalog.server";
import { loadAreasOnNavigation } from "./i18n/client";
import { PageMessagesScript } from "./i18n/page-messages";
import styles from "./styles/app.css";
import { themeOf } from "./theme.server";
import { BAR_COLOUR, type Theme } from "./themes";

/**
 * Long pages' blocks below the first screen (a day of meals, a day of the planner on a phone, a
 * recipe card) are laid out and painted only when scrolled near (app.css): a week of meals is over
 * a thousand elements. False lays every block out at load.
 */
const OFFSCREEN_BLOCKS_SKIPPED = true;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installed, the app is a share target: a recipe page shared to Larder opens the import screen.
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The shell's own titles, in the page's language: the app's name, and the error pages'. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const titles = data?.titles;
  if (!titles) return [{ title: "Larder" }];
  if (!error) return [{ title: titles.app }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: status === 404 ? titles.notFound : status === 403 ? titles.forbidden : titles.error }];
};

/** Routes that set `handle.hideNav` (login, register, password reset) hide the navigation. */
export type RouteHandle = { hideNav?: boolean };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = context.session.user;
  const groups = user ? (context.session.data.groups ?? []) : [];
  const activeGroupId = context.session.data.active_group_id ?? groups.find((group) => group.is_personal)?.id;
  const { t } = context.i18n;
  return json({
    cspNonce: context.cspNonce,
    locale: context.locale,
    messagesVersion: MESSAGES_VERSION,
    titles: {
      app: t("appName"),
      notFound: t("pageTitle", { page: t("errorPage.notFoundTitle") }),
      forbidden: t("pageTitle", { page: t("errorPage.forbiddenTitle") }),
      error: t("pageTitle", { page: t("errorPage.title") }),
    },
    firstName: user?.first_name,
    units: user?.units ?? "as_written",
    groups,
    activeGroupId,
    toasts: context.session.takeToasts(),
    theme: themeOf(request),
  });
}

/**
 * The page's colour scheme as the server renders it: `data-theme` picks the stylesheet's light or
 * dark tokens before the first paint, and the browser's own parts (the canvas, scroll bars, form
 * controls, the phone's status bar) follow the same choice.
 */
function ThemeMeta({ theme }: { theme: Theme }) {
  if (theme !== "system") {
    return (
      <>
        <meta name="color-scheme" content={theme} />
        <meta name="theme-color" content={BAR_COLOUR[theme]} />
      </>
    );
  }
  return (
    <>
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={BAR_COLOUR.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BAR_COLOUR.dark} />
    </>
  );
}

type NavGroups = { groups: { id: number; name: string; is_personal: boolean }[]; activeGroupId?: number };

function Document({
  children,
  firstName,
  showNav,
  nav,
  nonce,
  messagesVersion,
  theme,
}: {
  children: ReactNode;
  firstName?: string;
  showNav: boolean;
  nav?: NavGroups;
  nonce?: string;
  messagesVersion?: string;
  theme: Theme;
}) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      data-theme={theme}
      className={OFFSCREEN_BLOCKS_SKIPPED ? "skip-offscreen" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        {/* The page reaches under a phone's rounded corners and home indicator; the bars pad for them. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <ThemeMeta theme={theme} />
        <Meta />
        <Links />
      </head>
      <body>
        <IconSprite />
        {showNav ? (
          <NavBar firstName={firstName} groups={nav?.groups ?? []} activeGroupId={nav?.activeGroupId} />
        ) : null}
        <main className="page">{children}</main>
        <PageMessagesScript version={messagesVersion} nonce={nonce} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { firstName, toasts, groups, activeGroupId, cspNonce, locale, messagesVersion, theme } =
    useLoaderData<typeof loader>();
  const hideNav = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideNav);
  const { i18n } = useTranslation();
  // A language chosen elsewhere (another device) reaches an open page with its next loader answer.
  useChangeLanguage(locale);
  useEffect(() => loadAreasOnNavigation(i18n), [i18n]);
  useRowLinkNavigation();
  useRowMenus();
  useHydrationDone();
  return (
    <Document
      firstName={firstName}
      showNav={!hideNav}
      nav={{ groups, activeGroupId }}
      nonce={cspNonce}
      messagesVersion={messagesVersion}
      theme={theme}
    >
      {/* Keyed by who is signed in: signing out drops the toasts still on screen from before. */}
      <Toasts key={firstName === undefined ? "signed-out" : "signed-in"} toasts={toasts} />
      <Outlet />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const { t } = useTranslation();
  let title = t("errorPage.title");
  let message = t("errorPage.message");
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = t("errorPage.notFoundTitle");
      message = t("errorPage.notFoundMessage");
    } else if (error.status === 403) {
      title = t("errorPage.forbiddenTitle");
      message = t("errorPage.forbiddenMessage");
    }
  } else {
    console.error(error);
  }
  return (
    <Document
      firstName={data?.firstName}
      showNav
      nav={data ? { groups: data.groups, activeGroupId: data.activeGroupId } : undefined}
      nonce={data?.cspNonce}
      messagesVersion={data?.messagesVersion}
      theme={data?.theme ?? "system"}
    >
      <ErrorPanel title={title} message={message} link={["/home", t("errorPage.goHome")]} />
    </Document>
  );
}
