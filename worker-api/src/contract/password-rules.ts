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

/** The password strength meter: points and the label they earn. */
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
