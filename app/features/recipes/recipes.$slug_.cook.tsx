import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadInItsGroup, requireUser } from "~/api.server";
import { ErrorPanel } from "~/components/states";
import { useKeptForOffline } from "~/offline/service-worker";
import { dispatchIntent, type FormReply } from "~/utils/form.server";
import { markCookedAction } from "../meals/meal-cooking.server";
import { CookMode } from "./components/cook-mode/cook-mode";
import { loadCookMode, logCookedAction } from "./cook-mode.server";
import styles from "./cook-mode.css";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const slug = params.slug ?? "";
  const page = await loadInItsGroup(request, context, { recipe_slug: slug }, () =>
    loadCookMode(request, context, slug),
  );
  const { t } = context.i18n;
  if (!page) throw json({ message: t("recipes:recipe.notFound") }, { status: 404 });
  return json({ ...page, title: t("pageTitle", { page: t("recipes:cook.pageTitle", { title: page.recipe.title }) }) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  return dispatchIntent(form, {
    cooked: async () => {
      if (form.has("meal_id")) {
        return markCookedAction(request, context, form, `/meals/${Number(form.get("meal_id"))}`);
      }
      const page = await loadCookMode(request, context, params.slug ?? "");
      if (!page) throw json({ message: context.i18n.t("recipes:recipe.notFound") }, { status: 404 });
      return logCookedAction(request, context, form, page.recipe);
    },
  });
}

export default function CookModeRoute() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const { pathname, search } = useLocation();
  // Opened once, cook mode opens again with no network (the service worker keeps it and its data).
  useKeptForOffline(`${pathname}${search}`, "features/recipes/recipes.$slug_.cook");
  return <CookMode page={page} reply={reply} />;
}

export function ErrorBoundary() {
  const { t } = useTranslation("recipes");
  return (
    <ErrorPanel
      title={t("recipe.notFound")}
      message={t("recipe.notFoundMessage")}
      link={["/recipes", t("recipe.back")]}
    />
  );
}
