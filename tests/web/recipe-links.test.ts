import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Browser, rows, signedInUser } from "./helpers";

/**
 * A recipe's source link and photo reach `href` and `src` only when they pass Larder's rule for
 * links, whatever a row holds (one written before the rule, which the migration missed).
 */

const callApi = (path: string, init: RequestInit = {}) => env.API.fetch(new Request(`https://larder-api${path}`, init));

/** Attributes a browser would follow or load: a link, a photo. */
const linkAttributes = (html: string) => [...html.matchAll(/\s(href|src)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);

const HOSTILE = {
  source_url: "javascript:alert(document.cookie)",
  image: "/photos/../logout",
};

async function recipeWithLinks(groupId: number, slug: string, links: { source_url: string; image: string }) {
  const [recipe] = await rows<{ id: number }>(
    "INSERT INTO recipes (group_id, slug, title, description, source_url, image) VALUES (?, ?, 'Soup', 'Warm', ?, ?) RETURNING id",
    groupId,
    slug,
    links.source_url,
    links.image,
  );
  return recipe!.id;
}

/** A bearer token for the API, as the web worker holds one in its session. */
async function apiToken(email: string, password: string) {
  const login = await callApi("/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

describe("a recipe's links on its pages", () => {
  it("never puts a script link or a path out of /photos/ in href or src; a web link still shows", async () => {
    const { browser, groupId } = await signedInUser("Linker");
    await recipeWithLinks(groupId, "bad-soup", HOSTILE);
    await recipeWithLinks(groupId, "good-soup", {
      source_url: "https://cooking.example.org/soup",
      image: "https://cdn.example.org/soup.jpg",
    });

    for (const path of ["/recipes", "/recipes/bad-soup"]) {
      const page = await browser.fetch(path);
      expect(page.status, path).toBe(200);
      const attributes = linkAttributes(await page.text());
      expect(
        attributes.filter((a) => /javascript:|\/photos\/\.\./i.test(a)),
        path,
      ).toEqual([]);
    }
    const good = linkAttributes(await browser.html("/recipes/good-soup"));
    expect(good).toContain("href=https://cooking.example.org/soup");
    expect(good).toContain("src=https://cdn.example.org/soup.jpg");
  });

  it("shows a shared recipe at /r/{token} without them", async () => {
    const { user, groupId } = await signedInUser("Sharer");
    const recipeId = await recipeWithLinks(groupId, "shared-soup", HOSTILE);
    const share = await callApi(`/v1/recipes/${recipeId}/share`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await apiToken(user.email, user.password)}`, "X-Larder-Group": `${groupId}` },
    });
    expect(share.status).toBe(200);
    const { url } = (await share.json()) as { url: string };
    const page = await new Browser().fetch(`/r/${url.split("/r/")[1]}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Shared from Larder");
    expect(linkAttributes(html).filter((a) => /javascript:|\/photos\/\.\./i.test(a))).toEqual([]);
  });
});
