import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../worker-api/src/app";
import { isPublicHost } from "../../worker-api/src/shared/public-host";
import { api, gql, rows, signedInUser } from "./helpers";
import stepsOnPage from "../fixtures/recipe-pages/json-ld-steps-on-page.html?raw";
import amountsAfterNames from "../fixtures/recipe-pages/json-ld-amounts-after-names.html?raw";
import { NO_RECIPE_PAGE, RECIPE_JSON_LD, recipePage } from "./recipe-pages";

/** The local web site of page-server.ts (the api project's global setup). */
const site = inject("pageServerOrigin");
const MB = 1024 * 1024;

const REFUSED = "The site refused to send the page: paste it instead";
const TOO_SLOW = "The site took too long to answer: paste the page instead";
const TOO_LARGE = "The page is larger than 5 MB";
const NOT_PUBLIC = "That address is not a public web site";
const NOT_A_WEB_PAGE = "That link is not a web page";
const ENTER_A_LINK = "Enter a link starting with http:// or https://";
const NO_RECIPE = "No recipe found on this page";

let token: string;
beforeAll(async () => {
  token = (await signedInUser({ first_name: "Importer" })).token;
});

const importRecipe = (body: unknown, headers: Record<string, string> = {}) =>
  api("/v1/recipes/import", { method: "POST", token, json: body, headers });

const importLink = (path: string) => importRecipe({ url: `${site}${path}` });

async function draftOf(response: Response) {
  const body = (await response.json()) as any;
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.draft;
}

async function expectRefusal(response: Response, status: number, message: string) {
  expect({ status: response.status, body: await response.json() }).toMatchObject({
    status,
    body: { error: { message } },
  });
}

