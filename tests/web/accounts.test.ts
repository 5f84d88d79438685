import { testDb } from "../shared/test-db";
import jwt from "@tsndr/cloudflare-worker-jwt";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, COOKIE_NAME, registerUser, rows, signIn, withoutPageMessages } from "./helpers";

/** A signed-in browser whose access token has 20 s left: the next page must refresh first. */
async function signedInNearExpiry() {
  const user = await registerUser();
  const browser = new Browser();
  await signIn(browser, user.email);
  const session = (await browser.session())!;
  const now = Math.floor(Date.now() / 1000);
  const soonExpiring = await jwt.sign(
    { sub: String(session.user!.id), typ: "access", iat: now - 880, exp: now + 20 },
    env.JWT_SECRET,
  );
  await browser.setSession({ ...session, access_token: soonExpiring });
  return { browser, session, soonExpiring, now };
}

describe("route guards", () => {
  it("send a signed-out visitor to /login with the wanted path and query", async () => {
    const response = await new Browser().fetch("/meals?start=01%2F06%2F2026&end=07%2F06%2F2026");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://x");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirect")).toBe("/meals?start=01%2F06%2F2026&end=07%2F06%2F2026");
  });

  it.each(["/home", "/meals", "/user"])("guard %s", async (path) => {
    const response = await new Browser().fetch(path);
    expect(response.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it("send a signed-in user away from /login and /register to /meals", async () => {
    const user = await registerUser();
    const browser = new Browser();
    await signIn(browser, user.email);
    for (const path of ["/login", "/register"]) {
      const response = await browser.fetch(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/meals");
    }
  });
});

describe("sign-in", () => {
  it("goes to the redirect path, stores an encrypted session and shows the welcome", async () => {
    const user = await registerUser("Bea");
    const browser = new Browser();
    const response = await browser.post("/login", {
      email: user.email,
      password: user.password,
      redirect: "/home?x=1",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home?x=1");

    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(new RegExp(`^${COOKIE_NAME}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);
    const session = await browser.session();
    expect(session?.access_token).toMatch(/^eyJ/);
    // The cookie holds neither token nor e-mail in the clear.
    expect(browser.cookie).not.toContain(session!.access_token!.slice(0, 20));
    expect(browser.cookie).not.toContain(session!.refresh_token!);
    expect(
      atob(
        browser
          .cookie!.replaceAll("-", "+")
          .replaceAll("_", "/")
          .padEnd(Math.ceil(browser.cookie!.length / 4) * 4, "="),
      ),
    ).not.toContain(user.email);
    expect(setCookie.length).toBeLessThan(4096);

    const home = await browser.fetch("/home");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Welcome, Bea!");
  });

  it.each([
    ["https://evil.example/steal", "/home"],
    ["//evil.example/steal", "/home"],
    ["/\\evil.example", "/home"],
    ["/login", "/home"],
    ["/register?x=1", "/home"],
    ["", "/home"],
    ["/recipes?search=pasta", "/recipes?search=pasta"],
  ])("follows only same-site redirects (%s → %s)", async (redirect, expected) => {
    const user = await registerUser();
    const response = await new Browser().post("/login", { email: user.email, password: user.password, redirect });
    expect(response.headers.get("Location")).toBe(expected);
  });

  it("shows the credentials error and keeps the e-mail, not the password", async () => {
    const user = await registerUser();
    const browser = new Browser();
    const response = await browser.post("/login", { email: user.email, password: "Wrong-password-1", redirect: "" });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("Invalid email or password. Please check your credentials.");
    expect(html).toContain(`value="${user.email}"`);
    expect(html).not.toContain("Wrong-password-1");
    expect(browser.cookie).toBeUndefined();
  });
});

describe("the session cookie", () => {
  it("is refused when tampered with, and cleared", async () => {
    const user = await registerUser();
    const browser = new Browser();
    await signIn(browser, user.email);
    const flipped =
      browser.cookie!.slice(0, 30) + (browser.cookie![30] === "A" ? "B" : "A") + browser.cookie!.slice(31);
    browser.cookie = flipped;
    const response = await browser.fetch("/home");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Fhome");
    expect(response.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("is refreshed when the access token expires within 30 seconds", async () => {
    const { browser, session, soonExpiring, now } = await signedInNearExpiry();

    const response = await browser.fetch("/home");
    expect(response.status).toBe(200);
    const refreshed = (await browser.session())!;
    expect(refreshed.access_token).not.toBe(soonExpiring);
    expect(refreshed.refresh_token).not.toBe(session.refresh_token);
    expect(jwt.decode(refreshed.access_token!).payload.exp! - now).toBeGreaterThan(800);
    // The old refresh token was rotated in D1.
    const stale = await rows(
      "SELECT rotated_at FROM refresh_tokens WHERE user_id = ? AND rotated_at IS NOT NULL",
      session.user!.id,
    );
    expect(stale).toHaveLength(1);
  });

  it("that can no longer be refreshed signs out with the expiry message", async () => {
    const user = await registerUser();
    const browser = new Browser();
    await signIn(browser, user.email);
    const session = (await browser.session())!;
    await testDb.prepare("UPDATE refresh_tokens SET revoked_at = 1 WHERE user_id = ?").bind(session.user!.id).run();
    const now = Math.floor(Date.now() / 1000);
    await browser.setSession({
      ...session,
      access_token: await jwt.sign(
        { sub: String(session.user!.id), typ: "access", iat: now - 900, exp: now - 5 },
        env.JWT_SECRET,
      ),
    });

    const response = await browser.fetch("/meals");
    expect(response.headers.get("Location")).toBe("/login?redirect=%2Fmeals");
    expect((await browser.session())?.access_token).toBeUndefined();
    const login = await browser.fetch("/login?redirect=%2Fmeals");
    expect(await login.text()).toContain("Your session has expired. Please log in again.");
    // Shown once.
    expect(await browser.html("/login")).not.toContain("Your session has expired");
  });

  it("says so in the language of the sign-in page it signs out to", async () => {
    const user = await registerUser();
    const browser = new Browser();
    browser.acceptLanguage = "de";
    await signIn(browser, user.email);
    const session = (await browser.session())!;
    await testDb.prepare("UPDATE refresh_tokens SET revoked_at = 1 WHERE user_id = ?").bind(session.user!.id).run();
    const now = Math.floor(Date.now() / 1000);
    await browser.setSession({
      ...session,
      access_token: await jwt.sign(
        { sub: String(session.user!.id), typ: "access", iat: now - 900, exp: now - 5 },
        env.JWT_SECRET,
      ),
    });

    expect((await browser.fetch("/meals")).headers.get("Location")).toBe("/login?redirect=%2Fmeals");
    const login = await browser.html("/login?redirect=%2Fmeals");
    expect(login).toContain('lang="de"');
    expect(login).toContain("Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.");
    expect(login).not.toContain("Your session has expired");
  });
});

describe("registration", () => {
  it("creates the account, signs the person in and greets them on /home as someone new", async () => {
    const browser = new Browser();
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await browser.post("/register", {
      email,
      password: "Correct-horse-9",
      first_name: "Cy",
      last_name: "Doe",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    const [user] = (await rows("SELECT id, first_name FROM users WHERE email = ?", email)) as {
      id: number;
      first_name: string;
    }[];
    expect(user!.first_name).toBe("Cy");
    const session = (await browser.session())!;
    expect(session.user).toMatchObject({ id: user!.id, email, first_name: "Cy" });
    expect(session.active_group_id).toBeUndefined();
    expect(session.groups).toEqual([expect.objectContaining({ name: "Personal", is_personal: true })]);
    // The session is a real one in D1.
    expect(
      await rows("SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL", user!.id),
    ).toEqual([{ n: 1 }]);
    const home = await browser.html("/home");
    expect(home).toContain("<h1>Welcome!</h1>");
    expect(withoutPageMessages(home)).not.toContain("Welcome back!");

    // Coming back later is a return.
    await browser.post("/logout", {});
    await signIn(browser, email);
    expect(await browser.html("/home")).toContain("<h1>Welcome back!</h1>");
  });

  it("names a registered e-mail and keeps the typed values, never the password", async () => {
    const user = await registerUser();
    const response = await new Browser().post("/register", {
      email: user.email,
      password: "Secret-pass-77",
      first_name: "Dee",
      last_name: "Ray",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("This email is already registered. Please use a different email or try logging in.");
    expect(html).toContain('value="Dee"');
    expect(html).not.toContain("Secret-pass-77");
  });

  it("checks the fields with the shared schema before calling the API", async () => {
    const before = await rows("SELECT count(*) AS n FROM users");
    const response = await new Browser().post("/register", {
      email: "bad",
      password: "short",
      first_name: "",
      last_name: "",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please check your information and try again.");
    expect(await rows("SELECT count(*) AS n FROM users")).toEqual(before);
  });
});

describe("logout", () => {
  it("revokes the refresh token, clears the session and goes to /login", async () => {
    const user = await registerUser();
    const browser = new Browser();
    await signIn(browser, user.email);
    const { user: sessionUser } = (await browser.session())!;
    const response = await browser.post("/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(browser.cookie).toBeUndefined();
    expect(
      await rows("SELECT id FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NULL", sessionUser!.id),
    ).toEqual([]);
    expect((await browser.fetch("/home")).status).toBe(302);
  });
});

describe("parallel requests near the access token's expiry", () => {
  it("keep the person signed in: both pages render and both refreshed sessions work", async () => {
    const { browser, session } = await signedInNearExpiry();

    // Two loads at once, as Remix fetches loaders in parallel: the same cookie, the same refresh token.
    const tabs = [new Browser(), new Browser()];
    for (const tab of tabs) tab.cookie = browser.cookie;
    const responses = await Promise.all([tabs[0]!.fetch("/home"), tabs[1]!.fetch("/meals")]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    for (const tab of tabs) {
      const next = await tab.fetch("/shopping-lists");
      expect(next.status).toBe(200);
    }
    expect(
      await rows(
        "SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ? AND revoked_at IS NOT NULL",
        session.user!.id,
      ),
    ).toEqual([{ n: 0 }]);
  });
});
