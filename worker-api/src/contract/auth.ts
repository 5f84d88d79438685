import { z } from "zod";
import { LOCALES } from "../shared/locales";

/** Shared by the API's bodies and the web worker's form actions. */

export const INVALID_CREDENTIALS = "Invalid email or password. Please check your credentials.";
export const EMAIL_TAKEN = "This email is already registered. Please use a different email or try logging in.";

const MIN_PASSWORD_LENGTH = 8;
/** scrypt is given at most this many characters: longer "passwords" are a denial-of-service vector. */
export const MAX_PASSWORD_LENGTH = 128;

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address."));

export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/**
 * The language of the page a request was sent from, where it names rows for a new household or
 * group (the personal group, meal types, store and pantry places): the browser's language, not a
 * choice the person made, so nothing stores it as theirs.
 */
export const pageLocaleField = z.enum(LOCALES, { error: `Locale must be one of ${LOCALES.join(", ")}` });

export const registerSchema = z.object({
  email: emailField,
  password: newPasswordField,
  first_name: requiredText("First name"),
  last_name: requiredText("Last name"),
  /**
   * The language of the page the person registered on: what Larder names for the new account is
   * named in it. The account's own language stays unset.
   */
  locale: pageLocaleField.optional(),
});

/**
 * Sign-in passes the payload through (the password rules are not checked again): only presence and
 * sane sizes are checked.
 */
export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX_PASSWORD_LENGTH),
});

export const refreshSchema = z.object({
  refresh_token: z.string({ error: "Refresh token is required" }).min(1, "Refresh token is required").max(512),
});

export const logoutSchema = z.object({
  refresh_token: z.string().min(1).max(512).optional(),
});
