import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyReports, sessionApi } from "~/api-binding.server";
import { callApi } from "~/api.server";
import type { ApiService, WebEnv } from "~/env.server";
import { Session } from "~/session.server";
import { bookmarksOf, newerBookmark } from "@larder/shared/d1-session";
import { Browser, COOKIE_NAME, ORIGIN, rows, signIn, signedInUser, registerUser } from "./helpers";

/** A position in each database reached: the directory's bare, then `s<n>=` each shard's (either may be missing). */
const BOOKMARK =
  /^(?:[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}|s\d+=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})(;s\d+=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32})*$/;
/** `later` is at or after `earlier` in every database `earlier` names. */
const atOrAfter = (later: string, earlier: string) => newerBookmark(earlier, later) === later;
const PAGE_TIMING =
  /^d1;dur=(\d+\.\d);desc="(\d+) round trips?", api;dur=\d+\.\d, render;dur=\d+\.\d, total;dur=\d+\.\d$/;

const bookmarkIn = async (browser: Browser) => (await browser.session())?.d1_bookmark;

/** A meal type and a recipe to plan, written straight to D1. */
async function planningData(groupId: number) {
  const [type] = await rows("SELECT id FROM meal_types WHERE group_id = ? AND name = 'Dinner'", groupId);
  const [recipe] = await rows(
    "INSERT INTO recipes (group_id, slug, title, description) VALUES (?, 'stew', 'Bean Stew', 'Slow and warm') RETURNING id",
    groupId,
  );
  return { typeId: String((type as { id: number }).id), recipeId: String((recipe as { id: number }).id) };
}

