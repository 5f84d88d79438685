import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAccount, sessionOf, signedInPage } from "./accounts";
import { apiURL, PHONE, typeInto } from "./browser";
import { openMoreMenu } from "./nav";

/** The groups the switcher under More offers (none when the person has only their own); read closed. */
const switcherGroups = (page: Page) => page.locator("#active-group option").allTextContents();

/** The owner makes a group and adds the person with `email` to it, through the dialogs. */
async function addToNewGroup(ownerPage: Page, groupName: string, email: string) {
  await ownerPage.goto("/groups/new");
  await typeInto(ownerPage.getByLabel("Name"), groupName);
  await typeInto(ownerPage.getByLabel("Description"), "Our kitchen");
  await ownerPage.getByRole("button", { name: "Create Group" }).click();
  await ownerPage.getByText("Group created!").waitFor();
  await ownerPage.getByRole("link", { name: "Add Member" }).click();
  const addDialog = ownerPage.getByRole("dialog", { name: "Add Member to Group" });
  await typeInto(addDialog.getByPlaceholder("Enter name or email..."), email);
  await addDialog.getByRole("option", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await addDialog.getByRole("button", { name: "Add Member" }).click();
  await ownerPage.getByText("Member added").waitFor();
}

describe("a person added to a household", () => {
  it("sees it in the switcher on their next page, whichever page that is", async () => {
    const owner = await registerAccount("Olga", "Owner");
    const member = await registerAccount("Mats", "Member");
    const ownerPage = await signedInPage(owner);
    const memberPage = await signedInPage(member, PHONE);
    await memberPage.goto("/meals");
    expect(await switcherGroups(memberPage)).toEqual([]);

    const groupName = `Home ${Date.now().toString(36)}`;
    await addToNewGroup(ownerPage, groupName, member.email);
    // The API holds the membership.
    const { access_token } = await sessionOf(member);
    const listed = (await (
      await fetch(`${apiURL()}/v1/groups`, { headers: { Authorization: `Bearer ${access_token}` } })
    ).json()) as { groups: { name: string }[] };
    expect(listed.groups.map((group) => group.name)).toContain(groupName);

    // The member's next page, not /groups, offers the household.
    await memberPage.goto("/pantry");
    expect(await switcherGroups(memberPage)).toContain(groupName);
    // And it stays: the page after reads the list from the session, no second fetch needed.
    await memberPage.goto("/recipes");
    expect(await switcherGroups(memberPage)).toContain(groupName);

    // A page opened in the app (JavaScript's navigation, no document load) shows the next one.
    const second = `Cabin ${Date.now().toString(36)}`;
    await addToNewGroup(ownerPage, second, member.email);
    const loads: string[] = [];
    memberPage.on("load", () => loads.push(memberPage.url()));
    await (await openMoreMenu(memberPage)).getByRole("link", { name: "Meals", exact: true }).click();
    await memberPage.waitForURL(/\/meals$/);
    await expect.poll(() => switcherGroups(memberPage)).toContain(second);
    expect(loads).toEqual([]);
  });
});
