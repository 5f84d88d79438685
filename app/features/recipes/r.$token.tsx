import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { sharedRecipeRoutes } from "@larder/api/routes/shared-recipes";
import { isWebAddress } from "@larder/shared/web-address";
import { useTranslation } from "react-i18next";
import { callApi, callApiAsUser, readAnswer, readApiError, requireUser } from "~/api.server";
import { apiErrorText } from "~/i18n/api-errors.server";
import { DetailList } from "~/components/detail-list";
import { RecipePhoto } from "~/components/recipe-photo";
import { ErrorPanel } from "~/components/states";
import { SubmitButton } from "~/components/submit-button";
import { RecipeLineList, RecipeMethod } from "./components/recipe-lines";
import { formatMinutes } from "./lib/recipe-draft";
import { categoryDisplayName } from "./lib/recipe-categories";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageTitle(args),
  // A shared address is for the people it was given to, not for search engines.
  { name: "robots", content: "noindex" },
];

const TOKEN = /^[\w.-]{1,80}$/;

/** A recipe someone shared: anyone with the address reads it, no account needed. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const signedIn = Boolean(context.session.data.user);
  const here = new URL(request.url).pathname;
  const { t } = context.i18n;
  const response = TOKEN.test(token) ? await callApi(context.env, `/v1/shared-recipes/${token}`) : null;
  if (!response?.ok) {
    const title = t("pageTitle", { page: t("recipes:shared.pageTitle") });
    return json({ recipe: null, signedIn, here, title }, { status: 404 });
  }
  const { recipe } = await readAnswer<typeof sharedRecipeRoutes, "/:token", "$get">(response);
  return json({ recipe, signedIn, here, title: t("pageTitle", { page: recipe.title }) });
}

/** "Add to my Larder": a copy in the person's active group, then its own page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const token = params.token ?? "";
  const response = await callApiAsUser(request, context, `/v1/shared-recipes/${token}/copy`, {
    method: "POST",
    groupId: context.session.data.active_group_id,
  });
  const { t } = context.i18n;
  if (!response.ok) {
    context.session.toast(
      "error",
      apiErrorText(context.i18n, await readApiError(response)),
      t("recipes:shared.notAdded"),
    );
    return redirect(`/r/${token}`);
  }
  const { slug, title } = await readAnswer<typeof sharedRecipeRoutes, "/:token/copy", "$post">(response);
  context.session.toast("success", t("recipes:shared.added", { title }));
  return redirect(`/recipes/${encodeURIComponent(slug)}`);
}

export default function SharedRecipePage() {
  const { t } = useTranslation("recipes");
  const { recipe, signedIn, here } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (!recipe)
    return (
      <ErrorPanel
        title={t("shared.notFound")}
        message={t("shared.notFoundMessage")}
        link={signedIn ? ["/recipes", t("shared.back")] : ["/login", t("shared.signIn")]}
      />
    );
  const facts = [
    [t("shared.serves"), String(recipe.servings)],
    [t("shared.prep"), recipe.prep_time_minutes ? formatMinutes(t, recipe.prep_time_minutes) : null],
    [t("shared.cook"), recipe.cook_time_minutes ? formatMinutes(t, recipe.cook_time_minutes) : null],
    [t("shared.total"), recipe.total_time_minutes ? formatMinutes(t, recipe.total_time_minutes) : null],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  return (
    <article className="card recipe-card shared-recipe" style={{ maxWidth: 860 }}>
      <div className="page-header">
        <div>
          {recipe.category ? <p className="meta">{categoryDisplayName(t, recipe.category)}</p> : null}
          <h1>{recipe.title}</h1>
          <p className="meta">{t("shared.from")}</p>
        </div>
        <div className="form-actions no-print">
          {signedIn ? (
            <Form method="post">
              <SubmitButton
                busy={navigation.state === "submitting"}
                label={t("shared.add")}
                pending={t("shared.adding")}
              />
            </Form>
          ) : (
            <Link className="btn btn-primary" to={`/login?redirect=${encodeURIComponent(here)}`}>
              {t("shared.signInToAdd")}
            </Link>
          )}
        </div>
      </div>
      <RecipePhoto className="recipe-photo" image={recipe.image} alt={recipe.title} priority />
      {recipe.description ? <p dir="auto">{recipe.description}</p> : null}
      <DetailList details={facts} />
      <h2>{t("shared.ingredients")}</h2>
      <RecipeLineList lines={recipe.ingredients} />
      <RecipeMethod steps={recipe.instructions} />
      {/* Only a link that passes Larder's rule becomes one, whatever a row holds. */}
      {isWebAddress(recipe.source_url) ? (
        <p className="meta">
          {t("shared.source")}{" "}
          <a href={recipe.source_url} rel="noopener noreferrer nofollow">
            {recipe.source_url}
          </a>
        </p>
      ) : null}
    </article>
  );
}
