// Password rules and strength scoring without zod, so the browser bundle can use them too.

/** The rules a new password must meet: 8+ characters with upper, lower, digit and special. */
export const passwordRules = [
  { label: "At least 8 characters", test: (p: string) => p.length >= 8 },
  { label: "An uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "A lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "A number", test: (p: string) => /\d/.test(p) },
  { label: "A special character", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const meetsPasswordRules = (password: string) => passwordRules.every((rule) => rule.test(password));
