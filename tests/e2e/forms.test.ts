import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage } from "./accounts";
import { PHONE_AND_DESKTOP } from "./browser";

/** Dialogs typed into key by key with JavaScript on, as a person types, and submitted. */
describe.each(PHONE_AND_DESKTOP)("Change Password at %s width", (_name, viewport) => {
  it("takes the passwords key by key, disables submit until they match, and signs the person out with the new one", async () => {
    const account = await registerAccount("Tia", "Typist");
    const page = await signedInPage(account, viewport);

    await page.goto("/user");
    await page.getByRole("link", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current Password").pressSequentially(account.password);
    await dialog.getByLabel("New Password", { exact: true }).pressSequentially("Newer-horse-10");
    await dialog.getByLabel("Confirm New Password").pressSequentially("Newer-horse-1");
    await dialog.getByText("Passwords do not match").waitFor();
    expect(await dialog.getByRole("button", { name: "Change Password" }).isDisabled()).toBe(true);
    await dialog.getByLabel("Confirm New Password").pressSequentially("0");
    expect(await dialog.getByText("Passwords do not match").count()).toBe(0);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await page.waitForURL(/\/login/);

    await page.getByLabel("Email").pressSequentially(account.email);
    await page.getByLabel("Password").pressSequentially("Newer-horse-10");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/home$/);
  });
});
