import { describe, expect, it } from "vitest";
import { canDelete, canManage } from "~/features/groups/lib/group-permissions";
import { relativeAge } from "~/features/groups/lib/relative-age";
import { Browser, registerUser, rows, signIn } from "./helpers";

async function signedIn(firstName = "Gia") {
  const user = await registerUser(firstName);
  const browser = new Browser();
  await signIn(browser, user.email);
  const [row] = await rows("SELECT id FROM users WHERE email = ?", user.email);
  return { browser, user, id: (row as { id: number }).id };
}

describe("group rules shared by the screens", () => {
  it("give manage to owners and admins, delete to owners of shared groups", () => {
    expect(["owner", "admin", "member"].map((role) => canManage({ role }))).toEqual([true, true, false]);
    expect(canDelete({ role: "owner", is_personal: true })).toBe(false);
    expect(canDelete({ role: "owner", is_personal: false })).toBe(true);
  });

  it("say how old a group is", () => {
    const now = Date.parse("2026-06-30T12:00:00Z");
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    expect([0, 1, 3, 7, 20, 45, 200].map((days) => relativeAge(ago(days), now))).toEqual([
      "today",
      "yesterday",
      "3 days ago",
      "1 week ago",
      "2 weeks ago",
      "1 month ago",
      "6 months ago",
    ]);
    expect(relativeAge(ago(400), now)).toBe("May 26, 2025");
  });
});

describe("group screens", () => {
  it("create a group with the spec's checks, then show it with its owner", async () => {
    const { browser } = await signedIn();
    const short = await browser.postHtml("/groups/new", { name: "ab", description: "" });
    expect(short).toContain("Group name must be at least 3 characters");
    const created = await browser.post("/groups/new", { name: "Flat Four", description: "Us" });
    expect(created.status).toBe(302);
    const location = created.headers.get("Location")!;
    expect(location).toMatch(/^\/groups\/\d+$/);
    const detail = await browser.html(location);
    expect(detail).toContain("Group created!");
    expect(detail).toContain("Flat Four");
    expect(detail).toContain("Group Information");
    const duplicate = await browser.postHtml("/groups/new", { name: "flat four" });
    expect(duplicate).toContain("A group with this name already exists.");
  });

  it("list my groups with both empty states and the personal toggle", async () => {
    const { browser } = await signedIn();
    const list = await browser.html("/groups");
    expect(list).toContain("My Groups");
    expect(list).toContain("Showing <!-- -->1<!-- --> of <!-- -->1<!-- --> groups");
    expect(list).toContain("Personal");
    const withoutPersonal = await browser.html("/groups?personal_off=0");
    expect(withoutPersonal).toContain("No groups found");
    const none = await browser.html("/groups?search=zzz");
    expect(none).toContain("Clear Filters");
  });

  it("answer 404 'Group not found' for another person's group and for ids that are not integers", async () => {
    const { browser } = await signedIn();
    const other = await signedIn("Hal");
    const created = await other.browser.post("/groups/new", { name: "Private club" });
    const location = created.headers.get("Location")!;
    const response = await browser.fetch(location);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Group not found");
    expect((await browser.fetch("/groups/abc")).status).toBe(404);
  });

  it("switch the group being planned for, and plan in it", async () => {
    const { browser, id } = await signedIn();
    const created = await browser.post("/groups/new", { name: "Cooking club" });
    const groupId = Number(created.headers.get("Location")!.split("/").pop());
    const switched = await browser.post("/groups/switch", { group_id: String(groupId), redirect: "/meals" });
    expect(switched.headers.get("Location")).toBe("/meals");
    expect((await browser.session())?.active_group_id).toBe(groupId);
    await browser.post("/meals?action=create&new_type=1", { intent: "create-type", name: "Club night" });
    expect(await rows("SELECT group_id FROM meal_types WHERE name = 'Club night'")).toEqual([{ group_id: groupId }]);
    // Someone else's group cannot be chosen: the switch says so and changes nothing in D1.
    const foreign = await signedIn("Ivo");
    const foreignMemberships = await activations(foreign.id);
    const refused = await foreign.browser.post("/groups/switch", { group_id: String(groupId), redirect: "/meals" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/meals");
    const foreignSession = await foreign.browser.session();
    expect(foreignSession?.active_group_id).toBeUndefined();
    expect(foreignSession?.toasts?.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: "error", message: "Group not found." },
    ]);
    expect(await activations(foreign.id)).toEqual(foreignMemberships);
    expect(Object.keys(foreignMemberships).map(Number)).not.toContain(groupId);
    // The group still has its owner alone.
    expect(await rows("SELECT user_id FROM group_members WHERE group_id = ?", groupId)).toEqual([{ user_id: id }]);
  });
});

/** When the person chose each of their groups, by group id. */
const activations = async (userId: number) =>
  Object.fromEntries(
    (
      (await rows("SELECT group_id, activated_at FROM group_members WHERE user_id = ?", userId)) as {
        group_id: number;
        activated_at: number | null;
      }[]
    ).map((row) => [row.group_id, row.activated_at]),
  );

