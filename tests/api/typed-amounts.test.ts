import { describe, expect, it } from "vitest";
import { parseAmount, typedAmountText, typedDecimalText } from "../../worker-api/src/shared/amount";

// What an edit form fills its fields with: the page's own way of writing a number, which the
// form reads back to the number it was, in either decimal sign.

const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pl", "ar"] as const;
const COMMA = new Set(["de", "fr", "es", "it", "nl", "pl"]);

describe("an amount in a form's field", () => {
  it.each(LANGUAGES)("is written as %s writes it and read back to the same number", (language) => {
    const sign = COMMA.has(language) ? "," : ".";
    expect(typedAmountText(1.5, "l", language)).toBe(`1${sign}5`);
    expect(typedAmountText(1.125, "kg", language)).toBe(`1${sign}125`);
    expect(typedAmountText(1.5, "cup", language)).toBe("1½");
    expect(typedAmountText(0.3, "", language)).toBe(`0${sign}3`);
    expect(typedAmountText(2, "pcs", language)).toBe("2");
    expect(typedAmountText(0, "", language)).toBe("");
    for (const [quantity, unit] of [
      [1.5, "l"],
      [1.125, "kg"],
      [1.5, "cup"],
      [0.3, ""],
      [250, "g"],
    ] as const)
      expect(parseAmount(typedAmountText(quantity, unit, language), language)).toBe(quantity);
  });

  it.each(LANGUAGES)("in %s, takes a decimal point or comma alike", (language) => {
    expect(parseAmount("1.5", language)).toBe(1.5);
    expect(parseAmount("1,5", language)).toBe(1.5);
  });

  it("reads what an Arabic keyboard types: Arabic-Indic digits and the Arabic decimal mark", () => {
    expect(parseAmount("1٫5", "ar")).toBe(1.5);
    expect(parseAmount("١٫٥", "ar")).toBe(1.5);
    expect(parseAmount("٢", "ar")).toBe(2);
    expect(parseAmount("١٬٥", "ar")).toBeNaN();
    // The same in a page of another language: the mark can mean nothing else.
    expect(parseAmount("٠٫٢٥", "en")).toBe(0.25);
  });

  it("writes a price with its two decimals", () => {
    expect(typedDecimalText(1.5, 2, "de")).toBe("1,50");
    expect(typedDecimalText(1.5, 2, "en")).toBe("1.50");
    expect(typedDecimalText(12, 2, "ar")).toBe("12.00");
  });
});
