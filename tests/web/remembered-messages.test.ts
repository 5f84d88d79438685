import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@larder/shared/locales";
import { CATALOG } from "~/i18n/catalog.server";
import { serverI18n as typedServerI18n } from "~/i18n/instance.server";
import { sharedOptions } from "~/i18n/options";

/**
 * The server's i18next instances remember the words of plain messages (remembered-messages.server.ts).
 * What they answer must be what i18next works out itself, for every message of every language,
 * asked as pages ask (through `getFixedT`, by area and key prefix) and straight from the instance;
 * and a call with values to put in must be worked out every time.
 */

/** Every key of an area's messages, dotted, with plural forms folded to their base key. */
function keysOf(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path.replace(/_(zero|one|two|few|many|other)$/, "")] : keysOf(value, path);
  });
}

const ITEMS_KEY = "toasts.items";

/** i18next as these tests ask it: any key, in any area (its types allow only the known ones). */
type LooseT = (key: string, options?: object) => unknown;
type LooseI18n = { t: LooseT; getFixedT(lng: string, ns?: string | string[], keyPrefix?: string): LooseT };

type Locale = (typeof LOCALES)[number];
const serverI18n = (locale: Locale) => typedServerI18n(locale) as unknown as LooseI18n;

function plainI18next(locale: Locale) {
  const i18n = createInstance();
  void i18n.init({ ...sharedOptions(locale), resources: { [locale]: CATALOG[locale] }, initImmediate: false });
  return i18n as unknown as LooseI18n;
}

describe("remembered messages", () => {
  it("answer every message of every language as i18next does, asked twice", () => {
    let asked = 0;
    for (const locale of LOCALES) {
      const kept = serverI18n(locale);
      const fresh = plainI18next(locale);
      for (const [area, messages] of Object.entries(CATALOG[locale])) {
        const fixed = kept.getFixedT(locale, area);
        const reference = fresh.getFixedT(locale, area);
        for (const key of new Set(keysOf(messages))) {
          for (let time = 0; time < 2; time++) {
            expect(fixed(key), `${locale} ${area}:${key}`).toEqual(reference(key));
            expect(kept.t(`${area}:${key}`), `${locale} ${area}:${key}`).toEqual(fresh.t(`${area}:${key}`));
          }
          asked += 1;
        }
      }
    }
    expect(asked).toBeGreaterThan(1000);
  });

  it("keep a key prefix, an area list and a language apart", () => {
    const kept = serverI18n("de");
    const fresh = plainI18next("de");
    const cases: [[string, string | string[], string?], string][] = [
      [["de", "shopping", "actions"], "edit"],
      [["de", "shopping"], "actions.edit"],
      [["de", ["meals", "common"]], "nav.home"],
      [["de", "common"], "nav.home"],
      [["en", "common"], "nav.home"],
    ];
    for (const [args, key] of cases) {
      const [lng, ns, keyPrefix] = args;
      expect(kept.getFixedT(lng, ns, keyPrefix)(key)).toEqual(fresh.getFixedT(lng, ns, keyPrefix)(key));
    }
    expect(kept.getFixedT("de", "common")("nav.home")).not.toEqual(kept.getFixedT("en", "common")("nav.home"));
  });

  it("put values and counts in every time", () => {
    const t = serverI18n("en").getFixedT("en", "shopping");
    expect(t("item.editNamed", { name: "Leeks" })).toContain("Leeks");
    expect(t("item.editNamed", { name: "Butter" })).toContain("Butter");
    expect(t("item.editNamed", { name: "Butter" })).not.toContain("Leeks");
    const fresh = plainI18next("pl").getFixedT("pl", "cook");
    const kept = serverI18n("pl").getFixedT("pl", "cook");
    const counted = [1, 2, 5, 22].map((count) => kept(ITEMS_KEY, { count }));
    expect(counted).toEqual([1, 2, 5, 22].map((count) => fresh(ITEMS_KEY, { count })));
    expect(new Set(counted).size).toBe(4);
  });
});
