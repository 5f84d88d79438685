import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useFormat } from "~/i18n/format";
import { serverI18n } from "~/i18n/instance.server";
import { LOCALES } from "@larder/shared/locales";
import {
  MealDayRows,
  mealDayGroupsHtml,
  mealDayLayout,
  type MealRow,
} from "~/features/meals/components/meal-day-groups";
import { useMealRowActions } from "~/features/meals/components/meal-row-actions";
import { escapeHtml, markup } from "~/utils/html";
import { dialogLinks } from "~/utils/url";

// The meals list's rows are written as text on the server and with React in the browser; these
// tests hold the two to the same markup, byte for byte, whatever the household typed.

/** Text a household might type, hostile or not. */
const TEXTS = [
  "Tomato Soup",
  "",
  `<script>alert("x")</script>`,
  `Mum's "best" pie & chips`,
  "Łyżka zupy — 1½ cups",
  "شوربة العدس",
  "a > b < c",
  "&amp; already escaped",
  "  spaced  out  ",
  "line\nbreak",
];
const IMAGES = [
  null,
  "/photos/groups/1/recipe.jpg",
  "https://images.example.com/a%20b.jpg?x=1&y=2",
  'https://images.example.com/"quoted".jpg',
  "http://plain.example.com/photo.jpg",
  "javascript:alert(1)",
];

/** A small seeded generator, so a failure names the meals that showed it. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return <T>(choices: readonly T[]) => choices[Math.floor(next() * choices.length)]!;
}

function mealsFrom(seed: number, count: number): MealRow[] {
  const pick = generator(seed);
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + Math.floor(i / 3);
    const withRecipe = pick([true, false]);
    return {
      id: 1000 + i,
      title: pick(TEXTS) || "Untitled",
      description: pick([null, ...TEXTS]),
      scheduled_date: pick([
        null,
        `2026-06-${String(day).padStart(2, "0")}T${pick(["07:30", "12:00", "18:45", "23:59"])}:00.000Z`,
      ]),
      type: pick([null, { id: 1, name: pick(TEXTS) }]),
      recipe: withRecipe
        ? { id: 7, slug: pick(["soup", "ä ö/ü?&", "x\"y'z"]), title: pick(TEXTS), image: pick(IMAGES) }
        : null,
    } as unknown as MealRow;
  });
}

/** Both renderings of the same meals in one language: React's (as the server would write it) and the text's. */
function renderBoth(language: (typeof LOCALES)[number], meals: MealRow[], offset: number, pseudo = false) {
  let text = "";
  const search = new URLSearchParams("start=2026-06-01&end=2026-06-07&sort=asc");
  function Rows() {
    const { t } = useTranslation("meals");
    const format = useFormat();
    const actions = useMealRowActions(dialogLinks("/meals", search).to);
    const layout = mealDayLayout(meals, offset, format.date, t);
    text = mealDayGroupsHtml(layout, actions.html).text;
    return createElement(MealDayRows, { layout, actions: actions.elements });
  }
  const i18n = serverI18n(language, { pseudo });
  const react = renderToString(createElement(I18nextProvider, { i18n }, createElement(Rows)));
  return { react, text };
}

describe("the meals list's rows written as text on the server", () => {
  it("write what React writes, for every language and whatever the meals hold", () => {
    for (const language of LOCALES) {
      for (let seed = 1; seed <= 12; seed++) {
        const meals = mealsFrom(seed * 7919, 1 + (seed % 9) * 4);
        const { react, text } = renderBoth(language, meals, [0, 120, -300][seed % 3]!);
        expect(text, `${language}, seed ${seed}`).toBe(react);
        expect(react).toContain("<tr>");
      }
    }
  });

  it("write what React writes in the pseudo language, and for no meals at all", () => {
    const pseudo = renderBoth("en", mealsFrom(42, 10), 0, true);
    expect(pseudo.text).toBe(pseudo.react);
    expect(pseudo.text).toContain("⟦");
    const none = renderBoth("de", [], 0);
    expect(none.text).toBe("");
    expect(none.react).toBe("");
  });

  it("never let a household's text out of its attribute or element", () => {
    const [meal] = mealsFrom(3, 1);
    const hostile = `"><img src=x onerror=alert(1)>'<script>`;
    const { text } = renderBoth("en", [{ ...meal!, title: hostile, description: hostile } as MealRow], 0);
    expect(text).not.toContain("<img src=x");
    expect(text).not.toContain("<script>");
    expect(text).toContain(escapeHtml(hostile));
  });
});

describe("markup templates", () => {
  it("escape the five characters React escapes, in text and attributes alike", () => {
    expect(markup`<p title="${`a"b'c`}">${"<&>"}</p>`.text).toBe(`<p title="a&quot;b&#x27;c">&lt;&amp;&gt;</p>`);
  });

  it("keep markup as it is, join lists, and write nothing for null, undefined and false", () => {
    const item = (word: string) => markup`<li>${word}</li>`;
    expect(markup`<ul>${["a", "b&c"].map(item)}${null}${undefined}${false}${0}</ul>`.text).toBe(
      "<ul><li>a</li><li>b&amp;c</li>0</ul>",
    );
  });

  it("take out a line break and its indentation, and nothing else", () => {
    const text = markup`<tr>
      <td>${"x"} y</td>
    </tr>`.text;
    expect(text).toBe("<tr><td>x y</td></tr>");
  });
});
