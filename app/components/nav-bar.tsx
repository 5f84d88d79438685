import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName, MoreIcon } from "./icons";

/** The places a household opens every day: in the bar on a wide screen, the tab bar on a phone. */
const dailyPlaces = [
  { to: "/home", label: "nav.home", icon: "home" },
  { to: "/plan", label: "nav.plan", icon: "calendar" },
  { to: "/recipes", label: "nav.recipes", icon: "book" },
  { to: "/shopping-lists", label: "nav.shoppingLists", icon: "list" },
  { to: "/pantry", label: "nav.pantry", icon: "jar" },
] as const satisfies { to: string; label: string; icon: IconName }[];

/** The places one step away, under More. */
const otherPlaces = [
  { to: "/meals", label: "nav.meals" },
  { to: "/ingredients", label: "nav.ingredients" },
  { to: "/shopping-items", label: "nav.shoppingItems" },
  { to: "/groups", label: "nav.groups" },
] as const;

type Group = { id: number; name: string; is_personal: boolean };

/** Who is signed in (no first name: no one), their groups and the one being planned for. */
type NavProps = { firstName?: string; groups: Group[]; activeGroupId?: number };

/**
 * The top bar: the daily places and a More menu with the rest, the group switcher and the account.
 * Below 768 px the daily places leave the top bar for a tab bar fixed at the bottom of the screen
 * (CSS alone), so they stay within a thumb's reach with or without JavaScript.
 */
export function NavBar({ firstName, groups, activeGroupId }: NavProps) {
  const { t } = useTranslation();
  return (
    <header className="nav">
      <Link to="/home" className="nav-brand">
        {t("appName")}
      </Link>
      <nav className="nav-menu" aria-label={t("nav.main")}>
        <ul className="nav-links">
          {dailyPlaces.map((place) => (
            <li key={place.to}>
              {/* NavLink matches by prefix (/recipes/pancakes keeps Recipes active) and sets aria-current. */}
              <NavLink to={place.to} className={({ isActive }) => (isActive ? "active" : undefined)}>
                <Icon name={place.icon} size={22} />
                <span>{t(place.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        {firstName ? null : (
          <div className="nav-signed-out">
            <Link to="/login">{t("nav.login")}</Link>
            <Link to="/register">{t("nav.register")}</Link>
          </div>
        )}
        <MoreMenu firstName={firstName} groups={groups} activeGroupId={activeGroupId} />
      </nav>
    </header>
  );
}

/**
 * A disclosure (`<details>`): it opens and closes without JavaScript, and a page load closes it.
 * With JavaScript it also closes on Escape (focus back on More), on a click outside it, when a
 * place in it is chosen or a form in it sent, and after every navigation.
 */
function MoreMenu({ firstName, groups, activeGroupId }: NavProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const shownAt = useRef(location.key);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    // A navigation, even to the same path (switching the group), closes the menu; the page's first
    // render does not: a menu opened while the page was coming alive stays open.
    if (shownAt.current !== location.key) {
      shownAt.current = location.key;
      details.open = false;
    }
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [location.key]);

  const inMenu = [...otherPlaces.map((place) => place.to), "/user"].some(
    (to) => location.pathname === to || location.pathname.startsWith(`${to}/`),
  );
  return (
    <details
      ref={menu}
      className="nav-more"
      // Closed as soon as a place is chosen or a form in it is sent, before the next page arrives.
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest(".nav-more-panel a")) {
          event.currentTarget.open = false;
        }
      }}
      onSubmit={(event) => {
        event.currentTarget.open = false;
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
    >
      {/* Marked while the page open is one of the menu's places. */}
      <summary className={inMenu ? "active" : undefined}>
        <MoreIcon size={20} />
        <span>{t("nav.more")}</span>
      </summary>
      <div className="nav-more-panel">
        <ul className="nav-more-links">
          {otherPlaces.map((place) => (
            <li key={place.to}>
              <NavLink to={place.to} className={({ isActive }) => (isActive ? "active" : undefined)}>
                {t(place.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        {firstName ? (
          <div className="nav-account">
            {groups.length > 1 ? (
              <GroupSwitcher
                groups={groups}
                activeGroupId={activeGroupId}
                redirect={location.pathname + location.search}
              />
            ) : null}
            {/* Its title carries the whole greeting where a long name is cut. */}
            <p className="nav-welcome" title={t("nav.welcome", { name: firstName })}>
              {t("nav.welcome", { name: firstName })}
            </p>
            <NavLink to="/user" className={({ isActive }) => (isActive ? "active" : undefined)}>
              {t("nav.profile")}
            </NavLink>
            <Form method="post" action="/logout">
              <button type="submit" className="btn btn-ghost">
                {t("nav.logout")}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </details>
  );
}

/** The group being planned for: meals, recipes, ingredients and lists are this group's. */
function GroupSwitcher({
  groups,
  activeGroupId,
  redirect,
}: {
  groups: Group[];
  activeGroupId?: number;
  redirect: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/groups/switch" className="group-switcher" key={activeGroupId}>
      <input type="hidden" name="redirect" value={redirect} />
      <label htmlFor="active-group">{t("nav.planningFor")}</label>
      <div className="group-switcher-row">
        <select
          id="active-group"
          name="group_id"
          defaultValue={activeGroupId}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.is_personal ? t("nav.personalGroup", { name: group.name }) : group.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn btn-ghost btn-small">
            {t("nav.switch")}
          </button>
        </noscript>
      </div>
    </Form>
  );
}
