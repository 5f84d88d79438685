import { LOCALES } from "@larder/shared/locales";
import { describe, expect, it } from "vitest";
import { fillIn } from "~/i18n/fill-in";
import { serverI18n } from "~/i18n/instance.server";

// Labels a long list words on every row are worded once and filled in; they must read exactly as
// i18next would word them, in every language.

const VALUES = ["Milk", "", "{{name}}", "$& and $1", "Łyżka", "حليب", '"quoted" & <b>'];

describe("messages filled in row by row", () => {
  it("read as i18next words them, in every language and the pseudo language", () => {
    for (const pseudo of [false, true]) {
      for (const language of LOCALES) {
        const i18n = serverI18n(language, { pseudo });
        const shopping = i18n.getFixedT(language, "shopping");
        const common = i18n.getFixedT(language, "common");
        const messages = [
          (name: string) => shopping("item.actionsFor", { name }),
          (name: string) => shopping("item.editNamed", { name }),
          (name: string) => shopping("item.deleteNamed", { name }),
          (amount: string) => shopping("item.needed", { amount }),
          (label: string) => common("rowMenu.actionsFor", { label }),
        ];
        for (const word of messages) {
          const filled = fillIn(word);
          for (const value of VALUES) expect(filled(value), `${language} ${value}`).toBe(word(value));
        }
      }
    }
  });

  it("word a message holding its value twice, or not at all, on every call", () => {
    const twice = fillIn((name) => `${name} and ${name}`);
    expect(twice("a")).toBe("a and a");
    const never = fillIn(() => "Fixed");
    expect(never("a")).toBe("Fixed");
    const once = fillIn((name) => `Edit ${name}!`);
    expect(once("x")).toBe("Edit x!");
  });
});
