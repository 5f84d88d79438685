import { describe, expect, it } from "vitest";
import { api, signedInUser } from "./helpers";

/** A POST whose body is sent as written, in the media type given. */
const postText = (path: string, body: string, mediaType = "application/json") =>
  api(path, { method: "POST", headers: { "Content-Type": mediaType }, body });

describe("API skeleton", () => {
  it("answers the health check", async () => {
    const response = await api("/v1/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("sends security headers on API answers", async () => {
    const response = await api("/v1/health");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("answers unknown routes with 404 in the error format", async () => {
    const response = await api("/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found" } });
  });

  it("answers a wrong method on a known route with 405 and Allow", async () => {
    const response = await api("/v1/auth/login", { method: "GET" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.json()).toEqual({
      error: { code: "METHOD_NOT_ALLOWED", message: "Method not allowed. Use POST." },
    });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const response = await postText("/v1/auth/login", '{"email": "a@b.c", ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toMatch(/JSON/);
  });

  it.each([["[]"], ["null"], ['"text"'], ["42"]])(
    "answers a JSON body that is not an object (%s) with 400",
    async (body) => {
      const response = await postText("/v1/auth/register", body);
      expect(response.status).toBe(400);
    },
  );

  it("answers a body that is not JSON with 415", async () => {
    const response = await postText("/v1/auth/register", "email=a@b.c", "text/plain");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers an oversized body with 413 before reading it", async () => {
    const response = await api("/v1/auth/register", {
      method: "POST",
      json: { email: "a@example.com", password: "x".repeat(300 * 1024), first_name: "A", last_name: "B" },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("serves GraphQL only to signed-in callers (401 UNAUTHENTICATED)", async () => {
    const response = await api("/v1/api", { method: "POST", json: { query: "{ user(id: 1) { id } }" } });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
  });

  it.each([
    ["application/graphql-response+json", 400, /^application\/graphql-response\+json/],
    ["application/graphql-response+json, application/json;q=0.9", 400, /^application\/graphql-response\+json/],
    ["application/json", 200, /^application\/json/],
    ["*/*", 200, /^application\/json/],
  ] as const)(
    "answers GraphQL in the media type accepted (%s): a query that cannot run is a %i",
    async (accept, status, mediaType) => {
      const { token } = await signedInUser();
      const ask = (query: string) =>
        api("/v1/api", { method: "POST", token, headers: { Accept: accept }, json: { query } });
      const bad = await ask("{ nothingLikeThis }");
      expect(bad.status).toBe(status);
      expect(bad.headers.get("Content-Type")).toMatch(mediaType);
      expect(((await bad.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
        "GRAPHQL_VALIDATION_FAILED",
      );
      const good = await ask("{ mealTypes { name } }");
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({ data: { mealTypes: expect.any(Array) } });
      // Errors our resolvers raise keep their status in either media type.
      const missing = await ask("{ meal(id: 999999) { id } }");
      expect(missing.status).toBe(404);
    },
  );

  it("answers an oversized GraphQL body with 413, with or without a Content-Length", async () => {
    const { token } = await signedInUser();
    const query = `{ mealTypes { name } } # ${"x".repeat(300 * 1024)}`;
    const sized = await api("/v1/api", { method: "POST", token, json: { query } });
    expect(sized.status).toBe(413);
    const bytes = new TextEncoder().encode(JSON.stringify({ query }));
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await api("/v1/api", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: streamed,
    });
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers a wrong method on the GraphQL endpoint with 405", async () => {
    const response = await api("/v1/api", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("METHOD_NOT_ALLOWED");
  });
});
