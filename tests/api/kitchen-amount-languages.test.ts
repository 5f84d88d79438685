import { describe, expect, it } from "vitest";
import { foodLabel, foodText, kitchenAmount, kitchenAmountParts } from "../../worker-api/src/shared/kitchen-amount";

const SPICES = { section: "Spices & baking" };
const DAIRY = { section: "Dairy & eggs" };

describe("amounts in the reader's language", () => {
  it("is English's own without a language, or with English or a language Larder does not speak", () => {
    for (const language of [undefined, null, "en", "ja"]) {
      expect(kitchenAmount(1520, "ml", DAIRY, language)).toBe("1.5 l");
      expect(kitchenAmount(1.5, "cup", {}, language)).toBe("1 ½ cups");
      expect(kitchenAmount(2, "can", {}, language)).toBe("2 cans");
      expect(foodText(2, "pcs", { name: "leek" }, language)).toBe("2 leeks");
    }
  });

  it("writes German's decimal comma and kitchen words, and the household's words as written", () => {
    expect(kitchenAmount(0.3, "l", DAIRY, "de")).toBe("300 ml");
    expect(kitchenAmount(1520, "ml", DAIRY, "de")).toBe("1,5 l");
    expect(kitchenAmount(1.234, "kg", {}, "de")).toBe("1,25 kg");
    expect(kitchenAmount(0.3, "l", { asWritten: true }, "de")).toBe("0,3 l");
    expect(kitchenAmount(7.5, "ml", SPICES, "de")).toBe("1 ½ TL");
    expect(kitchenAmount(30, "ml", SPICES, "de")).toBe("2 EL");
    expect(kitchenAmount(0.75, "cup", {}, "de")).toBe("¾ Tasse");
    expect(kitchenAmount(1, "cup", {}, "de")).toBe("1 Tasse");
    expect(kitchenAmount(1.5, "cups", {}, "de")).toBe("1 ½ Tassen");
    expect(kitchenAmount(2, "tablespoons", { asWritten: true }, "de")).toBe("2 EL");
    expect(kitchenAmount(473.176, "ml", {}, "de")).toBe("1 Pint");
    expect(kitchenAmount(907.184, "g", {}, "de")).toBe("2 lb");
    // Units Larder does not know are the household's: no English plural. Larder's own count words
    // are German's, in its number.
    expect(kitchenAmount(2, "Dose", {}, "de")).toBe("2 Dose");
    expect(kitchenAmount(2, "can", {}, "de")).toBe("2 Dosen");
    expect(kitchenAmount(1, "cans", {}, "de")).toBe("1 Dose");
    expect(foodText(3, "cloves", { name: "Knoblauch", asWritten: true }, "de")).toBe("3 Zehen Knoblauch");
    expect(kitchenAmount(0.5, "clove", {}, "de")).toBe("½ Zehe");
    expect(kitchenAmount(2, "EL", {}, "de")).toBe("2 EL");
    expect(foodText(2, "pcs", { name: "Lauch" }, "de")).toBe("2 Lauch");
    expect(foodText(3, "", { name: "Tomate" }, "de")).toBe("3 Tomate");
    expect(foodText(0.5, "pcs", { name: "Zitrone" }, "de")).toBe("½ Zitrone");
    expect(foodText(0.625, "ml", { name: "Nelken", ...SPICES }, "de")).toBe("⅛ TL Nelken");
    expect(foodLabel(1.5, "kg", { name: "Mehl" }, "de")).toEqual({ name: "Mehl", amount: "1,5 kg" });
    expect(kitchenAmountParts(1.5, "cup", {}, "de")).toEqual({ number: "1 ½", unit: "Tassen" });
    expect(kitchenAmount(0, "g", {}, "de")).toBe("");
    // Every decimal the English amount has is kept: a recipe's tiny amount is not shown as none.
    expect(kitchenAmount(0.0004, "kg", { asWritten: true }, "de")).toBe("0,0004 kg");
    expect(kitchenAmount(0.125, "kg", { asWritten: true }, "de")).toBe("0,125 kg");
  });

  it("writes French's decimal comma and kitchen words, singular under two", () => {
    expect(kitchenAmount(1520, "ml", DAIRY, "fr")).toBe("1,5 l");
    expect(kitchenAmount(7.5, "ml", SPICES, "fr")).toBe("1 ½ c. à c.");
    expect(kitchenAmount(30, "ml", SPICES, "fr")).toBe("2 c. à s.");
    expect(kitchenAmount(1.5, "cup", {}, "fr")).toBe("1 ½ tasse");
    expect(kitchenAmount(2, "cup", {}, "fr")).toBe("2 tasses");
    expect(foodText(2, "pcs", { name: "poireau" }, "fr")).toBe("2 poireau");
    expect(foodText(1.5, "clove", { name: "ail" }, "fr")).toBe("1 ½ gousse ail");
    expect(foodText(2, "clove", { name: "ail" }, "fr")).toBe("2 gousses ail");
  });

  it("writes Polish's forms for a fraction, a few and many", () => {
    expect(kitchenAmount(0.5, "cup", {}, "pl")).toBe("½ szklanki");
    expect(kitchenAmount(1, "cup", {}, "pl")).toBe("1 szklanka");
    expect(kitchenAmount(3, "cup", {}, "pl")).toBe("3 szklanki");
    expect(kitchenAmount(5, "cup", {}, "pl")).toBe("5 szklanek");
    expect(kitchenAmount(0.5, "clove", {}, "pl")).toBe("½ ząbka");
    expect(kitchenAmount(1, "clove", {}, "pl")).toBe("1 ząbek");
    expect(kitchenAmount(3, "clove", {}, "pl")).toBe("3 ząbki");
    expect(kitchenAmount(5, "clove", {}, "pl")).toBe("5 ząbków");
    expect(kitchenAmount(1.234, "kg", {}, "pl")).toBe("1,25 kg");
  });

  it("writes Arabic's kitchen words with the digits the app's other numbers use", () => {
    const digits = new Intl.NumberFormat("ar").format(1.5);
    expect(kitchenAmount(1520, "ml", DAIRY, "ar")).toBe(`${digits} l`);
    // The runtime's Arabic numbers are Western digits, as every page's other numbers are.
    expect(digits).toBe("1.5");
    expect(kitchenAmount(15, "ml", SPICES, "ar")).toBe("1 ملعقة كبيرة");
    expect(kitchenAmount(3, "cup", {}, "ar")).toBe("3 أكواب");
    expect(foodText(2, "pcs", { name: "كراث" }, "ar")).toBe("2 كراث");
    expect(kitchenAmount(3, "clove", {}, "ar")).toBe("3 فصوص");
    expect(kitchenAmount(1, "clove", {}, "ar")).toBe("1 فص");
  });
});
