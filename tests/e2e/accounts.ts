import type { Page } from "playwright-core";
import { expect } from "vitest";
import { randomClientAddress } from "../../scripts/lib.mjs";
import { apiURL, DESKTOP, newPage, typeInto } from "./browser";

export { DEMO_ACCOUNT } from "../../scripts/lib.mjs";
export { BENCH_ACCOUNT } from "../../scripts/seed-large.mjs";

/** The password of every account the tests register. */
export const PASSWORD = "Correct-horse-9";

type Account = { email: string; password: string };

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Posts JSON to the API. `wrangler dev`'s proxy answers a POST whose connection to the worker
 * broke with a 503 of its own ("Your worker restarted mid-request…"; it retries only GETs): that
 * answer is the dev server's, never Larder's, so it is sent once more. Any other answer stands.
 */
async function postJson(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const send = () =>
    fetch(`${apiURL()}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const response = await send();
  if (response.status !== 503 || !(await response.clone().text()).startsWith("Your worker restarted mid-request"))
    return response;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return send();
}

/**
 * Registers a new account through the API; answers its credentials. Each registration comes from
 * an address of its own (`CF-Connecting-IP`, which Cloudflare sets in production and `wrangler dev`
 * passes through): the suite registers more accounts than one address may in an hour, and the
 * limit itself is the product's, tested in tests/api.
 */
export async function registerAccount(firstName: string, lastName: string): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await postJson(
    "/v1/auth/register",
    { email, password: PASSWORD, first_name: firstName, last_name: lastName },
    undefined,
    { "CF-Connecting-IP": randomClientAddress() },
  );
  expect(response.status).toBe(201);
  return { email, password: PASSWORD };
}

/** Where each account signs in from: one address per account, as a person's phone would be. */
const signInAddresses = new Map<string, string>();

/**
 * Signs `account` in through the API; answers the API's response. Each account signs in from an
 * address of its own: the API allows one address 50 sign-ins in 15 minutes, and the suite signs
 * in more often than that.
 */
export function signInThroughApi(account: Account): Promise<Response> {
  let address = signInAddresses.get(account.email);
  if (!address) signInAddresses.set(account.email, (address = randomClientAddress()));
  return postJson("/v1/auth/login", account, undefined, { "CF-Connecting-IP": address });
}

/** Signs `account` in through the API; answers its access token and user. */
export async function sessionOf(account: Account): Promise<{ access_token: string; user: { id: number } }> {
  const response = await signInThroughApi(account);
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; user: { id: number } };
}

const accessToken = async (account: Account) => (await sessionOf(account)).access_token;

/** Answers the data of GraphQL operations sent to the API as `account`. */
export async function graphqlAs(account: Account) {
  const token = await accessToken(account);
  return async (query: string, variables: Record<string, unknown> = {}) =>
    ((await (await postJson("/v1/api", { query, variables }, token)).json()) as { data: any }).data;
}

/** A recipe (category Mains, 2 servings, described by its title) created through `gql`; answers its id. */
export const createRecipe = async (
  gql: Awaited<ReturnType<typeof graphqlAs>>,
  title: string,
  ingredients: unknown[],
): Promise<number> =>
  (
    await gql(`mutation($d: RecipeInput!) { createRecipe(data: $d) { id } }`, {
      d: { title, description: title, category: "Mains", servings: 2, ingredients },
    })
  ).createRecipe.id;

/** The group's pantry as `gql` reads it: each food's amount and unit ("600 g"), by name. */
export const pantryAmounts = async (gql: Awaited<ReturnType<typeof graphqlAs>>) =>
  Object.fromEntries(
    (
      (await gql(`{ pantryItems { name quantity unit } }`)).pantryItems as {
        name: string;
        quantity: number;
        unit: string;
      }[]
    ).map((item) => [item.name, `${item.quantity} ${item.unit}`]),
  );

/** Creates groups owned by `account` through the API; answers their ids in the order of `names`. */
export async function createGroups(account: Account, names: string[]): Promise<number[]> {
  const token = await accessToken(account);
  const ids: number[] = [];
  for (const name of names) {
    const response = await postJson("/v1/groups", { name }, token);
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }
  return ids;
}

/** Fills in the login form key by key and submits it. */
export async function submitLogin(page: Page, account: Account) {
  await page.goto("/login");
  await typeInto(page.getByLabel("Email"), account.email);
  await typeInto(page.getByLabel("Password"), account.password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** A new page signed in as `account` through the login form; sign-in lands on /home. */
export async function signedInPage(account: Account, viewport = DESKTOP, options?: Parameters<typeof newPage>[1]) {
  const page = await newPage(viewport, options);
  await submitLogin(page, account);
  await page.waitForURL(/\/home$/);
  return page;
}
