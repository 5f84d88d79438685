import { describe, expect, it } from "vitest";
import { uniqueEmail } from "./accounts";
import { newPage, typeInto } from "./browser";
import { openMoreMenu } from "./nav";

describe("accounts in Chromium", () => {
  it("register → signed in on /home, welcomed → reload → logout → a protected URL returns after signing in", async () => {
    const page = await newPage();
    const email = uniqueEmail("e2e");
    const password = "Correct-horse-9";

    await page.goto("/register");
    await page.getByRole("heading", { name: "Register for an account" }).waitFor();
    await typeInto(page.getByLabel("Email"), email);
    await typeInto(page.getByLabel("Password"), password);
    await typeInto(page.getByLabel("First Name"), "Erin");
    await typeInto(page.getByLabel("Last Name"), "Tester");
    await page.getByRole("button", { name: "Register" }).click();
    // Registering signs the person in, greeted as someone new.
    await page.waitForURL(/\/home$/);
    await page.getByRole("heading", { name: "Welcome!", exact: true }).waitFor();
    // The greeting and Logout are in the bar's More menu.
    await (await openMoreMenu(page)).getByText("Welcome, Erin!").waitFor();

    await page.reload();
    const menu = await openMoreMenu(page);
    await menu.getByText("Welcome, Erin!").waitFor();
    expect(new URL(page.url()).pathname).toBe("/home");

    await menu.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);

    await page.goto("/home?from=e2e");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/home?from=e2e");
    await typeInto(page.getByLabel("Email"), email);
    await typeInto(page.getByLabel("Password"), password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/home" && url.search === "?from=e2e");
    await page.getByRole("heading", { name: "Welcome back!" }).waitFor();
  });

  it("shows the credentials error under the form and keeps the e-mail", async () => {
    const page = await newPage();
    await page.goto("/login");
    await typeInto(page.getByLabel("Email"), "nobody@example.com");
    await typeInto(page.getByLabel("Password"), "Wrong-password-1");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Invalid email or password. Please check your credentials.").waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("nobody@example.com");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
  });
});
