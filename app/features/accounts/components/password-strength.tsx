import { useTranslation } from "react-i18next";
import { passwordRules } from "@larder/contract/password-rules";
import { passwordStrength } from "@larder/shared/password-strength";

/** Each rule's words, by the rule: every rule has its own, or this does not compile. */
const RULE_KEYS = {
  "At least 8 characters": "strength.rules.length",
  "An uppercase letter": "strength.rules.upper",
  "A lowercase letter": "strength.rules.lower",
  "A number": "strength.rules.digit",
  "A special character": "strength.rules.special",
} as const satisfies Record<(typeof passwordRules)[number]["label"], string>;

/** Each strength's words, by the meter's label. */
const LEVEL_KEYS = {
  Weak: "strength.levels.Weak",
  Fair: "strength.levels.Fair",
  Good: "strength.levels.Good",
  Strong: "strength.levels.Strong",
} as const;

const isLevel = (label: string): label is keyof typeof LEVEL_KEYS => Object.hasOwn(LEVEL_KEYS, label);

/** A rule met is ticked, one not yet met is an open circle. */
const markOf = (met: boolean) => (met ? "✓" : "○");

/** The password strength meter, with the rules it checks listed under it. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation("accounts");
  const { score, label } = passwordStrength(password);
  return (
    <div aria-live="polite">
      <div
        className="strength"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-label={t("strength.label")}
      >
        <span className={`strength-${label}`} style={{ width: `${score}%` }} />
      </div>
      <p className="subtitle" style={{ margin: "0.25rem 0 0" }}>
        {t("strength.strength")}{" "}
        <strong data-testid="strength-label">{password ? (isLevel(label) ? t(LEVEL_KEYS[label]) : label) : "—"}</strong>
      </p>
      <ul className="rules">
        {passwordRules.map((rule) => (
          <li key={rule.label} className={rule.test(password) ? "met" : undefined}>
            {markOf(rule.test(password))} {t(RULE_KEYS[rule.label])}
          </li>
        ))}
      </ul>
    </div>
  );
}
