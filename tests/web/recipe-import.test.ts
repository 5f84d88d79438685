import { describe, expect, it } from "vitest";
import manifestText from "../../public/manifest.webmanifest?raw";
import oneTextSteps from "../fixtures/recipe-pages/json-ld-one-text-steps.html?raw";
import { sharedLink } from "~/features/recipes/recipes.import.server";
import { rows, signedInUser, storedRecipeLines } from "./helpers";
import { asRead } from "./recipes-words";

/** A recipe page of our own, as the bookmarklet or a paste hands it over. */
const RECIPE = {
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Garden Pea Risotto",
  recipeYield: "2 servings",
  totalTime: "PT35M",
  image: "http://photos.example.org/risotto.jpg",
  recipeIngredient: ["150 g risotto rice", "200 g peas, defrosted", "1 shallot, finely chopped", "2 peas"],
  recipeInstructions: "Soften the shallot.\nAdd the rice, then the stock a ladle at a time.\nStir in the peas.",
};
const PAGE = `<html><head><script type="application/ld+json">${JSON.stringify(RECIPE)}</script></head><body></body></html>`;

function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("/recipes/import without JavaScript", () => {
  it("opens a pasted page as the wizard's draft, and Create Recipe stores what the page said", async () => {
    const { browser, groupId } = await signedInUser("Pia");
    const opened = await browser.fetch("/recipes/import", {
      method: "POST",
      body: multipart({ intent: "import", html: PAGE, url: "https://cooking.example.org/risotto" }),
    });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(asRead(html)).toContain("Step 1 of 3");
    expect(html).toContain('value="Garden Pea Risotto"');
    // No description on the page: where it came from, so the wizard's rule is met.
    expect(html).toContain("From cooking.example.org");
    // The photo's link as the page gave it: Create copies the photo from there.
    expect(html).toContain('value="http://photos.example.org/risotto.jpg"');
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);

    const form = new URLSearchParams({
      intent: "create",
      step: "3",
      title: "Garden Pea Risotto",
      description: "From cooking.example.org",
      category: "Rice",
      servings: "2",
      prep_time: "",
      cook_time: "",
      total_time: "35",
      image: "https://photos.example.org/risotto.jpg",
      source_url: "https://cooking.example.org/risotto",
      method: "Soften the shallot.\nAdd the rice.",
    });
    for (const [name, quantity, unit, note] of [
      ["risotto rice", "150", "g", ""],
      ["peas", "200", "g", "defrosted"],
    ])
      for (const [field, value] of [
        ["ing_name", name],
        ["ing_quantity", quantity],
        ["ing_unit", unit],
        ["ing_note", note],
      ])
        form.append(field!, value!);
    const created = await browser.fetch("/recipes/import", { method: "POST", body: form });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/recipes/garden-pea-risotto");
    expect(
      await rows(
        "SELECT servings, total_time_minutes, source_url, instructions, image FROM recipes WHERE group_id = ?",
        groupId,
      ),
    ).toEqual([
      {
        servings: 2,
        total_time_minutes: 35,
        source_url: "https://cooking.example.org/risotto",
        instructions: JSON.stringify(["Soften the shallot.", "Add the rice."]),
        // The photo's site cannot be reached from the tests: the recipe is created without it.
        image: null,
      },
    ]);
    expect(
      await rows(
        "SELECT quantity, unit, note FROM recipe_ingredients ri JOIN recipes r ON r.id = ri.recipe_id WHERE r.group_id = ? ORDER BY position",
        groupId,
      ),
    ).toEqual([
      { quantity: 150, unit: "g", note: "" },
      { quantity: 200, unit: "g", note: "defrosted" },
    ]);

    // The recipe's page shows the method and scales for 5 with the servings form.
    const page = await browser.html("/recipes/garden-pea-risotto?tab=ingredients&servings=5");
    expect(page).toContain("<td>375</td>");
    expect(asRead(page)).toContain("Recipe serves 2");
    expect(page).toContain("The photo&#x27;s site did not send it: add a photo on the recipe&#x27;s page.");
    expect(await browser.html("/recipes/garden-pea-risotto")).toContain('<li dir="auto">Add the rice.</li>');
  });

  it("opens amounts written after the name and steps written as one text as the page shows them, and Create keeps them", async () => {
    const { browser, groupId } = await signedInUser("Ida");
    const opened = await browser.fetch("/recipes/import", {
      method: "POST",
      body: multipart({ intent: "import", html: oneTextSteps, url: "https://oven.example.org/brownies" }),
    });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    // The wizard carries the draft in its form: send it back as it is, as Create does.
    const fields = [
      ...html.matchAll(
        /<(?:input|textarea)\b[^>]*\bname="([a-z_]+)"[^>]*?(?:value="([^"]*)"[^>]*)?>(?:([^<]*)<\/textarea>)?/g,
      ),
    ];
    const form = new URLSearchParams();
    for (const [, name, value, text] of fields) {
      if (name === "intent" || name === "step") continue;
      form.append(name!, (value ?? text ?? "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'"));
    }
    const lines = form
      .getAll("ing_name")
      .map((name, index) => [
        name,
        form.getAll("ing_quantity")[index],
        form.getAll("ing_unit")[index],
        form.getAll("ing_note")[index],
      ]);
    expect(lines).toEqual([
      ["dark chocolate", "200", "g", ""],
      ["Butter", "250", "g", ""],
      ["Caster sugar", "2", "tbsp", ""],
      ["Eggs", "3", "pcs", ""],
      ["walnuts", "75", "g", "optional, chopped"],
      ["Dr. Oetker vanilla", "1", "tsp", ""],
      ["7UP", "", "", ""],
    ]);
    const steps = [
      "Heat the oven to 180°C.",
      "Line a 20cm tin with baking paper.",
      "Melt the chocolate with the butter over a pan of simmering water, stirring now and then. Take it off the heat.",
      "Beat the eggs with the sugar, then fold in the chocolate and the walnuts (if using).",
      "Bake for 25 minutes, until just set in the middle.",
    ];
    expect(form.get("method")!.split("\n")).toEqual(steps);
    expect(await rows("SELECT count(*) AS n FROM recipes WHERE group_id = ?", groupId)).toEqual([{ n: 0 }]);

    // The line without an amount gets one before Create, as the wizard asks.
    form.set("intent", "create");
    form.set("step", "3");
    form.set("image", "");
    form.set("category", "Baking");
    const quantities = form.getAll("ing_quantity").map((quantity) => quantity || "1");
    const units = form.getAll("ing_unit").map((unit) => unit || "can");
    form.delete("ing_quantity");
    form.delete("ing_unit");
    quantities.forEach((quantity) => form.append("ing_quantity", quantity));
    units.forEach((unit) => form.append("ing_unit", unit));
    const created = await browser.fetch("/recipes/import", { method: "POST", body: form });
    expect(created.status).toBe(302);
    expect(await storedRecipeLines(groupId)).toEqual([
      { name: "dark chocolate", quantity: 200, unit: "g", note: "" },
      { name: "Butter", quantity: 250, unit: "g", note: "" },
      { name: "Caster sugar", quantity: 2, unit: "tbsp", note: "" },
      { name: "Eggs", quantity: 3, unit: "pcs", note: "" },
      { name: "walnuts", quantity: 75, unit: "g", note: "optional, chopped" },
      { name: "Dr. Oetker vanilla", quantity: 1, unit: "tsp", note: "" },
      { name: "7UP", quantity: 1, unit: "can", note: "" },
    ]);
    expect(await rows("SELECT instructions FROM recipes WHERE group_id = ?", groupId)).toEqual([
      { instructions: JSON.stringify(steps) },
    ]);
  });

  it("says why a page gives nothing, and keeps what was typed", async () => {
    const { browser } = await signedInUser("Noa");
    const answer = await browser.fetch("/recipes/import", {
      method: "POST",
      body: multipart({ intent: "import", html: "<p>Only a story about soup.</p>", url: "https://blog.example/soup" }),
    });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain("No recipe found on this page");
    expect(html).toContain('value="https://blog.example/soup"');
    const empty = await browser.fetch("/recipes/import", { method: "POST", body: multipart({ intent: "import" }) });
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Paste a link or the page&#x27;s HTML.");
  });

  it("lets a pasted page of 1 MB through, while other forms stay under 256 KB", async () => {
    const { browser } = await signedInUser("Big");
    const padded = PAGE.replace("<body>", `<body>${"<p>story</p>".repeat(90_000)}`);
    const body = multipart({ intent: "import", html: padded, url: "" });
    const bytes = await new Response(body).arrayBuffer();
    expect(bytes.byteLength).toBeGreaterThan(1_000_000);
    const big = await browser.fetch("/recipes/import", {
      method: "POST",
      body: multipart({ intent: "import", html: padded, url: "" }),
      headers: { "Content-Length": String(bytes.byteLength) },
    });
    expect(big.status).toBe(200);
    const elsewhere = await browser.fetch("/recipes", {
      method: "POST",
      body: "x".repeat(300 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(300 * 1024) },
    });
    expect(elsewhere.status).toBe(413);
  });
});

