import { Form, Link, NavLink, useLocation } from "@remix-run/react";

const links = [
  { to: "/home", label: "Home" },
  { to: "/plan", label: "Plan" },
  { to: "/meals", label: "Meals" },
  { to: "/recipes", label: "Recipes" },
  { to: "/groups", label: "Groups" },
  { to: "/shopping-lists", label: "Shopping Lists" },
  { to: "/shopping-items", label: "Shopping Items" },
  { to: "/pantry", label: "Pantry" },
  { to: "/ingredients", label: "Ingredients" },
];

/**
 * The top bar: every section, the group switcher and the account links. On small screens it
 * collapses behind a toggle that works without JavaScript (a checkbox the CSS reads).
 */
export function NavBar({
  firstName,
  groups,
  activeGroupId,
}: {
  firstName?: string;
  groups: { id: number; name: string; is_personal: boolean }[];
  activeGroupId?: number;
}) {
  const location = useLocation();
  return (
    <header className="nav">
      <Link to="/home" className="nav-brand">
        Larder
      </Link>
      {/* Keyed by path so the small-screen menu closes after a navigation. */}
      <input key={location.pathname} type="checkbox" id="nav-toggle" className="nav-toggle" aria-label="Toggle menu" />
      <label htmlFor="nav-toggle" className="nav-toggle-button" aria-hidden="true">
        <span />
        <span />
        <span />
      </label>
      <nav className="nav-menu" aria-label="Main">
        <ul className="nav-links">
          {links.map((link) => (
            <li key={link.to}>
              {/* NavLink matches by prefix, so /groups/4 keeps Groups active. */}
              <NavLink to={link.to} className={({ isActive }) => (isActive ? "active" : undefined)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="nav-account">
          {firstName ? (
            <>
              {groups.length > 1 ? (
                // The group being planned for: meals, recipes, ingredients and lists are this group's.
                <Form method="post" action="/groups/switch" className="group-switcher" key={activeGroupId}>
                  <input type="hidden" name="redirect" value={location.pathname + location.search} />
                  <label htmlFor="active-group" className="visually-hidden">
                    Planning for
                  </label>
                  <select
                    id="active-group"
                    name="group_id"
                    defaultValue={activeGroupId}
                    onChange={(event) => event.currentTarget.form?.requestSubmit()}
                  >
                    {groups.map((group) => (
                      <option key={group.id} value={group.id}>
                        {group.is_personal ? `${group.name} (you)` : group.name}
                      </option>
                    ))}
                  </select>
                  <noscript>
                    <button type="submit" className="btn btn-ghost btn-small">
                      Switch
                    </button>
                  </noscript>
                </Form>
              ) : null}
              {/* Its title carries the whole greeting where a long name is cut. */}
              <span className="nav-welcome" title={`Welcome, ${firstName}!`}>
                Welcome, {firstName}!
              </span>
              <Link to="/user">Profile</Link>
              <Form method="post" action="/logout">
                <button type="submit" className="btn btn-ghost">
                  Logout
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to="/login">Login</Link>
              <Link to="/register">Register</Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
