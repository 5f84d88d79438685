import { z } from "zod";
import { emailField, MAX_PASSWORD_LENGTH } from "./auth";
import { totpCodeField } from "./user";

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_REQUIREMENTS_NOT_MET = "Password does not meet requirements.";

/** The reset rules of spec 1 §5: 8+ characters with upper, lower, digit and special. */
export const passwordRules = [
  { label: "At least 8 characters", test: (p: string) => p.length >= 8 },
  { label: "An uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "A lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "A number", test: (p: string) => /\d/.test(p) },
  { label: "A special character", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const meetsPasswordRules = (password: string) => passwordRules.every((rule) => rule.test(password));

/** The strength meter of spec 1 §5: points and the label they earn. */
export function passwordStrength(password: string) {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (password.length >= 12) score += 10;
  if (/[A-Z]/.test(password)) score += 20;
  if (/[a-z]/.test(password)) score += 20;
  if (/\d/.test(password)) score += 20;
  if (/[^A-Za-z0-9]/.test(password)) score += 15;
  score = Math.min(score, 100);
  const label = score < 40 ? "Weak" : score < 60 ? "Fair" : score < 80 ? "Good" : "Strong";
  return { score, label };
}

export const resetInitiateSchema = z.object({ email: emailField });

export const resetVerifySchema = z.object({
  email: emailField,
  reset_token: z.string({ error: "Missing email or reset token. Please start over." }).min(1).max(256),
  totp_code: totpCodeField,
});

export const resetCompleteSchema = z
  .object({
    email: emailField,
    temporary_token: z.string({ error: "Missing reset information. Please start over." }).min(1).max(256),
    new_password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_REQUIREMENTS_NOT_MET).refine(meetsPasswordRules, PASSWORD_REQUIREMENTS_NOT_MET),
    confirm_password: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((input) => input.new_password === input.confirm_password, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirm_password"] });

export const login2faSchema = z.object({
  challenge_token: z.string({ error: "Missing sign-in challenge. Please log in again." }).min(1).max(1024),
  /** A 6-digit TOTP code or a backup code (`xxxx-xxxx`). */
  code: z.string({ error: "Please enter a 6-digit code" }).trim().min(6, "Please enter a 6-digit code").max(20),
});
