// Without zod, so the browser bundle can use it too.

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
