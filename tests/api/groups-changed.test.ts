import { describe, expect, it } from "vitest";
import { api, gql, rows, signedInUser } from "./helpers";

const CHANGED = "X-Larder-Groups-Changed";

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** What an answer to a page's read (a GraphQL query in the person's active group) says of their memberships. */
async function changedOnRead(person: Person) {
  const response = await api("/v1/api", {
    method: "POST",
    token: person.token,
    json: { query: "{ shoppingLists { id } }" },
  });
  expect(response.status).toBe(200);
  return response.headers.get(CHANGED);
}

describe("when a person's memberships last changed", () => {
  it("rides on every read, so a person added to a household sees it on their next page", async () => {
    const [owner, member] = [await signedInUser(), await signedInUser()];
    const group = (await (
      await api("/v1/groups", { method: "POST", token: owner.token, json: { name: "Home" } })
    ).json()) as {
      id: number;
    };
    // Read twice: once checked by the directory, then by the shard's copy of the members.
    const before = await changedOnRead(member);
    expect(before).not.toBeNull();
    expect(await changedOnRead(member)).toBe(before);
    const listed = await api("/v1/groups", { token: member.token });
    expect(listed.headers.get(CHANGED)).toBe(before);

    const added = await api(`/v1/groups/${group.id}/members`, {
      method: "POST",
      token: owner.token,
      json: { user_id: member.id },
    });
    expect(added.status).toBe(201);

    const after = await changedOnRead(member);
    expect(after).not.toBe(before);
    expect(await changedOnRead(member)).toBe(after);
    const listedAfter = await api("/v1/groups", { token: member.token });
    expect(listedAfter.headers.get(CHANGED)).toBe(after);
    const { groups } = (await listedAfter.json()) as { groups: { id: number }[] };
    expect(groups.map((one) => one.id)).toContain(group.id);
    expect(await rows("SELECT groups_changed_at AS at FROM users WHERE id = ?", member.id)).toEqual([
      { at: Number(after) },
    ]);
    // The owner's own memberships did not change.
    expect(await changedOnRead(owner)).toBe(
      String(
        (await rows<{ at: number | null }>("SELECT groups_changed_at AS at FROM users WHERE id = ?", owner.id))[0]!
          .at ?? 0,
      ),
    );

    // Leaving is a change too.
    expect(
      (await api(`/v1/groups/${group.id}/members/${member.id}`, { method: "DELETE", token: member.token })).status,
    ).toBe(204);
    expect(await changedOnRead(member)).not.toBe(after);
    expect((await gql(member.token, "{ shoppingLists { id } }")).body.errors).toBeUndefined();
  });
});