describe("imports from elsewhere", () => {
  it("install as a share target, and take the link a share sheet sends in url or inside text", () => {
    const manifest = JSON.parse(manifestText) as { share_target: { action: string; method: string; params: object } };
    expect(manifest.share_target).toEqual({
      action: "/recipes/import",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    });
    const at = (query: string) => sharedLink(new URL(`https://larder.app/recipes/import?${query}`));
    expect(at("url=https%3A%2F%2Fa.example%2Fsoup")).toBe("https://a.example/soup");
    expect(at("title=Soup&text=Try%20this%20https%3A%2F%2Fb.example%2Fstew%20tonight")).toBe("https://b.example/stew");
    expect(at("text=no%20link%20here")).toBe("");
  });

  it("allow recipe photos from https sites on every page, and nothing looser", async () => {
    const { browser } = await signedInUser("Csp");
    const policy = (await browser.fetch("/recipes")).headers.get("Content-Security-Policy");
    expect(policy).toContain("img-src 'self' data: https:;");
    expect(policy).toContain("default-src 'self'");
  });
});

describe("the bookmarklet on /recipes/import", () => {
  /** The key baked into the page's 'Add to Larder' link, and the one the screen's loader checks against. */
  async function keysOf(browser: { fetch: (path: string) => Promise<Response> }) {
    const html = await (await browser.fetch("/recipes/import?from=bookmarklet")).text();
    const link = /href="(javascript:[^"]*)"[^>]*>Add to Larder</.exec(html)![1]!.replace(/&quot;/g, '"');
    const baked = /k="([0-9a-f]{32})"/.exec(link)?.[1];
    const loaded = /"bookmarkletKey":"([0-9a-f]{32})"/.exec(html)?.[1];
    return { link, baked, loaded };
  }

  it("carries the person's own key, the same on every visit, and sends the page to Larder's origin only", async () => {
    const pia = await signedInUser("Pia");
    const ole = await signedInUser("Ole");
    const first = await keysOf(pia.browser);
    const again = await keysOf(pia.browser);
    const other = await keysOf(ole.browser);
    expect(first.baked).toMatch(/^[0-9a-f]{32}$/);
    expect(first.loaded).toBe(first.baked);
    expect(again.baked).toBe(first.baked);
    expect(other.baked).toMatch(/^[0-9a-f]{32}$/);
    expect(other.baked).not.toBe(first.baked);
    // The page goes to the origin baked in, never to "*".
    expect(first.link).toContain('w.postMessage({type:"larder-import"');
    expect(first.link).toMatch(/},o\)/);
    expect(first.link).not.toContain('"*"');
  }, 15_000);
});
