import { passwordRules } from "@larder/contract/password-rules";
import { passwordStrength } from "@larder/shared/password-strength";

/** The password strength meter, with the rules it checks listed under it. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div aria-live="polite">
      <div
        className="strength"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label="Password strength"
      >
        <span className={`strength-${label}`} style={{ width: `${score}%` }} />
      </div>
      <p className="subtitle" style={{ margin: "0.25rem 0 0" }}>
        Strength: <strong data-testid="strength-label">{password ? label : "—"}</strong>
      </p>
      <ul className="rules">
        {passwordRules.map((rule) => (
          <li key={rule.label} className={rule.test(password) ? "met" : undefined}>
            {rule.test(password) ? "✓" : "○"} {rule.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
