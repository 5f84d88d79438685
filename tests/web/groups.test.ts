import { describe, expect, it } from "vitest";
import { canDelete, canManage } from "~/utils/group-permissions";
import { relativeAge } from "~/utils/relative-age";
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
    // Someone else's group cannot be chosen.
    const [personal] = await rows("SELECT id FROM groups WHERE owner_id = ? AND is_personal = 1", id);
    const foreign = await signedIn("Ivo");
    const refused = await foreign.browser.post("/groups/switch", { group_id: String(groupId), redirect: "/meals" });
    expect(refused.status).toBe(302);
    expect((await foreign.browser.session())?.active_group_id).toBeUndefined();
    expect(personal).toBeTruthy();
  });
});
