import { describe, expect, it } from "vitest";
import { api, gql, personalGroupId, rows, signedInUser, signIn } from "./helpers";

type Person = Awaited<ReturnType<typeof signedInUser>>;
const json = async (response: Response) => (await response.json()) as any;

async function call(person: Person | null, method: string, path: string, body?: unknown) {
  return api(path, { method, token: person?.token, ...(body === undefined ? {} : { json: body }) });
}

/** A group owned by `owner` with an admin and a member; `outsider` belongs to none of it. */
async function crew() {
  const owner = await signedInUser({ first_name: "Olga", last_name: "Owner" });
  const admin = await signedInUser({ first_name: "Adam", last_name: "Admin" });
  const member = await signedInUser({ first_name: "Mona", last_name: "Member" });
  const outsider = await signedInUser({ first_name: "Otto", last_name: "Outsider" });
  const created = await call(owner, "POST", "/v1/groups", {
    name: `Flat ${crypto.randomUUID().slice(0, 6)}`,
    description: "Shared kitchen",
  });
  expect(created.status).toBe(201);
  const group = await json(created);
  expect(
    (await call(owner, "POST", `/v1/groups/${group.id}/members`, { user_id: admin.id, role: "admin" })).status,
  ).toBe(201);
  expect((await call(owner, "POST", `/v1/groups/${group.id}/members`, { user_id: member.id })).status).toBe(201);
  return { owner, admin, member, outsider, group };
}

