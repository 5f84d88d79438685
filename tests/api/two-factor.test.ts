import { afterEach, describe, expect, it, vi } from "vitest";
import {
  advanceClock,
  api,
  challengeToken,
  enableTwoFactor,
  freezeClockInsideWindow,
  PASSWORD,
  rows,
  signedInUser,
  totpCode,
  signIn,
} from "./helpers";

const INVALID_CODE = "Invalid verification code. Please try again.";

afterEach(() => {
  vi.useRealTimers();
});

describe("two-factor authentication", () => {
  it("runs the whole lifecycle: status, setup, verify, sign-in with a code, disable", async () => {
    const user = await signedInUser();
    expect(await (await api("/v1/user/2fa/status", { token: user.token })).json()).toEqual({ enabled: false });

    const setupResponse = await api("/v1/user/2fa/enable", { method: "POST", token: user.token });
    expect(setupResponse.status).toBe(200);
    const setup = (await setupResponse.json()) as { secret: string; qr_code_image: string; backup_codes: string[] };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.backup_codes).toHaveLength(10);
    expect(new Set(setup.backup_codes).size).toBe(10);
    // A real PNG, made in the worker.
    const png = Uint8Array.from(atob(setup.qr_code_image.replace("data:image/png;base64,", "")), (c) =>
      c.charCodeAt(0),
    );
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Not on until verified; the backup codes are stored hashed.
    expect(await (await api("/v1/user/2fa/status", { token: user.token })).json()).toEqual({ enabled: false });
    const stored = await rows<{ code_hash: string }>("SELECT code_hash FROM backup_codes WHERE user_id = ?", user.id);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(setup.backup_codes[0]);

    const wrong = await api("/v1/user/2fa/verify", { method: "POST", token: user.token, json: { code: "000000" } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(INVALID_CODE);

    const code = await totpCode(setup.secret);
    const verified = await api("/v1/user/2fa/verify", {
      method: "POST",
      token: user.token,
      json: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(verified.status).toBe(200);
    expect(await (await api("/v1/user/2fa/status", { token: user.token })).json()).toEqual({ enabled: true });

    // Sign-in now needs the second step: no tokens from the password alone.
    const first = await signIn(user.email, PASSWORD);
    const challenge = (await first.json()) as Record<string, unknown>;
    expect(challenge).toEqual({ requires_2fa: true, challenge_token: expect.any(String) });
    // The code just used to verify is refused: a code works once.
    const replay = await api("/v1/auth/login/2fa", {
      method: "POST",
      json: { challenge_token: challenge.challenge_token, code },
    });
    expect(replay.status).toBe(422);

    await advanceClock(30_000);
    const second = await api("/v1/auth/login/2fa", {
      method: "POST",
      json: { challenge_token: challenge.challenge_token, code: await totpCode(setup.secret) },
    });
    expect(second.status).toBe(200);
    const session = (await second.json()) as {
      access_token: string;
      refresh_token: string;
      user: { two_factor_enabled: boolean };
    };
    expect(session.user.two_factor_enabled).toBe(true);
    expect(session.access_token).toMatch(/^eyJ/);

    await advanceClock(30_000);
    const badPassword = await api("/v1/user/2fa/disable", {
      method: "POST",
      token: user.token,
      json: { password: "Wrong-pass-1", code: await totpCode(setup.secret) },
    });
    expect(badPassword.status).toBe(401);
    expect(((await badPassword.json()) as { error: { message: string } }).error.message).toBe("Password is incorrect.");
    const disabled = await api("/v1/user/2fa/disable", {
      method: "POST",
      token: user.token,
      json: { password: PASSWORD, code: await totpCode(setup.secret) },
    });
    expect(disabled.status).toBe(200);
    const [after] = await rows<{ two_factor_enabled: number; totp_secret: string | null }>(
      "SELECT two_factor_enabled, totp_secret FROM users WHERE id = ?",
      user.id,
    );
    expect(after).toEqual({ two_factor_enabled: 0, totp_secret: null });
    expect(await rows("SELECT id FROM backup_codes WHERE user_id = ?", user.id)).toEqual([]);
  });

  it("accepts a backup code once at sign-in", async () => {
    const user = await signedInUser();
    const { backup_codes } = await enableTwoFactor(user.token);
    const useCode = async (code: string) =>
      api("/v1/auth/login/2fa", { method: "POST", json: { challenge_token: await challengeToken(user.email), code } });

    expect((await useCode(backup_codes[0]!.toUpperCase())).status).toBe(200);
    expect((await useCode(backup_codes[0]!)).status).toBe(422);
    expect((await useCode(backup_codes[1]!)).status).toBe(200);
    const used = await rows("SELECT id FROM backup_codes WHERE user_id = ? AND used_at IS NOT NULL", user.id);
    expect(used).toHaveLength(2);
  });

  it("refuses the second step without a valid challenge", async () => {
    const user = await signedInUser();
    const response = await api("/v1/auth/login/2fa", {
      method: "POST",
      json: { challenge_token: user.token, code: "123456" },
    });
    expect(response.status).toBe(401);
  });

  it("limits second-factor guesses per account", async () => {
    await freezeClockInsideWindow();
    const user = await signedInUser();
    await enableTwoFactor(user.token);
    const challenge_token = await challengeToken(user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api("/v1/auth/login/2fa", { method: "POST", json: { challenge_token, code: String(100000 + i) } }))
          .status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it("refuses setup when 2FA is already on, and codes that are not 6 digits", async () => {
    const user = await signedInUser();
    await enableTwoFactor(user.token);
    expect((await api("/v1/user/2fa/enable", { method: "POST", token: user.token })).status).toBe(409);
    const bad = await api("/v1/user/2fa/disable", {
      method: "POST",
      token: user.token,
      json: { password: PASSWORD, code: "12ab" },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.code).toBe(
      "Please enter a 6-digit code",
    );
  });

  it("needs a signed-in user", async () => {
    expect((await api("/v1/user/2fa/status")).status).toBe(401);
    expect((await api("/v1/user/2fa/enable", { method: "POST" })).status).toBe(401);
  });
});