describe("POST /v1/recipes/import from a link", () => {
  it("fetches the page and answers its draft", async () => {
    const draft = await draftOf(await importLink("/recipe"));
    expect(draft).toMatchObject({
      title: RECIPE_JSON_LD.name,
      source_url: `${site}/recipe`,
      image: `${site}/photos/lentil-soup.jpg`,
      prep_time_minutes: 10,
      cook_time_minutes: 25,
    });
    expect(draft.ingredients.map((line: { text: string }) => line.text)).toEqual(RECIPE_JSON_LD.recipeIngredient);
    expect(draft.instructions).toHaveLength(2);
  });

  it("follows up to 5 redirects and names the page where they ended", async () => {
    expect((await draftOf(await importLink("/hops/2"))).source_url).toBe(`${site}/recipe`);
    expect((await draftOf(await importLink("/hops/5"))).title).toBe(RECIPE_JSON_LD.name);
    await expectRefusal(await importLink("/hops/6"), 422, "The link redirects too many times: paste the page instead");
    await expectRefusal(await importLink("/redirect-without-location"), 422, REFUSED);
    await expectRefusal(await importLink("/redirect-to-ftp"), 422, NOT_A_WEB_PAGE);
  });

  it("says so when the site refuses, fails or has no such page", async () => {
    await expectRefusal(await importLink("/forbidden"), 422, REFUSED);
    await expectRefusal(await importLink("/server-error"), 422, REFUSED);
    await expectRefusal(await importRecipe({ url: "http://127.0.0.1:1/recipe" }), 422, REFUSED);
    await expectRefusal(await importLink("/gone"), 422, "The site has no page at that link");
  });

  it("gives up on a site that stalls, before the headers or in the body", async () => {
    for (const path of ["/slow-headers", "/slow-body"]) {
      const started = Date.now();
      await expectRefusal(await importLink(path), 422, TOO_SLOW);
      // The tests' limit is 1 s (PAGE_FETCH_TIMEOUT_MS); the site would answer after 15 s.
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it("stops reading past 5 MB, with or without a Content-Length", async () => {
    await expectRefusal(await importLink("/huge-chunked"), 413, TOO_LARGE);
    await expectRefusal(await importLink("/huge-declared"), 413, TOO_LARGE);
  });

  it("reads HTML and XHTML, also without a content type, and nothing else", async () => {
    expect((await draftOf(await importLink("/xhtml"))).title).toBe(RECIPE_JSON_LD.name);
    expect((await draftOf(await importLink("/no-content-type"))).title).toBe(RECIPE_JSON_LD.name);
    await expectRefusal(await importLink("/image"), 422, NOT_A_WEB_PAGE);
  });

  it("decodes the charset of the Content-Type or of a <meta> tag", async () => {
    for (const path of ["/latin1-header", "/latin1-meta"]) {
      const draft = await draftOf(await importLink(path));
      expect(draft.title).toBe("Crème de marrons");
      expect(draft.ingredients[0].text).toBe("500 g châtaignes");
    }
  });

  it("answers 422 for a page without a recipe", async () => {
    await expectRefusal(await importLink("/no-recipe"), 422, NO_RECIPE);
  });

  it("refuses links it cannot fetch: other schemes, credentials", async () => {
    for (const url of ["ftp://example.com/soup", "javascript:alert(1)", "soup recipe", "//example.com/soup"]) {
      await expectRefusal(await importRecipe({ url }), 422, ENTER_A_LINK);
    }
    const withCredentials = site.replace("http://", "http://cook:secret@");
    await expectRefusal(
      await importRecipe({ url: `${withCredentials}/recipe` }),
      422,
      "Enter the link without a user name or password",
    );
  });
});

describe("POST /v1/recipes/import refusals by their codes", () => {
  it("answers each reason with its own sentence code, for the page to word in its language", async () => {
    const codeOf = async (response: Response) => {
      const { error } = (await response.json()) as { error: { code: string; message_code?: string } };
      return { status: response.status, code: error.code, message_code: error.message_code };
    };
    expect(await codeOf(await importRecipe({}))).toEqual({
      status: 422,
      code: "VALIDATION_ERROR",
      message_code: "IMPORT_NEEDS_A_PAGE",
    });
    const long = await importRecipe({ url: `https://example.com/${"a".repeat(2100)}` });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({
      error: {
        message: "A link must be at most 2,048 characters",
        message_code: "LINK_TOO_LONG",
        field_codes: { url: { code: "LINK_TOO_LONG" } },
      },
    });
    expect(await codeOf(await importRecipe({ url: "ftp://example.com/soup" }))).toMatchObject({
      message_code: "ENTER_A_LINK",
    });
    expect(await codeOf(await importRecipe({ url: `${site.replace("http://", "http://a:b@")}/recipe` }))).toMatchObject(
      {
        message_code: "LINK_WITH_CREDENTIALS",
      },
    );
    expect(await codeOf(await importLink("/no-recipe"))).toMatchObject({ message_code: "NO_RECIPE_ON_PAGE" });
    expect(await codeOf(await importRecipe({ html: NO_RECIPE_PAGE }))).toMatchObject({
      message_code: "NO_RECIPE_ON_PAGE",
    });
  });
});

describe("POST /v1/recipes/import with the page pasted", () => {
  it("reads the pasted page, its link naming the source and resolving relative addresses", async () => {
    const draft = await draftOf(await importRecipe({ html: recipePage(), url: "https://cooking.example.org/soup" }));
    expect(draft).toMatchObject({
      title: RECIPE_JSON_LD.name,
      source_url: "https://cooking.example.org/soup",
      image: "https://cooking.example.org/photos/lentil-soup.jpg",
    });
    expect((await draftOf(await importRecipe({ html: recipePage(), url: "" }))).source_url).toBeNull();
    await expectRefusal(await importRecipe({ html: NO_RECIPE_PAGE }), 422, NO_RECIPE);
    await expectRefusal(await importRecipe({ html: recipePage(), url: "file:///home/soup.html" }), 422, ENTER_A_LINK);
  });

  it("takes up to 5 MB of HTML, and answers 413 beyond", async () => {
    const page = recipePage();
    const padded = (bytes: number) => page.replace("</body>", `${" ".repeat(bytes - page.length)}</body>`);
    expect((await draftOf(await importRecipe({ html: padded(5 * MB) }))).title).toBe(RECIPE_JSON_LD.name);
    await expectRefusal(await importRecipe({ html: padded(5 * MB + 1) }), 413, TOO_LARGE);
    // Past the request's own limit (5 MB and room for JSON's escaping), refused before it is read.
    await expectRefusal(await importRecipe({ html: padded(7 * MB) }), 413, TOO_LARGE);
  });

  it("leaves every other route at 256 KB", async () => {
    const response = await api("/v1/groups", { method: "POST", token, json: { name: "x".repeat(257 * 1024) } });
    await expectRefusal(response, 413, "Request body is larger than 256 KB.");
  });
});

describe("POST /v1/recipes/import: requests", () => {
  it("needs a link or a page", async () => {
    for (const body of [{}, { url: "", html: "  " }, { url: 5 }, { html: ["<p>"] }]) {
      const response = await importRecipe(body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as any).error.message).toBe("Paste a link or the page's HTML.");
    }
    const notJson = await api("/v1/recipes/import", { method: "POST", token, body: "url=x" });
    await expectRefusal(notJson, 415, "Request body must be JSON (Content-Type: application/json).");
  });

  it("needs a session and a group the caller belongs to", async () => {
    const anonymous = await api("/v1/recipes/import", { method: "POST", json: { html: recipePage() } });
    await expectRefusal(anonymous, 401, "Authentication required");
    const stranger = await signedInUser({ first_name: "Stranger" });
    const strangersGroup = (await (
      await api("/v1/groups", { method: "POST", token: stranger.token, json: { name: "Stranger kitchen" } })
    ).json()) as { id: number };
    for (const group of [String(strangersGroup.id), "abc", "0"]) {
      await expectRefusal(
        await importRecipe({ html: recipePage() }, { "X-Larder-Group": group }),
        404,
        "Group not found.",
      );
    }
    const sharedGroup = (await (
      await api("/v1/groups", { method: "POST", token, json: { name: "Importer kitchen" } })
    ).json()) as { id: number };
    expect((await importRecipe({ html: recipePage() }, { "X-Larder-Group": String(sharedGroup.id) })).status).toBe(200);
  });

  it("writes nothing to D1", async () => {
    const tables = ["recipes", "ingredients", "recipe_ingredients", "recipe_categories", "ingredient_groups"];
    const count = () => Promise.all(tables.map(async (table) => (await rows(`SELECT count(*) AS n FROM ${table}`))[0]));
    const before = await count();
    expect((await importLink("/recipe")).status).toBe(200);
    expect((await importRecipe({ html: recipePage() })).status).toBe(200);
    expect(await count()).toEqual(before);
  });

  it("answers the steps and servings a page shows when its data has none, writing nothing", async () => {
    const tables = ["recipes", "ingredients", "recipe_ingredients"];
    const count = () => Promise.all(tables.map(async (table) => (await rows(`SELECT count(*) AS n FROM ${table}`))[0]));
    const before = await count();
    const draft = await draftOf(await importRecipe({ html: stepsOnPage, url: "https://grill.example.org/paprika" }));
    expect(draft).toMatchObject({ title: "Sheet-pan paprika chicken", servings: 6, yields: "6 servings" });
    expect(draft.instructions).toHaveLength(3);
    expect(draft.ingredients[0]).toMatchObject({ quantity: 6, name: "chicken thighs", note: "bone in, skin on" });
    expect(await count()).toEqual(before);
  });
});

describe("POST /v1/recipes/import of lines as Italian pages write them", () => {
  it("answers the amount after the name and a decimal comma as one amount, and numbered steps apart, writing nothing", async () => {
    const tables = ["recipes", "ingredients", "recipe_ingredients"];
    const count = () => Promise.all(tables.map(async (table) => (await rows(`SELECT count(*) AS n FROM ${table}`))[0]));
    const before = await count();
    const draft = await draftOf(
      await importRecipe({ html: amountsAfterNames, url: "https://nonna.example.it/crostata" }),
    );
    expect(draft.ingredients).toHaveLength(9);
    expect(draft.ingredients.slice(0, 3)).toEqual([
      { text: "Farina tipo 00 300 g", quantity: 300, unit: "g", name: "Farina tipo 00", note: "" },
      { text: "Latte intero 200 ml", quantity: 200, unit: "ml", name: "Latte intero", note: "" },
      { text: "Fragole 1,1 kg", quantity: 1.1, unit: "kg", name: "Fragole", note: "" },
    ]);
    expect(draft.instructions).toHaveLength(4);
    expect(await count()).toEqual(before);
  });
});

describe("public hosts", () => {
  const publicHost = (url: string) => isPublicHost(new URL(url).hostname);

  it("refuses this machine, private networks and reserved addresses, however written", () => {
    const refused = [
      "http://localhost/",
      "http://LOCALHOST./",
      "http://app.localhost/",
      "http://printer.local/",
      "http://db.internal/",
      "http://router.home.arpa/",
      "http://intranet/",
      "http://site.test/",
      "http://127.0.0.1/",
      "http://127.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0177.0.0.1/",
      "http://0/",
      "http://0.0.0.0/",
      "http://10.1.2.3/",
      "http://172.16.0.1/",
      "http://172.31.255.255/",
      "http://192.168.1.1/",
      "http://169.254.169.254/",
      "http://100.64.0.1/",
      "http://100.127.255.255/",
      "http://192.0.2.1/",
      "http://198.18.0.1/",
      "http://224.0.0.1/",
      "http://239.255.255.250/",
      "http://240.0.0.1/",
      "http://255.255.255.255/",
      "http://[::]/",
      "http://[::1]/",
      "http://[0:0:0:0:0:0:0:1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[::127.0.0.1]/",
      "http://[64:ff9b::a00:1]/",
      "http://[2002:7f00:1::]/",
      "http://[fc00::1]/",
      "http://[fd12:3456::1]/",
      "http://[fe80::1]/",
      "http://[fec0::1]/",
      "http://[ff02::1]/",
      "http://[2001:db8::1]/",
      "http://[2001::1]/",
      "http://[3fff::1]/",
    ];
    expect(refused.filter(publicHost)).toEqual([]);
  });

  it("accepts public names and addresses", () => {
    const accepted = [
      "https://www.example.com/",
      "https://cooking.example.org./",
      "https://bücher.de/",
      "http://localhost.example.com/",
      "http://8.8.8.8/",
      "http://172.15.255.255/",
      "http://172.32.0.1/",
      "http://100.63.255.255/",
      "http://100.128.0.1/",
      "http://192.169.0.1/",
      "http://[2606:4700:4700::1111]/",
      "http://[::ffff:8.8.8.8]/",
      "http://[64:ff9b::808:808]/",
      "http://[2002:808:808::1]/",
    ];
    expect(accepted.filter((url) => !publicHost(url))).toEqual([]);
  });

  it("keeps the endpoint off private addresses outside development and tests", async () => {
    const app = createApp();
    const importAs = async (environment: string, url: string) =>
      app.fetch(
        new Request("https://api.test/v1/recipes/import", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ url }),
        }),
        { ...env, ENVIRONMENT: environment },
        createExecutionContext(),
      );
    for (const url of [`${site}/recipe`, "http://2130706433/", "http://[::1]/", "http://localhost/"]) {
      await expectRefusal(await importAs("production", url), 422, NOT_PUBLIC);
    }
    expect((await importAs("development", `${site}/recipe`)).status).toBe(200);
  });
});

