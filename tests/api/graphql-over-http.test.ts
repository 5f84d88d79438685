import { auditServer } from "graphql-http";
import { describe, expect, it } from "vitest";
import { api, API, signedInUser } from "./helpers";

/**
 * The GraphQL over HTTP audit of graphql-http (its own `auditServer`, by the spec's authors) run
 * against /v1/api with a signed-in token: every MUST and every SHOULD passes.
 */
describe("GraphQL over HTTP", () => {
  it("passes graphql-http's server audit whole", async () => {
    const user = await signedInUser();
    const results = await auditServer({
      url: `${API}/v1/api`,
      fetchFn: async (input: RequestInfo, init?: RequestInit) => {
        const request = new Request(input, init);
        const headers = new Headers(request.headers);
        headers.set("Authorization", `Bearer ${user.token}`);
        return api(new URL(request.url).pathname + new URL(request.url).search, {
          method: request.method,
          headers,
          body: request.method === "GET" ? undefined : await request.text(),
        });
      },
    });
    const problems = await Promise.all(
      results
        .filter((result) => result.status !== "ok")
        .map(
          async (result) => `${result.status} ${result.id} ${result.name}: ${"reason" in result ? result.reason : ""}`,
        ),
    );
    expect(problems).toEqual([]);
  });
});
