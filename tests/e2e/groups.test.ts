import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { graphqlAs, registerAccount, signedInPage, submitLogin, uniqueEmail } from "./accounts";
import { newPage, PHONE_AND_DESKTOP, typeInto } from "./browser";
import { localDay, typedDay } from "./days";
import { openMoreMenu } from "./nav";

/** A newly registered person, signed in in a fresh page that accepts the browser's confirm prompts. */
async function person(firstName: string) {
  const account = await registerAccount(firstName, "Tester");
  const page = await signedInPage(account);
  page.on("dialog", (dialog) => dialog.accept());
  return { email: account.email, page };
}

/** Opens a group's details from the list of groups. */
async function openGroup(page: Page, groupName: string) {
  await page.goto("/groups");
  await page.locator("article", { hasText: groupName }).getByRole("link", { name: "View Details" }).click();
}

async function switchTo(page: Page, groupName: string) {
  await openGroup(page, groupName);
  await page.getByRole("button", { name: "Plan with this group" }).click();
  await page.getByText(`Now planning for ${groupName}.`).waitFor();
}

/** The name of the group the switcher under More says is being planned for (read closed, so as text). */
const plannedFor = async (page: Page) => (await page.locator("#active-group option:checked").textContent())!;

describe("planning together in Chromium", () => {
  it("A shares a group with B, both plan and shop in it, B becomes admin, then leaves", async () => {
    const a = await person("Ana");
    const b = await person("Ben");
    const groupName = `Flat ${Date.now().toString(36)}`;

    // A creates the group and adds B, found by e-mail.
    await a.page.goto("/groups/new");
    await a.page.getByRole("heading", { name: "Create New Group" }).waitFor();
    await typeInto(a.page.getByLabel("Name"), groupName);
    await typeInto(a.page.getByLabel("Description"), "Our shared kitchen");
    await a.page.getByText("18/500").waitFor();
    await a.page.getByRole("button", { name: "Create Group" }).click();
    await a.page.getByText("Group created!").waitFor();
    await a.page.getByRole("link", { name: "Add Member" }).click();
    const addDialog = a.page.getByRole("dialog", { name: "Add Member to Group" });
    // B shares no group with A yet: found by the exact e-mail only.
    await typeInto(addDialog.getByPlaceholder("Enter name or email..."), b.email);
    await addDialog.getByRole("option", { name: new RegExp(b.email.replace(/[.+]/g, "\\$&")) }).click();
    await addDialog.getByRole("button", { name: "Add Member" }).click();
    await a.page.getByText("Member added").waitFor();
    await a.page.locator(".member-row", { hasText: "Ben Tester" }).waitFor();

    // A plans a meal in the group (active since A created it) and syncs the week's list.
    expect(await plannedFor(a.page)).toBe(groupName);
    await a.page.goto("/meals?action=create&new_type=1");
    await a.page.getByRole("dialog", { name: "Add New Meal Type" }).getByLabel("Name").pressSequentially("Supper");
    await a.page.getByRole("button", { name: "Add Meal Type" }).click();
    await a.page.getByText('Meal type "Supper" created successfully!').waitFor();
    // The group has no recipes yet: create one through the wizard first.
    await a.page.goto("/recipes?action=create");
    const wizard = a.page.getByRole("dialog", { name: "Create Recipe" });
    await typeInto(wizard.getByLabel("Title"), "Flat Curry");
    await typeInto(wizard.getByLabel("Description"), "Curry for everyone");
    await typeInto(wizard.getByLabel("Category"), "Main");
    await wizard.getByRole("button", { name: "Next" }).click();
    await typeInto(wizard.getByPlaceholder("Search ingredients..."), "Rice");
    await wizard.getByPlaceholder("Search ingredients...").press("Enter");
    await typeInto(wizard.getByLabel("Unit of Rice"), "g");
    await typeInto(wizard.getByLabel("Quantity of Rice"), "500");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Create Recipe" }).click();
    await a.page.getByText('Recipe "Flat Curry" created successfully!').waitFor();

    await a.page.goto("/meals?action=create");
    const create = a.page.getByRole("dialog", { name: "Create Meal" });
    await create.getByText("Flat Curry", { exact: true }).click();
    await create.getByLabel("Meal Type").selectOption({ label: "Supper" });
    await typeInto(create.getByLabel("Date (optional)"), typedDay(new Date()));
    await create.getByRole("button", { name: "Create Meal" }).click();
    await a.page.getByText("Meal created successfully!").waitFor();
    await a.page.goto(
      "/shopping-lists?action=sync&step=3&title=Flat%20shop&start=" +
        localDay(new Date()) +
        "&end=" +
        localDay(new Date(Date.now() + 6 * 86_400_000)),
    );
    await a.page.getByRole("button", { name: "Create List" }).click();
    await a.page.getByText('Shopping list "Flat shop" created successfully!').waitFor();

    // B sees the group's meal and list after switching to it.
    await switchTo(b.page, groupName);
    await b.page.goto("/meals?all=1");
    await b.page.getByRole("link", { name: "Flat Curry" }).first().waitFor();
    await b.page.goto("/shopping-lists");
    await b.page.getByRole("heading", { name: "Flat shop" }).waitFor();

    // A makes B an admin.
    await openGroup(a.page, groupName);
    await a.page.getByLabel("Role of Ben Tester").selectOption("admin");
    await a.page.getByText("Ben Tester is now an admin.").waitFor();

    // B leaves, and no longer sees the group or its data.
    await openGroup(b.page, groupName);
    await b.page.getByRole("link", { name: "Leave Group" }).click();
    await b.page.getByRole("alertdialog", { name: "Leave Group" }).getByRole("button", { name: "Leave Group" }).click();
    await b.page.getByText("Left group").waitFor();
    expect(await b.page.locator("article", { hasText: groupName }).count()).toBe(0);
    await b.page.goto("/shopping-lists");
    expect(await b.page.getByRole("heading", { name: "Flat shop" }).count()).toBe(0);
    await b.page.goto("/meals?all=1");
    expect(await b.page.getByRole("link", { name: "Flat Curry" }).count()).toBe(0);
  });
});

