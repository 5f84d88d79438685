import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PrimedLoader, whenLoaded } from "../../worker-api/src/data/loaders";
import { API, signedInUser } from "./helpers";

/** The API worker's entrypoint, as the web worker's service binding sees it (decision record 8). */
const entrypoint = (
  exports as unknown as {
    default: { fetch(request: Request): Promise<Response>; handle(request: Request): Promise<Response> };
  }
).default;

const graphqlRequest = (token: string, query: string) =>
  new Request(`${API}/v1/api`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "CF-Connecting-IP": "198.51.100.9",
    },
    body: JSON.stringify({ query }),
  });

describe("the RPC entrypoint the web worker calls", () => {
  it("answers exactly as HTTP does: status, headers and body, with the whole middleware stack", async () => {
    const user = await signedInUser();
    const query = `mutation { createMealType(name: "Supper") { name } }`;
    const overRpc = await entrypoint.handle(graphqlRequest(user.token, query));
    expect(overRpc.status).toBe(200);
    expect(await overRpc.json()).toEqual({ data: { createMealType: { name: "Supper" } } });
    expect(overRpc.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const read = `{ mealTypes { name } }`;
    const [viaRpc, viaHttp] = await Promise.all([
      entrypoint.handle(graphqlRequest(user.token, read)),
      entrypoint.fetch(graphqlRequest(user.token, read)),
    ]);
    expect([viaRpc.status, viaHttp.status]).toEqual([200, 200]);
    expect(viaRpc.headers.get("Content-Type")).toBe(viaHttp.headers.get("Content-Type"));
    const expected = {
      data: { mealTypes: ["Breakfast", "Lunch", "Dinner", "Snack", "Supper"].map((name) => ({ name })) },
    };
    const [rpcBody, httpBody] = [await viaRpc.json(), await viaHttp.json()];
    expect(rpcBody).toEqual(expected);
    expect(rpcBody).toEqual(httpBody);
  });

  it("answers errors in the API's shape, not as exceptions", async () => {
    const unauthenticated = await entrypoint.handle(new Request(`${API}/v1/user/profile`));
    expect(unauthenticated.status).toBe(401);
    expect(await unauthenticated.json()).toEqual({
      error: { code: "AUTHENTICATION_REQUIRED", message: "Authentication required" },
    });
    const missing = await entrypoint.handle(new Request(`${API}/v1/nowhere`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });
});

describe("PrimedLoader", () => {
  it("answers primed keys at once, without a promise, and batches the others into one call", async () => {
    const batches: number[][] = [];
    const loader = new PrimedLoader<number, string>(async (keys) => {
      batches.push([...keys]);
      return keys.map((key) => `loaded ${key}`);
    });
    loader.prime(1, "primed 1");
    const primed = loader.load(1);
    expect(primed).toBe("primed 1");
    const [two, three] = await Promise.all([loader.load(2), loader.load(3)]);
    expect([two, three]).toEqual(["loaded 2", "loaded 3"]);
    expect(batches).toEqual([[2, 3]]);
  });

  it("whenLoaded maps a value now and a promise later", async () => {
    expect(whenLoaded(2, (value) => value * 10)).toBe(20);
    const later = whenLoaded(Promise.resolve(2), (value) => value * 10);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(20);
  });
});
