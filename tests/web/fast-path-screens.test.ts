import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { weekOf } from "~/utils/date-ranges";
import { seedHousehold } from "../api/household";
import { Browser, PASSWORD, registerUser, signIn } from "./helpers";

/**
 * Every screen that reads GraphQL is answered by the fast query path (docs/performance.md), not
 * by Yoga's executor behind it: a screen whose query the fast path hands over loses its speed
 * silently, and this test is what notices.
 *
 * With `REPORT_GRAPHQL_EXECUTOR` "1" (bound to both workers in tests/vitest.config.ts), the API
 * names the executor of each GraphQL answer and the web worker lists them per page in
 * `X-GraphQL-Executors`.
 */

/** The route modules (Vite lists them; nothing here imports them). */
const routeFiles = Object.keys(
  (import.meta as ImportMeta & { glob(pattern: string): Record<string, unknown> }).glob("../../app/features/*/*.tsx"),
).map((path) => path.split("/").pop()!);

/** Routes whose loaders read no GraphQL (accounts, groups and settings are REST). */
const WITHOUT_GRAPHQL = [
  "$.tsx",
  "_index.tsx",
  "calendar.$file.tsx",
  "forgot-password.tsx",
  "groups.$id._index.tsx",
  "groups.$id.edit.tsx",
  "groups.$id.export.tsx",
  "groups.$id.import.tsx",
  "groups.$id.members._index.tsx",
  "groups.$id.members.add.tsx",
  "groups.$id.user-search.tsx",
  "groups._index.tsx",
  "groups.new.tsx",
  "groups.switch.tsx",
  "login.tsx",
  "login_.verify.tsx",
  "logout.tsx",
  "r.$token.tsx",
  "recipes.$slug.photo.tsx",
  "register.tsx",
  "reset-password.tsx",
  "reset-password_.verify.tsx",
  "user.tsx",
  "user_.export.tsx",
  "user_.theme.tsx",
  "user_.locale.tsx",
];

type Household = Awaited<ReturnType<typeof seedHousehold>>;

const day = (apiDay: string) => apiDay.split("/").reverse().join("-");

/** Each route that reads GraphQL, and the addresses that load it: its filters, dialogs and details. */
const SCREENS: Record<string, (h: Household) => string[]> = {
  "home.tsx": () => ["/home"],
  "meals._index.tsx": (h) => [
    "/meals",
    `/meals?start=${day(h.week.start)}&end=${day(h.week.end)}&sort=desc`,
    "/meals?all=1",
    "/meals?action=create",
    "/meals?action=create&q=soup&rp=0",
    `/meals?action=edit&id=${h.meals[0]}`,
    `/meals?action=delete&id=${h.meals[0]}`,
    `/meals?action=goToRecipe&recipe=${h.recipes[0]}`,
  ],
  "meals.$id.tsx": (h) => [`/meals/${h.meals[0]}`],
  "plan.tsx": (h) => [
    "/plan",
    `/plan?week=${day(h.week.start)}`,
    `/plan?week=${day(h.week.start)}&action=create&date=${day(h.week.start)}&type=1&q=soup`,
  ],
  "plan-week.tsx": (h) => [
    "/plan/week",
    `/plan/week?week=${day(h.week.start)}&days=1&day=${day(h.week.start)}`,
    `/plan/week?week=${day(h.week.start)}&keep=${day(h.week.start)}:${h.recipes[0]}&not=${day(h.week.start)}:${h.recipes[1]}`,
  ],
  "recipes._index.tsx": (h) => [
    "/recipes",
    "/recipes?q=soup",
    `/recipes?category=${h.categories[0]}`,
    `/recipes?ing=${h.ingredients.slice(0, 2).join(",")}`,
    "/recipes?page=2",
    "/recipes?select=ingredients",
    "/recipes?action=create",
  ],
  "recipes.$slug.tsx": (h) => [`/recipes/${h.slugs[0]}`, `/recipes/${h.slugs[1]}?tab=ingredients&servings=7`],
  "recipes.$slug_.cook.tsx": (h) => [
    `/recipes/${h.slugs[0]}/cook`,
    `/recipes/${h.slugs[0]}/cook?servings=3&meal=${h.meals[0]}`,
  ],
  "recipes.import.tsx": () => ["/recipes/import", "/recipes/import?from=bookmarklet"],
  "ingredients.tsx": (h) => [
    "/ingredients",
    "/ingredients?view=list&q=to&sort=name&order=desc",
    `/ingredients?action=edit&id=${h.ingredients[0]}`,
    `/ingredients?action=delete&id=${h.ingredients[0]}`,
  ],
  "shopping-lists._index.tsx": (h) => [
    "/shopping-lists",
    "/shopping-lists?status=active",
    "/shopping-lists?q=week",
    `/shopping-lists?view=${h.lists[0]}`,
    `/shopping-lists?action=edit&id=${h.lists[0]}`,
    `/shopping-lists?action=delete&id=${h.lists[0]}`,
    `/shopping-lists?action=sync&step=2&title=Next&start=${day(h.week.start)}&end=${day(h.week.end)}`,
    `/shopping-lists?action=sync&step=3&title=Next&start=${day(h.week.start)}&end=${day(h.week.end)}`,
  ],
  "shopping-lists.$id.tsx": (h) => [`/shopping-lists/${h.lists[0]}`],
  "shopping-items.tsx": () => ["/shopping-items", "/shopping-items?status=completed&sort=name&order=asc&q=to"],
  "pantry.tsx": () => ["/pantry", "/pantry?place=1"],
  "cook.tsx": (h) => ["/cook", `/cook?time=30&category=${h.categories[0]}`],
};

describe("every screen's GraphQL", () => {
  const callApi = (request: Request) => env.API.fetch(request);
  const browser = new Browser();
  let household: Household;

  beforeAll(async () => {
    const user = await registerUser("Pat");
    const login = await callApi(
      new Request("https://larder-api/v1/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      }),
    );
    const { access_token: token } = (await login.json()) as { access_token: string };
    household = await seedHousehold(async (query, variables) => {
      const answer = await callApi(
        new Request("https://larder-api/v1/api", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = (await answer.json()) as { data?: unknown; errors?: unknown };
      if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
      return body.data;
    }, weekOf(Date.now()).start);
    await signIn(browser, user.email);
  }, 60_000);

  it("names every route: one that reads GraphQL has its screens below", () => {
    const named = [...WITHOUT_GRAPHQL, ...Object.keys(SCREENS)];
    expect(routeFiles.filter((file) => !named.includes(file))).toEqual([]);
    expect(named.filter((file) => !routeFiles.includes(file))).toEqual([]);
  });

  it("is answered by the fast path on every screen", async () => {
    const answers: Record<string, string> = {};
    for (const path of Object.values(SCREENS).flatMap((screen) => screen(household))) {
      const response = await browser.fetch(path);
      await response.text();
      expect(response.status, path).toBeLessThan(path.includes("goToRecipe") ? 400 : 300);
      answers[path] = response.headers.get("X-GraphQL-Executors") ?? "(no header)";
    }
    const notFast = Object.entries(answers).filter(
      ([, executors]) => !executors || executors.split(", ").some((executor) => executor !== "fast"),
    );
    expect(notFast, "pages with a GraphQL read the fast path did not answer (or no GraphQL read)").toEqual([]);
  });
});
