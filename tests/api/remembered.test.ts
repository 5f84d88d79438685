import { describe, expect, it } from "vitest";
import { remembered } from "../../worker-api/src/lib/remembered";

describe("remembered answers", () => {
  it("work each text out once, undefined answers too, and start afresh past the limit", () => {
    const asked: string[] = [];
    const lookup = remembered((text) => {
      asked.push(text);
      return text.startsWith("k") ? { text } : undefined;
    }, 3);
    const first = lookup("kg");
    expect(lookup("kg")).toBe(first);
    expect(lookup("pinch")).toBeUndefined();
    expect(lookup("pinch")).toBeUndefined();
    expect(asked).toEqual(["kg", "pinch"]);
    lookup("cup");
    lookup("tbsp"); // the fourth text: the remembered answers start again
    lookup("kg");
    expect(asked).toEqual(["kg", "pinch", "cup", "tbsp", "kg"]);
  });
});
