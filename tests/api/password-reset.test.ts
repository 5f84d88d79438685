import { afterEach, describe, expect, it, vi } from "vitest";
import { advanceClock, api, enableTwoFactor, rows, signedInUser, signIn, totpCode, uniqueEmail } from "./helpers";

const NEW_PASSWORD = "Brand-new-Pass1!";
const INITIATE_MESSAGE = "If an account exists with this email, you will be prompted for 2FA verification.";

afterEach(() => {
  vi.useRealTimers();
});

async function userWithTwoFactor() {
  const user = await signedInUser();
  const { secret } = await enableTwoFactor(user.token);
  await advanceClock(30_000); // the verify code was used; the next step's code is fresh
  return { ...user, secret };
}

const initiate = async (email: string) =>
  (await api("/v1/auth/reset/initiate", { method: "POST", json: { email } })).json() as Promise<
    Record<string, unknown>
  >;

/** The temporary token of a reset of `user`'s password, initiated and verified with a fresh code. */
async function verifiedReset(user: { email: string; secret: string }) {
  const { reset_token } = await initiate(user.email);
  const verify = await api("/v1/auth/reset/verify", {
    method: "POST",
    json: { email: user.email, reset_token, totp_code: await totpCode(user.secret) },
  });
  return ((await verify.json()) as { temporary_token: string }).temporary_token;
}

describe("password reset", () => {
  it("resets with initiate, verify and complete, and ends every session", async () => {
    const user = await userWithTwoFactor();
    const started = await initiate(user.email.toUpperCase());
    expect(started).toEqual({ requires_2fa: true, reset_token: expect.any(String), message: INITIATE_MESSAGE });

    const verify = await api("/v1/auth/reset/verify", {
      method: "POST",
      json: { email: user.email, reset_token: started.reset_token, totp_code: await totpCode(user.secret) },
    });
    expect(verify.status).toBe(200);
    const { temporary_token, expires_in } = (await verify.json()) as { temporary_token: string; expires_in: number };
    expect(expires_in).toBe(300_000);

    const complete = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(complete.status).toBe(200);
    expect((await api("/v1/auth/refresh", { method: "POST", json: { refresh_token: user.refreshToken } })).status).toBe(
      401,
    );
    expect((await signIn(user.email, user.password)).status).toBe(401);
    const withNew = await signIn(user.email, NEW_PASSWORD);
    expect(((await withNew.json()) as { requires_2fa: boolean }).requires_2fa).toBe(true);

    // Every token works once.
    const again = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: "Another-Pass2!", confirm_password: "Another-Pass2!" },
    });
    expect(again.status).toBe(401);
    const reverify = await api("/v1/auth/reset/verify", {
      method: "POST",
      json: { email: user.email, reset_token: started.reset_token, totp_code: await totpCode(user.secret) },
    });
    expect(reverify.status).toBe(401);
  });

  it("answers every e-mail alike: an unknown one and an account without 2FA get a token that fails like a wrong code", async () => {
    const plain = await signedInUser();
    const withTwoFactor = await userWithTwoFactor();
    const shape = (answer: Record<string, unknown>) => ({
      ...answer,
      reset_token: typeof answer.reset_token === "string" && answer.reset_token.length,
    });
    const answers = await Promise.all([
      initiate(plain.email),
      initiate(uniqueEmail("nobody")),
      initiate(withTwoFactor.email),
    ]);
    expect(answers.map(shape)).toEqual(
      Array(3).fill({ requires_2fa: true, reset_token: shape(answers[2]!).reset_token, message: INITIATE_MESSAGE }),
    );
    expect(await rows("SELECT id FROM password_resets WHERE user_id = ?", plain.id)).toEqual([]);

    const verify = async (email: string, reset_token: unknown) =>
      (
        await api("/v1/auth/reset/verify", { method: "POST", json: { email, reset_token, totp_code: "000000" } })
      ).json();
    const wrongCodes = async (email: string, token: unknown) => [
      await verify(email, token),
      await verify(email, token),
      await verify(email, token),
      await verify(email, token),
    ];
    const real = await wrongCodes(withTwoFactor.email, answers[2]!.reset_token);
    expect(await wrongCodes(plain.email, answers[0]!.reset_token)).toEqual(real);
  });

  it("allows three wrong codes per reset token and refuses the fourth try, even with the right code", async () => {
    const user = await userWithTwoFactor();
    const { reset_token } = await initiate(user.email);
    const attempt = (totp_code: string) =>
      api("/v1/auth/reset/verify", { method: "POST", json: { email: user.email, reset_token, totp_code } });
    const left: string[] = [];
    for (const code of ["111111", "222222", "333333"]) {
      const response = await attempt(code);
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as { error: { message: string; fields: { attempts_left: string } } };
      expect(error.message).toBe("Invalid verification code. Please try again.");
      left.push(error.fields.attempts_left);
    }
    expect(left).toEqual(["2", "1", "0"]);
    const fourth = await attempt(await totpCode(user.secret));
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error: { message: string } }).error.message).toBe(
      "Too many failed attempts. Please start over.",
    );
  });

  it("refuses an expired temporary token with the spec's message", async () => {
    const user = await userWithTwoFactor();
    const temporary_token = await verifiedReset(user);
    await advanceClock(5 * 60 * 1000 + 1000);
    const late = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      "Reset token has expired. Please start over.",
    );
    const [row] = await rows<{ used_at: number | null }>(
      "SELECT used_at FROM password_resets WHERE user_id = ?",
      user.id,
    );
    expect(row!.used_at).toBeNull();
  });

  it("checks the password rules and the confirmation", async () => {
    const user = await userWithTwoFactor();
    const temporary_token = await verifiedReset(user);
    const weak = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: "alllowercase1!", confirm_password: "alllowercase1!" },
    });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toBe(
      "Password does not meet requirements.",
    );
    const mismatch = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.status).toBe(422);
    expect(
      ((await mismatch.json()) as { error: { fields: Record<string, string> } }).error.fields.confirm_password,
    ).toBe("Passwords do not match");
    // Nothing was spent: the right request still works.
    const ok = await api("/v1/auth/reset/complete", {
      method: "POST",
      json: { email: user.email, temporary_token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a reset token presented with another e-mail, like a wrong code", async () => {
    const user = await userWithTwoFactor();
    const other = await signedInUser();
    const { reset_token } = await initiate(user.email);
    const response = await api("/v1/auth/reset/verify", {
      method: "POST",
      json: { email: other.email, reset_token, totp_code: await totpCode(user.secret) },
    });
    expect(response.status).toBe(422);
  });
});
