import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage, signInThroughApi, submitLogin } from "./accounts";
import { typeInto } from "./browser";
import { openMoreMenu } from "./nav";

const totp = (secret: string, offsetMs = 0) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });

describe("two-factor authentication and password reset in Chromium", () => {
  it("enable 2FA, sign in with a backup code, reset the password, delete the account", async () => {
    const account = await registerAccount("Tess", "Totp");
    const { email } = account;

    const page = await signedInPage(account);

    // Enable 2FA, reading the secret off the page like a person typing it into an app.
    await page.goto("/user");
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    await page.getByRole("button", { name: "Enable 2FA" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole("img", { name: "QR code for your authenticator app" }).isVisible()).toBe(true);
    const backupCodes = await page.locator("ol.backup-codes li").allTextContents();
    expect(backupCodes).toHaveLength(10);
    const download = page.getByRole("link", { name: "Download Backup Codes" });
    expect(await download.getAttribute("download")).toBe("larder-backup-codes.txt");
    expect(decodeURIComponent((await download.getAttribute("href"))!)).toContain(`1. ${backupCodes[0]}`);
    await page.getByRole("link", { name: "Continue to Verify" }).click();
    // Six digits submit the form by themselves.
    await typeInto(page.getByLabel("Verification code"), totp(secret));
    await page.getByText("Two-factor authentication has been enabled successfully!").waitFor();
    await page.getByText("Enabled", { exact: true }).waitFor();

    // Sign out; signing in now asks for the second factor.
    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);
    await submitLogin(page, account);
    await page.waitForURL(/\/login\/verify/);
    await page.getByText("Use a backup code instead").click();
    await typeInto(page.getByLabel("Backup code"), backupCodes[0]!);
    await page.getByRole("button", { name: "Use backup code" }).click();
    await page.waitForURL(/\/home$/);
    await (await openMoreMenu(page)).getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);

    // Reset the password through the three screens.
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByText("If you do not have 2FA enabled, you cannot reset your password.").waitFor();
    await typeInto(page.getByLabel("Email"), email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/reset-password\/verify$/);
    await typeInto(page.getByLabel("Verification code"), "000000");
    await page.getByText("Attempts remaining: 2").waitFor();
    // The code of the next 30-second step: the one used to enable 2FA cannot be used again.
    await typeInto(page.getByLabel("Verification code"), totp(secret, 30_000));
    await page.waitForURL(/\/reset-password$/);

    const label = page.getByTestId("strength-label");
    const newPassword = page.getByLabel("New Password");
    const seen: string[] = [];
    for (const attempt of ["abc", "abcdefgh", "Abcdefgh", "Abcdefgh1!"]) {
      await typeInto(newPassword, attempt);
      seen.push((await label.textContent())!);
    }
    expect(seen).toEqual(["Weak", "Fair", "Good", "Strong"]);
    await typeInto(page.getByLabel("Confirm Password"), "Abcdefgh1!");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Your password has been reset.").waitFor();
    await page.waitForURL(/\/login$/, { timeout: 8_000 });

    // The new password works (with a second backup code), then the account is deleted.
    await submitLogin(page, { email, password: "Abcdefgh1!" });
    await page.waitForURL(/\/login\/verify/);
    await page.getByText("Use a backup code instead").click();
    await typeInto(page.getByLabel("Backup code"), backupCodes[1]!);
    await page.getByRole("button", { name: "Use backup code" }).click();
    await page.waitForURL(/\/home$/);
    await page.goto("/user");
    await page.getByRole("link", { name: "Delete Account" }).click();
    await typeInto(page.locator("#delete-password"), "Abcdefgh1!");
    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText("Your account has been deleted.").waitFor();

    const gone = await signInThroughApi({ email, password: "Abcdefgh1!" });
    expect(gone.status).toBe(401);
  });
});