describe("the D1 bookmark in the session cookie", () => {
  it("travels through a sign-in, a write and the next read, which shows the write", async () => {
    const user = await registerUser("Bo");
    const browser = new Browser();
    await signIn(browser, user.email);
    const signedIn = await bookmarkIn(browser);
    expect(signedIn).toMatch(BOOKMARK);

    const [group] = await rows(
      "SELECT g.id FROM groups g JOIN users u ON u.id = g.owner_id WHERE u.email = ?",
      user.email,
    );
    const { typeId, recipeId } = await planningData((group as { id: number }).id);
    const created = await browser.post("/meals?action=create", {
      intent: "create",
      recipe_id: recipeId,
      type_id: typeId,
      date: "2026-06-04",
      hour: "19",
      minute: "00",
    });
    expect(created.status).toBe(302);
    const written = await bookmarkIn(browser);
    expect(written).toMatch(BOOKMARK);
    expect(atOrAfter(written!, signedIn!) && written !== signedIn).toBe(true);

    const next = await browser.fetch("/meals?all=1");
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("Bean Stew");
    expect(atOrAfter((await bookmarkIn(browser))!, written!)).toBe(true);
  });

  it("every call to the API carries the session's bookmark, and the session keeps the newest answered", async () => {
    const { browser } = await signedInUser("Cy");
    const kept = (await bookmarkIn(browser))!;
    const webEnv = env as unknown as WebEnv;
    const sent: (string | null)[] = [];
    // The real API, with the requests it is sent written down.
    const recording: ApiService = {
      handle: (request) => (sent.push(request.headers.get("x-d1-bookmark")), webEnv.API.handle(request)),
      fetch: (request) => (sent.push(request.headers.get("x-d1-bookmark")), webEnv.API.fetch(request)),
    };
    const request = new Request(`${ORIGIN}/home`, { headers: { Cookie: `${COOKIE_NAME}=${browser.cookie}` } });
    const session = await Session.fromRequest(request, webEnv);
    const reports = emptyReports();
    const pageEnv = { ...webEnv, API: sessionApi(recording, session, reports) };

    const first = await callApi(pageEnv, "/v1/health");
    const answered = first.headers.get("x-d1-bookmark")!;
    await pageEnv.API.fetch(new Request("https://larder-api/v1/health"));
    expect(sent).toEqual([kept, answered]);
    expect(atOrAfter(answered, kept)).toBe(true);
    expect(atOrAfter(session.data.d1_bookmark!, answered)).toBe(true);
    expect(reports.d1.trips).toBe(2);
  });

  it("is written after a form post only when a newer one arrives", async () => {
    const { browser } = await signedInUser("Di");
    const kept = (await bookmarkIn(browser))!;
    const request = new Request(`${ORIGIN}/home`, {
      method: "POST",
      headers: { Cookie: `${COOKIE_NAME}=${browser.cookie}` },
    });
    const session = await Session.fromRequest(request, env as unknown as WebEnv);
    session.keepBookmark("00000000-00000000-00000000-00000000000000000000000000000000");
    session.keepBookmark(kept);
    session.keepBookmark(null);
    session.keepBookmark("not a bookmark");
    expect(session.dirty).toBe(false);
    const newer = "ffffffff-00000000-00000000-00000000000000000000000000000000";
    session.keepBookmark(newer);
    expect(session.dirty).toBe(true);
    // The directory's position is the newer one; the shards' stay as they were.
    expect(bookmarksOf(session.data.d1_bookmark).get("")).toBe(newer);
    expect(atOrAfter(session.data.d1_bookmark!, kept)).toBe(true);
  });

  it("is kept for the rest of a page load but writes no cookie by itself, so parallel loaders cannot undo each other", async () => {
    const { browser } = await signedInUser("Ed");
    const request = new Request(`${ORIGIN}/home`, { headers: { Cookie: `${COOKIE_NAME}=${browser.cookie}` } });
    const session = await Session.fromRequest(request, env as unknown as WebEnv);
    const newer = "ffffffff-00000000-00000000-00000000000000000000000000000000";
    session.keepBookmark(newer);
    // The directory's position is the newer one; the shards' stay as they were.
    expect(bookmarksOf(session.data.d1_bookmark).get("")).toBe(newer);
    expect(session.dirty).toBe(false);
    // A page load that changes the cookie anyway (here a toast) carries the newer bookmark in it.
    session.toast("success", "Saved");
    expect(session.dirty).toBe(true);
    const written = await session.commit();
    browser.cookie = written.slice(COOKIE_NAME.length + 1).split(";")[0]!;
    expect(await bookmarkIn(browser)).toBe(newer);
  });

  it("does not bring back a toast the root loader took while a parallel loader read newer data", async () => {
    const { browser } = await signedInUser("Flo");
    await browser.post("/meals?action=create-type", { intent: "create-type", name: "Brunch" });
    const cookie = browser.cookie;
    // Remix loads the root's data and the route's as two requests with the same cookie.
    const [root, route] = await Promise.all([
      browser.fetch("/meals?_data=root"),
      browser.fetch("/meals?_data=features%2Fmeals%2Fmeals._index"),
    ]);
    expect(await root.text()).toContain("Brunch");
    expect(route.headers.get("Set-Cookie")).toBeNull();
    expect(cookie).not.toBe(browser.cookie);
    expect(JSON.stringify(await browser.session())).not.toContain("Brunch");
  });

  it("gives a visitor with nothing else in the session no cookie, and goes into the one a sign-in writes", async () => {
    const session = await Session.fromRequest(new Request(`${ORIGIN}/login`), env as unknown as WebEnv);
    const bookmark = "00000001-00000002-00000003-0123456789abcdef0123456789abcdef";
    session.keepBookmark(bookmark);
    expect(session.dirty).toBe(false);
    session.update({ access_token: "a", refresh_token: "r" });
    const cookie = await session.commit();
    const browser = new Browser();
    browser.cookie = cookie.slice(COOKIE_NAME.length + 1).split(";")[0];
    expect(await browser.session()).toEqual({ access_token: "a", refresh_token: "r", d1_bookmark: bookmark });
  });

  it.each([["garbage"], ["x".repeat(2000)], ["FFFFFFFF-00000000-00000000-00000000000000000000000000000000"]])(
    "ignores a cookie bookmark that is not one (%#): pages answer, and the next write keeps a real one",
    async (garbage) => {
      const { browser } = await signedInUser("Ed");
      await browser.setSession({ ...(await browser.session())!, d1_bookmark: garbage });
      const page = await browser.fetch("/home");
      expect(page.status).toBe(200);
      const posted = await browser.post("/meals?new_type=1", { intent: "create-type", name: "Supper" });
      expect(posted.status).toBe(302);
      expect(await bookmarkIn(browser)).toMatch(BOOKMARK);
    },
  );

  it("is cleared with the session at sign-out", async () => {
    const { browser } = await signedInUser("Flo");
    expect(await bookmarkIn(browser)).toMatch(BOOKMARK);
    const out = await browser.post("/logout", {});
    expect(out.status).toBe(302);
    expect(browser.cookie).toBeUndefined();
  });
});

describe("Server-Timing on pages", () => {
  it("names the API's D1 time and round trips, the API wait, the render and the total", async () => {
    const { browser } = await signedInUser("Gus");
    for (const path of ["/home", "/meals", "/recipes"]) {
      const page = await browser.fetch(path);
      expect(page.status, path).toBe(200);
      const header = page.headers.get("Server-Timing")!;
      const match = PAGE_TIMING.exec(header);
      expect(match, `${path}: ${header}`).not.toBeNull();
      expect(match![2], path).toBe(page.headers.get("X-D1-Round-Trips"));
    }
  });
});
