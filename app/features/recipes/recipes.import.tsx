import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { BookmarkletLink, BookmarkletReceiver } from "./components/bookmarklet";
import { ButtonLink } from "~/components/button-link";
import { Field, FormError, TextAreaField } from "~/components/field";
import { PageHeader } from "~/components/page-header";
import { bookmarkletKey } from "./lib/bookmarklet-key.server";
import { RecipeWizard, type WizardResult } from "./components/recipe-wizard";
import { SubmitButton } from "~/components/submit-button";
import { recipeWizardAction } from "./recipes.server";
import { importRecipe, importReply, loadWizardChoices, sharedLink, type ImportResult } from "./recipes.import.server";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

/** A link given in the address (the link form, a share sheet) is imported at once: importing writes nothing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(request, context);
  const url = new URL(request.url);
  const choices = await loadWizardChoices(request, context);
  const link = sharedLink(url);
  const imported = link ? await importRecipe(request, context, { url: link }, choices) : null;
  return json(
    {
      ...choices,
      origin: url.origin,
      bookmarkletKey: await bookmarkletKey(context.env.SESSION_SECRET, user.id),
      import: imported?.result ?? null,
      title: context.i18n.t("pageTitle", { page: context.i18n.t("recipes:import.pageTitle") }),
    },
    { status: imported && imported.status !== 200 ? imported.status : 200 },
  );
}

/** The wizard's steps post here; reading the page again after each would fetch it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "import")
    return recipeWizardAction(request, context, form, (slug) => `/recipes/${encodeURIComponent(slug)}`);
  const choices = await loadWizardChoices(request, context);
  const html = form.get("html");
  return importReply(
    await importRecipe(
      request,
      context,
      { url: String(form.get("url") ?? ""), html: typeof html === "string" ? html : await html?.text() },
      choices,
    ),
  );
}

export default function ImportRecipe() {
  const { t } = useTranslation("recipes");
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { import?: ImportResult; wizard?: WizardResult } | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const importing =
    (navigation.state === "submitting" && navigation.formData?.get("intent") === "import") ||
    (navigation.state === "loading" &&
      navigation.location.pathname === "/recipes/import" &&
      navigation.location.search.includes("url="));
  const imported = actionData?.import ?? (actionData?.wizard ? null : loaded.import);
  const wizard = actionData?.wizard ?? imported?.wizard ?? null;
  const existing = imported?.existing;

  return (
    <>
      <PageHeader title={t("import.pageTitle")} subtitle={t("import.subtitle")}>
        <ButtonLink to="/recipes" tone="secondary">
          {t("import.back")}
        </ButtonLink>
      </PageHeader>
      {searchParams.get("from") === "bookmarklet" && !actionData ? (
        <BookmarkletReceiver bookmarkletKey={loaded.bookmarkletKey} />
      ) : null}
      <FormError error={imported?.error} />
      <div className="import-grid">
        <section className="card" aria-labelledby="import-link">
          <h2 id="import-link">{t("import.pasteLink")}</h2>
          <Form method="get">
            <Field
              label={t("import.linkLabel")}
              id="import-url"
              name="url"
              type="url"
              inputMode="url"
              placeholder={t("form.linkPlaceholder")}
              defaultValue={imported?.url ?? ""}
              required
            />
            <SubmitButton busy={importing} label={t("import.import")} pending={t("import.importing")} />
          </Form>
        </section>
        <section className="card" aria-labelledby="import-page">
          <h2 id="import-page">{t("import.pastePage")}</h2>
          <p className="meta">{t("import.pasteHelp")}</p>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="import" />
            <TextAreaField label={t("import.pageHtml")} id="import-html" name="html" rows={6} required />
            <Field
              label={t("import.pageLink")}
              id="import-html-url"
              name="url"
              type="url"
              placeholder={t("form.linkPlaceholder")}
            />
            <SubmitButton busy={importing} label={t("import.importPage")} pending={t("import.importing")} />
          </Form>
        </section>
        <section className="card" aria-labelledby="import-anywhere">
          <h2 id="import-anywhere">{t("import.whileBrowsing")}</h2>
          <p>{t("import.dragHelp")}</p>
          <BookmarkletLink origin={loaded.origin} bookmarkletKey={loaded.bookmarkletKey} />
          <p className="meta">{t("import.phoneHelp")}</p>
        </section>
      </div>
      {wizard ? (
        <RecipeWizard
          closeTo="/recipes/import"
          action="/recipes/import"
          categories={loaded.categories}
          catalogue={loaded.catalogue}
          result={wizard}
          notice={
            wizard.step === 1 ? (
              <>
                {existing ? (
                  <p className="notice" role="status">
                    <Trans
                      t={t}
                      i18nKey="import.existing"
                      values={{ title: existing.title }}
                      components={{ recipe: <Link to={`/recipes/${encodeURIComponent(existing.slug)}`} /> }}
                    />
                  </p>
                ) : null}
                {imported?.readFrom != null ? (
                  <p className="notice" role="status">
                    {imported.readFrom
                      ? t("import.readFromList", { heading: imported.readFrom })
                      : t("import.readFromMarked")}
                  </p>
                ) : null}
              </>
            ) : null
          }
        />
      ) : null}
    </>
  );
}
