// Which store section an ingredient is found in, from the dictionaries shipped with Larder: one
// file per language, each a list of phrases per section. A list does not know the language its
// recipes were written in, so every language is looked up at once; a phrase two languages share
// ("salt") is in the same section in both.
import { SECTIONS, type Section } from "../../contract/sections";
import { byName, singularWords } from "../names";
import { danish, norwegian, swedish } from "./nordic";
import { dutch, german } from "./germanic";
import { english } from "./en";
import { french, italian, portuguese, spanish } from "./romance";
import type { SectionWords } from "./section-words";

/** Every language's dictionary, the first one winning when two file a phrase differently. */
export const DICTIONARIES: Record<string, SectionWords> = {
  en: english,
  nl: dutch,
  de: german,
  fr: french,
  es: spanish,
  pt: portuguese,
  it: italian,
  da: danish,
  sv: swedish,
  nb: norwegian,
};

/** A dictionary's phrases, each as its words in the singular. */
export function phrasesOf(words: SectionWords): [phrase: string, section: Section][] {
  return SECTIONS.flatMap((section) =>
    words[section]
      .split(",")
      .map((phrase) => singularWords(phrase).join(" "))
      .filter(Boolean)
      .map((phrase): [string, Section] => [phrase, section]),
  );
}

let byPhrase: Map<string, Section> | undefined;
let longest = 1;

/** Built on first use: a worker that never files a line never parses the dictionaries. */
function phrases() {
  if (!byPhrase) {
    byPhrase = new Map();
    for (const words of Object.values(DICTIONARIES)) {
      for (const [phrase, section] of phrasesOf(words)) {
        if (!byPhrase.has(phrase)) byPhrase.set(phrase, section);
        longest = Math.max(longest, phrase.split(" ").length);
      }
    }
  }
  return byPhrase;
}

/**
 * The section of the longest known phrase in a name, or null when no word of it is known. Among
 * phrases as long, the last one wins: "chicken stock" without its own entry would be Pantry by
 * "stock", as an English name ends with what the thing is.
 */
export const sectionOfName = byName((name: string): Section | null => {
  const known = phrases();
  const words = singularWords(name);
  for (let length = Math.min(longest, words.length); length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      const section = known.get(words.slice(start, start + length).join(" "));
      if (section) return section;
    }
  }
  return null;
});

const SECTION_OF_NAME = new Map(SECTIONS.map((section) => [section.toLowerCase(), section]));

/**
 * The section a household's ingredient group stands for: a section's own name, or a name the
 * dictionaries know ("Vegetables" is Produce, "Dairy" is Dairy & eggs); null for a group named
 * otherwise ("Weekly", "Asian") or "Other", which leaves the ingredient to the dictionaries.
 */
export function sectionOfGroup(group: string | null): Section | null {
  if (!group) return null;
  const own = SECTION_OF_NAME.get(group.trim().toLowerCase());
  if (own) return own === "Other" ? null : own;
  const section = sectionOfName(group);
  return section === "Other" ? null : section;
}

/** Where a line goes: its ingredient's group when that names a section, else the dictionaries, else Other. */
export function sectionOf(name: string, group: string | null = null): Section {
  return sectionOfGroup(group) ?? sectionOfName(name) ?? "Other";
}
