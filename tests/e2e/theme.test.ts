import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerAccount, signedInPage } from "./accounts";
import { DESKTOP, newPage } from "./browser";
import { shownTheme } from "./themes";

/** Chooses a theme on the settings page and saves it, as a person does. */
async function chooseTheme(page: Page, label: "System" | "Light" | "Dark") {
  await page.goto("/user");
  const section = page.getByRole("region", { name: "Theme" });
  await section.getByRole("radio", { name: new RegExp(`^${label}\\b`) }).check();
  await section.getByRole("button", { name: "Save theme" }).click();
}

describe.each([
  ["without JavaScript", false],
  ["with JavaScript", true],
])("the theme chosen on the settings page %s", (_, javaScript) => {
  it("turns every page dark, stays after a reload, wins over the device's setting, and System follows it", async () => {
    const account = await registerAccount("Vesper", "Theme");
    const page = await signedInPage(account, DESKTOP, { javaScript });
    await page.emulateMedia({ colorScheme: "light" });
    expect(await shownTheme(page)).toEqual({ attribute: "system", looks: "light" });

    await chooseTheme(page, "Dark");
    await page.getByText("Larder is now dark on this device.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/user");
    expect(await shownTheme(page)).toEqual({ attribute: "dark", looks: "dark" });
    await expect.poll(() => page.getByRole("radio", { name: /^Dark\b/ }).isChecked()).toBe(true);
    await page.reload();
    expect(await shownTheme(page)).toEqual({ attribute: "dark", looks: "dark" });
    await page.goto("/shopping-lists");
    expect(await shownTheme(page)).toEqual({ attribute: "dark", looks: "dark" });

    // The choice is the device's: the sign-in page after signing out is dark too.
    const visitor = await newPage(DESKTOP, { javaScript });
    await visitor.context().addCookies(await page.context().cookies());
    await visitor.goto("/login");
    expect(await shownTheme(visitor)).toMatchObject({ looks: "dark" });

    await chooseTheme(page, "Light");
    await page.getByText("Larder is now light on this device.").waitFor();
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await shownTheme(page)).toEqual({ attribute: "light", looks: "light" });

    await chooseTheme(page, "System");
    await page.getByText("Larder now follows your device's light or dark setting.").waitFor();
    expect(await shownTheme(page)).toEqual({ attribute: "system", looks: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    expect(await shownTheme(page)).toEqual({ attribute: "system", looks: "light" });
    await page.reload();
    expect(await shownTheme(page)).toEqual({ attribute: "system", looks: "light" });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("larder_theme");
  });
});
