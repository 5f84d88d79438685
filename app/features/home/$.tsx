import { json } from "@remix-run/cloudflare";
import { useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorPanel } from "~/components/states";

/** Any path no route claims: a real 404 with the 'Page not found' screen. */
export const loader = () => {
  throw json(null, { status: 404 });
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  useRouteError();
  const { t } = useTranslation();
  return (
    <ErrorPanel
      title={t("errorPage.notFoundTitle")}
      message={t("errorPage.notFoundMessage")}
      link={["/home", t("errorPage.goHome")]}
    />
  );
}