describe("the active group sticks", () => {
  it("a group I create is active, and the next sign-in, on any device, lands in the group I chose last", async () => {
    const { browser, user, id } = await signedIn("Kai");
    const [personal] = (await rows("SELECT id FROM groups WHERE owner_id = ? AND is_personal = 1", id)) as {
      id: number;
    }[];
    const created = await browser.post("/groups/new", { name: "Family" });
    const family = Number(created.headers.get("Location")!.split("/").pop());
    expect((await browser.session())?.active_group_id).toBe(family);
    expect((await activations(id))[family]).toEqual(expect.any(Number));

    // Another device, and this one after signing out and in again, plan with Family.
    const phone = new Browser();
    await signIn(phone, user.email);
    expect((await phone.session())?.active_group_id).toBe(family);
    expect(await phone.html("/home")).toMatch(new RegExp(`<option value="${family}" selected="">Family</option>`));
    await browser.post("/logout", {});
    expect((await signIn(browser, user.email)).headers.get("Location")).toBe("/home");
    expect((await browser.session())?.active_group_id).toBe(family);

    // Switching on the phone is remembered for the next sign-in elsewhere.
    await phone.post("/groups/switch", { group_id: String(personal!.id), redirect: "/home" });
    expect((await phone.session())?.active_group_id).toBeUndefined();
    const stored = await activations(id);
    expect(stored[personal!.id]!).toBeGreaterThan(stored[family]!);
    const laptop = new Browser();
    await signIn(laptop, user.email);
    expect((await laptop.session())?.active_group_id).toBeUndefined();
    // "Plan with this group" is remembered too.
    await laptop.post(`/groups/${family}`, { intent: "use" });
    const tablet = new Browser();
    await signIn(tablet, user.email);
    expect((await tablet.session())?.active_group_id).toBe(family);
  }, 30_000);

  it("a link to a list, a meal or a recipe of another of my groups opens it in that group", async () => {
    const { browser, id } = await signedIn("Lea");
    const family = Number(
      (await browser.post("/groups/new", { name: "Family" })).headers.get("Location")!.split("/").pop(),
    );
    const [personal] = (await rows("SELECT id FROM groups WHERE owner_id = ? AND is_personal = 1", id)) as {
      id: number;
    }[];
    const [list] = (await rows(
      "INSERT INTO shopping_lists (group_id, title, status) VALUES (?, 'Family groceries', 'active') RETURNING id",
      family,
    )) as { id: number }[];
    const [recipe] = (await rows(
      "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'family-stew', 'Family stew', 'Slow') RETURNING id",
      family,
    )) as { id: number }[];
    const [type] = (await rows("SELECT id FROM meal_types WHERE group_id = ? LIMIT 1", family)) as { id: number }[];
    const [meal] = (await rows(
      "INSERT INTO meals (group_id, title, type_id, recipe_id) VALUES (?, 'Family supper', ?, ?) RETURNING id",
      family,
      type!.id,
      recipe!.id,
    )) as { id: number }[];

    for (const [path, title] of [
      [`/shopping-lists/${list!.id}`, "Family groceries"],
      [`/meals/${meal!.id}`, "Family supper"],
      ["/recipes/family-stew", "Family stew"],
    ] as const) {
      await browser.post("/groups/switch", { group_id: String(personal!.id), redirect: "/home" });
      expect((await browser.session())?.active_group_id).toBeUndefined();
      const opened = await browser.fetch(path);
      expect(opened.status, path).toBe(302);
      expect(opened.headers.get("Location")).toBe(path);
      expect((await browser.session())?.active_group_id).toBe(family);
      const stored = await activations(id);
      expect(stored[family]!).toBeGreaterThan(stored[personal!.id]!);
      const page = await browser.fetch(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html).toContain(title);
      expect(html).toContain("Switched to &quot;Family&quot;.");
    }

    // Choosing a group in the bar while such a page is open sticks: the page of one row would switch
    // back to its own group, so the switch leads to the row's section instead.
    for (const [path, section] of [
      [`/shopping-lists/${list!.id}`, "/shopping-lists"],
      [`/meals/${meal!.id}`, "/meals"],
      ["/recipes/family-stew", "/recipes"],
    ] as const) {
      const switched = await browser.post("/groups/switch", { group_id: String(personal!.id), redirect: path });
      expect(switched.headers.get("Location"), path).toBe(section);
      expect((await browser.session())?.active_group_id).toBeUndefined();
      expect((await browser.fetch(section)).status).toBe(200);
      expect((await browser.session())?.active_group_id).toBeUndefined();
    }
    const importing = await browser.post("/groups/switch", { group_id: String(family), redirect: "/recipes/import" });
    expect(importing.headers.get("Location")).toBe("/recipes/import");

    // Another person's list stays not found, exactly as a missing one, and nothing is chosen.
    const other = await signedIn("Max");
    const before = await activations(other.id);
    const mine = await activations(id);
    const foreign = await other.browser.fetch(`/shopping-lists/${list!.id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain("Shopping List Not Found");
    expect((await other.browser.session())?.active_group_id).toBeUndefined();
    expect(await activations(other.id)).toEqual(before);
    expect((await other.browser.fetch(`/meals/${meal!.id}`)).status).toBe(404);
    expect((await other.browser.fetch("/recipes/family-stew")).status).toBe(404);
    expect(await activations(other.id)).toEqual(before);
    expect(await activations(id)).toEqual(mine);
  }, 30_000);

  it("the add-member search says how people outside my groups are found", async () => {
    const { browser } = await signedIn("Noa");
    const family = Number(
      (await browser.post("/groups/new", { name: "Family" })).headers.get("Location")!.split("/").pop(),
    );
    for (const path of [`/groups/${family}/members/add`, `/groups/${family}?dialog=add-member`]) {
      const html = await browser.html(path);
      expect(html, path).toContain("People outside your groups are found by their full e-mail address.");
      expect(html).toContain('aria-describedby="member-search-hint"');
    }
  });
});
