import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/api.server";
import { ButtonLink } from "~/components/button-link";
import { NameSuggestions } from "~/components/name-suggestions";
import { PageHeader } from "~/components/page-header";
import { StatePanel } from "~/components/states";
import { useKeptForOffline } from "~/offline/service-worker";
import type { FormReply } from "~/utils/form.server";
import { dialogLinks } from "~/utils/url";
import { AddToPantry } from "./components/add-to-pantry";
import { EditLineDialog, ThrowAwayDialog, UseDialog } from "./components/pantry-dialogs";
import { CATALOGUE_NAMES } from "./components/pantry-line-fields";
import { PantryLines } from "./components/pantry-lines";
import { isUseSoon } from "./lib/freshness";
import { PANTRY_DIALOGS } from "./lib/pantry-dialogs";
import { loadPantry, pantryAction } from "./pantry.server";
import styles from "./pantry.css";
import { pageTitle } from "~/utils/page-title";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const { t } = context.i18n;
  return json({ ...(await loadPantry(request, context)), title: t("pageTitle", { page: t("pantry:pageTitle") }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUser(request, context);
  return pantryAction(request, context, await request.formData());
}

/** All places, or one: links, so the filter works without JavaScript and a kept page can use it offline. */
function PlaceFilter({
  places,
  placeId,
  to,
}: {
  places: readonly { id: number; name: string }[];
  placeId: number | null;
  to: (changes: Record<string, string | number | null>) => string;
}) {
  const { t } = useTranslation("pantry");
  const chip = (id: number | null, name: string) => (
    <Link
      key={id ?? "all"}
      to={to({ place: id })}
      replace
      preventScrollReset
      className={`chip${placeId === id ? " active" : ""}`}
      aria-current={placeId === id ? "page" : undefined}
    >
      {name}
    </Link>
  );
  return (
    <nav className="chips pantry-places" aria-label={t("places")}>
      {chip(null, t("allPlaces"))}
      {places.map((place) => chip(place.id, place.name))}
    </nav>
  );
}

/** What the household has, what to use soon first; adding, using, changing and throwing away lines. */
export default function Pantry() {
  const { t } = useTranslation("pantry");
  const { items, places, catalogue } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>() as FormReply | undefined;
  const [searchParams] = useSearchParams();
  const { to, closed } = dialogLinks("/pantry", searchParams, PANTRY_DIALOGS);
  // Opened once, the page stays readable offline (the service worker keeps it and its data).
  useKeptForOffline("/pantry", "features/pantry/pantry");

  const placeId = places.find((place) => String(place.id) === searchParams.get("place"))?.id ?? null;
  const shown = placeId === null ? items : items.filter((line) => line.place_id === placeId);
  const lineOf = (param: string) => items.find((line) => String(line.id) === searchParams.get(param));
  const editing = lineOf("edit");
  const using = lineOf("use");
  const throwing = lineOf("throw_away");
  const soon = items.filter((line) => isUseSoon(line.days_left)).length;

  return (
    <div className="pantry">
      <PageHeader
        title={t("heading")}
        subtitle={
          items.length === 0
            ? t("subtitleEmpty")
            : [t("lines", { count: items.length }), soon ? t("toUseSoon", { count: soon }) : null]
                .filter(Boolean)
                .join(" · ")
        }
      >
        {items.length > 0 ? (
          <ButtonLink to="/cook" tone="secondary">
            {t("whatCanICook")}
          </ButtonLink>
        ) : null}
      </PageHeader>
      <AddToPantry
        places={places}
        placeId={placeId}
        reply={posted?.intent === "add" ? posted : undefined}
        open={items.length === 0 || searchParams.get("add") === "1"}
      />
      <NameSuggestions id={CATALOGUE_NAMES} names={catalogue} />
      {items.length > 0 ? <PlaceFilter places={places} placeId={placeId} to={to} /> : null}
      {items.length === 0 ? (
        <StatePanel title={t("empty.title")} message={t("empty.message")} />
      ) : shown.length === 0 ? (
        <StatePanel title={t("emptyPlace", { place: places.find((place) => place.id === placeId)?.name })} />
      ) : (
        <PantryLines lines={shown} places={places} linkTo={to} />
      )}
      {editing ? <EditLineDialog line={editing} places={places} posted={posted} closeTo={closed} /> : null}
      {using ? <UseDialog line={using} posted={posted} closeTo={closed} /> : null}
      {throwing ? <ThrowAwayDialog line={throwing} closeTo={closed} /> : null}
    </div>
  );
}