describe("groups", () => {
  it("create makes the caller owner; names are checked and unique among the caller's groups", async () => {
    const owner = await signedInUser();
    const created = await json(await call(owner, "POST", "/v1/groups", { name: "  Flat 4  ", description: " Us " }));
    expect(created).toMatchObject({
      name: "Flat 4",
      description: "Us",
      is_personal: false,
      owner_id: owner.id,
      role: "owner",
      member_count: 1,
    });
    const duplicate = await call(owner, "POST", "/v1/groups", { name: "flat 4" });
    expect(duplicate.status).toBe(409);
    expect((await json(duplicate)).error.message).toBe("A group with this name already exists.");
    for (const [name, message] of [
      ["", "Group name is required"],
      ["ab", "Group name must be at least 3 characters"],
      ["x".repeat(100), "Group name must be less than 100 characters"],
    ]) {
      const response = await call(owner, "POST", "/v1/groups", { name });
      expect(response.status).toBe(422);
      expect((await json(response)).error.fields.name).toBe(message);
    }
    const long = await call(owner, "POST", "/v1/groups", { name: "Okay name", description: "d".repeat(501) });
    expect((await json(long)).error.fields.description).toBe("Description must be less than 500 characters");
    expect((await call(owner, "POST", "/v1/groups", { name: "Second personal", is_personal: true })).status).toBe(422);
    // Someone else may use the same name.
    expect((await call(await signedInUser(), "POST", "/v1/groups", { name: "Flat 4" })).status).toBe(201);
  });

  it("the permission matrix: owner, admin, member, non-member", async () => {
    const { owner, admin, member, outsider, group } = await crew();
    const base = `/v1/groups/${group.id}`;
    const status = async (person: Person, method: string, path: string, body?: unknown) =>
      (await call(person, method, path, body)).status;

    for (const person of [owner, admin, member]) expect(await status(person, "GET", base)).toBe(200);
    expect(await status(outsider, "GET", base)).toBe(404);
    expect(await status(outsider, "GET", `${base}/members`)).toBe(404);

    expect(await status(member, "PUT", base, { name: "Renamed by member" })).toBe(403);
    expect(await status(outsider, "PUT", base, { name: "Renamed by outsider" })).toBe(404);
    expect(await status(admin, "PUT", base, { description: "Admin was here" })).toBe(200);
    expect(await status(owner, "PUT", base, { is_personal: true })).toBe(422);

    const newcomer = await signedInUser({ first_name: "Nina" });
    expect(await status(member, "POST", `${base}/members`, { user_id: newcomer.id })).toBe(403);
    expect(await status(outsider, "POST", `${base}/members`, { user_id: newcomer.id })).toBe(404);
    expect(await status(admin, "POST", `${base}/members`, { user_id: newcomer.id })).toBe(201);
    expect(await status(admin, "POST", `${base}/members`, { user_id: newcomer.id })).toBe(409);
    expect(await status(admin, "POST", `${base}/members`, { user_id: 987654 })).toBe(404);

    expect(await status(member, "PUT", `${base}/members/${newcomer.id}`, { role: "admin" })).toBe(403);
    expect(await status(admin, "PUT", `${base}/members/${newcomer.id}`, { role: "owner" })).toBe(422);
    expect(await status(admin, "PUT", `${base}/members/${owner.id}`, { role: "member" })).toBe(403);
    expect(await status(admin, "PUT", `${base}/members/${newcomer.id}`, { role: "admin" })).toBe(200);

    expect(await status(member, "DELETE", `${base}/members/${newcomer.id}`)).toBe(403);
    const ownerRemoval = await call(admin, "DELETE", `${base}/members/${owner.id}`);
    expect(ownerRemoval.status).toBe(403);
    expect((await json(ownerRemoval)).error.message).toBe("Cannot remove the group owner.");
    expect(await status(owner, "DELETE", `${base}/members/${owner.id}`)).toBe(403);
    expect(await status(admin, "DELETE", `${base}/members/${newcomer.id}`)).toBe(204);
    expect(await status(admin, "DELETE", `${base}/members/${newcomer.id}`)).toBe(404);

    expect(await status(admin, "DELETE", base)).toBe(403);
    expect(await status(member, "DELETE", base)).toBe(403);
    expect(await status(outsider, "DELETE", base)).toBe(404);
    expect(await rows("SELECT description FROM groups WHERE id = ?", group.id)).toEqual([
      { description: "Admin was here" },
    ]);
  });

  it("lists members with names, e-mails, roles and join dates", async () => {
    const { owner, admin, member, group } = await crew();
    const { members } = await json(await call(member, "GET", `/v1/groups/${group.id}/members`));
    expect(members.map((m: { user_id: number; role: string }) => [m.user_id, m.role])).toEqual([
      [owner.id, "owner"],
      [admin.id, "admin"],
      [member.id, "member"],
    ]);
    expect(members[0]).toMatchObject({
      user_name: "Olga Owner",
      user_email: owner.email,
      joined_at: expect.any(String),
    });
    const detail = await json(await call(member, "GET", `/v1/groups/${group.id}`));
    expect(detail).toMatchObject({ member_count: 3, role: "member", owner_id: owner.id });
  });

  it("members leave by removing themselves and must be re-added to come back", async () => {
    const { owner, member, group } = await crew();
    expect((await call(member, "DELETE", `/v1/groups/${group.id}/members/${member.id}`)).status).toBe(204);
    expect((await call(member, "GET", `/v1/groups/${group.id}`)).status).toBe(404);
    expect((await call(owner, "POST", `/v1/groups/${group.id}/members`, { user_id: member.id })).status).toBe(201);
    expect((await call(member, "GET", `/v1/groups/${group.id}`)).status).toBe(200);
  });

  it("personal groups cannot be deleted or shared; a shared group goes with its planning data", async () => {
    const { owner, member, group } = await crew();
    const personal = await personalGroupId(owner.id);
    const refused = await call(owner, "DELETE", `/v1/groups/${personal}`);
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBe("Personal groups cannot be deleted.");
    expect((await call(owner, "POST", `/v1/groups/${personal}/members`, { user_id: member.id })).status).toBe(403);

    // Plan in the shared group, then delete it: the plan goes too.
    const type = await gql(member.token, `mutation { createMealType(name: "Supper") { id } }`, {}, group.id);
    await gql(
      member.token,
      `mutation($t: Int!) { createMeal(title: "Shared soup", type_id: $t) { id } }`,
      { t: type.body.data.createMealType.id },
      group.id,
    );
    expect((await gql(owner.token, `{ meals { title } }`, {}, group.id)).body.data.meals).toEqual([
      { title: "Shared soup" },
    ]);
    expect((await call(owner, "DELETE", `/v1/groups/${group.id}`)).status).toBe(204);
    expect(await rows("SELECT count(*) AS n FROM meals WHERE group_id = ?", group.id)).toEqual([{ n: 0 }]);
    expect(await rows("SELECT count(*) AS n FROM group_members WHERE group_id = ?", group.id)).toEqual([{ n: 0 }]);
  });

  it("lists only the caller's groups, with search, the personal filter, sort and pages", async () => {
    const me = await signedInUser();
    for (const name of ["Alpha house", "Beta flat", "Gamma club"]) await call(me, "POST", "/v1/groups", { name });
    await call(await signedInUser(), "POST", "/v1/groups", { name: "Not mine" });
    const all = await json(await call(me, "GET", "/v1/groups"));
    expect(all).toMatchObject({ total: 4, total_pages: 1, page: 1 });
    expect(all.groups.map((g: { name: string }) => g.name)).not.toContain("Not mine");
    const byName = await json(await call(me, "GET", "/v1/groups?sort_by=name&sort_order=asc&is_personal=false"));
    expect(byName.groups.map((g: { name: string }) => g.name)).toEqual(["Alpha house", "Beta flat", "Gamma club"]);
    const personalOnly = await json(await call(me, "GET", "/v1/groups?is_personal=true"));
    expect(personalOnly.groups.map((g: { is_personal: boolean }) => g.is_personal)).toEqual([true]);
    const paged = await json(await call(me, "GET", "/v1/groups?limit=2&page=2&sort_by=name&sort_order=asc"));
    expect(paged).toMatchObject({ total: 4, total_pages: 2, page: 2 });
    expect(paged.groups).toHaveLength(2);
    expect(
      (await json(await call(me, "GET", "/v1/groups?search=BET"))).groups.map((g: { name: string }) => g.name),
    ).toEqual(["Beta flat"]);
    for (const bad of ["page=0", "limit=500", "sort_by=owner", "sort_order=up", "is_personal=maybe"]) {
      expect((await call(me, "GET", `/v1/groups?${bad}`)).status, bad).toBe(400);
    }
  });

  it("ids in paths are whole numbers, anything else is 400", async () => {
    const me = await signedInUser();
    for (const id of ["abc", "1.5", "1e3", "0", "-1", "0x10"]) {
      expect((await call(me, "GET", `/v1/groups/${id}`)).status, id).toBe(400);
    }
    expect((await call(me, "DELETE", "/v1/groups/1/members/abc")).status).toBe(400);
    expect((await call(null, "GET", "/v1/groups")).status).toBe(401);
  });
});

