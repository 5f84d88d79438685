import { z } from "zod";
import { emailField, MAX_PASSWORD_LENGTH } from "./auth";
import { meetsPasswordRules } from "./password-rules";
import { totpCodeField } from "./user";

const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_REQUIREMENTS_NOT_MET = "Password does not meet requirements.";

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
    new_password: z
      .string()
      .max(MAX_PASSWORD_LENGTH, PASSWORD_REQUIREMENTS_NOT_MET)
      .refine(meetsPasswordRules, PASSWORD_REQUIREMENTS_NOT_MET),
    confirm_password: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((input) => input.new_password === input.confirm_password, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirm_password"],
  });

export const login2faSchema = z.object({
  challenge_token: z.string({ error: "Missing sign-in challenge. Please log in again." }).min(1).max(1024),
  /** A 6-digit TOTP code or a backup code (`xxxx-xxxx`). */
  code: z.string({ error: "Please enter a 6-digit code" }).trim().min(6, "Please enter a 6-digit code").max(20),
});
