import { z } from "zod";
import { LOCALES } from "../shared/locales";
import { UNIT_SYSTEMS } from "../shared/unit-systems";
import { emailField, MAX_PASSWORD_LENGTH, newPasswordField } from "./auth";

const optionalName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** The units a person reads amounts in. */
export const unitsField = z.enum(UNIT_SYSTEMS, {
  error: "Units must be as_written (as each cook wrote them), metric or us (US customary)",
});

/** The language a person reads Larder in; null gives the choice back to the browser. */
export const localeField = z
  .enum(LOCALES, { error: `Locale must be one of ${LOCALES.join(", ")}, or null to follow the browser` })
  .nullable();

/** PUT /v1/user/profile: the screen sends only what changed. */
export const profileUpdateSchema = z
  .object({
    first_name: optionalName("First name").optional(),
    last_name: optionalName("Last name").optional(),
    username: z
      .string()
      .trim()
      .min(3, "Username must be at least 3 characters")
      .max(30, "Username must be at most 30 characters")
      .regex(/^[a-zA-Z0-9_.-]+$/, "Username may only contain letters, digits, dots, dashes and underscores")
      .optional(),
    email: emailField.optional(),
    bio: z.string().trim().max(500, "Bio must be at most 500 characters").optional(),
    units: unitsField.optional(),
    locale: localeField.optional(),
  })
  .strict();

export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(MAX_PASSWORD_LENGTH),
  new_password: newPasswordField,
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
});

/** A 6-digit code; spaces and dashes people type are dropped first (every non-digit is stripped). */
export const totpCodeField = z
  .string({ error: "Please enter a 6-digit code" })
  .transform((code) => code.replace(/\D/g, ""))
  .pipe(z.string().length(6, "Please enter a 6-digit code"));

export const verifyTotpSchema = z.object({ code: totpCodeField });

export const disableTotpSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
  code: totpCodeField,
});

/** The `updateUser` mutation: the signed-in user's own fields. */
export const updateUserSchema = z.object({
  id: z.number({ error: "User is required" }).int("User must be an integer").positive("User must be positive"),
  name: z.string().trim().min(1).max(201).optional(),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address.")).optional(),
  bio: z.string().trim().max(500, "Bio must be at most 500 characters").nullable().optional(),
  first_name: z.string().trim().min(1, "First name is required").max(100).optional(),
  last_name: z.string().trim().min(1, "Last name is required").max(100).optional(),
});
