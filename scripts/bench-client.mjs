// The benchmark's client side, shared by `npm run bench` and `npm run bench:edge`: signing in to
// the API and to the web app, GraphQL requests, and the pages both measure.

export async function apiLogin(api, account) {
  const response = await fetch(`${api}/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return (await response.json()).access_token;
}

/** Signs in through the web app's form, as a browser does; answers the session cookie (`name=value`). */
export async function webCookie(web, account) {
  const response = await fetch(`${web}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: web, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...account, redirect: "/home" }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("web sign-in failed");
  return cookie;
}

export const gqlRequest = (token, query, variables = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
  body: JSON.stringify({ query, variables }),
});

/** A GraphQL read's data; throws on any error. */
export async function gqlData(api, token, query, variables) {
  const answer = JSON.parse(await (await fetch(`${api}/v1/api`, gqlRequest(token, query, variables))).text());
  if (answer.errors) throw new Error(`${query}: ${answer.errors[0].message}`);
  return answer.data;
}

/** The large household's list of 50 items: the list page both benchmarks load. */
export async function largeListId(api, token) {
  const { shoppingLists } = await gqlData(api, token, "{ shoppingLists { id item_count } }");
  return shoppingLists.find((list) => list.item_count === 50).id;
}

/** The large household's Dinner meal type, which Plan my week fills by default. */
export async function largeDinnerId(api, token) {
  const { mealTypes } = await gqlData(api, token, "{ mealTypes { id name } }");
  return mealTypes.find((type) => type.name === "Dinner").id;
}

/** The server-rendered pages `npm run bench` loads. */
export const benchPages = (listId) => ["/home", "/meals", "/recipes", `/shopping-lists/${listId}`];
