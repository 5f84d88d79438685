import { describe, expect, it } from "vitest";
import { gql, personalGroupId, rows, signedInUser } from "./helpers";

const INGREDIENT =
  "id name type description default_unit calories_per_100g group { id name } category { name } created_at";

async function cook() {
  const user = await signedInUser();
  return { user, groupId: await personalGroupId(user.id) };
}

const create = (token: string, vars: Record<string, unknown>) =>
  gql(
    token,
    `mutation($name: String!, $type: String!, $group: String, $calories: Float) { createIngredient(name: $name, type: $type, group: $group, calories_per_100g: $calories) { ${INGREDIENT} } }`,
    vars,
  );

describe("ingredients", () => {
  it("creates with a new or existing group, trimmed, and lists them", async () => {
    const { user, groupId } = await cook();
    const basil = await create(user.token, { name: " Basil ", type: " herb ", group: " Herbs ", calories: 23 });
    expect(basil.body.data.createIngredient).toMatchObject({
      name: "Basil",
      type: "herb",
      calories_per_100g: 23,
      group: { name: "Herbs" },
      category: { name: "Herbs" },
    });
    const mint = await create(user.token, { name: "Mint", type: "herb", group: "HERBS" });
    expect(mint.body.data.createIngredient.group.id).toBe(basil.body.data.createIngredient.group.id);
    const salt = await create(user.token, { name: "Salt", type: "mineral", group: "" });
    expect(salt.body.data.createIngredient.group).toBeNull();
    expect((await gql(user.token, `{ getAllIngredients { name } getAllIngredientGroups { name } }`)).body.data).toEqual(
      {
        getAllIngredients: [{ name: "Basil" }, { name: "Mint" }, { name: "Salt" }],
        getAllIngredientGroups: [{ name: "Herbs" }],
      },
    );
    expect(await rows("SELECT count(*) AS n FROM ingredient_groups WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
  });

  it("answers the catalogue's names alone, A to Z ignoring case, and only the group's", async () => {
    const { user } = await cook();
    const other = await cook();
    for (const name of ["mint", "Basil", "Salt"]) await create(user.token, { name, type: "herb" });
    await create(other.user.token, { name: "Apple", type: "fruit" });
    expect((await gql(user.token, `{ ingredientNames }`)).body.data).toEqual({
      ingredientNames: ["Basil", "mint", "Salt"],
    });
    expect((await gql(other.user.token, `{ ingredientNames }`)).body.data).toEqual({ ingredientNames: ["Apple"] });
  });

  it("keeps names unique per group, ignoring case, on create and update", async () => {
    const { user } = await cook();
    await create(user.token, { name: "Basil", type: "herb" });
    const duplicate = await create(user.token, { name: "BASIL", type: "herb" });
    expect(duplicate.body.errors![0]).toMatchObject({
      message: 'An ingredient named "BASIL" already exists.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const mint = (await create(user.token, { name: "Mint", type: "herb" })).body.data.createIngredient;
    const rename = await gql(user.token, `mutation($id: Int!) { updateIngredient(id: $id, name: "basil") { id } }`, {
      id: mint.id,
    });
    expect(rename.body.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    // Another household may use the same name.
    const other = await cook();
    expect((await create(other.user.token, { name: "Basil", type: "herb" })).body.errors).toBeUndefined();
  });

  it("requires name and type, and refuses negative calories", async () => {
    const { user } = await cook();
    expect((await create(user.token, { name: "  ", type: "herb" })).body.errors![0]!.message).toBe("Name is required");
    expect((await create(user.token, { name: "Basil", type: " " })).body.errors![0]!.message).toBe("Type is required");
    expect(
      (await create(user.token, { name: "Basil", type: "herb", calories: -1 })).body.errors![0]!.extensions!.code,
    ).toBe("BAD_USER_INPUT");
  });

  it("updates name, type and group", async () => {
    const { user } = await cook();
    const { id } = (await create(user.token, { name: "Basil", type: "herb", group: "Herbs" })).body.data
      .createIngredient;
    const updated = await gql(
      user.token,
      `mutation($id: Int!) { updateIngredient(id: $id, name: "Thai basil", type: "fresh herb", group: "Asian") { name type group { name } } }`,
      { id },
    );
    expect(updated.body.data.updateIngredient).toEqual({
      name: "Thai basil",
      type: "fresh herb",
      group: { name: "Asian" },
    });
  });

  it("refuses to delete an ingredient in use, unless detached", async () => {
    const { user, groupId } = await cook();
    const recipe = await gql(
      user.token,
      `mutation { createRecipe(data: { title: "Pesto", description: "Green", category: "Sauces", ingredients: [{ name: "Basil", quantity: 50, unit: "g" }, { name: "Oil", quantity: 100, unit: "ml" }] }) { id ingredients { id name } } }`,
    );
    const basil = recipe.body.data.createRecipe.ingredients[0].id;
    const refused = await gql(user.token, `mutation($id: Int!) { deleteIngredient(id: $id) }`, { id: basil });
    expect(refused.body.errors![0]).toMatchObject({
      message: '"Basil" is used by 1 recipe. Remove it from them first, or delete it with detach.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await rows("SELECT name FROM ingredients WHERE id = ?", basil)).toEqual([{ name: "Basil" }]);

    const detached = await gql(user.token, `mutation($id: Int!) { deleteIngredient(id: $id, detach: true) }`, {
      id: basil,
    });
    expect(detached.body.data.deleteIngredient).toBe(true);
    const left = await gql(user.token, `query($id: Int!) { recipe(id: $id) { ingredients { name } } }`, {
      id: recipe.body.data.createRecipe.id,
    });
    expect(left.body.data.recipe.ingredients).toEqual([{ name: "Oil" }]);
    expect(await rows("SELECT count(*) AS n FROM ingredients WHERE group_id = ?", groupId)).toEqual([{ n: 1 }]);
  });

  it("answers NOT_FOUND for another household's ingredient", async () => {
    const a = await cook();
    const b = await cook();
    const { id } = (await create(a.user.token, { name: "Basil", type: "herb" })).body.data.createIngredient;
    for (const query of [
      `query($id: Int!) { getIngredientByID(id: $id) { id } }`,
      `mutation($id: Int!) { updateIngredient(id: $id, name: "Mine") { id } }`,
      `mutation($id: Int!) { deleteIngredient(id: $id, detach: true) }`,
    ]) {
      expect((await gql(b.user.token, query, { id })).body.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    }
    expect(await rows("SELECT name FROM ingredients WHERE id = ?", id)).toEqual([{ name: "Basil" }]);
  });
});
