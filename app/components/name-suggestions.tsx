import { useMemo } from "react";
import { escapeHtml } from "~/utils/html";

/**
 * A datalist of names a text field suggests as it is typed into (the field names it by `list`).
 * Its options are one string: a catalogue of hundreds of names as React elements would each cost
 * server rendering and hydration; one string costs next to nothing.
 */
export function NameSuggestions({ id, names }: { id: string; names: readonly string[] }) {
  const options = useMemo(() => names.map((name) => `<option value="${escapeHtml(name)}"></option>`).join(""), [names]);
  return <datalist id={id} dangerouslySetInnerHTML={{ __html: options }} />;
}
