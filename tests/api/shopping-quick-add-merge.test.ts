import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const ADD = `mutation($l: Int!, $n: String!, $q: Float!, $u: String!, $c: String) {
  createShoppingItem(list_id: $l, name: $n, quantity: $q, unit: $u, change_id: $c) { id name quantity unit }
}`;

async function listOfOne() {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const listId = (
    await gql(
      user.token,
      `mutation { createShoppingList(title: "Week", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
    )
  ).body.data.createShoppingList.id as number;
  const add = (name: string, quantity: number, unit: string, change?: string) =>
    gql(user.token, ADD, { l: listId, n: name, q: quantity, u: unit, c: change ?? null });
  const lines = () =>
    rows("SELECT name, quantity, unit, is_bought FROM shopping_items WHERE list_id = ? ORDER BY id", listId);
  return { user, groupId, listId, add, lines };
}

describe("a name added twice to a list", () => {
  it("is one line, its amounts summed, by the list's merge rules", async () => {
    const { add, lines } = await listOfOne();
    const first = await add("Lemon", 1, "pcs");
    const again = await add("lemons", 2, "PCS");
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.createShoppingItem).toEqual({ ...first.body.data.createShoppingItem, quantity: 3 });
    expect(await lines()).toEqual([{ name: "Lemon", quantity: 3, unit: "pcs", is_bought: 0 }]);
  });

  it("says so, writing nothing, when the units differ", async () => {
    const { add, lines } = await listOfOne();
    await add("Milk", 1, "l");
    const again = await add("Milk", 2, "pcs");
    expect(again.body.errors?.[0]?.message).toBe(
      "Milk is on this list already in l: change that line's amount instead.",
    );
    expect(await lines()).toEqual([{ name: "Milk", quantity: 1, unit: "l", is_bought: 0 }]);
  });

  it("makes one line of racing adds, from the outbox too", async () => {
    const { add, lines } = await listOfOne();
    const answers = await Promise.all([
      add("Oat milk", 1, "l", "change-a"),
      add("Oat milk", 1, "l", "change-b"),
      add("oat milk", 1, "l"),
      add("Oat milk", 1, "l"),
    ]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    expect(await lines()).toEqual([{ name: "Oat milk", quantity: 4, unit: "l", is_bought: 0 }]);
    // A change sent again adds nothing.
    await add("Oat milk", 1, "l", "change-a");
    expect(await lines()).toEqual([{ name: "Oat milk", quantity: 4, unit: "l", is_bought: 0 }]);
  });

  it("starts a new line once the first is bought, and adds to that one", async () => {
    const { user, add, lines } = await listOfOne();
    const first = (await add("Bread", 1, "pcs")).body.data.createShoppingItem.id as number;
    await gql(user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: true) { id } }`, { id: first });
    await add("Bread", 1, "pcs");
    await add("Bread", 2, "pcs");
    // Unticked, the first line stays a line of its own: no add is lost, none doubled.
    await gql(user.token, `mutation($id: Int!) { updateShoppingItem(id: $id, is_bought: false) { id } }`, {
      id: first,
    });
    expect(await lines()).toEqual([
      { name: "Bread", quantity: 1, unit: "pcs", is_bought: 0 },
      { name: "Bread", quantity: 3, unit: "pcs", is_bought: 0 },
    ]);
  });
});