describe("user search", () => {
  it("finds people who share a group by name or e-mail prefix, at most 10, with only id, name and e-mail", async () => {
    const me = await signedInUser();
    const zelda = await signedInUser({
      first_name: "Zelda",
      last_name: "Quartz",
      email: `zq-${crypto.randomUUID().slice(0, 6)}@example.com`,
    });
    const group = await json(await call(me, "POST", "/v1/groups", { name: "Search club" }));
    expect((await call(me, "POST", `/v1/groups/${group.id}/members`, { user_id: zelda.id })).status).toBe(201);
    const byName = await json(await call(me, "GET", "/v1/users/search?q=zel"));
    expect(byName.users).toEqual([{ id: zelda.id, name: "Zelda Quartz", email: zelda.email }]);
    expect(
      (await json(await call(me, "GET", "/v1/users/search?q=Zelda%20Q"))).users.map((u: { id: number }) => u.id),
    ).toEqual([zelda.id]);
    expect(
      (
        await json(await call(me, "GET", `/v1/users/search?q=${encodeURIComponent(zelda.email.slice(0, 6))}`))
      ).users.map((u: { id: number }) => u.id),
    ).toEqual([zelda.id]);
    // Under 2 characters: nothing at all.
    expect((await json(await call(me, "GET", "/v1/users/search?q=z"))).users).toEqual([]);
    expect((await json(await call(me, "GET", "/v1/users/search?q=%25%25"))).users).toEqual([]);
    for (let i = 0; i < 12; i++) {
      const many = await signedInUser({ first_name: "Manyname" });
      await call(me, "POST", `/v1/groups/${group.id}/members`, { user_id: many.id });
    }
    expect((await json(await call(me, "GET", "/v1/users/search?q=manyn"))).users).toHaveLength(10);
    expect((await call(null, "GET", "/v1/users/search?q=zel")).status).toBe(401);
  });

  it("finds a stranger only by their exact e-mail, and says nothing the caller did not type", async () => {
    const me = await signedInUser();
    const email = `xena-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const stranger = await signedInUser({ first_name: "Xena", last_name: "Warrior", email });
    for (const q of ["xena", "Xena W", "warrior", email.slice(0, 8), email.slice(0, -1)]) {
      expect((await json(await call(me, "GET", `/v1/users/search?q=${encodeURIComponent(q)}`))).users, q).toEqual([]);
    }
    const typed = email.toUpperCase();
    expect((await json(await call(me, "GET", `/v1/users/search?q=${encodeURIComponent(typed)}`))).users).toEqual([
      { id: stranger.id, name: "", email: typed },
    ]);
  });

  it("leaves out the group's members, and only for one of the caller's groups", async () => {
    const { owner, member, outsider, group } = await crew();
    const found = await json(await call(owner, "GET", `/v1/users/search?q=mona&group_id=${group.id}`));
    expect(found.users.map((u: { id: number }) => u.id)).not.toContain(member.id);
    expect((await call(outsider, "GET", `/v1/users/search?q=mona&group_id=${group.id}`)).status).toBe(404);
  });
});

/** The memberships of a person with when each was chosen, by group id. */
const activations = (userId: number) =>
  rows<{ group_id: number; activated_at: number | null }>(
    "SELECT group_id, activated_at FROM group_members WHERE user_id = ? ORDER BY group_id",
    userId,
  );

let device = 0;
/** A sign-in on another device (its own address: sign-ins are limited per address). */
const signInAgain = async (person: Person) => {
  device += 1;
  return json(await signIn(person.email, person.password, `192.0.2.${device}`));
};

const choose = (person: Person, choice: Record<string, unknown>) => call(person, "PUT", "/v1/groups/active", choice);

describe("the active group", () => {
  it("is remembered for every device: a created group is active, a choice follows to the next sign-in", async () => {
    const ann = await signedInUser({ first_name: "Ann" });
    const personal = await personalGroupId(ann.id);
    expect((await signInAgain(ann)).active_group_id).toBeNull();
    expect(await activations(ann.id)).toEqual([{ group_id: personal, activated_at: null }]);

    const family = await json(await call(ann, "POST", "/v1/groups", { name: "Family" }));
    const [, created] = await activations(ann.id);
    expect(created).toMatchObject({ group_id: family.id, activated_at: expect.any(Number) });
    // A second device signs in, and the first one's next refresh, land in it.
    const laptop = await signInAgain(ann);
    expect(laptop.active_group_id).toBe(family.id);
    const refreshed = await json(
      await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: ann.refreshToken } }),
    );
    expect(refreshed.active_group_id).toBe(family.id);

    // Back to the personal group (answered as null, the default), then to Family and back again
    // within a few milliseconds: the last choice wins.
    expect(await json(await choose(ann, { group_id: personal }))).toEqual({ group_id: personal });
    expect((await signInAgain(ann)).active_group_id).toBeNull();
    await choose(ann, { group_id: family.id });
    await choose(ann, { group_id: personal });
    await choose(ann, { group_id: family.id });
    const stored = await activations(ann.id);
    expect(stored[1]!.activated_at!).toBeGreaterThan(stored[0]!.activated_at!);
    expect((await signInAgain(ann)).active_group_id).toBe(family.id);
  });

  it("falls back to the personal group when the person leaves the remembered one", async () => {
    const { owner, member, group } = await crew();
    expect((await choose(member, { group_id: group.id })).status).toBe(200);
    expect((await signInAgain(member)).active_group_id).toBe(group.id);
    // The owner's choice is theirs alone.
    expect((await signInAgain(owner)).active_group_id).toBe(group.id);
    await choose(owner, { group_id: await personalGroupId(owner.id) });
    expect((await signInAgain(member)).active_group_id).toBe(group.id);

    expect((await call(member, "DELETE", `/v1/groups/${group.id}/members/${member.id}`)).status).toBe(204);
    expect((await signInAgain(member)).active_group_id).toBeNull();
    expect(await activations(member.id)).toEqual([{ group_id: await personalGroupId(member.id), activated_at: null }]);
  });

  it("finds which of the person's groups holds a list, a meal or a recipe, and makes it active", async () => {
    const ann = await signedInUser({ first_name: "Ann" });
    const personal = await personalGroupId(ann.id);
    const family = await json(await call(ann, "POST", "/v1/groups", { name: "Family" }));
    const inFamily = (query: string) => gql(ann.token, query, {}, family.id);
    const list = (
      await inFamily(
        `mutation { createShoppingList(title: "Weekly", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
      )
    ).body.data.createShoppingList.id;
    const type = (await inFamily(`{ mealTypes { id } }`)).body.data.mealTypes[0].id;
    const recipe = (
      await inFamily(
        `mutation { createRecipe(data: { title: "Family soup", description: "d", category: "Soups", ingredients: [{ name: "Leek", quantity: 2, unit: "pcs" }] }) { id slug } }`,
      )
    ).body.data.createRecipe;
    const meal = (
      await inFamily(`mutation { createMeal(title: "Sunday", recipe_id: ${recipe.id}, type_id: ${type}) { id } }`)
    ).body.data.createMeal.id;

    for (const choice of [{ shopping_list_id: list }, { meal_id: meal }, { recipe_slug: recipe.slug }]) {
      await choose(ann, { group_id: personal });
      const answer = await choose(ann, choice);
      expect(answer.status, JSON.stringify(choice)).toBe(200);
      expect(await json(answer)).toEqual({ group_id: family.id });
      expect((await signInAgain(ann)).active_group_id).toBe(family.id);
    }

    // A slug two of the person's groups hold: the one they chose last.
    await gql(
      ann.token,
      `mutation { createRecipe(data: { title: "Family soup", description: "d", category: "Soups", ingredients: [{ name: "Leek", quantity: 2, unit: "pcs" }] }) { slug } }`,
    );
    expect(await json(await choose(ann, { recipe_slug: recipe.slug }))).toEqual({ group_id: family.id });
    await choose(ann, { group_id: personal });
    expect(await json(await choose(ann, { recipe_slug: recipe.slug }))).toEqual({ group_id: personal });

    // A row that does not exist changes nothing.
    const before = await activations(ann.id);
    for (const choice of [
      { shopping_list_id: list + 1000 },
      { meal_id: meal + 1000 },
      { recipe_slug: "no-such-dish" },
    ]) {
      const missing = await choose(ann, choice);
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ error: { code: "GROUP_NOT_FOUND", message: "Group not found." } });
    }
    expect(await activations(ann.id)).toEqual(before);
  });

  it("takes exactly one group or row, by a well-formed id", async () => {
    const ann = await signedInUser();
    const before = await activations(ann.id);
    for (const body of [
      {},
      { group_id: "1" },
      { group_id: 0 },
      { group_id: 1.5 },
      { group_id: 1, meal_id: 2 },
      { recipe_slug: " " },
    ]) {
      const answer = await choose(ann, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect((await json(answer)).error.message).toBe("Please choose a group.");
    }
    expect((await api("/v1/groups/active", { method: "PUT", json: { group_id: 1 } })).status).toBe(401);
    expect(await activations(ann.id)).toEqual(before);
  });
});