describe.each(PHONE_AND_DESKTOP)("the household sticks at %s width", (_name, viewport) => {
  it("register, create a group (active), sign out and in (still it), open a list of my other group (there)", async () => {
    const page = await newPage(viewport);
    const account = { email: uniqueEmail("sticky"), password: "Correct-horse-9" };
    await page.goto("/register");
    await typeInto(page.getByLabel("Email"), account.email);
    await typeInto(page.getByLabel("Password"), account.password);
    await typeInto(page.getByLabel("First Name"), "Sol");
    await typeInto(page.getByLabel("Last Name"), "Tester");
    await page.getByRole("button", { name: "Register" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole("heading", { name: "Welcome!", exact: true }).waitFor();

    const family = `Family ${Date.now().toString(36)}`;
    await page.goto("/groups/new");
    await typeInto(page.getByLabel("Name"), family);
    await page.getByRole("button", { name: "Create Group" }).click();
    await page.getByText("Group created!").waitFor();
    expect(await plannedFor(page)).toBe(family);

    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);
    await submitLogin(page, account);
    await page.waitForURL(/\/home$/);
    await page.getByRole("heading", { name: "Welcome back!" }).waitFor();
    expect(await plannedFor(page)).toBe(family);

    // A link to a list of the person's personal group, opened while Family is active.
    const gql = await graphqlAs(account);
    const { createShoppingList: list } = await gql(
      `mutation { createShoppingList(title: "Just mine", start_date: "01/12/2026", end_date: "07/12/2026") { id } }`,
    );
    await page.goto(`/shopping-lists/${list.id}`);
    await page.getByRole("heading", { name: "Just mine" }).waitFor();
    await page.getByText('Switched to "Personal".').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/shopping-lists/${list.id}`);
    expect(await plannedFor(page)).toBe("Personal (you)");
  });
});
