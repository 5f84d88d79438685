import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { isWebAddress } from "@larder/shared/web-address";
import { DetailList } from "~/components/detail-list";
import { RecipePhoto } from "~/components/recipe-photo";
import { useFormat } from "~/i18n/format";
import { categoryDisplayName } from "../../lib/recipe-categories";
import { formatMinutes } from "../../lib/recipe-draft";
import type { RecipePageRecipe } from "./types";
import { RecipeLineList, RecipeMethod } from "../recipe-lines";
import { RecipeNutrition } from "./recipe-nutrition";

/** The host of a source link, for "From example.org". */
function siteOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The Overview tab: photo, description, times, the method, and where the recipe came from.
 * `chosen`: the tab a narrow screen shows (a wide one shows both panels).
 */
export function RecipeOverview({ recipe, chosen }: { recipe: RecipePageRecipe; chosen: boolean }) {
  const { t } = useTranslation("recipes");
  const format = useFormat();
  const times = [
    [t("recipe.prep"), recipe.prep_time_minutes],
    [t("recipe.cookTime"), recipe.cook_time_minutes],
    [t("recipe.total"), recipe.total_time_minutes],
  ] as const;
  return (
    <section
      role="tabpanel"
      aria-label={t("recipe.overview")}
      className={`recipe-overview${chosen ? "" : " tab-unchosen"}`}
    >
      <div className="recipe-hero">
        <RecipePhoto className="recipe-photo" image={recipe.image ?? null} alt={recipe.title} priority />
        <Form
          method="post"
          action={`/recipes/${encodeURIComponent(recipe.slug)}/photo`}
          encType="multipart/form-data"
          className="inline-fields photo-form"
        >
          <label htmlFor="recipe-photo">{t("recipe.photo")}</label>
          <input id="recipe-photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp" />
          <button type="submit" className="btn btn-secondary btn-small">
            {t("recipe.uploadPhoto")}
          </button>
          {recipe.image?.startsWith("/photos/") ? (
            <button type="submit" name="intent" value="remove-photo" className="btn btn-ghost btn-small">
              {t("recipe.removePhoto")}
            </button>
          ) : null}
        </Form>
      </div>
      <div className="recipe-facts">
        <p dir="auto">{recipe.description}</p>
        <DetailList
          details={[
            [t("recipe.category"), categoryDisplayName(t, recipe.category?.name)],
            [t("recipe.servings"), recipe.servings],
            [t("recipe.ingredients"), recipe.ingredients.length],
            ...times.flatMap(([label, minutes]) =>
              minutes != null ? [[label, formatMinutes(t, minutes)] as const] : [],
            ),
            [t("recipe.created"), format.date(recipe.created_at)],
          ]}
        />
      </div>
      {/* On paper the ingredients come with the method; on a narrow screen they have their own tab. */}
      <div className="print-only">
        <h2>{t("recipe.ingredients")}</h2>
        <RecipeLineList lines={recipe.ingredients} />
      </div>
      <RecipeMethod steps={recipe.instructions} />
      <RecipeNutrition nutrition={recipe.nutrition} />
      {/* Only a link that passes Larder's rule becomes one, whatever a row holds. */}
      {isWebAddress(recipe.source_url) ? (
        <p className="meta">
          <Trans
            t={t}
            i18nKey="recipe.from"
            values={{ site: siteOf(recipe.source_url) }}
            components={{ site: <a href={recipe.source_url} rel="noopener noreferrer nofollow" target="_blank" /> }}
          />
        </p>
      ) : null}
    </section>
  );
}
