import type { ReactNode } from "react";

/**
 * A message with its `{{placeholders}}` filled in as separate parts ("Showing ", 3, " of ", 12,
 * " groups"), to render as children: the page then holds the same text nodes it did when the
 * sentence was written in the component, and a value can be a number formatted or an element.
 * The message comes from `t(key, { count, skipInterpolation: true })`: its plural form chosen,
 * its placeholders left in.
 */
export function textParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message
    .split(/{{\s*(\w+)\s*}}/)
    .map((part, index) => (index % 2 ? (values[part] ?? "") : part))
    .filter((part) => part !== "");
}
