import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "./submit-button";

/** A form of one button posting `intent` to the page's action, saying so while it is on its way. */
export function IntentButton({
  intent,
  label,
  pending,
  tone = "primary",
}: {
  intent: string;
  label: string;
  pending: string;
  tone?: "primary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={busy} label={label} pending={pending} tone={tone} />
    </Form>
  );
}
