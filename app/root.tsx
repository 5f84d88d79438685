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
import type { ReactNode } from "react";
import { IconSprite } from "./components/icons";
import { NavBar } from "./components/nav-bar";
import { useRowLinkNavigation } from "./components/row-link";
import { useRowMenus } from "./components/row-menu";
import { useHydrationDone } from "./components/server-rendered";
import { ErrorPanel } from "./components/states";
import { Toasts } from "./components/toasts";
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

export const meta: MetaFunction = () => [{ title: "Larder" }];

/** Routes that set `handle.hideNav` (login, register, password reset) hide the navigation. */
export type RouteHandle = { hideNav?: boolean };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = context.session.user;
  const groups = user ? (context.session.data.groups ?? []) : [];
  const activeGroupId = context.session.data.active_group_id ?? groups.find((group) => group.is_personal)?.id;
  return json({
    cspNonce: context.cspNonce,
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
  theme,
}: {
  children: ReactNode;
  firstName?: string;
  showNav: boolean;
  nav?: NavGroups;
  nonce?: string;
  theme: Theme;
}) {
  return (
    <html lang="en" data-theme={theme} className={OFFSCREEN_BLOCKS_SKIPPED ? "skip-offscreen" : undefined}>
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { firstName, toasts, groups, activeGroupId, cspNonce, theme } = useLoaderData<typeof loader>();
  const hideNav = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideNav);
  useRowLinkNavigation();
  useRowMenus();
  useHydrationDone();
  return (
    <Document firstName={firstName} showNav={!hideNav} nav={{ groups, activeGroupId }} nonce={cspNonce} theme={theme}>
      {/* Keyed by who is signed in: signing out drops the toasts still on screen from before. */}
      <Toasts key={firstName === undefined ? "signed-out" : "signed-in"} toasts={toasts} />
      <Outlet />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "Page not found";
      message = "The page you are looking for does not exist.";
    } else if (error.status === 403) {
      title = "Access denied";
      message = "You do not have permission to see this page.";
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
      theme={data?.theme ?? "system"}
    >
      <ErrorPanel title={title} message={message} link={["/home", "Go to Home"]} />
    </Document>
  );
}
