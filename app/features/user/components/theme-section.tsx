import { Form, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import type { loader as rootLoader } from "~/root";
import { THEMES, type Theme } from "~/themes";

const CHOICES: Record<Theme, [label: string, hint: string]> = {
  system: ["System", "light or dark as your device is set"],
  light: ["Light", "always light"],
  dark: ["Dark", "always dark, for an evening kitchen"],
};

/**
 * The theme card: light, dark, or as the device is set. A form of its own, saved with its button,
 * so it works without JavaScript; the choice is kept on this device (decision 48).
 */
export function ThemeSection() {
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/user/theme";
  return (
    <section className="card" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Theme</h2>
      <Form method="post" action="/user/theme" preventScrollReset>
        {/* Keyed by the saved choice: once saved, the buttons show what is kept. */}
        <fieldset className="theme-choice" key={theme}>
          <legend>Show Larder on this device</legend>
          {THEMES.map((choice) => (
            <label key={choice} className="radio">
              <input type="radio" name="theme" value={choice} defaultChecked={choice === theme} />
              <span>
                <strong>{CHOICES[choice][0]}</strong>
                <span className="subtitle"> {CHOICES[choice][1]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={busy} label="Save theme" pending="Saving..." />
        </div>
      </Form>
    </section>
  );
}
