import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { Browser, PASSWORD, registerUser, rows, signIn } from "./helpers";

const code = (secret: string, offsetMs = 0) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });

async function signedInBrowser(firstName = "Ann") {
  const user = await registerUser(firstName);
  const browser = new Browser();
  await signIn(browser, user.email);
  return { user, browser };
}

/** Enables 2FA through the settings screen, reading the secret off the page. */
async function enableTwoFactor(browser: Browser) {
  const setup = await browser.post("/user", { intent: "2fa-enable" });
  expect(setup.status).toBe(200);
  const html = await setup.text();
  const secret = html.match(/data-testid="totp-secret">([A-Z2-7]+)</)![1]!;
  expect(html).toContain("Continue to Verify");
  expect(html).toMatch(/src="data:image\/png;base64,/);
  const backupCodes = [...html.matchAll(/<li>([a-z2-9]{4}-[a-z2-9]{4})<\/li>/g)].map((m) => m[1]!);
  expect(backupCodes).toHaveLength(10);
  const verified = await browser.post("/user?dialog=2fa-verify", { intent: "2fa-verify", code: code(secret) });
  expect(verified.status).toBe(302);
  return { secret, backupCodes };
}

describe("/user account settings", () => {
  it("is guarded", async () => {
    const response = await new Browser().fetch("/user");
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Fuser");
  });

  it("shows the profile with the created date", async () => {
    const { browser, user } = await signedInBrowser("Cleo");
    const html = await browser.html("/user");
    expect(html).toContain("Account Settings");
    expect(html).toContain(user.email);
    const today = new Date();
    const ddmmyyyy = `${String(today.getUTCDate()).padStart(2, "0")}/${String(today.getUTCMonth() + 1).padStart(2, "0")}/${today.getUTCFullYear()}`;
    expect(html).toContain(ddmmyyyy);
    expect(html).toContain("Danger Zone");
  });

  it("saves only the changed profile fields and keeps the nav greeting in step", async () => {
    const { browser, user } = await signedInBrowser("Dora");
    const response = await browser.post("/user?edit=profile", {
      intent: "profile",
      first_name: "Doris",
      last_name: "Tester",
      username: "",
      email: user.email,
    });
    expect(response.status).toBe(302);
    expect(await rows("SELECT first_name, username FROM users WHERE email = ?", user.email)).toEqual([
      { first_name: "Doris", username: null },
    ]);
    expect(await browser.html("/user")).toContain("Welcome, Doris!");
  });

  it("changes the password, ends the session and sends the user to /login", async () => {
    const { browser, user } = await signedInBrowser();
    const change = (current_password: string, confirm_password: string) =>
      browser.post("/user?dialog=password", {
        intent: "password",
        current_password,
        new_password: "Next-pass-123",
        confirm_password,
      });
    expect(await (await change(PASSWORD, "nope")).text()).toContain("Passwords do not match");
    expect(await (await change("wrong-pass-1", "Next-pass-123")).text()).toContain("Current password is incorrect.");
    const ok = await change(PASSWORD, "Next-pass-123");
    expect(ok.headers.get("Location")).toBe("/login");
    expect((await browser.session())?.access_token).toBeUndefined();
    await signIn(browser, user.email, "Next-pass-123");
  });

  it("enables 2FA, then sign-in asks for the code", async () => {
    const { browser, user } = await signedInBrowser();
    const { secret, backupCodes } = await enableTwoFactor(browser);
    expect(await rows("SELECT two_factor_enabled FROM users WHERE email = ?", user.email)).toEqual([
      { two_factor_enabled: 1 },
    ]);
    expect(await browser.html("/user")).toContain("Two-factor authentication has been enabled successfully!");

    const fresh = new Browser();
    const first = await fresh.post("/login", { email: user.email, password: PASSWORD, redirect: "/home" });
    expect(first.headers.get("Location")).toBe("/login/verify?redirect=%2Fhome");
    expect((await fresh.session())?.access_token).toBeUndefined();
    const page = await fresh.html("/login/verify");
    expect(page).toContain("Two-factor verification");
    const wrong = await fresh.post("/login/verify", { code: "000000" });
    expect(await wrong.text()).toContain("Invalid verification code. Please try again.");
    const right = await fresh.post("/login/verify", { code: code(secret, 30_000) });
    expect(right.headers.get("Location")).toBe("/home");
    expect((await fresh.session())?.user?.two_factor_enabled).toBe(true);

    const withBackup = new Browser();
    await withBackup.post("/login", { email: user.email, password: PASSWORD, redirect: "" });
    expect((await withBackup.post("/login/verify", { code: backupCodes[3]! })).headers.get("Location")).toBe("/home");
  });

  it("downloads the user's data as a JSON file", async () => {
    const { browser, user } = await signedInBrowser("Dex");
    expect(await browser.html("/user")).toContain("Export my data");
    const response = await browser.fetch("/user/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="larder-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as { user: { email: string } };
    expect(data.user.email).toBe(user.email);
    expect((await new Browser().fetch("/user/export")).headers.get("Location")).toBe(
      "/login?redirect=%2Fuser%2Fexport",
    );
  });

  it("deletes the account with the password", async () => {
    const { browser, user } = await signedInBrowser();
    const wrong = await browser.post("/user?dialog=delete", { intent: "delete", password: "wrong-pass-1" });
    expect(await wrong.text()).toContain("Password is incorrect.");
    const ok = await browser.post("/user?dialog=delete", { intent: "delete", password: PASSWORD });
    expect(ok.headers.get("Location")).toBe("/login");
    expect(await rows("SELECT id FROM users WHERE email = ?", user.email)).toEqual([]);
  });
});

describe("password reset screens", () => {
  it("send a visitor without reset state back to /forgot-password", async () => {
    const browser = new Browser();
    expect((await browser.fetch("/reset-password/verify")).headers.get("Location")).toBe("/forgot-password");
    expect((await browser.fetch("/reset-password")).headers.get("Location")).toBe("/forgot-password");
  });

  it("say the same for an account without 2FA as for none, and check the e-mail format", async () => {
    const user = await registerUser();
    const browser = new Browser();
    const page = await browser.html("/forgot-password");
    expect(page).toContain("If you do not have 2FA enabled, you cannot reset your password.");
    const bad = await browser.post("/forgot-password", { email: "not-an-email" });
    expect(await bad.text()).toContain("Please enter a valid email address.");
    // Every address goes on to the code step, where any code fails like a wrong one, so
    // the screen never tells whether an account with 2FA exists.
    for (const email of [user.email, `nobody-${crypto.randomUUID().slice(0, 6)}@example.com`]) {
      const visitor = new Browser();
      const started = await visitor.post("/forgot-password", { email });
      expect(started.headers.get("Location")).toBe("/reset-password/verify");
      const wrong = await visitor.postHtml("/reset-password/verify", { code: "123456" });
      expect(wrong).toContain("Invalid verification code. Please try again.");
      expect(wrong).toContain("Attempts remaining: <!-- -->2");
    }
  });

  it("reset the password through the three screens, with the state in the session, not the URL", async () => {
    const { browser, user } = await signedInBrowser();
    const { secret } = await enableTwoFactor(browser);
    const visitor = new Browser();
    const started = await visitor.post("/forgot-password", { email: user.email });
    expect(started.headers.get("Location")).toBe("/reset-password/verify");
    expect((await visitor.session())?.reset?.reset_token).toBeTruthy();

    const wrong = await visitor.postHtml("/reset-password/verify", { code: "123456" });
    expect(wrong).toContain("Invalid verification code. Please try again.");
    expect(wrong).toContain("Attempts remaining: <!-- -->2");

    const verified = await visitor.post("/reset-password/verify", { code: code(secret, 30_000) });
    expect(verified.headers.get("Location")).toBe("/reset-password");
    const weak = await visitor.post("/reset-password", { new_password: "weakpass", confirm_password: "weakpass" });
    expect(await weak.text()).toContain("Password does not meet all requirements");
    const mismatch = await visitor.post("/reset-password", {
      new_password: "Strong-Pass1!",
      confirm_password: "Strong-Pass2!",
    });
    expect(await mismatch.text()).toContain("Passwords do not match");
    const done = await visitor.post("/reset-password", {
      new_password: "Strong-Pass1!",
      confirm_password: "Strong-Pass1!",
    });
    const html = await done.text();
    expect(html).toContain("Your password has been reset.");
    expect(html).toContain('content="3;url=/login"');
    expect((await visitor.session())?.reset).toBeUndefined();
    // Every session of the account was ended by the reset.
    expect(
      await rows(
        "SELECT t.id FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.revoked_at IS NULL",
        user.email,
      ),
    ).toEqual([]);
  });

  it("lock out after three wrong codes and go back to the start", async () => {
    const { browser, user } = await signedInBrowser();
    await enableTwoFactor(browser);
    const visitor = new Browser();
    await visitor.post("/forgot-password", { email: user.email });
    await visitor.post("/reset-password/verify", { code: "111111" });
    await visitor.post("/reset-password/verify", { code: "222222" });
    const third = await visitor.postHtml("/reset-password/verify", { code: "333333" });
    expect(third).toContain("Too many failed attempts. Please start over.");
    expect(third).toContain('content="3;url=/forgot-password"');
    expect((await visitor.fetch("/reset-password/verify")).headers.get("Location")).toBe("/forgot-password");
  });
});
