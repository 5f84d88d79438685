import { describe, expect, inject, it } from "vitest";
import { randomClientAddress } from "../../scripts/lib.mjs";
import { PASSWORD, registerAccount } from "./accounts";
import { apiURL } from "./browser";
import { imageHeader } from "../api/site-photos";

/**
 * What only the running app shows (`npm run dev`: both workers under `wrangler dev`, the web one
 * serving its static assets): a body refused for its size leaves both workers answering at once,
 * and every static asset and photo is served as exactly its type.
 */

const MB = 1024 * 1024;
const baseURL = () => inject("baseURL");

/** A PNG's signature and IHDR, declaring 640 × 480: all the photo checks read. */
const PNG = imageHeader.png(640, 480);

/** `total` bytes in 64 KB chunks, sent without a length (Transfer-Encoding: chunked). */
function chunked(total: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(7));
    },
  });
}

async function signIn() {
  const account = await registerAccount("Rhea", "Refused");
  const response = await fetch(`${apiURL()}/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": randomClientAddress() },
    body: JSON.stringify({ email: account.email, password: PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${apiURL()}/v1/api`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: any }).data;
}

/** GETs `url` and answers its status and how long the whole answer took, giving up after 10 s. */
async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe("a body refused for its size", () => {
  it("leaves the API answering at once: a 7 MB photo sent in chunks, then a photo and a page", async () => {
    const token = await signIn();
    const { createRecipe } = await graphql(
      token,
      `
        mutation ($d: RecipeInput!) {
          createRecipe(data: $d) {
            id
          }
        }
      `,
      {
        d: {
          title: "Refused Soup",
          description: "A soup for a refused photo.",
          category: "Soups",
          ingredients: [{ name: "Lentils", quantity: 200, unit: "g" }],
        },
      },
    );
    const put = (body: BodyInit) =>
      fetch(`${apiURL()}/v1/recipes/${createRecipe.id}/photo`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/png" },
        body,
        duplex: "half",
      } as RequestInit);
    const stored = await put(PNG);
    expect(stored.status).toBe(200);
    const { image } = (await stored.json()) as { image: string };
    // Through the web origin, the photo is shown inline and can run nothing.
    const served = await fetch(`${baseURL()}${image}`);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Content-Disposition")).toBe("inline");
    expect(served.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    await served.arrayBuffer();

    for (let round = 0; round < 2; round += 1) {
      const refused = await put(chunked(7 * MB));
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        error: { code: "PAYLOAD_TOO_LARGE", message: "A photo must be at most 5 MB", message_code: "PHOTO_TOO_LARGE" },
      });
      // The same connection serves the next requests at once, through both origins.
      for (const url of [`${apiURL()}/v1${image}`, `${baseURL()}${image}`, `${apiURL()}/v1/health`]) {
        const answer = await timed(url);
        expect(answer.status, url).toBe(200);
        expect(answer.ms, url).toBeLessThan(1000);
      }
      const page = await timed(`${baseURL()}/login`);
      expect(page.status).toBe(200);
    }
    // Nothing of the refused uploads was kept.
    const { recipe } = await graphql(
      token,
      `
        query ($id: Int!) {
          recipe(id: $id) {
            image
          }
        }
      `,
      { id: createRecipe.id },
    );
    expect(recipe.image).toBe(image);
  });

  it("leaves the web worker answering at once: a form past its limit sent in chunks", async () => {
    const refused = await fetch(`${baseURL()}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: chunked(1 * MB),
      duplex: "half",
    } as RequestInit);
    expect(refused.status).toBe(413);
    await refused.text();
    const page = await timed(`${baseURL()}/login`);
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(5000);
  });
});

describe("served as exactly their type", () => {
  it("every static asset of the web worker says nosniff", async () => {
    const login = await (await fetch(`${baseURL()}/login`)).text();
    const script = /\/build\/[^"]+\.js/.exec(login)![0];
    for (const path of ["/sw.js", "/manifest.webmanifest", "/favicon.svg", "/icon-192.png", script]) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      await response.arrayBuffer();
    }
  });
});
