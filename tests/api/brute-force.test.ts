import { afterEach, describe, expect, it, vi } from "vitest";
import {
  api,
  challengeToken,
  enableTwoFactor,
  freezeClockInsideWindow,
  PASSWORD,
  signedInUser,
  signIn,
} from "./helpers";

afterEach(() => {
  vi.useRealTimers();
});

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("brute-force limits hold under parallel attempts", () => {
  it("sign-in: 25 wrong passwords at once from one address get 10 answers and 15 refusals; the owner elsewhere is not locked out", async () => {
    await freezeClockInsideWindow();
    const user = await signedInUser();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(user.email, `wrong-${i}-pass`, "203.0.113.7").then((r) => r.status)),
    );
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(15);
    expect((await signIn(user.email, PASSWORD, "203.0.113.7")).status).toBe(429);
    expect((await signIn(user.email, PASSWORD, "198.51.100.8")).status).toBe(200);
  });

  it("second factor: 12 guesses at once get 5 answers and 7 refusals", async () => {
    await freezeClockInsideWindow();
    const user = await signedInUser();
    await enableTwoFactor(user.token);
    const challenge_token = await challengeToken(user.email);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api("/v1/auth/login/2fa", { method: "POST", json: { challenge_token, code: String(200000 + i) } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(count(statuses, 422)).toBe(5);
    expect(count(statuses, 429)).toBe(7);
  });

  it("backup codes: one code used by two requests at once signs in once", async () => {
    const user = await signedInUser();
    const { backup_codes } = await enableTwoFactor(user.token);
    const [a, b] = [await challengeToken(user.email), await challengeToken(user.email)];
    const statuses = await Promise.all(
      [a, b].map((token) =>
        api("/v1/auth/login/2fa", { method: "POST", json: { challenge_token: token, code: backup_codes[0] } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.sort()).toEqual([200, 422]);
  });

  it("reset codes: 8 wrong codes at once for one reset token spend its 3 tries, no more", async () => {
    await freezeClockInsideWindow();
    const user = await signedInUser();
    await enableTwoFactor(user.token);
    const { reset_token } = (await (
      await api("/v1/auth/reset/initiate", { method: "POST", json: { email: user.email } })
    ).json()) as { reset_token: string };
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api("/v1/auth/reset/verify", {
          method: "POST",
          json: { email: user.email, reset_token, totp_code: String(300000 + i) },
        }).then((r) => r.status),
      ),
    );
    expect(count(statuses, 422)).toBe(3);
    expect(count(statuses, 429)).toBe(5);
  });
});
