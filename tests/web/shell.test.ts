import { describe, expect, it } from "vitest";
import { Browser } from "./helpers";

describe("app shell", () => {
  it("redirects / to /home", async () => {
    const response = await new Browser().fetch("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
  });

  it("answers the API's health check through the service binding (the deploy's last check)", async () => {
    const response = await new Browser().fetch("/v1/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("answers an unknown path with a 404 'Page not found' screen", async () => {
    const response = await new Browser().fetch("/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('class="nav"');
  });

  it("renders the login screen without the navigation bar", async () => {
    const response = await new Browser().fetch("/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Login to your account");
    expect(html).not.toContain('class="nav"');
  });

  it("sends the security headers", async () => {
    const response = await new Browser().fetch("/login");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=/);
  });

  it("sends a Content-Security-Policy whose nonce is on every inline script", async () => {
    const response = await new Browser().fetch("/login");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // A fresh nonce on every response.
    const again = (await new Browser().fetch("/login")).headers.get("Content-Security-Policy")!;
    expect(again).not.toBe(csp);
  });

  it("refuses a form body over 256 KB with 413", async () => {
    const response = await new Browser().post("/login", { email: "a@b.c", password: "x".repeat(300 * 1024) });
    expect(response.status).toBe(413);
  });

  it("refuses a cross-site POST by its Origin", async () => {
    const response = await new Browser().post(
      "/login",
      { email: "a@b.c", password: "x" },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });
});
