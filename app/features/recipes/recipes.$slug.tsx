import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadInItsGroup, requireUser } from "~/api.server";
import { ConfirmDialog } from "~/components/dialog";
import { RecipeEditDialog } from "./components/recipe-edit-dialog";
import { ErrorPanel } from "~/components/states";
import { categoryDisplayGroup, categoryDisplayName } from "./lib/recipe-categories";
import {
  deleteRecipeAction,
  loadRecipe,
  shareRecipeAction,
  updateRecipeAction,
  type EditResult,
  type ShareResult,
} from "./recipes.server";
import { ShareDialog } from "./components/share-dialog";
import { ButtonLink } from "~/components/button-link";
import { RecipeIngredients } from "./components/recipe-page/recipe-ingredients";
import { RecipeOverview } from "./components/recipe-page/recipe-overview";
import type { RecipePageRecipe } from "./components/recipe-page/types";
import type { RecipeDraft } from "./lib/recipe-draft";
import { typedRangeText } from "@larder/shared/amount";
import { EditIcon } from "~/components/icons";
import { RowMenu, RowMenuDelete } from "~/components/row-menu";
import styles from "./recipe-page.css";
import { pageTitle } from "~/utils/page-title";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** The edit dialog's starting values: the recipe as the forms hold it, its amounts as `language` writes them ("1,5"). */
const draftOf = (recipe: RecipePageRecipe, language: string): RecipeDraft => ({
  title: recipe.title,
  description: recipe.description,
  category: recipe.category?.name ?? "",
  servings: String(recipe.servings),
  prep_time: recipe.prep_time_minutes?.toString() ?? "",
  cook_time: recipe.cook_time_minutes?.toString() ?? "",
  total_time: recipe.total_time_minutes?.toString() ?? "",
  image: recipe.image ?? "",
  source_url: recipe.source_url ?? "",
  method: recipe.instructions.join("\n"),
  lines: recipe.ingredients.map((line) => ({
    name: line.name,
    quantity: typedRangeText(line.quantity, line.quantity_max, line.unit, language),
    unit: line.unit,
    note: line.note,
  })),
});

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireUser(request, context);
  const slug = params.slug ?? "";
  const { t } = context.i18n;
  const found = await loadInItsGroup(request, context, { recipe_slug: slug }, () => loadRecipe(request, context, slug));
  if (!found) {
    const title = t("pageTitle", { page: t("recipes:recipe.pageTitle") });
    return json({ recipe: null, categories: [], catalogue: [], servings: 0, title }, { status: 404 });
  }
  const asked = Number(new URL(request.url).searchParams.get("servings"));
  return json({
    recipe: found.recipeBySlug,
    servings: Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : found.recipeBySlug.servings,
    categories: found.getAllRecipeCategories.map((category) => category.name),
    catalogue: found.getAllIngredients.map((ingredient) => ingredient.name),
    title: t("pageTitle", { page: found.recipeBySlug.title }),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireUser(request, context);
  const found = await loadRecipe(request, context, params.slug ?? "");
  if (!found) throw json({ message: "Recipe not found" }, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete") return deleteRecipeAction(request, context, found.recipeBySlug.id, found.recipeBySlug.slug);
  if (intent === "share" || intent === "unshare")
    return shareRecipeAction(request, context, intent, found.recipeBySlug.id);
  return updateRecipeAction(request, context, form, found.recipeBySlug.id);
}

export default function RecipeDetail() {
  const { t, i18n } = useTranslation("recipes");
  const { recipe, categories, catalogue, servings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Partial<EditResult & ShareResult> | undefined;
  const [searchParams] = useSearchParams();
  if (!recipe) {
    return (
      <ErrorPanel
        title={t("recipe.notFound")}
        message={t("recipe.notFoundMessage")}
        link={["/recipes", t("recipe.back")]}
      />
    );
  }
  const tab = searchParams.get("tab") === "ingredients" ? "ingredients" : "overview";
  const action = searchParams.get("action");
  const here = `/recipes/${encodeURIComponent(recipe.slug)}`;
  const withTab = (extra: string) => `${here}?${tab === "ingredients" ? "tab=ingredients&" : ""}${extra}`;

  return (
    <article className={`card recipe-card recipe-page cat-${categoryDisplayGroup(recipe.category?.name)}`}>
      <p className="no-print">
        <Link to="/recipes">
          <span className="points" aria-hidden="true">
            ←
          </span>{" "}
          {t("recipe.back")}
        </Link>
      </p>
      <div className="page-header">
        <div>
          <p className="meta">{categoryDisplayName(t, recipe.category?.name)}</p>
          <h1 dir="auto">{recipe.title}</h1>
        </div>
        <div className="form-actions">
          <ButtonLink to={`${here}/cook?servings=${servings}`} tone="primary">
            {t("recipe.cook")}
          </ButtonLink>
          <ButtonLink to={withTab("action=share")} tone="secondary" preventScrollReset>
            {t("recipe.share")}
          </ButtonLink>
          <ButtonLink to={withTab("action=edit")} tone="secondary" preventScrollReset>
            <EditIcon />
            {t("recipe.edit")}
          </ButtonLink>
          <RowMenu label={recipe.title}>
            <RowMenuDelete to={withTab("action=delete")} />
          </RowMenu>
        </div>
      </div>
      <nav className="tabs" role="tablist">
        <Link to={here} role="tab" aria-selected={tab === "overview"} replace preventScrollReset>
          {t("recipe.overview")}
        </Link>
        <Link
          to={`${here}?tab=ingredients`}
          role="tab"
          aria-selected={tab === "ingredients"}
          replace
          preventScrollReset
        >
          {t("recipe.ingredients")}
        </Link>
      </nav>
      {/* Both panels are on the page: a narrow screen shows the chosen tab's, a wide one shows the
          ingredients beside the method (app.css, "Recipe page"), with or without JavaScript. */}
      <div className="recipe-panels">
        <RecipeIngredients recipe={recipe} servings={servings} chosen={tab === "ingredients"} />
        <RecipeOverview recipe={recipe} chosen={tab === "overview"} />
      </div>
      {action === "edit" ? (
        <RecipeEditDialog
          closeTo={withTab("").replace(/[?&]$/, "")}
          categories={categories}
          catalogue={catalogue}
          initial={draftOf(recipe, i18n.language)}
          result={actionData?.edit ?? null}
        />
      ) : null}
      {action === "share" ? (
        <ShareDialog
          title={recipe.title}
          closeTo={withTab("").replace(/[?&]$/, "")}
          result={actionData?.share ?? null}
        />
      ) : null}
      {action === "delete" ? (
        <ConfirmDialog
          title={t("recipe.deleteTitle")}
          message={t("recipe.deleteMessage", { title: recipe.title })}
          cancelTo={withTab("").replace(/[?&]$/, "")}
          hidden={{ intent: "delete" }}
        />
      ) : null}
    </article>
  );
}