describe("POST /v1/recipes/import of a page already imported", () => {
  it("names the group's recipe from that page (by its own link or the one asked for), and only the group's", async () => {
    const cook = await signedInUser({ first_name: "Again" });
    const other = await signedInUser({ first_name: "Other" });
    const link = `${site}/recipe`;
    const ask = (as: string) => api("/v1/recipes/import", { method: "POST", token: as, json: { url: link } });
    const first = (await (await ask(cook.token)).json()) as any;
    expect(first.existing).toBeNull();
    const created = await gql(cook.token, `mutation($data: RecipeInput!) { createRecipe(data: $data) { slug } }`, {
      data: {
        title: first.draft.title,
        description: "Imported",
        category: "Soups",
        source_url: first.draft.source_url,
        ingredients: [{ name: "Lentils", quantity: 200, unit: "g" }],
      },
    });
    const slug = created.body.data.createRecipe.slug;
    expect(((await (await ask(cook.token)).json()) as any).existing).toEqual({ slug, title: first.draft.title });
    // Through a redirect the page names itself: still found.
    const redirected = await api("/v1/recipes/import", {
      method: "POST",
      token: cook.token,
      json: { url: `${site}/hops/2` },
    });
    expect(((await redirected.json()) as any).existing).toEqual({ slug, title: first.draft.title });
    // Another household's recipe is not theirs to be offered.
    expect(((await (await ask(other.token)).json()) as any).existing).toBeNull();
  });
});
