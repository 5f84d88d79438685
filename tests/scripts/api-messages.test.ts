import { describe, expect, it } from "vitest";
import { API_MESSAGES, MESSAGE_LABELS, messageCodeOf } from "../../worker-api/src/shared/api-messages";

/** A sentence of the list with its values filled in, as the API would say it. */
const said = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => values[name]!);

describe("the API's sentences by code", () => {
  it("finds every sentence of the list back as its own code, with the values it names", () => {
    for (const [code, template] of Object.entries(API_MESSAGES)) {
      const values = { label: MESSAGE_LABELS.GROUP_NAME, name: 'Lunch "at 12"', max: "100", min: "3" };
      const params = Object.fromEntries(
        [...template.matchAll(/{{(\w+)}}/g)].map(([, name]) => [
          name!,
          name === "label" ? "GROUP_NAME" : values[name as "name"],
        ]),
      );
      expect(messageCodeOf(said(template, values)), template).toEqual(
        Object.keys(params).length ? { code, params } : { code },
      );
    }
  });

  it("answers a field by its label's code, and no code for a field or sentence it does not know", () => {
    expect(messageCodeOf("Meal type name is required")).toEqual({
      code: "LABEL_REQUIRED",
      params: { label: "MEAL_TYPE_NAME" },
    });
    expect(messageCodeOf("Colour is required")).toBeUndefined();
    expect(messageCodeOf("limit must be between 1 and 100")).toBeUndefined();
  });
});
