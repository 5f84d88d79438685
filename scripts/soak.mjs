// `npm run soak`: 50 concurrent clients plan meals, tick items and rename a list in one shared
// group for a bounded time, against the app on loopback; then every acknowledged write is checked
// in D1 (present exactly once), no answer may be a 5xx, and concurrent ticks of one item must end
// in a consistent state. Prints requests served, errors and writes verified; exits 1 on a loss.
import { d1Query, withFreshApp } from "./lib.mjs";

const PORT = Number(process.env.SOAK_PORT ?? 8817);
const api = `http://127.0.0.1:${PORT + 1}`;
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 20);
const MAX_REQUESTS_PER_CLIENT = 400;
const PASSWORD = "Soak-test-pass-1!";

const stats = { requests: 0, ok: 0, clientErrors: 0, serverErrors: 0, networkErrors: 0 };

async function call(path, { token, group, body, method = "POST" } = {}) {
  stats.requests += 1;
  try {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { "Content-Type": "application/json" }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(group && { "X-Larder-Group": String(group) }),
        // Distinct addresses, so the sign-in limits see many clients, not one attacker.
        "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 500) stats.serverErrors += 1;
    else if (response.status >= 400) stats.clientErrors += 1;
    else stats.ok += 1;
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  } catch {
    stats.networkErrors += 1;
    return { status: 0, json: null };
  }
}

const gql = (token, group, query, variables = {}) => call("/v1/api", { token, group, body: { query, variables } });

await withFreshApp({ name: "soak", port: PORT, apiPort: PORT + 1 }, async ({ stateDir }) => {
  // Ten people share one group; the 50 clients act as them.
  const people = [];
  for (let i = 0; i < 10; i++) {
    const email = `soak${i}-${Date.now().toString(36)}@example.com`;
    await call("/v1/auth/register", {
      body: { email, password: PASSWORD, first_name: `Soak${i}`, last_name: "Tester" },
    });
    const login = await call("/v1/auth/login", { body: { email, password: PASSWORD } });
    people.push({ token: login.json.access_token, id: login.json.user.id });
  }
  const owner = people[0];
  const group = (await call("/v1/groups", { token: owner.token, body: { name: "Soak household" } })).json.id;
  for (const person of people.slice(1))
    await call(`/v1/groups/${group}/members`, { token: owner.token, body: { user_id: person.id, role: "admin" } });
  // Every new group starts with the default meal types; the soak plans dinners.
  const type = (await gql(owner.token, group, `{ mealTypes { id name } }`)).json.data.mealTypes.find(
    (mealType) => mealType.name === "Dinner",
  ).id;
  const list = (
    await gql(
      owner.token,
      group,
      `mutation { createShoppingList(title: "Soak list", start_date: "01/06/2026", end_date: "07/06/2026") { id } }`,
    )
  ).json.data.createShoppingList.id;
  const items = [];
  for (let i = 0; i < 20; i++) {
    items.push(
      (
        await gql(
          owner.token,
          group,
          `mutation($l: Int!, $n: String!) { createShoppingItem(list_id: $l, name: $n, quantity: 1, unit: "pcs") { id } }`,
          { l: list, n: `Item ${i}` },
        )
      ).json.data.createShoppingItem.id,
    );
  }
  const hotItem = items[0];

  const acknowledgedMeals = new Map();
  const acknowledgedTitles = new Set();
  const deadline = Date.now() + SECONDS * 1000;
  const before = { ...stats };
  console.log(`Soaking: ${CLIENTS} clients for ${SECONDS} s…`);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const person = people[client % people.length];
      for (let n = 0; n < MAX_REQUESTS_PER_CLIENT && Date.now() < deadline; n++) {
        const roll = Math.random();
        if (roll < 0.45) {
          const title = `soak-${client}-${n}`;
          const answer = await gql(
            person.token,
            group,
            `mutation($t: String!, $type: Int!) { createMeal(title: $t, type_id: $type, scheduled_date: "2026-06-03T18:00:00Z") { id } }`,
            { t: title, type },
          );
          if (answer.status === 200 && answer.json?.data?.createMeal)
            acknowledgedMeals.set(answer.json.data.createMeal.id, title);
        } else if (roll < 0.85) {
          // A third of the ticks hit the same item at once.
          const item = Math.random() < 0.33 ? hotItem : items[Math.floor(Math.random() * items.length)];
          await gql(
            person.token,
            group,
            `mutation($id: Int!, $b: Boolean) { updateShoppingItem(id: $id, is_bought: $b) { id } }`,
            { id: item, b: Math.random() < 0.5 },
          );
        } else {
          const title = `Soak list ${client}-${n}`;
          const answer = await gql(
            person.token,
            group,
            `mutation($id: Int!, $t: String) { updateShoppingList(id: $id, title: $t) { id } }`,
            { id: list, t: title },
          );
          if (answer.status === 200) acknowledgedTitles.add(title);
        }
      }
    }),
  );
  const served = stats.requests - before.requests;

  // Verify in D1 itself.
  const problems = [];
  const stored = d1Query(stateDir, `SELECT id, title FROM meals WHERE group_id = ${group} AND title LIKE 'soak-%'`);
  const byId = new Map(stored.map((row) => [row.id, row.title]));
  const titleCounts = new Map();
  for (const row of stored) titleCounts.set(row.title, (titleCounts.get(row.title) ?? 0) + 1);
  for (const [id, title] of acknowledgedMeals)
    if (byId.get(id) !== title) problems.push(`acknowledged meal ${id} "${title}" is missing`);
  for (const [title, count] of titleCounts) if (count > 1) problems.push(`meal "${title}" stored ${count} times`);
  if (stored.length !== acknowledgedMeals.size)
    problems.push(`${stored.length} soak meals stored for ${acknowledgedMeals.size} acknowledged`);
  const [listRow] = d1Query(stateDir, `SELECT title FROM shopping_lists WHERE id = ${list}`);
  if (acknowledgedTitles.size && !acknowledgedTitles.has(listRow.title))
    problems.push(`list title "${listRow.title}" was never acknowledged`);
  const hot = d1Query(stateDir, `SELECT is_bought FROM shopping_items WHERE id = ${hotItem}`);
  if (hot.length !== 1 || ![0, 1].includes(hot[0].is_bought))
    problems.push(`the hot item is in no consistent state: ${JSON.stringify(hot)}`);
  const itemCount = d1Query(stateDir, `SELECT count(*) AS n FROM shopping_items WHERE list_id = ${list}`)[0].n;
  if (itemCount !== items.length) problems.push(`${itemCount} items on the list, expected ${items.length}`);
  if (stats.serverErrors) problems.push(`${stats.serverErrors} answers were 5xx`);
  if (stats.networkErrors) problems.push(`${stats.networkErrors} requests got no answer`);

  console.log(
    `\nRequests served: ${served} in ${SECONDS} s by ${CLIENTS} clients (${(served / SECONDS).toFixed(0)}/s)`,
  );
  console.log(
    `Answers: ${stats.ok} 2xx, ${stats.clientErrors} 4xx, ${stats.serverErrors} 5xx, ${stats.networkErrors} without answer`,
  );
  console.log(
    `Writes verified: ${acknowledgedMeals.size} meals (each stored once), ${acknowledgedTitles.size} list renames (the stored title is one of them), ${items.length} items, hot item consistent`,
  );
  if (problems.length) {
    console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nNothing lost, nothing doubled, no 5xx.");
  }
});
