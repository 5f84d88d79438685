import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
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

export const meta: MetaFunction = () => [{ title: "Import a Recipe · Larder" }];

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
      <PageHeader title="Import a Recipe" subtitle="Bring a recipe in from any page on the web">
        <ButtonLink to="/recipes" tone="secondary">
          Back to Recipes
        </ButtonLink>
      </PageHeader>
      {searchParams.get("from") === "bookmarklet" && !actionData ? (
        <BookmarkletReceiver bookmarkletKey={loaded.bookmarkletKey} />
      ) : null}
      <FormError error={imported?.error} />
      <div className="import-grid">
        <section className="card" aria-labelledby="import-link">
          <h2 id="import-link">Paste a link</h2>
          <Form method="get">
            <Field
              label="Recipe page link"
              id="import-url"
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://…"
              defaultValue={imported?.url ?? ""}
              required
            />
            <SubmitButton busy={importing} label="Import" pending="Importing..." />
          </Form>
        </section>
        <section className="card" aria-labelledby="import-page">
          <h2 id="import-page">Or paste the page</h2>
          <p className="meta">
            When a site refuses to send its page to Larder, open the page, view its source (Ctrl+U), copy it all and
            paste it here.
          </p>
          <Form method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value="import" />
            <TextAreaField label="Page HTML" id="import-html" name="html" rows={6} required />
            <Field label="Page link (optional)" id="import-html-url" name="url" type="url" placeholder="https://…" />
            <SubmitButton busy={importing} label="Import Page" pending="Importing..." />
          </Form>
        </section>
        <section className="card" aria-labelledby="import-anywhere">
          <h2 id="import-anywhere">Import while you browse</h2>
          <p>
            Drag this button to your bookmarks bar. On any recipe page, click it: Larder opens with the recipe ready to
            check and save.
          </p>
          <BookmarkletLink origin={loaded.origin} bookmarkletKey={loaded.bookmarkletKey} />
          <p className="meta">On a phone, install Larder from the browser menu and share recipe pages to it.</p>
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
                    You already have this recipe:{" "}
                    <Link to={`/recipes/${encodeURIComponent(existing.slug)}`}>{existing.title}</Link>. Create it again
                    only if you want a second copy.
                  </p>
                ) : null}
                {imported?.readFrom != null ? (
                  <p className="notice" role="status">
                    {imported.readFrom
                      ? `The ingredients were read from the list under "${imported.readFrom}" on the page: check them before creating.`
                      : "The ingredients were read from the part of the page marked as ingredients: check them before creating."}
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
