import type { Locale } from "../shared/locales";

/**
 * The held-for note's own words in each language Larder speaks other than English (whose note is
 * worded in held-for.ts, as it always was): the API words the note when a list's line is read, in
 * the language of the page that reads it. Weekdays, dates and the joining of names come from
 * Intl; the meals' titles and the food's names are the household's own and stay as written.
 */
type HeldForWordsTable = {
  /** The note: what is at home, then the meals it is for. */
  note: string;
  /** A meal in the six days before the list: "Lachs am Dienstag". */
  onWeekday: string;
  /** A meal further back: "Lachs am 2. März". */
  onDate: string;
  /** The meals left unnamed, by the language's plural forms of their number. */
  more: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
};

const WORDS: Record<Exclude<Locale, "en">, HeldForWordsTable> = {
  de: {
    note: "{amounts} im Vorrat: für {meals}",
    onWeekday: "{title} am {day}",
    onDate: "{title} am {date}",
    more: { other: "{n} weitere" },
  },
  fr: {
    note: "{amounts} en réserve : pour {meals}",
    onWeekday: "{title} de {day}",
    onDate: "{title} du {date}",
    more: { one: "{n} autre", other: "{n} autres" },
  },
  es: {
    note: "{amounts} en casa: para {meals}",
    onWeekday: "{title} del {day}",
    onDate: "{title} del {date}",
    more: { other: "{n} más" },
  },
  it: {
    note: "{amounts} in dispensa: per {meals}",
    onWeekday: "{title} di {day}",
    onDate: "{title} del {date}",
    more: { one: "un altro", other: "altri {n}" },
  },
  nl: {
    note: "{amounts} in huis: voor {meals}",
    onWeekday: "{title} van {day}",
    onDate: "{title} op {date}",
    more: { other: "{n} andere" },
  },
  pl: {
    note: "{amounts} w domu: na {meals}",
    onWeekday: "{title} ({day})",
    onDate: "{title} ({date})",
    more: { other: "jeszcze {n}" },
  },
  ar: {
    note: "{amounts} في المنزل: لـ {meals}",
    onWeekday: "{title} يوم {day}",
    onDate: "{title} في {date}",
    more: { other: "{n} أخرى" },
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type OtherLanguage = Exclude<Locale, "en">;

/** Each language's words, made once: a sync words every held line, and an Intl object costs more to make than to use. */
const kept = new Map<OtherLanguage, ReturnType<typeof wordsIn>>();

/** The note's words in `language`, with its weekdays, dates and lists through Intl. */
export function heldForWords(language: OtherLanguage) {
  let words = kept.get(language);
  if (!words) kept.set(language, (words = wordsIn(language)));
  return words;
}

function wordsIn(language: OtherLanguage) {
  const words = WORDS[language];
  const weekdays = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" });
  const dates = new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" });
  const lists = new Intl.ListFormat(language, { type: "conjunction" });
  const plurals = new Intl.PluralRules(language);
  return {
    note: (amounts: string, meals: string) => fill(words.note, { amounts, meals }),
    onWeekday: (title: string, day: Date) => fill(words.onWeekday, { title, day: weekdays.format(day) }),
    onDate: (title: string, day: Date) => fill(words.onDate, { title, date: dates.format(day) }),
    more: (count: number) => fill(words.more[plurals.select(count)] ?? words.more.other, { n: String(count) }),
    list: (names: string[]) => lists.format(names),
  };
}
